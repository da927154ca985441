package parse

import (
	"strings"
	"testing"
)

// All names and titles below are made up; the venue acronyms are
// catalogue names.

// A paper award is kept as written, plural status words included: a
// paper "(Best Paper Finalists)" or "(Best Paper Nominees)" names the
// papers shortlisted together, and the award reads so.
func TestPaperAwardPluralStatusKept(t *testing.T) {
	src := `# Ada Quill

## Publications

- Ada Quill, Ben Reyes. Folding Paper Boats at Scale. In Proceedings of SC 2021 (Best Paper Finalists), Nov 2021.
- Ada Quill, Dan Hart. Quiet Rivers of Graphs. In Proceedings of ISCA 2022 (Best Paper Nominees).
`
	c := parseInduceAs(t, "plural.md", src)
	want := map[string]string{
		"Folding Paper Boats at Scale": "Best Paper Finalists",
		"Quiet Rivers of Graphs":       "Best Paper Nominees",
	}
	for _, p := range c.Publications {
		if w, ok := want[p.Title]; ok && strings.Join(p.Awards, "|") != w {
			t.Errorf("%q: awards %q, want %q", p.Title, p.Awards, w)
		}
		delete(want, p.Title)
	}
	if len(want) > 0 {
		t.Errorf("papers not read: %v", want)
	}
}
