package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvgen"
)

// repoSlice is the committed slice, seen from this package's folder.
var repoSlice = filepath.Join("..", "..", "..", ciSlice)

// TestSliceScored: -slice scores each template of the committed slice as
// its own set of the synthetic family, with every measure, and its
// floors are checked; without -slice they are noted, not failed.
func TestSliceScored(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(repoSlice, cvgen.ManifestName))
	if err != nil {
		t.Skipf("no committed slice: %v", err)
	}
	m, err := cvgen.ParseManifest(b)
	if err != nil {
		t.Fatal(err)
	}
	floor := writeFloor(t, "synthetic/*-pdf(slice) in-sample 0.01\nsynthetic/*-pdf(slice) loto 0.01 worst\n")
	code, out, errs := evalcv(t, "-shared", "/nonexistent-shared", "-sets", "seeds", "-slice", repoSlice, "-json", "-floor", floor)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got jsonOut
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Sets) != len(m.Templates) || got.Slice != repoSlice {
		t.Fatalf("%d sets for %d templates, slice %q", len(got.Sets), len(m.Templates), got.Slice)
	}
	for i, s := range got.Sets {
		name := m.Templates[i]
		if s.Name != "synthetic/"+name+"-pdf(slice)" || s.Template != name || s.Family != "synthetic" || s.Format != "pdf" {
			t.Errorf("set %d: %s, template %s, family %s, format %s", i, s.Name, s.Template, s.Family, s.Format)
		}
		if s.Files != m.N || len(s.Failed) != 0 {
			t.Errorf("%s: %d files (want %d), failed %v", s.Name, s.Files, m.N, s.Failed)
		}
		for _, ms := range measures {
			r := s.Measures[ms]
			if r == nil || r.Overall <= 0 || r.Overall > 1 || len(r.PerFile) != m.N {
				t.Errorf("%s %s: %+v", s.Name, ms, r)
			}
		}
	}
	if got.Floors == nil || got.Floors.Checked != 2*len(m.Templates) || len(got.Floors.Below) != 0 {
		t.Errorf("floors: %+v", got.Floors)
	}

	// The same floors without the slice: noted, not an error.
	code, out, errs = evalcv(t, small("-floor", floor)...)
	if code != 0 || !strings.Contains(out, "not measured in this run (no -slice)") {
		t.Errorf("slice floors without -slice: exit %d, %s\n%s", code, errs, out)
	}
}

