package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/train"
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
	if err := run(shared, out, "", false, &w, io.Discard); err != nil {
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
	if err := run(shared, out, "", false, &bytes.Buffer{}, io.Discard); err != nil {
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
	err := run(shared, out, "", false, &bytes.Buffer{}, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "1 file(s)") {
		t.Errorf("error %v, want one file failed", err)
	}
	if names, _ := filepath.Glob(filepath.Join(out, "*.json")); len(names) != 1 {
		t.Errorf("wrote %v, want the one good file", names)
	}
}

// fixStem is the stem of the label file of the fictional 12.md in shared.
func fixStem(t *testing.T, shared string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(shared, "corpus/web/12_someone.md"))
	if err != nil {
		t.Fatal(err)
	}
	return "12.md." + train.SourceHash(data)[:16]
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readLabels(t *testing.T, path string) *train.File {
	t.Helper()
	f, err := readLabelFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// The fix file of a label file is applied when it is written: the lines
// it names take its labels, hand_fixed counts them, the table shows them,
// and two runs write the same bytes.
func TestRunAppliesFixes(t *testing.T) {
	shared := fakeShared(t)
	fixes := t.TempDir()
	stem := fixStem(t, shared)
	writeFile(t, filepath.Join(fixes, stem+".fix"), "# reviewed\n1 role=contact\n3-4 sure\n")
	out := t.TempDir()
	var w bytes.Buffer
	if err := run(shared, out, fixes, false, &w, io.Discard); err != nil {
		t.Fatal(err)
	}
	f := readLabels(t, filepath.Join(out, stem+".json"))
	if f.HandFixed != 3 || f.Lines[0].Role != train.RoleContact {
		t.Errorf("hand_fixed %d, line 1 %+v; want 3 and contact", f.HandFixed, f.Lines[0])
	}
	if !regexp.MustCompile(`(?m)^12\.md +7 +2 +0 +3 +0 `).MatchString(w.String()) {
		t.Errorf("table does not show 3 lines fixed by hand:\n%s", w.String())
	}
	if !strings.Contains(w.String(), "3 fixed by hand, 0 unsure after fixes") {
		t.Errorf("total:\n%s", w.String())
	}
	first, _ := os.ReadFile(filepath.Join(out, stem+".json"))
	if err := run(shared, out, fixes, false, &bytes.Buffer{}, io.Discard); err != nil {
		t.Fatal(err)
	}
	if again, _ := os.ReadFile(filepath.Join(out, stem+".json")); !bytes.Equal(first, again) {
		t.Error("second run wrote other bytes")
	}
	// without the fixes, the aligner's labels
	if err := run(shared, out, "", false, &bytes.Buffer{}, io.Discard); err != nil {
		t.Fatal(err)
	}
	if f := readLabels(t, filepath.Join(out, stem+".json")); f.HandFixed != 0 || f.Lines[0].Role == train.RoleContact {
		t.Errorf("-fixes \"\": hand_fixed %d, line 1 %+v", f.HandFixed, f.Lines[0])
	}
}

// A fix file that does not read fails the run before anything is
// written; a stale one or one that does not fit fails it after.
func TestRunBadFixes(t *testing.T) {
	shared := fakeShared(t)
	stem := fixStem(t, shared)
	cases := map[string]struct {
		name, text string
		written    int
	}{
		"grammar":      {stem + ".fix", "1 sure\n2 looks fine\n", 0},
		"bad name":     {"12.md.fix", "1 sure\n", 0},
		"stale":        {"12.md.0000000000000000.fix", "1 sure\n", 2},
		"out of range": {stem + ".fix", "1-99 sure\n", 1},
	}
	for name, c := range cases {
		fixes, out := t.TempDir(), t.TempDir()
		writeFile(t, filepath.Join(fixes, c.name), c.text)
		var ew bytes.Buffer
		err := run(shared, out, fixes, false, &bytes.Buffer{}, &ew)
		if err == nil {
			t.Errorf("%s: no error", name)
		} else if msg := err.Error() + ew.String(); !strings.Contains(msg, c.name) {
			t.Errorf("%s: %q not named in %s", name, c.name, msg)
		} else if name == "stale" && !strings.Contains(ew.String(), "re-review") {
			t.Errorf("stale: %s does not ask for a new review", ew.String())
		}
		if names, _ := filepath.Glob(filepath.Join(out, "*.json")); len(names) != c.written {
			t.Errorf("%s: wrote %v, want %d files", name, names, c.written)
		}
	}
}

// -check-fixes checks fix files against the label files without the CVs:
// grammar, names, line ranges.
func TestCheckFixDir(t *testing.T) {
	shared := fakeShared(t)
	labels := t.TempDir()
	if err := run(shared, labels, "", false, &bytes.Buffer{}, io.Discard); err != nil {
		t.Fatal(err)
	}
	stem := fixStem(t, shared)
	fixes := t.TempDir()
	writeFile(t, filepath.Join(fixes, stem+".fix"), "# reviewed\n1-2 sure\n5 role=entry_start kind=publication item=1\n")
	var w bytes.Buffer
	if err := checkFixDir(fixes, labels, &w); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(w.String(), stem+".fix: 2 directives, 3 lines named, 0 lines still unsure") || !strings.Contains(w.String(), "1 fix file(s)") {
		t.Errorf("output:\n%s", w.String())
	}
	for name, text := range map[string]string{
		stem + ".fix":                "1-2 sure\n8 sure\n",
		stem + ".fix ":               "", // not a .fix file: skipped
		"12.md.0000000000000000.fix": "1 sure\n",
		"seed003.txt.fix":            "1 sure\n",
	} {
		dir := t.TempDir()
		writeFile(t, filepath.Join(dir, name), text)
		err := checkFixDir(dir, labels, &bytes.Buffer{})
		if strings.HasSuffix(name, " ") {
			if err != nil {
				t.Errorf("%q: %v", name, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), strings.TrimSpace(name)) {
			t.Errorf("%s: error %v, want one naming it", name, err)
		}
	}
}

// A fictional CV with unsure lines: 12.md with lines the aligner leaves
// out of every entry in its publications section.
func unsureShared(t *testing.T) string {
	shared := fakeShared(t)
	writeFile(t, filepath.Join(shared, "corpus/web/12_someone.md"), "# Ada Fenwick\n\nLorne Street 4\n\n## Publications\n\n"+
		"See also the list online\n\n- A. Fenwick and B. Lorne. Quiet Graphs for Loud Networks. In *NSDI*, 2021.\n\n"+
		"A remark on the second paper\n\n- A. Fenwick. Slow Sorting Considered Pleasant. In *SODA*, 2019.\n\n"+
		"Third paper, withdrawn\n\nFourth paper, lost\n\n## Hobbies\n\nRowing, chess\n")
	return shared
}

// showLineNumbers returns the n of each line -show printed, 0 for "--".
func showLineNumbers(t *testing.T, out string) (ns []int, unsure []int) {
	t.Helper()
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if l == "--" {
			ns = append(ns, 0)
			continue
		}
		fs := strings.Fields(l)
		n, err := strconv.Atoi(fs[0])
		if err != nil {
			t.Fatalf("line %q", l)
		}
		ns = append(ns, n)
		if fs[1] == "?" {
			unsure = append(unsure, n)
		}
	}
	return ns, unsure
}

// -show -unsure prints the unsure lines with two lines of context either
// side, "--" between runs, and the lines as -show prints them; a fix
// file's lines are no longer unsure.
func TestShowUnsure(t *testing.T) {
	shared := unsureShared(t)
	var all, some bytes.Buffer
	if err := showOne(shared, "", "12.md", showOptions{}, &all); err != nil {
		t.Fatal(err)
	}
	if err := showOne(shared, "", "12.md", showOptions{unsure: true}, &some); err != nil {
		t.Fatal(err)
	}
	_, unsure := showLineNumbers(t, all.String())
	if len(unsure) < 2 {
		t.Fatalf("the fictional CV has %v unsure, want at least two:\n%s", unsure, all.String())
	}
	var want []int
	for n := 1; n <= strings.Count(all.String(), "\n"); n++ {
		for _, u := range unsure {
			if n >= u-2 && n <= u+2 {
				if len(want) > 0 && want[len(want)-1] != n-1 {
					want = append(want, 0)
				}
				want = append(want, n)
				break
			}
		}
	}
	got, _ := showLineNumbers(t, some.String())
	if !reflect.DeepEqual(got, want) {
		t.Errorf("-unsure printed lines %v, want %v", got, want)
	}
	allLines := strings.Split(all.String(), "\n")
	for _, l := range strings.Split(strings.TrimSuffix(some.String(), "\n"), "\n") {
		if l != "--" && !slices.Contains(allLines, l) {
			t.Errorf("-unsure printed %q, not as -show prints it", l)
		}
	}
	fixes := t.TempDir()
	writeFile(t, filepath.Join(fixes, fixStem(t, shared)+".fix"), fmt.Sprintf("%d sure\n", unsure[0]))
	var fixed bytes.Buffer
	if err := showOne(shared, fixes, "12.md", showOptions{unsure: true}, &fixed); err != nil {
		t.Fatal(err)
	}
	if _, left := showLineNumbers(t, fixed.String()); !reflect.DeepEqual(left, unsure[1:]) {
		t.Errorf("with line %d fixed, unsure %v, want %v", unsure[0], left, unsure[1:])
	}
	if err := showOne(shared, t.TempDir(), "seed003.txt", showOptions{unsure: true}, &fixed); err != nil || !strings.Contains(fixed.String(), "no line of seed003.txt is unsure") {
		t.Errorf("no unsure line: %v\n%s", err, fixed.String())
	}
}

// -show -truth prints the truth's items, by kind and index with their key
// phrase, before the lines.
func TestShowTruth(t *testing.T) {
	shared := fakeShared(t)
	var w bytes.Buffer
	if err := showOne(shared, "", "12.md", showOptions{truth: true}, &w); err != nil {
		t.Fatal(err)
	}
	head, lines, ok := strings.Cut(w.String(), "==\n")
	if !ok {
		t.Fatalf("no truth before the lines:\n%s", w.String())
	}
	for _, re := range []string{`(?m)^publication +0  Quiet Graphs for Loud Networks$`, `(?m)^publication +1  Slow Sorting Considered Pleasant$`, `talk: 0, service: 0, teaching: 0`} {
		if !regexp.MustCompile(re).MatchString(head) {
			t.Errorf("truth %q not in:\n%s", re, head)
		}
	}
	if !strings.HasPrefix(lines, "   1 ") {
		t.Errorf("lines after the truth:\n%s", lines)
	}
	w.Reset()
	if err := showOne(shared, "", "seed003.txt", showOptions{truth: true}, &w); err != nil || !strings.Contains(w.String(), "education     0  Harrow Polytechnic | Physics") {
		t.Errorf("seed truth: %v\n%s", err, w.String())
	}
}

func TestShownLines(t *testing.T) {
	ls := make([]train.Line, 12)
	ls[0].Unsure, ls[6].Unsure, ls[11].Unsure = true, true, true
	got := shownLines(ls, true)
	want := []bool{true, true, true, false, true, true, true, true, true, true, true, true}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("shown %v, want %v", got, want)
	}
	if all := shownLines(ls, false); slices.Contains(all, false) {
		t.Error("without -unsure a line is not shown")
	}
}
