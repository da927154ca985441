// Package provenance finds pieces of real CVs copied into the repository.
//
// The project's real CVs (../shared: seeds, corpus, formats) must never be
// copied, whole or in pieces, into code, comments, tests or samples. This
// package turns text into lower-case word sequences, collects the n-word
// sequences ("shingles") that occur in exactly one real CV — a sequence
// two CVs share is a common phrase, not an identifying one — and scans
// other text for them. Its test runs the scan over every tracked file of
// the repository.
package provenance

import (
	"hash/fnv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// N is the shingle length: an 8-word sequence.
const N = 8

// Token is one word of a text and the line (1-based) it is on.
type Token struct {
	Word string
	Line int
}

// Tokens splits text into lower-case words: maximal runs of letters and
// digits. A backslash escape of a control character written in source
// (\n, \t, \r, as in a Go string or a JSON value) separates words rather
// than gluing its letter onto the next word.
func Tokens(text string) []Token {
	var toks []Token
	line, start, startLine := 1, -1, 1
	flush := func(end int) {
		if start >= 0 {
			toks = append(toks, Token{strings.ToLower(text[start:end]), startLine})
			start = -1
		}
	}
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case r == '\\' && i+1 < len(text) && strings.IndexByte("ntr", text[i+1]) >= 0:
			flush(i)
			i += 2
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if start < 0 {
				start, startLine = i, line
			}
		default:
			flush(i)
			if r == '\n' {
				line++
			}
		}
		i += size
	}
	flush(len(text))
	return toks
}

// Words is the words of Tokens(text), without their lines.
func Words(text string) []string {
	toks := Tokens(text)
	w := make([]string, len(toks))
	for i, t := range toks {
		w[i] = t.Word
	}
	return w
}

// Hash is the key of a word sequence in a Set.
func Hash(words []string) uint64 {
	h := fnv.New64a()
	for _, w := range words {
		h.Write([]byte(w))
		h.Write([]byte{0})
	}
	return h.Sum64()
}

// Set holds shingles by their Hash.
type Set map[uint64]struct{}

// Add puts every N-word sequence of words in s.
func (s Set) Add(words []string) {
	for i := 0; i+N <= len(words); i++ {
		s[Hash(words[i:i+N])] = struct{}{}
	}
}

// Has reports whether the N words (or a run of any length added by hash)
// are in s.
func (s Set) Has(words []string) bool {
	_, ok := s[Hash(words)]
	return ok
}

// Unique returns the shingles that occur in exactly one of the sets (one
// set per CV), less those in except.
func Unique(cvs []Set, except Set) Set {
	count := map[uint64]int{}
	for _, s := range cvs {
		for h := range s {
			count[h]++
		}
	}
	u := Set{}
	for h, c := range count {
		if _, skip := except[h]; c == 1 && !skip {
			u[h] = struct{}{}
		}
	}
	return u
}

// Match is an N-word sequence found in scanned text.
type Match struct {
	Line  int      // line of its first word
	Words []string // the N words
}

// Scan returns each place in text where an N-word sequence of set starts,
// at most one per line.
func Scan(text string, set Set) []Match {
	toks := Tokens(text)
	words := make([]string, len(toks))
	for i, t := range toks {
		words[i] = t.Word
	}
	var out []Match
	last := 0
	for i := 0; i+N <= len(words); i++ {
		if toks[i].Line == last || !set.Has(words[i:i+N]) {
			continue
		}
		last = toks[i].Line
		out = append(out, Match{Line: last, Words: words[i : i+N]})
	}
	return out
}

// Phrase is a run of words (a person's name) to look for.
type Phrase []string

// FindPhrases returns, for each phrase (by index) found as a whole-word
// sequence in text, the line where it first occurs.
func FindPhrases(text string, phrases []Phrase) map[int]int {
	byFirst := map[string][]int{}
	for p, ph := range phrases {
		if len(ph) > 0 {
			byFirst[ph[0]] = append(byFirst[ph[0]], p)
		}
	}
	toks := Tokens(text)
	found := map[int]int{}
	for i, t := range toks {
		for _, p := range byFirst[t.Word] {
			if _, seen := found[p]; !seen && startsWith(toks[i:], phrases[p]) {
				found[p] = t.Line
			}
		}
	}
	return found
}

// startsWith reports whether toks begins with the words of ph.
func startsWith(toks []Token, ph Phrase) bool {
	if len(toks) < len(ph) {
		return false
	}
	for j, w := range ph {
		if toks[j].Word != w {
			return false
		}
	}
	return true
}

// NamePhrases returns the word sequences that name the person called
// name: the whole name, given name and family name (first and last
// words), and family then given name (the order of a citation or of many
// CVs). A part in parentheses (a nickname) is left out.
func NamePhrases(name string) []Phrase {
	w := Words(dropParens(name))
	if len(w) < 2 {
		return nil
	}
	given, family := w[0], w[len(w)-1]
	out := []Phrase{w, {given, family}, {family, given}}
	if len(w) == 2 {
		out = out[1:]
	}
	return out
}

// dropParens removes the parenthesised parts of s.
func dropParens(s string) string {
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '(':
			depth++
		case r == ')' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}
