package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/cli"
)

// These tests cover the command-line plumbing. They check which records
// come out and from where, never what the parser read out of a CV.

const goodCV = `# Jane Q. Doe

jane.doe@example.edu

## Education

- Ph.D. in Computer Science, Example University, 2015–2020

## Publications

1. **Jane Q. Doe**, John Smith. A Paper Title. In ASPLOS 2020.
`

type result struct {
	code           int
	stdout, stderr string
}

// run is vitae's main, minus the process (cli.Program.Main).
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return vitae.Main(args, stdin, stdout, stderr)
}

func runWith(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return result{code, out.String(), errb.String()}
}

func writeFile(t *testing.T, path string, data string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func decodeArray(t *testing.T, data string) []*cv.CV {
	t.Helper()
	var cvs []*cv.CV
	if err := json.Unmarshal([]byte(data), &cvs); err != nil {
		t.Fatalf("output is not a JSON array of records: %v\n%s", err, data)
	}
	return cvs
}

func sources(cvs []*cv.CV) []string {
	var s []string
	for _, c := range cvs {
		s = append(s, c.Source)
	}
	return s
}

func TestRunUsage(t *testing.T) {
	tests := []struct {
		args       []string
		code       int
		stdoutHas  string
		stderrHas  string
		emptyOut   bool
		emptyError bool
	}{
		{args: []string{"help"}, code: 0, stdoutHas: "parse", emptyError: true},
		{args: []string{"--help"}, code: 0, stdoutHas: "Commands:", emptyError: true},
		{args: []string{"-h"}, code: 0, stdoutHas: "version", emptyError: true},
		{args: []string{"help", "parse"}, code: 0, stdoutHas: "--format", emptyError: true},
		{args: []string{"parse", "--help"}, code: 0, stdoutHas: "--max-size", emptyError: true},
		{args: []string{"parse", "-h"}, code: 0, stdoutHas: "--venues", emptyError: true},
		{args: []string{"help", "version"}, code: 0, stdoutHas: "usage: vitae version", emptyError: true},
		{args: []string{"help", "help"}, code: 0, stdoutHas: "usage: vitae help", emptyError: true},
		{args: nil, code: 2, stderrHas: "Commands:", emptyOut: true},
		{args: []string{"frobnicate"}, code: 2, stderrHas: `unknown command "frobnicate"`, emptyOut: true},
		{args: []string{"--bogus"}, code: 2, stderrHas: "bogus", emptyOut: true},
		{args: []string{"help", "frobnicate"}, code: 2, stderrHas: "frobnicate", emptyOut: true},
		{args: []string{"help", "a", "b"}, code: 2, stderrHas: "too many", emptyOut: true},
		{args: []string{"parse"}, code: 2, stderrHas: "no input", emptyOut: true},
		{args: []string{"parse", "--bogus", "x.md"}, code: 2, stderrHas: "bogus", emptyOut: true},
		{args: []string{"parse", "--format", "xml", "x.md"}, code: 2, stderrHas: `unknown --format "xml"`, emptyOut: true},
		{args: []string{"parse", "--jobs", "0", "x.md"}, code: 2, stderrHas: "--jobs", emptyOut: true},
		{args: []string{"parse", "--max-size", "lots", "x.md"}, code: 2, stderrHas: "bad size", emptyOut: true},
		{args: []string{"version", "extra"}, code: 2, stderrHas: "unexpected", emptyOut: true},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, "_"), func(t *testing.T) {
			r := runWith(t, "", tt.args...)
			if r.code != tt.code {
				t.Errorf("exit code %d, want %d\nstdout: %s\nstderr: %s", r.code, tt.code, r.stdout, r.stderr)
			}
			if tt.stdoutHas != "" && !strings.Contains(r.stdout, tt.stdoutHas) {
				t.Errorf("stdout does not contain %q:\n%s", tt.stdoutHas, r.stdout)
			}
			if tt.stderrHas != "" && !strings.Contains(r.stderr, tt.stderrHas) {
				t.Errorf("stderr does not contain %q:\n%s", tt.stderrHas, r.stderr)
			}
			if tt.emptyOut && r.stdout != "" {
				t.Errorf("stdout not empty:\n%s", r.stdout)
			}
			if tt.emptyError && r.stderr != "" {
				t.Errorf("stderr not empty:\n%s", r.stderr)
			}
		})
	}
}

