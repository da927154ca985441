package xlsx

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/vitae-cv/vitae/reports"
)

// TestSpillSameBytes: the workbook whose compressed worksheets go to a
// spill file is byte-identical to the one holding them in memory, and to
// the one written when no spill file can be made (TMPDIR missing).
func TestSpillSameBytes(t *testing.T) {
	r := creditCohort(40)
	write := func(spill bool) []byte {
		t.Helper()
		defer func(old bool) { spillDefault = old }(spillDefault)
		spillDefault = spill
		var buf bytes.Buffer
		if err := Write(&buf, r, reports.Options{Date: "2025-01-01"}); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	t.Setenv("TMPDIR", t.TempDir())
	spilled, held := write(true), write(false)
	if !bytes.Equal(spilled, held) {
		t.Errorf("spilled and held workbooks differ (%d and %d bytes)", len(spilled), len(held))
	}
	t.Setenv("TMPDIR", filepath.Join(t.TempDir(), "missing"))
	if none := write(true); !bytes.Equal(none, held) {
		t.Errorf("without a temporary folder the workbook differs (%d and %d bytes)", len(none), len(held))
	}
	if s, done := newSpill(); s != nil {
		done()
		t.Error("newSpill made a file in a missing folder")
	}
}

// TestPackedBytesSpill: bytes written to a spill come back in order,
// from the file, not memory, whatever other parts were appended between
// them; runs appended back to back are one span.
func TestPackedBytesSpill(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	s, done := newSpill()
	defer done()
	if s == nil {
		t.Fatal("no spill file")
	}
	a, b := &packedBytes{spill: s}, &packedBytes{spill: s}
	var want bytes.Buffer
	for i := range 50 {
		chunk := bytes.Repeat([]byte{byte('a' + i%26)}, 1000+i)
		a.Write(chunk)
		want.Write(chunk)
		if i%10 == 9 {
			b.Write([]byte("other part"))
		}
	}
	var got bytes.Buffer
	if _, err := a.WriteTo(&got); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) || a.Len() != want.Len() {
		t.Errorf("read back %d bytes (Len %d), want %d", got.Len(), a.Len(), want.Len())
	}
	if a.mem.Len() != 0 || len(a.spans) != 5 {
		t.Errorf("%d bytes in memory, %d spans; want 0 and 5", a.mem.Len(), len(a.spans))
	}
}
