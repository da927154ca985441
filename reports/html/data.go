package html

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
)

// The page's data is one JSON object, written once into a
// <script type="application/json" id="vitae-data"> block and read with
// JSON.parse: never evaluated. It is compact: rows are arrays, not
// objects, and every string is an index into a string table ("s", written
// last, so that the candidates can be streamed as they are encoded).
// The layout, by key:
//
//	charts  cohort charts: [{id, option}] (ECharts options built in Go)
//	trusted exact formatter string -> name of a page function
//	tables  overview tables with a row per candidate: [tableJSON]
//	cols    the candidates table's columns: [[name, numeric 0/1]]
//	cands   one array per candidate (candidate fields, below)
//	s       the string table; index 0 is ""
//
// A candidate is [name, stage key, stage label, current, PhD, PhD status,
// CV as of, as-of source, stale, headline, source, counted, uncounted,
// warnings, summary cells, figures, charts, awards, papers, merged]
// (indexes cName ... cMerged below and in page.js). A paper's title and
// an award's name are a string index, or a cell (see marked) when a
// correction marks them. A paper is [year, title, venue, area, type,
// status, place label, place, co-first, awards, counted, why not, venue
// hover text (see venueCell), venue outside the catalogue 0/1,
// distinction (oral, spotlight: shown, never an award)].
type dataWriter struct {
	w     *bufio.Writer
	buf   []byte // reused by value
	ids   map[string]int
	table []string
	err   error
}

func newDataWriter(w *bufio.Writer) *dataWriter {
	return &dataWriter{w: w, ids: map[string]int{"": 0}, table: []string{""}}
}

// str interns s and returns its index in the string table.
func (d *dataWriter) str(s string) int {
	if i, ok := d.ids[s]; ok {
		return i
	}
	i := len(d.table)
	d.ids[s] = i
	d.table = append(d.table, s)
	return i
}

// raw writes s as it is.
func (d *dataWriter) raw(s string) {
	if d.err == nil {
		_, d.err = d.w.WriteString(s)
	}
}

// value writes v as JSON: the arrays, numbers and strings the data
// block is made of are appended directly (appendJSON), anything else
// through encoding/json. Strings always go through encoding/json, which
// escapes <, >, &, U+2028 and U+2029: the block cannot end its <script>
// element.
func (d *dataWriter) value(v any) {
	if d.err != nil {
		return
	}
	d.buf, d.err = appendJSON(d.buf[:0], v)
	if d.err != nil {
		d.err = fmt.Errorf("html: data: %w", d.err)
		return
	}
	_, d.err = d.w.Write(d.buf)
}

// appendJSON appends v as JSON to b.
func appendJSON(b []byte, v any) ([]byte, error) {
	switch x := v.(type) {
	case int:
		return appendInt(b, x)
	case float64:
		return appendFloat(b, x)
	case []int:
		return appendArray(b, x, appendInt)
	case []float64:
		return appendArray(b, x, appendFloat)
	case []any:
		return appendArray(b, x, appendJSON)
	case [][]any:
		return appendArray(b, x, func(b []byte, row []any) ([]byte, error) { return appendJSON(b, row) })
	}
	j, err := json.Marshal(v)
	return append(b, j...), err
}

// appendArray appends xs as a JSON array (null when nil), each element
// by elem.
func appendArray[T any](b []byte, xs []T, elem func([]byte, T) ([]byte, error)) ([]byte, error) {
	if xs == nil {
		return append(b, "null"...), nil
	}
	b = append(b, '[')
	for i, x := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		var err error
		if b, err = elem(b, x); err != nil {
			return b, err
		}
	}
	return append(b, ']'), nil
}

// appendInt appends n as JSON.
func appendInt(b []byte, n int) ([]byte, error) {
	return strconv.AppendInt(b, int64(n), 10), nil
}

