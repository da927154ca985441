package venue

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// tableCase is one line of testdata/cases.tsv: a venue string as a CV
// writes it and the acronym Match must return ("" for no match).
type tableCase struct {
	line       int
	text, want string
}

// readTable reads testdata/cases.tsv.
func readTable(t *testing.T) []tableCase {
	t.Helper()
	f, err := os.Open("testdata/cases.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []tableCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#") {
			continue
		}
		text, want, ok := strings.Cut(l, "\t")
		if !ok {
			t.Fatalf("cases.tsv:%d: no tab", n)
		}
		out = append(out, tableCase{n, text, strings.TrimSpace(want)})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestTable holds Match to the venue strings of testdata/cases.tsv: tags
// with straight and curly apostrophes, full names with ordinals and
// years, ISO 4 abbreviations dotted and dotless, former names,
// co-located workshops, joint events and near misses that must not match.
func TestTable(t *testing.T) {
	cases := readTable(t)
	if len(cases) < 300 {
		t.Errorf("cases.tsv holds %d cases, want at least 300", len(cases))
	}
	c := Default()
	for _, tc := range cases {
		v, s, e, ok := c.Match(tc.text)
		got := ""
		if ok {
			got = v.Acronym
		}
		if got != tc.want {
			span := ""
			if ok {
				span = tc.text[s:e]
			}
			t.Errorf("cases.tsv:%d: Match(%q) = %q (%q), want %q", tc.line, tc.text, got, span, tc.want)
		}
	}
}

// TestTableKnown checks that every acronym the table expects is in the
// catalogue, so a renamed key fails here and not as a silent mismatch.
func TestTableKnown(t *testing.T) {
	c := Default()
	for _, tc := range readTable(t) {
		if tc.want == "" {
			continue
		}
		if v, ok := c.Lookup(tc.want); !ok || v.Acronym != tc.want {
			t.Errorf("cases.tsv:%d: %q is no catalogue acronym", tc.line, tc.want)
		}
	}
}
