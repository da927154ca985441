package reports

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
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

func TestDateOf(t *testing.T) {
	now := func() time.Time { return time.Date(2026, 11, 23, 1, 0, 0, 0, time.UTC) }
	env := func(v string) func(string) string {
		return func(k string) string {
			if k == SourceDateEpoch {
				return v
			}
			return ""
		}
	}
	for _, tc := range []struct {
		flag, epoch, want string
	}{
		{"2025-01-15", "1700000000", "2025-01-15"}, // the flag wins
		{"today", "1700000000", "2026-11-23"},
		{"", "1700000000", "2023-11-14"}, // SOURCE_DATE_EPOCH
		{"", " 0 ", "1970-01-01"},
		{"", "", "2026-11-23"}, // the run date
	} {
		got, err := DateOf(tc.flag, env(tc.epoch), now)
		if err != nil || got != tc.want {
			t.Errorf("DateOf(%q, epoch %q) = %q, %v; want %q", tc.flag, tc.epoch, got, err, tc.want)
		}
	}
	for _, tc := range []struct{ flag, epoch string }{
		{"22/11/2026", ""}, {"", "yesterday"}, {"", "-5"},
		{"0000-01-01", ""}, {"1899-12-31", ""}, {"", "9223372036854775807"}, // issue 11 item 13
	} {
		if _, err := DateOf(tc.flag, env(tc.epoch), now); err == nil {
			t.Errorf("DateOf(%q, epoch %q) accepted", tc.flag, tc.epoch)
		}
	}
}

func TestPlainText(t *testing.T) {
	if got := Clean("Evil\x1b[31m  Name\n\u2028x"); got != `Evil\x1b[31m Name x` {
		t.Errorf("Clean = %q", got)
	}
	if got := Truncate("abcdef", 4); got != "abc…" || Truncate("abc", 4) != "abc" {
		t.Errorf("Truncate = %q", got)
	}
	if got := JoinNonEmpty(", ", " a ", "", "b"); got != "a, b" {
		t.Errorf("JoinNonEmpty = %q", got)
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
