package parse

import (
	"embed"
	"strings"
)

//go:embed words/*.txt
var wordFiles embed.FS

// wordLines reads a word list from words/NAME.txt: one entry per line,
// lower-cased, blank lines and "#" comments skipped.
func wordLines(name string) []string {
	data, err := wordFiles.ReadFile("words/" + name + ".txt")
	if err != nil {
		panic("parse: missing word list " + name)
	}
	var out []string
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, strings.ToLower(l))
		}
	}
	return out
}

// wordSet reads a word list as a set.
func wordSet(name string) map[string]bool {
	m := map[string]bool{}
	for _, w := range wordLines(name) {
		m[w] = true
	}
	return m
}

var (
	mentoringWords = wordSet("mentoring")
	teachingWords  = wordSet("teaching")
)
