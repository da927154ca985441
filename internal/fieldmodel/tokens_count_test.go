package fieldmodel

import (
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// tokenizeGrown is Tokenize as it was before its slice was sized by a
// first count: one loop, appending as it goes, with the lower-cased
// prefix test for URLs.
func tokenizeGrown(text string) []Token {
	isURL := func(i int) bool {
		s := text[i:]
		if len(s) > 12 {
			s = s[:12]
		}
		s = strings.ToLower(s)
		return strings.HasPrefix(s, "http://") || strings.HasPrefix(s, "https://") ||
			strings.HasPrefix(s, "www.") || strings.HasPrefix(s, "doi:10.") || strings.HasPrefix(s, "10.") && isDOIAt(text, i)
	}
	var out []Token
	for i := 0; i < len(text) && len(out) < maxTokens; {
		r, n := utf8.DecodeRuneInString(text[i:])
		switch {
		case unicode.IsSpace(r):
			i += n
		case isURL(i):
			j := urlEnd(text, i)
			out = append(out, Token{Start: i, End: j, Text: text[i:j], Kind: 'u'})
			i = j
		case plainWordRune(r):
			j := plainWordEnd(text, i)
			out = append(out, Token{Start: i, End: j, Text: text[i:j], Kind: 'w'})
			i = j
		default:
			out = append(out, Token{Start: i, End: i + n, Text: text[i : i+n], Kind: 'p'})
			i += n
		}
	}
	return out
}

// plainWordRune and plainWordEnd are isWordRune and wordEnd as they were,
// a rune decoded at a time: the oracle of the ASCII tables.
func plainWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

func plainWordEnd(text string, i int) int {
	for i < len(text) {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !plainWordRune(r) {
			break
		}
		i += n
	}
	return i
}

// TestTokenizeCounted holds Tokenize (counted first, URLs found without a
// lower-cased copy) to the appending loop on the fictional entries, the
// token limit, and random joins of words, spaces, URL and DOI openings
// in either case, and runes that lower-case oddly.
func TestTokenizeCounted(t *testing.T) {
	check := func(s string) {
		t.Helper()
		got, want := Tokenize(s), tokenizeGrown(s)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("Tokenize(%q) =\n%v\nthe appending loop gives\n%v", s, got, want)
		}
		if cap(got) != len(got) {
			t.Fatalf("Tokenize(%q): %d tokens in a slice of %d", s, len(got), cap(got))
		}
	}
	for _, e := range fictionalEntries {
		check(e.Text)
	}
	check("")
	check("   \t ")
	check(strings.Repeat("a, ", maxTokens))
	pieces := []string{" ", "  ", "\u00a0", "\u2003", "HTTP://", "https://", "WwW.", "doi:10.", "DOI:10.", "10.", "10.1234/", "x", "Quill", "é",
		"\u212A", "\u0130", "ẞ", ".", ",", ")", "\"", "\xff", "2031", "h", "w", "d", "1",
		"\t", "\n\r", "\v\f", "_", "Z9", "\x7f", "\u0301", "\u0085", "@"}
	for s := range cvtext.Joins(11, 22, pieces, 30000, 14) {
		check(s)
	}
}

// FuzzTokenizeCounted holds Tokenize to the appending loop on any text:
//
//	go test -run '^$' -fuzz FuzzTokenizeCounted ./internal/fieldmodel
func FuzzTokenizeCounted(f *testing.F) {
	for _, e := range fictionalEntries {
		f.Add(e.Text)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := Tokenize(s), tokenizeGrown(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("Tokenize(%q) = %v, the appending loop gives %v", s, got, want)
		}
	})
}
