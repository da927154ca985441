package cpuprofile

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

var sink [][]byte

// TestStartHeap: with the variable set, a gzipped heap profile is written
// there when the watcher stops; one that cannot be written is said.
func TestStartHeap(t *testing.T) {
	path := filepath.Join(t.TempDir(), "heap.prof")
	t.Setenv(HeapEnv, path)
	var stderr bytes.Buffer
	stop := StartHeap(&stderr)
	for range 64 {
		sink = append(sink, make([]byte, 64<<10))
	}
	runtime.GC()
	time.Sleep(2 * heapEvery)
	stop()
	sink = nil
	data, err := os.ReadFile(path)
	if err != nil || len(data) < 2 || data[0] != 0x1f || data[1] != 0x8b {
		t.Errorf("heap profile at %s: %v, %d bytes, want gzip", path, err, len(data))
	}
	t.Setenv(HeapEnv, filepath.Join(t.TempDir(), "missing", "heap.prof"))
	StartHeap(&stderr)()
	if !strings.Contains(stderr.String(), HeapEnv) {
		t.Errorf("an unwritable profile is not said: %q", stderr.String())
	}
}
