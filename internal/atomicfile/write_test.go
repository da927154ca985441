package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteFileKeepsOldReportOnFailure(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "report.html")
	if err := WriteFile(path, func(w io.Writer) error { _, err := io.WriteString(w, "good"); return err }); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	err := WriteFile(path, func(w io.Writer) error {
		io.WriteString(w, "half")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v, want boom", err)
	}
	b, _ := os.ReadFile(path)
	if string(b) != "good" {
		t.Fatalf("report = %q, want the old one", b)
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp"))
	if len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}

func TestWriteFileUnwritableFolder(t *testing.T) {
	err := WriteFile(filepath.Join(t.TempDir(), "missing", "r.pdf"), func(io.Writer) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "cannot write in") {
		t.Fatalf("err = %v", err)
	}
}

// TestWriteFileKeepsMode: a file replaced keeps its permission bits; a
// new one gets 0644 whatever the temporary file had.
func TestWriteFileKeepsMode(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "records.json")
	write := func(s string) error {
		return WriteFile(path, func(w io.Writer) error { _, err := io.WriteString(w, s); return err })
	}
	if err := write("one"); err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Stat(path); info.Mode().Perm() != 0o644 {
		t.Errorf("new file mode %v, want 0644", info.Mode().Perm())
	}
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := write("two"); err != nil {
		t.Fatal(err)
	}
	info, _ := os.Stat(path)
	if b, _ := os.ReadFile(path); string(b) != "two" || info.Mode().Perm() != 0o600 {
		t.Errorf("replaced file: %q, mode %v; want two, 0600", b, info.Mode().Perm())
	}
}

// TestWriteFileOverFolder: a folder in the way is an error that names the
// path, and nothing is left beside it.
func TestWriteFileOverFolder(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "out")
	if err := os.Mkdir(target, 0o755); err != nil {
		t.Fatal(err)
	}
	err := WriteFile(target, func(w io.Writer) error { _, err := io.WriteString(w, "x"); return err })
	if err == nil || !strings.Contains(err.Error(), target) {
		t.Errorf("err = %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("folder holds %d entries, want only the target", len(entries))
	}
}

// TestWriteFileLinks: a symbolic link keeps pointing at the file written.
func TestWriteFileLinks(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.json")
	link := filepath.Join(dir, "link.json")
	os.WriteFile(real, []byte("old"), 0o640)
	if err := os.Symlink("real.json", link); err != nil {
		t.Skip(err)
	}
	if err := WriteFile(link, func(w io.Writer) error { _, err := io.WriteString(w, "new"); return err }); err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Lstat(link)
	b, _ := os.ReadFile(real)
	if fi.Mode()&os.ModeSymlink == 0 || string(b) != "new" {
		t.Errorf("link replaced (%v) or target not written (%q)", fi.Mode(), b)
	}
	if info, _ := os.Stat(real); info.Mode().Perm() != 0o640 {
		t.Errorf("target mode %v, want 0640", info.Mode().Perm())
	}

}
