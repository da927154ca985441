package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// All names and titles below are made up.

// A best-of selection listed on a line of its own in an awards section
// ("IEEE Micro Top Picks, 2031", "CACM Research Highlight, for a paper")
// republishes a paper already published, and a presentation label
// ("Spotlight paper") names how a venue presented one: each is an honour,
// never a paper award (issue 25), even when the line says "paper". A
// prize ("Best Paper Award") stays a paper award.
func TestSelectionLineInAwardsIsAnHonour(t *testing.T) {
	src := `Ada Quill

AWARDS

IEEE Micro Top Picks, 2031
CACM Research Highlight, for Folding Paper Boats at Scale, 2030
Best Paper Award, Example Symposium, 2029
Spotlight paper, Example Symposium, 2028
`
	c := mustParse(t, "awards.txt", src)
	want := map[int]cv.AwardCategory{2031: cv.CatHonor, 2030: cv.CatHonor, 2029: cv.CatPaperAward, 2028: cv.CatHonor}
	if len(c.Awards) != len(want) {
		t.Fatalf("%d awards, want %d: %+v", len(c.Awards), len(want), c.Awards)
	}
	for _, a := range c.Awards {
		if w, ok := want[a.Year]; !ok || a.Category != w {
			t.Errorf("%q (%d): category %q, want %q", a.Name, a.Year, a.Category, w)
		}
	}
}
