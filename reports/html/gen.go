package html

// ECharts is an npm package (see package.json and the committed
// package-lock.json). `go generate ./reports/html` installs it with
// `npm ci` and copies dist/echarts.min.js to assets/echarts.min.js, which
// is embedded and inlined into every report. Without npm the step prints
// a warning and the reports load ECharts from the web instead.
//go:generate go run ./internal/fetchecharts
