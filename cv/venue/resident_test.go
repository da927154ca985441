package venue

import (
	"runtime"
	"runtime/metrics"
	"testing"
)

// residentHeap decodes the embedded catalogue and returns what it keeps
// on the heap after a collection: bytes, objects and the bytes a
// collection must scan for pointers (/gc/scan/heap:bytes).
func residentHeap(t testing.TB) (bytes, objects, scan uint64) {
	sample := []metrics.Sample{{Name: "/gc/scan/heap:bytes"}}
	measure := func() (runtime.MemStats, uint64) {
		var m runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m)
		metrics.Read(sample)
		return m, sample[0].Value.Uint64()
	}
	before, scanBefore := measure()
	c, err := decodeCatalog(embeddedCatalog)
	if err != nil {
		t.Fatal(err)
	}
	c.Match("Proc. of OSDI '14") // and a venue handed out
	after, scanAfter := measure()
	runtime.KeepAlive(c)
	return after.HeapAlloc - before.HeapAlloc, after.HeapObjects - before.HeapObjects, scanAfter - scanBefore
}

// TestCatalogResidentForm: the decoded curated catalogue lives for the
// run, so every collection scans what of it holds pointers; its resident
// form keeps that to a few kilobytes (it was 1.3 MB of string and slice
// headers and maps of strings) and under 128 objects (it was 681).
func TestCatalogResidentForm(t *testing.T) {
	if testing.Short() {
		t.Skip("measures the heap")
	}
	bytes, objects, scan := residentHeap(t)
	t.Logf("catalogue heap: %d bytes in %d objects, %d bytes to scan", bytes, objects, scan)
	if int64(scan) > 64<<10 || int64(objects) > 128 {
		t.Errorf("catalogue keeps %d bytes to scan in %d objects: want at most 64 KiB in 128", scan, objects)
	}
}
