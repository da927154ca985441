package parse

import (
	"sort"
	"strings"
)

// A guard before the co-first note search (pubs_cofirst.go). The search
// lower-cases every line of every publication entry and looks for each
// note phrase in it; almost no line holds one. Every phrase holds one of
// a few key words (coFirstKeys: with today's words/pub_cofirst.txt
// "author" and "equal"), so a line that holds none of the keys, ignoring
// ASCII case, holds no phrase and is answered at once.

// coFirstKeys cover the note phrases: each phrase holds at least one.
var coFirstKeys = coverWords(pubCoFirst.notes)

// mayHoldCoFirstNote reports whether line t may hold a co-first note
// phrase: false only when strings.ToLower(t) holds none of the phrases.
// A line with one of the two runes ToLower turns into ASCII letters
// (lowerFoldSafe) is always searched.
func mayHoldCoFirstNote(t string) bool {
	if !lowerFoldSafe(t) {
		return true
	}
	return containsAnyFold(t, coFirstKeys...)
}

// coverWords picks, from the space-separated words of the lower-cased
// phrases, a few that cover them all: each phrase holds one of them as a
// substring. Greedily, the word held by most phrases not yet covered
// comes first (the longer, then the smaller, on a tie), so the choice is
// deterministic. Only ASCII words are keys (the guard folds ASCII case
// only): a phrase with none makes the one key "", which every line
// holds. A phrase with no word (all white) makes no key: it cannot stand
// as whole words anywhere.
func coverWords(phrases []string) []string {
	low := make([]string, 0, len(phrases))
	var cands []string
	for _, p := range phrases {
		p = strings.ToLower(p)
		ws := asciiWords(strings.Fields(p))
		switch {
		case len(ws) > 0:
			low = append(low, p)
			cands = append(cands, ws...)
		case len(strings.Fields(p)) > 0:
			return []string{""}
		}
	}
	sort.Strings(cands)
	cands = compactStrings(cands)
	var keys []string
	for len(low) > 0 {
		k := bestCover(cands, low)
		keys = append(keys, k)
		low = uncovered(low, k)
	}
	return keys
}

// bestCover is the word of cands held by most phrases (the longer, then
// the smaller, on a tie).
func bestCover(cands, phrases []string) string {
	best, most := "", -1
	for _, c := range cands {
		n := 0
		for _, p := range phrases {
			if strings.Contains(p, c) {
				n++
			}
		}
		if n > most || n == most && len(c) > len(best) {
			best, most = c, n
		}
	}
	return best
}

// uncovered are the phrases that do not hold k.
func uncovered(phrases []string, k string) []string {
	var out []string
	for _, p := range phrases {
		if !strings.Contains(p, k) {
			out = append(out, p)
		}
	}
	return out
}

// compactStrings drops the repeats of a sorted list.
func compactStrings(s []string) []string {
	out := s[:0]
	for i, w := range s {
		if i == 0 || w != s[i-1] {
			out = append(out, w)
		}
	}
	return out
}

// asciiWords are the words of ws that are all ASCII.
func asciiWords(ws []string) []string {
	out := ws[:0]
	for _, w := range ws {
		if isASCII(w) {
			out = append(out, w)
		}
	}
	return out
}
