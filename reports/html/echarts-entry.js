// The ECharts build vendored in assets/echarts.min.js: only the chart
// types and components vitae's reports draw, so every report carries
// about 550 KB of script instead of the full build's 1 MB.
// `go generate ./reports/html` bundles this file with esbuild (both
// pinned in package.json) into assets/echarts.min.js.
//
// Adding a chart type or component to the reports (charts/, page.js)
// means adding it here and running `go generate ./reports/html`;
// TestEChartsBuildCovers fails until it is.
import * as echarts from "echarts/core";
import { BarChart, HeatmapChart, ScatterChart } from "echarts/charts";
import {
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
} from "echarts/components";
import { CanvasRenderer } from "echarts/renderers";

echarts.use([
  BarChart,
  HeatmapChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
  CanvasRenderer,
]);

window.echarts = echarts;
