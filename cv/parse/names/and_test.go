package names

import (
	"strings"
	"testing"
)

// andExtras are crafted author lists for replaceAnds: keys at the ends,
// next to each other and overlapping (" and and ", " & & ").
var andExtras = []string{
	"", " ", "and ", "A and B", "A and and B", "A & & B", "A,and B", "A AND B", "A ANDB", "A and", " and B",
	"A, and B", "A &B", "A& B", "Sandy Band and Andy", "and and and ", ",and ,and", " AND  AND ", "x & y and z,and w",
}

func TestReplaceAnds(t *testing.T) {
	for _, s := range cvLines(t, andExtras) {
		if got, want := replaceAnds(s), andReplacer.Replace(" "+s); got != want {
			t.Errorf("replaceAnds(%q) = %q, want %q", s, got, want)
		}
		checkAndsToCommas(t, s)
	}
}

// checkAndsToCommas holds andsToCommas to the Replacer: s itself when
// the Replacer changes nothing but the leading space, else its answer.
func checkAndsToCommas(t *testing.T, s string) {
	t.Helper()
	want := andReplacer.Replace(" " + s)
	if want == " "+s {
		want = s
	}
	if got := andsToCommas(s); got != want {
		t.Fatalf("andsToCommas(%q) = %q, want %q", s, got, want)
	}
}

func FuzzReplaceAnds(f *testing.F) {
	for _, s := range andExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := replaceAnds(s), andReplacer.Replace(" "+s); got != want {
			t.Fatalf("replaceAnds(%q) = %q, want %q", s, got, want)
		}
		checkAndsToCommas(t, s)
	})
}

// TestReplaceAndsLong checks long runs of keys and of near-keys (every
// byte a ' ' that opens no key) against the Replacer.
func TestReplaceAndsLong(t *testing.T) {
	for _, s := range []string{strings.Repeat(" and ", 20000), strings.Repeat(" an", 20000), strings.Repeat(",", 50000)} {
		if got, want := replaceAnds(s), andReplacer.Replace(" "+s); got != want {
			t.Fatalf("replaceAnds of %d bytes differs from the Replacer", len(s))
		}
		checkAndsToCommas(t, s)
	}
}
