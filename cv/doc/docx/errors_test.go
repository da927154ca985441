package docx

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"context"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
)

// spaces is a document.xml of n bytes, nearly all white space: it
// compresses about a thousandfold.
func spaces(n int) string {
	head := `<?xml version="1.0"?><w:document ` + wordNS + `><w:body>`
	tail := `</w:body></w:document>`
	return head + strings.Repeat(" ", max(0, n-len(head)-len(tail))) + tail
}

// lyingZip holds word/document.xml whose header declares declared bytes
// uncompressed while the data inflates to body.
func lyingZip(t testing.TB, body string, declared uint64) []byte {
	t.Helper()
	var comp bytes.Buffer
	fw, _ := flate.NewWriter(&comp, flate.BestCompression)
	fw.Write([]byte(body))
	fw.Close()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateRaw(&zip.FileHeader{
		Name: "word/document.xml", Method: zip.Deflate,
		CRC32: crc32.ChecksumIEEE([]byte(body)), CompressedSize64: uint64(comp.Len()), UncompressedSize64: declared,
	})
	if err != nil {
		t.Fatal(err)
	}
	w.Write(comp.Bytes())
	zw.Close()
	return buf.Bytes()
}

func manyEntries(t testing.TB, n int) []byte {
	t.Helper()
	parts := make([]part, n)
	for i := range parts {
		parts[i] = part{fmt.Sprintf("media/f%d", i), ""}
	}
	return zipOf(t, parts...)
}

func encryptedEntry(t testing.TB) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateHeader(&zip.FileHeader{Name: "word/document.xml", Method: zip.Store, Flags: 0x1})
	if err != nil {
		t.Fatal(err)
	}
	w.Write([]byte("scrambled"))
	zw.Close()
	return buf.Bytes()
}

