package sections

import (
	"strings"
	"testing"
	"unicode"

	"github.com/vitae-cv/vitae/internal/cvtext"

	"github.com/vitae-cv/vitae/cv/parse/lines"
)

// headingCandidateOld is headingCandidate as it was before an ASCII
// title was read in one pass (the oracle).
func headingCandidateOld(l *lines.Line) (string, bool) {
	if l.Blank || l.List != "" || len(l.Cells) > 1 {
		return "", false
	}
	t := headingTitle(l.Text)
	if len(t) > 60 || containsAnyOf(t, "@|") || strings.HasSuffix(t, ".") {
		return "", false
	}
	if n := wordsUpTo(t, 6); n == 0 || n > 6 {
		return "", false
	}
	letters, upper, digit := letterCounts(t)
	if digit {
		return "", false
	}
	if letters >= 4 && upper == letters {
		return t, true
	}
	first, _ := firstRune(t)
	if !unicode.IsUpper(first) {
		return "", false
	}
	if !allWordsIn(t, HeadingWords) {
		return "", false
	}
	return t, true
}

// checkCandidate holds headingCandidate to the old reading on l and on l
// as one plain line of text (no list mark, one cell); it returns whether
// the line is a candidate.
func checkCandidate(t *testing.T, l lines.Line) bool {
	t.Helper()
	gt, gok := headingCandidate(&l)
	wt, wok := headingCandidateOld(&l)
	if gt != wt || gok != wok {
		t.Fatalf("headingCandidate(%q) = %q %v, the old reading gives %q %v", l.Text, gt, gok, wt, wok)
	}
	p := lines.Line{Text: l.Text}
	gt, gok = headingCandidate(&p)
	wt, wok = headingCandidateOld(&p)
	if gt != wt || gok != wok {
		t.Fatalf("headingCandidate(plain %q) = %q %v, the old reading gives %q %v", p.Text, gt, gok, wt, wok)
	}
	return gok
}

var candidateTexts = []string{
	"", "PUBLICATIONS", "Selected Publications", "Awards 2031", "ÉDUCATION", "Kite Notes",
	"Publications (* denotes equal contribution)", "Teaching:", "  Talks  ", "Best Paper Award.",
	"rowan@example.org", "A | B", "Education\u00a0", "\tAWARDS", "Service)", strings.Repeat("Kite ", 13) + "Talks",
	strings.Repeat("Kite ", 13) + "Talks:", strings.Repeat("Kite ", 13) + "(Talks)", "Research & Teaching",
	"Selected Talks (a note in brackets that runs on for well over sixty bytes)", "KITE KITE KITE KITE KITE KITE",
	"KITE KITE KITE KITE KITE KITE KITE", "Selected Honors and Awards and Talks", "Selected Honors and Awards and Invited Talks",
}

// TestHeadingCandidateOld holds headingCandidate to the old reading on
// fictional titles, every line of the sample CVs (as the lines pass types
// them, and as plain lines) and random joins of heading words, capitals,
// digits, marks and runes beyond ASCII.
func TestHeadingCandidateOld(t *testing.T) {
	for _, s := range candidateTexts {
		checkCandidate(t, lines.Line{Text: s})
	}
	yes := 0
	for _, text := range sampleTexts(t) {
		for _, l := range lines.FromText(text) {
			if checkCandidate(t, l) {
				yes++
			}
		}
	}
	pieces := []string{" ", "  ", "Publications", "TALKS", "Selected", "Kite", "and", "&", ":", ".", "(", ")",
		"@", "|", "7", "É", "é", "ß", "\u00a0", "\t", "Of", "Honors", "Awards", "AND", "x", "\xff", "—",
		"Honors ", "TALKS ", "Selected ", "KITE "}
	for s := range cvtext.Joins(23, 10, pieces, 100000, 9) {
		if checkCandidate(t, lines.Line{Text: s}) {
			yes++
		}
	}
	if yes < 5000 {
		t.Fatalf("%d candidates: the test reads too few", yes)
	}
}

// FuzzHeadingCandidateOld holds headingCandidate to the old reading on
// any text:
//
//	go test -run '^$' -fuzz FuzzHeadingCandidateOld ./cv/parse/sections
func FuzzHeadingCandidateOld(f *testing.F) {
	for _, s := range candidateTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkCandidate(t, lines.Line{Text: s})
	})
}
