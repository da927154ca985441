//go:build unix

package atomicfile

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestSweepTempsSparesLiveWriter: the temporary file of a WriteFile under
// way is never swept, however old its last write (a renderer may work for
// minutes before writing), because its writer holds its lock; a dead
// writer's file, unlocked and old, is swept. Without the lock the live
// file was removed and the write failed at its rename ("no such file or
// directory"): a report lost by another run's sweep.
func TestSweepTempsSparesLiveWriter(t *testing.T) {
	dir := t.TempDir()
	started, finish := make(chan struct{}), make(chan struct{})
	done := make(chan error)
	go func() {
		done <- WriteFile(filepath.Join(dir, "report.pdf"), func(w io.Writer) error {
			close(started)
			<-finish
			_, err := io.WriteString(w, "a whole report")
			return err
		})
	}()
	<-started
	live, _ := filepath.Glob(filepath.Join(dir, ".report.pdf.*.tmp"))
	if len(live) != 1 {
		t.Fatalf("temporary files %v, want one", live)
	}
	dead := filepath.Join(dir, ".report.html.12.tmp")
	if err := os.WriteFile(dead, []byte("half"), 0o600); err != nil {
		t.Fatal(err)
	}
	long := time.Now().Add(-24 * time.Hour)
	for _, p := range []string{live[0], dead} {
		if err := os.Chtimes(p, long, long); err != nil {
			t.Fatal(err)
		}
	}
	gone, err := SweepTemps(dir, func(string) bool { return true }, time.Now())
	close(finish)
	if werr := <-done; werr != nil {
		t.Errorf("the live write failed: %v", werr)
	}
	if err != nil || len(gone) != 1 || gone[0] != dead {
		t.Errorf("swept %v (%v), want only %s", gone, err, dead)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "report.pdf")); err != nil || string(b) != "a whole report" {
		t.Errorf("report.pdf: %q, %v", b, err)
	}
}

// TestSweepTempsNeverBlocks: a named pipe named like a temporary file is
// not a temporary file: left alone, and the sweep does not hang on it.
func TestSweepTempsNeverBlocks(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, ".report.xlsx.5.tmp")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	gone, err := SweepTemps(dir, func(string) bool { return true }, time.Now().Add(time.Hour))
	if err != nil || len(gone) != 0 {
		t.Errorf("swept %v (%v)", gone, err)
	}
	if _, err := os.Lstat(fifo); err != nil {
		t.Error(err)
	}
}
