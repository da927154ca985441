//go:build unix

package inputs

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// scanWithin scans f, failing the test if that takes more than 10 s (a
// FIFO opened for reading blocks until a writer comes).
func scanWithin(t *testing.T, f *Files) []string {
	t.Helper()
	done := make(chan []string, 1)
	go func() { done <- describe(f) }()
	select {
	case got := <-done:
		return got
	case <-time.After(10 * time.Second):
		t.Fatal("the scan hangs")
		return nil
	}
}

// TestWalkSkipsSpecialFiles (issue 11 item 5): a FIFO and a link to a
// character device in a folder are skipped by name, never opened; the CV
// beside them is read.
func TestWalkSkipsSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a_good.md"), goodCV)
	if err := syscall.Mkfifo(filepath.Join(dir, "b_pipe.md"), 0o600); err != nil {
		t.Skip(err)
	}
	if err := os.Symlink("/dev/zero", filepath.Join(dir, "c_zero.txt")); err != nil {
		t.Skip(err)
	}
	f := &Files{Paths: []string{dir}}
	got := scanWithin(t, f)
	want := []string{
		"record " + filepath.Join(dir, "a_good.md"),
		"skipped " + filepath.Join(dir, "b_pipe.md"),
		"skipped " + filepath.Join(dir, "c_zero.txt"),
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	c := (&Files{Paths: []string{dir}}).Collect(nil)
	if len(c.Skipped) != 2 || !strings.Contains(c.Skipped[0].String(), "b_pipe.md: skipped: not a regular file (a named pipe (FIFO))") ||
		!strings.Contains(c.Skipped[1].Why, "character device") {
		t.Errorf("skips %v", c.Skipped)
	}
}

// TestNamedFIFOFails: a FIFO named as an input fails at once, unopened.
func TestNamedFIFOFails(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "cv.md")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	got := scanWithin(t, &Files{Paths: []string{fifo}})
	if len(got) != 1 || !strings.Contains(got[0], "failed "+fifo+": not a regular file (a named pipe (FIFO))") {
		t.Errorf("got %q", got)
	}
}

// TestRecordFileLinkedToDevice (issue 11 item 5): a record file linked to
// /dev/zero is refused by the regular-file rule, not read without end.
func TestRecordFileLinkedToDevice(t *testing.T) {
	link := filepath.Join(t.TempDir(), "cvs.json")
	if err := os.Symlink("/dev/zero", link); err != nil {
		t.Skip(err)
	}
	got := scanWithin(t, &Files{Paths: []string{link}})
	if len(got) != 1 || !strings.Contains(got[0], "not a regular file (a character device)") {
		t.Errorf("got %q", got)
	}
}

// TestRecordSizeBound (issue 11 item 4): records over the bound, on
// standard input or in a file, are refused with the exact message, never
// cut at a line.
func TestRecordSizeBound(t *testing.T) {
	defer func(n int64) { maxRecordSize = n }(maxRecordSize)
	maxRecordSize = 1 << 20
	line := `{"source": "a.md", "name": "Ann Example"}` + "\n"
	big := strings.Repeat(line, (1<<20)/len(line)+10)
	want := "over 268435456 bytes (256 MiB), the limit for a record file; split the records into several files"
	if !errors.Is(&Failure{Err: ErrRecordsTooLarge}, ErrRecordsTooLarge) || ErrRecordsTooLarge.Error() != want {
		t.Fatalf("message %q", ErrRecordsTooLarge)
	}
	f := &Files{Paths: []string{"-"}, Stdin: strings.NewReader(big), MaxSize: 1000}
	got := scanWithin(t, f)
	if len(got) != 1 || got[0] != "failed -: "+want {
		t.Errorf("stdin: got %d results, first %q", len(got), got[0])
	}
	path := writeFile(t, filepath.Join(t.TempDir(), "big.jsonl"), big)
	got = scanWithin(t, &Files{Paths: []string{path}})
	if len(got) != 1 || got[0] != "failed "+path+": "+want {
		t.Errorf("file: got %d results, first %q", len(got), got[0])
	}
	// At the bound, every record is read.
	small := strings.Repeat(line, (1<<20)/len(line))
	got = scanWithin(t, &Files{Paths: []string{"-"}, Stdin: strings.NewReader(small), MaxSize: 1000})
	if len(got) != (1<<20)/len(line) {
		t.Errorf("within the bound: %d results, want %d", len(got), (1<<20)/len(line))
	}
}

// TestWalkLinkedFolder: a folder named through a symbolic link (an
// applications folder on a share, linked into place), with or without a
// trailing slash, is walked like the folder itself; its files keep the
// link's name.
func TestWalkLinkedFolder(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "real", "a_good.md"), goodCV)
	link := filepath.Join(dir, "applications")
	if err := os.Symlink("real", link); err != nil {
		t.Skip(err)
	}
	for _, p := range []string{link, link + string(filepath.Separator)} {
		got := scanWithin(t, &Files{Paths: []string{p}})
		if want := "record " + filepath.Join(link, "a_good.md"); strings.Join(got, "\n") != want {
			t.Errorf("%s: got\n%s\nwant\n%s", p, strings.Join(got, "\n"), want)
		}
	}
}
