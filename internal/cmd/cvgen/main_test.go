package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Two runs with one seed write the same files, byte for byte.
func TestRunDeterministic(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	for _, dir := range []string{a, b} {
		var out, errb bytes.Buffer
		if err := run([]string{"-seed", "5", "-n", "3", "-out", dir}, &out, &errb); err != nil {
			t.Fatalf("%v: %s", err, errb.String())
		}
	}
	files := 0
	err := filepath.WalkDir(a, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		files++
		rel, _ := filepath.Rel(a, path)
		x, _ := os.ReadFile(path)
		y, err := os.ReadFile(filepath.Join(b, rel))
		if err != nil || !bytes.Equal(x, y) {
			t.Errorf("%s differs between runs (%v)", rel, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files != 3*16 {
		t.Fatalf("%d files, want 3 truth files and 3 for each of 15 templates", files)
	}
}

func TestRunListAndErrors(t *testing.T) {
	var out, errb bytes.Buffer
	if err := run([]string{"-list", "-templates", "docx"}, &out, &errb); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "docx-table") || strings.Contains(out.String(), "md-") {
		t.Fatalf("-list -templates docx:\n%s", out.String())
	}
	if err := run([]string{"-n", "2"}, &out, &errb); err == nil {
		t.Fatal("no -out is accepted")
	}
	if err := run([]string{"-templates", "nonesuch", "-out", t.TempDir()}, &out, &errb); err == nil {
		t.Fatal("an unknown template is accepted")
	}
}

// -pdf without a TeX engine keeps the sources and says so.
func TestRunPDFWithoutTeX(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	var out, errb bytes.Buffer
	dir := t.TempDir()
	if err := run([]string{"-n", "1", "-templates", "tex-res", "-pdf", "-out", dir}, &out, &errb); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "PDFs skipped") {
		t.Fatalf("no message:\n%s", out.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "tex-res", "cv-0001.tex")); err != nil {
		t.Fatal(err)
	}
}

// -list names each template's PDF maker: none for markdown, and a
// missing one as such.
func TestRunListMakers(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	var out, errb bytes.Buffer
	if err := run([]string{"-list", "-templates", "md-headed,html-dl"}, &out, &errb); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.HasSuffix(lines[0], " -") || !strings.HasSuffix(lines[1], " none-installed") {
		t.Fatalf("-list:\n%s", out.String())
	}
}

// -pdf without any maker skips each printable template with a message
// naming the makers tried, and is no error.
func TestRunPDFWithoutMakers(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	var out, errb bytes.Buffer
	dir := t.TempDir()
	if err := run([]string{"-n", "1", "-templates", "html-dl,docx-table,md-headed", "-pdf", "-out", dir}, &out, &errb); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"html-dl: no PDF maker on PATH (tried chromium, chromium-browser)", "docx-table: no PDF maker on PATH (tried libreoffice, soffice)"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "md-headed:") {
		t.Errorf("markdown reported as skipped:\n%s", out.String())
	}
}

// -slice refuses templates that no maker prints, before writing
// anything.
func TestRunSliceNeedsMakers(t *testing.T) {
	var out, errb bytes.Buffer
	dir := filepath.Join(t.TempDir(), "slice")
	err := run([]string{"-n", "1", "-templates", "md-headed", "-slice", dir}, &out, &errb)
	if err == nil || !strings.Contains(err.Error(), "md-headed is markdown, which no maker prints") {
		t.Fatalf("err %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "MANIFEST.tsv")); err == nil {
		t.Fatal("a manifest was written")
	}
}
