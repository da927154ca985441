package textscan

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// containsAnyFoldEach is ContainsAnyFold as it was: IndexFold for each
// sub in turn.
func containsAnyFoldEach(s string, subs []string) bool {
	for _, sub := range subs {
		if IndexFold(s, sub) >= 0 {
			return true
		}
	}
	return false
}

// TestContainsAnyFoldScan holds ContainsAnyFold, which reads two to
// eight subs in one pass, to IndexFold for each sub: on fictional lines
// with word lists of every size from none to ten (subs sharing a first
// byte, an empty sub, a sub opening with a capital or a non-letter), and
// on 50,000 random joins of letters in both cases, spaces, punctuation
// and bytes beyond ASCII.
func TestContainsAnyFoldScan(t *testing.T) {
	lists := [][]string{
		nil, {"kite"}, {"we ", "my ", "our "}, {"advis", "supervis", "promoter", "mentor", "guidance"},
		{"a", "ab", "abc"}, {"", "zz"}, {"Kite", "x"}, {"(with ", "w/", " by ", "under"},
		{"a", "b", "c", "d", "e", "f", "g", "h"}, {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"},
	}
	texts := []string{"", "Ida Renwick, advised by Bo Quill", "WE BUILT KITES under the MOON", "Kite", "kITE w/ me", "\u212aite", "éa", "x"}
	check := func(s string, subs []string) {
		t.Helper()
		if got, want := ContainsAnyFold(s, subs...), containsAnyFoldEach(s, subs); got != want {
			t.Fatalf("ContainsAnyFold(%q, %q) = %v, IndexFold for each gives %v", s, subs, got, want)
		}
	}
	for _, s := range texts {
		for _, subs := range lists {
			check(s, subs)
		}
	}
	pieces := []string{"a", "B", "ab", "AB", "c", "h", "k", " ", "(", "/", ".", "é", "\u212a", "\xff", "we", "MY", "Our"}
	rng := rand.New(rand.NewPCG(5, 8))
	join := func(n int) string {
		var b strings.Builder
		for range rng.IntN(n) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		return b.String()
	}
	for range 50000 {
		subs := make([]string, rng.IntN(11))
		for k := range subs {
			subs[k] = strings.ToLower(join(4))
		}
		check(join(20), subs)
	}
}

// FuzzContainsAnyFold holds ContainsAnyFold to IndexFold for each sub on
// any text and three subs taken from it:
//
//	go test -run '^$' -fuzz FuzzContainsAnyFold ./internal/textscan
func FuzzContainsAnyFold(f *testing.F) {
	f.Add("Ida Renwick, advised by Bo Quill", "advis", "we ", "x")
	f.Fuzz(func(t *testing.T, s, a, b, c string) {
		subs := []string{strings.ToLower(a), strings.ToLower(b), c}
		if got, want := ContainsAnyFold(s, subs...), containsAnyFoldEach(s, subs); got != want {
			t.Fatalf("ContainsAnyFold(%q, %q) = %v, IndexFold for each gives %v", s, subs, got, want)
		}
	})
}

// TestHasLowerPrefix holds HasLowerPrefix, which lower-cases at most the
// prefix's length of runes, to strings.HasPrefix(strings.ToLower(s), p)
// on random joins of ASCII in both cases, runes whose lower case is
// longer or shorter than they are (U+0130, U+212A, U+1E9E, U+023A), and
// bytes that are no UTF-8, for prefixes of every length up to six.
func TestHasLowerPrefix(t *testing.T) {
	pieces := []string{"<", "l", "L", "i", "I", "\u0130", "\u212a", "k", "\u1e9e", "\u023a", "\u2c65", "é", "É", "\xff", "\xe2\x82", " ", "a"}
	prefixes := []string{"", "<", "<li", "i\u0307", "k", "ß", "\ufffd", "\u2c65", "éa", "<l", "a b"}
	for s := range cvtext.Joins(6, 12, pieces, 50000, 8) {
		s := s
		for _, p := range prefixes {
			if got, want := HasLowerPrefix(s, p), strings.HasPrefix(strings.ToLower(s), p); got != want {
				t.Fatalf("HasLowerPrefix(%q, %q) = %v, lower-casing it all gives %v", s, p, got, want)
			}
		}
	}
}

// FuzzHasLowerPrefix holds HasLowerPrefix to lower-casing the whole text
// on any text and prefix:
//
//	go test -run '^$' -fuzz FuzzHasLowerPrefix ./internal/textscan
func FuzzHasLowerPrefix(f *testing.F) {
	f.Add("<LI>Kite", "<li")
	f.Add("\u0130stanbul", "i\u0307")
	f.Fuzz(func(t *testing.T, s, p string) {
		if got, want := HasLowerPrefix(s, p), strings.HasPrefix(strings.ToLower(s), p); got != want {
			t.Fatalf("HasLowerPrefix(%q, %q) = %v, lower-casing it all gives %v", s, p, got, want)
		}
	})
}
