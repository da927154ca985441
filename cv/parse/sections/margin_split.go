package sections

import (
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv/parse/lines"
)

// SplitMargin handles CVs (PDF text) that put section names in a
// left-hand column on the same line as the first content line:
// "Education        Acme University". Such a line becomes a heading line
// and a content line. A name broken over two lines of the column
// ("Grants and" above "Awards") is joined. Only lines that start at the
// margin, whose first cell names a known section in heading words only,
// count, and only when the CV does this at least twice, or once when its
// other headings hang in the margin (hangingHeadings).
func SplitMargin(ls []lines.Line) []lines.Line {
	n := 0
	for i := range ls {
		if _, ok := marginHeading(ls, i); ok {
			n++
		}
	}
	if n == 0 || n == 1 && !hangingHeadings(ls) {
		return ls
	}
	out := make([]lines.Line, 0, len(ls)+n)
	for i := 0; i < len(ls); i++ {
		title, ok := marginHeading(ls, i)
		if !ok {
			out = append(out, ls[i])
			continue
		}
		l := ls[i]
		out = append(out, lines.Line{N: l.N, Text: title, Cells: []string{title}, MD: title})
		out = append(out, restCells(l, 1)...)
		if joined := strings.Count(title, " ") > strings.Count(l.Cells[0], " "); joined && i+1 < len(ls) {
			i++
			out = append(out, restCells(ls[i], 1)...)
		}
	}
	return out
}

// marginHeading returns the section name that opens line i in a left
// column, joined with the next line's first cell when the name continues
// there ("Grants and" / "Awards").
func marginHeading(ls []lines.Line, i int) (string, bool) {
	l := &ls[i]
	if l.Heading > 0 || l.List != "" || l.Indent > 2 || len(l.Cells) < 2 || l.Blank {
		return "", false
	}
	first := strings.TrimRight(l.Cells[0], ":")
	if !headingVocabulary(first) {
		return "", false
	}
	if endsWithConnector(first) && i+1 < len(ls) {
		nx := &ls[i+1]
		if !nx.Blank && nx.Indent <= 2 && nx.List == "" && len(nx.Cells) >= 1 && headingVocabulary(nx.Cells[0]) {
			first += " " + strings.TrimRight(nx.Cells[0], ":")
		}
	}
	if _, ok := Classify(first); !ok {
		return "", false
	}
	return first, true
}

func headingVocabulary(t string) bool {
	if n := wordsUpTo(t, 4); n == 0 || n > 4 {
		return false
	}
	r, _ := firstRune(t)
	return unicode.IsUpper(r) && allWordsIn(t, HeadingWords)
}

func endsWithConnector(t string) bool {
	ws := words(t)
	if len(ws) == 0 {
		return strings.HasSuffix(t, "&")
	}
	last := ws[len(ws)-1]
	return last == "and" || last == "of" || strings.HasSuffix(t, "&") || strings.HasSuffix(t, ",")
}

// restCells is line l without its first k cells, or nothing when no cell
// is left.
func restCells(l lines.Line, k int) []lines.Line {
	if len(l.Cells) <= k {
		return nil
	}
	r := l
	r.Cells = append([]string(nil), l.Cells[k:]...)
	r.Text = strings.Join(r.Cells, "\t")
	r.MD = r.Text
	r.Indent = 16
	return []lines.Line{r}
}
