package sources

import (
	"fmt"
	"slices"
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
// curly quotes, a final period, the owner in bold, the tag in one of three
// forms; every other CV without its emphasis (as PDF text holds it); one
// CV in three one part a line without separators (a multi-line layout).
// Labels come from the record's truth: title, venue as written, year,
// authors, tag.
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
					it.Tag = tagForm(it.Tag, r.CV.Publications[k], i)
					var ex fieldmodel.Example
					if (i/4)%3 == 0 {
						ex = synthExample(lines(it, s), r.CV.Publications[k], it.Tag, i%2 == 1)
					} else {
						ex = synthExample([]string{it.Line(true, s)}, r.CV.Publications[k], it.Tag, i%2 == 1)
					}
					if strings.TrimSpace(ex.Entry.Text) != "" {
						ex.Group = group
						out = append(out, ex)
					}
				}
			}
		}
	}
	return out
}

// tagForm writes a paper's venue tag in one of the forms CVs use, drawn
// in turn by CV: "[ACR'21]", "(ACR’21)", "(ACR 2021)".
func tagForm(tag string, p cv.Publication, i int) string {
	if tag == "" {
		return ""
	}
	switch (i / 2) % 3 {
	case 1:
		return fmt.Sprintf("(%s’%02d)", p.Venue, p.Year%100)
	case 2:
		return fmt.Sprintf("(%s %d)", p.Venue, p.Year)
	}
	return tag
}

// lines writes an item one part a line, without separators, the tag
// placed as Line places it (a multi-line layout: title, authors, venue).
func lines(it cvgen.Item, s cvgen.Style) []string {
	parts := slices.Clone(it.Parts)
	if s.Tag == 1 && it.Tag != "" {
		parts[0] = it.Tag + " " + parts[0]
	} else if s.Tag == 2 && it.Tag != "" {
		parts[it.TitleAt] += " " + it.Tag
	}
	for i, p := range parts {
		parts[i] = strings.TrimSpace(strings.Trim(p, ",“”\""))
	}
	return parts
}

// synthExample labels one written entry (its lines) by its publication's
// truth.
func synthExample(ls []string, p cv.Publication, tag string, plain bool) fieldmodel.Example {
	e := unmark(strings.Join(ls, " "))
	off := 0
	for _, l := range ls[:len(ls)-1] {
		off += len(unmark(l).Text) + 1
		e.Breaks = append(e.Breaks, off)
	}
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
	return ex
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
