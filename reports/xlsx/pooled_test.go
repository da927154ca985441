package xlsx

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/klauspost/compress/flate"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// newCompressor is the zip compressor sortedZip.Close registered before
// pooledCompressor: a new writer for every part. It is the oracle of
// pooledCompressor's bytes.
func newCompressor(w io.Writer) (io.WriteCloser, error) {
	return flate.NewWriter(w, packLevel)
}

// compressWith compresses b with a compressor made by mk, written in
// pieces of chunk bytes.
func compressWith(t testing.TB, mk func(io.Writer) (io.WriteCloser, error), b []byte, chunk int) []byte {
	t.Helper()
	var out bytes.Buffer
	w, err := mk(&out)
	if err != nil {
		t.Fatal(err)
	}
	for len(b) > 0 {
		n := min(chunk, len(b))
		if _, err := w.Write(b[:n]); err != nil {
			t.Fatal(err)
		}
		b = b[n:]
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// xmlPieces are bits of the parts a workbook holds, for random parts.
var xmlPieces = []string{
	`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n",
	`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">`,
	`<row r="12" spans="1:9" ht="15" customHeight="1">`, `<c r="A12" s="3" t="inlineStr"><is><t>`,
	`Ada Example`, `</t></is></c>`, `<c r="B12" s="7"><v>2021</v></c>`, `</row>`,
	`<tableColumn id="4" name="Papers"/>`, `<Relationship Id="rId3" Target="../tables/table2.xml"/>`,
	`&amp;`, `Łódź`, `王小明`, " ", "\n", "0.25", "aaaaaaaaaaaaaaaa", "\x00\xff",
}

// TestPooledCompressorSameBytes holds the pooled compressor to a new
// writer for every part: the same bytes for the parts of a workbook, the
// lines of the sample CVs and random parts, each compressed after the
// pool's writers have compressed others (and after a part left unclosed
// is dropped).
func TestPooledCompressorSameBytes(t *testing.T) {
	inputs := [][]byte{nil, []byte("x"), []byte(strings.Repeat("<c/>", 20000))}
	for _, l := range cvtext.Lines("../..", nil) {
		inputs = append(inputs, []byte(l))
	}
	inputs = append(inputs, []byte(strings.Join(cvtext.Lines("../..", nil), "\n")))
	for s := range cvtext.Joins(28, 1, xmlPieces, 400, 300) {
		inputs = append(inputs, []byte(s))
	}
	for i, b := range inputs {
		for _, chunk := range []int{1 << 20, 7} {
			if chunk == 7 && i%16 != 0 {
				continue
			}
			want := compressWith(t, newCompressor, b, chunk)
			if got := compressWith(t, pooledCompressor, b, chunk); !bytes.Equal(got, want) {
				t.Fatalf("input %d (%d bytes, writes of %d): %d compressed bytes, want %d", i, len(b), chunk, len(got), len(want))
			}
		}
	}
}

// TestPooledFlateClosed: a closed part takes no more bytes, and a second
// Close does not give its compressor back twice.
func TestPooledFlateClosed(t *testing.T) {
	w, _ := pooledCompressor(io.Discard)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if _, err := w.Write([]byte("x")); err == nil {
		t.Error("a write after Close was taken")
	}
}

// FuzzPooledCompressor compresses a, then b, with pooled compressors and
// holds b's bytes to a new writer's.
func FuzzPooledCompressor(f *testing.F) {
	f.Add([]byte("<row r=\"1\"><c/></row>"), []byte("<row r=\"1\"><c/></row><row r=\"2\"/>"))
	f.Add([]byte(strings.Repeat("ab", 5000)), []byte("ab"))
	f.Fuzz(func(t *testing.T, a, b []byte) {
		compressWith(t, pooledCompressor, a, 1<<20)
		want := compressWith(t, newCompressor, b, 1<<20)
		if got := compressWith(t, pooledCompressor, b, 1<<20); !bytes.Equal(got, want) {
			t.Fatalf("%d compressed bytes, want %d", len(got), len(want))
		}
	})
}
