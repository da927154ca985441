package pdf

import (
	"context"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/parse"
)

func TestMain(m *testing.M) {
	code := m.Run()
	if err := Close(); err != nil {
		code = 1
	}
	os.Exit(code)
}

func read(t *testing.T, data []byte) *doc.Doc {
	t.Helper()
	d, err := Read(context.Background(), data, doc.Limits{})
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	return d
}

// find returns the first line whose text contains s.
func find(t *testing.T, d *doc.Doc, s string) doc.Line {
	t.Helper()
	for _, l := range d.Lines {
		if strings.Contains(l.Text, s) {
			return l
		}
	}
	t.Fatalf("no line with %q in:\n%s", s, d.Markdown())
	return doc.Line{}
}

func TestReadCues(t *testing.T) {
	d := read(t, fictionalCV(t))
	if d.Format != doc.PDF || d.Pages != 3 {
		t.Errorf("format %q pages %d, want pdf 3", d.Format, d.Pages)
	}
	name := find(t, d, "Ada Quillfeather")
	if name.Page != 1 || name.Src != 1 || name.Heading != 0 || name.Size < 2 {
		t.Errorf("name line %+v: want page 1, line 1, no heading, size > 2", name)
	}
	for _, h := range []string{"Education", "Appointments", "Publications", "Awards", "Teaching"} {
		l := find(t, d, h)
		if l.Heading != 1 || !l.Bold || l.Size < 1.3 || l.Text != h {
			t.Errorf("heading %q: got %+v", h, l)
		}
	}
	if p := find(t, d, "Awards").Page; p != 2 {
		t.Errorf("Awards on page %d, want 2", p)
	}
	phd := find(t, d, "PhD in Cloud Cartography")
	if !strings.Contains(phd.Text, "University   ") || !strings.HasSuffix(phd.Text, "2012 - 2017") {
		t.Errorf("date not kept as a column on its line: %q", phd.Text)
	}
	if phd.Bold || phd.Size != 1 {
		t.Errorf("body line cues: %+v", phd)
	}
	if strings.Contains(d.Markdown(), "Page 1 of") {
		t.Errorf("footer not dropped:\n%s", d.Markdown())
	}
	for _, l := range d.Lines {
		if strings.Contains(l.Text, "Page ") && strings.Contains(l.Text, " of ") && !l.Repeats {
			t.Errorf("footer not marked as repeating: %+v", l)
		}
		if strings.Contains(l.Text, "Curriculum Vitae") && !l.Repeats {
			t.Errorf("running header not marked as repeating: %+v", l)
		}
	}
	if d.Meta.Title != "Curriculum Vitae of Ada Quillfeather" || d.Meta.Author != "Ada Quillfeather" {
		t.Errorf("meta %+v", d.Meta)
	}
	if want := time.Date(2024, 3, 5, 10, 30, 0, 0, time.UTC); !d.Meta.Created.Equal(want) {
		t.Errorf("created %v, want %v", d.Meta.Created, want)
	}
	if want := time.Date(2024, 4, 6, 11, 0, 0, 0, time.UTC); !d.Meta.Modified.Equal(want) {
		t.Errorf("modified %v, want %v", d.Meta.Modified, want)
	}
}

func TestReadHyphens(t *testing.T) {
	d := read(t, fictionalCV(t))
	if l := find(t, d, "sparse algorithms."); strings.Contains(l.Text, "algo-") {
		t.Errorf("word broken at the line end not joined: %q", l.Text)
	}
	if l := find(t, d, "state-of-the-art"); l.Text == "" {
		t.Error("compound lost its hyphen")
	}
	next := find(t, d, "Journal of Imaginary Atmospheres")
	if strings.Contains(next.Text, "rithms") || next.Indent < 2 {
		t.Errorf("continuation line: %+v", next)
	}
}

func TestReadTwoColumns(t *testing.T) {
	d := read(t, twoColumnPDF(t))
	var order []string
	for _, l := range d.Lines {
		if t := strings.TrimSpace(l.Text); t != "" {
			order = append(order, t)
		}
	}
	joined := strings.Join(order, "\n")
	left := strings.Index(joined, "Left column line 8")
	right := strings.Index(joined, "Right column line 1")
	closing := strings.Index(joined, "A closing line")
	if left < 0 || right < 0 || left > right || closing < right {
		t.Errorf("want the left column, then the right, then the closing line:\n%s", joined)
	}
	for _, s := range order {
		if strings.Contains(s, "Left") && strings.Contains(s, "Right") {
			t.Errorf("columns mixed on one line: %q", s)
		}
	}
}

