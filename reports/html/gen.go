package html

// ECharts is vendored in assets/ (committed, with its licences and version):
// `go generate ./reports/html` rebuilds it from the npm package pinned in
// package.json and package-lock.json, bundling echarts-entry.js (the chart
// types and components the reports draw) with esbuild. A plain build
// needs neither npm nor a network.
//go:generate go run ./internal/fetchecharts
