package sections

import (
	"testing"

	"github.com/vitae-cv/vitae/cv/parse/lines"
)

// TestSplitByHeadings: Markdown headings at the section level, and a
// plain line in capitals standing apart, open sections of the kinds their
// words name; the name above them is the header's.
func TestSplitByHeadings(t *testing.T) {
	ls := lines.FromText("# Rowan Ashgrove\n\nrowan@example.org\n\n## Education\n\nPhD, Example University, 2020\n\n" +
		"## Selected Publications\n\nR. Ashgrove. On kites. Journal of Wind, 2021.\n\nTEACHING\n\nKite Design, Spring 2022\n")
	secs := Split(SplitMargin(ls), testReader{})
	want := []struct {
		kind  Kind
		title string
	}{{Header, ""}, {Education, "Education"}, {Publications, "Selected Publications"}, {Teaching, "TEACHING"}}
	if len(secs) != len(want) {
		t.Fatalf("%d sections, want %d: %+v", len(secs), len(want), secs)
	}
	for i, w := range want {
		if secs[i].Kind != w.kind || secs[i].Title != w.title {
			t.Errorf("section %d: %v %q, want %v %q", i, secs[i].Kind, secs[i].Title, w.kind, w.title)
		}
	}
	if n := len(secs[1].Lines); n == 0 || secs[1].Lines[len(secs[1].Lines)-1].N >= secs[2].Line {
		t.Errorf("education's lines run into the next section: %d lines", n)
	}
}
