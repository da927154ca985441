package markdown

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
)

// All names and texts below are made up.

// cue is what a test expects of one Line (by its source line).
type cue struct {
	src     int
	text    string
	heading int
	list    string
	depth   int
	indent  int
	quote   int
	page    int
	bold    bool
	repeats bool
}

// checkLines reads text and compares the Lines of the given source lines.
func checkLines(t *testing.T, text string, want []cue) {
	t.Helper()
	d := Read(doc.Markdown, text)
	at := map[int]doc.Line{}
	for _, l := range d.Lines {
		at[l.Src] = l
	}
	for _, w := range want {
		l, ok := at[w.src]
		if !ok {
			t.Errorf("line %d: none", w.src)
			continue
		}
		got := cue{src: l.Src, text: l.Text, heading: l.Heading, list: l.List, depth: l.Depth, indent: l.Indent,
			quote: l.Quote, page: l.Page, bold: l.Bold, repeats: l.Repeats}
		if got != w {
			t.Errorf("line %d:\n got %+v\nwant %+v", w.src, got, w)
		}
	}
}

func TestHeadings(t *testing.T) {
	text := "Ada Quill\n=========\n\n## Education ##\n\n### Awards\n\nTeaching\n--------\n\n#NoSpace\n\n    # indented four\n\n**Service**\n"
	checkLines(t, text, []cue{
		{src: 1, text: "Ada Quill", heading: 1},
		{src: 2, text: ""}, // the underline is markup
		{src: 4, text: "Education", heading: 2},
		{src: 6, text: "Awards", heading: 3},
		{src: 8, text: "Teaching", heading: 2},
		{src: 9, text: ""},
		{src: 11, text: "#NoSpace"},
		{src: 13, text: "# indented four", indent: 4},
		{src: 15, text: "**Service**", bold: true},
	})
}

// A line of text over a rule, inside a paragraph of several lines, is
// text over a rule, not a setext heading: CVs rule off paragraphs.
func TestSetextNeedsALineApart(t *testing.T) {
	checkLines(t, "Ada Quill\nLecturer at Harbor College\n---\nNext\n", []cue{
		{src: 2, text: "Lecturer at Harbor College"},
		{src: 3, text: "---"},
	})
	checkLines(t, "- An item\n---\n", []cue{
		{src: 1, text: "An item", list: "-"},
		{src: 2, text: "---"},
	})
}

func TestNestedLists(t *testing.T) {
	text := "- Harbor College, 2020\n  - Thesis on tides\n    1. First chapter\n  - Advisor: B. Reyes\n- Lantern School, 2016\n\n12. A numbered item\n[J3] A tagged paper\n* Private\uf0b7\n\uf0b7 Glyph bullet\n"
	checkLines(t, text, []cue{
		{src: 1, text: "Harbor College, 2020", list: "-"},
		{src: 2, text: "Thesis on tides", list: "-", depth: 1},
		{src: 3, text: "First chapter", list: "1.", depth: 2},
		{src: 4, text: "Advisor: B. Reyes", list: "-", depth: 1},
		{src: 5, text: "Lantern School, 2016", list: "-"},
		{src: 7, text: "A numbered item", list: "12."},
		{src: 8, text: "A tagged paper", list: "[J3]"},
		{src: 10, text: "Glyph bullet", list: "•"},
	})
}

// A line right under a list item continues it (Markdown's lazy
// continuation), indented or not: it is no item and closes no list, so
// the next item is nested as before. A paragraph after a white line at
// the margin ends the list.
func TestLazyContinuation(t *testing.T) {
	text := "- A paper title,\nwrapped onto a line at the margin.\n  - A sub-item\n\nA paragraph after the list.\n  - A new list\n"
	checkLines(t, text, []cue{
		{src: 1, text: "A paper title,", list: "-"},
		{src: 2, text: "wrapped onto a line at the margin."},
		{src: 3, text: "A sub-item", list: "-", depth: 1},
		{src: 5, text: "A paragraph after the list."},
		{src: 6, text: "A new list", list: "-", indent: 2},
	})
}

// A marker the text alone cannot settle stays in Text for the parser: a
// marker with nothing after it (it belongs to the next line), a bracket
// that opens a link, a number wider than three digits (a marker only
// where it continues a numbering), a marker after a tab.
func TestMarkersLeftInText(t *testing.T) {
	checkLines(t, "[12]\nA paper alone.\n\n[3](https://example.org) a link\n\n2019. A prize\n\n\t- tabbed\n", []cue{
		{src: 1, text: "[12]"},
		{src: 4, text: "[3](https://example.org) a link"},
		{src: 6, text: "2019. A prize"},
		{src: 8, text: "\t- tabbed"},
	})
}

