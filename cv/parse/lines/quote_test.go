package lines

import (
	"testing"
)

// All names and texts below are made up.

// Blockquote markers are structure: they leave the line's text, the line
// keeps their number as its quote depth, and a blank line outside the
// quote between two quoted cards keeps depth 0 (quote.go).
func TestQuoteMarkersAreStructure(t *testing.T) {
	src := "> **Folding Paper Boats at Scale**\n" +
		">\n" +
		"> ***Ada Quill** and Ben Reyes*\n" +
		">{: .authorlist}\n" +
		">\n" +
		">We fold boats.\n" +
		"> > A nested note.\n" +
		"> 1. First point of the list.\n" +
		"{: .project}\n" +
		"\n" +
		"> **Second Card**\n" +
		"> 100 users is no quote\n"
	ls := FromText(src)
	type want struct {
		text  string
		quote uint8
		bold  bool
		list  string
	}
	wants := []want{
		{"Folding Paper Boats at Scale", 1, true, ""},
		{"", 1, false, ""},
		{"Ada Quill and Ben Reyes", 1, false, ""},
		{"", 1, false, ""},
		{"We fold boats.", 1, false, ""},
		{"A nested note.", 2, false, ""},
		{"First point of the list.", 1, false, "1."},
		{"", 0, false, ""},
		{"Second Card", 1, true, ""},
		{"> 100 users is no quote", 0, false, ""},
		{"", 0, false, ""},
	}
	if len(ls) != len(wants) {
		var got []string
		for _, l := range ls {
			got = append(got, l.Text)
		}
		t.Fatalf("%d lines %q, want %d", len(ls), got, len(wants))
	}
	for i, w := range wants {
		l := ls[i]
		if l.Text != w.text || l.QuoteDepth() != int(w.quote) || l.Bold != w.bold || l.List != w.list {
			t.Errorf("line %d: text %q quote %d bold %v list %q, want %+v", i, l.Text, l.QuoteDepth(), l.Bold, l.List, w)
		}
	}
}
