// Package words is the parser's vocabulary: the word lists NAME.txt of
// this folder, one entry a line, "#" starting a comment, so that adding a
// heading word or a degree name is an edit to a list, not to code. The
// parser (cv/parse) and the models that read CVs beside it (the line-role
// model's word-class features, internal/linerole) read the lists through
// this package, so they share one vocabulary, not copies of it.
package words

import (
	"embed"
	"strings"
)

//go:embed *.txt
var files embed.FS

// List returns the entries of NAME.txt: trimmed, lower-cased, comments
// and blank lines dropped. It panics on a list that does not exist, a
// programming error that tests catch at start-up.
func List(name string) []string { return Lines(name, false) }

// Lines returns the entries of NAME.txt: trimmed, lower-cased unless
// keepCase, comments and blank lines dropped. A missing file panics, as
// List.
func Lines(name string, keepCase bool) []string {
	data, err := files.ReadFile(name + ".txt")
	if err != nil {
		panic("words: word list " + name + ": " + err.Error())
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