func TestBlockquotes(t *testing.T) {
	checkLines(t, "> **A Fictional Paper**\n>\n> - [Slides](https://example.org)\n\n>> deep\n> 5 years\n", []cue{
		{src: 1, text: "**A Fictional Paper**", quote: 1, bold: true},
		{src: 2, text: "", quote: 1},
		{src: 3, text: "[Slides](https://example.org)", list: "-", quote: 1},
		{src: 5, text: "deep", quote: 2},
		{src: 6, text: "> 5 years"},
	})
}

// A ">" that compares ("> 5 years", ">= 2") in text from a PDF is kept.
func TestQuoteMarkersNotComparisons(t *testing.T) {
	for _, s := range []string{"> 5 years of teaching", ">= 2 papers", ">10 talks"} {
		if r, d := quoteMarkers(s); d != 0 || r != s {
			t.Errorf("quoteMarkers(%q) = %q, %d; want it unchanged", s, r, d)
		}
	}
	if r, d := quoteMarkers(">> deep"); d != 2 || r != "deep" {
		t.Errorf(`quoteMarkers(">> deep") = %q, %d`, r, d)
	}
	if r, d := quoteMarkers(strings.Repeat("> ", 40) + "x"); d != 40 || r != "x" {
		t.Errorf("forty markers: %q, %d", r, d)
	}
}

// Form feeds start pages; a line repeated at the foot of every page and
// a page number alone are running furniture. The first line is the CV's
// own top and is kept.
func TestPagesAndFurniture(t *testing.T) {
	text := "Ada Quill\nEducation\nPhD, Harbor College, 2020\nAda Quill - CV - 1\n\fAwards\nLantern Prize, 2019\nAda Quill - CV - 2\n\f3\nService\n"
	checkLines(t, text, []cue{
		{src: 1, text: "Ada Quill", page: 1},
		{src: 4, text: "Ada Quill - CV - 1", page: 1, repeats: true},
		{src: 5, text: "Awards", page: 2},
		{src: 7, text: "Ada Quill - CV - 2", page: 2, repeats: true},
		{src: 8, text: "3", page: 3, repeats: true},
		{src: 9, text: "Service", page: 3},
	})
}

func TestFrontMatterCommentsHidden(t *testing.T) {
	text := "---\ntitle: CV\nemail: ada@example.org\n---\n# Ada Quill\n<!-- a note\nover lines -->\nKept <!-- inline --> text\n<div style=\"display:none\">\nhidden abstract\n</div>\n{% include x %}\n"
	checkLines(t, text, []cue{
		{src: 1, text: ""},
		{src: 3, text: ""},
		{src: 4, text: ""},
		{src: 5, text: "Ada Quill", heading: 1},
		{src: 6, text: ""},
		{src: 7, text: ""},
		{src: 8, text: "Kept  text"},
		{src: 10, text: ""},
		{src: 12, text: "{% include x %}"}, // markup alone stays for the parser
	})
}

// White lines after a white line make no Line (a file of them costs
// nothing), but a line blanked by the reader (a comment) does, and every
// Line keeps its source line number.
func TestWhiteRuns(t *testing.T) {
	d := Read(doc.Text, "Ada Quill\n\n\n \t\n<!-- x -->\n\n\nEnd")
	var got []int
	for _, l := range d.Lines {
		got = append(got, l.Src)
	}
	if want := []int{1, 2, 5, 6, 8}; !equalInts(got, want) {
		t.Errorf("lines %v, want %v", got, want)
	}
	if d := Read(doc.Text, strings.Repeat("\n", 1<<16)); len(d.Lines) != 1 {
		t.Errorf("%d lines for a run of newlines, want 1", len(d.Lines))
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestReadKeepsSource(t *testing.T) {
	text := "# Name\r\n\n  indented\ttab\n\f\nlast"
	d := Read(doc.Markdown, text)
	if d.Text != text || d.Markdown() != text || d.Format != doc.Markdown {
		t.Errorf("Text %q, Markdown %q", d.Text, d.Markdown())
	}
	if l, ok := d.LineAt(3); !ok || l.Src != 3 || l.Indent != 2 || l.Text != "indented\ttab" {
		t.Fatalf("LineAt(3) = %+v, %v", l, ok)
	}
}

func TestReadCapped(t *testing.T) {
	d := ReadCapped(doc.Text, "a\nb\nc\nd\n", 2)
	if len(d.Lines) != 2 || len(d.Warnings) != 1 || d.Warnings[0].Src != 3 {
		t.Errorf("lines %d, warnings %+v", len(d.Lines), d.Warnings)
	}
	if d := ReadCapped(doc.Text, "a\nb\n", 2); len(d.Warnings) != 0 {
		t.Errorf("a last newline opens no line: %+v", d.Warnings)
	}
}
