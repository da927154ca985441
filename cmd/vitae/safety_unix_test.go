//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/cli"
)

// These tests are issue 11's: nothing lost, nothing hangs, nothing crashes.

// TestOutputOntoDevice (item 1): -o onto a FIFO or a link to a character
// device writes through it and replaces neither.
func TestOutputOntoDevice(t *testing.T) {
	dir := t.TempDir()
	cvPath := writeFile(t, filepath.Join(dir, "cv.md"), goodCV)
	fifo := filepath.Join(dir, "out.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	got := make(chan []byte, 1)
	go func() {
		b, _ := os.ReadFile(fifo)
		got <- b
	}()
	r := runWith(t, "", "parse", "-o", fifo, cvPath)
	if r.code != cli.OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	select {
	case b := <-got:
		if len(decodeArray(t, string(b))) != 1 {
			t.Errorf("read %q from the FIFO", b)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("nothing came through the FIFO")
	}
	if info, err := os.Lstat(fifo); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was replaced: %v %v", info, err)
	}
	link := filepath.Join(dir, "null.json")
	if err := os.Symlink("/dev/null", link); err != nil {
		t.Skip(err)
	}
	if r := runWith(t, "", "parse", "-o", link, cvPath); r.code != cli.OK {
		t.Fatalf("link: exit %d: %s", r.code, r.stderr)
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v %v", info, err)
	}
	if info, err := os.Stat("/dev/null"); err != nil || info.Mode()&os.ModeCharDevice == 0 {
		t.Errorf("/dev/null is no longer a device: %v", info)
	}
	noTemps(t, dir)
}

// noTemps fails when a temporary file of the atomic writer is left in dir.
func noTemps(t *testing.T, dir string) {
	t.Helper()
	if n, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(n) > 0 {
		t.Errorf("temporary files left: %v", n)
	}
}

// TestFailedParseKeepsOutput (item 2): a parse -o of which no input can be
// read leaves the earlier file as it was.
func TestFailedParseKeepsOutput(t *testing.T) {
	dir := t.TempDir()
	keep := writeFile(t, filepath.Join(dir, "keep.json"), `[{"source": "a.md", "name": "Hand Corrected"}]`)
	r := runWith(t, "", "parse", "-o", keep, filepath.Join(dir, "missing", "dir"))
	if r.code != cli.Failure || !strings.Contains(r.stderr, "no CV could be read (1 input(s) failed); nothing written") {
		t.Errorf("exit %d, stderr:\n%s", r.code, r.stderr)
	}
	if b, _ := os.ReadFile(keep); string(b) != `[{"source": "a.md", "name": "Hand Corrected"}]` {
		t.Errorf("keep.json now holds %q", b)
	}
	noTemps(t, dir)
}

// TestOutputNamingAnInput (item 3): an output that is one of the inputs,
// named or found in a folder, even through a link, is refused (exit 2)
// and the input is untouched.
func TestOutputNamingAnInput(t *testing.T) {
	dir := t.TempDir()
	recs := writeFile(t, filepath.Join(dir, "cvs.json"), `[{"source": "a.md", "name": "Ann Example"}]`)
	cvPath := writeFile(t, filepath.Join(dir, "folder", "cv.md"), goodCV)
	txt := writeFile(t, filepath.Join(dir, "folder", "cv.txt"), goodCV)
	link := filepath.Join(dir, "alias.md")
	if err := os.Symlink(cvPath, link); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"stats", "-f", "json", "-o", recs, recs},
		{"parse", "-o", recs, recs},
		{"parse", "-o", cvPath, filepath.Join(dir, "folder")},
		{"parse", "-o", link, filepath.Join(dir, "folder")},
		{"report", "--out", filepath.Join(dir, "folder"), "--name", "cv", "--text", "--html", filepath.Join(dir, "folder")},
	} {
		r := runWith(t, "", args...)
		if r.code != cli.Usage || !strings.Contains(r.stderr, "is the input") {
			t.Errorf("%v: exit %d, stderr:\n%s", args, r.code, r.stderr)
		}
	}
	if b, _ := os.ReadFile(recs); string(b) != `[{"source": "a.md", "name": "Ann Example"}]` {
		t.Errorf("cvs.json now holds %q", b)
	}
	for _, p := range []string{cvPath, txt} {
		if b, _ := os.ReadFile(p); string(b) != goodCV {
			t.Errorf("%s now holds %q", p, b)
		}
	}
}

