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

	"github.com/vitae-cv/vitae/internal/textscan"
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

// Tokenize splits text into tokens (at most maxTokens), in a slice
// sized by a first count (nil when there is none).
func Tokenize(text string) []Token {
	n := countTokens(text)
	if n == 0 {
		return nil
	}
	out := make([]Token, 0, n)
	for i := 0; len(out) < n; {
		var t Token
		t, i = nextToken(text, i)
		out = append(out, t)
	}
	return out
}

// countTokens is how many tokens Tokenize gives of text.
func countTokens(text string) int {
	n := 0
	for i := 0; n < maxTokens; n++ {
		if i = skipSpaces(text, i); i == len(text) {
			break
		}
		_, i = nextToken(text, i)
	}
	return n
}

// nextToken is the token at or after i (past any spaces) and where the
// text goes on after it; text holds one there (skipSpaces(text, i) is
// not its length).
func nextToken(text string, i int) (Token, int) {
	i = skipSpaces(text, i)
	r, n := rune(text[i]), 1
	word := r < utf8.RuneSelf && asciiWord[r]
	if r >= utf8.RuneSelf {
		r, n = utf8.DecodeRuneInString(text[i:])
		word = isWordRune(r)
	}
	switch {
	case isURLAt(text, i):
		j := urlEnd(text, i)
		return Token{Start: i, End: j, Text: text[i:j], Kind: 'u'}, j
	case word:
		j := wordEnd(text, i)
		return Token{Start: i, End: j, Text: text[i:j], Kind: 'w'}, j
	}
	return Token{Start: i, End: i + n, Text: text[i : i+n], Kind: 'p'}, i + n
}

// asciiSpace and asciiWord mark the ASCII bytes that unicode.IsSpace
// and isWordRune take: the scans below read an ASCII byte from them, with
// no rune decoded (TestTokenizeCounted holds them to the plain loop).
var asciiSpace, asciiWord = func() (sp, w [utf8.RuneSelf]bool) {
	for b := range utf8.RuneSelf {
		sp[b], w[b] = unicode.IsSpace(rune(b)), isWordRune(rune(b))
	}
	return sp, w
}()

// skipSpaces is where the text goes on after the spaces at i.
func skipSpaces(text string, i int) int {
	for i < len(text) {
		if b := text[i]; b < utf8.RuneSelf {
			if !asciiSpace[b] {
				break
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		if !unicode.IsSpace(r) {
			break
		}
		i += n
	}
	return i
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) }

func wordEnd(text string, i int) int {
	for i < len(text) {
		if b := text[i]; b < utf8.RuneSelf {
			if !asciiWord[b] {
				break
			}
			i++
			continue
		}
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
	// the prefixes are ASCII: a rune beyond ASCII lower-cases to none of
	// their bytes, so comparing ASCII bytes ignoring case is what
	// comparing the lower-cased text was, with no copy
	s := text[i:]
	return textscan.HasPrefixFold(s, "http://") || textscan.HasPrefixFold(s, "https://") ||
		textscan.HasPrefixFold(s, "www.") || textscan.HasPrefixFold(s, "doi:10.") || strings.HasPrefix(s, "10.") && isDOIAt(text, i)
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
