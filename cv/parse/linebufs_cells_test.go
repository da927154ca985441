package parse

import (
	"encoding/json"
	"strings"
	"testing"
	"unsafe"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// TestLineBufsCellsReused: a read into released arrays cuts its lines'
// cells from the array the read before made, and a released cells array
// holds on to no text.
func TestLineBufsCellsReused(t *testing.T) {
	b := new(lineBufs)
	b.read(strings.Repeat("Ada Quill, Pebble Institute, 2031\n", 40), nil)
	first := unsafe.SliceData(b.cells[:1])
	b.release()
	for _, c := range b.cells[:cap(b.cells)] {
		if c != "" {
			t.Fatalf("released cells array holds %q", c)
		}
	}
	_, ls := b.read("Kite Society Award, 2030\nRivers and Lakes\n", nil)
	if got := unsafe.SliceData(b.cells[:1]); got != first {
		t.Fatal("the second read made a new cells array instead of reusing the first")
	}
	if len(ls) == 0 || unsafe.SliceData(ls[0].Cells) != first {
		t.Fatal("the first line's cells are not cut from the reused array")
	}
}

// TestRecordsKeepNoCells: a record parsed with the pooled arrays is the
// same after other texts are parsed into those arrays (it holds none of
// their cells), on random fictional texts.
func TestRecordsKeepNoCells(t *testing.T) {
	type parsed struct {
		rec  any
		json string
	}
	var done []parsed
	for text := range cvtext.Joins(31, 7, linebufPieces, 60, 80) {
		c, err := Parse("cv.md", []byte(text), Options{})
		if err != nil {
			t.Fatal(err)
		}
		j, _ := json.Marshal(c)
		done = append(done, parsed{c, string(j)})
	}
	for i, p := range done {
		if j, _ := json.Marshal(p.rec); string(j) != p.json {
			t.Fatalf("record %d changed after later parses reused the line arrays", i)
		}
	}
}
