package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cli"
)

// hostile is an escape sequence a terminal acts on (red text), plus a
// right-to-left override and a C1 control sequence introducer.
const hostile = "\x1b[31m\u202e\u009b2J"

// raw says which characters of hostile reached out as they are.
func raw(out string) []string {
	var found []string
	for _, r := range "\x1b\u202e\u009b" {
		if strings.ContainsRune(out, r) {
			found = append(found, strconv.QuoteRune(r))
		}
	}
	return found
}

// hostileRecord is a record file whose candidate's name, source and
// paper title carry hostile, JSON-escaped.
const hostileRecord = `[{"source": "rec\u001b[31m\u202e\u009b2J.md", "name": "Rex\u001b[31m\u202e\u009b2J Roe",
 "publications": [{"title": "Some\u001b[31m\u202e\u009b2J Title", "authors": ["Rex Roe", "Bo Lind"], "self_index": 1, "year": 2021, "venue": "ASPLOS", "type": "conference"}]}]`

// hostileInputs writes, into a folder of dir: a CV whose file name and
// owner's name carry escapes, a record file whose candidate's name does,
// an empty (failing) file and a skipped .doc, both named with escapes; it
// returns the folder.
func hostileInputs(t *testing.T, dir string) string {
	t.Helper()
	in := filepath.Join(dir, "apps")
	cvText := strings.Replace(goodCV, "Jane Q. Doe\n", "Jane Q. Doe"+hostile+"\n", 1)
	writeFile(t, filepath.Join(in, "jane"+hostile+".md"), cvText)
	writeFile(t, filepath.Join(in, "rec"+hostile+".json"), hostileRecord)
	writeFile(t, filepath.Join(in, "empty"+hostile+".md"), "")
	writeFile(t, filepath.Join(in, "old"+hostile+".doc"), "x")
	return in
}

// TestNoEscapeReachesTheTerminal: file names and CV text with escape
// sequences, bidirectional overrides and C1 controls never reach stderr,
// the CSV or the text outputs raw, whatever the command; they are shown
// escaped ("\x1b").
func TestNoEscapeReachesTheTerminal(t *testing.T) {
	dir := t.TempDir()
	in := hostileInputs(t, dir)
	corr := writeFile(t, filepath.Join(dir, "corrections.toml"), `[[correction]]
candidate = "Rex\u001b[31m\u202e\u009b2J Roe"
section = "publications"
entry = "Gone\u001b[31m Paper"
set = { year = 2020 }
`)
	out := filepath.Join(dir, "out")
	recs := writeFile(t, filepath.Join(dir, "recs", "rec"+hostile+".json"), hostileRecord)
	job := writeFile(t, filepath.Join(dir, "job.toml"), "[inputs]\npaths = [\"apps\"]\n[output]\ndir = \"published\"\nformats = [\"csv\", \"text\"]\n[corrections]\nfile = \"corrections.toml\"\n")
	env := edgeEnv(t)
	for _, tc := range []struct {
		name  string
		r     result
		files []string
	}{
		{"parse", runWith(t, "", "parse", in), nil},
		{"parse text", runWith(t, "", "parse", "-f", "text", in), nil},
		{"stats", runWith(t, "", "stats", "--corrections", corr, in), nil},
		{"stats csv", runWith(t, "", "stats", "-f", "csv", "--corrections", corr, in), nil},
		{"report", runWith(t, "", "report", "--out", out, "--csv", "--text", "--corrections", corr, in),
			[]string{filepath.Join(out, "report.csv"), filepath.Join(out, "report.txt")}},
		{"run", env.run("run", job), []string{filepath.Join(dir, "published", "latest", "report.csv")}},
		{"run json log", env.run("run", "--log-format", "json", job), nil},
		{"correct --check", runWith(t, "", "correct", "--file", filepath.Join(dir, "new.toml"), "--candidate", "Rex"+hostile+" Roe", "--section", "publications",
			"--entry", "Some"+hostile+" Title", "--set", "year=2019", "--check", recs), nil},
	} {
		if tc.r.code == cli.Internal || tc.r.code == cli.Usage {
			t.Errorf("%s: exit %d\n%s", tc.name, tc.r.code, tc.r.stderr)
		}
		if !strings.Contains(tc.r.stderr, `\x1b[31m`) {
			t.Errorf("%s: stderr does not show the escape as \\x1b:\n%s", tc.name, tc.r.stderr)
		}
		if got := raw(tc.r.stderr); got != nil {
			t.Errorf("%s: stderr holds %v raw:\n%q", tc.name, got, tc.r.stderr)
		}
		if tc.name != "parse" && tc.name != "run json log" { // JSON escapes on its own
			if got := raw(tc.r.stdout); got != nil {
				t.Errorf("%s: stdout holds %v raw:\n%q", tc.name, got, tc.r.stdout)
			}
		}
		for _, f := range tc.files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Errorf("%s: %v", tc.name, err)
				continue
			}
			if got := raw(string(b)); got != nil {
				t.Errorf("%s: %s holds %v raw", tc.name, filepath.Base(f), got)
			}
		}
	}
}

// TestLineBreakInFileName: a line break in a file's name does not start
// a line of its own on stderr (one that could pass for vitae's).
func TestLineBreakInFileName(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "empty\nvitae: all good.md"), "")
	writeFile(t, filepath.Join(dir, "jane.md"), goodCV)
	r := runWith(t, "", "parse", dir)
	if lines := strings.Split(strings.TrimSpace(r.stderr), "\n"); len(lines) != 2 {
		t.Errorf("%d lines on stderr, want 2 (the failure, the summary):\n%s", len(lines), r.stderr)
	}
	if !strings.Contains(r.stderr, `empty\x0avitae: all good.md: file is empty`) {
		t.Errorf("the failing file is not named, escaped:\n%s", r.stderr)
	}
}

// TestRunLogLinesOfARecordFile: vitae run's text log says each problem
// of a record file on a line of its own, and a line break in the file's
// name is escaped, not a line.
func TestRunLogLinesOfARecordFile(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "apps", "jane.md"), goodCV)
	bad := "bad\nvitae: all good.json"
	writeFile(t, filepath.Join(dir, "apps", bad), `[{"source": "x.md", "name": "X", "publications": [{"title": "T", "authors": ["a"], "self_index": 5, "type": "conference"}]},
{"source": "y.md", "name": "Y", "publications": [{"title": "U", "authors": ["a"], "self_index": -1, "type": "conference"}]}]`)
	job := writeFile(t, filepath.Join(dir, "job.toml"), "[inputs]\npaths = [\"apps/jane.md\", \"apps/bad\\nvitae: all good.json\"]\n[output]\ndir = \"out\"\nformats = [\"text\"]\n")
	r := edgeEnv(t).run("run", job)
	var problems int
	for _, line := range strings.Split(r.stderr, "\n") {
		if strings.HasPrefix(line, "vitae: all good") || strings.HasPrefix(line, "vitae: warning: vitae: all good") {
			t.Errorf("a file name's line break started a line: %q", line)
		}
		if strings.HasPrefix(line, "vitae: warning: ") && strings.Contains(line, `bad\x0avitae: all good.json:`) && strings.Contains(line, "self_index") {
			problems++
		}
	}
	if problems != 2 {
		t.Errorf("%d lines name a problem of the record file, want 2:\n%s", problems, r.stderr)
	}
}
