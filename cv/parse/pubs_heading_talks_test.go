package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// Convention: a publications sub-heading made only of presentation words
// with a posters phrase among them ("Posters & Talks", "Poster
// Presentations") heads talks and posters, which are
// listed apart as other writing and never counted as peer-reviewed
// papers; the papers under "Workshop Papers" above it keep their type.
func TestTalksSubheading(t *testing.T) {
	src := `Corin Vasquez-Holt
corin.vh@example.edu

Publications

Workshop Papers
Lantern Folding for Sparse Gradients. Corin Vasquez-Holt and Imre Taddeo. In Workshop on Approximate Computing (WAX), 2015.

Posters & Talks
Quiet Queues: Bounding Tail Latency. Corin Vasquez-Holt. PLDI 2013 Student Research Competition.
Energy Budgets Are Not Enough. Corin Vasquez-Holt, Imre Taddeo, and Lise Marrow. Hot Chips 24, 2012.

Theses
Resource-Aware Systems at Scale. Corin Vasquez-Holt. PhD thesis, Northvale University, 2019.
`
	c, err := Parse("talks.txt", []byte(src), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range c.Publications {
		t.Logf("%s/%s %q", p.Type, p.Status, p.Title)
	}
	wantTypeStatus(t, c, "Lantern Folding for Sparse Gradients", cv.TypeWorkshop, cv.PubPublished)
	wantTypeStatus(t, c, "Quiet Queues: Bounding Tail Latency", cv.TypeOther, cv.PubPublished)
	wantTypeStatus(t, c, "Energy Budgets Are Not Enough", cv.TypeOther, cv.PubPublished)
}

// talksHeading holds only headings made of presentation words.
func TestTalksHeadingWords(t *testing.T) {
	for low, want := range map[string]bool{
		"posters & talks":           true,
		"presentations":             false,
		"invited talks and posters": true,
		"posters and short papers":  false,
		"conference papers":         false,
		"":                          false,
	} {
		if got := talksHeading(low); got != want {
			t.Errorf("talksHeading(%q) = %v, want %v", low, got, want)
		}
	}
}
