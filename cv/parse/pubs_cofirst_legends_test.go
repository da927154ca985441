package parse

import (
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// oldLegends is legends as it was, a rune at a time over the line: the
// oracle of the scan by lead bytes.
func oldLegends(t string) []legend {
	var out []legend
	for i, r := range t {
		if !strings.ContainsRune(legendMarks, r) {
			continue
		}
		rest := strings.TrimLeft(t[i+utf8.RuneLen(r):], " -–:=")
		if end := strings.IndexAny(rest, ",;)]"); end >= 0 {
			rest = rest[:end]
		}
		rest = strings.TrimSpace(rest)
		first, _ := utf8.DecodeRuneInString(rest)
		if n := len(strings.Fields(rest)); n >= 1 && n <= 4 && unicode.IsLower(first) {
			out = append(out, legend{mark: r, meaning: rest})
		}
	}
	return out
}

// legendPieces are fictional pieces of legend lines: every mark, runes
// that share a mark's lead byte ("–", "©", "’", "⋅"), bytes that are no
// UTF-8, and the words and stops a legend reads.
var legendPieces = []string{" ", "*", "∗", "†", "‡", "§", "#", "⋆", "+", "–", "—", "©", "’", "⋅", "\xe2", "\xe2\x80", "\xc2", "\xff",
	"equal contribution", "core contributor", ", ", "; ", ")", "]", " - ", ": ", "=", "Ada Quill", "corresponding author", "x"}

// TestLegendsByLeadBytes holds legends to the rune-at-a-time reading on
// fictional lines and random joins.
func TestLegendsByLeadBytes(t *testing.T) {
	lines := []string{"* equal contribution, † core contributor", "‡ corresponding author; § - student", "A. Quill∗, B. Reyes", "(⋆ = intern)", ""}
	found := 0
	for s := range cvtext.Joins(12, 34, legendPieces, 20000, 12) {
		lines = append(lines, s)
	}
	for _, s := range lines {
		got, want := legends(s), oldLegends(s)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("legends(%q) = %v, want %v", s, got, want)
		}
		found += len(got)
	}
	if found < 1000 {
		t.Fatalf("only %d legends read: the test reads too little", found)
	}
}

// TestLegendLineCountsFewWords holds isLegendLine, which counts a long
// line's words no further than a legend's length, to the full counts it
// made, above the first entry and after it.
func TestLegendLineCountsFewWords(t *testing.T) {
	old := func(l line, started bool) bool {
		if isLegend(l.Text) || isLegendText(l.Text) || isMarkBullet(l.List) && isLegendText("*"+l.Text) {
			return true
		}
		if started {
			return false
		}
		t := strings.TrimSpace(l.Text)
		return wordCount(t) == 0 && utf8.RuneCountInString(t) <= 2 ||
			wordCount(t) <= 8 && !hasYear(t) && hasWordFold(t, pubLegendWords)
	}
	pieces := append(legendPieces, " denotes", " equal", " contribution", " 2024", " word", "é", " ", "  ")
	legendsFound := 0
	for s := range cvtext.Joins(5, 6, pieces, 20000, 14) {
		for _, l := range []line{{Text: s}, {Text: s, List: "*"}} {
			for _, started := range []bool{false, true} {
				got := isLegendLine(l, started)
				if got != old(l, started) {
					t.Fatalf("isLegendLine(%q, %v) = %v, want %v", s, started, got, !got)
				}
				if got {
					legendsFound++
				}
			}
		}
	}
	if legendsFound < 100 {
		t.Fatalf("only %d legend lines: the test reads too little", legendsFound)
	}
}
