package parse

import (
	"embed"
	"strings"
)

// The parser's vocabulary lives in data files under words/, one entry per
// line, "#" starting a comment, so that adding a heading word or a degree
// name is an edit to a list, not to code.
//
//go:embed words/*.txt
var wordFiles embed.FS

// WordList returns the entries of the parser's word list words/NAME.txt
// (trimmed, lower-cased, comments and blank lines dropped), so that other
// readers of CVs (the line-role model's word-class features) use the same
// vocabulary as the rules, not a copy. It panics on a list that does not
// exist, a programming error.
func WordList(name string) []string { return wordLines(name, false) }

// wordLines returns the entries of words/NAME.txt: trimmed, lower-cased
// unless keepCase, comments and blank lines dropped. A missing file is a
// programming error and panics at start-up, where tests catch it.
func wordLines(name string, keepCase bool) []string {
	data, err := wordFiles.ReadFile("words/" + name + ".txt")
	if err != nil {
		panic("parse: word list " + name + ": " + err.Error())
	}
	var out []string
	for _, ln := range strings.Split(string(data), "\n") {
		if i := strings.Index(ln, "#"); i >= 0 {
			ln = ln[:i]
		}
		ln = strings.TrimSpace(ln)
		if ln == "" {
			continue
		}
		if !keepCase {
			ln = strings.ToLower(ln)
		}
		out = append(out, ln)
	}
	return out
}

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
