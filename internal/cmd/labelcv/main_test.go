package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A fictional shared folder: one web CV with its truth, one seed.
func fakeShared(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"corpus/web/12_someone.md": "# Ada Fenwick\n\n## Publications\n\n- A. Fenwick and B. Lorne. Quiet Graphs for Loud Networks. In *NSDI*, 2021.\n- A. Fenwick. Slow Sorting Considered Pleasant. In *SODA*, 2019.\n",
		"corpus/truth/12_someone.json": `{"name": "Ada Fenwick", "publications": [
			{"title": "Quiet Graphs for Loud Networks", "venue": ["NSDI"], "year": 2021},
			{"title": "Slow Sorting Considered Pleasant", "venue": ["SODA"], "year": 2019}]}`,
		"corpus/pdf/.keep":        "",
		"seeds/003_abc.txt":       "Ada Fenwick\n\nEDUCATION\nPh.D. in Physics, Harrow Polytechnic, 2015-2020\n",
		"eval/truth/003_abc.json": `{"name": "Ada Fenwick", "education": [{"level": "phd", "field": "Physics", "institution": "Harrow Polytechnic", "start": "2015", "end": "2020"}]}`,
	}
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// labelcv writes one label file per CV file, names none by a person,
// holds no CV text, removes stale label files and writes the same bytes
// twice.
func TestRun(t *testing.T) {
	shared := fakeShared(t)
	out := t.TempDir()
	stale := filepath.Join(out, "12.md.0000000000000000.json")
	if err := os.WriteFile(stale, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	var w bytes.Buffer
	if err := run(shared, out, "", false, &w); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(w.String(), "2 files:") {
		t.Errorf("table:\n%s", w.String())
	}
	if _, err := os.Stat(stale); err == nil {
		t.Error("the stale label file is still there")
	}
	names, _ := filepath.Glob(filepath.Join(out, "*.json"))
	if len(names) != 2 {
		t.Fatalf("wrote %v, want 2 files", names)
	}
	first := map[string][]byte{}
	for _, n := range names {
		data, _ := os.ReadFile(n)
		first[n] = data
		base := filepath.Base(n)
		if !strings.HasPrefix(base, "12.md.") && !strings.HasPrefix(base, "seed003.txt.") {
			t.Errorf("file name %s", base)
		}
		for _, word := range []string{"Fenwick", "Quiet", "Harrow", "Physics", "NSDI"} {
			if bytes.Contains(data, []byte(word)) {
				t.Errorf("%s holds CV text %q", base, word)
			}
		}
	}
	if err := run(shared, out, "", false, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	for n, data := range first {
		again, _ := os.ReadFile(n)
		if !bytes.Equal(again, data) {
			t.Errorf("%s: second run wrote other bytes", filepath.Base(n))
		}
	}
}

// A truth file that cannot be read fails the run, naming it; the other
// files are still labelled.
func TestRunBadTruth(t *testing.T) {
	shared := fakeShared(t)
	if err := os.WriteFile(filepath.Join(shared, "eval/truth/003_abc.json"), []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	err := run(shared, out, "", false, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), "1 file(s)") {
		t.Errorf("error %v, want one file failed", err)
	}
	if names, _ := filepath.Glob(filepath.Join(out, "*.json")); len(names) != 1 {
		t.Errorf("wrote %v, want the one good file", names)
	}
}
