package cpuprofile

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"sync"
	"time"
)

// HeapEnv is the environment variable that names the heap profile's file.
const HeapEnv = "VITAE_MEMPROFILE"

// heapEvery is how often the heap watcher looks at the heap.
const heapEvery = 200 * time.Millisecond

// StartHeap writes a heap profile into the file named by
// $VITAE_MEMPROFILE, taken when the live heap was largest: a watcher looks
// every 200 ms and profiles again after a collection that left more live
// than any before (the profile's inuse figures are those of the last
// collection). It returns the function that stops the watcher and writes
// the file; with the variable unset both do nothing.
func StartHeap(stderr io.Writer) (stop func()) {
	path := os.Getenv(HeapEnv)
	if path == "" {
		return func() {}
	}
	w := &heapWatch{done: make(chan struct{})}
	w.wg.Go(w.watch)
	return func() {
		close(w.done)
		w.wg.Wait()
		if err := os.WriteFile(path, w.best, 0o644); err != nil {
			fmt.Fprintf(stderr, "vitae: %s: %v\n", HeapEnv, err)
		}
	}
}

type heapWatch struct {
	done   chan struct{}
	wg     sync.WaitGroup
	gcs    uint32
	live   uint64
	best   []byte
	buffer bufferWriter
}

// watch profiles after each collection that left the most live so far.
func (w *heapWatch) watch() {
	t := time.NewTicker(heapEvery)
	defer t.Stop()
	for {
		w.look()
		select {
		case <-w.done:
			return
		case <-t.C:
		}
	}
}

func (w *heapWatch) look() {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	if ms.NumGC == w.gcs || ms.HeapAlloc < w.live && w.best != nil {
		return
	}
	w.gcs, w.live = ms.NumGC, ms.HeapAlloc
	w.buffer = w.buffer[:0]
	if pprof.Lookup("heap").WriteTo(&w.buffer, 0) == nil {
		w.best = append(w.best[:0], w.buffer...)
	}
}

type bufferWriter []byte

func (b *bufferWriter) Write(p []byte) (int, error) {
	*b = append(*b, p...)
	return len(p), nil
}
