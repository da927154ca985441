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
	"github.com/vitae-cv/vitae/cv"
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
	w       *bufio.Writer
	buf     []byte // the value being made (encode.go), reused
	tmp     []byte // scratch of value, rotate and tableCell
	scratch []byte // a number's or a rank's text before it is looked up
	charts  charts.Builder
	dates   map[cv.Date]int // a date's index in the string table
	ids     map[string]int
	table   []string
	err     error
}

func newDataWriter(w *bufio.Writer) *dataWriter {
	return &dataWriter{w: w, ids: map[string]int{"": 0}, table: []string{""}, dates: map[cv.Date]int{}}
}

// str interns s and returns its index in the string table.
func (d *dataWriter) str(s string) int {
	if s == "" {
		return 0
	}
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

// value writes v as JSON, for the few parts of the block not appended
// as they are made (encode.go): the arrays and numbers the data block is
// made of are appended directly (appendJSON), anything else through
// encoding/json. Strings always go through encoding/json, which
// escapes <, >, &, U+2028 and U+2029: the block cannot end its <script>
// element.
func (d *dataWriter) value(v any) {
	if d.err != nil {
		return
	}
	d.tmp, d.err = appendJSON(d.tmp[:0], v)
	if d.err != nil {
		d.err = fmt.Errorf("html: data: %w", d.err)
		return
	}
	_, d.err = d.w.Write(d.tmp)
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

// cell appends one table cell: a string index when it is text only,
// the number as a string when it is a number shown as it is, else
// [text, sort key or null, note, badge class(, hover)].
func (d *dataWriter) cell(c cell) {
	if c.Note == "" && c.Badge == "" && c.Hover == "" {
		switch {
		case c.Sort == "":
			d.text(c.Text)
			return
		case c.Sort == c.Text:
			d.quoted(c.Text)
			return
		}
	}
	d.open()
	d.text(c.Text)
	if f, err := strconv.ParseFloat(c.Sort, 64); c.Sort != "" && err == nil {
		d.float(f)
	} else {
		d.null()
	}
	d.text(c.Note)
	d.text(c.BadgeClass)
	if c.Hover != "" {
		d.text(c.Hover)
	}
	d.close()
}

// row appends a row of cells.
func (d *dataWriter) row(r []cell) {
	d.open()
	for _, c := range r {
		d.cell(c)
	}
	d.close()
}

// tableCell appends the cell of value x in a column of kind k, as
// cell(cellOf(x, k)) does, without making the cell for a number: its
// text and its sort key are the same string but for a float that
// FormatNumber rounds, whose sort key is the float itself.
func (d *dataWriter) tableCell(x any, k analytics.Kind) {
	if !k.Numeric() { // text only: FormatCellKind's
		switch v := x.(type) {
		case string:
			d.text(v)
		case cv.Date:
			d.date(v)
		default:
			d.text(analytics.FormatCellKind(x, k))
		}
		return
	}
	switch v := x.(type) {
	case int:
		if k == analytics.Year && v == 0 {
			d.text("")
			return
		}
		d.buf = append(strconv.AppendInt(append(d.buf, '"'), int64(v), 10), '"', ',')
	case float64:
		d.scratch = analytics.AppendNumber(d.scratch[:0], v)
		d.tmp = strconv.AppendFloat(d.tmp[:0], v, 'f', -1, 64)
		if string(d.scratch) == string(d.tmp) { // digits, '.', '-', "NaN", "+Inf": no escapes
			d.buf = append(append(append(d.buf, '"'), d.scratch...), '"', ',')
			return
		}
		d.open()
		d.textBytes(d.scratch)
		d.float(v)
		d.text("")
		d.text("")
		d.close()
	default:
		d.cell(cellOf(x, k))
	}
}

// tableJSON writes a Lazy table: [id, caption, head [[name, numeric]],
// rows, linked], its rows encoded one at a time from the analytics table
// or its chunks (tableRows).
func (d *dataWriter) tableJSON(v tableView) {
	for _, h := range v.Head {
		d.str(h.Name) // the head's strings come first in the table
	}
	d.raw("[")
	d.value(v.ID)
	d.raw(",")
	d.value(d.str(v.Caption))
	d.raw(",")
	d.head(v.Head)
	d.emit()
	d.raw(",[")
	d.tableRows(v)
	d.raw("],")
	d.value(b2i(v.linked))
	d.raw("]")
}

// date appends the index of date v's text (cv.Date.String), made once
// per date.
func (d *dataWriter) date(v cv.Date) {
	i, ok := d.dates[v]
	if !ok {
		i = d.str(v.String())
		d.dates[v] = i
	}
	d.num(i)
}

// head appends a table's head: [[name, numeric 0/1]].
func (d *dataWriter) head(head []headCell) {
	d.open()
	for _, h := range head {
		d.open()
		d.text(h.Name)
		d.flag(h.Num)
		d.close()
	}
	d.close()
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// chart appends a candidate chart's model for the page script, which
// turns it into ECharts options as echartsOf does: [kind, title,
// subtitle, categories, series [[name, colour, stack, style, key,
// values]], spans [[kind colour, from, to, when, expected]], axis
// [min, max, step] or 0]; 0 when there is nothing to chart. The
// categories, series and spans meet their strings before the titles.
func (d *dataWriter) chart(m *charts.Chart) {
	if m == nil {
		d.num(0)
		return
	}
	d.open()
	d.quoted(string(m.Kind))
	a := len(d.buf)
	d.open()
	for _, c := range m.Categories {
		d.text(c)
	}
	d.close()
	d.open()
	for _, s := range m.Series {
		d.open()
		d.text(s.Name)
		d.text(s.Color())
		d.text(s.Stack)
		d.num(styleCode(s.Style))
		d.text(s.Key)
		d.floats(s.Values)
		d.close()
	}
	d.close()
	d.open()
	for _, s := range m.Spans {
		d.open()
		d.text(charts.SpanColor(s))
		d.float(s.From)
		d.float(s.To)
		d.text(s.When)
		d.flag(s.Expected)
		d.text(s.Kind)
		d.close()
	}
	d.close()
	b := len(d.buf)
	d.text(m.Title)
	d.text(m.Subtitle())
	d.rotate(a, b, len(d.buf))
	if m.Axis != nil {
		d.floats([]float64{m.Axis.Min, m.Axis.Max, m.Axis.Step})
	} else {
		d.num(0)
	}
	d.close()
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

// candidate writes one candidate's array (see dataWriter), its summary
// cells those of sum from row, c's row of the summary table. Its strings
// are met in this order: figures, awards, papers, merged entries,
// charts, then the fields before them and after.
func (d *dataWriter) candidate(r *analytics.Report, c *analytics.Candidate, sum *summaryRows, row []any) {
	d.open()
	start := len(d.buf)
	why := whyOf(r, c)
	d.figures(c, len(r.Candidates))
	figs := len(d.buf)
	d.awards(c)
	d.papers(c)
	d.merged(c)
	lists := len(d.buf)
	d.open()
	d.chart(d.charts.CandidatePerYear(r, c))
	d.chart(d.charts.CandidateVenues(c))
	d.chart(d.charts.CandidateTimeline(r, c))
	d.close()
	d.rotate(figs, lists, len(d.buf)) // charts before awards
	parts := len(d.buf)
	d.fields(r, c, why)
	if sum != nil {
		sum.write(d, c, row, why)
	} else {
		d.row(nil)
	}
	d.rotate(start, parts, len(d.buf)) // fields and summary first
	d.text(why.rate)
	d.text(c.StageWhy)
	d.text(c.StageMark())
	d.close()
}

// fields appends a candidate's fields before its summary cells; why
// holds its hovers.
func (d *dataWriter) fields(r *analytics.Report, c *analytics.Candidate, why candWhy) {
	phd := ""
	if c.PhD != nil {
		phd = c.PhD.Text()
	}
	for _, s := range []string{c.Name, string(c.Stage), analytics.Label(c.Stage), c.Current, phd, analytics.PhDStatus(c)} {
		d.text(s)
	}
	d.date(c.AsOf)
	d.text(analytics.Label(c.AsOfSource))
	d.text(why.stale)
	d.scratch = r.AppendHeadlineText(d.scratch[:0], c)
	d.textBytes(d.scratch)
	d.text(c.Source)
	d.num(c.Counts.Papers)
	d.num(c.Counts.Uncounted)
	d.num(c.Warnings)
}

// figures appends a candidate's key figures (analytics' KeyFigures,
// made from the metrics without the table): [figure, value, rank in
// cohort, rank in stage, percentile in stage, headline 0/1] each.
func (d *dataWriter) figures(c *analytics.Candidate, n int) {
	d.open()
	for _, m := range analytics.Metrics {
		d.open()
		d.text(m.Label)
		d.scratch = analytics.AppendNumber(d.scratch[:0], charts.Round2(m.Value(c)))
		d.textBytes(d.scratch)
		d.scratch = appendRank(d.scratch[:0], c.Ranks.Of(m.Name), n)
		d.textBytes(d.scratch)
		d.scratch = appendRank(d.scratch[:0], c.StageRanks.Of(m.Name), c.StageSize)
		d.textBytes(d.scratch)
		d.scratch = analytics.AppendNumber(d.scratch[:0], c.StagePercentiles.Of(m.Name))
		d.textBytes(d.scratch)
		d.flag(m.Name == analytics.Headline)
		d.close()
	}
	d.close()
}

// awards appends a candidate's awards.
func (d *dataWriter) awards(c *analytics.Candidate) {
	d.open()
	for _, a := range c.Awards {
		d.open()
		d.text(a.YearSpan())
		d.marked(a.Name, a.Corrected, a.CorrectionNote)
		d.text(analytics.Label(a.Category))
		d.text(analytics.Label(a.Status))
		d.text(a.Issuer)
		d.text(a.Note)
		d.close()
	}
	d.close()
}

// papers appends a candidate's papers.
func (d *dataWriter) papers(c *analytics.Candidate) {
	d.open()
	for _, p := range c.Papers {
		why := ""
		if !p.Counted {
			why = analytics.WhyNotCounted(p.Why)
		}
		place := ""
		if p.Authors > 0 {
			place = analytics.PlaceLabel(p)
		}
		venue, hover := venueCell(p)
		d.open()
		if p.Year == 0 {
			d.text("")
		} else {
			d.scratch = strconv.AppendInt(d.scratch[:0], int64(p.Year), 10)
			d.textBytes(d.scratch)
		}
		d.marked(p.Title, p.Corrected, p.CorrectionNote)
		d.text(venue)
		d.text(p.Area)
		d.text(analytics.Label(p.Type))
		d.text(analytics.Label(p.Status))
		d.text(place)
		d.num(p.Place)
		d.flag(p.CoFirst)
		d.text(strings.Join(p.Awards, "; "))
		d.flag(p.Counted)
		d.text(why)
		d.text(hover)
		d.flag(analytics.VenueOutsideCatalogue(p))
		d.text(p.Distinction)
		d.close()
	}
	d.close()
}

// merged appends the entries merged as duplicates: [kept, dropped, reason].
func (d *dataWriter) merged(c *analytics.Candidate) {
	d.open()
	for _, m := range c.Merged {
		d.open()
		d.text(m.Kept)
		d.text(m.Dropped)
		d.text(m.Reason)
		d.close()
	}
	d.close()
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
func (d *dataWriter) marked(text string, fields []string, note string) {
	m := analytics.CorrectionMark(fields, note)
	if m == "" {
		d.text(text)
		return
	}
	badge := "corrected"
	if len(fields) == 1 && fields[0] == "added" {
		badge = "added"
	}
	d.open()
	d.text(text)
	d.null()
	d.text(m)
	d.text(badge)
	d.close()
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
