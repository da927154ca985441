package parse

import (
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// plainCoFirstPhrase reports whether strings.ToLower(t) holds a note
// phrase as whole words: what findCoFirstNote and coFirstSpan search for
// before the guard.
func plainCoFirstPhrase(t string) bool {
	low := strings.ToLower(t)
	for _, p := range pubCoFirst.notes {
		if wholeWordIndex(low, p) >= 0 {
			return true
		}
	}
	return false
}

// TestCoverWords: the keys cover every phrase, few and deterministic; a
// phrase with no ASCII word makes the key "".
func TestCoverWords(t *testing.T) {
	cases := []struct {
		phrases, want []string
	}{
		{[]string{"alpha beta", "Beta gamma", "delta"}, []string{"beta", "delta"}},
		{[]string{"lamp lighter", "lamp keeper", "keeper of lamps"}, []string{"lamp"}},
		{[]string{"plain words", "équipe"}, []string{""}},
		{[]string{"  "}, nil},
	}
	for _, c := range cases {
		if got := coverWords(c.phrases); !slices.Equal(got, c.want) {
			t.Errorf("coverWords(%q) = %q, want %q", c.phrases, got, c.want)
		}
	}
	if len(coFirstKeys) == 0 {
		t.Fatal("no keys for the co-first notes")
	}
	for _, p := range pubCoFirst.notes {
		if !containsAnyFold(strings.ToLower(p), coFirstKeys...) {
			t.Errorf("phrase %q holds no key of %q", p, coFirstKeys)
		}
	}
}

// TestMayHoldCoFirstNote holds the guard to the plain search: a line
// whose lower-cased text holds a phrase is never turned away. Fictional
// notes, every sample line and 30,000 random joins of phrase words,
// capitals, marks and runes that lower-case to ASCII or change length.
func TestMayHoldCoFirstNote(t *testing.T) {
	texts := []string{"", "Ada Quill (co-first author)", "† EQUAL CONTRIBUTION", "Equally contributed by both",
		"‡ joint first authors", "Lamps and Wicks, 2021", "co-fİrst author", "equal contr\u0130bution", "\xff equal"}
	pieces := []string{"equal", "EQUAL", "Equally", "contribution", "contributed", "first", "FIRST", "co-",
		"author", "AUTHOR", "s", "ship", "joint", "shared", " ", " ", "(", ")", "†", "*", "İ", "\u212a", "é", "\xff", "-"}
	for _, p := range pubCoFirst.notes {
		pieces = append(pieces, p, strings.ToUpper(p))
	}
	for s := range cvtext.Joins(22, 9, pieces, 30000, 8) {
		texts = append(texts, s)
	}
	found := 0
	for _, s := range withCVLines(t, texts) {
		plain := plainCoFirstPhrase(s)
		if plain {
			found++
		}
		if plain && !mayHoldCoFirstNote(s) {
			t.Fatalf("mayHoldCoFirstNote(%q) = false, but the lower-cased line holds a note", s)
		}
		if got, want := containsAnyOf(s, legendMarks), strings.ContainsAny(s, legendMarks); got != want {
			t.Fatalf("containsAnyOf(%q, legendMarks) = %v, strings.ContainsAny %v", s, got, want)
		}
	}
	if found < 1000 {
		t.Fatalf("only %d texts hold a note: the test tries too few", found)
	}
}
