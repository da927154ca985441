// Package cvtext gives tests the lines of real-looking CV text to hold a
// fast scan to the plain definition it replaces: every line of the
// fictional sample CVs in testdata/cvs and, when ../shared is beside the
// repository, of the corpus's text forms (real CVs that are not part of
// it), read as they are on disk. It imports nothing of vitae, so the
// tests of the parser's lowest packages can use it.
package cvtext

import (
	"os"
	"path/filepath"
	"strings"
)

// Lines returns texts followed by every line of those files; root is
// the repository's root as seen from the calling test's folder
// ("../../.."). A path that is not a regular, readable file is passed
// over (a folder, a missing corpus).
func Lines(root string, texts []string) []string {
	for _, text := range Texts(root) {
		texts = append(texts, strings.Split(text, "\n")...)
	}
	return texts
}

// Texts returns the sample CVs of testdata/cvs and the corpus's text
// forms beside the repository, each file whole; root as for Lines.
func Texts(root string) []string {
	var texts []string
	for _, pat := range []string{
		filepath.Join(root, "testdata", "cvs", "*"),
		filepath.Join(root, "..", "shared", "corpus", "web", "*.md"),
		filepath.Join(root, "..", "shared", "corpus", "pdf", "*.txt"),
	} {
		paths, _ := filepath.Glob(pat)
		for _, p := range paths {
			if fi, err := os.Stat(p); err != nil || !fi.Mode().IsRegular() {
				continue
			}
			if data, err := os.ReadFile(p); err == nil {
				texts = append(texts, string(data))
			}
		}
	}
	return texts
}
