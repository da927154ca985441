package pdf

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/klippa-app/go-pdfium/requests"

	"github.com/vitae-cv/vitae/cv/doc"
)

// TestRawCharsSame: the characters read by calling the engine's text
// functions directly (rawChars) are those go-pdfium's methods give,
// glyph for glyph, on the fictional PDFs of testdata (LibreOffice,
// pdfTeX, fpdf) and, when it is there, the real PDFs of ../shared.
func TestRawCharsSame(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "..", "testdata", "synthetic", "*-pdf", "*.pdf"))
	files = append(files, filepath.Join("..", "..", "..", "testdata", "formats", "ferreira.pdf"))
	if !testing.Short() {
		more, _ := filepath.Glob(filepath.Join("..", "..", "..", "..", "shared", "corpus", "pdf", "*.pdf"))
		files = append(files, more...)
	}
	if len(files) < 20 {
		t.Fatalf("only %d PDFs", len(files))
	}
	inputs := map[string][]byte{"fictionalCV": fictionalCV(t)}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inputs[filepath.Base(filepath.Dir(f))+"/"+filepath.Base(f)] = data
	}
	glyphs := 0
	for name, data := range inputs {
		fast, _, _, err := extract(context.Background(), data, doc.Limits{}.OrDefault())
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		slowChars = true
		slow, _, _, err := extract(context.Background(), data, doc.Limits{}.OrDefault())
		slowChars = false
		if err != nil {
			t.Fatalf("%s through go-pdfium: %v", name, err)
		}
		if !reflect.DeepEqual(fast, slow) {
			t.Errorf("%s: the glyphs read directly differ from go-pdfium's", name)
		}
		for _, p := range fast {
			glyphs += len(p.glyphs)
		}
	}
	if glyphs < 50_000 {
		t.Errorf("only %d glyphs compared", glyphs)
	}
}

// TestRawCharsFound: the direct reads are set up on a text page of the
// engine vitae runs (not silently left for go-pdfium's methods).
func TestRawCharsFound(t *testing.T) {
	inst, err := acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer inst.Close()
	d, err := openDoc(inst, fictionalCV(t))
	if err != nil {
		t.Fatal(err)
	}
	defer inst.FPDF_CloseDocument(&requests.FPDF_CloseDocument{Document: d})
	lp, err := inst.FPDF_LoadPage(&requests.FPDF_LoadPage{Document: d, Index: 0})
	if err != nil {
		t.Fatal(err)
	}
	defer inst.FPDF_ClosePage(&requests.FPDF_ClosePage{Page: lp.Page})
	tp, err := inst.FPDFText_LoadPage(&requests.FPDFText_LoadPage{Page: requests.Page{ByReference: &lp.Page}})
	if err != nil {
		t.Fatal(err)
	}
	defer inst.FPDFText_ClosePage(&requests.FPDFText_ClosePage{TextPage: tp.TextPage})
	raw, err := newRawChars(inst, tp.TextPage)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	slow := pdfiumChars{inst, tp.TextPage}
	for c := range 40 {
		ru, _ := raw.Unicode(c)
		su, _ := slow.Unicode(c)
		rb, rerr := raw.LooseBox(c)
		sb, serr := slow.LooseBox(c)
		rn, rf, _ := raw.FontInfo(c)
		sn, sf, _ := slow.FontInfo(c)
		if ru != su || rb != sb || (rerr == nil) != (serr == nil) || rn != sn || rf != sf {
			t.Fatalf("char %d: %d %v %v %q %d, go-pdfium %d %v %v %q %d", c, ru, rb, rerr, rn, rf, su, sb, serr, sn, sf)
		}
	}
}
