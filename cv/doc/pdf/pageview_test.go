package pdf

import (
	"bytes"
	"context"
	"errors"
	"image/png"
	"reflect"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
)

// TestReadLayout: the Doc is Read's, and every line of it has a box on
// its page, the lines of a page top to bottom.
func TestReadLayout(t *testing.T) {
	data := fictionalCV(t)
	d, views, err := ReadLayout(context.Background(), data, doc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if want := read(t, data); !reflect.DeepEqual(d, want) {
		t.Fatalf("ReadLayout's Doc differs from Read's")
	}
	if len(views) != d.Pages {
		t.Fatalf("%d page views for %d pages", len(views), d.Pages)
	}
	for _, l := range d.Lines {
		if l.Src == 0 {
			continue
		}
		v := views[l.Page-1]
		if l.Src > len(v.Lines) {
			t.Fatalf("line p%d:%d has no box (%d on the page)", l.Page, l.Src, len(v.Lines))
		}
		b := v.Lines[l.Src-1]
		if l.Text != "" && (b.X1 <= b.X0 || b.Y1 <= b.Y0 || b.X0 < 0 || b.Y1 > 1) {
			t.Errorf("line p%d:%d %q: box %+v", l.Page, l.Src, l.Text, b)
		}
	}
	name, heading := views[0].Lines[find(t, d, "Ada Quillfeather").Src-1], views[0].Lines[find(t, d, "Education").Src-1]
	if !(name.Y1 <= heading.Y0) {
		t.Errorf("the name's box %+v is not above the Education heading's %+v", name, heading)
	}
}

// TestRenderPage: a page comes out as a PNG of the page's size at the
// dpi asked; a page the PDF lacks and a silly dpi are refused.
func TestRenderPage(t *testing.T) {
	data := fictionalCV(t)
	_, views, err := ReadLayout(context.Background(), data, doc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	img, err := RenderPage(context.Background(), data, 2, 72, doc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(img))
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	if w := int(views[1].Width + 0.5); cfg.Width < w-1 || cfg.Width > w+1 {
		t.Errorf("page 2 at 72 dpi is %d px wide, want %d", cfg.Width, w)
	}
	if _, err := RenderPage(context.Background(), data, 4, 72, doc.Limits{}); err == nil {
		t.Errorf("page 4 of a 3-page PDF was drawn")
	}
	if _, err := RenderPage(context.Background(), data, 1, 10000, doc.Limits{}); err == nil {
		t.Errorf("a page was drawn at 10000 dpi")
	}
	if _, err := RenderPage(context.Background(), []byte("not a pdf"), 1, 72, doc.Limits{}); err == nil {
		t.Errorf("a page of a file that is no PDF was drawn")
	}
}

// FuzzReadLayout checks that no input panics, that ReadLayout's Doc is
// Read's and that every line of it has a box inside its page.
func FuzzReadLayout(f *testing.F) {
	cv := fictionalCV(f)
	f.Add(cv)
	f.Add(twoColumnPDF(f))
	f.Add(cv[:len(cv)/2])
	f.Add([]byte("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF"))
	lim := doc.Limits{MaxPages: 20, MaxLines: 5000, Timeout: 5 * time.Second}
	f.Fuzz(func(t *testing.T, data []byte) {
		d, views, err := ReadLayout(context.Background(), data, lim)
		want, werr := Read(context.Background(), data, lim)
		if (err == nil) != (werr == nil) {
			t.Fatalf("ReadLayout: %v; Read: %v", err, werr)
		}
		if err != nil {
			return
		}
		if !reflect.DeepEqual(d, want) || len(views) != d.Pages {
			t.Fatalf("ReadLayout's Doc differs from Read's, or %d views for %d pages", len(views), d.Pages)
		}
		for _, l := range d.Lines {
			if l.Src > 0 && (l.Page < 1 || l.Page > len(views) || l.Src > len(views[l.Page-1].Lines)) {
				t.Fatalf("line p%d:%d has no box", l.Page, l.Src)
			}
		}
		if len(views) > 0 {
			if _, err := RenderPage(context.Background(), data, 1, 30, lim); err != nil && !errors.Is(err, doc.ErrCorrupt) && !errors.Is(err, doc.ErrLimit) {
				t.Fatalf("RenderPage: %v", err)
			}
		}
	})
}

// TestRenderPageCancelled: a drawing cut short (a page image the browser
// no longer wants) kills the instance safely, never under PDFium's feet,
// and the next drawing works.
func TestRenderPageCancelled(t *testing.T) {
	data := fictionalCV(t)
	for i := range 12 {
		ctx, cancel := context.WithTimeout(context.Background(), time.Duration(i)*3*time.Millisecond)
		_, err := RenderPage(ctx, data, 1, 300, doc.Limits{})
		cancel()
		if err != nil && !errors.Is(err, doc.ErrLimit) {
			t.Errorf("cut after %d ms: %v", i*3, err)
		}
	}
	if _, err := RenderPage(context.Background(), data, 1, 72, doc.Limits{}); err != nil {
		t.Fatalf("after the cut drawings: %v", err)
	}
}