func TestReadErrors(t *testing.T) {
	good := docx(t, p("", r("", "Some text")))
	ole := append(append([]byte{}, oleMagic...), make([]byte, 512)...)
	encrypted := append(append([]byte{}, ole...), utf16le("EncryptionInfo")...)
	deep := strings.Repeat("<w:sdt><w:sdtContent>", 300) + strings.Repeat("</w:sdtContent></w:sdt>", 300)
	manyParas := strings.Repeat(p("", r("", "x")), 50)
	tests := []struct {
		name string
		data []byte
		lim  doc.Limits
		want error
		msg  string // the error text, after the sentinel's
	}{
		{"not a zip", []byte("plain words, no zip"), doc.Limits{}, doc.ErrCorrupt,
			"not a Word .docx file: not a readable zip archive (zip: not a valid zip file)"},
		{"truncated", good[:len(good)/2], doc.Limits{}, doc.ErrCorrupt, "not a Word .docx file: not a readable zip archive"},
		{"other zip", zipOf(t, part{"notes.txt", "hello"}), doc.Limits{}, doc.ErrCorrupt,
			"not a Word .docx file: no word/document.xml (it is a zip archive of other files)"},
		{"odt", zipOf(t, part{"mimetype", "application/vnd.oasis.opendocument.text"}, part{"content.xml", "<x/>"}), doc.Limits{}, doc.ErrCorrupt,
			"not a Word .docx file: no word/document.xml (it is an OpenDocument .odt text: save it as .docx or PDF)"},
		{"xlsx", zipOf(t, part{"[Content_Types].xml", "<x/>"}, part{"xl/workbook.xml", "<x/>"}), doc.Limits{}, doc.ErrCorrupt,
			"not a Word .docx file: no word/document.xml (it is an Excel workbook, not a CV document)"},
		{"old doc", ole, doc.Limits{}, doc.ErrCorrupt, "a Word 97-2003 .doc file (or another OLE file), not .docx: save it as .docx or PDF"},
		{"encrypted", encrypted, doc.Limits{}, doc.ErrEncrypted, "open it in Word, remove the password and save it again"},
		{"zip encryption", encryptedEntry(t), doc.Limits{}, doc.ErrEncrypted, "word/document.xml is encrypted inside the zip"},
		{"bad xml", zipOf(t, part{"word/document.xml", document("<w:p></w:r>")}), doc.Limits{}, doc.ErrCorrupt, "word/document.xml is not well-formed XML"},
		{"cut xml", zipOf(t, part{"word/document.xml", `<w:document ` + wordNS + `><w:body><w:p>`}), doc.Limits{}, doc.ErrCorrupt, "word/document.xml is not well-formed XML"},
		{"bomb", zipOf(t, part{"word/document.xml", spaces(2 << 20)}), doc.Limits{MaxExpanded: 1 << 20}, doc.ErrLimit,
			"word/document.xml expands past 1048576 bytes uncompressed (a zip bomb?)"},
		{"lying bomb", lyingZip(t, spaces(2<<20), 1000), doc.Limits{MaxExpanded: 1 << 20}, doc.ErrCorrupt,
			"word/document.xml is damaged in the zip, or inflates past the size its header declares (a zip bomb?)"},
		{"deep", zipOf(t, part{"word/document.xml", document(deep)}), doc.Limits{}, doc.ErrLimit, "word/document.xml nests elements more than 200 deep"},
		{"lines", docx(t, manyParas), doc.Limits{MaxLines: 10}, doc.ErrLimit, "the document has more than 10 lines"},
		{"entries", manyEntries(t, maxEntries+1), doc.Limits{}, doc.ErrLimit, "the zip has more than 10000 entries"},
		{"bytes", good, doc.Limits{MaxBytes: 100}, doc.ErrLimit, fmt.Sprintf("the file is %d bytes, more than the 100-byte limit", len(good))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := Read(context.Background(), tt.data, tt.lim)
			if !errors.Is(err, tt.want) {
				t.Fatalf("got %v (doc %v), want %v", err, d != nil, tt.want)
			}
			if got := strings.TrimPrefix(err.Error(), tt.want.Error()+": "); !strings.HasPrefix(got, tt.msg) {
				t.Errorf("message %q, want %q", got, tt.msg)
			}
		})
	}
}

func TestReadTimeLimit(t *testing.T) {
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	_, err := Read(ctx, docx(t, strings.Repeat(p("", r("", "x")), 2000)), doc.Limits{})
	if !errors.Is(err, doc.ErrLimit) || !strings.Contains(err.Error(), "time limit") {
		t.Errorf("got %v, want the time limit", err)
	}
}

// fakeEntry reads n bytes of 'x'.
type fakeEntry struct{ n int }

func (f *fakeEntry) Read(p []byte) (int, error) {
	if f.n == 0 {
		return 0, io.EOF
	}
	k := min(len(p), f.n)
	for i := range p[:k] {
		p[i] = 'x'
	}
	f.n -= k
	return k, nil
}

func (f *fakeEntry) Close() error { return nil }

// TestBudgetCountsActualBytes: the budget holds whatever a header says,
// on the bytes actually read.
func TestBudgetCountsActualBytes(t *testing.T) {
	for _, tt := range []struct {
		size, budget int
		ok           bool
	}{{100, 100, true}, {101, 100, false}, {5000, 100, false}, {0, 0, true}, {1, 0, false}} {
		a := &archive{budget: int64(tt.budget), limit: int64(tt.budget)}
		b := &budgetReader{rc: &fakeEntry{n: tt.size}, a: a, name: "x"}
		got, err := io.ReadAll(b)
		if tt.ok != (err == nil) || (tt.ok && len(got) != tt.size) {
			t.Errorf("size %d budget %d: read %d, err %v", tt.size, tt.budget, len(got), err)
		}
		if !tt.ok && !errors.Is(err, doc.ErrLimit) {
			t.Errorf("size %d budget %d: err %v, want ErrLimit", tt.size, tt.budget, err)
		}
	}
}
