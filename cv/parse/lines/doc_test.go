package lines

import (
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
)

// A typed Doc's lines carry the front end's cues straight into the
// parser's lines: heading level, list marker and depth, page, size and
// whole-line bold, with the inline spans still read from the text.
func TestTypedLinesCarryCues(t *testing.T) {
	d := &doc.Doc{Format: doc.DOCX, Lines: []doc.Line{
		{Text: "Rowan Ashgrove", Size: 1.8, Page: 1},
		{Text: "Awards", Bold: true, Page: 1},
		{Text: "Prize for *Imaginary* Work, [Example Society](https://example.org), 2020", List: "a.", Depth: 1, Indent: 2, Page: 2},
		{Text: "Teaching", Heading: 3, Indent: 8, Page: 2},
		{Text: "running footer", Repeats: true, Page: 2},
	}}
	ls := FromDoc(d, nil)
	if len(ls) != 5 {
		t.Fatalf("%d lines, want one per Doc line", len(ls))
	}
	if l := ls[0]; l.RelSize() != 1.8 || l.Page != 1 || l.Bold {
		t.Errorf("name line: size %v page %d bold %v", l.RelSize(), l.Page, l.Bold)
	}
	if l := ls[1]; !l.Bold || l.Text != "Awards" {
		t.Errorf("bold line not bold: %+v", l)
	}
	l := ls[2]
	// "a." is no marker the text reader knows: the front end's marker is
	// taken as given, not left in the text
	if l.List != "a." || l.Depth != 1 || l.Indent != 4 || l.Page != 2 || l.Text != "Prize for Imaginary Work, Example Society, 2020" {
		t.Errorf("list line: list %q depth %d indent %d page %d text %q", l.List, l.Depth, l.Indent, l.Page, l.Text)
	}
	if len(l.Italics()) != 1 || len(l.Links()) != 1 {
		t.Errorf("inline spans not read: italics %q links %q", l.Italics(), l.Links())
	}
	if l := ls[3]; l.Heading != 3 || l.Indent != 0 {
		t.Errorf("heading: level %d indent %d", l.Heading, l.Indent)
	}
	if !ls[4].Blank {
		t.Errorf("a running footer is read as content: %+v", ls[4])
	}
}

// Text written with Markdown escapes by a front end ("1\. " that is not
// a list item) reads as the text, and a list glyph a PDF keeps in its text
// is still a marker.
func TestTypedLinesTextMarkers(t *testing.T) {
	d := &doc.Doc{Format: doc.PDF, Lines: []doc.Line{
		{Text: `1\. Not a list item`},
		{Text: "• A bulleted item of a made-up list"},
	}}
	ls := FromDoc(d, nil)
	if ls[0].List != "" || ls[0].Text != "1. Not a list item" {
		t.Errorf("escaped number read as a marker: %q %q", ls[0].List, ls[0].Text)
	}
	if ls[1].List != "•" || ls[1].Text != "A bulleted item of a made-up list" {
		t.Errorf("glyph in the text: %q %q", ls[1].List, ls[1].Text)
	}
}
