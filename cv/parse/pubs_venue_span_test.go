package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// All entries here are fictional; the venue names are catalogue names
// (public facts), the titles and people made up.

// A tag that names a venue by its publisher or by a short alias, after
// the title in parentheses: "Title (USENIX’23)" is USENIX Security,
// "Title (SP'20)" IEEE S&P (catalogue aliases, see cv/venue).
func TestTagPublisherAlias(t *testing.T) {
	got := tagPubs(t, `1. Lattice Kites: Sparse Winds for Tiny Flyers (USENIX’23)
Bo Reyes, Ada Quill

2. Quiet Gardens of Noisy Bits for Better Auditing (SP'20)
Ada Quill, Cy Lund
`)
	checkTagPubs(t, got, []wantTag{
		{title: "Lattice Kites: Sparse Winds for Tiny Flyers", venue: "USENIX Security", year: 2023, typ: cv.TypeConference},
		{title: "Quiet Gardens of Noisy Bits for Better Auditing", venue: "S&P", year: 2020, typ: cv.TypeConference},
	})
}

// A line that opens with a paper award and names the venue where it was
// given ("Best Paper Award at the XYZ 2017 workshop") is the award of the
// entry above it, not a venue line that starts another entry.
func TestAwardLineNamingVenue(t *testing.T) {
	src := `# Ada Quill

## Publications

**Boats:**
Ada Quill, Bo Reyes, and Cy Lund.
_Symposium on Pebbles 2017._
[Folding Paper Boats on Many Cores](https://example.org/1).
_Best Paper Award_ at the [IXPUG 2031 workshop](https://example.org/w)
`
	c := mustParse(t, "awards.md", src)
	found := false
	for _, p := range c.Publications {
		if strings.Contains(p.Title, "Award") {
			t.Errorf("an award line read as the publication %q", p.Title)
		}
		if p.Title == "Folding Paper Boats on Many Cores" {
			found = len(p.Awards) == 1 && p.Awards[0] == "Best Paper Award"
		}
	}
	if !found {
		t.Errorf("the paper does not hold its award: %+v", c.Publications)
	}
}

// A journal abbreviated in brackets after its full name is named by the
// whole abbreviation ("JAMA Netw. Open"), not by its first word, which may
// be another journal's ("JAMA").
func TestBracketWholeAbbreviation(t *testing.T) {
	got := tagPubs(t, `1. Ada Quill and Bo Reyes. Compositional Pebbles for Robot Teams. JAMA Network Open (JAMA Netw. Open), 2019.

2. Ada Quill. Counting Shells on Long Beaches. American Economic Review: Insights (AER: Insights), 2021.
`)
	checkTagPubs(t, got, []wantTag{
		{title: "Compositional Pebbles for Robot Teams", venue: "JAMA Netw. Open", year: 2019, typ: cv.TypeJournal},
		{title: "Counting Shells on Long Beaches", venue: "AER: Insights", year: 2021, typ: cv.TypeJournal},
	})
}

// A conference whose own name says "Workshop" (a venue named so since
// its first meetings) is that venue, not a workshop held with it, whether
// the entry writes the name or a tag beside it.
func TestNamedWorkshopConference(t *testing.T) {
	got := tagPubs(t, `1. [WAFR'20] Ada Quill and Bo Reyes. Streaming Pebbles for Edge Devices. Workshop on the Algorithmic Foundations of Robotics, 2020.

2. Ada Quill. Stacking Stones by Weight. Workshop on the Algorithmic Foundations of Robotics, 2018.
`)
	checkTagPubs(t, got, []wantTag{
		{title: "Streaming Pebbles for Edge Devices", venue: "WAFR", year: 2020},
		{title: "Stacking Stones by Weight", venue: "WAFR", year: 2018},
	})
}

// A venue badge set above its paper ("XYZ 2024" in a card, the citation
// under it) cites nothing yet: the long citation line under it is the
// paper, not a description of the paper above.
func TestBadgeAboveLongCitation(t *testing.T) {
	src := `# X

## Publications

  IJCAR 2031
  [Counting Pebbles on Long Beaches.](https://example.org/2) Dee Quill, **Bo Reyes**, Cy Dorn. Proc. *International Joint Conference on Automated Reasoning*, pp. 1–9.

  ESWC 2031
  [Sorting Shells by Colour on Beaches.](https://example.org/3) Eve Dorn, Fay Lund, **Bo Reyes**, Gil Moss, Hal Penn, Ivy Rowe, Cy Dorn. In *European Semantic Web Conference*, pp. 1–9.
`
	c := mustParse(t, "badges.md", src)
	checkTagPubs(t, c.Publications, []wantTag{
		{title: "Counting Pebbles on Long Beaches", venue: "IJCAR", year: 2031},
		{title: "Sorting Shells by Colour on Beaches", venue: "ESWC", year: 2031},
	})
}
