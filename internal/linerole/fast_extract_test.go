package linerole_test

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/cv/read"
	"github.com/vitae-cv/vitae/internal/linerole"
)

// TestFastExtractionIsPlain holds Extract to the plain extraction
// (every fast path off) on every line of the samples and of ../shared's
// CVs, in every format, with and without the parser's cues: the model's
// probabilities are compared with thresholds, so a feature may not move.
func TestFastExtractionIsPlain(t *testing.T) {
	files := cvFiles(t, "../../testdata/cvs", "../../../shared/corpus", "../../../shared/seeds", "../../../shared/formats")
	lines := 0
	for _, f := range files {
		d, err := read.File(context.Background(), f, read.Options{})
		if err != nil {
			continue // an unreadable file has no lines to hold
		}
		views := parse.RoleLines(parse.Explain(d))
		lines += len(views)
		for _, opt := range []linerole.Options{{}, {ParserCues: true}} {
			got, want := linerole.Extract(views, "pdf", opt), linerole.ExtractPlain(views, "pdf", opt)
			for i := range want {
				if !slices.Equal(got[i], want[i]) {
					t.Fatalf("%s line %d (%+v): fast features\n%q\nplain\n%q", f, i, opt, got[i], want[i])
				}
			}
		}
	}
	if lines == 0 {
		t.Fatal("no lines read")
	}
	t.Logf("%d files, %d lines", len(files), lines)
}

// cvFiles lists the CV files under dirs; a missing ../shared folder is
// skipped with a message.
func cvFiles(t *testing.T, dirs ...string) []string {
	var out []string
	for _, dir := range dirs {
		if _, err := os.Stat(dir); err != nil {
			t.Logf("%s absent: its CVs are not read", dir)
			continue
		}
		err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() {
				return err
			}
			switch strings.ToLower(filepath.Ext(p)) {
			case ".md", ".txt", ".html", ".htm", ".pdf", ".docx":
				out = append(out, p)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}
