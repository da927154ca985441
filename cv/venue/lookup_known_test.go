package venue

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// knownPieces are fictional pieces of acronyms and names: catalogued
// acronyms and aliases in both cases, journal abbreviations dotted and
// not, and words, marks and runes that make none.
var knownPieces = []string{"NSDI", "nsdi", "SOSP", "IoT", "-J", " ", "  ", ".", "USENIX", "ATC", "nips", "NeurIPS", "J.", "Mach.", "Learn.", "Res.",
	"Nature", "folding", "Boats", "&", "é", "É", "\u212a", "İ", "ſ", "'18", "2024", strings.Repeat("Kite", 20)}

// TestAppendKeyOf holds appendKeyOf to keyOf on fictional and random
// texts (every piece beyond ASCII, keys past the stack buffer).
func TestAppendKeyOf(t *testing.T) {
	check := func(s string) {
		t.Helper()
		var buf [64]byte
		if got, want := string(appendKeyOf(buf[:0], s)), keyOf(s); got != want {
			t.Fatalf("appendKeyOf(%q) = %q, keyOf gives %q", s, got, want)
		}
	}
	for _, s := range []string{"", " ", "IoT-J", "iot j", "USENIX  ATC", "Ad & Hoc", "Éclair Rev.", "\u212aite"} {
		check(s)
	}
	for s := range cvtext.Joins(22, 20, knownPieces, 100000, 6) {
		check(s)
	}
}

// TestKnowsIsLookup holds Knows to Lookup's answer on every key of the
// curated layer's table, in three cases, and on random joins, of which
// both some are found and some not.
func TestKnowsIsLookup(t *testing.T) {
	c := Default()
	found := 0
	check := func(s string) {
		t.Helper()
		_, want := c.Lookup(s)
		if got := c.Knows(s); got != want {
			t.Fatalf("Knows(%q) = %v, Lookup finds %v", s, got, want)
		}
		if want {
			found++
		}
	}
	keys, _ := c.lookupKeys()
	for _, k := range keys {
		check(k)
		check(strings.ToUpper(k))
		check(strings.ToUpper(k[:1]) + k[1:])
	}
	for s := range cvtext.Joins(22, 21, knownPieces, 50000, 4) {
		check(s)
	}
	if found < len(keys) || found == 3*len(keys)+50000 {
		t.Fatalf("%d found: the test reads too few or too many", found)
	}
	var nilCat *Catalog
	if nilCat.Knows("NSDI") {
		t.Fatal("a nil catalogue knows a venue")
	}
}
