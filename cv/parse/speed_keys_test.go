package parse

import (
	"strconv"
	"strings"
	"testing"
)

// repeatKeySlow is the key as dropRepeatedPublications first built it.
func repeatKeySlow(title, venue, venueRaw string, year int) string {
	k := strings.ToLower(strings.Join(words(foldName(title)), " "))
	if k == "" {
		return ""
	}
	return k + "\x00" + venue + "\x00" + strings.ToLower(venueRaw) + "\x00" + strconv.Itoa(year)
}

// checkRepeatKey fails when repeatKey differs from repeatKeySlow.
func checkRepeatKey(t *testing.T, title, venueRaw string, year int) {
	t.Helper()
	if got, want := repeatKey(title, "VEN", venueRaw, year), repeatKeySlow(title, "VEN", venueRaw, year); got != want {
		t.Fatalf("repeatKey(%q, %q) = %q, want %q", title, venueRaw, got, want)
	}
}

// TestRepeatKey holds repeatKey equal to the key it replaces on crafted
// titles and every sample and corpus line.
func TestRepeatKey(t *testing.T) {
	texts := []string{"", " ", "...", "A Study of Things, Part 1", "  Two  Words ", "x_y-z", "Über Größe", "İSTANBUL Notes",
		"\u212aelvin", "e\u0301t\u00e9", "\xff\xfe bad", "Mixed ASCII and ñ", "ALL CAPS TITLE 2020"}
	for _, s := range withCVLines(t, texts) {
		checkRepeatKey(t, s, s, 2020)
		checkRepeatKey(t, s, "Proc. of the Ninth MEETING", 0)
	}
}

// FuzzRepeatKey holds repeatKey equal to the key it replaces on any text:
//
//	go test -run '^$' -fuzz FuzzRepeatKey ./cv/parse
func FuzzRepeatKey(f *testing.F) {
	f.Add("A Study of Things", "In Proc. MEETING", 2020)
	f.Add("Über Größe", "Straße", 0)
	f.Fuzz(func(t *testing.T, title, venueRaw string, year int) {
		checkRepeatKey(t, title, venueRaw, year)
	})
}

// TestMergeAtoms holds mergeAtoms equal to appending and sorting, in
// order, out of order and with two atoms at one offset.
func TestMergeAtoms(t *testing.T) {
	mk := func(starts ...int) []atom {
		var as []atom
		for _, s := range starts {
			as = append(as, atom{start: s, end: s + 1, present: s%2 == 0})
		}
		return as
	}
	for _, c := range [][2][]atom{
		{mk(3, 9), mk(1, 5, 20)}, {mk(), mk(1, 2)}, {mk(4), mk()}, {mk(7, 2), mk(1)}, {mk(1, 5), mk(5, 9)}, {mk(30), mk(1, 2, 3)},
	} {
		want := sortAtoms(append(append([]atom(nil), c[0]...), c[1]...))
		got := mergeAtoms(append([]atom(nil), c[0]...), append([]atom(nil), c[1]...))
		if len(got) != len(want) {
			t.Fatalf("mergeAtoms(%v, %v) = %v, want %v", c[0], c[1], got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("mergeAtoms(%v, %v) = %v, want %v", c[0], c[1], got, want)
			}
		}
	}
}
