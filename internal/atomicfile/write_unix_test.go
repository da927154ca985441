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

// TestWriteFileSymlinkToDevice: a link to a character device is written
// through, and neither the link nor the device is replaced.
func TestWriteFileSymlinkToDevice(t *testing.T) {
	link := filepath.Join(t.TempDir(), "out.json")
	if err := os.Symlink("/dev/null", link); err != nil {
		t.Skip(err)
	}
	if err := WriteFile(link, func(w io.Writer) error { _, err := io.WriteString(w, "gone"); return err }); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", info, err)
	}
	if info, err := os.Stat("/dev/null"); err != nil || info.Mode()&os.ModeCharDevice == 0 {
		t.Fatalf("/dev/null is no longer a device: %v %v", info, err)
	}
	if n, _ := filepath.Glob(filepath.Join(filepath.Dir(link), "*.tmp")); len(n) > 0 {
		t.Errorf("temp files left: %v", n)
	}
}

// TestRemoveTemps: the temporary file of a write under way is removed, and
// the file it would replace keeps its contents.
func TestRemoveTemps(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "r.html")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := WriteFile(path, func(w io.Writer) error {
		if n, _ := filepath.Glob(filepath.Join(dir, ".r.html.*.tmp")); len(n) != 1 {
			t.Errorf("temp files while writing: %v", n)
		}
		RemoveTemps()
		return io.ErrClosedPipe
	})
	if err == nil {
		t.Fatal("no error")
	}
	if n, _ := filepath.Glob(filepath.Join(dir, "*.tmp")); len(n) > 0 {
		t.Errorf("temp files left: %v", n)
	}
	if b, _ := os.ReadFile(path); string(b) != "old" {
		t.Errorf("the old file now holds %q", b)
	}
}

// TestWriteFilePanicLeavesNoTemp: a renderer that panics leaves no
// temporary file and the old report in place.
func TestWriteFilePanicLeavesNoTemp(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "r.pdf")
	func() {
		defer func() { _ = recover() }()
		_ = WriteFile(path, func(io.Writer) error { panic("renderer bug") })
	}()
	if n, _ := filepath.Glob(filepath.Join(dir, "*")); len(n) > 0 {
		t.Errorf("files left: %v", n)
	}
}
