package parse

import (
	"regexp"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// reBioTagOracle is the regexp bioTagParts replaced: the oracle it is
// held to.
var reBioTagOracle = regexp.MustCompile(`(?i)^\W*(.{2,40}?\b(?:student|candidate))\s*(?:@|,|\bat\b)\s*(.+)$`)

// bioTagPieces are fictional tag-line pieces: the words in either case
// and with a long s, words that hold them, the separators, spaces of
// every \s kind, non-word lead bytes, non-ASCII letters, an invalid
// byte and long fillers (the forty-rune bound).
var bioTagPieces = []string{
	"PhD", "phd ", "MSc", "Student", "student", "STUDENT", "ſtudent", "Students", "candidate", "Candidate",
	"CANDIDATE", "candidates", " ", "  ", "\t", "\n", "\r", "\f", "\v", "@", " @ ", ",", ", ", " at ", "at",
	"AT ", "that", "atom", "_", "-", "•", "* ", "é", "Ünal", "\xff", "Acme University", "Nowhere Lab",
	"x", "xx", "\u212a", "\u212aa", "a very long filler that is many runes ", "Ph.D.", "(", ")", "2031",
}

func bioTagOracle(s string) (string, string, bool) {
	m := reBioTagOracle.FindStringSubmatch(s)
	if m == nil {
		return "", "", false
	}
	return m[1], m[2], true
}

func checkBioTag(t *testing.T, s string) bool {
	t.Helper()
	tag, rest, ok := bioTagParts(s)
	wtag, wrest, wok := bioTagOracle(s)
	if tag != wtag || rest != wrest || ok != wok {
		t.Fatalf("bioTagParts(%q) = %q %q %v, the regexp %q %q %v", s, tag, rest, ok, wtag, wrest, wok)
	}
	return ok
}

func TestBioTagPartsIsTheRegexp(t *testing.T) {
	fixed := []string{"", "PhD Student @ Acme University", "PhD Candidate, Nowhere Lab", "!!student at X",
		"MSc student at", "MSc student at ", "MSc student at \n", "MSc studentat X", "Student at X",
		"  • PhD ſtudent at Acme", "Ünal PhD student, X", "PhD students at X", "PhD student\n@ X"}
	for _, s := range fixed {
		checkBioTag(t, s)
	}
	hits := 0
	for s := range cvtext.Joins(22, 51, bioTagPieces, 200000, 8) {
		if checkBioTag(t, s) {
			hits++
		}
	}
	if hits < 1000 {
		t.Fatalf("only %d random lines read as tags: too few to test the scan", hits)
	}
}

func FuzzBioTagParts(f *testing.F) {
	for _, s := range []string{"PhD Student @ Acme University", "!!student at X", "PhD ſtudent, X \n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkBioTag(t, s)
	})
}
