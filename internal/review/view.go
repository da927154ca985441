package review

import (
	"context"
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/cv/lineview"
)

// lineOut is one source line as the page shows it.
type lineOut struct {
	Key     string `json:"key"` // "12", or "p2:12" on a page
	Page    int    `json:"page,omitempty"`
	Src     int    `json:"src"`
	Section string `json:"section,omitempty"`
	Role    string `json:"role,omitempty"`
	Start   bool   `json:"start,omitempty"`
	Why     string `json:"why,omitempty"`
	Cues    string `json:"cues,omitempty"`
	Text    string `json:"text"`
}

// pageOut is one PDF page: its size in points and the box of each line
// (fractions of the page), by line key.
type pageOut struct {
	Width  float64               `json:"width"`
	Height float64               `json:"height"`
	Boxes  map[string][4]float64 `json:"boxes"`
}

// sectionOut names a section's entries as corrections do.
type sectionOut struct {
	Name string `json:"name"`
	Key  string `json:"key"` // the field naming an entry: "title", "name", …
}

// sections are the record's lists the page shows, with their naming
// field (as cv/corrections matches an entry).
var sections = []sectionOut{
	{"publications", "title"}, {"awards", "name"}, {"education", "degree"}, {"positions", "title"},
	{"talks", "title"}, {"service", "role"}, {"teaching", "course"},
}

// detailOut is a candidate under review.
type detailOut struct {
	ID       string                `json:"id"`
	Source   string                `json:"source"`
	Format   string                `json:"format"`
	Failed   string                `json:"failed,omitempty"`
	Record   *cv.CV                `json:"record"`
	Lines    []lineOut             `json:"lines"`
	Entries  map[string][][]string `json:"entry_lines"` // section → entry → the keys of its lines
	Pages    []pageOut             `json:"pages,omitempty"`
	Sections []sectionOut          `json:"sections"`
	Applied  []string              `json:"applied"` // what the corrections file did to the record
	Stale    []string              `json:"stale"`   // its corrections that match nothing
	Stages   []cv.Stage            `json:"stages"`  // the stages a correction may set
}

// detailView is everything the page shows of a candidate: the record as
// corrected, its source lines and pages, and which lines each entry came
// from.
func (s *Server) detailView(ctx context.Context, c *candidate) (*detailOut, error) {
	out := &detailOut{ID: c.ID, Source: c.Path, Failed: c.Failed, Sections: sections, Entries: map[string][][]string{}, Applied: []string{}, Stale: []string{}, Stages: cv.Stages}
	if c.Raw == nil {
		return out, nil
	}
	recs, res, err := s.corrected()
	if err != nil {
		return nil, err
	}
	out.Record = recs[c.ID]
	out.Format = out.Record.Format
	for _, a := range res.Applied {
		if a.Candidate == out.Record.Name || a.Candidate == out.Record.Source {
			out.Applied = append(out.Applied, a.String())
		}
	}
	for _, st := range res.Stale {
		if f := corrections.Fold(st.Candidate); f == corrections.Fold(out.Record.Name) || f == corrections.Fold("file:"+c.Path) {
			out.Stale = append(out.Stale, st.String())
		}
	}
	d := s.detailOf(c)
	out.Lines = linesOut(d.lines)
	out.Pages = pagesOut(d)
	for _, sec := range sections {
		out.Entries[sec.Name] = entryKeys(d, lineNumbers(out.Record, sec.Name))
	}
	return out, nil
}

// linesOut are the parser's line views as the page shows them.
func linesOut(views []lineview.LineView) []lineOut {
	out := make([]lineOut, len(views))
	for i, v := range views {
		out[i] = lineOut{Key: v.Where(), Page: v.Page, Src: v.Src, Section: v.Section, Role: v.Role, Start: v.Start, Why: v.Why, Cues: v.Cues, Text: v.Text}
	}
	return out
}

// pagesOut are a PDF's pages with the box of every line.
func pagesOut(d *detail) []pageOut {
	var out []pageOut
	for i, p := range d.pages {
		po := pageOut{Width: p.Width, Height: p.Height, Boxes: map[string][4]float64{}}
		for j, b := range p.Lines {
			if b.X1 > b.X0 {
				po.Boxes[fmt.Sprintf("p%d:%d", i+1, j+1)] = [4]float64{b.X0, b.Y0, b.X1, b.Y1}
			}
		}
		out = append(out, po)
	}
	return out
}

// lineNumbers are the source lines (Line) of a section's entries, in
// order; 0 for an entry with none (one a correction added).
func lineNumbers(r *cv.CV, section string) []int {
	if f, ok := entryLines[section]; ok {
		return f(r)
	}
	return nil
}

// entryLines gives each section's entry lines.
var entryLines = map[string]func(*cv.CV) []int{
	"publications": func(r *cv.CV) []int { return linesOf(r.Publications, func(e cv.Publication) int { return e.Line }) },
	"awards":       func(r *cv.CV) []int { return linesOf(r.Awards, func(e cv.Award) int { return e.Line }) },
	"education":    func(r *cv.CV) []int { return linesOf(r.Education, func(e cv.Education) int { return e.Line }) },
	"positions":    func(r *cv.CV) []int { return linesOf(r.Positions, func(e cv.Position) int { return e.Line }) },
	"talks":        func(r *cv.CV) []int { return linesOf(r.Talks, func(e cv.Talk) int { return e.Line }) },
	"service":      func(r *cv.CV) []int { return linesOf(r.Service, func(e cv.Service) int { return e.Line }) },
	"teaching":     func(r *cv.CV) []int { return linesOf(r.Teaching, func(e cv.Teaching) int { return e.Line }) },
}

// linesOf is the line of each entry.
func linesOf[T any](es []T, line func(T) int) []int {
	out := make([]int, len(es))
	for i, e := range es {
		out[i] = line(e)
	}
	return out
}

// maxEntryLines bounds the lines one entry is shown to come from.
const maxEntryLines = 12

// entryKeys are, for each entry's line number, the keys of the source
// lines it came from: the line it starts on and the lines after it the
// parser read as its continuation (up to the next entry or heading).
func entryKeys(d *detail, nums []int) [][]string {
	at := map[string]int{}
	for i, v := range d.lines {
		at[v.Where()] = i
	}
	out := make([][]string, len(nums))
	for i, n := range nums {
		out[i] = []string{}
		start, ok := at[keyOf(d, n)]
		if n <= 0 || !ok {
			continue
		}
		first := d.lines[start]
		for j := start; j < len(d.lines) && j-start < maxEntryLines; j++ {
			v := d.lines[j]
			if j > start && (v.Start || v.Role == "heading" || v.Section != first.Section || strings.TrimSpace(v.Text) == "") {
				break
			}
			out[i] = append(out[i], v.Where())
		}
	}
	return out
}

// keyOf is the key of a record's line n: for a PDF the page and line on
// it (a record counts the lines of the whole document), else n itself.
func keyOf(d *detail, n int) string {
	if d.doc != nil && d.doc.Pages > 0 {
		if l, ok := d.doc.LineAt(n); ok {
			return lineview.LineView{Page: l.Page, Src: l.Src}.Where()
		}
	}
	return lineview.LineView{Src: n}.Where()
}
