// Package charts holds the report's charts as renderer-neutral data (the
// chart model, model.go) and the one palette every format takes its
// colours from (palette.go). It imports no drawing library: each renderer
// adapts the model (reports/html to ECharts options, reports/pdf to
// vectors, reports/xlsx to native Excel charts). It sits between
// analytics and the renderers: it never parses and never recounts, it
// only lays out numbers analytics computed.
//
// Every chart has a fixed id (see the ID constants and the Cand*
// functions), so a report renders byte for byte the same each time. A
// builder returns nil when there is nothing to draw.
//
// Chart text (titles, categories, series names) may come from CVs and is
// untrusted: every renderer escapes it in its own format (reports/html
// marshals its ECharts options with encoding/json, HTML escaping on).
package charts
