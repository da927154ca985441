package parse

import (
	"reflect"
	"strings"
	"testing"
)

// wordsSlow is the definition words() must keep: lower-case runs of
// letters and digits.
func wordsSlow(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !isWordRune(r) })
}

func TestWordsMatchesDefinition(t *testing.T) {
	for _, s := range []string{"", " ", "Selected Publications", "PhD, 2019–2024", "a_b-c.d", "Zürich ETH", "ÉCOLE normale", "x1 Y2 z3!", "  trailing  ", "MIXED case Words", "naïve"} {
		got, want := words(s), wordsSlow(s)
		if len(got) == 0 && len(want) == 0 {
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("words(%q) = %q, want %q", s, got, want)
		}
	}
}

func TestIndexFoldASCII(t *testing.T) {
	for _, tc := range []struct {
		s, w string
		want int
	}{
		{"2019 - Present", "present", 7},
		{"Page 2 of 3", "page", 0},
		{"no match here", "present", -1},
		{"Zürich – NOW", "now", 12}, // byte offsets,
		{"", "now", -1},
	} {
		if got := indexFoldASCII(tc.s, tc.w); got != tc.want {
			t.Errorf("indexFoldASCII(%q, %q) = %d, want %d", tc.s, tc.w, got, tc.want)
		}
	}
}

func FuzzWords(f *testing.F) {
	f.Add("Selected Publications, 2019")
	f.Add("Zürich ÉCOLE")
	f.Fuzz(func(t *testing.T, s string) {
		got, want := words(s), wordsSlow(s)
		if len(got) == 0 && len(want) == 0 {
			return
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("words(%q) = %q, want %q", s, got, want)
		}
	})
}

// TestWordCountAndHasWord checks wordCount and hasWord against their
// definitions from words().
func TestWordCountAndHasWord(t *testing.T) {
	dict := map[string]bool{"university": true, "of": true, "phd": true, "zürich": true, "x1": true}
	for _, s := range guardLines("", "  ", "University OF Zürich", "PHD", "ÉCOLE", "a_b-c", "X1!", strings.Repeat("A", 100)) {
		if got, want := wordCount(s), len(words(s)); got != want {
			t.Errorf("wordCount(%q) = %d, want %d", s, got, want)
		}
		want := false
		for _, w := range words(s) {
			want = want || dict[w]
		}
		if got := hasWord(s, dict); got != want {
			t.Errorf("hasWord(%q) = %v, want %v", s, got, want)
		}
	}
}

func FuzzWordCount(f *testing.F) {
	f.Add("Zürich ÉCOLE — 2019")
	f.Add("a\xffb")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := wordCount(s), len(words(s)); got != want {
			t.Fatalf("wordCount(%q) = %d, want %d", s, got, want)
		}
	})
}

// TestAllWordsIn checks allWordsIn against its definition from words().
func TestAllWordsIn(t *testing.T) {
	dict := map[string]bool{"selected": true, "publications": true, "école": true, "and": true}
	for _, s := range guardLines("", "Selected PUBLICATIONS", "École and Selected", "Selected, x", "a_b") {
		want := true
		for _, w := range words(s) {
			want = want && dict[w]
		}
		if got := allWordsIn(s, dict); got != want {
			t.Errorf("allWordsIn(%q) = %v, want %v", s, got, want)
		}
	}
}
