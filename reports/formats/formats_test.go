package formats

import (
	"errors"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/reports"
)

// TestChosen: the formats named, in the table's order; the defaults when
// none is.
func TestChosen(t *testing.T) {
	names := func(fs []Format) string {
		var s []string
		for _, f := range fs {
			s = append(s, f.Name)
		}
		return strings.Join(s, " ")
	}
	if got := names(Chosen(nil)); got != "html xlsx pdf" {
		t.Errorf("defaults: %s", got)
	}
	if got := names(Chosen([]string{"text", "html"})); got != "html text" {
		t.Errorf("text, html: %s", got)
	}
	if got := strings.Join(Names(), " "); got != "html xlsx pdf csv text" {
		t.Errorf("Names: %s", got)
	}
}

// TestHelpListsEveryFormat: the help of vitae report lists each format's
// file from the table.
func TestHelpListsEveryFormat(t *testing.T) {
	h := Help()
	for _, f := range All {
		if !strings.Contains(h, "  DIR/NAME."+f.Ext+" ") || !strings.Contains(h, f.Doc) {
			t.Errorf("the help does not list %s:\n%s", f.Name, h)
		}
	}
}

// TestWriteAllFailedFormat: WriteAll writes each format to its file and
// returns the outcomes in table order; a failed format leaves no file
// and, when another was written, removes the earlier run's file of that
// format (said in its line).
func TestWriteAllFailedFormat(t *testing.T) {
	dir := t.TempDir()
	ok := Format{Name: "a", Ext: "a", Write: func(w io.Writer, _ *analytics.Report, _ reports.Options) error {
		_, err := io.WriteString(w, "a report")
		return err
	}}
	bad := Format{Name: "b", Ext: "b", Write: func(w io.Writer, _ *analytics.Report, _ reports.Options) error {
		io.WriteString(w, "half")
		return errors.New("made to fail")
	}}
	earlier := filepath.Join(dir, "r.b")
	if err := os.WriteFile(earlier, []byte("an earlier run's"), 0o644); err != nil {
		t.Fatal(err)
	}
	set := &Set{Formats: []Format{ok, bad}, Dir: dir, Name: "r", Jobs: 2}
	ws := set.WriteAll(&analytics.Report{})
	if len(ws) != 2 || ws[0].Err != nil || ws[1].Err == nil || ws[0].String() != "wrote "+filepath.Join(dir, "r.a") {
		t.Fatalf("outcomes: %+v", ws)
	}
	var said []string
	if n := Failed(ws, func(l string) { said = append(said, l) }); n != 1 || len(said) != 1 ||
		!strings.Contains(said[0], "made to fail; removed the earlier r.b, not to leave it beside") {
		t.Errorf("Failed: %d %q", n, said)
	}
	if _, err := os.Stat(earlier); !os.IsNotExist(err) {
		t.Errorf("the earlier r.b is still there: %v", err)
	}
}

// TestBoundHeap: without GOMEMLIMIT the rendering gets a soft memory limit
// of at least 1 GiB; with it, the limit the user set stays.
func TestBoundHeap(t *testing.T) {
	old := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(old)
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	debug.SetMemoryLimit(math.MaxInt64)
	BoundHeap(func(string) string { return "" })
	if got := debug.SetMemoryLimit(-1); got < MinHeapLimit || got == math.MaxInt64 {
		t.Errorf("limit without GOMEMLIMIT = %d, want at least %d", got, MinHeapLimit)
	}
	debug.SetMemoryLimit(123 << 20)
	BoundHeap(func(k string) string { return map[string]string{"GOMEMLIMIT": "123MiB"}[k] })
	if got := debug.SetMemoryLimit(-1); got != 123<<20 {
		t.Errorf("limit with GOMEMLIMIT = %d, want it left at %d", got, 123<<20)
	}
}

// TestHeapLimit: three times a small report's heap (at least
// MinHeapLimit), and no more than renderRoom above a large one's.
func TestHeapLimit(t *testing.T) {
	for _, c := range []struct{ heap, want int64 }{
		{0, MinHeapLimit},
		{100 << 20, MinHeapLimit},
		{400 << 20, 1200 << 20},
		{500 << 20, 1500 << 20},
		{700 << 20, 700<<20 + renderRoom},
		{3 << 30, 3<<30 + renderRoom},
	} {
		if got := heapLimit(c.heap); got != c.want {
			t.Errorf("heapLimit(%d MiB) = %d MiB, want %d MiB", c.heap>>20, got>>20, c.want>>20)
		}
	}
}
