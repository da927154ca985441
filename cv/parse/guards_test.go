package parse

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// guardLines returns many real lines to check fast paths against the code
// they stand in for: every line of the sample CVs, the hold-out CVs and
// the shared corpus and seeds when present, plus tricky strings.
func guardLines(extra ...string) []string {
	lines := append([]string(nil), extra...)
	for _, pat := range []string{
		filepath.Join("..", "..", "testdata", "cvs", "*"),
		filepath.Join("..", "..", "testdata", "holdout", "*"),
		filepath.Join("..", "..", "..", "shared", "seeds", "*"),
		filepath.Join("..", "..", "..", "shared", "corpus", "web", "*"),
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

// windows returns the substrings of s that start at each byte and run up
// to n bytes, and each suffix.
func windows(s string, n int) []string {
	var out []string
	for i := 0; i < len(s); i++ {
		out = append(out, s[i:min(len(s), i+n)])
	}
	return out
}

// checkGuard fails when guard rejects a string on which the regexp-based
// check accepts.
func checkGuard(t *testing.T, name string, guard, full func(string) bool, inputs []string) {
	t.Helper()
	bad := 0
	seen := map[string]bool{}
	for _, s := range inputs {
		if seen[s] {
			continue
		}
		seen[s] = true
		if !guard(s) && full(s) {
			bad++
			if bad <= 10 {
				t.Errorf("%s guard rejects %q, which matches", name, s)
			}
		}
	}
}

var guardExtras = []string{
	"", " ", "–", " – ", "to", " to ", "until", "till", "-- (expected 10/", " (exp. ", "~", "‑", "−", " \t",
	" (expected)", "Expected", "  anticipated", "...est.", " eſt.", "(EXPECTED", "—expected", "éexpected",
	"\xe2expected", "a\xe2", ", exp", "????expected",
}

func TestExpectedGuard(t *testing.T) {
	var in []string
	for _, l := range guardLines(guardExtras...) {
		in = append(in, windows(l, 20)...)
	}
	checkGuard(t, "mayBeExpected", mayBeExpected, reExpected.MatchString, in)
}

func TestRangeSepGuard(t *testing.T) {
	var in []string
	for _, l := range guardLines(guardExtras...) {
		for _, n := range []int{2, 5, 24} {
			in = append(in, windows(l, n)...)
		}
	}
	checkGuard(t, "mayBeRangeSep", mayBeRangeSep, reRangeSep.MatchString, in)
}

func FuzzDateGuards(f *testing.F) {
	for _, s := range guardExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !mayBeExpected(s) && reExpected.MatchString(s) {
			t.Fatalf("mayBeExpected(%q) false, regexp matches", s)
		}
		if !mayBeRangeSep(s) && reRangeSep.MatchString(s) {
			t.Fatalf("mayBeRangeSep(%q) false, regexp matches", s)
		}
		if !hasYear(s) && len(atoms(s)) > 0 {
			t.Fatalf("hasYear(%q) false, atoms found", s)
		}
	})
}
