package pdf

import (
	"bytes"
	"compress/zlib"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

func TestSlug(t *testing.T) {
	for name, want := range map[string]string{
		"Ana López":                "ana-lopez",
		"../../etc/passwd":         "etc-passwd",
		`C:\Windows\..\x`:          "c-windows-x",
		"王小明":                      "candidate",
		"":                         "candidate",
		"  Jean-Luc  O'Neil, PhD ": "jean-luc-o-neil-phd",
		strings.Repeat("ab ", 50):  strings.Repeat("ab-", 13) + "a", // cut at maxSlug bytes
	} {
		if got := slug(name); got != want {
			t.Errorf("slug(%q) = %q, want %q", name, got, want)
		}
	}
}

func TestWriteSplit(t *testing.T) {
	cvs := testCVs(t)
	// two candidates with the same name get different files
	twin := *cvs[0]
	twin.Source = "mem/twin.txt"
	hostile := &cv.CV{Source: "mem/hostile.txt", Name: "../../" + cvs[1].Name + "/x.pdf"}
	cvs = append(cvs, &twin, hostile)
	r := report(cvs)
	dir := t.TempDir()
	paths, err := WriteSplit(dir, r, reports.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) != len(r.Candidates)+1 || paths[0] != filepath.Join(dir, SplitCohortFile) {
		t.Fatalf("paths: %d, first %q; want %d, the cohort file first", len(paths), paths[0], len(r.Candidates)+1)
	}
	seen := map[string]bool{}
	for _, p := range paths {
		rel, err := filepath.Rel(dir, p)
		if err != nil || strings.HasPrefix(rel, "..") || seen[p] {
			t.Errorf("path %q: outside %s or repeated", p, dir)
		}
		seen[p] = true
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(b, []byte("%PDF-")) || !bytes.HasSuffix(bytes.TrimSpace(b), []byte("%%EOF")) {
			t.Errorf("%s is not a whole PDF", p)
		}
	}
	entries, err := os.ReadDir(filepath.Join(dir, SplitCandidatesDir))
	if err != nil || len(entries) != len(r.Candidates) {
		t.Fatalf("%d files in %s (%v), want %d", len(entries), SplitCandidatesDir, err, len(r.Candidates))
	}

	// the cohort file lists and links every candidate, without their pages
	cohort, _ := os.ReadFile(paths[0])
	whole, _ := renderBytes(t, r, reports.Options{})
	names := SplitNames(r)
	for _, n := range names {
		if !bytes.Contains(cohort, []byte("("+n+")")) {
			t.Errorf("cohort file has no link to %s", n)
		}
	}
	if bytes.Contains(cohort, []byte("/URI ()")) {
		t.Error("cohort file has an empty link")
	}
	if len(cohort) >= len(whole)*3/4 {
		t.Errorf("cohort file %d bytes, whole report %d: candidate pages not left out?", len(cohort), len(whole))
	}
	text := pdfText(t, cohort)
	for _, c := range r.Candidates[:3] {
		if !strings.Contains(text, c.Name) {
			t.Errorf("cohort contents lack %q", c.Name)
		}
	}
	if strings.Contains(text, "Key figures") {
		t.Error("cohort file has candidate pages")
	}
	one, _ := os.ReadFile(paths[1])
	if text := pdfText(t, one); !strings.Contains(text, r.Candidates[0].Name) || strings.Contains(text, r.Candidates[1].Name) {
		t.Errorf("%s: not the first candidate alone:\n%.400s", paths[1], text)
	}

	// the same report gives the same bytes
	again := t.TempDir()
	if _, err := WriteSplit(again, r, reports.Options{}); err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		rel, _ := filepath.Rel(dir, p)
		a, _ := os.ReadFile(p)
		b, _ := os.ReadFile(filepath.Join(again, rel))
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between two runs", rel)
		}
	}
}

// TestSplitContentsPlacement: the cohort file ends on a landscape page
// and fills its portrait contents pages last; the title must still be at
// the top of the first page (fpdf's SetPage kept the landscape height and
// drew it 87 mm lower; see third_party/fpdf/PATCH.md).
func TestSplitContentsPlacement(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed")
	}
	r := report(testCVs(t))
	var buf bytes.Buffer
	if _, err := renderWith(&buf, r, reports.Options{}, settings{part: part{only: []int{}, files: SplitNames(r)}}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "cohort.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", "-f", "1", "-l", "1", "-bbox", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`yMin="([0-9.]+)"[^>]*>Contents<`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("no Contents title on page 1:\n%.600s", out)
	}
	// the title's baseline is at 24 mm (68 pt) from the top
	if y, _ := strconv.ParseFloat(string(m[1]), 64); y > 80 {
		t.Errorf("Contents title at %.0f pt from the top, want about 55", y)
	}
}

// TestCompressedStreams: every page stream of the compressed PDF (the
// patched fpdf compresses a page up to its first alias when it is
// finished and the rest at the end, in one zlib stream) inflates, with
// its checksum, to the page stream of the uncompressed PDF.
func TestCompressedStreams(t *testing.T) {
	r := report(append(testCVs(t), cjkCV())) // a missing glyph: both aliases
	var packed, plain bytes.Buffer
	if _, err := renderWith(&packed, r, reports.Options{}, settings{}); err != nil {
		t.Fatal(err)
	}
	st, err := renderWith(&plain, r, reports.Options{}, settings{uncompressed: true})
	if err != nil {
		t.Fatal(err)
	}
	zs := streamsOf(packed.Bytes(), `<</Filter /FlateDecode /Length (\d+)>>\nstream\n`)
	ps := streamsOf(plain.Bytes(), `\n<</Length (\d+)>>\nstream\n`)
	if len(zs) != st.Pages || len(ps) < st.Pages { // fpdf writes the pages first
		t.Fatalf("%d and %d page streams, want %d", len(zs), len(ps), st.Pages)
	}
	for i, z := range zs {
		zr, err := zlib.NewReader(bytes.NewReader(z))
		if err != nil {
			t.Fatalf("page %d: %v", i+1, err)
		}
		got, err := io.ReadAll(zr) // checks the Adler-32 too
		if err != nil {
			t.Fatalf("page %d: %v", i+1, err)
		}
		if !bytes.Equal(got, ps[i]) {
			t.Errorf("page %d: inflated stream differs from the uncompressed one", i+1)
		}
		if bytes.Contains(got, []byte(aliasPages)) || bytes.Contains(got, []byte(aliasMissing)) {
			t.Errorf("page %d: an alias left in", i+1)
		}
	}
}

// streamsOf are the streams of a PDF whose dictionary matches re (with
// the length as its group), in order.
func streamsOf(pdf []byte, re string) [][]byte {
	var out [][]byte
	for _, m := range regexp.MustCompile(re).FindAllSubmatchIndex(pdf, -1) {
		n, _ := strconv.Atoi(string(pdf[m[2]:m[3]]))
		out = append(out, pdf[m[1]:m[1]+n])
	}
	return out
}

// TestWriteSplitErrors: no report, and a folder that cannot be made.
func TestWriteSplitErrors(t *testing.T) {
	if _, err := WriteSplit(t.TempDir(), nil, reports.Options{}); err == nil {
		t.Error("no error for a nil report")
	}
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	paths, err := WriteSplit(filepath.Join(file, "split"), report(testCVs(t)[:2]), reports.Options{})
	if err == nil || len(paths) != 0 {
		t.Errorf("a folder under a file: paths %v, error %v", paths, err)
	}
}
