package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

// TestPubBlocksAbout: the estimate splitPubBlocks sizes its array by is
// never more than the section's non-blank lines, and is room enough for
// the blocks made in most publications sections of the sample, hold-out
// and corpus CVs (where it is not, the array grows as before: the blocks
// are the same either way, as TestMergeParagraphsLazy shows).
func TestPubBlocksAbout(t *testing.T) {
	sections, fits := 0, 0
	forEachPubSection(func(path string, c *cv.CV, s section) {
		p := &parser{cv: c, venues: venue.Default(), m: newMemo(), owner: newOwner(c.Name)}
		ls := cleanPubLines(s.Lines)
		est := pubBlocksAbout(ls, hasListItems(ls))
		if n := countNonBlank(ls); est > n {
			t.Fatalf("%s: %q: estimate %d over %d non-blank lines", path, s.Title, est, n)
		}
		sections++
		if len(p.splitPubBlocks(ls, "")) <= est {
			fits++
		}
	})
	if sections < 10 || 4*fits < 3*sections {
		t.Fatalf("the estimate fits %d of %d publications sections", fits, sections)
	}
	t.Logf("the estimate fits %d of %d publications sections", fits, sections)
}

// TestPubBlocksAboutFictional: a blank line, and in a list a list item,
// open a block; other lines do not.
func TestPubBlocksAboutFictional(t *testing.T) {
	ls := []line{{Text: "A. Quill. A fictional paper. 2031."}, {Blank: true}, {Text: "B. Reyes. Another. 2030."},
		{Text: "In the Fictional Venue."}, {Blank: true}, {Blank: true}, {Text: "C. Ode. Third. 2029.", List: "-"}, {Text: "D. Fen. Fourth.", List: "-"}}
	if got := pubBlocksAbout(ls, true); got != 4 {
		t.Fatalf("pubBlocksAbout with list items = %d, want 4", got)
	}
	if got := pubBlocksAbout(ls, false); got != 3 {
		t.Fatalf("pubBlocksAbout without = %d, want 3", got)
	}
}
