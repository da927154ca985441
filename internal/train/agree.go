package train

import (
	"slices"
	"strconv"
	"strings"

	"github.com/vitae-cv/vitae/cv/parse"
)

// Agreement is how well labels agree with a truth whose items are known
// to be in the CV (a synthetic CV): per item of the aligned kinds
// (papers, degrees, positions, awards).
type Agreement struct {
	Items int // truth items
	Found int // items with lines labelled as theirs
	// Key counts items whose key field (a paper's title, a degree's
	// institution, a position's title, an award's name) is labelled on
	// exactly the truth's words.
	Key int
	// Span counts items whose lines are one run that starts with an
	// entry_start line and holds their key field and, when the truth
	// dates the item, a year or date field.
	Span int
	// Lines and Unsure count the lines and the lines flagged unsure.
	Lines, Unsure int
	// Missed names the items short of Span ("publication/3").
	Missed []string
}

// Add adds o to g.
func (g *Agreement) Add(o Agreement) {
	g.Items += o.Items
	g.Found += o.Found
	g.Key += o.Key
	g.Span += o.Span
	g.Lines += o.Lines
	g.Unsure += o.Unsure
	g.Missed = append(g.Missed, o.Missed...)
}

// Agree measures f, the labels of the lines vs, against truth t.
func Agree(vs []parse.LineView, t *Truth, f *File) Agreement {
	var g Agreement
	g.Lines = len(f.Lines)
	_, g.Unsure = f.Counts()
	// key field, its text, and the field holding the item's date when
	// the truth gives one
	keys := map[string][]string{}
	for i, p := range t.Publications {
		keys[itemKey(KindPublication, i)] = []string{"title", p.Title, dated(len(p.Year) > 0, "year")}
	}
	for i, e := range t.Education {
		keys[itemKey(KindEducation, i)] = []string{"institution", e.Institution, dated(e.Start != nil || e.End != nil, "date")}
	}
	for i, p := range t.Positions {
		keys[itemKey(KindPosition, i)] = []string{"title", p.Title, dated(p.Start != nil || p.End != nil, "date")}
	}
	for i, w := range t.Awards {
		keys[itemKey(KindAward, i)] = []string{"name", w.Name, dated(len(w.Year) > 0, "year")}
	}
	for k, key := range keys {
		if key[1] == "" {
			continue
		}
		g.Items++
		kind, item := splitKey(k)
		lines := itemLines(f, kind, item)
		if len(lines) == 0 {
			g.Missed = append(g.Missed, k)
			continue
		}
		g.Found++
		got := spanWords(vs, f, kind, item, key[0])
		if slices.Equal(got, words(key[1])) {
			g.Key++
		}
		datedOK := key[2] == "" || len(spanWords(vs, f, kind, item, key[2])) > 0
		if oneRun(lines) && f.Lines[lines[0]-1].Role == RoleEntryStart && len(got) > 0 && datedOK {
			g.Span++
		} else {
			g.Missed = append(g.Missed, k)
		}
	}
	return g
}

func dated(ok bool, field string) string {
	if ok {
		return field
	}
	return ""
}

func itemKey(kind string, i int) string { return kind + "/" + strconv.Itoa(i) }

func splitKey(k string) (string, int) {
	kind, n, _ := strings.Cut(k, "/")
	i, _ := strconv.Atoi(n)
	return kind, i
}

// itemLines are the numbers of the lines labelled as the item's.
func itemLines(f *File, kind string, item int) []int {
	var out []int
	for _, l := range f.Lines {
		if l.Kind == kind && l.Item == item && l.Role != RoleBlank {
			out = append(out, l.N)
		}
	}
	return out
}

// spanWords are the words of the item's spans of field, in order.
func spanWords(vs []parse.LineView, f *File, kind string, item int, field string) []string {
	var out []string
	for _, s := range f.Spans {
		if s.Kind == kind && s.Item == item && s.Field == field {
			ts := Tokens(vs[s.N-1].Text)
			out = append(out, words(strings.Join(ts[s.From:s.To], " "))...)
		}
	}
	return out
}

// oneRun reports whether the line numbers are consecutive, blank lines
// aside (they are left out of lines).
func oneRun(lines []int) bool {
	for i := 1; i < len(lines); i++ {
		if lines[i]-lines[i-1] > 2 {
			return false
		}
	}
	return true
}
