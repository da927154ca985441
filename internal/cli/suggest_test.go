package cli

import (
	"reflect"
	"testing"
)

func TestEditDistanceCountsSwapsAsOneEdit(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"", "abc", 3},
		{"report", "report", 0},
		{"reprot", "report", 1}, // two letters swapped
		{"fromat", "format", 1},
		{"kitten", "sitting", 3},
		{"ca", "abc", 3}, // optimal string alignment: no edit of a swapped pair
		{"zürich", "zurich", 1},
		{"stats", "stat", 1},
	} {
		if got := EditDistance(tc.a, tc.b); got != tc.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
		if got := EditDistance(tc.b, tc.a); got != tc.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d (not symmetric)", tc.b, tc.a, got, tc.want)
		}
	}
}

func TestSuggestOffersOnlyNearNames(t *testing.T) {
	commands := []string{"completion", "correct", "diff", "help", "parse", "report", "run", "stats", "venues", "verify", "version"}
	flags := []string{"format", "font", "out", "venues-only", "venues", "since"}
	for _, tc := range []struct {
		typed string
		known []string
		want  []string
	}{
		{"reprot", commands, []string{"report"}},
		{"REPORT", commands, []string{"report"}},
		{"ver", commands, []string{"verify", "version"}}, // a prefix of two
		{"stat", commands, []string{"stats"}},
		{"rum", commands, []string{"run"}},
		{"corect", commands, []string{"correct"}},
		{"xyz", commands, nil},
		{"r", commands, nil}, // one letter is no prefix
		{"", commands, nil},
		{"fromat", flags, []string{"format"}},
		{"fonts", flags, []string{"font"}},
		{"venuesonly", flags, []string{"venues-only"}},
		{"sinse", flags, []string{"since"}},
		{"frmt", flags, nil}, // two edits away: too far for four letters
	} {
		if got := Suggest(tc.typed, tc.known); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Suggest(%q) = %q, want %q", tc.typed, got, tc.want)
		}
	}
}

func TestSuggestKeepsAtMostThree(t *testing.T) {
	got := Suggest("ab", []string{"abd", "abc", "abe", "abf", "abg"})
	if want := []string{"abc", "abd", "abe"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Suggest = %q, want %q", got, want)
	}
}
