package inputs

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

const goodCV = `# Jane Q. Doe

jane.doe@example.edu

## Education

- Ph.D. in Computer Science, Example University, 2015–2020

## Publications

1. **Jane Q. Doe**, John Smith. A Paper Title. In ASPLOS 2020.
`

func writeFile(t *testing.T, path, data string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// describe lists what Scan handed out, one line a result.
func describe(f *Files) []string {
	var out []string
	for f.Scan() {
		switch r := f.Result().(type) {
		case *Record:
			out = append(out, "record "+r.CV.Source)
		case *Failure:
			out = append(out, "failed "+r.Path+": "+r.Why())
		case *Skip:
			out = append(out, "skipped "+r.Path)
		}
	}
	return out
}

// TestScanOrder: records, failures and skips come in input order, the
// same on any number of workers; a folder is walked in path order.
func TestScanOrder(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "b_good.md"), goodCV)
	writeFile(t, filepath.Join(dir, "a_empty.md"), "")
	writeFile(t, filepath.Join(dir, "sub", "d_good.txt"), strings.ReplaceAll(goodCV, "#", ""))
	writeFile(t, filepath.Join(dir, "c_letter.rtf"), "{\\rtf1 Dear committee}")
	writeFile(t, filepath.Join(dir, ".hidden.md"), goodCV)
	writeFile(t, filepath.Join(dir, ".git", "x.md"), goodCV)
	writeFile(t, filepath.Join(dir, "old.json"), "not json: JSON in folders is not read")
	single := writeFile(t, filepath.Join(t.TempDir(), "z.md"), goodCV)
	missing := filepath.Join(dir, "missing.md")
	paths := []string{single, dir, missing}
	want := []string{
		"record " + single,
		"failed " + filepath.Join(dir, "a_empty.md") + ": file is empty",
		"record " + filepath.Join(dir, "b_good.md"),
		"skipped " + filepath.Join(dir, "c_letter.rtf"),
		"record " + filepath.Join(dir, "sub", "d_good.txt"),
		"failed " + missing + ": no such file or directory",
	}
	for _, jobs := range []int{1, 2, 16} {
		got := describe(&Files{Paths: paths, Jobs: jobs})
		if !reflect.DeepEqual(got, want) {
			t.Errorf("jobs %d:\n got %q\nwant %q", jobs, got, want)
		}
	}
}

// TestCollect: the failures and skips are counted and said in words.
func TestCollect(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a.md"), goodCV)
	writeFile(t, filepath.Join(dir, "b.doc"), "\xd0\xcf\x11\xe0 old word")
	bad := writeFile(t, filepath.Join(dir, "x", "bad.json"), "{")
	var seen []string
	c := (&Files{Paths: []string{dir, bad}}).Collect(func(r Result) { seen = append(seen, fmt.Sprint(r)) })
	if len(c.CVs) != 1 || len(c.Failed) != 1 || len(c.Skipped) != 1 || len(seen) != 2 {
		t.Fatalf("%d CVs, %d failed, %d skipped; reported %q", len(c.CVs), len(c.Failed), len(c.Skipped), seen)
	}
	if !strings.HasPrefix(seen[0], filepath.Join(dir, "b.doc")+": skipped: Word 97-2003") || !strings.HasPrefix(seen[1], bad+":1: bad JSON record") {
		t.Errorf("reported %q", seen)
	}
	if got := c.Failed[0].Why(); !strings.HasPrefix(got, "line 1: bad JSON record") {
		t.Errorf("Why() = %q", got)
	}
	if p := c.Problems(false); p != "1 input(s) failed, 1 file(s) skipped (format not read)" {
		t.Errorf("Problems = %q", p)
	}
	if c.Failures(false) != 1 || c.Failures(true) != 2 || c.Problems(true) != "2 input(s) failed, 1 file(s) skipped (format not read)" {
		t.Errorf("strict: %d, %q", c.Failures(true), c.Problems(true))
	}
}

