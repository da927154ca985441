package html

// ECharts is vendored in assets/ (committed, with its licence and version):
// `go generate ./reports/html` refreshes it from the npm package pinned in
// package.json and package-lock.json. A plain build needs neither npm nor a
// network.
//go:generate go run ./internal/fetchecharts
