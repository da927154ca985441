// Package fieldmodel is a learned model of the fields of one publication
// entry (issue 22, item 7): each token of the entry's text is labelled
// author, title, venue, date, other or tag by a logistic regression over
// cue and shape features, and the labels are decoded with Viterbi over
// field transitions. Features come from a fixed vocabulary (shapes,
// punctuation, positions, word classes from lists the caller gives and
// the venue catalogue), never from the entry's words, so the model
// carries no person's or paper's text. See README.md.
package fieldmodel

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Token is one token of an entry's text: a run of letters and digits, a
// URL, or one other character that is not a space. Start and End are
// byte offsets into the text.
type Token struct {
	Start, End int
	Text       string
	Kind       byte // 'w' word, 'p' punctuation, 'u' URL
}

// maxTokens bounds the tokens read from one entry: an entry longer than
// this is not a citation, and the cost stays linear in the input.
const maxTokens = 400

// Tokenize splits text into tokens (at most maxTokens).
func Tokenize(text string) []Token {
	var out []Token
	for i := 0; i < len(text) && len(out) < maxTokens; {
		r, n := utf8.DecodeRuneInString(text[i:])
		switch {
		case unicode.IsSpace(r):
			i += n
		case isURLAt(text, i):
			j := urlEnd(text, i)
			out = append(out, Token{Start: i, End: j, Text: text[i:j], Kind: 'u'})
			i = j
		case isWordRune(r):
			j := wordEnd(text, i)
			out = append(out, Token{Start: i, End: j, Text: text[i:j], Kind: 'w'})
			i = j
		default:
			out = append(out, Token{Start: i, End: i + n, Text: text[i : i+n], Kind: 'p'})
			i += n
		}
	}
	return out
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) }

func wordEnd(text string, i int) int {
	for i < len(text) {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !isWordRune(r) {
			break
		}
		i += n
	}
	return i
}

// isURLAt reports whether a URL or a DOI opens text at i.
func isURLAt(text string, i int) bool {
	// every prefix below opens with h, w, d or 1 in either case; no
	// other character lower-cases to one of them
	switch text[i] | 0x20 {
	case 'h', 'w', 'd', '1' | 0x20:
	default:
		return false
	}
	s := text[i:]
	if len(s) > 12 {
		s = s[:12]
	}
	s = strings.ToLower(s)
	return strings.HasPrefix(s, "http://") || strings.HasPrefix(s, "https://") ||
		strings.HasPrefix(s, "www.") || strings.HasPrefix(s, "doi:10.") || strings.HasPrefix(s, "10.") && isDOIAt(text, i)
}

// isDOIAt reports whether "10.NNNN/" opens text at i.
func isDOIAt(text string, i int) bool {
	j := i + 3
	for j < len(text) && text[j] >= '0' && text[j] <= '9' {
		j++
	}
	return j-i >= 7 && j < len(text) && text[j] == '/'
}

// urlEnd is the end of a URL that starts at i: the next space, less
// closing punctuation.
func urlEnd(text string, i int) int {
	j := i
	for j < len(text) {
		r, n := utf8.DecodeRuneInString(text[j:])
		if unicode.IsSpace(r) {
			break
		}
		j += n
	}
	for j > i+1 && strings.ContainsRune(".,;:)]>\"'", rune(text[j-1])) {
		j--
	}
	return j
}
