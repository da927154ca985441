package cvgen

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// makeCohortPDFs writes n records of seed through the named templates
// into a fresh folder and prints them; it skips the test when a
// template's maker is missing.
func makeCohortPDFs(t *testing.T, spec string, seed uint64, n int) (string, []PDFResult) {
	t.Helper()
	tmpls, err := Select(spec)
	if err != nil {
		t.Fatal(err)
	}
	for _, tm := range tmpls {
		if _, err := MakerFor(tm); err != nil {
			t.Skipf("skipped: %v", err)
		}
	}
	dir := t.TempDir()
	if err := WriteCohort(dir, seed, n, tmpls); err != nil {
		t.Fatal(err)
	}
	res, missing, err := MakePDFs(dir, tmpls, PDFOptions{Jobs: 2, Timeout: 3 * time.Minute})
	if err != nil || len(missing) > 0 {
		t.Fatalf("MakePDFs: %v, missing %v", err, missing)
	}
	if len(res) != n*len(tmpls) {
		t.Fatalf("%d results, want %d", len(res), n*len(tmpls))
	}
	for _, r := range res {
		if r.Err != nil {
			t.Fatalf("%s by %s: %v\n%s", r.Src, r.Maker, r.Err, r.Log)
		}
	}
	return dir, res
}

// pdfText is pdftotext's text of a PDF, its white space folded; the test
// is skipped without pdftotext.
func pdfText(t *testing.T, name string) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("skipped: no pdftotext on PATH (poppler-utils)")
	}
	b, err := exec.Command("pdftotext", "-layout", name, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v", name, err)
	}
	return strings.Join(strings.Fields(string(b)), " ")
}

// sameText checks that two cohorts' PDFs hold the same text, and the
// record's family name (the makers stamp dates, so bytes may differ).
func sameText(t *testing.T, seed uint64, a, b []PDFResult) {
	t.Helper()
	for i := range a {
		ta, tb := pdfText(t, a[i].PDF), pdfText(t, b[i].PDF)
		if ta != tb {
			t.Errorf("%s: two prints give different text", a[i].PDF)
		}
		id := strings.TrimSuffix(filepath.Base(a[i].PDF), ".pdf")
		var num int
		if _, err := fmt.Sscanf(id, "cv-%d", &num); err != nil {
			t.Fatal(err)
		}
		if fam := Generate(seed, num-1).Person.Family; !strings.Contains(ta, fam) {
			t.Errorf("%s: the text lacks the family name %q", a[i].PDF, fam)
		}
	}
}

// TeX prints one source to the same PDF, byte for byte
// (SOURCE_DATE_EPOCH and an empty trailer ID), and the PDF holds the
// record's text.
func TestTeXPDFsRepeat(t *testing.T) {
	_, a := makeCohortPDFs(t, "latex", 2, 2)
	_, b := makeCohortPDFs(t, "latex", 2, 2)
	for i := range a {
		x, _ := os.ReadFile(a[i].PDF)
		y, _ := os.ReadFile(b[i].PDF)
		if len(x) == 0 || !bytes.Equal(x, y) {
			t.Errorf("%s: two prints differ (%d and %d bytes)", a[i].PDF, len(x), len(y))
		}
	}
	sameText(t, 2, a, b)
}

// xelatex (tried when pdflatex is missing) also prints one source to
// the same PDF twice, though each run is in a folder of another name.
func TestXeLaTeXPDFsRepeat(t *testing.T) {
	path, err := exec.LookPath("xelatex")
	if err != nil {
		t.Skip("skipped: no xelatex on PATH (texlive-xetex)")
	}
	xe := makerCandidates["latex"][1]
	xe.Path = path
	tm, _ := Select("tex-moderncv")
	var pdfs [][]byte
	for range 2 {
		dir := t.TempDir()
		if err := WriteCohort(dir, 2, 1, tm); err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(PDFDir(dir, tm[0]), 0o755); err != nil {
			t.Fatal(err)
		}
		src := filepath.Join(dir, tm[0].Name, "cv-0001.tex")
		r := runPDFJobs(dir, []pdfJob{{t: tm[0], maker: xe, src: src}}, PDFOptions{Jobs: 1, Timeout: 3 * time.Minute})[0]
		if r.Err != nil {
			t.Fatalf("xelatex: %v\n%s", r.Err, r.Log)
		}
		b, _ := os.ReadFile(r.PDF)
		pdfs = append(pdfs, b)
	}
	if len(pdfs[0]) == 0 || !bytes.Equal(pdfs[0], pdfs[1]) {
		t.Errorf("two xelatex prints differ (%d and %d bytes)", len(pdfs[0]), len(pdfs[1]))
	}
}

// Chromium prints an HTML template to a PDF with the record's text, the
// same text each time.
func TestChromiumPDFsRepeat(t *testing.T) {
	_, a := makeCohortPDFs(t, "html-cards", 2, 1)
	_, b := makeCohortPDFs(t, "html-cards", 2, 1)
	sameText(t, 2, a, b)
}

