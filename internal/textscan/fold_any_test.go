package textscan

import (
	"math/rand/v2"
	"strings"
	"testing"
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
