//go:build unix

package corrections

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestLoadNotRegular: a corrections file that is a named pipe (opening it
// blocks), a device that never ends or a folder is an error naming it,
// at once; Append leaves it alone too.
func TestLoadNotRegular(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "corrections.toml")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	for _, path := range []string{fifo, "/dev/zero", t.TempDir()} {
		if _, err := Load(path); err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("Load(%s): %v", path, err)
		}
	}
	c := Correction{Candidate: "Bo Lind", Section: "awards", Entry: "Travel Grant", Remove: true}
	if err := Append(fifo, c); err == nil {
		t.Error("Append to a named pipe: no error")
	}
}
