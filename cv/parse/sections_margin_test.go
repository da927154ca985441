package parse

import (
	"slices"
	"testing"

	"github.com/vitae-cv/vitae/cv/parse/sections"
)

// All CVs here are fictional: invented people, places and events.

// A CV that hangs its headings in the left margin over an indented body
// may put a note beside one heading: that heading is still a heading,
// and its papers are papers, not entries of the section above.
func TestHangingHeadingWithNoteBeside(t *testing.T) {
	body := "                 "
	text := "Mira Quell\n\n" +
		"Awards\n" +
		body + "Lantern Prize for Kite Science, 2030\n" +
		body + "Paper Kite Medal, 2029\n\n" +
		"Selected Talks\n" +
		body + "Folding Wings at Scale, Lantern University, 2030\n" +
		body + "On Tethers and Tails, Kite Research Seminar, 2029\n\n" +
		"Publications     Authors marked with * contributed equally.\n" +
		body + "M. Quell* and T. Fenn*, \"Paper Kites in Crosswinds,\" Journal of Kite Science, 2030.\n" +
		body + "T. Fenn and M. Quell, \"Tethers at Dawn,\" Kite Systems Workshop, 2029.\n"
	got := sectionKinds(text)
	want := []string{"awards:Awards", "talks:Selected Talks", "publications:Publications"}
	if !slices.Equal(got, want) {
		t.Fatalf("sections = %q, want %q", got, want)
	}
	c := parseKindCV(t, "hang.txt", text)
	if len(c.Publications) != 2 || len(c.Talks) != 2 {
		t.Errorf("got %d publications and %d talks, want 2 and 2", len(c.Publications), len(c.Talks))
	}
}

// A line that opens with a section word beside content is no heading
// when the CV's body is not indented to the right of a heading margin.
func TestHangingHeadingNeedsIndentedBody(t *testing.T) {
	text := "Mira Quell\n\n" +
		"Awards\n\n" +
		"Lantern Prize for Kite Science, 2030\n\n" +
		"Talks\n\n" +
		"Folding Wings at Scale, Lantern University, 2030\n" +
		"Teaching     Kite Design, Lantern University, 2029\n"
	for _, l := range sections.SplitMargin(toLines(text)) {
		if l.Text == "Teaching" {
			t.Fatalf("a margin heading was cut from a flush-left body: %q", l.Text)
		}
	}
}