func TestReadErrors(t *testing.T) {
	cv := fictionalCV(t)
	cases := []struct {
		name string
		data []byte
		want error
	}{
		{"image only", imageOnlyPDF(t), doc.ErrNoText},
		{"encrypted", encryptedPDF(t), doc.ErrEncrypted},
		{"truncated", cv[:200], doc.ErrCorrupt},
		{"not a pdf", []byte("%PDF-1.7\nthis is no PDF at all"), doc.ErrCorrupt},
		{"empty", nil, doc.ErrCorrupt},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Read(context.Background(), c.data, doc.Limits{})
			if !errors.Is(err, c.want) {
				t.Fatalf("got %v, want %v", err, c.want)
			}
		})
	}
}

func TestReadLimits(t *testing.T) {
	data := manyPagesPDF(t, 3)
	d, err := Read(context.Background(), data, doc.Limits{MaxPages: 2})
	if err != nil {
		t.Fatal(err)
	}
	if d.Pages != 2 || len(d.Warnings) != 1 || !strings.Contains(d.Warnings[0].Message, "has 3 pages; read the first 2") {
		t.Errorf("pages %d warnings %+v", d.Pages, d.Warnings)
	}
	if _, err := Read(context.Background(), data, doc.Limits{MaxBytes: 100}); !errors.Is(err, doc.ErrLimit) {
		t.Errorf("size limit: got %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Read(ctx, data, doc.Limits{}); !errors.Is(err, doc.ErrLimit) {
		t.Errorf("cancelled: got %v", err)
	}
	d, err = Read(context.Background(), data, doc.Limits{MaxLines: 10})
	if err != nil || len(d.Lines) != 10 || len(d.Warnings) != 1 {
		t.Errorf("line limit: %v, %d lines, warnings %+v", err, len(d.Lines), d.Warnings)
	}
}

// TestReadTimeout stops PDFium in the middle of a document.
func TestReadTimeout(t *testing.T) {
	data := manyPagesPDF(t, 30)
	_, err := Read(context.Background(), data, doc.Limits{Timeout: 20 * time.Millisecond})
	if !errors.Is(err, doc.ErrLimit) || !strings.Contains(err.Error(), "took longer than") {
		t.Fatalf("got %v, want a time limit error", err)
	}
	// the engine still serves the next file
	read(t, fictionalCV(t))
}

func TestReadConcurrent(t *testing.T) {
	data := fictionalCV(t)
	want := read(t, data).Markdown()
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for range 8 {
		wg.Go(func() {
			d, err := Read(context.Background(), data, doc.Limits{})
			if err != nil {
				errs <- err.Error()
				return
			}
			if got := d.Markdown(); got != want {
				errs <- "output differs between runs"
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

func TestCloseRestarts(t *testing.T) {
	data := fictionalCV(t)
	read(t, data)
	if err := Close(); err != nil {
		t.Fatal(err)
	}
	if err := Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	read(t, data)
}

// TestParseEndToEnd reads the fictional CV through the parser.
func TestParseEndToEnd(t *testing.T) {
	d := read(t, fictionalCV(t))
	c, err := parse.ParseDoc("ada.pdf", d, parse.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "Ada Quillfeather" {
		t.Errorf("name %q", c.Name)
	}
	if len(c.Contact.Emails) != 1 || c.Contact.Emails[0] != "ada.quillfeather@fenwick.example.edu" {
		t.Errorf("emails %v", c.Contact.Emails)
	}
	if len(c.Education) != 2 || c.Education[0].Start.Year != 2012 || c.Education[0].End.Year != 2017 {
		t.Errorf("education %+v", c.Education)
	}
	if len(c.Publications) != 2 {
		t.Fatalf("publications %+v", c.Publications)
	}
	if p := c.Publications[0]; !strings.Contains(p.Title, "sparse algorithms") || p.Year != 2020 {
		t.Errorf("publication %+v", p)
	}
	if len(c.Awards) != 2 {
		t.Errorf("awards %+v", c.Awards)
	}
	if c.Format != doc.PDF {
		t.Errorf("format %q", c.Format)
	}
}
