package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// firstOtherSepRef is firstOtherSep as it was: the switch asked of every
// byte.
func firstOtherSepRef(s string, limit int) (int, int) {
	w := s[:limit]
	for i := 0; i < len(w); i++ {
		switch w[i] {
		case ';':
			return i, 1
		case ' ':
			if i+1 == len(w) || w[i+1] != 'a' && w[i+1] != '&' {
				continue
			}
			if strings.HasPrefix(w[i:], " and ") {
				return i, len(" and ")
			}
			if strings.HasPrefix(w[i:], " & ") {
				if strings.HasPrefix(w[i+2:], " and ") {
					return i + 2, len(" and ")
				}
				return i, len(" & ")
			}
		case "„"[0]:
			if strings.HasPrefix(w[i:], "„") {
				return i, len("„")
			}
		}
	}
	return -1, 1
}

// checkFirstOtherSep fails when firstOtherSep and the loop it replaced
// differ on s, for the limits 0, 1, the half and the whole of s; it
// reports whether one was found in the whole.
func checkFirstOtherSep(t *testing.T, s string) bool {
	t.Helper()
	for _, limit := range []int{0, min(1, len(s)), len(s) / 2, len(s)} {
		i, n := firstOtherSep(s, limit)
		wi, wn := firstOtherSepRef(s, limit)
		if i != wi || n != wn {
			t.Fatalf("firstOtherSep(%q, %d) = %d, %d; want %d, %d", s, limit, i, n, wi, wn)
		}
	}
	i, _ := firstOtherSepRef(s, len(s))
	return i >= 0
}

// TestFirstOtherSepLead holds firstOtherSep, which passes over the bytes
// that open no separator in a tight loop, to the loop that asked each
// byte, on every sample and corpus line and random joins of separator
// pieces cut at every byte.
func TestFirstOtherSepLead(t *testing.T) {
	for _, s := range withCVLines(t, []string{"", " ", ";", "„", "\xe2", " &", " & and ", "Ada and Bo", "Ada & Bo"}) {
		checkFirstOtherSep(t, s)
	}
	pieces := []string{" ", "a", "an", "and", " and ", "&", " & ", " &", ";", "„", "\xe2", "\xe2\x80", "\x9e", "…", "Ada", "Quill", ",", "é"}
	found := 0
	for s := range cvtext.Joins(21, 19, pieces, 100000, 8) {
		if checkFirstOtherSep(t, s) {
			found++
		}
	}
	if found < 30000 {
		t.Fatalf("only %d joins held a separator: the test reads too little", found)
	}
}

// FuzzFirstOtherSepLead holds firstOtherSep to the loop it replaced on
// any text:
//
//	go test -run '^$' -fuzz FuzzFirstOtherSepLead ./cv/parse
func FuzzFirstOtherSepLead(f *testing.F) {
	for _, s := range []string{"Ada Quill and Bo Reyes", "A & and B", "A; B", "A„B"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkFirstOtherSep(t, s)
	})
}
