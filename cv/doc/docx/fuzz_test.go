package docx

import (
	"archive/zip"
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
)

// FuzzRead feeds Read arbitrary bytes, as a whole file (wrap false) or as
// the document part of an otherwise good .docx (wrap true, so that the
// mutations reach the XML reader). Read must not panic, and must return a
// Doc or an error that wraps a doc sentinel.
func FuzzRead(f *testing.F) {
	f.Add(docx(f, cueBody), false)
	f.Add(fictionalCV(f), false)
	f.Add([]byte(document(cueBody)), true)
	f.Add([]byte(document(p("", r("<w:b/>", "x\ty\nz")))), true)
	f.Add([]byte("not a zip"), false)
	f.Add(append(append([]byte{}, oleMagic...), utf16le("EncryptionInfo")...), false)
	good := docx(f, p("", r("", "Some text")))
	f.Add(good[:len(good)/2], false)
	f.Add([]byte(strings.Repeat("<w:p>", 300)), true)
	lim := doc.Limits{MaxExpanded: 4 << 20, MaxLines: 20_000, Timeout: 5 * time.Second}
	f.Fuzz(func(t *testing.T, data []byte, wrap bool) {
		if wrap {
			data = wrapDocument(t, data)
		}
		d, err := Read(context.Background(), data, lim)
		if err != nil {
			if !isDocErr(err) {
				t.Fatalf("error wraps no doc sentinel: %v", err)
			}
			return
		}
		if n := strings.Count(d.Markdown(), "\n") + 1; len(d.Lines) > 0 && n != len(d.Lines) {
			t.Fatalf("Markdown has %d lines for %d Lines", n, len(d.Lines))
		}
	})
}

// wrapDocument stores body as word/document.xml beside the test styles,
// numbering and relationships (stored, not compressed: fuzzing is faster).
func wrapDocument(t testing.TB, body []byte) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, p := range []struct {
		name string
		body []byte
	}{{"word/document.xml", body}, {"word/styles.xml", []byte(testStyles)}, {"word/numbering.xml", []byte(testNumbering)}, {"word/_rels/document.xml.rels", []byte(testRels)}} {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: p.name, Method: zip.Store})
		if err != nil {
			t.Fatal(err)
		}
		w.Write(p.body)
	}
	zw.Close()
	return buf.Bytes()
}
