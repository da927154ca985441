package parse

import (
	"maps"
	"slices"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// kindCueScoresPlain is the cue loop of entryScores as it was: the
// words built, each looked up, the distinct ones counted.
func kindCueScoresPlain(head string) [len(kindNames)]int {
	var sc [len(kindNames)]int
	seen := map[string]bool{}
	for _, w := range words(head) {
		if k, ok := kindCues[w]; ok && !seen[w] {
			seen[w] = true
			sc[k] += cueWeight
		}
	}
	return sc
}

// TestKindCueScoresIsThePlainLoop: addKindCueScores answers as the loop
// it replaced on random joins of cue words (in every case, repeated),
// near words and non-ASCII text.
func TestKindCueScoresIsThePlainLoop(t *testing.T) {
	pieces := []string{" ", ", ", ". ", "-", "é", "Ünal", "Acme", "2031", "x", "Teaching", "Talk"}
	cues := slices.Sorted(maps.Keys(kindCues))
	for i, w := range cues[:min(len(cues), 40)] {
		up := []byte(w)
		up[i%len(up)] &^= 0x20 // a capital somewhere in the word
		pieces = append(pieces, w, " "+w, w+"s", string(up))
	}
	hits := 0
	for s := range cvtext.Joins(22, 53, pieces, 100000, 10) {
		var got [len(kindNames)]int
		addKindCueScores(&got, s)
		if want := kindCueScoresPlain(s); got != want {
			t.Fatalf("addKindCueScores(%q) = %v, the plain loop %v", s, got, want)
		}
		if got != ([len(kindNames)]int{}) {
			hits++
		}
	}
	if hits < 1000 {
		t.Fatalf("only %d random heads hold a cue: too few", hits)
	}
}
