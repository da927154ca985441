package linerole

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// readers are the text readings the features are made of that have a
// fast path: the plain ones, the reference, and the fast ones the
// extractor uses, each held to its plain one by a test (the whole
// extraction too: TestFastExtractionIsPlain).
type readers struct {
	words       func(string) []string
	sectionKind func(ws []string) string
	authorLike  func(toks, ws []string) bool
	// merge: a line's features put in order by merging runs already in
	// order (featuresMerged), not by sorting them all (featuresSorted)
	merge bool
}

var (
	plainReaders = readers{words: wordsPlain, sectionKind: sectionKindPlain, authorLike: authorLikePlain}
	fastReaders  = readers{words: words, sectionKind: sectionKindOf, authorLike: authorLike, merge: true}
)

// words is wordsPlain: for ASCII text, whose normal form is itself and
// which has no marks, textscan.Words (runs of ASCII letters and digits,
// lower-cased), else wordsPlain.
func words(s string) []string {
	if !textscan.IsASCII(s) {
		return wordsPlain(s)
	}
	return textscan.Words(s)
}

// authorLike is authorLikePlain without the strings it built to test:
// tokens joined to find a comma (a token holds it), a rune slice for a
// first rune, a lower-cased token for one that starts upper case.
func authorLike(toks, ws []string) bool {
	if len(toks) < 3 || !authorSep(toks, ws) {
		return false
	}
	for _, w := range ws {
		if hasYearPair(w) && reYear.MatchString(w) {
			return false
		}
	}
	n := 0
	for _, t := range toks {
		t = strings.Trim(t, ",.;:*†‡§¹²³")
		if t == "" {
			n++
			continue
		}
		if r, _ := utf8.DecodeRuneInString(t); unicode.IsUpper(r) || nameParticles[strings.ToLower(t)] {
			n++
		}
	}
	return n*10 >= len(toks)*8
}

// authorSep reports whether toks hold a comma or ws the word "and".
func authorSep(toks, ws []string) bool {
	for _, t := range toks {
		if strings.IndexByte(t, ',') >= 0 {
			return true
		}
	}
	for _, w := range ws {
		if w == "and" {
			return true
		}
	}
	return false
}

// yearFirst is what reYear says of text's first four runes: a year
// when they are four ASCII digits starting "19" or "20" (a match in a
// string of four runes is all of it, and only ASCII digits are \d), so
// text's first four bytes are those runes.
func yearFirst(text string) bool {
	if len(text) < 4 || !(text[:2] == "19" || text[:2] == "20") {
		return false
	}
	return isDigitASCII(text[2]) && isDigitASCII(text[3])
}

func isDigitASCII(b byte) bool { return b >= '0' && b <= '9' }
