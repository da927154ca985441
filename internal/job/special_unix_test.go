//go:build unix

package job

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestLoadNotRegular: a job file that is a named pipe (opening it blocks)
// or a device is an error naming it, at once.
func TestLoadNotRegular(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "job.toml")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	for _, path := range []string{fifo, "/dev/zero"} {
		if _, err := Load(path); err == nil || !strings.Contains(err.Error(), path+": not a regular file") {
			t.Errorf("Load(%s): %v", path, err)
		}
	}
}
