package pdf

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

func TestSlug(t *testing.T) {
	for name, want := range map[string]string{
		"Ana López":                "ana-lopez",
		"../../etc/passwd":         "etc-passwd",
		`C:\Windows\..\x`:          "c-windows-x",
		"王小明":                      "candidate",
		"":                         "candidate",
		"  Jean-Luc  O'Neil, PhD ": "jean-luc-o-neil-phd",
		strings.Repeat("ab ", 50):  strings.Repeat("ab-", 13) + "a", // cut at maxSlug bytes
	} {
		if got := slug(name); got != want {
			t.Errorf("slug(%q) = %q, want %q", name, got, want)
		}
	}
}

func TestWriteSplit(t *testing.T) {
	cvs := testCVs(t)
	// two candidates with the same name get different files
	twin := *cvs[0]
	twin.Source = "mem/twin.txt"
	hostile := &cv.CV{Source: "mem/hostile.txt", Name: "../../" + cvs[1].Name + "/x.pdf"}
	cvs = append(cvs, &twin, hostile)
	r := report(cvs)
	dir := t.TempDir()
	paths, err := WriteSplit(dir, r, reports.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) != len(r.Candidates)+1 || paths[0] != filepath.Join(dir, SplitCohortFile) {
		t.Fatalf("paths: %d, first %q; want %d, the cohort file first", len(paths), paths[0], len(r.Candidates)+1)
	}
	seen := map[string]bool{}
	for _, p := range paths {
		rel, err := filepath.Rel(dir, p)
		if err != nil || strings.HasPrefix(rel, "..") || seen[p] {
			t.Errorf("path %q: outside %s or repeated", p, dir)
		}
		seen[p] = true
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(b, []byte("%PDF-")) || !bytes.HasSuffix(bytes.TrimSpace(b), []byte("%%EOF")) {
			t.Errorf("%s is not a whole PDF", p)
		}
	}
	entries, err := os.ReadDir(filepath.Join(dir, SplitCandidatesDir))
	if err != nil || len(entries) != len(r.Candidates) {
		t.Fatalf("%d files in %s (%v), want %d", len(entries), SplitCandidatesDir, err, len(r.Candidates))
	}

	// the cohort file lists and links every candidate, without their pages
	cohort, _ := os.ReadFile(paths[0])
	whole, _ := renderBytes(t, r, reports.Options{})
	names := SplitNames(r)
	for _, n := range names {
		if !bytes.Contains(cohort, []byte("("+n+")")) {
			t.Errorf("cohort file has no link to %s", n)
		}
	}
	if bytes.Contains(cohort, []byte("/URI ()")) {
		t.Error("cohort file has an empty link")
	}
	if len(cohort) >= len(whole)*3/4 {
		t.Errorf("cohort file %d bytes, whole report %d: candidate pages not left out?", len(cohort), len(whole))
	}
	text := pdfText(t, cohort)
	for _, c := range r.Candidates[:3] {
		if !strings.Contains(text, c.Name) {
			t.Errorf("cohort contents lack %q", c.Name)
		}
	}
	if strings.Contains(text, "Key figures") {
		t.Error("cohort file has candidate pages")
	}
	one, _ := os.ReadFile(paths[1])
	if text := pdfText(t, one); !strings.Contains(text, r.Candidates[0].Name) || strings.Contains(text, r.Candidates[1].Name) {
		t.Errorf("%s: not the first candidate alone:\n%.400s", paths[1], text)
	}

	// the same report gives the same bytes
	again := t.TempDir()
	if _, err := WriteSplit(again, r, reports.Options{}); err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		rel, _ := filepath.Rel(dir, p)
		a, _ := os.ReadFile(p)
		b, _ := os.ReadFile(filepath.Join(again, rel))
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between two runs", rel)
		}
	}
}
