package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// plainInFold is keySet.inFold as it was: every byte of s looked up by
// its lower case, without the lead table.
func plainInFold(ks *keySet, s string) bool {
	if ks.all {
		return true
	}
	for i := 0; i < len(s); i++ {
		for _, k := range ks.byFirst[lowerASCII(s[i])] {
			if hasPrefixFold(s[i:], k) {
				return true
			}
		}
	}
	return false
}

// TestKeySetLead: inFold, which passes the bytes no key starts at by its
// lead table, answers as plainInFold for the heading-label, distinction
// and poster keys on every sample line and random joins of their words.
func TestKeySetLead(t *testing.T) {
	sets := []struct {
		ks      *keySet
		phrases []string
	}{
		{headingLabelKeys, headingLabelPhrases()}, {distinctionKeys, pubDistinctions.labels}, {talksPosterKeys, posterPhrases()},
	}
	var lines []string
	for _, data := range sampleCVs(t) {
		lines = append(lines, strings.Split(string(data), "\n")...)
	}
	for k, set := range sets {
		found := 0
		check := func(s string) {
			got, want := set.ks.inFold(s), plainInFold(set.ks, s)
			if got != want {
				t.Fatalf("set %d: inFold(%q) = %v, plainInFold %v", k, s, got, want)
			}
			if got {
				found++
			}
		}
		for _, s := range lines {
			check(s)
		}
		for s := range cvtext.Joins(uint64(k), 40, guardPieces(set.phrases), 20000, 6) {
			check(s)
		}
		if found < 1000 {
			t.Fatalf("set %d: only %d texts hold a key: too few", k, found)
		}
	}
}
