package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvgen"
)

// shardCohort writes a fictional cohort (internal/cvgen) of n CVs in
// Markdown, HTML, text and DOCX, and the testdata PDF CV, into a new
// folder; it returns the files in lexical order.
func shardCohort(t *testing.T, n int) []string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "cvs")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	var tmpls []cvgen.Template
	for _, tm := range cvgen.Templates() {
		if tm.Format != "latex" { // vitae does not read LaTeX sources
			tmpls = append(tmpls, tm)
		}
	}
	var files []string
	for i := range n {
		r := cvgen.Generate(28, i)
		tm := tmpls[i%len(tmpls)]
		name := filepath.Join(dir, fmt.Sprintf("%03d-%s%s", i, tm.Name, tm.Ext))
		if err := os.WriteFile(name, cvgen.Render(28, i, r, tm), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, name)
	}
	pdf, err := os.ReadFile(filepath.Join("..", "..", "testdata", "formats", "ferreira.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(dir, "ferreira.pdf")
	if err := os.WriteFile(name, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	files = append(files, name)
	slices.Sort(files)
	return files
}

// reportFlags are the report flags of both runs: every format, a fixed
// date.
var reportFlags = []string{"report", "--date", "2026-11-28", "--html", "--xlsx", "--pdf", "--csv", "--text"}

// TestShardedRunIsOneRun: parsing a cohort in shards ("vitae parse -f
// jsonl" per shard, the CVs dealt out in turn so that no shard holds a
// run of them) and reporting over the shards' record files gives, byte
// for byte, the reports of one run over every CV, whatever the number of
// shards; the standard output differs only in the folder named.
func TestShardedRunIsOneRun(t *testing.T) {
	files := shardCohort(t, 36)
	work := t.TempDir()
	one := filepath.Join(work, "one")
	whole := runWith(t, "", append(append(slices.Clone(reportFlags), "--out", one), files...)...)
	if whole.code != 0 {
		t.Fatalf("one run: exit %d: %s", whole.code, whole.stderr)
	}
	for _, shards := range []int{1, 3, 5} {
		var outputs []string
		for s := range shards {
			var part []string
			for i := s; i < len(files); i += shards {
				part = append(part, files[i])
			}
			out := filepath.Join(work, fmt.Sprintf("shard-%d-of-%d.jsonl", s+1, shards))
			if r := runWith(t, "", append([]string{"parse", "-f", "jsonl", "-o", out}, part...)...); r.code != 0 {
				t.Fatalf("parse shard %d of %d: exit %d: %s", s+1, shards, r.code, r.stderr)
			}
			outputs = append(outputs, out)
		}
		sharded := filepath.Join(work, fmt.Sprintf("sharded-%d", shards))
		r := runWith(t, "", append(append(slices.Clone(reportFlags), "--out", sharded), outputs...)...)
		if r.code != 0 {
			t.Fatalf("report over %d shards: exit %d: %s", shards, r.code, r.stderr)
		}
		if got := strings.ReplaceAll(r.stdout, sharded, one); got != whole.stdout {
			t.Errorf("%d shards: standard output\n%s\nwant\n%s", shards, got, whole.stdout)
		}
		sameFolders(t, one, sharded)
	}
}

// sameFolders fails unless folders a and b hold the same files with the
// same bytes.
func sameFolders(t *testing.T, a, b string) {
	t.Helper()
	names := func(dir string) []string {
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, e := range entries {
			out = append(out, e.Name())
		}
		return out
	}
	na, nb := names(a), names(b)
	if !slices.Equal(na, nb) || len(na) < 5 {
		t.Fatalf("%s holds %v, %s holds %v", a, na, b, nb)
	}
	for _, n := range na {
		da, err := os.ReadFile(filepath.Join(a, n))
		if err != nil {
			t.Fatal(err)
		}
		db, err := os.ReadFile(filepath.Join(b, n))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(da, db) {
			t.Errorf("%s differs from one run's (%d bytes, %d)", filepath.Join(b, n), len(db), len(da))
		}
	}
}
