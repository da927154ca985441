package sections

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// withCVLines is texts followed by every line of the sample CVs of
// testdata/cvs and, when it is there, of the text forms of
// ../shared/corpus beside the repository (real CVs that are not part of
// it), read as they are on disk: the headings classify is held to its
// rule-by-rule form on.
func withCVLines(t *testing.T, texts []string) []string {
	t.Helper()
	corpus := filepath.Join("..", "..", "..", "..", "shared", "corpus")
	var paths []string
	for _, pat := range []string{filepath.Join("..", "..", "..", "testdata", "cvs", "*"), filepath.Join(corpus, "web", "*.md"), filepath.Join(corpus, "pdf", "*.txt")} {
		more, _ := filepath.Glob(pat)
		paths = append(paths, more...)
	}
	for _, p := range paths {
		if fi, err := os.Stat(p); err != nil || !fi.Mode().IsRegular() {
			continue
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, strings.Split(string(data), "\n")...)
	}
	return texts
}