func TestEmptyFolderAndStdin(t *testing.T) {
	empty := t.TempDir()
	got := describe(&Files{Paths: []string{empty, "-", "-"}, Stdin: strings.NewReader(goodCV)})
	want := []string{
		"failed " + empty + ": no CV files in directory (looked for " + ".md .markdown .txt .text .html .htm .docx .pdf)",
		"record -",
		"failed -: standard input named more than once",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
	if got := describe(&Files{Paths: []string{"-"}}); len(got) != 1 || got[0] != "failed -: no standard input" {
		t.Errorf("no stdin: %q", got)
	}
	recs := `[{"source": "x.md", "name": "X"}]`
	c := (&Files{Paths: []string{"-"}, Stdin: strings.NewReader(recs)}).Collect(nil)
	if len(c.CVs) != 1 || c.CVs[0].Name != "X" || c.CVs[0].Education == nil {
		t.Errorf("records on stdin came back as %+v", c.CVs)
	}
}

// TestLinesAndMaxSize: line views are kept on request; the size limit
// applies to CVs, not to record files.
func TestLinesAndMaxSize(t *testing.T) {
	dir := t.TempDir()
	p := writeFile(t, filepath.Join(dir, "cv.md"), goodCV)
	c := (&Files{Paths: []string{p}, Lines: true}).Collect(nil)
	if len(c.CVs) != 1 || len(c.Lines[c.CVs[0]]) == 0 {
		t.Fatalf("no line views: %+v", c)
	}
	if c := (&Files{Paths: []string{p}}).Collect(nil); len(c.Lines) != 0 {
		t.Errorf("line views kept without Lines")
	}
	if got := describe(&Files{Paths: []string{p}, MaxSize: 10}); len(got) != 1 || !strings.Contains(got[0], "too large") {
		t.Errorf("MaxSize 10: %q", got)
	}
	var buf bytes.Buffer
	cv.WriteJSON(&buf, c.CVs)
	recs := writeFile(t, filepath.Join(dir, "recs.json"), buf.String())
	if got := describe(&Files{Paths: []string{recs}, MaxSize: 10}); len(got) != 1 || got[0] != "record "+p {
		t.Errorf("records under MaxSize 10: %q", got)
	}
}

// TestParseThenReadBack: records written from parsed CVs read back the
// same (the JSON is the contract).
func TestParseThenReadBack(t *testing.T) {
	direct, err := Load(filepath.Join("..", "..", "testdata", "cvs"), filepath.Join("..", "..", "testdata", "formats", "ferreira.docx"))
	if err != nil || len(direct) < 10 {
		t.Fatalf("%d CVs, %v", len(direct), err)
	}
	var buf bytes.Buffer
	if err := cv.WriteJSONL(&buf, direct); err != nil {
		t.Fatal(err)
	}
	out := writeFile(t, filepath.Join(t.TempDir(), "records.jsonl"), buf.String())
	back, err := Load(out)
	if err != nil {
		t.Fatalf("reading %s back: %v", out, err)
	}
	a, _ := json.Marshal(direct)
	b, _ := json.Marshal(back)
	if !bytes.Equal(a, b) {
		t.Errorf("records read back differ\nparsed %.300s\n  read %.300s", a, b)
	}
	if _, err := Load(filepath.Join("no", "such", "dir")); err == nil {
		t.Error("Load of a missing path did not fail")
	}
}

// TestFailureWhy: the why of a failure leaves out the input's name, and a
// record file's problems are one line each naming their line.
func TestFailureWhy(t *testing.T) {
	p := writeFile(t, filepath.Join(t.TempDir(), "r.jsonl"),
		"{\"source\": \"a\", \"awards\": [{\"name\": \"X\", \"category\": \"medal\", \"status\": \"awarded\"}]}\n{\"source\": \"b\", \"service\": [{\"role\": \"PC\", \"year\": 3023}]}\n")
	c := (&Files{Paths: []string{p}}).Collect(nil)
	if len(c.Failed) != 1 {
		t.Fatalf("%d failed", len(c.Failed))
	}
	want := `line 1: record 1: award 1: category "medal" is not one of fellowship, scholarship, paper_award, travel_grant, honor, grant, other; line 2: record 2: service entry 1: year 3023 is not a year between 1900 and 2100 (use 0 or leave it out when unknown)`
	if got := c.Failed[0].Why(); got != want {
		t.Errorf("Why:\n got %s\nwant %s", got, want)
	}
	if got := c.Failed[0].Error(); !strings.HasPrefix(got, p+":1: record 1") || strings.Count(got, "\n") != 1 {
		t.Errorf("Error: %s", got)
	}
}
