package lines

import (
	"slices"
	"testing"
)

// TestRareChunks: the rare parts an arena hands out are distinct, stay
// where they are while later chunks are made, and are empty when handed
// out; a nil arena allocates each.
func TestRareChunks(t *testing.T) {
	var a cellArena
	var got []*rare
	for i := range 300 {
		r := a.newRare()
		if r.sub != "" || r.links != nil || r.bolds != nil || r.italics != nil {
			t.Fatalf("part %d handed out filled: %+v", i, *r)
		}
		r.sub = string(rune('a' + i%26))
		got = append(got, r)
	}
	for i, r := range got {
		if r.sub != string(rune('a'+i%26)) {
			t.Fatalf("part %d changed to %q", i, r.sub)
		}
		if i > 0 && r == got[i-1] {
			t.Fatalf("part %d handed out twice", i)
		}
	}
	if cap(a.rares) > maxRareChunk {
		t.Fatalf("chunk of %d", cap(a.rares))
	}
	if (*cellArena)(nil).newRare() == nil {
		t.Fatal("a nil arena gave no part")
	}
}

// TestSpansFromArena: the spans of lines read in one text (parts from
// one chunk) are each line's own.
func TestSpansFromArena(t *testing.T) {
	ls := FromText("**Kite Lab** and *wind*\n\n[Ada](https://example.org) **two**\n\nplain\n\n_three_ **four** [Bo](https://example.org/bo)")
	want := [][3][]string{
		{nil, {"Kite Lab"}, {"wind"}},
		{},
		{{"Ada"}, {"two"}, nil},
		{},
		{nil, nil, nil},
		{},
		{{"Bo"}, {"four"}, {"three"}},
	}
	if len(ls) != len(want) {
		t.Fatalf("%d lines, want %d", len(ls), len(want))
	}
	for i, l := range ls {
		if l.Blank {
			continue
		}
		w := want[i]
		if !slices.Equal(l.Links(), w[0]) || !slices.Equal(l.Bolds(), w[1]) || !slices.Equal(l.Italics(), w[2]) {
			t.Errorf("line %d: links %q bolds %q italics %q, want %q", i+1, l.Links(), l.Bolds(), l.Italics(), w)
		}
	}
}
