package lines

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The inputs the scans of this package are held equal to the regexps
// they replace on: the sample CVs of testdata/cvs and, when it is there,
// the text forms of ../shared/corpus beside the repository (real CVs that
// are not part of it), read as they are on disk.
var (
	cvTestdata = filepath.Join("..", "..", "..", "testdata", "cvs")
	corpusDir  = filepath.Join("..", "..", "..", "..", "shared", "corpus")
)

// withCVLines is texts followed by every line of the sample CVs and of
// the corpus text (when ../shared is there).
func withCVLines(t *testing.T, texts []string) []string {
	t.Helper()
	paths, _ := filepath.Glob(filepath.Join(cvTestdata, "*"))
	for _, pat := range []string{filepath.Join(corpusDir, "web", "*.md"), filepath.Join(corpusDir, "pdf", "*.txt")} {
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

// windows returns the substrings of s that start at each byte and run up
// to n bytes, and each suffix.
func windows(s string, n int) []string {
	var out []string
	for i := 0; i < len(s); i++ {
		out = append(out, s[i:min(len(s), i+n)])
	}
	return out
}

// adversarialSize is the size of the inputs the linear-time tests build
// (cv/parse's adversarial tests use the same).
var adversarialSize = 1 << 20

// guardLines is extra followed by every line of the sample and holdout
// CVs and, when ../shared is there, of the seeds and the web corpus: the
// inputs a scan is held equal to its regexp on.
func guardLines(extra ...string) []string {
	lines := append([]string(nil), extra...)
	for _, pat := range []string{
		filepath.Join("..", "..", "..", "testdata", "cvs", "*"),
		filepath.Join("..", "..", "..", "testdata", "holdout", "*"),
		filepath.Join("..", "..", "..", "..", "shared", "seeds", "*"),
		filepath.Join(corpusDir, "web", "*"),
	} {
		files, _ := filepath.Glob(pat)
		for _, f := range files {
			if b, err := os.ReadFile(f); err == nil {
				lines = append(lines, strings.Split(string(b), "\n")...)
			}
		}
	}
	return lines
}
