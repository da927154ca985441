package lines

import (
	"strings"
	"testing"
	"unsafe"

	"github.com/vitae-cv/vitae/internal/cvtext"
	"github.com/vitae-cv/vitae/internal/textscan"
)

// collapseSpacesOld is collapseSpaces as it was before collapseOnePass
// (round 21): spacesCollapsed, then a word at a time into a builder.
func collapseSpacesOld(s string) string {
	if spacesCollapsed(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		j := skipWhite(s, i)
		k := skipWord(s, j)
		if k > j {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(s[j:k])
		}
		i = k
	}
	return b.String()
}

// spacesCollapsed reports whether collapseSpaces would leave s as it is:
// no white space at either end, and only single ' ' inside.
func spacesCollapsed(s string) bool {
	prevSpace := true // a leading space counts as a run
	for i := 0; i < len(s); {
		c := whiteClass[s[i]]
		if c == whiteNo { // most bytes: no call (whiteAt)
			prevSpace = false
			i++
			continue
		}
		sp, w := whiteAt(s, i)
		if sp && (s[i] != ' ' || prevSpace) {
			return false
		}
		prevSpace = sp
		i += w
	}
	return !prevSpace || s == ""
}

// skipWhite is the offset of the first byte at or after i that does not
// start white space (len(s) when none).
func skipWhite(s string, i int) int {
	for i < len(s) {
		switch whiteClass[s[i]] {
		case whiteNo:
			return i
		case whiteYes:
			i++
			continue
		}
		sp, w := textscan.SpaceAt(s, i)
		if !sp {
			return i
		}
		i += w
	}
	return i
}

// skipWord is the offset of the first byte at or after i that starts
// white space (len(s) when none).
func skipWord(s string, i int) int {
	for i < len(s) {
		switch whiteClass[s[i]] {
		case whiteNo:
			i++
			continue
		case whiteYes:
			return i
		}
		sp, w := textscan.SpaceAt(s, i)
		if sp {
			return i
		}
		i += w
	}
	return i
}

// whiteAt is textscan.SpaceAt (whether white space starts at s[i], and
// its length) with its answer for a byte that leads no white space read
// from a table. It is past the inliner's budget: the scans above read the
// table themselves for the bytes that lead no white space (most bytes),
// so that a call is made only for white space and for the lead bytes of
// white space beyond ASCII (0xC2, 0xE1, 0xE2, 0xE3).
func whiteAt(s string, i int) (bool, int) {
	switch whiteClass[s[i]] {
	case whiteNo:
		return false, 1
	case whiteYes:
		return true, 1
	}
	return textscan.SpaceAt(s, i)
}

// collapseCases are fictional texts with every kind of white run.
var collapseCases = []string{
	"", " ", "  ", "a", " a", "a ", "a  b", "a\tb", "a \t b", "\ta\n", "a\vb\fc\rd", "Quill  Ashby ", "  Kite   Society  ",
	"x\x01 y", "\x00 \x7f", "a\u00a0\u00a0b", "\u3000a\u2003", "a\xe2\x80", "\xc2", "é  –  ü", "a \u0085b", strings.Repeat("ab  ", 100), strings.Repeat(" ", 300), strings.Repeat("q", 256) + " ",
}

func checkCollapse(t *testing.T, s string) {
	t.Helper()
	want := strings.Join(strings.Fields(s), " ")
	if old := collapseSpacesOld(s); old != want {
		t.Fatalf("collapseSpacesOld(%q) = %q, strings.Fields gives %q", s, old, want)
	}
	got := collapseSpaces(s)
	if got != want {
		t.Fatalf("collapseSpaces(%q) = %q, strings.Fields and the old scans give %q", s, got, want)
	}
	if got == s && s != "" && unsafe.StringData(got) != unsafe.StringData(s) {
		t.Fatalf("collapseSpaces(%q) made a copy of a text it leaves as it is", s)
	}
}

// TestCollapseOnePass holds collapseSpaces (collapseOnePass) to the old
// scans and strings.Fields on fictional texts and their windows, every
// line of the sample CVs (and of the corpus when it is there), random
// joins of ASCII white space, control bytes and words, long ones past
// the stack buffer among them, and random joins of the white space
// beyond ASCII and the runes that share its lead bytes.
func TestCollapseOnePass(t *testing.T) {
	in := withCVLines(t, collapseCases)
	for _, c := range collapseCases {
		in = append(in, windows(c, 6)...)
	}
	for _, s := range in {
		checkCollapse(t, s)
	}
	pieces := []string{" ", "  ", "\t", "\n", "\v", "\f", "\r", "a", "Bo", "x.y", "\x01", "\x00", "\x7f", "Kite Society"}
	for s := range cvtext.Joins(21, 5, pieces, 30000, 14) {
		checkCollapse(t, s)
	}
	for s := range cvtext.Joins(21, 6, pieces, 300, 200) {
		checkCollapse(t, s)
	}
	for s := range cvtext.Joins(21, 7, spacePieces, 30000, 12) {
		checkCollapse(t, s)
	}
	for s := range cvtext.Joins(21, 8, spacePieces, 300, 150) {
		checkCollapse(t, s)
	}
}

// FuzzCollapseOnePass holds collapseSpaces to the old scans and
// strings.Fields on any text:
//
//	go test -run '^$' -fuzz FuzzCollapseOnePass ./cv/parse/lines
func FuzzCollapseOnePass(f *testing.F) {
	for _, s := range collapseCases {
		f.Add(s)
	}
	f.Fuzz(checkCollapse)
}
