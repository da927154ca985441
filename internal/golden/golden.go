// Package golden compares test output with files under testdata and
// rewrites them when tests run with -update. It is the one golden-file
// mechanism of the module: a mismatch fails with a line diff (never the
// whole output), and CheckPairs fails when an input has no golden file or
// a golden file no input.
package golden

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

// Update reports whether the test run was asked to rewrite golden files.
func Update() bool { return *update }

// Check compares got with the golden file at path. With -update it writes
// got there instead. On mismatch it fails the test with a line diff.
func Check(t testing.TB, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to create it)", err)
	}
	if !bytes.Equal(want, got) {
		t.Errorf("%s differs from the output (- golden, + got; -update rewrites it):\n%s", path, Diff(string(want), string(got)))
	}
}

// CheckPairs fails t unless inputs and goldens pair up one to one:
// every input has its golden file (goldenOf(input)) among goldens, every
// golden file is the golden of an input, and there is at least one pair,
// so that a test over golden files cannot pass by finding none. Paths are
// compared after filepath.Clean.
func CheckPairs(t testing.TB, inputs []string, goldenOf func(input string) string, goldens []string) {
	t.Helper()
	if len(inputs) == 0 || len(goldens) == 0 {
		t.Errorf("%d inputs and %d golden files: a golden test needs both", len(inputs), len(goldens))
	}
	want := map[string]bool{}
	for _, in := range inputs {
		want[filepath.Clean(goldenOf(in))] = true
	}
	have := map[string]bool{}
	for _, g := range goldens {
		have[filepath.Clean(g)] = true
		if !want[filepath.Clean(g)] {
			t.Errorf("%s is the golden file of no input (remove it)", g)
		}
	}
	for _, in := range inputs {
		if g := goldenOf(in); !have[filepath.Clean(g)] {
			t.Errorf("%s has no golden file %s (run the test with -update to create it)", in, g)
		}
	}
}

// Diff returns a line diff of a and b, showing changed lines with up to
// three lines of context.
func Diff(a, b string) string {
	x := strings.Split(a, "\n")
	y := strings.Split(b, "\n")
	if len(x)*len(y) > 25_000_000 {
		return fmt.Sprintf("(files too large to diff: %d and %d lines)", len(x), len(y))
	}
	return writeOps(diffOps(x, y))
}

// op is one line of a diff: ' ' kept, '-' only in the golden, '+' only
// in the output.
type op struct {
	kind byte
	text string
}

// diffOps is the edit script from x to y along a longest common
// subsequence (inputs are golden files: small).
func diffOps(x, y []string) []op {
	n, m := len(x), len(y)
	lcs := make([][]int32, n+1)
	for i := range lcs {
		lcs[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if x[i] == y[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var ops []op
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && x[i] == y[j]:
			ops = append(ops, op{' ', x[i]})
			i++
			j++
		case j < m && (i == n || lcs[i][j+1] >= lcs[i+1][j]):
			ops = append(ops, op{'+', y[j]})
			j++
		default:
			ops = append(ops, op{'-', x[i]})
			i++
		}
	}
	return ops
}

// writeOps writes the changed lines of ops with up to three lines of
// context each side, "@@" between distant hunks.
func writeOps(ops []op) string {
	var sb strings.Builder
	last := -10
	for k, o := range ops {
		if o.kind == ' ' && !nearChange(ops, k) {
			continue
		}
		if k > last+1 && last >= 0 {
			sb.WriteString("@@\n")
		}
		last = k
		fmt.Fprintf(&sb, "%c %s\n", o.kind, o.text)
	}
	return sb.String()
}

// nearChange reports whether a change lies within three lines of ops[k].
func nearChange(ops []op, k int) bool {
	for d := -3; d <= 3; d++ {
		if k+d >= 0 && k+d < len(ops) && ops[k+d].kind != ' ' {
			return true
		}
	}
	return false
}