// TestCrashIsInternalError (item 8): a panic is reported as an internal
// error with exit 70, never 2.
func TestCrashIsInternalError(t *testing.T) {
	var stderr strings.Builder
	code := run([]string{"version"}, nil, nil, &stderr) // a nil stdout: the write panics
	if code != cli.Internal || code == cli.Usage {
		t.Errorf("exit %d", code)
	}
	if !strings.HasPrefix(stderr.String(), "vitae: internal error: ") || !strings.HasSuffix(stderr.String(), " (please report it)\n") {
		t.Errorf("stderr %q", stderr.String())
	}
}

// TestFIFOInFolder (item 5): a FIFO in an input folder is skipped by name
// and the run ends.
func TestFIFOInFolder(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a.md"), goodCV)
	fifo := filepath.Join(dir, "b.md")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	done := make(chan result, 1)
	go func() { done <- runWith(t, "", "parse", dir) }()
	select {
	case r := <-done:
		if r.code != cli.OK || !strings.Contains(r.stderr, "vitae: "+fifo+": skipped: not a regular file (a named pipe (FIFO))") ||
			!strings.Contains(r.stderr, "vitae: 1 file(s) skipped (not regular files); 1 record(s) written") {
			t.Errorf("exit %d, stderr:\n%s", r.code, r.stderr)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the run hangs on the FIFO")
	}
}

// TestReportRefusesBeforeWriting (item 13, --font): a bad --date or
// --font, or no readable input, writes nothing, not even the folder.
func TestReportRefusesBeforeWriting(t *testing.T) {
	dir := t.TempDir()
	cvPath := writeFile(t, filepath.Join(dir, "cv.md"), goodCV)
	notFont := writeFile(t, filepath.Join(dir, "font.ttf"), "not a font at all")
	out := filepath.Join(dir, "out")
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--date", "0000-01-01", cvPath}, cli.Usage, `bad --date "0000-01-01" (want YYYY-MM-DD between 1900 and 9999, or today)`},
		{[]string{"--font", notFont, cvPath}, cli.Failure, "not a TrueType font"},
		{[]string{"--font", dir, cvPath}, cli.Failure, "not a regular file"},
		{[]string{filepath.Join(dir, "missing.md")}, cli.Failure, "no report written"},
	} {
		r := runWith(t, "", append([]string{"report", "--out", out}, tc.args...)...)
		if r.code != tc.code || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr:\n%s", tc.args, r.code, r.stderr)
		}
		if _, err := os.Stat(out); err == nil {
			t.Fatalf("%v: the output folder was created", tc.args)
		}
	}
}

// TestJSONLinesKeepGoodLines (item 13) and the venue warning (item 10):
// the good lines of a JSON Lines file are read, the bad one named, exit 1.
func TestJSONLinesKeepGoodLines(t *testing.T) {
	dir := t.TempDir()
	recs := writeFile(t, filepath.Join(dir, "cvs.jsonl"), `{"source": "a.md", "name": "Ann"}
{"source": "b.md", "name": 
{"source": "c.md", "name": "Cy", "publications": [{"title": "T", "authors": [], "self_index": 0, "type": "journal", "venue": "MADEUPCONF"}]}
`)
	r := runWith(t, "", "parse", recs)
	if got := sources(decodeArray(t, r.stdout)); r.code != cli.Failure || strings.Join(got, ",") != "a.md,c.md" {
		t.Errorf("exit %d, records %v, stderr:\n%s", r.code, got, r.stderr)
	}
	for _, want := range []string{
		"vitae: " + recs + ":2: bad JSON record 2",
		"vitae: warning: " + recs + `:3: record 3 ("Cy"): publication 1: venue "MADEUPCONF" is not in the venue catalogue`,
	} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
		}
	}
	if c := decodeArray(t, r.stdout)[1]; c.Publications[0].Venue != "" || c.Publications[0].VenueRaw != "MADEUPCONF" {
		t.Errorf("venue %q raw %q", c.Publications[0].Venue, c.Publications[0].VenueRaw)
	}
}