// LibreOffice prints a DOCX template to a PDF with the record's text,
// the same text each time.
func TestOfficePDFsRepeat(t *testing.T) {
	_, a := makeCohortPDFs(t, "docx-table", 2, 1)
	_, b := makeCohortPDFs(t, "docx-table", 2, 1)
	sameText(t, 2, a, b)
}

// fakeMaker runs a shell script as a maker: $2 is the work folder, $3
// the stem.
func fakeMaker(script string) Maker {
	return Maker{Name: "fake", Format: "html", Path: "/bin/sh", args: func(path, src, work, stem string) []string {
		return []string{path, "-c", script, "fake", work, stem}
	}}
}

// A failing conversion is reported with the maker's last log lines and
// leaves no PDF; the other conversions still run.
func TestFailedPDFReportedAndSkipped(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("skipped: no /bin/sh")
	}
	dir := t.TempDir()
	tm := Template{Name: "fake", Format: "html", Ext: ".html"}
	if err := os.MkdirAll(PDFDir(dir, tm), 0o755); err != nil {
		t.Fatal(err)
	}
	fail := fakeMaker(`i=1; while [ $i -le 20 ]; do echo "log line $i"; i=$((i+1)); done; exit 3`)
	ok := fakeMaker(`printf '%%PDF-1.4' > "$1/$2.pdf"`)
	res := runPDFJobs(dir, []pdfJob{
		{t: tm, maker: fail, src: filepath.Join(dir, "fake", "a.html")},
		{t: tm, maker: ok, src: filepath.Join(dir, "fake", "b.html")},
	}, PDFOptions{Jobs: 2, Timeout: time.Minute})
	if res[0].Err == nil || res[0].PDF != "" {
		t.Fatalf("failing maker: err %v, PDF %q", res[0].Err, res[0].PDF)
	}
	if !strings.HasSuffix(res[0].Log, "log line 20") || strings.Contains(res[0].Log, "log line 12\n") {
		t.Errorf("log is not the last 8 lines: %q", res[0].Log)
	}
	if _, err := os.Stat(filepath.Join(PDFDir(dir, tm), "a.pdf")); err == nil {
		t.Error("a failed conversion left a PDF")
	}
	if res[1].Err != nil || res[1].PDF != filepath.Join(PDFDir(dir, tm), "b.pdf") {
		t.Fatalf("second conversion: %v, %q", res[1].Err, res[1].PDF)
	}
	left, _ := filepath.Glob(filepath.Join(PDFDir(dir, tm), ".work-*"))
	if len(left) > 0 {
		t.Errorf("work folders left: %v", left)
	}
	if got := PDFSummary(res); len(got) != 1 || got[0] != "fake (fake): 1 made, 1 failed" {
		t.Errorf("summary %q", got)
	}
}

// A maker that hangs (and its children) is killed at the limit and the
// conversion reported as cut off.
func TestHungMakerKilled(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("skipped: no /bin/sh")
	}
	dir := t.TempDir()
	tm := Template{Name: "fake", Format: "html", Ext: ".html"}
	if err := os.MkdirAll(PDFDir(dir, tm), 0o755); err != nil {
		t.Fatal(err)
	}
	sleep, err := exec.LookPath("sleep")
	if err != nil {
		t.Skip("skipped: no sleep on PATH")
	}
	pidFile := filepath.Join(t.TempDir(), "child")
	hang := fakeMaker(sleep + ` 600 & echo $! > ` + pidFile + `; ` + sleep + ` 600`)
	res := runPDFJobs(dir, []pdfJob{{t: tm, maker: hang, src: filepath.Join(dir, "fake", "a.html")}},
		PDFOptions{Jobs: 1, Timeout: 300 * time.Millisecond})
	if res[0].Err == nil || !strings.Contains(res[0].Err.Error(), "killed after the 300ms limit") {
		t.Fatalf("err %v, want the limit named", res[0].Err)
	}
	b, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	pid := strings.TrimSpace(string(b))
	if _, err := os.Stat("/proc/" + pid); err != nil && !os.IsNotExist(err) {
		t.Skip("skipped: no /proc to see the child in")
	}
	// The killed child may stay a zombie a moment until it is reaped.
	for range 50 {
		stat, err := os.ReadFile("/proc/" + pid + "/stat")
		if err != nil || strings.Contains(string(stat), ") Z ") {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Errorf("the maker's child %s outlived the kill", pid)
}

// Without makers on PATH, the templates that need one are listed as
// skipped and nothing runs; markdown and text are not listed.
func TestMissingMakersSkipped(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	dir := t.TempDir()
	tmpls, _ := Select("md-headed,html-dl,docx-table,tex-res")
	if err := WriteCohort(dir, 1, 1, tmpls); err != nil {
		t.Fatal(err)
	}
	res, missing, err := MakePDFs(dir, tmpls, PDFOptions{})
	if err != nil || len(res) != 0 {
		t.Fatalf("err %v, %d results", err, len(res))
	}
	if strings.Join(missing, ",") != "html-dl,docx-table,tex-res" {
		t.Fatalf("missing %v", missing)
	}
	if _, err := MakerFor(tmpls[0]); err == nil || !strings.Contains(err.Error(), "no PDF maker for markdown") {
		t.Errorf("MakerFor(markdown): %v", err)
	}
}
