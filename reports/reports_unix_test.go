//go:build unix

package reports

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestWriteFileDevice: a file that is not a regular one (here a named
// pipe; /dev/null in use) is written to, never replaced by a regular file.
func TestWriteFileDevice(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	got := make(chan string)
	go func() {
		b, _ := os.ReadFile(fifo)
		got <- string(b)
	}()
	if err := WriteFile(fifo, func(w io.Writer) error { _, err := io.WriteString(w, "through"); return err }); err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Lstat(fifo); info.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the pipe was replaced: %v", info.Mode())
	}
	select {
	case s := <-got:
		if s != "through" {
			t.Errorf("read %q from the pipe", s)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("nothing was written to the pipe")
	}
}
