package inputs

import (
	"os"
	"sync"
)

// readAhead bounds the bytes of the inputs read ahead of the one Scan
// hands out: without it every worker reads on, and a run over record
// files of 10,000 records each would hold them all, decoded, before the
// first was counted. An input weighs its size on disk (at least
// minWeight); inputs are let through in input order, each as soon as the
// bytes in flight allow it, and always when none are, so a file larger
// than the whole budget is still read, alone.
const (
	readAhead = 128 << 20
	minWeight = 64 << 10
)

// window is the budget of bytes in flight.
type window struct {
	mu       sync.Mutex
	cond     sync.Cond
	inflight int64
	limit    int64
}

func newWindow(limit int64) *window {
	w := &window{limit: limit}
	w.cond.L = &w.mu
	return w
}

// acquire waits until n bytes fit in the budget, or nothing is in flight.
func (w *window) acquire(n int64) {
	w.mu.Lock()
	for w.inflight > 0 && w.inflight+n > w.limit {
		w.cond.Wait()
	}
	w.inflight += n
	w.mu.Unlock()
}

// release gives n bytes back.
func (w *window) release(n int64) {
	w.mu.Lock()
	w.inflight -= n
	w.cond.Broadcast()
	w.mu.Unlock()
}

// weightOf is what reading in costs the budget: its size on disk, at
// least minWeight (standard input and files that cannot be stat'ed weigh
// minWeight; reading says why they fail).
func weightOf(in *input) int64 {
	if in.kind == inputStdin {
		return minWeight
	}
	info, err := os.Stat(in.name)
	if err != nil {
		return minWeight
	}
	return max(info.Size(), minWeight)
}
