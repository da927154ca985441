package sections

import (
	"path/filepath"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"

	"github.com/vitae-cv/vitae/cv/parse/lines"
)

// withCVLines is texts followed by every line of the sample CVs of
// testdata/cvs and, when it is there, of the text forms of
// ../shared/corpus beside the repository (real CVs that are not part of
// it), read as they are on disk: the headings classify is held to its
// rule-by-rule form on.
func withCVLines(t *testing.T, texts []string) []string {
	t.Helper()
	return cvtext.Lines(filepath.Join("..", "..", ".."), texts)
}

// testReader is a Reader that knows only the heading words: no content
// kinds, no model, no sub-headings, and it notes nothing.
type testReader struct{}

func (testReader) Classify(title string) (Kind, bool)    { return Classify(title) }
func (testReader) ContentKind([]lines.Line) (Kind, bool) { return Unknown, false }
func (testReader) SubHeading(lines.Line) (string, bool)  { return "", false }
func (testReader) CompletesAbove([]lines.Line, int) bool { return false }
func (testReader) NoteHeading([]lines.Line, int, string) {}
func (testReader) NoteWrapped([]lines.Line, int)         {}
func (testReader) NoteContinued(*lines.Line, string)     {}
func (testReader) NoteStyle(*lines.Line, int)            {}
func (testReader) ModelOpens([]lines.Line, int, string, Kind, bool) (string, bool) {
	return "", false
}
