package parse

import "testing"

// All names, titles and sentences below are made up; ISCA and OSDI are
// catalogue venues.

// A page of paper cards lists what each paper achieved in bullets under
// its citation, the next card's venue badge after them: a bullet that is
// a sentence of prose with no authors is the paper's description, not a
// paper. A bullet that is a citation stays a paper.
func TestDescriptionBulletIsNotAPaper(t *testing.T) {
	src := `# Ada Quill

## Publications

<div class="badge">ISCA 2030</div>

[Folding Paper Boats at Scale](https://example.org/boats), **Ada Quill**, Ben Reyes, Cy Lund. In Proceedings of ISCA 2030.

- First boat folded from one sheet, ten times faster than the folds before it.
- A gentle fold that keeps every crease straight under heavy rain and wind.

<div class="badge">OSDI 2029</div>

[Quiet Rivers of Graphs](https://example.org/rivers), **Ada Quill**, Dan Hart. In Proceedings of OSDI 2029.

- Ada Quill, Dan Hart. Gentle Engines of Signals. OSDI 2028.
`
	c := mustParse(t, "cards.md", src)
	got := map[string]bool{}
	for _, p := range c.Publications {
		got[p.Title] = true
	}
	for _, want := range []string{"Folding Paper Boats at Scale", "Quiet Rivers of Graphs", "Gentle Engines of Signals"} {
		if !got[want] {
			t.Errorf("%q not read as a paper (got %v)", want, got)
		}
	}
	if len(c.Publications) != 3 {
		t.Errorf("%d publications, want 3: %v", len(c.Publications), got)
	}
}
