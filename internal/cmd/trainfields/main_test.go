package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestCommittedModelIsCurrent retrains the field model from its data and
// fails when the committed internal/fieldmodel/model.json differs (run
// `go run ./internal/cmd/trainfields` to rewrite it). It needs ../shared
// (GROBID's citations) and is skipped without it.
func TestCommittedModelIsCurrent(t *testing.T) {
	shared := "../../../../shared"
	if _, err := os.Stat(filepath.Join(shared, "datasets", "grobid-citations")); err != nil {
		t.Skip("no ../shared/datasets/grobid-citations")
	}
	if testing.Short() {
		t.Skip("training takes a minute")
	}
	want, err := Build(shared)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../../fieldmodel/model.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("internal/fieldmodel/model.json is stale: run `go run ./internal/cmd/trainfields -cv=false`")
	}
}