// appendFloat appends f as encoding/json writes a float64 in the range
// the data holds (no exponent below 1e21); NaN and infinities are errors.
func appendFloat(b []byte, f float64) ([]byte, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return b, fmt.Errorf("unsupported value %v", f)
	}
	if a := math.Abs(f); a != 0 && (a < 1e-6 || a >= 1e21) {
		j, err := json.Marshal(f)
		return append(b, j...), err
	}
	return strconv.AppendFloat(b, f, 'f', -1, 64), nil
}

// cell is one table cell: a string index when it is text only, the
// number as a string when it is a number shown as it is, else [text,
// sort key or null, note, badge class].
func (d *dataWriter) cell(c cell) any {
	if c.Note == "" && c.Badge == "" && c.Hover == "" {
		switch {
		case c.Sort == "":
			return d.str(c.Text)
		case c.Sort == c.Text:
			return c.Text
		}
	}
	var sort any
	if c.Sort != "" {
		if f, err := strconv.ParseFloat(c.Sort, 64); err == nil {
			sort = f
		}
	}
	if c.Hover != "" {
		return []any{d.str(c.Text), sort, d.str(c.Note), d.str(c.BadgeClass), d.str(c.Hover)}
	}
	return []any{d.str(c.Text), sort, d.str(c.Note), d.str(c.BadgeClass)}
}

func (d *dataWriter) row(r []cell) []any {
	out := make([]any, len(r))
	for i, c := range r {
		out[i] = d.cell(c)
	}
	return out
}

