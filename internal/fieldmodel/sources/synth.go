package sources

import (
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/cvgen"
	"github.com/vitae-cv/vitae/internal/fieldmodel"
)

// The inline marks of cvgen's item text (see cvgen's model.go).
const (
	boldOn, boldOff     = "\x01", "\x02"
	italicOn, italicOff = "\x03", "\x04"
)

// Synthetic returns the publication entries of n synthetic CVs (fictional
// people, internal/cvgen) of seed, each CV written in one citation layout
// drawn in turn: the order of its parts (authors first, title first,
// quoted title after the authors: the group, so that cross-validation
// leaves one layout out), a venue tag before or after the title or none,
// curly quotes, a final period, the owner in bold; every other CV without
// its emphasis (as PDF text holds it). Labels come from the record's
// truth: title, venue as written, year, authors, tag.
func Synthetic(seed uint64, n int) []fieldmodel.Example {
	var out []fieldmodel.Example
	for i := range n {
		r := cvgen.Generate(seed, i)
		s := cvgen.Style{Order: []string{"publications"}, Headings: []string{"Publications"},
			Cite: i % 3, Tag: (i / 3) % 3, Curly: (i/9)%2 == 1, NoPeriod: (i/18)%2 == 1, Bold: (i/36)%2 == 0}
		d := cvgen.Layout(r, s)
		group := fmt.Sprintf("synth:cite%d", s.Cite)
		for _, sec := range d.Sections {
			for _, g := range sec.Groups {
				for k, it := range g.Items {
					ex, ok := synthExample(it.Line(true, s), r.CV.Publications[k], it.Tag, i%2 == 1)
					if ok {
						ex.Group = group
						out = append(out, ex)
					}
				}
			}
		}
	}
	return out
}

// synthExample labels one written entry by its publication's truth.
func synthExample(marked string, p cv.Publication, tag string, plain bool) (fieldmodel.Example, bool) {
	e := unmark(marked)
	if plain {
		e.Bolds, e.Italics = nil, nil
	}
	ex := fieldmodel.Example{Entry: e}
	text := e.Text
	add := func(field, s string, from int) int {
		if s == "" {
			return from
		}
		j := strings.Index(text[from:], s)
		if j < 0 {
			return from
		}
		ex.Spans = append(ex.Spans, fieldmodel.Span{Field: field, Start: from + j, End: from + j + len(s)})
		return from + j + len(s)
	}
	add("tag", tag, 0)
	add("title", p.Title, 0)
	if len(p.Authors) > 0 {
		first := strings.Index(text, p.Authors[0])
		last := strings.LastIndex(text, p.Authors[len(p.Authors)-1])
		if first >= 0 && last >= first {
			end := last + len(p.Authors[len(p.Authors)-1])
			if etal := strings.Index(text[end:], "et al."); etal >= 0 && etal < 4 {
				end += etal + len("et al.")
			}
			ex.Spans = append(ex.Spans, fieldmodel.Span{Field: "author", Start: first, End: end})
		}
	}
	if p.Status != cv.PubUnderReview {
		v := strings.TrimPrefix(p.VenueRaw, "In ")
		end := add("venue", v, 0)
		if p.Year != 0 {
			add("date", fmt.Sprint(p.Year), end)
		}
	}
	return ex, strings.TrimSpace(text) != ""
}

// unmark turns cvgen's marked text into an entry: the text without marks,
// the bold and italic spans' texts.
func unmark(s string) fieldmodel.Entry {
	var e fieldmodel.Entry
	var b strings.Builder
	var cur *[]string
	start := 0
	for _, r := range s {
		switch string(r) {
		case boldOn:
			cur, start = &e.Bolds, b.Len()
		case italicOn:
			cur, start = &e.Italics, b.Len()
		case boldOff, italicOff:
			if cur != nil {
				*cur = append(*cur, b.String()[start:])
			}
			cur = nil
		default:
			b.WriteRune(r)
		}
	}
	e.Text = b.String()
	return e
}
