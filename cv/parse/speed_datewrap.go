package parse

import (
	"unicode"
	"unicode/utf8"
)

// Guards before the two patterns of dateWrap (scanned for by isDateTail
// and isOpenDateEnd, speed_datetail.go), which asks them of every pair of
// lines in turn: one look-up passes over most lines. Each pattern is anchored at one end, where only
// a few runes can stand: reDateTail opens with a digit, a month name or a
// word for now ("2031", "May 2031", "present"); reOpenDateEnd ends with
// a month name, its abbreviation's full stop, or a dash. A text whose rune
// at that end is none of them cannot match, and the scan is not run.
// The runes are each letter with every rune (?i) takes for it
// (unicode.SimpleFold: "ſ" for s), so the guards never hide a match.

var (
	// dateTailLead: the first runes of the words reDateTail opens with
	dateTailLead = foldSet("jfmasondpc", "0123456789")
	// openDateLast: the last letters of the month names and their
	// abbreviations (monthNames), a full stop and the dashes
	openDateLast = foldSet("nybrhlegtpvc", ".-–—")
)

// foldSet is the set of the letters, with every rune each folds to, and
// the other runes as they are.
func foldSet(letters, others string) map[rune]bool {
	m := map[rune]bool{}
	for _, r := range letters {
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			m[f] = true
		}
		m[r] = true
	}
	for _, r := range others {
		m[r] = true
	}
	return m
}

// mayDateTail reports whether reDateTail may match t: its first rune
// opens one of the pattern's forms.
func mayDateTail(t string) bool {
	r, _ := utf8.DecodeRuneInString(t)
	return dateTailLead[r]
}

// mayOpenDateEnd reports whether reOpenDateEnd may match t: its last rune
// ends one of the pattern's forms.
func mayOpenDateEnd(t string) bool {
	r, _ := utf8.DecodeLastRuneInString(t)
	return openDateLast[r]
}
