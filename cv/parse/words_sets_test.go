package parse

import (
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
	"github.com/vitae-cv/vitae/internal/textscan"
)

// TestWordSetsAreTheirMaps holds each word set to hasWord on its map:
// every key alone, in capitals and in a fictional line, and 20,000 random
// joins of its keys with other words and marks.
func TestWordSetsAreTheirMaps(t *testing.T) {
	sets := []struct {
		name string
		ws   *textscan.WordSet
		dict map[string]bool
	}{
		{"titles", titleWordSet, titleWords}, {"organisations", orgWordSet, orgWords}, {"academic", academicWordSet, academicWords},
		{"recognition", recognitionWordSet, recognitionWords}, {"memberships", membershipWordSet, membershipWords},
	}
	for _, s := range sets {
		check := func(text string) {
			t.Helper()
			if got, want := hasSetWord(text, s.ws), hasWord(text, s.dict); got != want {
				t.Fatalf("%s: hasSetWord(%q) = %v, hasWord gives %v", s.name, text, got, want)
			}
		}
		keys := slices.Sorted(func(yield func(string) bool) {
			for k := range s.dict {
				if !yield(k) {
					return
				}
			}
		})
		for _, k := range keys {
			check(k)
			check(strings.ToUpper(k))
			check("Kite Harbour, " + k + " of Sand")
		}
		pieces := append([]string{" ", ", ", "Kite", "harbour", "Sand", "é", "-", "Zürich"}, keys...)
		for text := range cvtext.Joins(22, 27, pieces, 20000, 6) {
			check(text)
		}
	}
}
