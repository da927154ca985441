package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunWritesCommittedFile: gencatalog run on the committed venues.txt
// writes the committed catalog.bin, byte for byte.
func TestRunWritesCommittedFile(t *testing.T) {
	out := filepath.Join(t.TempDir(), "catalog.bin")
	var log bytes.Buffer
	if err := run([]string{"-in", "../../../cv/venue/venues.txt", "-out", out}, &log); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../../cv/venue/catalog.bin")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("cv/venue/catalog.bin is stale: run go run ./internal/cmd/gencatalog")
	}
}

// TestRunRejectsBadCatalogue: a malformed file is an error naming its line.
func TestRunRejectsBadCatalogue(t *testing.T) {
	in := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(in, []byte("PEBL | conference | nowhere | Pebble Days\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := run([]string{"-in", in, "-out", ""}, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), ":1:") {
		t.Fatalf("err = %v, want one naming line 1", err)
	}
}
