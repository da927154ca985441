package pdf

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"testing"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

// The test PDFs are made here with fpdf: fictional people, titles and
// places only.

// cvEntry is one line of a fictional CV: text on the left, a date set
// flush right.
type cvEntry struct{ left, right string }

// fictionalCV writes a three-page CV: a large name, bold headings larger
// than the body, entries with dates flush right, a publication whose
// line ends in a hyphenated word, a running footer with page numbers and
// a running header from page 2 on.
func fictionalCV(t testing.TB) []byte {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.SetTitle("Curriculum Vitae of Ada Quillfeather", false)
	f.SetAuthor("Ada Quillfeather", false)
	f.SetCreationDate(time.Date(2024, 3, 5, 10, 30, 0, 0, time.UTC))
	f.SetModificationDate(time.Date(2024, 4, 6, 11, 0, 0, 0, time.UTC))
	f.AliasNbPages("{nb}")
	f.SetHeaderFunc(func() {
		if f.PageNo() > 1 {
			f.SetFont("Helvetica", "", 8)
			f.SetY(8)
			f.CellFormat(0, 4, "Ada Quillfeather - Curriculum Vitae", "", 1, "R", false, 0, "")
		}
	})
	f.SetFooterFunc(func() {
		f.SetY(-12)
		f.SetFont("Helvetica", "", 8)
		f.CellFormat(0, 4, fmt.Sprintf("Page %d of {nb}", f.PageNo()), "", 0, "C", false, 0, "")
	})
	f.AddPage()
	f.SetFont("Helvetica", "", 22)
	f.CellFormat(0, 10, "Ada Quillfeather", "", 1, "L", false, 0, "")
	f.SetFont("Helvetica", "", 10)
	f.CellFormat(0, 5, "Department of Cloud Cartography, Upper Fenwick University", "", 1, "L", false, 0, "")
	f.CellFormat(0, 5, "ada.quillfeather@fenwick.example.edu", "", 1, "L", false, 0, "")
	heading(f, "Education")
	entries(f, []cvEntry{
		{"PhD in Cloud Cartography, Upper Fenwick University", "2012 - 2017"},
		{"BSc in Applied Meteorology, Lower Fenwick College", "2008 - 2012"},
	})
	heading(f, "Appointments")
	entries(f, []cvEntry{
		{"Associate Professor, Upper Fenwick University", "2021 - present"},
		{"Assistant Professor, Marsh Institute of Technology", "2017 - 2021"},
	})
	heading(f, "Publications")
	f.SetFont("Helvetica", "", 10)
	f.CellFormat(0, 5, "1. Ada Quillfeather and Bo Tannery. Mapping drifting cumulus with sparse algo-", "", 1, "L", false, 0, "")
	f.CellFormat(0, 5, "   rithms. Journal of Imaginary Atmospheres, 12(3):45-67, 2020.", "", 1, "L", false, 0, "")
	f.Ln(2)
	f.CellFormat(0, 5, "2. Bo Tannery and Ada Quillfeather. A state-of-the-", "", 1, "L", false, 0, "")
	f.CellFormat(0, 5, "   art survey of fog. In Proceedings of the Fictional Weather Conference, 2019.", "", 1, "L", false, 0, "")
	f.AddPage()
	heading(f, "Awards")
	entries(f, []cvEntry{
		{"Golden Barometer Prize", "2022"},
		{"Young Nephologist Award", "2018"},
	})
	f.AddPage()
	heading(f, "Teaching")
	entries(f, []cvEntry{{"Introduction to Cloud Shapes (undergraduate)", "2019 - 2023"}})
	return output(t, f)
}

func heading(f *fpdf.Fpdf, text string) {
	f.Ln(4)
	f.SetFont("Helvetica", "B", 14)
	f.CellFormat(0, 7, text, "", 1, "L", false, 0, "")
}

func entries(f *fpdf.Fpdf, es []cvEntry) {
	f.SetFont("Helvetica", "", 10)
	for _, e := range es {
		f.CellFormat(130, 5, e.left, "", 0, "L", false, 0, "")
		f.CellFormat(0, 5, e.right, "", 1, "R", false, 0, "")
	}
}

// twoColumnPDF writes a page with two independent text columns of
// different line pitch, then a full-width line below them.
func twoColumnPDF(t testing.TB) []byte {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.AddPage()
	f.SetFont("Helvetica", "", 10)
	for i := range 8 {
		f.Text(20, 40+float64(i)*6, fmt.Sprintf("Left column line %d about meadows", i+1))
	}
	for i := range 6 {
		f.Text(115, 43+float64(i)*7.5, fmt.Sprintf("Right column line %d about rivers", i+1))
	}
	f.Text(20, 110, "A closing line that spans the page from the left margin onwards")
	return output(t, f)
}

// imageOnlyPDF writes one page holding only a picture: no text layer.
func imageOnlyPDF(t testing.TB) []byte {
	t.Helper()
	img := image.NewGray(image.Rect(0, 0, 40, 40))
	for i := range 40 {
		img.Set(i, i, color.White)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	f := fpdf.New("P", "mm", "A4", "")
	f.AddPage()
	opt := fpdf.ImageOptions{ImageType: "PNG"}
	f.RegisterImageOptionsReader("scan", opt, &buf)
	f.ImageOptions("scan", 10, 10, 100, 100, false, opt, 0, "")
	return output(t, f)
}

// encryptedPDF writes a PDF that needs a password to open.
func encryptedPDF(t testing.TB) []byte {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.SetProtection(fpdf.CnProtectPrint, "secret-user", "secret-owner")
	f.AddPage()
	f.SetFont("Helvetica", "", 12)
	f.Text(20, 20, "Nobody may read this without the password")
	return output(t, f)
}

// manyPagesPDF writes n pages of fictional publications.
func manyPagesPDF(t testing.TB, n int) []byte {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.SetFont("Helvetica", "", 10)
	for p := range n {
		f.AddPage()
		for i := range 40 {
			f.CellFormat(0, 6, fmt.Sprintf("%d. Ivo Brackwater. On the quiet habits of tidal stones, part %d. Journal of Calm Geology, %d.", p*40+i+1, i+1, 1990+i%30), "", 1, "L", false, 0, "")
		}
	}
	return output(t, f)
}

func output(t testing.TB, f *fpdf.Fpdf) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := f.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
