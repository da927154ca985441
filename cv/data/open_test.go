package data

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOpenIn: files inside the folder are read; a path out of it ("..",
// absolute, a symbolic link to outside) is ErrOutside; a file over the
// size limit, a folder and the file after the count limit are refused.
func TestOpenIn(t *testing.T) {
	outside := t.TempDir()
	if err := os.WriteFile(filepath.Join(outside, "secret"), []byte("s"), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	must := func(err error) {
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.MkdirAll(filepath.Join(dir, "sub"), 0o755))
	must(os.WriteFile(filepath.Join(dir, "sub", "a.yaml"), []byte("a: 1"), 0o644))
	must(os.WriteFile(filepath.Join(dir, "big"), make([]byte, 100), 0o644))
	links := os.Symlink(filepath.Join(outside, "secret"), filepath.Join(dir, "link")) == nil

	open := OpenIn(dir, 50)
	if b, err := open("sub/a.yaml"); err != nil || string(b) != "a: 1" {
		t.Errorf("inside: %q %v", b, err)
	}
	if b, err := open("sub/../sub/a.yaml"); err != nil || string(b) != "a: 1" {
		t.Errorf("inside with ..: %q %v", b, err)
	}
	outs := []string{"../secret", filepath.Join(outside, "secret"), "sub/../../x", ""}
	if links {
		outs = append(outs, "link")
	}
	for _, p := range outs {
		if _, err := open(p); !errors.Is(err, ErrOutside) {
			t.Errorf("%q: %v, want ErrOutside", p, err)
		}
	}
	if _, err := open("big"); err == nil || !strings.Contains(err.Error(), "over 50 bytes") {
		t.Errorf("big: %v", err)
	}
	if _, err := open("sub"); err == nil {
		t.Error("a folder was read")
	}
	if _, err := open("missing"); err == nil || !strings.HasPrefix(err.Error(), "missing: ") {
		t.Errorf("missing: %v", err)
	}
	count := OpenIn(dir, 0)
	for range MaxParts {
		_, _ = count("sub/a.yaml")
	}
	if _, err := count("sub/a.yaml"); err == nil || !strings.Contains(err.Error(), "more than") {
		t.Errorf("past the count limit: %v", err)
	}
	if _, err := NoOpen("a"); err == nil {
		t.Error("NoOpen read")
	}
}
