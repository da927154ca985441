package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestSkippedFilesAreNamed: a folder with a CV vitae cannot read names it
// with why, and counts it; the run succeeds unless --strict.
func TestSkippedFilesAreNamed(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a.md"), goodCV)
	writeFile(t, filepath.Join(dir, "b.doc"), "\xd0\xcf\x11\xe0 old word")
	writeFile(t, filepath.Join(dir, "c.png"), "\x89PNG")

	r := runWith(t, "", "parse", dir)
	if r.code != exitOK {
		t.Errorf("exit %d, want 0 (skips are not failures without --strict)", r.code)
	}
	for _, want := range []string{
		filepath.Join(dir, "b.doc") + ": skipped: Word 97-2003 document: save it as .docx or PDF",
		filepath.Join(dir, "c.png") + ": skipped: image",
		"2 file(s) skipped (format not read); 1 record(s) written",
	} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
		}
	}
	if got := len(decodeArray(t, r.stdout)); got != 1 {
		t.Errorf("%d records, want 1", got)
	}

	r = runWith(t, "", "parse", "--strict", dir)
	if r.code != exitFailure || !strings.Contains(r.stderr, "2 input(s) failed, 2 file(s) skipped") {
		t.Errorf("--strict: exit %d, stderr:\n%s", r.code, r.stderr)
	}
}

// TestOnlySkippedFiles: a folder holding only unreadable formats is a
// failure that says what was skipped, not "no CV files".
func TestOnlySkippedFiles(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "cv.rtf"), "{\\rtf1 x}")
	r := runWith(t, "", "stats", dir)
	if r.code != exitFailure || !strings.Contains(r.stderr, "cv.rtf: skipped") || !strings.Contains(r.stderr, "1 file(s) skipped") {
		t.Errorf("exit %d, stderr:\n%s", r.code, r.stderr)
	}
}

func TestShowLines(t *testing.T) {
	cvPath := writeFile(t, filepath.Join(t.TempDir(), "cv.md"), goodCV)
	r := runWith(t, "", "parse", "--show-lines", cvPath)
	if r.code != exitOK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	for _, want := range []string{
		"== " + cvPath + ": lines as read (markdown)",
		"# education",
		"h2",
		"== " + cvPath + "\n",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, r.stdout)
		}
	}
	if r := runWith(t, "", "parse", "--show-lines", "-f", "json", cvPath); r.code != exitUsage {
		t.Errorf("--show-lines with JSON: exit %d, want %d", r.code, exitUsage)
	}
}
