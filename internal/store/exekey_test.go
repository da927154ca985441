package store

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestExecutableIDIsTheGoBuildID: the running test binary, built by the
// go command, is keyed by its build ID (what "go tool buildid" says it
// is), read from its note without hashing the file; the ID is in the
// file's bytes.
func TestExecutableIDIsTheGoBuildID(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the build ID is read from ELF executables only")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	id, ok := goBuildID(exe)
	if !ok {
		t.Fatalf("no Go build ID found in %s", exe)
	}
	data, err := os.ReadFile(exe)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(id)) {
		t.Errorf("the build ID %q is not in %s", id, exe)
	}
	if out, err := exec.Command("go", "tool", "buildid", exe).Output(); err == nil {
		if want := strings.TrimSpace(string(out)); id != want {
			t.Errorf("build ID %q, go tool buildid says %q", id, want)
		}
	}
	got, err := executableID(exe)
	if err != nil {
		t.Fatal(err)
	}
	if got != sha256.Sum256([]byte("go build ID\x00"+id)) {
		t.Error("executableID is not the hash of the build ID")
	}
	if got == sha256.Sum256(data) {
		t.Error("executableID hashed the whole file")
	}
}

// TestExecutableIDWithoutBuildID: a file with no Go build ID the go
// command wrote is keyed by the SHA-256 of all its bytes; any change to
// it changes the key.
func TestExecutableIDWithoutBuildID(t *testing.T) {
	dir := t.TempDir()
	for _, content := range []string{"#!/bin/sh\necho a fictional tool\n", "\x7fELF but not really\n", ""} {
		path := filepath.Join(dir, "tool")
		if err := os.WriteFile(path, []byte(content), 0o755); err != nil {
			t.Fatal(err)
		}
		if _, ok := goBuildID(path); ok {
			t.Errorf("%q: a build ID found", content)
		}
		got, err := executableID(path)
		if err != nil {
			t.Fatal(err)
		}
		if got != sha256.Sum256([]byte(content)) {
			t.Errorf("%q: not keyed by its bytes' hash", content)
		}
	}
	if _, err := executableID(filepath.Join(dir, "missing")); err == nil {
		t.Error("no error for a missing executable")
	}
}

// TestNoteDesc: the build ID note is read only when whole and named
// "Go" with the build ID type; anything else is no ID.
func TestNoteDesc(t *testing.T) {
	note := func(name string, typ uint32, desc string, descSize uint32) []byte {
		var b []byte
		b = binary.LittleEndian.AppendUint32(b, uint32(len(name)))
		b = binary.LittleEndian.AppendUint32(b, descSize)
		b = binary.LittleEndian.AppendUint32(b, typ)
		return append(append(b, name...), desc...)
	}
	id := "aaaaaaaaaaaaaaaaaaaa/bbbbbbbbbbbbbbbbbbbb/cccccccccccccccccccc/dddddddddddddddddddd"
	cases := []struct {
		data []byte
		want string
		ok   bool
	}{
		{note("Go\x00\x00", 4, id, uint32(len(id))), id, true},
		{note("Go\x00\x00", 3, id, uint32(len(id))), "", false},
		{note("GNU\x00", 4, id, uint32(len(id))), "", false},
		{note("Go\x00\x00", 4, id, uint32(len(id))+1), "", false}, // past the end
		{note("Go\x00\x00", 4, id, 1<<31), "", false},
		{[]byte("short"), "", false},
	}
	for i, c := range cases {
		got, ok := noteDesc(c.data, binary.LittleEndian)
		if got != c.want || ok != c.ok {
			t.Errorf("case %d: %q %v, want %q %v", i, got, ok, c.want, c.ok)
		}
	}
}

// TestIsGoCommandID: only IDs of the go command's form are trusted.
func TestIsGoCommandID(t *testing.T) {
	good := "G3Ce5ceRkKnzmA-EOVw3/6U6QLCFDlwnuaDwoNjOA/HggWbPybyS6JVQbzExmy/5Banm5DPIiuLg78RW5AY"
	if !isGoCommandID(good) {
		t.Errorf("%q refused", good)
	}
	for _, bad := range []string{"", "redacted", "a/b/c/d", good + "/x", strings.Replace(good, "G", "+", 1), good[:len(good)-1], strings.Replace(good, "/", "", 1)} {
		if isGoCommandID(bad) {
			t.Errorf("%q trusted", bad)
		}
	}
}
