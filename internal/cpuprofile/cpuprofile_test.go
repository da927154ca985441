package cpuprofile

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStart: with the variable set, a profile is written there; unset,
// nothing is; a file that cannot be created is said and the run goes on.
func TestStart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cpu.prof")
	t.Setenv(Env, path)
	var stderr bytes.Buffer
	Start(&stderr)()
	if info, err := os.Stat(path); err != nil || info.Size() == 0 {
		t.Errorf("profile at %s: %v", path, err)
	}
	t.Setenv(Env, filepath.Join(t.TempDir(), "missing", "cpu.prof"))
	Start(&stderr)()
	if !strings.Contains(stderr.String(), Env) {
		t.Errorf("an uncreatable profile is not said: %q", stderr.String())
	}
	t.Setenv(Env, "")
	stderr.Reset()
	Start(&stderr)()
	if stderr.Len() != 0 {
		t.Errorf("unset: %q", stderr.String())
	}
}
