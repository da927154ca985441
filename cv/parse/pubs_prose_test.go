package parse

import (
	"strings"
	"testing"
)

// All names, titles and texts below are made up; the venue acronyms are
// catalogue names.

// A note in the first person under a paper ("I worked with ...", "We
// submitted ...") describes it: it is no paper, even when it names
// people or a year (issue 22, convention 7).
func TestFirstPersonNotesAreNoPapers(t *testing.T) {
	src := `# Ada Quill

## Publications

A. Quill, B. Reyes, and C. Moss. “Folding Paper Boats at Scale.” Under review, 2026.
- At Example Lab, I worked with Ben Reyes on a new way to fold boats for
  rivers. We built the engine that runs it.

A. Quill and D. Hart. “Quiet Rivers of Graphs.” Journal of Tides, 2021.
- Created a method of folding that needs one sheet.

Boat Team, Example Lab. “Training Engines to Float.” Internship project, summer 2026.
- At Example Lab, I helped train a model of boats. I prepared the data
  and ran the trials.

A. Quill, B. Reyes, and C. Moss. “Gentle Engines of Signals.” Technical report, 2026.
- We submitted our new engine to the Boat Track of the River Competition 2026.
`
	c := parseInduceAs(t, "prose.md", src)
	want := []string{"Folding Paper Boats at Scale", "Quiet Rivers of Graphs", "Training Engines to Float", "Gentle Engines of Signals"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
}

// The wrapped lines of a first-person note (text from a PDF: the note's
// lines indented under its bullet) go with the note.
func TestFirstPersonNoteWrapped(t *testing.T) {
	src := "Ada Quill\n\nPUBLICATIONS\n\n" +
		"A. Quill, B. Reyes, and C. Moss. “Folding Paper Boats at Scale.” Under review, 2026.\n" +
		"   • At Example Lab, I worked with Ben Reyes on a new way to fold\n" +
		"     boats. We presented it at the River Competition 2026.\n" +
		"A. Quill and D. Hart. “Quiet Rivers of Graphs.” Journal of Tides, 2021.\n"
	c := parseInduceAs(t, "prose.txt", src)
	want := []string{"Folding Paper Boats at Scale", "Quiet Rivers of Graphs"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
}

// A title in title case holds "We" or "Our" before a capital: no note.
func TestFirstPersonProseWords(t *testing.T) {
	for s, want := range map[string]bool{
		"I built the engine.":                     true,
		"At the lab, we folded boats.":            true,
		"Our engine floats.":                      true,
		"What We Know About Boats":                false,
		"Quill, I. and Reyes, B. Boats.":          false,
		"A. Quill, B. Reyes. Folding Boats. 2020": false,
	} {
		if got := firstPersonProse(s); got != want {
			t.Errorf("firstPersonProse(%q) = %v, want %v", s, got, want)
		}
	}
}

// Under a venue tag line that holds the entry's only year ("ICSE 2024"),
// a long citation written title first ("Title. Authors. In Venue, pp.")
// is the paper, not a description of it.
func TestCitationUnderTagIsNoDescription(t *testing.T) {
	src := `# Ada Quill

## Publications

ICSE 2024
Folding Paper Boats at Scale with One Sheet and No Glue at All. Ben Reyes, Ada Quill, Cleo Moss, Dan Hart. In International Symposium on Boats and Rivers, pp. 1–10.

PLDI 2023
Quiet Rivers of Graphs. Ada Quill, Dan Hart. In Conference on Rivers, pp. 11–20.

KDD 2022
Gentle Engines of Signals That Run on Nothing but Signals and Water. Eve Lind, Ada Quill, Ben Reyes, Cleo Moss. In Workshop on Engines and Their Makers, pp. 5–9.
`
	c := parseInduceAs(t, "tagged.md", src)
	want := []string{"Folding Paper Boats at Scale with One Sheet and No Glue at All", "Quiet Rivers of Graphs", "Gentle Engines of Signals That Run on Nothing but Signals and Water"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
	for _, p := range c.Publications {
		if p.Year == 0 || len(p.Authors) < 2 {
			t.Errorf("%q: year %d authors %q", p.Title, p.Year, p.Authors)
		}
	}
}
