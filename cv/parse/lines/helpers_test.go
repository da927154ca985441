package lines

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// withCVLines is texts followed by every line of the sample CVs and of
// the corpus text (when ../shared is there): what the scans of this
// package are held equal to the regexps they replace on.
func withCVLines(t *testing.T, texts []string) []string {
	t.Helper()
	return cvtext.Lines(filepath.Join("..", "..", ".."), texts)
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
		filepath.Join("..", "..", "..", "..", "shared", "corpus", "web", "*"),
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
