package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// A bio is searched for the taught phrases (words/taught.txt) once for
// their common opening rather than once for each phrase: the phrases
// open alike ("i taught", "i teach", ...), and their first letter is
// common in prose, so each phrase's own search stopped at most of the
// text's letters.

// taughtLead is what every taught key opens with ("i "): a text is
// searched once for it, not once for each key.
var taughtLead = commonPrefix(taughtKeys)

// mayHoldTaught is lowerContainsAny(text, taughtKeys), read at the
// places the keys' common opening is found (containsAnyFoldLed).
func mayHoldTaught(text string) bool {
	if !lowerFoldSafe(text) {
		text = strings.ToLower(text)
	}
	return containsAnyFoldLed(text, taughtLead, taughtKeys)
}

// containsAnyFoldLed is containsAnyFold(s, subs...) for subs that all
// open with lead: each sub is tried where lead is found, ignoring ASCII
// case, so a long text with many candidates for a sub's first byte is
// scanned once rather than once for each sub.
func containsAnyFoldLed(s, lead string, subs []string) bool {
	for i := indexFold(s, lead); i >= 0; i = textscan.IndexFoldFrom(s, lead, i+1) {
		for _, sub := range subs {
			if hasPrefixFold(s[i:], sub) {
				return true
			}
		}
		if i == len(s) {
			break // an empty lead is found at the end too
		}
	}
	return false
}

// commonPrefix is the longest string every one of ws opens with.
func commonPrefix(ws []string) string {
	if len(ws) == 0 {
		return ""
	}
	p := ws[0]
	for _, w := range ws[1:] {
		n := 0
		for n < len(p) && n < len(w) && p[n] == w[n] {
			n++
		}
		p = p[:n]
	}
	return p
}
