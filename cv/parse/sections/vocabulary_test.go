package sections

import (
	"testing"
	"unicode"
)

// oldHeadingVocabulary is headingVocabulary as it was, on words().
func oldHeadingVocabulary(t string) bool {
	ws := words(t)
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	r, _ := firstRune(t)
	if !unicode.IsUpper(r) {
		return false
	}
	for _, w := range ws {
		if !HeadingWords[w] {
			return false
		}
	}
	return true
}

// TestHeadingVocabulary holds headingVocabulary, which reads no list of
// words, to its form on words(), on the sample and corpus lines.
func TestHeadingVocabulary(t *testing.T) {
	vocab := 0
	for _, s := range withCVLines(t, []string{"Awards", "Grants and", "AWARDS AND HONORS", "awards", "Selected Talks and Posters Here", ""}) {
		got, want := headingVocabulary(s), oldHeadingVocabulary(s)
		if got != want {
			t.Fatalf("headingVocabulary(%q) = %v, want %v", s, got, want)
		}
		if got {
			vocab++
		}
	}
	if vocab == 0 {
		t.Error("no line in heading words: the test looks at nothing")
	}
}
