package names

import (
	"path/filepath"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// cvLines returns texts and then every line of the repository's sample
// CVs (testdata/cvs) and of the text CVs of ../shared/corpus when it is
// beside the repository, so that a scan is held to its definition on
// real text as well as on crafted cases.
func cvLines(t *testing.T, texts []string) []string {
	t.Helper()
	return cvtext.Lines(filepath.Join("..", "..", ".."), texts)
}
