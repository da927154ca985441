package pdf

import (
	"bytes"
	"compress/zlib"
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
)

// opsPDF is one page whose content stream, twice deflated to a few
// hundred KB, inflates to size bytes of "q Q" (save and restore the
// graphics state): millions of operators that cost the engine time and
// almost no memory, the hostile input a memory cap does not stop.
func opsPDF(size int) []byte {
	var inner bytes.Buffer
	w, _ := zlib.NewWriterLevel(&inner, zlib.BestSpeed)
	chunk := bytes.Repeat([]byte("q Q\n"), 1<<18)
	for n := 0; n < size; n += len(chunk) {
		_, _ = w.Write(chunk[:min(len(chunk), size-n)])
	}
	_ = w.Close()
	var p rawPDF
	c := p.add(stream(twoFlates, deflate(inner.Bytes())))
	return p.pages(1, "<< >>", c)
}

// TestHostileTimeBounded: a page of millions of operators, read with a
// time limit of 50 ms, fails as out of time, in one line, within a bound
// of seconds, and the engine reads the next file. The fast engine is not
// stopped mid-call; its small memory cap is what ends the work of one
// call: with the full cap, 64 MiB of operators kept the engine (and the
// garbage collector of the process) in one call for 6 to 20 seconds;
// past the fast cap the file is read again by the interruptible engine,
// which is stopped on time.
func TestHostileTimeBounded(t *testing.T) {
	for _, size := range []int{16 << 20, 64 << 20} {
		data := opsPDF(size)
		start := time.Now()
		_, err := Read(context.Background(), data, doc.Limits{Timeout: 50 * time.Millisecond})
		took := time.Since(start)
		t.Logf("%d MiB of operators (%d KB of PDF): %v after %v", size>>20, len(data)>>10, err, took)
		if !errors.Is(err, doc.ErrLimit) || strings.ContainsAny(err.Error(), "\r\n") {
			t.Errorf("%d MiB: %v, want a one-line limit", size>>20, err)
		}
		if took > 10*time.Second {
			t.Errorf("%d MiB: %v, want a few seconds at most", size>>20, took)
		}
	}
	read(t, fictionalCV(t))
}

// TestReadAgainPastFastCap: a PDF that needs more memory than the fast
// engine has is read again by the interruptible engine, to the same
// result (here with the fast cap set just above the engine's initial
// memory, 18 MiB, and a page of 100,000 characters, which needs more).
func TestReadAgainPastFastCap(t *testing.T) {
	data := fullPagesPDF(1, 100_000)
	want := read(t, data)
	if err := Close(); err != nil {
		t.Fatal(err)
	}
	old := fastMemoryLimit
	fastMemoryLimit = 19 << 20
	t.Cleanup(func() {
		fastMemoryLimit = old
		if err := Close(); err != nil {
			t.Error(err)
		}
	})
	if _, _, _, err := extractWith(context.Background(), fastEngine, data, doc.Limits{}.OrDefault()); !errors.Is(err, errFastMemory) {
		t.Fatalf("the fast engine with 19 MiB: %v, want errFastMemory", err)
	}
	got := read(t, data)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read again by the interruptible engine:\n%+v\nwant\n%+v", got.Lines, want.Lines)
	}
}
