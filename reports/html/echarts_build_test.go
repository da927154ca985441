package html

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/reports"
)

// builtModules are the names echarts-entry.js imports from echarts/charts
// and echarts/components: what the vendored ECharts build can draw.
func builtModules(t *testing.T) map[string]bool {
	t.Helper()
	src, err := os.ReadFile("echarts-entry.js")
	if err != nil {
		t.Fatal(err)
	}
	imports := regexp.MustCompile(`(?s)import\s*\{([^}]*)\}\s*from\s*"echarts/(?:charts|components)"`)
	got := map[string]bool{}
	for _, m := range imports.FindAllStringSubmatch(string(src), -1) {
		for _, name := range strings.Split(m[1], ",") {
			if name = strings.TrimSpace(name); name != "" {
				got[name] = true
			}
		}
	}
	if len(got) == 0 {
		t.Fatal("echarts-entry.js imports no chart types or components")
	}
	return got
}

// componentModules maps an option's top-level key to the prefix of the
// component module that draws it.
var componentModules = map[string]string{
	"grid": "GridComponent", "legend": "LegendComponent", "title": "TitleComponent",
	"tooltip": "TooltipComponent", "visualMap": "VisualMap", "dataZoom": "DataZoom",
	"toolbox": "ToolboxComponent", "markLine": "MarkLineComponent", "markArea": "MarkAreaComponent",
	"markPoint": "MarkPointComponent", "graphic": "GraphicComponent", "polar": "PolarComponent",
	"radar": "RadarComponent", "geo": "GeoComponent", "parallel": "ParallelComponent",
	"singleAxis": "SingleAxisComponent", "calendar": "CalendarComponent", "brush": "BrushComponent",
	"timeline": "TimelineComponent", "dataset": "DatasetComponent", "aria": "AriaComponent",
}

// needed walks an ECharts option and adds the modules it needs: a
// series' type T needs TChart; a component key with a non-empty value
// (in the option or in a series: markLine) needs its component.
func needed(v any, top bool, need map[string]bool) {
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			needed(e, top, need)
		}
	case map[string]any:
		for k, e := range x {
			if m, ok := componentModules[k]; ok && nonEmpty(e) && (top || strings.HasPrefix(k, "mark")) {
				need[m] = true
			}
			if k == "series" {
				for _, s := range seriesList(e) {
					if typ, ok := s.(map[string]any)["type"].(string); ok {
						need[strings.ToUpper(typ[:1])+typ[1:]+"Chart"] = true
					}
					needed(s, false, need)
				}
			}
		}
	}
}

// seriesList is an option's series: a list, or one series alone.
func seriesList(v any) []any {
	if l, ok := v.([]any); ok {
		return l
	}
	return []any{v}
}

// nonEmpty tells whether an option value asks for something: not {},
// not [] and not {show: false}.
func nonEmpty(v any) bool {
	switch x := v.(type) {
	case map[string]any:
		show, set := x["show"].(bool)
		return len(x) > 0 && (!set || show)
	case []any:
		for _, e := range x {
			if nonEmpty(e) {
				return true
			}
		}
		return false
	}
	return v != nil
}

// TestEChartsBuildCovers holds the vendored ECharts build (built from
// echarts-entry.js) to what the reports draw: every series type and
// component of every cohort chart's options, and every series type the
// page script gives candidate charts. A chart type added to charts/ or
// page.js without adding it to echarts-entry.js would be silently left
// undrawn by ECharts; this test names what is missing.
func TestEChartsBuildCovers(t *testing.T) {
	built := builtModules(t)
	data := chartData(t, string(render(t, report(loadCVs(t)), reports.Options{})))
	if len(data.Charts) < 5 {
		t.Fatalf("%d cohort charts in the data block", len(data.Charts))
	}
	need := map[string]bool{}
	for _, c := range data.Charts {
		needed(map[string]any(c.Option), true, need)
	}
	// page.js: candidate charts' series types (type: "bar" in a series)
	for _, m := range regexp.MustCompile(`type: "(\w+)", *(?:stack|barCategoryGap|barWidth|itemStyle)`).FindAllStringSubmatch(pageJS, -1) {
		need[strings.ToUpper(m[1][:1])+m[1][1:]+"Chart"] = true
	}
	if !need["BarChart"] || !need["HeatmapChart"] || !need["GridComponent"] {
		t.Fatalf("the walk found too little: %v", need)
	}
	for m := range need {
		ok := built[m]
		for b := range built {
			ok = ok || strings.HasPrefix(b, m)
		}
		if !ok {
			t.Errorf("the reports draw %s, which echarts-entry.js leaves out: add it there and run go generate ./reports/html", m)
		}
	}
}
