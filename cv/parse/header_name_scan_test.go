package parse

import (
	"strings"
	"testing"
	"unicode"

	"github.com/vitae-cv/vitae/cv/parse/names"
	"github.com/vitae-cv/vitae/internal/cvtext"
)

// looksLikeNameRef is looksLikeName as it was (strings.ContainsAny, a
// lower-cased copy, strings.Fields and words), the oracle of
// TestLooksLikeNameScan.
func looksLikeNameRef(s string) bool {
	if strings.ContainsAny(s, "@:/|,;()0123456789\t") || len(s) > 60 {
		return false
	}
	s = stripNamePrefix(s) // speed_regexp.go
	switch strings.ToLower(s) {
	case "curriculum vitae", "curriculum vitæ", "résumé", "resume", "cv", "vita":
		return false
	}
	f := strings.Fields(s)
	if len(f) < 2 || len(f) > 5 {
		return false
	}
	ws := words(s) // read once for both word tests below
	for _, w := range ws {
		if notNameWords[w] {
			return false // "Acme State University": an affiliation
		}
	}
	for _, w := range f {
		r, _ := firstRune(w)
		if !unicode.IsUpper(r) && !names.IsParticle(strings.ToLower(w)) && !elidedParticle(w) {
			return false
		}
	}
	if _, ok := classify(s); ok {
		return false
	}
	// "PERSONAL INFORMATION": heading words are not a name
	heading := true
	for _, w := range ws {
		heading = heading && headingWords[w]
	}
	return !heading
}

// headerNamePieces are fictional pieces of header lines: names in capitals,
// title and lower case, particles, document words, affiliation and
// heading words, marks that rule a name out, and letters beyond ASCII.
var headerNamePieces = []string{"Ida", "Quill", "IDA", "QUILL", "van", "der", "d'", "D'Arcy", "de", " ", "  ", "\t", "\u00a0", "Curriculum", "Vitae", "CV",
	"Résumé", "vitæ", "curriculum vitae", "University", "Acme", "Personal", "Information", "Publications", "Dr.", "Prof.", "Ünal", "é", "@", ",", "3",
	"-", "Jean-Luc", "\xff", "\u212a", "İ"}

// TestLooksLikeNameScan holds looksLikeName to looksLikeNameRef on
// fictional lines and 200,000 random joins.
func TestLooksLikeNameScan(t *testing.T) {
	names := 0
	check := func(s string) {
		t.Helper()
		got, want := looksLikeName(s), looksLikeNameRef(s)
		if got != want {
			t.Fatalf("looksLikeName(%q) = %v, looksLikeNameRef gives %v", s, got, want)
		}
		if got {
			names++
		}
	}
	for _, s := range []string{"", "Ida Quill", "IDA QUILL", "Curriculum Vitae", "CURRICULUM VITÆ", "Résumé", "Ida van der Quill", "Ida quill",
		"Personal Information", "Acme University", "Dr. Ida Quill", "Ida Quill, PhD", "Ida D'Arcy Quill", "Ünal Quill"} {
		check(s)
	}
	for s := range cvtext.Joins(22, 28, headerNamePieces, 200000, 6) {
		check(s)
	}
	if names < 1000 {
		t.Fatalf("%d joins read as names: the test reads too few", names)
	}
}
