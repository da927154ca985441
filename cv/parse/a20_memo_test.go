package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv/venue"
)

// TestMemoReleaseVenueRoles holds the publication readers' tables kept in
// the memo (a20_memo.go) to the pool's rule: a released memo comes back
// with them empty, and a parser with a memo keeps its answers there, not
// in its own fields.
func TestMemoReleaseVenueRoles(t *testing.T) {
	m := newMemoFor(8)
	p := &parser{venues: venue.Default(), m: m, owner: newOwner("Ada Quill")}
	p.matchVenue("Symposium on Pebbles 2031")
	p.pubRole("A. Quill, B. Reyes and C. Tam")
	if len(m.venueHits) != 1 || len(m.roles) != 1 || p.venueHits != nil || p.roles != nil {
		t.Fatalf("memo tables %d, %d; parser's own %v, %v: want the memo's to hold one answer each",
			len(m.venueHits), len(m.roles), p.venueHits, p.roles)
	}
	releaseMemo(m, 8)
	for range 20 { // a pool may drop what it is given: ask until it gives
		if got := takeMemo(8); got == m {
			if len(got.venueHits)+len(got.roles) != 0 {
				t.Fatal("a released memo kept venue answers or line roles")
			}
			return
		}
	}
	t.Skip("the pool gave no memo back")
}
