package sections

import (
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// The shape of a heading candidate's title read in one pass. For a title
// in ASCII, headingCandidate asked in turn for an '@' or '|' (a scan),
// its words up to seven (a scan), its letters, upper-case letters and
// digits (a scan): titleShape reads all of them in one loop over its
// bytes. A title beyond ASCII is read as before (candidateText).

// titleShape is what headingCandidate asks of a title's bytes.
type titleShape struct {
	words, letters, upper int
	digit, atBar          bool
}

// asciiTitleShape reads t's shape in one pass; ok is false when t is not
// all ASCII (the shape is then not read). Words are the runs of ASCII
// word bytes (textscan.WordsUpTo's words of an ASCII text). The pass
// stops at a digit, an '@' or '|', or a seventh word: any of them
// rejects t, and so would candidateText for the whole of t, whatever
// runes follow (its words are as many or more).
func asciiTitleShape(t string) (sh titleShape, ok bool) {
	inWord := false
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c >= utf8.RuneSelf {
			return titleShape{}, false
		}
		w := textscan.IsASCIIWordByte(c)
		if w && !inWord {
			sh.words++
		}
		inWord = w
		sh.addByte(c)
		if sh.digit || sh.atBar || sh.words > 6 {
			return sh, true // rejected whatever follows (candidateText too)
		}
	}
	return sh, true
}

// addByte counts the ASCII byte c as a letter, an upper-case letter, a
// digit or an '@' or '|'.
func (sh *titleShape) addByte(c byte) {
	switch {
	case 'A' <= c && c <= 'Z':
		sh.letters++
		sh.upper++
	case 'a' <= c && c <= 'z':
		sh.letters++
	case '0' <= c && c <= '9':
		sh.digit = true
	case c == '@' || c == '|':
		sh.atBar = true
	}
}

// longPlainLine reports whether text is its own heading title
// (headingTitle(text) == text) and longer than a heading's 60 bytes: no
// final colon or bracket to cut, no white space at either end (ASCII
// bytes at both ends, neither a space).
func longPlainLine(text string) bool {
	if len(text) <= 60 {
		return false
	}
	first, last := text[0], text[len(text)-1]
	return first < utf8.RuneSelf && last < utf8.RuneSelf && !asciiSpace(first) && !asciiSpace(last) && last != ':' && last != ')'
}

// asciiSpace reports whether c is an ASCII byte unicode.IsSpace takes
// for white space.
func asciiSpace(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\v', '\f', '\r':
		return true
	}
	return false
}

// candidateShape is headingCandidate's test of an ASCII title t (no
// longer than 60 bytes, no final full stop) by its shape: all caps, or a
// capital first and only heading words.
func candidateShape(t string, sh titleShape) bool {
	if sh.atBar || sh.words == 0 || sh.words > 6 || sh.digit {
		return false
	}
	if sh.letters >= 4 && sh.upper == sh.letters {
		return true
	}
	// t is ASCII with a word: its first rune is its first byte
	return 'A' <= t[0] && t[0] <= 'Z' && allWordsIn(t, HeadingWords)
}
