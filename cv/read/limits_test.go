package read

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
)

// manyLines is a fictional text CV of n short lines.
func manyLines(n int) string {
	var b strings.Builder
	b.WriteString("Ada Quill\n")
	for i := 1; i < n; i++ {
		b.WriteString("x\n")
	}
	return b.String()
}

// textLines counts the lines a text or Markdown Doc holds.
func textLines(d *doc.Doc) int {
	n := 0
	for {
		if _, ok := d.LineAt(n + 1); !ok {
			return n
		}
		n++
	}
}

// TestTextLineCap: a text file is held to the line cap of the other front
// ends (doc.Limits.MaxLines, 200,000), however large --max-size lets it
// be: the lines past it are dropped with the warning HTML gives. Before,
// a text file of 300,000 short lines read with --max-size 64MiB was
// parsed to its end.
func TestTextLineCap(t *testing.T) {
	path := filepath.Join(t.TempDir(), "long.txt")
	if err := os.WriteFile(path, []byte(manyLines(300_000)), 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := File(context.Background(), path, Options{MaxTextSize: 64 << 20})
	if err != nil {
		t.Fatal(err)
	}
	if n := textLines(d); n != doc.DefaultMaxLines {
		t.Errorf("%d lines read, want %d", n, doc.DefaultMaxLines)
	}
	want := "the file has more than 200000 lines: the rest is not read"
	if len(d.Warnings) != 1 || d.Warnings[0].Message != want || d.Warnings[0].Src != doc.DefaultMaxLines+1 {
		t.Errorf("warnings %+v, want one at line %d: %q", d.Warnings, doc.DefaultMaxLines+1, want)
	}
}

// TestTextLineCapLimits: the cap is Limits.MaxLines, for Markdown too; a
// text with exactly that many lines (a last newline or not) is whole.
func TestTextLineCapLimits(t *testing.T) {
	lim := doc.Limits{MaxLines: 10}
	for _, tc := range []struct {
		text string
		cut  bool
	}{
		{manyLines(10), false},
		{strings.TrimSuffix(manyLines(10), "\n"), false},
		{manyLines(11), true},
		{manyLines(10) + "\n\n", true},
	} {
		d, err := Doc(context.Background(), "cv.md", []byte(tc.text), Options{Limits: lim})
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case !tc.cut && (d.Text != tc.text || len(d.Warnings) != 0):
			t.Errorf("%q: read as %q with warnings %v; want it whole", tc.text, d.Text, d.Warnings)
		case tc.cut && (textLines(d) != 10 || len(d.Warnings) != 1 || d.Text != manyLines(10)[:len(manyLines(10))-1]):
			t.Errorf("%q: read as %q (%d lines) with warnings %v; want its first 10 lines and a warning", tc.text, d.Text, textLines(d), d.Warnings)
		}
		if d.Format != doc.Markdown {
			t.Errorf("format %q", d.Format)
		}
	}
}
