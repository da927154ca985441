package parse

import (
	"strings"
	"testing"
)

// TestSeasonMonth holds seasonMonth (ASCII words compared ignoring case,
// without a copy) to the switch on the lower-cased word it replaced, on
// crafted words and every word of every sample/corpus line.
func TestSeasonMonth(t *testing.T) {
	ref := func(s string) int {
		switch strings.ToLower(s) {
		case "spring":
			return 1
		case "summer":
			return 6
		case "fall", "autumn":
			return 9
		case "winter":
			return 12
		}
		return 0
	}
	in := []string{"Spring", "SUMMER", "fall", "Autumn", "winteR", "falls", "fal", "", "SPR\u0130NG", "\u212aall", "Fall\u00a0", "spring "}
	for _, l := range withCVLines(t, nil) {
		in = append(in, strings.Fields(l)...)
	}
	seen := 0
	for _, w := range in {
		got, want := seasonMonth(w), ref(w)
		if got != want {
			t.Fatalf("seasonMonth(%q) = %d, want %d", w, got, want)
		}
		if got > 0 {
			seen++
		}
	}
	if seen < 5 {
		t.Fatalf("only %d season words checked", seen)
	}
}

// TestFindDatesYear checks that the memo's path (hasYear asked once)
// gives what findDates gives, on every sample/corpus line with a year.
func TestFindDatesYear(t *testing.T) {
	m := newMemo()
	n := 0
	for _, l := range withCVLines(t, []string{"Fall 2020 – Spring 2022", "since 2019", "2021–"}) {
		if !hasYear(l) {
			continue
		}
		n++
		got, want := m.findDates(l), findDates(l)
		if len(got) != len(want) {
			t.Fatalf("memo findDates(%q) = %v, want %v", l, got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("memo findDates(%q) = %v, want %v", l, got, want)
			}
		}
	}
	if n < 3 {
		t.Fatalf("only %d lines with a year", n)
	}
}