func TestRunHelpListsEveryCommand(t *testing.T) {
	r := runWith(t, "", "help")
	for _, c := range vitae.Commands() {
		name := c.Name
		if !strings.Contains(r.stdout, name) || !strings.Contains(r.stdout, c.Summary) {
			t.Errorf("help does not list %s (%s):\n%s", name, c.Summary, r.stdout)
		}
		h := runWith(t, "", name, "--help")
		if h.code != 0 || !strings.Contains(h.stdout, "usage: vitae "+name) {
			t.Errorf("%s --help: exit %d, stdout:\n%s\nstderr:\n%s", name, h.code, h.stdout, h.stderr)
		}
	}
}

func TestRunVersion(t *testing.T) {
	r := runWith(t, "", "version")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "vitae ") || !strings.HasSuffix(r.stdout, "\n") {
		t.Errorf("version: exit %d, stdout %q", r.code, r.stdout)
	}
	defer func(v string) { version = v }(version)
	version = "v9.8.7"
	for _, args := range [][]string{{"version"}, {"--version"}} {
		if r := runWith(t, "", args...); r.code != 0 || r.stdout != "vitae v9.8.7\n" {
			t.Errorf("%v: exit %d, stdout %q", args, r.code, r.stdout)
		}
	}
}

// cvDir makes a directory of good and bad inputs and returns it.
func cvDir(t *testing.T) string {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "b_good.md"), goodCV)
	writeFile(t, filepath.Join(dir, "a_empty.md"), "")
	writeFile(t, filepath.Join(dir, "c_binary.txt"), "\x00\x01\x02garbage\x00\x00\x03\x04")
	writeFile(t, filepath.Join(dir, "sub", "d_good.txt"), strings.ReplaceAll(goodCV, "#", ""))
	// Not CV files: skipped by the directory walk.
	writeFile(t, filepath.Join(dir, ".hidden.md"), goodCV)
	writeFile(t, filepath.Join(dir, ".git", "x.md"), goodCV)
	writeFile(t, filepath.Join(dir, "old.json"), "not json")
	// Looks like a CV but is a format vitae does not read: named as skipped.
	writeFile(t, filepath.Join(dir, "e_letter.rtf"), "{\\rtf1 Dear committee}")
	return dir
}

func TestRunParseDirectory(t *testing.T) {
	dir := cvDir(t)
	r := runWith(t, "", "parse", "--format", "json", dir)
	if r.code != 1 {
		t.Errorf("exit code %d, want 1 (some inputs failed)", r.code)
	}
	for _, bad := range []string{"a_empty.md", "c_binary.txt"} {
		if !strings.Contains(r.stderr, "vitae: "+filepath.Join(dir, bad)+": ") {
			t.Errorf("stderr does not name %s:\n%s", bad, r.stderr)
		}
	}
	if !strings.Contains(r.stderr, filepath.Join(dir, "e_letter.rtf")+": skipped: Rich Text Format") {
		t.Errorf("stderr does not name the skipped .rtf and why:\n%s", r.stderr)
	}
	for _, skipped := range []string{".hidden.md", ".git", "old.json"} {
		if strings.Contains(r.stderr, skipped) || strings.Contains(r.stdout, skipped) {
			t.Errorf("%s was not skipped:\nstdout: %s\nstderr: %s", skipped, r.stdout, r.stderr)
		}
	}
	cvs := decodeArray(t, r.stdout)
	want := []string{filepath.Join(dir, "b_good.md"), filepath.Join(dir, "sub", "d_good.txt")}
	if got := sources(cvs); !reflect.DeepEqual(got, want) {
		t.Errorf("sources %q, want %q", got, want)
	}
	if !strings.HasSuffix(r.stdout, "]\n") || !strings.HasPrefix(r.stdout, "[\n  {") {
		t.Errorf("JSON output is not an indented array with a trailing newline:\n%s", r.stdout)
	}
}

func TestRunParseOrderAndDeterminism(t *testing.T) {
	dir := t.TempDir()
	var args []string
	var want []string
	for _, name := range []string{"z.md", "a.md", "m.txt", "b.md", "y.text", "c.markdown"} {
		p := writeFile(t, filepath.Join(dir, name), goodCV)
		args = append(args, p)
		want = append(want, p)
	}
	var first string
	for _, jobs := range []string{"1", "3", "16"} {
		r := runWith(t, "", append([]string{"parse", "--jobs", jobs}, args...)...)
		if r.code != 0 {
			t.Fatalf("--jobs %s: exit %d: %s", jobs, r.code, r.stderr)
		}
		if got := sources(decodeArray(t, r.stdout)); !reflect.DeepEqual(got, want) {
			t.Errorf("--jobs %s: sources %q, want input order %q", jobs, got, want)
		}
		if first == "" {
			first = r.stdout
		} else if r.stdout != first {
			t.Errorf("--jobs %s: output differs from --jobs 1", jobs)
		}
	}
}

