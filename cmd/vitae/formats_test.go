package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cli"
)

// TestSkippedFilesAreNamed: a folder with a CV vitae cannot read names it
// with why, and counts it; the run succeeds unless --strict.
func TestSkippedFilesAreNamed(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a.md"), goodCV)
	writeFile(t, filepath.Join(dir, "b.doc"), "\xd0\xcf\x11\xe0 old word")
	writeFile(t, filepath.Join(dir, "c.png"), "\x89PNG")

	r := runWith(t, "", "parse", dir)
	if r.code != cli.OK {
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
	if r.code != cli.Failure || !strings.Contains(r.stderr, "2 input(s) failed, 2 file(s) skipped") {
		t.Errorf("--strict: exit %d, stderr:\n%s", r.code, r.stderr)
	}
}

// TestOnlySkippedFiles: a folder holding only unreadable formats is a
// failure that says what was skipped, not "no CV files".
func TestOnlySkippedFiles(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "cv.rtf"), "{\\rtf1 x}")
	r := runWith(t, "", "stats", dir)
	if r.code != cli.Failure || !strings.Contains(r.stderr, "cv.rtf: skipped") || !strings.Contains(r.stderr, "1 file(s) skipped") {
		t.Errorf("exit %d, stderr:\n%s", r.code, r.stderr)
	}
}

func TestShowLines(t *testing.T) {
	cvPath := writeFile(t, filepath.Join(t.TempDir(), "cv.md"), goodCV)
	r := runWith(t, "", "parse", "--show-lines", cvPath)
	if r.code != cli.OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	for _, want := range []string{
		"== " + cvPath + ": lines as read (markdown)",
		"# education",
		"h2",
		"where    section         role         cues",
		"why: heading: ",
		"== " + cvPath + "\n",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, r.stdout)
		}
	}
	if r := runWith(t, "", "parse", "--show-lines", "-f", "json", cvPath); r.code != cli.Usage {
		t.Errorf("--show-lines with JSON: exit %d, want %d", r.code, cli.Usage)
	}
}

// TestFolderOfEveryFormat walks testdata/formats: one fictional CV as
// text, HTML, DOCX and PDF gives four records, each saying which front end
// read it; the .doc, .odt, .rtf and .png beside them are named as skipped.
func TestFolderOfEveryFormat(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "formats")
	r := runWith(t, "", "parse", dir)
	if r.code != cli.OK {
		t.Fatalf("exit %d, stderr:\n%s", r.code, r.stderr)
	}
	cvs := decodeArray(t, r.stdout)
	formats := map[string]string{}
	for _, c := range cvs {
		formats[filepath.Base(c.Source)] = c.Format
		if c.Name != "Tomasz Ferreira-Lund" || len(c.Publications) != 3 {
			t.Errorf("%s: name %q, %d papers", c.Source, c.Name, len(c.Publications))
		}
	}
	want := map[string]string{"ferreira.txt": "text", "ferreira.html": "html", "ferreira.docx": "docx", "ferreira.pdf": "pdf"}
	if !reflect.DeepEqual(formats, want) {
		t.Errorf("records by format %v, want %v", formats, want)
	}
	for _, f := range []string{"ferreira.doc", "ferreira.odt", "ferreira.rtf", "ferreira-scan.png"} {
		if !strings.Contains(r.stderr, filepath.Join(dir, f)+": skipped: ") {
			t.Errorf("%s not named as skipped:\n%s", f, r.stderr)
		}
	}
	if !strings.Contains(r.stderr, "4 file(s) skipped (format not read); 4 record(s) written") {
		t.Errorf("closing line:\n%s", r.stderr)
	}
}

// TestBadFilesNamedWithWhy: a scanned PDF, a truncated PDF, a Word 97 file
// named directly, and a zip that is not Word each fail with their name and
// a reason, and the good CV beside them is still read.
func TestBadFilesNamedWithWhy(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join("..", "..", "testdata", "formats", "ferreira.pdf")
	pdfBytes, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	cut := writeFile(t, filepath.Join(dir, "cut.pdf"), string(pdfBytes[:len(pdfBytes)/3]))
	old := writeFile(t, filepath.Join(dir, "old.doc"), "\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"+strings.Repeat("\x00", 600))
	r := runWith(t, "", "parse", good, cut, old)
	if r.code != cli.Failure {
		t.Errorf("exit %d, want 1", r.code)
	}
	for _, want := range []string{
		cut + ": the file is damaged or not of its format",
		old + ": format not read by vitae: Word 97-2003 document",
		"2 input(s) failed; 1 record(s) written",
	} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
		}
	}
}
