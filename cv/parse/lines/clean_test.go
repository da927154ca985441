package lines

import (
	"slices"
	"strings"
	"testing"
	"unsafe"
)

var tidyCases = []string{
	"", " ", "a", "a b", "a  b", " a", "a ", "a\tb", "a\u00a0b", "a\u2003b", "a\u200bb", "\ufeffa", "a\x01b", "a\x02",
	"Jane – Doe", "“quoted”", "a\u3000b", "a\u1680b", "a\u0085b", "é", "\xc2", "\xe2\x80", "a\x03b", "a\vb", "a\x7fb",
}

// cleanTextSlow is cleanText without its fast path.
func cleanTextSlow(s string) string {
	if strings.IndexByte(s, 1) >= 0 || strings.IndexByte(s, 2) >= 0 || strings.Contains(s, "\u200b") || strings.Contains(s, "\ufeff") {
		s = protectRestore.Replace(s)
	}
	return strings.Join(strings.Fields(s), " ")
}

// TestTidyKeepsClean holds tidy to what it promises: a string it passes
// is one cleanText's full work leaves unchanged; and cleanText is the
// full work on every case.
func TestTidyKeepsClean(t *testing.T) {
	in := withCVLines(t, tidyCases)
	for _, c := range tidyCases {
		in = append(in, windows(c, 4)...)
	}
	passed := 0
	for _, s := range in {
		checkTidy(t, s)
		if tidy(s) {
			passed++
		}
	}
	if passed == 0 {
		t.Fatal("tidy passes nothing")
	}
}

func checkTidy(t *testing.T, s string) {
	t.Helper()
	want := cleanTextSlow(s)
	if tidy(s) && want != s {
		t.Fatalf("tidy(%q) but cleaned it is %q", s, want)
	}
	if got := cleanText(s); got != want {
		t.Fatalf("cleanText(%q) = %q, want %q", s, got, want)
	}
}

func FuzzTidy(f *testing.F) {
	for _, c := range tidyCases {
		f.Add(c)
	}
	f.Fuzz(checkTidy)
}

// TestCellArenaNoAliasing checks that the one-cell slices toLines hands
// out from one array stay apart: an append to one line's cells leaves
// the next line's alone.
func TestCellArenaNoAliasing(t *testing.T) {
	ls := FromText("alpha\nbeta\ngamma")
	if len(ls) != 3 {
		t.Fatalf("got %d lines", len(ls))
	}
	ls[0].Cells = append(ls[0].Cells, "extra")
	if ls[1].Cells[0] != "beta" || len(ls[1].Cells) != 1 || ls[2].Cells[0] != "gamma" {
		t.Fatalf("an append to line 1's cells changed the others: %q %q", ls[1].Cells, ls[2].Cells)
	}
	var a cellArena
	for i := 0; i < 600; i++ { // past a fresh chunk's size
		if c := a.one("x"); len(c) != 1 || cap(c) != 1 {
			t.Fatalf("one gave len %d cap %d", len(c), cap(c))
		}
	}
}

// TestSpaceCues holds spaceCues to the two searches it replaced.
func TestSpaceCues(t *testing.T) {
	extra := []string{"", " ", "   ", "a | b", "a |b", "a  | b", "a   b | c", " | ", "|  ", "a  "}
	in := withCVLines(t, extra)
	for _, c := range extra {
		in = append(in, windows(c, 4)...)
	}
	for _, s := range in {
		gap, bar := spaceCues(s)
		if gap != strings.Contains(s, "   ") || bar != strings.Contains(s, " | ") {
			t.Fatalf("spaceCues(%q) = %v %v", s, gap, bar)
		}
	}
}

// TestSpaceCuesExhaustive holds spaceCues (which skips ahead by three) to
// the two searches on every string of up to eight bytes over ' ', '|'
// and 'a': each alignment of a match against the skip is tried.
func TestSpaceCuesExhaustive(t *testing.T) {
	alpha := []byte{' ', '|', 'a'}
	buf := make([]byte, 0, 8)
	var walk func()
	walk = func() {
		s := string(buf)
		gap, bar := spaceCues(s)
		if gap != strings.Contains(s, "   ") || bar != strings.Contains(s, " | ") {
			t.Fatalf("spaceCues(%q) = %v %v", s, gap, bar)
		}
		if len(buf) == cap(buf) {
			return
		}
		for _, c := range alpha {
			buf = append(buf, c)
			walk()
			buf = buf[:len(buf)-1]
		}
	}
	walk()
}

