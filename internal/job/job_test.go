package job

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func write(t *testing.T, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "job.toml")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestSmallest(t *testing.T) {
	p := write(t, "[inputs]\npaths = [\"applications/\"]\n[output]\ndir = \"reports/\"\n")
	j, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Dir(p)
	if got := j.InputPaths(); !reflect.DeepEqual(got, []string{filepath.Join(dir, "applications")}) {
		t.Errorf("InputPaths = %q", got)
	}
	if j.OutDir() != filepath.Join(dir, "reports") || j.Keep() != DefaultKeep || !j.CacheEnabled() || j.Wait() != 0 {
		t.Errorf("defaults: out %q keep %d cache %v wait %v", j.OutDir(), j.Keep(), j.CacheEnabled(), j.Wait())
	}
	if j.CachePath() != filepath.Join(dir, "reports", ".vitae", "state.db") {
		t.Errorf("CachePath = %q", j.CachePath())
	}
	if len(j.Args()) != 0 {
		t.Errorf("Args = %v, want none", j.Args())
	}
	if len(j.SHA256) != 64 {
		t.Errorf("SHA256 = %q", j.SHA256)
	}
}

// TestErrorsNameTheLine: unknown keys, bad types and bad values each name
// the file, the line and the key.
func TestErrorsNameTheLine(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string // substrings of the error, each "job.toml:LINE: ..."
	}{
		{"[inputs]\npaths = [\"a\"]\n[output]\ndir = \"o\"\nformat = [\"pdf\"]\n", []string{"job.toml:5: output.format: unknown key (output takes dir, name, formats"}},
		{"[inputs]\npaths = [\"a\"]\n[outputs]\ndir = \"o\"\n", []string{"job.toml:3: outputs: unknown key (want a section: cache, corrections, inputs, output, policy, selection)"}},
		{"[inputs]\npaths = \"a\"\n[output]\ndir = \"o\"\n", []string{"job.toml:2: inputs.paths:"}},
		{"[inputs]\npaths = [\"a\"]\n[output]\ndir = \"o\"\nformats = [\"html\", \"docx\"]\n", []string{`job.toml:5: output.formats: unknown format "docx"`}},
		{"[inputs]\npaths = [\"a\"]\n[output]\ndir = \"o\"\n[policy]\nkeep = 0\nfail_on = [\"failed\", \"warnings>x\"]\nwait = \"soon\"\n",
			[]string{"job.toml:6: policy.keep: must be at least 1", `job.toml:7: policy.fail_on: bad "warnings>x"`, `job.toml:8: policy.wait: bad duration "soon"`}},
		{"[inputs]\nglobs = [\"[\"]\n[output]\ndir = \"o\"\n", []string{"job.toml:2: inputs.globs: bad pattern"}},
		{"[output]\ndir = \"o\"\n", []string{"inputs: no inputs"}},
		{"inputs = { paths = [\"a\"], path = \"b\" }\noutput.dir = \"o\"\noutput.bogus.deeper = 1\n", []string{"job.toml:1: inputs.path: unknown key (inputs takes", "job.toml:3: output.bogus.deeper: unknown key (output takes"}},
		{"[inputs]\npaths = [\"a\"]\n", []string{"output.dir: missing"}},
		{"[inputs]\npaths = [\"a\"\n", []string{"job.toml:2"}},
		{"[inputs]\npaths = [\"a\"]\n[output]\ndir = \"o\"\nname = \"../x\"\n", []string{"job.toml:5: output.name:"}},
	} {
		_, err := Load(write(t, tc.text))
		if err == nil {
			t.Errorf("%q: no error", tc.text)
			continue
		}
		var je *Error
		if !errors.As(err, &je) {
			t.Errorf("%q: %T, want *Error", tc.text, err)
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%q:\n%v\nwant %q", tc.text, err, w)
			}
		}
	}
}

func TestMissingFile(t *testing.T) {
	_, err := Load(filepath.Join(t.TempDir(), "none.toml"))
	if err == nil || !strings.Contains(err.Error(), "none.toml: no such file") {
		t.Errorf("err = %v", err)
	}
}

