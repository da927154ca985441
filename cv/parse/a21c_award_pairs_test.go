package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// awardFoundByMembers is awardScan.found before the pair test (round
// 21c): each byte's members compared in turn. Kept as the oracle, with
// the list-by-list search it replaced (awardFoundByLists).
func awardFoundByMembers(a *awardScan, s string) bool {
	var seen uint8
	for i := 0; i < len(s); i++ {
		for _, m := range a.byFirst[lowerASCII(s[i])] {
			if seen&m.list == 0 && hasPrefixFold(s[i+1:], m.s[1:]) {
				seen |= m.list
			}
		}
		if seen&awardPhrase != 0 || seen&(awardHead|awardNoun) == awardHead|awardNoun {
			return true
		}
	}
	return false
}

func awardFoundByLists(s string) bool {
	return containsAnyFold(s, awardPhrases...) || containsAnyFold(s, awardHeads...) && containsAnyFold(s, awardNouns...)
}

// checkAwardPairs holds found to both oracles on s.
func checkAwardPairs(t *testing.T, s string) {
	t.Helper()
	got := awardScanner.found(s)
	if want := awardFoundByMembers(awardScanner, s); got != want {
		t.Fatalf("found(%q) = %v, the member scan %v", s, got, want)
	}
	if want := awardFoundByLists(s); got != want {
		t.Fatalf("found(%q) = %v, the list search %v", s, got, want)
	}
}

// TestAwardPairs: the scan with the pair test finds what the scans
// before it found, on fictional lines, every sample and corpus line and
// random joins of member pieces, cases and bytes around the letters
// (a byte just below 'a' or above 'z', non-ASCII letters).
func TestAwardPairs(t *testing.T) {
	texts := withCVLines(t, []string{"Best Paper Award", "BEST STUDENT PAPER", "Honorable Mention", "Test-of-Time Award",
		"Outstanding demo", "BESTPAPER", "b", "bE", "be", "", "Distinguished Artifact", "Top Picks", "best of", "pa`er best"})
	pieces := []string{"best", "BEST", "b", "e", "pa", "PA", "per", "of", " ", "-", "`", "{", "@", "[", "é", "ö", "demo", "poster",
		"rable mention", "time award", "spotlight", "top picks", "research highlight", "oral presentation", "distinguished",
		"outstanding", "artifact", "presentation", "r", "t", "s", "o", "d", "x"}
	for s := range cvtext.Joins(21, 4, pieces, 30000, 8) {
		texts = append(texts, s)
	}
	for _, s := range texts {
		checkAwardPairs(t, s)
	}
}

// TestAwardPairSets: each member's first two bytes are in the pair sets,
// and nothing else is: a pair no member opens with has no bit.
func TestAwardPairSets(t *testing.T) {
	want := map[[2]byte]bool{}
	for _, list := range [][]string{awardPhrases, awardHeads, awardNouns} {
		for _, m := range list {
			want[[2]byte{m[0], m[1]}] = true
		}
	}
	for c := range 256 {
		for n := range 256 {
			lc, ln := byte(c), lowerASCII(byte(n))
			if got := awardScanner.opensPair(lc, byte(n)); got != want[[2]byte{lc, ln}] {
				t.Fatalf("opensPair(%q, %q) = %v", lc, byte(n), got)
			}
		}
	}
}

func FuzzAwardPairs(f *testing.F) {
	for _, s := range []string{"Best Paper Award", "BESTPAPER", "pa`er best", "Top Picks", "é best demo"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkAwardPairs(t, s)
	})
}
