//go:build linux

package pdf

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
)

// peakBound is the most memory reading one PDF may take, the engine
// included (the bound).
const peakBound = 768 << 20

// TestHostilePeakRSS reads every memory-hostile PDF at full size (bombs
// of a gigabyte) one after another in a child process and bounds the
// child's peak resident memory: each took 1.5-1.9 GB before the linear
// memory was mapped in place and instances that grew were closed.
func TestHostilePeakRSS(t *testing.T) {
	if testing.Short() {
		t.Skip("reads five hostile PDFs at full size (about 30 s)")
	}
	dir := t.TempDir()
	var files []string
	for _, h := range memoryHostile {
		f := filepath.Join(dir, h.name)
		if err := os.WriteFile(f, h.make(MemoryLimit), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestHostileChild$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), "VITAE_HOSTILE_FILES="+strings.Join(files, string(os.PathListSeparator)))
	out, err := cmd.CombinedOutput()
	if cmd.ProcessState == nil {
		t.Fatalf("child: %v", err)
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		peak := ru.Maxrss << 10 // KiB on Linux
		t.Logf("peak RSS %d MiB over %d hostile PDFs", peak>>20, len(files))
		if peak > peakBound {
			t.Errorf("peak RSS %d MiB, more than %d MiB", peak>>20, peakBound>>20)
		}
	}
	if err != nil {
		t.Errorf("child: %v\n%s", err, firstLines(out, 20))
	}
}

// firstLines is the first n lines of out.
func firstLines(out []byte, n int) string {
	lines := strings.SplitN(string(out), "\n", n+1)
	return strings.Join(lines[:min(n, len(lines))], "\n")
}

// TestHostileChild reads the files in $VITAE_HOSTILE_FILES for
// TestHostilePeakRSS; each must pass the memory limit.
func TestHostileChild(t *testing.T) {
	list := os.Getenv("VITAE_HOSTILE_FILES")
	if list == "" {
		t.Skip("run by TestHostilePeakRSS")
	}
	for _, f := range filepath.SplitList(list) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Read(context.Background(), data, doc.Limits{})
		if !errors.Is(err, doc.ErrLimit) {
			t.Errorf("%s: got %v, want a limit", filepath.Base(f), err)
		}
		t.Logf("%s: %v", filepath.Base(f), err)
	}
}