// TestCellsOf holds cellsOf to the Split-and-append it replaced, on
// crafted text and every sample/corpus line (their column gaps made
// tabs), with an arena and without one, and checks that the cells of
// one line stay apart from the next line's.
func TestCellsOf(t *testing.T) {
	extra := []string{"", "\t", "a\tb", "\t\ta\t\t", "*x*\t **y** \t", "a\t\u200b\tb", " \t \t "}
	in := withCVLines(t, extra)
	var a cellArena
	for _, s := range in {
		s = columnGapsToTabs(s)
		var want []string
		for _, c := range strings.Split(s, "\t") {
			if c = cleanText(StripEmphasis(c)); c != "" {
				want = append(want, c)
			}
		}
		for _, got := range [][]string{a.cellsOf(s), (*cellArena)(nil).cellsOf(s)} {
			if !slices.Equal(got, want) || (got == nil) != (want == nil) || cap(got) != len(got) {
				t.Fatalf("cellsOf(%q) = %q (cap %d), want %q", s, got, cap(got), want)
			}
		}
	}
	ls := FromText("a   b\nc   d   e\nf\tg")
	ls[0].Cells = append(ls[0].Cells, "extra")
	if !slices.Equal(ls[1].Cells, []string{"c", "d", "e"}) || !slices.Equal(ls[2].Cells, []string{"f", "g"}) {
		t.Fatalf("an append to line 1's cells changed the others: %q %q", ls[1].Cells, ls[2].Cells)
	}
	long := strings.Repeat("x\t", 1000)
	if got := a.cellsOf(long); len(got) != 1000 {
		t.Fatalf("cellsOf gave %d cells for 1000, beyond a chunk", len(got))
	}
}

// TestEmphasisSpansClipped checks that a line's bold and italic texts are
// what readEmphasis always gave and that their slices have no spare room
// (a reader appending to a copy of the line must not write into another
// copy's view): they are now the span lists themselves, not copies.
func TestEmphasisSpansClipped(t *testing.T) {
	ls := FromText("**Alpha** and **Beta** and **Gamma** with *one* and _two_ and *three*\n<i>html</i> then *md*")
	want := [][2][]string{
		{{"Alpha", "Beta", "Gamma"}, {"one", "three", "two"}}, // "*" pairs, then "_"
		{nil, {"html", "md"}},
	}
	for i, w := range want {
		l := ls[i]
		if !slices.Equal(l.Bolds(), w[0]) || !slices.Equal(l.Italics(), w[1]) {
			t.Fatalf("line %d: bolds %q italics %q, want %q", i+1, l.Bolds(), l.Italics(), w)
		}
		if cap(l.Bolds()) != len(l.Bolds()) || i == 0 && cap(l.Italics()) != len(l.Italics()) {
			t.Fatalf("line %d: spare capacity: bolds %d/%d italics %d/%d", i+1, len(l.Bolds()), cap(l.Bolds()), len(l.Italics()), cap(l.Italics()))
		}
	}
}

// FuzzLineCells holds spaceCues to the two searches, cellsOf to
// Split-and-append and boldMarksToSpaces to its two ReplaceAll passes on
// any text.
func FuzzLineCells(f *testing.F) {
	for _, s := range []string{"a   b | c", "a\tb\t\t*c*", " | ", "x  |  y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		gap, bar := spaceCues(s)
		if gap != strings.Contains(s, "   ") || bar != strings.Contains(s, " | ") {
			t.Fatalf("spaceCues(%q) = %v %v", s, gap, bar)
		}
		var want []string
		for _, c := range strings.Split(s, "\t") {
			if c = cleanText(StripEmphasis(c)); c != "" {
				want = append(want, c)
			}
		}
		if got := (*cellArena)(nil).cellsOf(s); !slices.Equal(got, want) {
			t.Fatalf("cellsOf(%q) = %q, want %q", s, got, want)
		}
		if got, want := boldMarksToSpaces(s), strings.ReplaceAll(strings.ReplaceAll(s, "**", " "), "__", " "); got != want {
			t.Fatalf("boldMarksToSpaces(%q) = %q, want %q", s, got, want)
		}
	})
}

// TestBoldMarksToSpaces holds boldMarksToSpaces to the two ReplaceAll
// passes on every string of up to seven bytes over '*', '_', 'a' and ' '
// and on every sample/corpus line.
func TestBoldMarksToSpaces(t *testing.T) {
	ref := func(s string) string { return strings.ReplaceAll(strings.ReplaceAll(s, "**", " "), "__", " ") }
	check := func(s string) {
		if got, want := boldMarksToSpaces(s), ref(s); got != want {
			t.Fatalf("boldMarksToSpaces(%q) = %q, want %q", s, got, want)
		}
	}
	buf := make([]byte, 0, 7)
	var walk func()
	walk = func() {
		check(string(buf))
		if len(buf) == cap(buf) {
			return
		}
		for _, c := range []byte("*_a ") {
			buf = append(buf, c)
			walk()
			buf = buf[:len(buf)-1]
		}
	}
	walk()
	for _, l := range withCVLines(t, nil) {
		check(l)
	}
}

// TestLineSize bounds the size of a line on 64-bit machines: readers copy
// lines by value, so the flags share one word and the rarely set spans
// and Sub mark sit behind one pointer, and the reader's context is one
// pointer, not an interface (112 bytes; 120 with an interface, 200 with
// the spans inline, 208 when blank sat apart from bold and italic).
func TestLineSize(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) != 8 {
		t.Skip("sizes measured on 64-bit machines")
	}
	if got := unsafe.Sizeof(Line{}); got > 112 {
		t.Errorf("a line is %d bytes, want at most 112", got)
	}
}
