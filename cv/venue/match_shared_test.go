package venue

import (
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// sharedPieces are fictional pieces of venue texts: acronyms with years,
// full names, journals, workshops and words that name none.
var sharedPieces = []string{" ", ", ", "In ", "Proc. ", "NSDI", "NeurIPS'18", " 2024", "Proceedings of the ", "USENIX Symposium on Networked Systems Design and Implementation",
	"Journal of Machine Learning Research", "Nature", "IEEE Transactions on Software Engineering", "Workshop on ", "LearningSys @ ", "(ICML)", "folding boats",
	"arXiv preprint", "Quiet Beaches", "ACM", "SOSP", "é", "—"}

// TestMatchSharedIsMatch holds MatchShared to Match: the same venue,
// span and answer on random texts; a catalogued venue is the same one
// each time it is found.
func TestMatchSharedIsMatch(t *testing.T) {
	c := Default()
	hits, same := 0, 0
	seen := map[string]*Venue{}
	for text := range cvtext.Joins(16, 22, sharedPieces, 3000, 8) {
		p, s, e, ok := c.MatchShared(text)
		wv, ws, we, wok := c.Match(text)
		if ok != wok || s != ws || e != we || ok != (p != nil) || ok && !reflect.DeepEqual(*p, wv) {
			t.Fatalf("MatchShared(%q) = %v %d %d %v, Match %+v %d %d %v", text, p, s, e, ok, wv, ws, we, wok)
		}
		if !ok {
			continue
		}
		hits++
		if q, ok := seen[p.Acronym]; ok && q == p {
			same++
		}
		seen[p.Acronym] = p
	}
	if hits < 500 || same == 0 {
		t.Fatalf("%d hits, %d found again as the same venue: the test reads too little", hits, same)
	}
}
