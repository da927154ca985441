package doc

import (
	"errors"
	"strings"
	"testing"
)

func TestMarkdownOneLinePerLine(t *testing.T) {
	d := &Doc{Format: PDF, Lines: []Line{
		{Text: "Ada Quill", Heading: 1},
		{Text: "Running footer", Repeats: true},
		{Text: "Publications", Heading: 2, Bold: true},
		{Text: "A **bold** title", List: "1."},
		{Text: "nested item", List: "-", Depth: 1},
		{Text: "2019\tLecturer", Indent: 4},
		{Text: "broken\nline"},
		{Text: ""},
		{Text: "\f"},
	}}
	want := strings.Join([]string{
		"# Ada Quill",
		"",
		"## Publications",
		"1. A **bold** title",
		"  - nested item",
		"    2019\tLecturer",
		"broken line",
		"",
		"\f",
	}, "\n")
	if got := d.Markdown(); got != want {
		t.Errorf("Markdown() =\n%q\nwant\n%q", got, want)
	}
}

func TestMarkdownBoundsIndent(t *testing.T) {
	d := &Doc{Lines: []Line{{Text: "x", Indent: 1 << 30}, {Text: "y", List: "-", Depth: 1 << 20}}}
	if n := len(d.Markdown()); n > 2*maxIndent+10 {
		t.Errorf("rendered %d bytes for two one-letter lines", n)
	}
}

func TestLimitsOrDefault(t *testing.T) {
	l := Limits{MaxPages: 3}.OrDefault()
	if l.MaxPages != 3 || l.MaxBytes != DefaultMaxBytes || l.Timeout != DefaultTimeout || l.MaxExpanded != DefaultMaxExpanded || l.MaxLines != DefaultMaxLines {
		t.Errorf("OrDefault = %+v", l)
	}
}

func TestBecause(t *testing.T) {
	err := Because(ErrNoText, "no text layer: the PDF is an image; OCR it first")
	if !errors.Is(err, ErrNoText) || err.Error() != "no text layer: the PDF is an image; OCR it first" {
		t.Errorf("Because: %q, Is(ErrNoText) = %v", err, errors.Is(err, ErrNoText))
	}
}
