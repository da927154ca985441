// Copyright ©2026 The vitae authors. Use of this source code is governed
// by the MIT-style license in the LICENSE file.

package fpdf

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// liveHeap is the heap in use after a collection.
func liveHeap() int64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// TestHeldPerPage: a document whose finished pages are spilled keeps a
// few dozen bytes per page in memory once the page is done (where the
// page is in the spill, its number in the page list), not a struct with
// slices per page, nor empty link and attachment lists for every page,
// nor a map entry for its size (upstream and change 21 kept some 220
// bytes a page).
func TestHeldPerPage(t *testing.T) {
	if testing.Short() {
		t.Skip("draws 20,000 pages")
	}
	file, err := os.Create(filepath.Join(t.TempDir(), "spill"))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	const pages = 20000
	f := spillDoc(file)
	f.AddPage()
	f.FinishPage()
	before := liveHeap()
	for n := 2; n <= pages; n++ {
		// as vitae adds its pages: a size of their own (210 × 297 mm, not
		// quite the default A4's), every seventh landscape
		orientation := "P"
		if n%7 == 0 {
			orientation = "L"
		}
		f.AddPageFormat(orientation, SizeType{Wd: 210, Ht: 297})
		f.Text(15, 20, "a line")
		f.FinishPage()
	}
	perPage := float64(liveHeap()-before) / (pages - 1)
	runtime.KeepAlive(f)
	t.Logf("%.1f bytes a page", perPage)
	if perPage > 64 {
		t.Errorf("%d finished pages held %.0f bytes each in memory, want at most 64", pages, perPage)
	}
	if err := f.Output(new(bytes.Buffer)); err != nil {
		t.Fatal(err)
	}
	if f.PageCount() != pages {
		t.Errorf("the document has %d pages, want %d", f.PageCount(), pages)
	}
}

// TestHeldRecords: the held pages' records give back the page as put,
// spilled pages as records and others (in memory, or drawn on since)
// as they are.
func TestHeldRecords(t *testing.T) {
	var hp heldPages
	spilt := &heldPage{at: 1234, headN: 40, tailN: 9, sum: 77}
	mem := &heldPage{head: []byte("\x78\x01"), tail: []byte("tail"), at: -1, sum: 5}
	more := &heldPage{at: 99, headN: 3, tailN: 1, sum: 6, more: []spilled{{at: 500, n: 12}}}
	hp.put(3, spilt)
	hp.put(5, mem)
	hp.put(7, more)
	if len(hp.other) != 2 || len(hp.spilt) != 4 {
		t.Errorf("%d pages kept whole and %d records, want 2 and 4 (pages 0-3)", len(hp.other), len(hp.spilt))
	}
	for n, want := range map[int]*heldPage{3: spilt, 5: mem, 7: more} {
		got := hp.get(n)
		if got == nil || got.at != want.at || got.headN != want.headN || got.tailN != want.tailN || got.sum != want.sum ||
			!bytes.Equal(got.head, want.head) || !bytes.Equal(got.tail, want.tail) || len(got.more) != len(want.more) {
			t.Errorf("page %d: got %+v, want %+v", n, got, want)
		}
		if !hp.has(n) {
			t.Errorf("page %d not held", n)
		}
	}
	for _, n := range []int{0, 1, 4, 6, 8, 100, -1} {
		if hp.get(n) != nil || hp.has(n) {
			t.Errorf("page %d held, never put", n)
		}
	}
	if got := hp.inMemory(); got != 6 {
		t.Errorf("%d bytes in memory, want 6", got)
	}
	hp.put(3, nil)
	hp.put(5, nil)
	if hp.has(3) || hp.has(5) || len(hp.other) != 1 {
		t.Errorf("pages 3 and 5 still held after put nil")
	}
}

// TestPageSizeTable: the page size table gives back each page's size as
// set, and none for pages never set; sizes shared by pages are kept once.
func TestPageSizeTable(t *testing.T) {
	var tb pageSizeTable
	portrait, landscape := SizeType{Wd: 595.28, Ht: 841.89}, SizeType{Wd: 841.89, Ht: 595.28}
	want := map[int]SizeType{}
	for n := 1; n <= 1000; n += 3 {
		s := portrait
		if n%7 == 0 {
			s = landscape
		}
		tb.set(n, s)
		want[n] = s
	}
	tb.set(4, landscape) // set again
	want[4] = landscape
	for n := -1; n <= 1100; n++ {
		got, ok := tb.get(n)
		w, wok := want[n]
		if ok != wok || got != w {
			t.Errorf("page %d: got %v %v, want %v %v", n, got, ok, w, wok)
		}
	}
	if len(tb.sizes) != 2 {
		t.Errorf("%d distinct sizes kept, want 2", len(tb.sizes))
	}
}
