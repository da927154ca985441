package pdf

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
)

// hostilePDF is one hostile input: the name it is written under and its
// maker, which sizes a Flate bomb to twice the engine's memory cap.
type hostilePDF struct {
	name string
	make func(limit int64) []byte
}

// memoryHostile are the PDFs that need more memory than any cap: Flate
// bombs (in a content stream, a ToUnicode CMap, an object stream), a
// form XObject that draws itself, and forms drawn many times by forms
// drawn many times.
var memoryHostile = []hostilePDF{
	{"bomb-content.pdf", func(l int64) []byte { return contentBombPDF(2 * l) }},
	{"bomb-cmap.pdf", func(l int64) []byte { return cmapBombPDF(2 * l) }},
	{"bomb-objstm.pdf", func(l int64) []byte { return objStreamBombPDF(2 * l) }},
	{"form-recursive.pdf", func(int64) []byte { return recursiveFormPDF() }},
	{"form-fanout.pdf", func(int64) []byte { return fanOutPDF(6, 20) }},
}

// withMemoryLimit runs the engine with a cap of n bytes until the test
// ends (a small cap makes the hostile PDFs cheap to test).
func withMemoryLimit(t *testing.T, n int) {
	t.Helper()
	if err := Close(); err != nil {
		t.Fatal(err)
	}
	old := memoryLimit
	memoryLimit = n
	t.Cleanup(func() {
		if err := Close(); err != nil {
			t.Error(err)
		}
		memoryLimit = old
	})
}

// TestHostileMemory: each PDF that needs more memory than the engine's
// cap is told in one line as passing the memory limit (it was "damaged"
// with a 33-line WebAssembly stack trace), the instance that ran out
// gives its memory back, and the engine reads the next file.
func TestHostileMemory(t *testing.T) {
	withMemoryLimit(t, 64<<20)
	for _, h := range memoryHostile {
		t.Run(h.name, func(t *testing.T) {
			_, err := Read(context.Background(), h.make(int64(memoryLimit)), doc.Limits{})
			if !errors.Is(err, doc.ErrLimit) || !strings.Contains(err.Error(), "passes a reading limit (memory)") {
				t.Fatalf("got %v, want the memory limit", err)
			}
			if msg := err.Error(); strings.ContainsAny(msg, "\r\n") || strings.Contains(msg, "wasm") {
				t.Errorf("not one plain line: %q", msg)
			}
			for _, size := range liveMemories() {
				if size > uint64(memoryLimit)/2 {
					t.Errorf("an instance still holds %d MiB after the file", size>>20)
				}
			}
			read(t, fictionalCV(t))
		})
	}
}

// liveMemories are the sizes of the linear memories still mapped.
func liveMemories() []uint64 {
	var sizes []uint64
	memories.Range(func(_, v any) bool {
		lm := v.(*linearMemory)
		lm.mu.Lock()
		sizes = append(sizes, lm.size)
		lm.mu.Unlock()
		return true
	})
	return sizes
}

// TestEngineMemoryFound: Read finds the record of its instance's memory
// (through go-pdfium's implementation, by reflection), without which a
// PDF out of memory would read as damaged again.
func TestEngineMemoryFound(t *testing.T) {
	inst, err := acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer inst.Close()
	im := memoryOf(inst)
	if im.mem == nil || im.size() == 0 {
		t.Fatal("the instance's memory is not found")
	}
	if newAllocator(memoryLimit) != nil && im.lm == nil {
		t.Fatal("the instance's memory is not the allocator's")
	}
}

// TestCharLimit: a few KB of form XObjects drawn on many pages make more
// characters than a file may give; reading stops at maxChars with a
// warning (it went on through 40 million glyphs until the clock stopped
// it, and held them all).
func TestCharLimit(t *testing.T) {
	old := maxChars
	maxChars = 5000
	t.Cleanup(func() { maxChars = old })
	data := fullPagesPDF(10, 2000) // 2,000 characters on each of 10 pages
	pages, _, warns, err := extract(context.Background(), data, doc.Limits{}.OrDefault())
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, p := range pages {
		n += len(p.glyphs)
	}
	if n > maxChars || n < maxChars*3/4 || len(pages) != 3 {
		t.Errorf("%d glyphs on %d pages, want at most %d on 3", n, len(pages), maxChars)
	}
	if len(warns) != 1 || !strings.Contains(warns[0].Message, "more than 5000 characters; read them up to page 3") {
		t.Errorf("warnings %+v", warns)
	}
	d, err := Read(context.Background(), data, doc.Limits{})
	if err != nil || d.Pages != 3 || len(d.Warnings) != 1 {
		t.Fatalf("Read: %v, %+v", err, d)
	}
}

// TestWriteHostile writes the hostile PDFs, at full size, into
// $VITAE_HOSTILE_DIR for scripts/pdf-hostile-mem.sh to measure; without
// it, it is skipped.
func TestWriteHostile(t *testing.T) {
	dir := os.Getenv("VITAE_HOSTILE_DIR")
	if dir == "" {
		t.Skip("VITAE_HOSTILE_DIR not set")
	}
	for _, h := range memoryHostile {
		if err := os.WriteFile(filepath.Join(dir, h.name), h.make(MemoryLimit), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "pages-full.pdf"), fullPagesPDF(200, 200_000), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestHostileKilledMidCall stops the engine by the clock while a
// hostile PDF makes it grow: the memory is unmapped only once the call
// has left it (no crash), and the engine reads the next file.
func TestHostileKilledMidCall(t *testing.T) {
	withMemoryLimit(t, 256<<20)
	data := recursiveFormPDF()
	for _, d := range []time.Duration{50 * time.Millisecond, 200 * time.Millisecond, 500 * time.Millisecond} {
		_, err := Read(context.Background(), data, doc.Limits{Timeout: d})
		if !errors.Is(err, doc.ErrLimit) || strings.ContainsAny(err.Error(), "\r\n") {
			t.Fatalf("timeout %v: got %v, want a one-line limit", d, err)
		}
	}
	read(t, fictionalCV(t))
	for _, size := range liveMemories() {
		if size > retireAbove {
			t.Errorf("an instance still holds %d MiB", size>>20)
		}
	}
}
