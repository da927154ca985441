package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/vitae-cv/vitae/internal/seqmodel"
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
	build := func() ([]byte, error) { return Build(shared) }
	if err := seqmodel.Current("../../fieldmodel/model.json", build); err != nil {
		t.Fatalf("%v: run `go run ./internal/cmd/trainfields -cv=false`", err)
	}
}
