package parse

import "testing"

// hasRunInRef is hasRunIn as it was: every run of up to 32 bytes
// lower-cased and looked up.
func hasRunInRef(s string, set map[string]bool) bool {
	var buf [32]byte
	for i := 0; i < len(s); {
		if !isASCIIWordByte(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isASCIIWordByte(s[j]) {
			j++
		}
		if j-i <= len(buf) {
			b := buf[:0]
			for k := i; k < j; k++ {
				b = append(b, lowerASCII(s[k]))
			}
			if set[string(b)] {
				return true
			}
		}
		i = j
	}
	return false
}

// TestHasRunInFilter holds hasRunIn (first byte and length asked before
// a look-up) to the look-up of every run, for the updated-date leads and
// a crafted set, on crafted text and every sample/corpus line.
func TestHasRunInFilter(t *testing.T) {
	sets := []*leadSet{updatedLeads, leadWords([]string{"a b", "zz", "x9 y", "thirtytwobyteslongwordxxxxxxxxxx"})}
	in := withCVLines(t, []string{"LAST updated", "Updated: 2024", "revised", "Revisedly", "A", "ZZ top", "x9", "X9", "THIRTYTWOBYTESLONGWORDXXXXXXXXXX", "é last", "lastupdated", ""})
	hits := 0
	for _, set := range sets {
		if set == nil {
			t.Fatal("no lead set")
		}
		for _, s := range in {
			got, want := hasRunIn(s, set), hasRunInRef(s, set.words)
			if got != want {
				t.Fatalf("hasRunIn(%q) = %v, want %v (%v)", s, got, want, set.words)
			}
			if got {
				hits++
			}
		}
	}
	if hits < 8 {
		t.Fatalf("only %d hits", hits)
	}
}

// FuzzHasRunIn holds hasRunIn to the look-up of every run on any text.
func FuzzHasRunIn(f *testing.F) {
	f.Add("Last updated: May 2024")
	f.Add("ZZ x9")
	set := leadWords([]string{"a b", "zz", "x9 y", "last", "updated"})
	f.Fuzz(func(t *testing.T, s string) {
		for _, ls := range []*leadSet{updatedLeads, set} {
			if got, want := hasRunIn(s, ls), hasRunInRef(s, ls.words); got != want {
				t.Fatalf("hasRunIn(%q) = %v, want %v", s, got, want)
			}
		}
	})
}
