package names

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// cvLines returns texts and then every line of the repository's sample
// CVs (testdata/cvs) and of the text CVs of ../shared/corpus when it is
// beside the repository, so that a scan is held to its definition on
// real text as well as on crafted cases. The files are read as they are
// (a test of one string function needs no decoding).
func cvLines(t *testing.T, texts []string) []string {
	t.Helper()
	root := filepath.Join("..", "..", "..")
	pats := []string{
		filepath.Join(root, "testdata", "cvs", "*"),
		filepath.Join(root, "..", "shared", "corpus", "web", "*.md"),
		filepath.Join(root, "..", "shared", "corpus", "pdf", "*.txt"),
	}
	for _, pat := range pats {
		paths, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			data, err := os.ReadFile(p)
			if err != nil {
				continue // a folder, or a file that cannot be read: not a text
			}
			texts = append(texts, strings.Split(string(data), "\n")...)
		}
	}
	return texts
}