func TestRunParseMissingPath(t *testing.T) {
	dir := t.TempDir()
	good := writeFile(t, filepath.Join(dir, "good.md"), goodCV)
	missing := filepath.Join(dir, "missing.md")
	r := runWith(t, "", "parse", missing, good)
	if r.code != 1 || !strings.Contains(r.stderr, "vitae: "+missing+": ") {
		t.Errorf("exit %d, stderr:\n%s", r.code, r.stderr)
	}
	if got := sources(decodeArray(t, r.stdout)); !reflect.DeepEqual(got, []string{good}) {
		t.Errorf("sources %q", got)
	}

	empty := t.TempDir()
	r = runWith(t, "", "parse", empty)
	if r.code != 1 || !strings.Contains(r.stderr, "no CV files") {
		t.Errorf("empty dir: exit %d, stderr:\n%s", r.code, r.stderr)
	}
	if r.stdout != "[]\n" {
		t.Errorf("empty dir: stdout %q, want []", r.stdout)
	}
}

func TestRunParseMaxSize(t *testing.T) {
	dir := t.TempDir()
	p := writeFile(t, filepath.Join(dir, "big.md"), goodCV)
	r := runWith(t, "", "parse", "--max-size", "10", p)
	if r.code != 1 || !strings.Contains(r.stderr, "too large") {
		t.Errorf("exit %d, stderr:\n%s", r.code, r.stderr)
	}
	if r := runWith(t, "", "parse", "--max-size", "1KiB", p); r.code != 0 {
		t.Errorf("--max-size 1KiB: exit %d: %s", r.code, r.stderr)
	}
}

func TestRunParseOutputFile(t *testing.T) {
	dir := t.TempDir()
	good := writeFile(t, filepath.Join(dir, "in", "good.md"), goodCV)
	out := filepath.Join(dir, "out.json")
	writeFile(t, out, "old contents")
	r := runWith(t, "", "parse", "-o", out, good)
	if r.code != 0 || r.stdout != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if got := sources(decodeArray(t, string(data))); !reflect.DeepEqual(got, []string{good}) {
		t.Errorf("sources %q", got)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp") {
			t.Errorf("temporary file left behind: %s", e.Name())
		}
	}

	// An output that cannot be written is an error.
	bad := filepath.Join(dir, "no", "such", "dir", "out.json")
	r = runWith(t, "", "parse", "-o", bad, good)
	if r.code != 1 || !strings.Contains(r.stderr, bad) {
		t.Errorf("unwritable -o: exit %d, stderr %q", r.code, r.stderr)
	}
}

func TestRunParseStdin(t *testing.T) {
	r := runWith(t, goodCV, "parse", "-")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	if got := sources(decodeArray(t, r.stdout)); !reflect.DeepEqual(got, []string{"-"}) {
		t.Errorf("sources %q, want [-]", got)
	}

	r = runWith(t, "", "parse", "-")
	if r.code != 1 || !strings.Contains(r.stderr, "vitae: -: ") {
		t.Errorf("empty stdin: exit %d, stderr %q", r.code, r.stderr)
	}

	r = runWith(t, goodCV, "parse", "-", "-")
	if r.code != 1 || !strings.Contains(r.stderr, "more than once") {
		t.Errorf("stdin twice: exit %d, stderr %q", r.code, r.stderr)
	}

	// Records piped back in are read as records.
	r = runWith(t, `[{"source": "x.md", "name": "X"}]`, "parse", "-")
	if r.code != 0 {
		t.Fatalf("records on stdin: exit %d: %s", r.code, r.stderr)
	}
	if cvs := decodeArray(t, r.stdout); len(cvs) != 1 || cvs[0].Source != "x.md" || cvs[0].Name != "X" {
		t.Errorf("records on stdin came back as %+v", cvs)
	}
}

