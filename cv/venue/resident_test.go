package venue

import (
	"os"
	"os/exec"
	"runtime"
	"runtime/metrics"
	"strings"
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
// headers and maps of strings) and under 128 objects (it was 681). It
// measures in a process of its own, where no other test allocates.
func TestCatalogResidentForm(t *testing.T) {
	if testing.Short() {
		t.Skip("measures the heap")
	}
	if os.Getenv("VENUE_RESIDENT_CHILD") == "" {
		cmd := exec.Command(os.Args[0], "-test.run", "^TestCatalogResidentForm$", "-test.v", "-test.count", "1")
		cmd.Env = append(os.Environ(), "VENUE_RESIDENT_CHILD=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		for _, line := range strings.Split(string(out), "\n") {
			if strings.Contains(line, "catalogue heap") {
				t.Log(strings.TrimSpace(line))
			}
		}
		return
	}
	// the least of three: whatever else the runtime does only adds
	bytes, objects, scan := residentHeap(t)
	for range 2 {
		b, o, s := residentHeap(t)
		bytes, objects, scan = min(bytes, b), min(objects, o), min(scan, s)
	}
	t.Logf("catalogue heap: %d bytes in %d objects, %d bytes to scan", bytes, objects, scan)
	if int64(scan) > 64<<10 || int64(objects) > 128 {
		t.Errorf("catalogue keeps %d bytes to scan in %d objects: want at most 64 KiB in 128", scan, objects)
	}
}