func TestSliceErrors(t *testing.T) {
	dir := t.TempDir()
	code, _, errs := evalcv(t, small("-slice", dir)...)
	if code != 1 || !strings.Contains(errs, "slice "+dir) || !strings.Contains(errs, cvgen.ManifestName) {
		t.Errorf("no manifest: exit %d, %q", code, errs)
	}
	manifest := "dir\tx\nseed\t1\nn\t2\ntemplates\tno-such-layout\n"
	if err := os.WriteFile(filepath.Join(dir, cvgen.ManifestName), []byte(manifest), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = evalcv(t, small("-slice", dir)...)
	if code != 1 || !strings.Contains(errs, `no template "no-such-layout"`) {
		t.Errorf("unknown template: exit %d, %q", code, errs)
	}
	manifest = "dir\tx\nseed\t1\nn\t2\ntemplates\thtml-dl\n"
	if err := os.WriteFile(filepath.Join(dir, cvgen.ManifestName), []byte(manifest), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = evalcv(t, small("-slice", dir)...)
	if code != 1 || !strings.Contains(errs, "no PDF of html-dl") {
		t.Errorf("no PDFs: exit %d, %q", code, errs)
	}
}

// TestPDFMakerMissing: with no maker on PATH, -pdf lists each template's
// PDF set as not measured with why and scores the sources as before.
func TestPDFMakerMissing(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	code, out, errs := evalcv(t, "-shared", "/nonexistent-shared", "-sets", "synthetic",
		"-templates", "md-headed,html-dl,tex-res", "-n", "3", "-j", "2", "-pdf")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"synthetic/md-headed ", "synthetic/html-dl ",
		"not measured: md-headed-pdf: no PDF maker for markdown",
		"not measured: html-dl-pdf: no maker on PATH (tried chromium, chromium-browser)",
		"not measured: tex-res-pdf: no maker on PATH (tried pdflatex, xelatex)",
		"synthetic/tex-res ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "synthetic/html-dl-pdf") {
		t.Errorf("a PDF set with no maker:\n%s", out)
	}
}

// TestPDFMakerFails: a maker that fails on every file leaves its
// template's PDFs not measured, each with the maker's error; the run
// goes on.
func TestPDFMakerFails(t *testing.T) {
	bin := t.TempDir()
	fake := "#!/bin/sh\necho '! Fake failure for the test.'\nexit 1\n"
	if err := os.WriteFile(filepath.Join(bin, "pdflatex"), []byte(fake), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	code, out, errs := evalcv(t, "-shared", "/nonexistent-shared", "-sets", "synthetic",
		"-templates", "md-headed,tex-res", "-n", "2", "-j", "2", "-pdf")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, id := range []string{"cv-0001", "cv-0002"} {
		want := "not measured: tex-res-pdf/" + id + ".tex: pdflatex: pdflatex: exit status 1: ! Fake failure for the test."
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "synthetic/tex-res-pdf") || !strings.Contains(out, "synthetic/md-headed ") {
		t.Errorf("sets:\n%s", out)
	}
}

// TestPDFWithChromium: where Chromium is installed (CI installs it),
// -pdf scores html-dl's PDFs as their own set of the template html-dl,
// beside the source, under every measure.
func TestPDFWithChromium(t *testing.T) {
	if _, ok := cvgen.FindMaker("html"); !ok {
		t.Skip("no Chromium on PATH")
	}
	code, out, errs := evalcv(t, "-shared", "/nonexistent-shared", "-sets", "synthetic",
		"-templates", "md-headed,html-dl", "-n", "2", "-k", "2", "-j", "2", "-pdf", "-json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got jsonOut
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range got.Sets {
		names = append(names, s.Name)
	}
	if strings.Join(names, " ") != "synthetic/md-headed synthetic/html-dl synthetic/html-dl-pdf" {
		t.Fatalf("sets %v (not measured: %v)", names, got.Skipped)
	}
	p := got.Sets[2]
	if p.Template != "html-dl" || p.Format != "pdf" || p.Files != 2 || len(p.Failed) != 0 {
		t.Errorf("%s: template %s, format %s, %d files, failed %v", p.Name, p.Template, p.Format, p.Files, p.Failed)
	}
	for _, ms := range measures {
		if r := p.Measures[ms]; r == nil || r.Overall <= 0 {
			t.Errorf("%s %s: %+v", p.Name, ms, r)
		}
	}
}

func TestOneLine(t *testing.T) {
	if got := oneLine("exit status 1", "a\nb\n! Undefined control sequence."); got != "exit status 1: ! Undefined control sequence." {
		t.Errorf("oneLine = %q", got)
	}
	if got := oneLine(strings.Repeat("x", 300), ""); len(got) > 210 {
		t.Errorf("oneLine kept %d bytes", len(got))
	}
}

// TestCISlice: -ci run from the repository's root scores the committed
// slice; -slice "" turns it off.
func TestCISlice(t *testing.T) {
	if _, err := os.Stat(filepath.Join(repoSlice, cvgen.ManifestName)); err != nil {
		t.Skipf("no committed slice: %v", err)
	}
	t.Chdir(filepath.Join("..", "..", ".."))
	c, err := parseFlags([]string{"-ci"}, &strings.Builder{})
	if err != nil || c.slice != ciSlice {
		t.Errorf("-ci at the root: slice %q, %v", c.slice, err)
	}
	c, err = parseFlags([]string{"-ci", "-slice", ""}, &strings.Builder{})
	if err != nil || c.slice != "" {
		t.Errorf("-ci -slice '': slice %q, %v", c.slice, err)
	}
}