// tableJSON writes a Lazy table: [id, caption, head [[name, numeric]],
// rows, linked], its rows encoded one at a time from the analytics table.
func (d *dataWriter) tableJSON(v tableView) {
	head := make([]any, len(v.Head))
	for i, h := range v.Head {
		head[i] = []any{d.str(h.Name), b2i(h.Num)}
	}
	d.raw("[")
	d.value(v.ID)
	d.raw(",")
	d.value(d.str(v.Caption))
	d.raw(",")
	d.value(head)
	d.raw(",[")
	for i, row := range v.src.Rows {
		if i > 0 {
			d.raw(",")
		}
		cells := make([]any, len(row))
		for j, x := range row {
			cells[j] = d.cell(cellOf(x, v.src.Columns[j].Kind))
		}
		d.value(cells)
	}
	d.raw("],")
	d.value(b2i(v.linked))
	d.raw("]")
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// chartJSON is a candidate chart's model for the page script, which
// turns it into ECharts options as echartsOf does: [kind, title,
// subtitle, categories, series [[name, colour, stack, style, key,
// values]], spans [[kind colour, from, to, when, expected]], axis
// [min, max, step] or 0]; 0 when there is nothing to chart.
func (d *dataWriter) chart(m *charts.Chart) any {
	if m == nil {
		return 0
	}
	cats := make([]int, len(m.Categories))
	for i, c := range m.Categories {
		cats[i] = d.str(c)
	}
	series := make([]any, len(m.Series))
	for i, s := range m.Series {
		series[i] = []any{d.str(s.Name), d.str(s.Color()), d.str(s.Stack), styleCode(s.Style), d.str(s.Key), s.Values}
	}
	spans := make([]any, len(m.Spans))
	for i, s := range m.Spans {
		spans[i] = []any{d.str(charts.SpanColor(s)), s.From, s.To, d.str(s.When), b2i(s.Expected), d.str(s.Kind)}
	}
	var axis any = 0
	if m.Axis != nil {
		axis = []float64{m.Axis.Min, m.Axis.Max, m.Axis.Step}
	}
	return []any{string(m.Kind), d.str(m.Title), d.str(m.Subtitle()), cats, series, spans, axis}
}

func styleCode(s charts.Style) int {
	switch s {
	case charts.Hatched:
		return 1
	case charts.Dashed:
		return 2
	}
	return 0
}

// candidate is one candidate's array (see dataWriter).
func (d *dataWriter) candidate(r *analytics.Report, c *analytics.Candidate, summary []cell) []any {
	n := len(r.Candidates)
	phd := ""
	if c.PhD != nil {
		phd = c.PhD.Text()
	}
	asOf, asOfSrc, stale := asOfText(r, c)
	figs := figuresView(c, n)
	figures := make([]any, len(figs.Rows))
	for i, row := range figs.Rows {
		figures[i] = []any{d.str(row[0].Text), d.str(row[1].Text), d.str(row[2].Text), d.str(row[3].Text), d.str(row[4].Text), b2i(row[0].Note != "")}
	}
	awards := make([]any, len(c.Awards))
	for i, a := range c.Awards {
		awards[i] = []any{d.str(a.YearSpan()), d.marked(a.Name, a.Corrected, a.CorrectionNote), d.str(analytics.Label(a.Category)), d.str(analytics.Label(a.Status)), d.str(a.Issuer), d.str(a.Note)}
	}
	papers := make([]any, len(c.Papers))
	for i, p := range c.Papers {
		why := ""
		if !p.Counted {
			why = analytics.WhyNotCounted(p.Why)
		}
		place := ""
		if p.Authors > 0 {
			place = analytics.PlaceLabel(p)
		}
		venue, hover := venueCell(p)
		papers[i] = []any{d.str(cellOf(p.Year, analytics.Year).Text), d.marked(p.Title, p.Corrected, p.CorrectionNote), d.str(venue), d.str(p.Area),
			d.str(analytics.Label(p.Type)), d.str(analytics.Label(p.Status)), d.str(place), p.Place, b2i(p.CoFirst),
			d.str(strings.Join(p.Awards, "; ")), b2i(p.Counted), d.str(why), d.str(hover), b2i(analytics.VenueOutsideCatalogue(p)),
			d.str(p.Distinction)}
	}
	merged := make([]any, len(c.Merged))
	for i, m := range c.Merged {
		merged[i] = []any{d.str(m.Kept), d.str(m.Dropped), d.str(m.Reason)}
	}
	ch := []any{d.chart(charts.CandidatePerYear(r, c)), d.chart(charts.CandidateVenues(c)), d.chart(charts.CandidateTimeline(r, c))}
	return []any{d.str(c.Name), d.str(string(c.Stage)), d.str(analytics.Label(c.Stage)), d.str(c.Current), d.str(phd),
		d.str(analytics.PhDStatus(c)), d.str(asOf), d.str(asOfSrc), d.str(stale), d.str(r.HeadlineText(c)), d.str(c.Source),
		c.Counts.Papers, c.Counts.Uncounted, c.Warnings, d.row(summary), figures, ch, awards, papers, merged,
		d.str(c.RateWhy()), d.str(c.StageWhy), d.str(c.StageMark())}
}

// venueCell is a paper's venue as the publication list shows it
// (analytics.VenueLabel: a venue the catalogue lacks as written, cut to
// about 40 characters) and the text shown on hover: the whole text of a
// cut one, and that the catalogue lacks it for a venue it could list
// (analytics.VenueOutsideCatalogue; not a preprint's server, a thesis's
// university); "" for a catalogued venue.
func venueCell(p analytics.Paper) (venue, hover string) {
	venue, full := analytics.VenueLabel(p)
	if !analytics.VenueOutsideCatalogue(p) {
		return venue, full
	}
	if full == "" {
		full = p.Venue
	}
	return venue, full + " — not in the venue catalogue"
}

// marked is the cell of a paper's title or an award's name: the string's
// index, or, for an entry a corrections file set or added, a cell [text,
// no sort key, what was corrected and why, badge "corrected" or "added"]
// that the page shows as a badge and a note.
func (d *dataWriter) marked(text string, fields []string, note string) any {
	m := analytics.CorrectionMark(fields, note)
	if m == "" {
		return d.str(text)
	}
	badge := "corrected"
	if len(fields) == 1 && fields[0] == "added" {
		badge = "added"
	}
	return []any{d.str(text), nil, d.str(m), d.str(badge)}
}

// Indexes of a candidate's fields that tests and page.js read.
const (
	candName    = 0
	candSummary = 14
	candCharts  = 16
	candPapers  = 18
	candRateWhy = 20 // how the headline rate is made (RateWhy)
	candStage   = 21 // why the stage (StageWhy), then its mark
)
