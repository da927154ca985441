package golden

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// recorder is a testing.TB that records failures instead of failing.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	runtime.Goexit()
}

// run runs f with a recorder, as a test function runs: Fatalf stops it.
func run(f func(testing.TB)) []string {
	r := &recorder{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(r)
	}()
	<-done
	return r.errs
}

// TestCheckFailsWithDiff: a mismatch fails with a diff of the changed
// line, not the whole output; a missing golden file fails; equal output
// passes.
func TestCheckFailsWithDiff(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.golden")
	lines := make([]string, 50)
	for i := range lines {
		lines[i] = fmt.Sprintf("line %d", i)
	}
	want := strings.Join(lines, "\n")
	if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
		t.Fatal(err)
	}
	if errs := run(func(tb testing.TB) { Check(tb, path, []byte(want)) }); len(errs) != 0 {
		t.Errorf("equal output failed: %v", errs)
	}
	lines[25] = "line changed"
	errs := run(func(tb testing.TB) { Check(tb, path, []byte(strings.Join(lines, "\n"))) })
	if len(errs) != 1 || !strings.Contains(errs[0], "+ line changed\n- line 25") || strings.Contains(errs[0], "line 10\n") {
		t.Errorf("mismatch: %q; want one error with the diff of line 25 and no distant lines", errs)
	}
	errs = run(func(tb testing.TB) { Check(tb, filepath.Join(dir, "missing.golden"), []byte("x")) })
	if len(errs) != 1 || !strings.Contains(errs[0], "-update") {
		t.Errorf("missing golden: %q; want one error that says -update", errs)
	}
}

// TestCheckPairs: a test over golden files fails when an input has no
// golden, when a golden has no input, and when there are none at all.
func TestCheckPairs(t *testing.T) {
	goldenOf := func(in string) string {
		return filepath.Join("golden", strings.TrimSuffix(filepath.Base(in), filepath.Ext(in))+".json")
	}
	for _, tc := range []struct {
		name            string
		inputs, goldens []string
		want            []string // substrings, one per error
	}{
		{"paired", []string{"cvs/a.md", "cvs/b.txt"}, []string{"golden/a.json", "./golden/b.json"}, nil},
		{"missing golden", []string{"cvs/a.md", "cvs/b.txt"}, []string{"golden/a.json"}, []string{"cvs/b.txt has no golden file golden/b.json"}},
		{"orphan golden", []string{"cvs/a.md"}, []string{"golden/a.json", "golden/c.json"}, []string{"golden/c.json is the golden file of no input"}},
		{"none at all", nil, nil, []string{"0 inputs and 0 golden files"}},
		{"no goldens", []string{"cvs/a.md"}, nil, []string{"1 inputs and 0 golden files", "cvs/a.md has no golden file"}},
	} {
		errs := run(func(tb testing.TB) { CheckPairs(tb, tc.inputs, goldenOf, tc.goldens) })
		if len(errs) != len(tc.want) {
			t.Errorf("%s: errors %q, want %d", tc.name, errs, len(tc.want))
			continue
		}
		for i, w := range tc.want {
			if !strings.Contains(errs[i], w) {
				t.Errorf("%s: error %q, want it to say %q", tc.name, errs[i], w)
			}
		}
	}
}