func TestRunParseFormats(t *testing.T) {
	dir := t.TempDir()
	a := writeFile(t, filepath.Join(dir, "a.md"), goodCV)
	b := writeFile(t, filepath.Join(dir, "b.md"), goodCV)

	r := runWith(t, "", "parse", "--format", "jsonl", a, b)
	if r.code != 0 {
		t.Fatalf("jsonl: exit %d: %s", r.code, r.stderr)
	}
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("jsonl: %d lines, want 2:\n%s", len(lines), r.stdout)
	}
	for i, line := range lines {
		var c cv.CV
		if err := json.Unmarshal([]byte(line), &c); err != nil || c.Source != []string{a, b}[i] {
			t.Errorf("jsonl line %d: %v, source %q", i+1, err, c.Source)
		}
	}

	r = runWith(t, "", "parse", "-f", "text", a, b)
	if r.code != 0 || !strings.Contains(r.stdout, "== "+a+"\n") || !strings.Contains(r.stdout, "== "+b+"\n") {
		t.Errorf("text: exit %d, stdout:\n%s", r.code, r.stdout)
	}
}

func TestRunParseVenuesMissing(t *testing.T) {
	dir := t.TempDir()
	a := writeFile(t, filepath.Join(dir, "a.md"), goodCV)
	missing := filepath.Join(dir, "venues.txt")
	r := runWith(t, "", "parse", "--venues", missing, a)
	if r.code != 1 || !strings.Contains(r.stderr, missing) {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestParseThenReadBack: records written by "vitae parse -o" read back
// as the same records, in every output form.
func TestParseThenReadBack(t *testing.T) {
	dir := cvDir(t)
	direct := runWith(t, "", "parse", dir)
	if direct.code != 1 || len(decodeArray(t, direct.stdout)) != 2 {
		t.Fatalf("parse: exit %d (want 1 for the bad inputs): %s", direct.code, direct.stderr)
	}
	for _, f := range []string{"json", "jsonl"} {
		out := filepath.Join(t.TempDir(), "records."+f)
		if r := runWith(t, "", "parse", "-f", f, "-o", out, dir); r.code != 1 {
			t.Fatalf("parse -o: exit %d: %s", r.code, r.stderr)
		}
		back := runWith(t, "", "parse", out)
		if back.code != 0 || back.stdout != direct.stdout {
			t.Errorf("%s: records read back differ (exit %d)\n%s", f, back.code, back.stderr)
		}
	}
}

// TestBadRecordFile: a record file that cannot be read is named with its
// line; a hand-edited record that breaks the contract is named with the
// line of the slip, and the other inputs are still read.
func TestBadRecordFile(t *testing.T) {
	dir := t.TempDir()
	bad := writeFile(t, filepath.Join(dir, "bad.json"), "[\n  {\"source\": }\n]")
	edited := writeFile(t, filepath.Join(dir, "edited.jsonl"),
		"{\"source\": \"a.md\", \"name\": \"A\"}\n{\"source\": \"b.md\", \"publications\": [\n {\"title\": \"T\", \"authors\": [\"B\"], \"self_index\": 2, \"type\": \"journal\"}]}\n")
	good := writeFile(t, filepath.Join(dir, "good.md"), goodCV)
	r := runWith(t, "", "parse", bad, edited, good)
	for _, want := range []string{
		"vitae: " + bad + ":2: bad JSON record",
		"vitae: " + edited + ":3: record 2: publication 1: self_index 2 is past the end of the 1 author(s) listed",
		"2 input(s) failed; 2 record(s) written",
	} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
		}
	}
	// JSON Lines: the bad record is reported, the good one kept.
	if got := sources(decodeArray(t, r.stdout)); r.code != cli.Failure || !reflect.DeepEqual(got, []string{"a.md", good}) {
		t.Errorf("exit %d, stdout %s", r.code, r.stdout)
	}
}

// TestTextCleansControlCharacters: the text format never prints the
// control characters a CV may hold.
func TestTextCleansControlCharacters(t *testing.T) {
	rec := `[{"source": "a.md", "name": "Evil\u001b[31m Name\n", "publications": [{"title": "T\u0007itle", "authors": ["a", "b"], "self_index": 2, "year": 2020, "venue": "ASPLOS", "type": "conference"}]}]`
	r := runWith(t, rec, "parse", "-f", "text", "-")
	if strings.ContainsAny(r.stdout, "\x1b\x07") {
		t.Errorf("text output holds control characters: %q", r.stdout)
	}
	if !strings.Contains(r.stdout, "2020  ASPLOS  conference  2/2  T\\x07itle") {
		t.Errorf("publication line not as expected:\n%s", r.stdout)
	}
}
