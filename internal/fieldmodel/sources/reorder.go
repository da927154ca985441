package sources

import (
	"strings"

	"github.com/vitae-cv/vitae/internal/fieldmodel"
)

// TitleFirst returns, for every other example whose authors are followed
// by the title with only punctuation between them, a copy written title
// first ("Title. Authors. Rest"): CVs often put the title first, and
// reference lists almost never do. The copies keep their group, so a
// fold never sees a copy of the examples it scores.
func TitleFirst(exs []fieldmodel.Example) []fieldmodel.Example {
	var out []fieldmodel.Example
	n := 0
	for _, ex := range exs {
		a, t, ok := authorThenTitle(ex)
		if !ok {
			continue
		}
		if n++; n%2 == 0 {
			out = append(out, swap(ex, a, t))
		}
	}
	return out
}

// authorThenTitle finds the first span, an author list, and the title
// right after it.
func authorThenTitle(ex fieldmodel.Example) (a, t fieldmodel.Span, ok bool) {
	if len(ex.Spans) < 2 || ex.Spans[0].Field != "author" || ex.Spans[1].Field != "title" {
		return a, t, false
	}
	a, t = ex.Spans[0], ex.Spans[1]
	gap := ex.Entry.Text[a.End:t.Start]
	return a, t, strings.Trim(gap, " .,:;") == "" && strings.TrimSpace(ex.Entry.Text[:a.Start]) == ""
}

// swap writes ex title first.
func swap(ex fieldmodel.Example, a, t fieldmodel.Span) fieldmodel.Example {
	text := ex.Entry.Text
	title, authors := text[t.Start:t.End], text[a.Start:a.End]
	rest := strings.TrimLeft(text[t.End:], " .,:;")
	cut := len(text) - len(rest)
	var b strings.Builder
	b.WriteString(title)
	b.WriteString(". ")
	aStart := b.Len()
	b.WriteString(authors)
	if !strings.HasSuffix(authors, ".") {
		b.WriteByte('.')
	}
	off := 0
	if rest != "" {
		b.WriteByte(' ')
		off = b.Len() - cut
		b.WriteString(rest)
	}
	out := fieldmodel.Example{Group: ex.Group, Entry: fieldmodel.Entry{Text: b.String()}}
	out.Spans = append(out.Spans, fieldmodel.Span{Field: "title", Start: 0, End: len(title)},
		fieldmodel.Span{Field: "author", Start: aStart, End: aStart + len(authors)})
	for _, s := range ex.Spans[2:] {
		if s.Start >= cut {
			out.Spans = append(out.Spans, fieldmodel.Span{Field: s.Field, Start: s.Start + off, End: s.End + off})
		}
	}
	return out
}
