package parse

import "strings"

// An awards-section line is a paper award when it names a kind of work
// and a prize (issue 25): "Best Student Paper Award", "Honorable Mention
// for a paper", "Test-of-Time Award". A presentation label ("Spotlight
// paper", "Oral presentation") or a best-of selection that republishes a
// published paper ("IEEE Micro Top Picks", "CACM Research Highlight, for
// Folding Paper Boats") names no prize: such a line is an honour, never
// a paper award, even when the paper it names has the word "paper" in it.

// namesPrize reports whether name holds a paper-award phrase
// (rePaperAward) that is neither a distinction label nor a selection.
func namesPrize(name string) bool {
	if !mayHaveAward(name) {
		return false
	}
	for _, m := range rePaperAward.FindAllString(name, -1) {
		if pubDistinctions.at(m) == 0 && !pubDistinctions.selection(m) {
			return true
		}
	}
	return false
}

// selection reports whether s ends with a best-of selection, the body
// that selects before it or none: "Top Picks", "IEEE Micro Top Picks",
// "SIGPLAN Research Highlight".
func (d distinctionWords) selection(s string) bool {
	s = strings.TrimRight(s, " .")
	for _, ph := range d.selections {
		n := len(s) - len(ph)
		if n >= 0 && strings.EqualFold(s[n:], ph) && (n == 0 || s[n-1] == ' ') {
			return true
		}
	}
	return false
}
