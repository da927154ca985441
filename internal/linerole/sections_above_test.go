package linerole

import (
	"math/rand/v2"
	"testing"
)

// eagerSections is the section above every line as newExtractor once
// made it: one pass down the file.
func eagerSections(views []Line) []string {
	secs := make([]string, len(views))
	cur := "none"
	for i, v := range views {
		secs[i] = cur
		if isBlank(v.Text, &plainReaders) || cueOf(v.Cue).heading == 0 && fieldsOver(v.Text, 5) {
			continue
		}
		if ws := words(v.Text); headingLine(v, ws) {
			cur = "unknown"
			if k := sectionKindOf(ws); k != "" {
				cur = k
			}
		}
	}
	return secs
}

// TestSectionAboveIsEager holds the lazily found section above each
// line to the one-pass answer, asking about the lines in random order,
// on random files of fictional headings, prose and blank lines.
func TestSectionAboveIsEager(t *testing.T) {
	texts := []string{"", "Publications", "Teaching", "Awards and Honors", "Zorbling Quests",
		"Invited Talks", "Q. Zelminster and B. Yulquist. Glimmering wobblefields. 2031.",
		"I grobble the quintessa of flumperdinks across mirkwobbling skarns.", "  ", "2029 – 2031"}
	rng := rand.New(rand.NewPCG(3, 22))
	for trial := range 300 {
		views := make([]Line, rng.IntN(40))
		for i := range views {
			views[i] = Line{Text: texts[rng.IntN(len(texts))]}
			if rng.IntN(6) == 0 {
				views[i].Cue.Heading = 1 + rng.IntN(3)
			}
		}
		want := eagerSections(views)
		x := newExtractor(views, "md", Options{})
		for _, i := range rng.Perm(len(views)) {
			if got := x.sectionAbove(i); got != want[i] {
				t.Fatalf("trial %d, line %d of %d: %q, one pass %q", trial, i, len(views), got, want[i])
			}
		}
	}
}
