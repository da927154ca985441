package docx

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
)

// Hostile documents: a small file whose one paragraph or row repeats an
// element millions of times. Each must be refused with a limit error while
// it is read, having allocated a small fraction of what building all its
// lines would take (9 million line breaks took 2.4 GB before the check).

// repeated is a .docx whose document part is head, then el n times, then
// tail, written straight into the zip (the part is tens of MB; the zip a
// few hundred KB).
func repeated(t testing.TB, head, el string, n int, tail string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.Create("word/document.xml")
	if err != nil {
		t.Fatal(err)
	}
	open := `<?xml version="1.0"?><w:document ` + wordNS + `><w:body>`
	chunk := strings.Repeat(el, 1024)
	write(t, w, open+head)
	for ; n >= 1024; n -= 1024 {
		write(t, w, chunk)
	}
	write(t, w, strings.Repeat(el, n)+tail+`</w:body></w:document>`)
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func write(t testing.TB, w io.Writer, s string) {
	t.Helper()
	if _, err := io.WriteString(w, s); err != nil {
		t.Fatal(err)
	}
}

// oneParagraph is a .docx of one paragraph whose run holds el n times.
func oneParagraph(t testing.TB, el string, n int) []byte {
	return repeated(t, `<w:p><w:r><w:t>Start</w:t>`, el, n, `</w:r></w:p>`)
}

// readAllocating reads data with lim and returns the bytes allocated
// meanwhile and the error.
func readAllocating(data []byte, lim doc.Limits) (uint64, error) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := Read(context.Background(), data, lim)
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc, err
}

// maxHostileAlloc is what reading a hostile document may allocate in all:
// the zip's inflater, the XML decoder and the lines up to the limit.
const maxHostileAlloc = 200 << 20

func TestHostileDocuments(t *testing.T) {
	longURL := "https://example.org/" + strings.Repeat("a", 100_000)
	linkRels := `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
		`<Relationship Id="rL" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="` + longURL + `" TargetMode="External"/></Relationships>`
	linkDoc := zipOf(t,
		part{"word/document.xml", document(strings.Repeat(p("", `<w:hyperlink r:id="rL">`+r("", "paper")+`</w:hyperlink>`), 200))},
		part{"word/_rels/document.xml.rels", linkRels})
	tests := []struct {
		name string
		data []byte
		msg  string // the error text, after the sentinel's
	}{
		{"9M line breaks", oneParagraph(t, "<w:br/>", 9_000_000), "the document has more than 200000 lines"},
		{"9M carriage returns", oneParagraph(t, "<w:cr/>", 9_000_000), "the document has more than 200000 lines"},
		{"newlines in text", oneParagraph(t, "<w:t>"+strings.Repeat("\n", 300_000)+"</w:t>", 1), "the document has more than 200000 lines"},
		{"8M tabs", oneParagraph(t, "<w:tab/>", 8_000_000), "paragraph 1 has more than 50000 text runs and tabs"},
		{"5M text runs", oneParagraph(t, "<w:t>x</w:t>", 5_000_000), "paragraph 1 has more than 50000 text runs and tabs"},
		{"3M hyphens", oneParagraph(t, "<w:noBreakHyphen/>", 3_000_000), "paragraph 1 has more than 50000 text runs and tabs"},
		{"2 MB of text", oneParagraph(t, "<w:t>"+strings.Repeat("word ", 400_000)+"</w:t>", 1), "paragraph 1 has more than 1048576 bytes of text"},
		{"a long link 200 times", linkDoc, "the document has more than 16777216 bytes of text"},
		{"4M empty cells", repeated(t, "<w:tbl><w:tr>", "<w:tc></w:tc>", 4_000_000, "</w:tr></w:tbl>"), "a table row has more than 1000 cells"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			alloc, err := readAllocating(tt.data, doc.Limits{})
			if !errors.Is(err, doc.ErrLimit) {
				t.Fatalf("got %v, want a limit error", err)
			}
			if got := strings.TrimPrefix(err.Error(), doc.ErrLimit.Error()+": "); got != tt.msg {
				t.Errorf("message %q, want %q", got, tt.msg)
			}
			t.Logf("allocated %.1f MB", float64(alloc)/(1<<20))
			if alloc > maxHostileAlloc {
				t.Errorf("allocated %d MB before refusing, want at most %d MB", alloc>>20, maxHostileAlloc>>20)
			}
		})
	}
}

// TestUnderHostileLimits: documents just under each limit are read whole.
func TestUnderHostileLimits(t *testing.T) {
	cells := strings.Repeat("<w:tc>"+p("", r("", "c"))+"</w:tc>", maxRowCells)
	tests := []struct {
		name  string
		data  []byte
		lines int
		check func(d *doc.Doc) error
	}{
		{"line breaks", oneParagraph(t, "<w:br/>", 1999), 2000, nil},
		{"tabs", repeated(t, `<w:p><w:r>`, "<w:t>x</w:t><w:tab/>", maxParaPieces/2, `</w:r></w:p>`), 1, func(d *doc.Doc) error {
			if n := strings.Count(d.Lines[0].Text, "\t"); n != maxParaPieces/2-1 {
				return fmt.Errorf("%d tabs between cells, want %d", n, maxParaPieces/2-1)
			}
			return nil
		}},
		{"text", oneParagraph(t, "<w:t>"+strings.Repeat("w", maxParaText-len("Start"))+"</w:t>", 1), 1, nil},
		{"cells", repeated(t, "<w:tbl><w:tr>", cells, 1, "</w:tr></w:tbl>"), 1, func(d *doc.Doc) error {
			if n := strings.Count(d.Lines[0].Text, "\t"); n != maxRowCells-1 {
				return fmt.Errorf("%d cells, want %d", n+1, maxRowCells)
			}
			return nil
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := Read(context.Background(), tt.data, doc.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if len(d.Lines) != tt.lines {
				t.Fatalf("%d lines, want %d", len(d.Lines), tt.lines)
			}
			if tt.check != nil {
				if err := tt.check(d); err != nil {
					t.Error(err)
				}
			}
		})
	}
}
