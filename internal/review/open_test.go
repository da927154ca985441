package review

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/inputs"
)

// tenPagePDF writes a fictional CV of ten pages: a header, positions and
// some 190 numbered papers with wrapped citations.
func tenPagePDF(t testing.TB, path string) {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.SetCreationDate(time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC))
	f.SetModificationDate(time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC))
	f.AddPage()
	f.SetFont("Helvetica", "B", 20)
	f.CellFormat(0, 10, "Perpetua Vasquez-Lindqvist", "", 1, "L", false, 0, "")
	f.SetFont("Helvetica", "", 10)
	f.CellFormat(0, 5, "perpetua@lowmarsh.example.edu", "", 1, "L", false, 0, "")
	section := func(name string) {
		f.Ln(4)
		f.SetFont("Helvetica", "B", 14)
		f.CellFormat(0, 8, name, "", 1, "L", false, 0, "")
		f.SetFont("Helvetica", "", 10)
	}
	section("Positions")
	f.MultiCell(0, 5, "Associate Professor, Lowmarsh Institute of Examples, 2019 - present", "", "L", false)
	f.MultiCell(0, 5, "Assistant Professor, Lowmarsh Institute of Examples, 2013 - 2019", "", "L", false)
	section("Publications")
	for i := 1; f.PageNo() < 10 || i < 20; i++ {
		f.MultiCell(0, 5, fmt.Sprintf("%d. Perpetua Vasquez-Lindqvist and Example Coauthor %d. A Study of Imaginary Topic Number %d in Made-Up Systems. In Proceedings of the Symposium on Operating Systems Principles (SOSP), %d.", i, i, i, 2000+i%25), "", "L", false)
		f.Ln(1)
		if f.PageNo() == 10 && f.GetY() > 250 {
			break
		}
	}
	if err := f.OutputFileAndClose(path); err != nil {
		t.Fatal(err)
	}
}

// TestOpenTenPagePDF opens a ten-page PDF CV for review as the page does
// (the record with its lines and boxes, then the first page's image) and
// logs how long that takes; every line of every paper has its box.
func TestOpenTenPagePDF(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "long.pdf")
	tenPagePDF(t, in)
	start := time.Now()
	s, err := New(Options{Paths: []string{in}, Corrections: filepath.Join(dir, "c.toml")})
	if err != nil {
		t.Fatal(err)
	}
	read := time.Since(start)
	start = time.Now()
	got := ask(s, "GET", "/api/cv/c1", "", "cookie")
	img := ask(s, "GET", "/api/cv/c1/page/1", "", "cookie")
	open := time.Since(start)
	t.Logf("10-page PDF: inputs read in %v; record, lines and boxes and the first page image in %v", read.Round(time.Millisecond), open.Round(time.Millisecond))
	if got.Code != 200 || img.Code != 200 {
		t.Fatalf("record %d, page %d: %s", got.Code, img.Code, got.Body.String())
	}
	if _, err := png.DecodeConfig(bytes.NewReader(img.Body.Bytes())); err != nil {
		t.Errorf("page 1 is not a PNG: %v", err)
	}
	var view detailOut
	if err := json.Unmarshal(got.Body.Bytes(), &view); err != nil {
		t.Fatal(err)
	}
	if len(view.Pages) != 10 || len(view.Record.Publications) < 100 {
		t.Fatalf("%d pages, %d papers", len(view.Pages), len(view.Record.Publications))
	}
	for i, keys := range view.Entries["publications"] {
		if len(keys) == 0 {
			t.Errorf("paper %d has no source line", i+1)
		}
		for _, k := range keys {
			var page, src int
			if _, err := fmt.Sscanf(k, "p%d:%d", &page, &src); err != nil || page < 1 || page > 10 {
				t.Fatalf("paper %d: line key %q", i+1, k)
			}
			if _, ok := view.Pages[page-1].Boxes[k]; !ok {
				t.Errorf("paper %d: line %s has no box", i+1, k)
			}
		}
	}
	if limit := os.Getenv("VITAE_REVIEW_OPEN_LIMIT"); limit != "" {
		d, err := time.ParseDuration(limit)
		if err == nil && open > d {
			t.Errorf("opening took %v, over %v", open, d)
		}
	}
}

// TestSameRecordsAsInputs: the records the review reads (once, keeping
// the lines) are those every other command reads through cv/inputs, so
// that a correction made here matches in the next report.
func TestSameRecordsAsInputs(t *testing.T) {
	paths := []string{"../../testdata/cvs", "../../testdata/formats/ferreira.pdf", "../../testdata/formats/ferreira.docx", "../../testdata/formats/ferreira.html"}
	set := readCandidates(context.Background(), paths, doc.Limits{})
	files := &inputs.Files{Paths: paths}
	var want []*cv.CV
	for files.Scan() {
		if r, ok := files.Result().(*inputs.Record); ok {
			want = append(want, r.CV)
		}
	}
	got := set.raws()
	if len(got) != len(want) || len(got) < 10 {
		t.Fatalf("%d records, inputs reads %d", len(got), len(want))
	}
	for i := range want {
		a, _ := json.Marshal(got[i])
		b, _ := json.Marshal(want[i])
		if !bytes.Equal(a, b) {
			t.Errorf("%s: the review's record differs from cv/inputs':\n%s\n%s", want[i].Source, a, b)
		}
		if set.cands[i].source == nil || len(set.cands[i].source.lines) == 0 {
			t.Errorf("%s: no source lines kept", want[i].Source)
		}
	}
}
