package lines

import (
	"slices"
	"testing"
)

// TestRareCopyOnWrite holds the spans and the Sub mark, kept behind a
// pointer, to a field's value semantics: a copy of a line keeps what it
// was copied with whatever is later set on the other, and the setters
// change only what they name.
func TestRareCopyOnWrite(t *testing.T) {
	ls := FromText("**Ada Quill** wrote *Imagined Tides* at [the lab](https://example.org)")
	a := ls[0]
	want := [3][]string{{"the lab"}, {"Ada Quill"}, {"Imagined Tides"}}
	spans := func(l *Line) [3][]string { return [3][]string{l.Links(), l.Bolds(), l.Italics()} }
	same := func(x, y [3][]string) bool {
		return slices.Equal(x[0], y[0]) && slices.Equal(x[1], y[1]) && slices.Equal(x[2], y[2])
	}
	if !same(spans(&a), want) || !a.HasSpans() {
		t.Fatalf("spans %q, want %q", spans(&a), want)
	}
	b := a
	b.SetSub("preprint")
	b.ClearSpans()
	if !same(spans(&a), want) || a.Sub() != "" {
		t.Fatalf("the copy's setters changed the original: %q sub %q", spans(&a), a.Sub())
	}
	if b.HasSpans() || b.Sub() != "preprint" {
		t.Fatalf("ClearSpans dropped the Sub mark or kept spans: %q sub %q", spans(&b), b.Sub())
	}
	c := a
	c.AppendSpans(&a)
	double := [3][]string{}
	for i, s := range want {
		double[i] = append(slices.Clone(s), s...)
	}
	if !same(spans(&c), double) || !same(spans(&a), want) {
		t.Fatalf("AppendSpans: %q (original %q), want %q", spans(&c), spans(&a), double)
	}
	var plain Line
	plain.AppendSpans(&Line{})
	plain.SetSub("")
	plain.SetSpans(nil, nil, nil)
	if plain.rare != nil || plain.Links() != nil || plain.Sub() != "" {
		t.Fatalf("a line with no spans holds a rare part: %+v", plain.rare)
	}
}
