package sections

import (
	"path/filepath"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"

	"github.com/vitae-cv/vitae/cv/parse/lines"
)

// sectionLevelOld is sectionLevel as it was before a heading no higher
// than the level found stopped being classified (the oracle).
func sectionLevelOld(r Reader, ls []lines.Line) int {
	level := 0
	for _, l := range ls {
		if l.Heading > 0 {
			if _, ok := r.Classify(l.Text); ok && (level == 0 || int(l.Heading) < level) {
				level = int(l.Heading)
			}
		}
	}
	return level
}

// sampleTexts are the sample CVs of testdata/cvs, whole, and the corpus's
// text forms when they are beside the repository.
func sampleTexts(t *testing.T) []string {
	t.Helper()
	return cvtext.Texts(filepath.Join("..", "..", ".."))
}

var levelTexts = []string{
	"", "# Rowan Ashgrove\n\n## Education\n\n### Kite School\n",
	"### Kite Notes\n## Publications\n# Rowan\n# Awards\n",
	"## Kites\n### Talks\n#### Teaching\n",
	"#### Teaching\n### Talks\n## Service\n# Awards\n",
	"# Name\n\nEDUCATION\n\nPhD, Example University\n",
}

func checkSectionLevel(t *testing.T, text string) {
	t.Helper()
	ls := lines.FromText(text)
	if got, want := sectionLevel(testReader{}, ls), sectionLevelOld(testReader{}, ls); got != want {
		t.Fatalf("sectionLevel of %q = %d, the old reading gives %d", text, got, want)
	}
}

// TestSectionLevelOld holds sectionLevel to the old reading on fictional
// texts, the sample CVs and random joins of Markdown headings of known
// and unknown words.
func TestSectionLevelOld(t *testing.T) {
	for _, s := range append(levelTexts, sampleTexts(t)...) {
		checkSectionLevel(t, s)
	}
	pieces := []string{"\n", "\n\n", "# ", "## ", "### ", "#### ", "Education", "Talks", "Kites",
		"Rowan Ashgrove", "Selected Publications", "text line", " "}
	for s := range cvtext.Joins(23, 8, pieces, 20000, 12) {
		checkSectionLevel(t, s)
	}
}

// FuzzSectionLevelOld holds sectionLevel to the old reading on any text:
//
//	go test -run '^$' -fuzz FuzzSectionLevelOld ./cv/parse/sections
func FuzzSectionLevelOld(f *testing.F) {
	for _, s := range levelTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkSectionLevel(t, s)
	})
}
