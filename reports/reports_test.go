package reports

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

func TestOptions(t *testing.T) {
	if (Options{Date: "2026-13-01"}).Validate() == nil || (Options{Date: "26-1-1"}).Validate() == nil {
		t.Error("bad dates accepted")
	}
	if err := (Options{Date: "2026-11-22"}).Validate(); err != nil {
		t.Error(err)
	}
	if (Options{}).Time() != FixedTime || (Options{Date: "2026-11-22"}).Time().Year() != 2026 {
		t.Error("Time")
	}
	if (Options{}).TitleOrDefault() != DefaultTitle {
		t.Error("title")
	}
}
