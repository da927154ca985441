package inputs

import (
	"testing"
	"time"
)

// TestWindow: bytes past the budget wait for a release; an input larger
// than the whole budget goes through alone.
func TestWindow(t *testing.T) {
	w := newWindow(100)
	w.acquire(60)
	got := make(chan bool)
	go func() { w.acquire(60); got <- true }()
	select {
	case <-got:
		t.Fatal("120 bytes in flight under a budget of 100")
	case <-time.After(50 * time.Millisecond):
	}
	w.release(60)
	<-got // let through once the first is taken
	w.release(60)
	w.acquire(500) // alone: larger than the budget, yet read
	w.release(500)
	if w.inflight != 0 {
		t.Errorf("%d bytes left in flight", w.inflight)
	}
}
