package parse

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// fieldExtras are crafted texts for the field helpers: Unicode white
// space, invalid UTF-8, upper case beyond ASCII, long words.
var fieldExtras = []string{
	"", " ", "\t\n", "one", " one ", "one two", "a\u00a0b", "a\u2028b \u3000c", "x\u0085",
	"\xff \xe0\xc2\x85 y", "of", "OF", "And", "Ünd", "İn", "K\u212a", strings.Repeat("Of", 40),
	"Lee, Piper Wolters, and", "Journal of", "J. Smith, A.", "Title — ", "a b c d", "a b c d e",
	"A. Quill∗", "B. Reed†", "C. Lund\xe2\x88", "\xe2", "x+y", "•", " – ", "\xff", "‣‣", "* ", "a*",
	"a b c d e f", " a  b\tc\u00a0d e ", "Part 1: A--B's (Re)view", "...x", "x...", "ÉCOLE of Things",
}

// checkFields holds lastField, fieldCountAtMost, inLowerSet, titleKey,
// hasEqualMark and isLoneBullet to their definitions on s.
func checkFields(t *testing.T, s string) {
	t.Helper()
	f := strings.Fields(s)
	want := ""
	if len(f) > 0 {
		want = f[len(f)-1]
	}
	if got := lastField(s); got != want {
		t.Errorf("lastField(%q) = %q, want %q", s, got, want)
	}
	for n := 0; n <= 6; n++ {
		if got := fieldCountAtMost(s, n); got != (len(f) <= n) {
			t.Errorf("fieldCountAtMost(%q, %d) = %v, fields %q", s, n, got, f)
		}
	}
	if got, want := hasEqualMark(s), containsAnyOf(s, "*∗†+"); got != want {
		t.Errorf("hasEqualMark(%q) = %v, want %v", s, got, want)
	}
	if got, want := isLoneBullet(line{Text: s}), utf8.RuneCountInString(strings.TrimSpace(s)) == 1 && strings.ContainsAny(strings.TrimSpace(s), "•▪◦●·‣–-*∙"); got != want {
		t.Errorf("isLoneBullet(%q) = %v, want %v", s, got, want)
	}
	if got, want := titleKey(s), strings.Join(words(s), " "); got != want {
		t.Errorf("titleKey(%q) = %q, want %q", s, got, want)
	}
	for _, w := range append(f, s) {
		if got, want := inLowerSet(pubWrapWords, w), pubWrapWords[strings.ToLower(w)]; got != want {
			t.Errorf("inLowerSet(pub_wrap, %q) = %v, want %v", w, got, want)
		}
	}
}

func TestFieldHelpers(t *testing.T) {
	texts := withCVLines(t, fieldExtras)
	if len(texts) < 1000 {
		t.Fatalf("only %d lines to check", len(texts))
	}
	for _, s := range texts {
		checkFields(t, s)
	}
	for w := range pubWrapWords {
		checkFields(t, strings.ToUpper(w)+" x "+strings.ToUpper(w[:1])+w[1:])
		if !inLowerSet(pubWrapWords, strings.ToUpper(w)) {
			t.Errorf("inLowerSet misses %q in upper case", w)
		}
	}
}

func FuzzFieldHelpers(f *testing.F) {
	for _, s := range fieldExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkFields(t, s)
	})
}

// TestCleanPubLinesShares checks that a section with nothing to clean is
// returned as it is, and that a section with something to clean is
// cleaned in a copy, its lines unchanged.
func TestCleanPubLinesShares(t *testing.T) {
	plain := toLines("- A. Quill. Paper one. In Proc. of X, 2024.\n\n- B. Reed. Paper two. Journal of Y, 2023.\n")
	if got := cleanPubLines(plain); len(got) != len(plain) || &got[0] != &plain[0] {
		t.Errorf("cleanPubLines copied lines with nothing to clean")
	}
	dirty := toLines("A. Quill. Paper one. In Proc. of X, 2024. \\\n12\nB. Reed. Paper two, 2023.\n")
	before := append([]line(nil), dirty...)
	got := cleanPubLines(dirty)
	if &got[0] == &dirty[0] {
		t.Fatalf("cleanPubLines changed lines in place")
	}
	for i := range dirty {
		if dirty[i].Text != before[i].Text || dirty[i].Blank != before[i].Blank {
			t.Errorf("line %d changed: %q -> %q", i, before[i].Text, dirty[i].Text)
		}
	}
	if strings.HasSuffix(got[0].Text, `\`) || !got[1].Blank || got[2].Text != dirty[2].Text {
		t.Errorf("cleaned lines %q %v %q", got[0].Text, got[1].Blank, got[2].Text)
	}
}
