package venue

import (
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// matchSharedRef is MatchShared as it was before MatchSharedIn: its
// room made on the stack, zeroed, at each call.
func matchSharedRef(c *Catalog, text string) (v *Venue, start, end int, ok bool) {
	if c == nil || text == "" {
		return nil, 0, 0, false
	}
	c.ready()
	var tokBuf [96]tok
	var candBuf [16]cand
	s := candSet{c: c, text: text, toks: c.tokens(text, tokBuf[:0])}
	cands := candBuf[:0]
	for i := range s.toks {
		cands = s.rawAt(cands, i)
	}
	var normBuf [96]int32
	norm := normBuf[:0]
	for i, t := range s.toks {
		if !t.drop {
			norm = append(norm, int32(i))
		}
	}
	for j := range norm {
		cands = s.namesAt(cands, norm, j)
	}
	best := bestCand(dropJoint(text, cands))
	if jv, s, e, ok := c.journalOver(text, s.toks, best); ok {
		v := new(Venue)
		*v = jv
		return v, s, e, true
	}
	if best.venue < 0 {
		return nil, 0, 0, false
	}
	return c.entries.shared(best.venue), best.start, best.end, true
}

// checkMatchSharedIn fails when MatchSharedIn in room m, as earlier
// texts left it, answers other than the zeroed-room reference, or
// MatchShared does; it reports whether text names a venue.
func checkMatchSharedIn(t *testing.T, c *Catalog, m *MatchScratch, text string) bool {
	t.Helper()
	wv, ws, we, wok := matchSharedRef(c, text)
	for _, f := range []func() (*Venue, int, int, bool){
		func() (*Venue, int, int, bool) { return c.MatchSharedIn(text, m) },
		func() (*Venue, int, int, bool) { return c.MatchShared(text) },
	} {
		v, s, e, ok := f()
		if ok != wok || s != ws || e != we || (v == nil) != (wv == nil) || v != nil && !reflect.DeepEqual(*v, *wv) {
			t.Fatalf("match of %q = %v %d %d %v, want %v %d %d %v", text, v, s, e, ok, wv, ws, we, wok)
		}
	}
	return wok
}

// a21bLong is a text of more words than the room holds (the slices grow
// past it), matched between the others so that the room is left full.
var a21bLong = strings.Repeat("Quiet Beaches Symposium, ", 40) + "NSDI 2024"

// TestMatchSharedIn holds MatchSharedIn, one room kept from text to
// text, to MatchShared as it was, on every sample and corpus line and
// on random joins of venue pieces (some longer than the room).
func TestMatchSharedIn(t *testing.T) {
	c := Default()
	var m MatchScratch
	hits := 0
	texts := cvtext.Lines("../..", []string{"", "NSDI", a21bLong, "J. Mach. Learn. Res. 12, 3–4"})
	for i, text := range texts {
		if checkMatchSharedIn(t, c, &m, text) {
			hits++
		}
		if i%50 == 0 {
			checkMatchSharedIn(t, c, &m, a21bLong)
		}
	}
	pieces := append([]string{a21bLong, "Journal of Machine Learning Research 12, 3–4", "J. Mach. Learn. Res."}, sharedPieces...)
	for text := range cvtext.Joins(21, 5, pieces, 20000, 12) {
		if checkMatchSharedIn(t, c, &m, text) {
			hits++
		}
	}
	if hits < 5000 {
		t.Fatalf("only %d texts named a venue: the test reads too little", hits)
	}
}

// FuzzMatchSharedIn holds MatchSharedIn, in a room a long text left
// full, to MatchShared as it was, on any text:
//
//	go test -run '^$' -fuzz FuzzMatchSharedIn ./cv/venue
func FuzzMatchSharedIn(f *testing.F) {
	for _, s := range []string{"NSDI 2024", "In Proc. of the USENIX Symposium on Networked Systems Design and Implementation", "J. Mach. Learn. Res. 12, 3–4", a21bLong} {
		f.Add(s)
	}
	c := Default()
	f.Fuzz(func(t *testing.T, s string) {
		var m MatchScratch
		c.MatchSharedIn(a21bLong, &m)
		checkMatchSharedIn(t, c, &m, s)
		checkMatchSharedIn(t, c, &m, s+" "+s)
	})
}
