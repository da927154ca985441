package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/corrections"
)

// TestCorrect: vitae correct appends a correction, checks it against the
// CVs given, refuses a stale one and a bad command line, and the file it
// writes applies to the records.
func TestCorrect(t *testing.T) {
	dir := t.TempDir()
	cvPath := writeFile(t, filepath.Join(dir, "jane.md"), goodCV)
	file := filepath.Join(dir, "corrections.toml")
	r := runWith(t, "", "correct", "--file", file, "--candidate", "jane q doe", "--section", "publications",
		"--entry", "a paper title.", "--set", "venue=NSDI", "--set", "year=2021", "--note", "per the programme", "--check", cvPath)
	if r.code != 0 || !strings.Contains(r.stderr, "Jane Q. Doe, publications “A Paper Title”: venue set to NSDI (was: ASPLOS)") ||
		!strings.Contains(r.stderr, "year set to 2021 (was: 2020)") || !strings.Contains(r.stderr, "wrote "+file) {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	want := "[[correction]]\ncandidate = \"jane q doe\"\nsection = \"publications\"\nentry = \"a paper title.\"\nset = { venue = \"NSDI\", year = 2021 }\nnote = \"per the programme\"\n"
	if got, _ := os.ReadFile(file); string(got) != want {
		t.Fatalf("file:\n%s\nwant:\n%s", got, want)
	}

	// The second correction is checked after the first is applied: the
	// award it adds is new; removing a paper the CV lacks is stale.
	r = runWith(t, "", "correct", "--file", file, "--candidate", "Jane Q. Doe", "--section", "awards",
		"--add", "name=Example Fellowship", "--add", "year=2019", "--add", "category=fellowship", "--check", cvPath)
	if r.code != 0 {
		t.Fatalf("add: exit %d\n%s", r.code, r.stderr)
	}
	before, _ := os.ReadFile(file)
	r = runWith(t, "", "correct", "--file", file, "--candidate", "Jane Q. Doe", "--section", "publications",
		"--entry", "No Such Paper", "--remove", "--check", cvPath)
	if r.code != 1 || !strings.Contains(r.stderr, "the correction would be stale: Jane Q. Doe's CV has no publication “No Such Paper”; not written") {
		t.Errorf("stale: exit %d\n%s", r.code, r.stderr)
	}
	r = runWith(t, "", "correct", "--file", file, "--candidate", "Someone Else", "--section", "awards",
		"--entry", "X", "--remove", "--check", cvPath)
	if r.code != 1 || !strings.Contains(r.stderr, `no candidate matches "Someone Else"`) {
		t.Errorf("no candidate: exit %d\n%s", r.code, r.stderr)
	}
	if after, _ := os.ReadFile(file); string(after) != string(before) {
		t.Errorf("a refused correction was written:\n%s", after)
	}

	f, err := corrections.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	cvs := decodeArray(t, runWith(t, "", "parse", cvPath).stdout)
	res := f.Apply(cvs)
	if len(res.Stale) != 0 || cvs[0].Publications[0].Venue != "NSDI" || len(cvs[0].Awards) != 1 || cvs[0].Awards[0].Category != "fellowship" {
		t.Errorf("applied %+v stale %+v: %+v", res.Applied, res.Stale, cvs[0])
	}
}

// TestCorrectUsage: a bad command line exits 2, names the flag at fault,
// and writes nothing.
func TestCorrectUsage(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "c.toml")
	base := []string{"correct", "--file", file, "--candidate", "A B", "--section", "awards"}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"correct", "--candidate", "A B", "--section", "awards", "--entry", "X", "--remove"}, "--file is required"},
		{append(base[:5:5], "--entry", "X", "--remove"), "--section is required"},
		{append(base, "--entry", "X"), "give one of --set, --remove and --add"},
		{append(base, "--entry", "X", "--remove", "--set", "year=2020"), "give one of --set, --remove and --add"},
		{append(base, "--entry", "X", "--set", "colour=red"), `--set: an award has no field "colour"`},
		{append(base, "--entry", "X", "--set", "year=soon"), `--set: year: "soon" is not a whole number`},
		{append(base, "--entry", "X", "--set", "status=won"), `--set: status "won" is not one of`},
		{append(base, "--remove"), "--entry: names no entry"},
		{append(base, "--entry", "X", "--remove", "extra.md"), `unexpected argument "extra.md"`},
		{[]string{"correct", "--file", file, "--candidate", "A B", "--section", "papers", "--entry", "X", "--remove"}, `--section: section "papers" is not one of`},
	} {
		r := runWith(t, "", tt.args...)
		if r.code != 2 || !strings.Contains(r.stderr, tt.want) {
			t.Errorf("%q: exit %d\n%s", tt.args, r.code, r.stderr)
		}
	}
	if _, err := os.Stat(file); err == nil {
		t.Error("a bad command line wrote the file")
	}
}
