package parse

import (
	"strings"

	wordlists "github.com/vitae-cv/vitae/cv/parse/words"
)

// The parser's vocabulary lives in data files under words/ (package
// cv/parse/words), one entry per line, "#" starting a comment, so that
// adding a heading word or a degree name is an edit to a list, not to
// code.

// WordList returns the entries of the parser's word list words/NAME.txt
// (trimmed, lower-cased, comments and blank lines dropped): words.List,
// kept for readers that name the parser. It panics on a list that does
// not exist, a programming error.
func WordList(name string) []string { return wordlists.List(name) }

// wordLines returns the entries of words/NAME.txt: trimmed, lower-cased
// unless keepCase, comments and blank lines dropped. A missing file is a
// programming error and panics at start-up, where tests catch it.
func wordLines(name string, keepCase bool) []string { return wordlists.Lines(name, keepCase) }

// wordSet returns the words of words/NAME.txt as a set; a line may hold
// several words separated by spaces.
func wordSet(name string) map[string]bool {
	m := map[string]bool{}
	for _, ln := range wordLines(name, false) {
		for _, w := range strings.Fields(ln) {
			m[w] = true
		}
	}
	return m
}
