package names

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// listCuesRef is listCues as it was: every byte of listCueLead compared
// with the cues it may open.
func listCuesRef(s string) (etAl, and bool) {
	for i := 0; i < len(s) && !(etAl && and); i++ {
		if listCueLead[s[i]] {
			e, a := listCueAt(s[i:])
			etAl, and = etAl || e, and || a
		}
	}
	return etAl, and
}

// checkListCues fails when listCues and the scan it replaced differ.
func checkListCues(t *testing.T, s string) {
	t.Helper()
	e, a := listCues(s)
	we, wa := listCuesRef(s)
	if e != we || a != wa {
		t.Fatalf("listCues(%q) = %v, %v; want %v, %v", s, e, a, we, wa)
	}
}

// TestListCuesSecond holds listCues, which compares a cue only where
// its second byte follows, to the scan that compared at every first
// byte, on every sample and corpus line and random joins of cue pieces
// cut at every byte.
func TestListCuesSecond(t *testing.T) {
	for _, s := range cvLines(t, []string{"", "e", "&", "a", "…", "\xe2", "\xe2\x80", ".", "Et", "an"}) {
		checkListCues(t, s)
	}
	pieces := []string{"e", "E", "t", "et", "et al", "Et al", "etc", "t al", "…", "\xe2", "\xe2\x80", "\x80", ".", "..", "&", "a", "an", "and", "and ", "n", " ", "Ada"}
	for s := range cvtext.Joins(21, 17, pieces, 100000, 7) {
		checkListCues(t, s)
	}
}

// FuzzListCuesSecond holds listCues to the scan it replaced on any text:
//
//	go test -run '^$' -fuzz FuzzListCuesSecond ./cv/parse/names
func FuzzListCuesSecond(f *testing.F) {
	for _, s := range []string{"Ada Quill et al.", "Quill & Reyes…", "a..b", "and "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkListCues(t, s)
	})
}