// TestArgs: the selection becomes report flags, paths resolved against
// the job's folder, each flag traced back to its key and line.
func TestArgs(t *testing.T) {
	p := write(t, `[inputs]
paths = ["a"]
max_size = "2MiB"
strict = true
[selection]
since = 2018
types = ["journal", "conference"]
credit = "fractional"
venues = "extra.txt"
include_preprints = true
[output]
dir = "o"
formats = ["html", "pdf"]
title = "T"
`)
	j, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	var flags []string
	for _, a := range j.Args() {
		flags = append(flags, a.Flag)
	}
	dir := filepath.Dir(p)
	want := []string{"--since=2018", "--types=journal,conference", "--include-preprints=true", "--credit=fractional",
		"--venues=" + filepath.Join(dir, "extra.txt"), "--max-size=2MiB", "--strict=true", "--title=T", "--html=true", "--pdf=true"}
	if !reflect.DeepEqual(flags, want) {
		t.Errorf("Args:\n%q\nwant\n%q", flags, want)
	}
	if k := keyOf("credit"); k != "selection.credit" || j.Line(k) != 8 {
		t.Errorf("credit: key %q line %d", k, j.Line(k))
	}
}

func TestGlobs(t *testing.T) {
	p := write(t, "[inputs]\npaths = [\"b.md\"]\nglobs = [\"*.md\", \"sub/*.txt\"]\n[output]\ndir = \"o\"\n")
	dir := filepath.Dir(p)
	for _, f := range []string{"b.md", "a.md", "c.txt", "sub/x.txt"} {
		os.MkdirAll(filepath.Join(dir, filepath.Dir(f)), 0o755)
		os.WriteFile(filepath.Join(dir, f), []byte("x"), 0o644)
	}
	j, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(dir, "b.md"), filepath.Join(dir, "a.md"), filepath.Join(dir, "sub", "x.txt")}
	if got := j.InputPaths(); !reflect.DeepEqual(got, want) {
		t.Errorf("InputPaths = %q, want %q", got, want)
	}
}

func TestBreaches(t *testing.T) {
	j, err := Parse("job.toml", []byte("[inputs]\npaths=[\"a\"]\n[output]\ndir=\"o\"\n[policy]\nfail_on=[\"failed\",\"skipped\",\"fewer_candidates\",\"stale_corrections\",\"warnings>5\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if b := j.Breaches(Facts{Candidates: 10, PrevCandidates: -1, Warnings: 5}); len(b) != 0 {
		t.Errorf("clean run breaches %q", b)
	}
	b := j.Breaches(Facts{Failed: 1, Skipped: 2, Candidates: 9, PrevCandidates: 10, Warnings: 6, StaleCorrections: 1})
	want := []string{"1 input(s) failed (fail_on: failed)", "2 file(s) skipped (fail_on: skipped)",
		"9 candidates, fewer than the previous run's 10 (fail_on: fewer_candidates)",
		"1 correction(s) no longer match their record (fail_on: stale_corrections)", "6 parser warnings, more than 5 (fail_on: warnings>5)"}
	if !reflect.DeepEqual(b, want) {
		t.Errorf("Breaches:\n%q\nwant\n%q", b, want)
	}
}

// TestExample: the commented example in testdata loads.
func TestExample(t *testing.T) {
	j, err := Load(filepath.Join("..", "..", "testdata", "jobs", "nightly.toml"))
	if err != nil {
		t.Fatal(err)
	}
	if j.Keep() != 8 || len(j.Rules()) != 3 || j.Wait().Minutes() != 10 || len(j.Output.Formats) != 3 {
		t.Errorf("example: keep %d rules %v wait %v", j.Keep(), j.Rules(), j.Wait())
	}
}

// TestDirAbsolute: a job named by a relative path resolves its paths to
// absolute ones, so a run started from the job's folder and one started
// from elsewhere name the same inputs the same way.
func TestDirAbsolute(t *testing.T) {
	j, err := Parse(filepath.Join("jobs", "job.toml"), []byte("[inputs]\npaths = [\"applications\"]\n[output]\ndir = \"out\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(wd, "jobs", "applications")
	if got := j.InputPaths(); len(got) != 1 || got[0] != want || j.OutDir() != filepath.Join(wd, "jobs", "out") {
		t.Errorf("InputPaths %q, OutDir %q; want %q and an absolute output folder", got, j.OutDir(), want)
	}
}

// TestByteOrderMark: a job saved with a UTF-8 byte order mark and CRLF
// line ends (a Windows editor) reads, its errors at the right lines.
func TestByteOrderMark(t *testing.T) {
	text := "\ufeff[inputs]\r\npaths = [\"applications\"]\r\n[output]\r\ndir = \"out\"\r\n"
	if _, err := Parse("job.toml", []byte(text)); err != nil {
		t.Errorf("with a byte order mark: %v", err)
	}
	_, err := Parse("job.toml", []byte(text+"[policy]\r\nkeep = 0\r\n"))
	if err == nil || !strings.Contains(err.Error(), "job.toml:6: policy.keep") {
		t.Errorf("error with a byte order mark: %v, want at job.toml:6", err)
	}
}
