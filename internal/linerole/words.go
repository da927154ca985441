package linerole

import (
	"strings"

	wordlists "github.com/vitae-cv/vitae/cv/parse/words"
)

// The word classes come from the parser's own word lists (cv/parse/words:
// heading.txt, sections.txt, degrees.txt), read through package
// cv/parse/words. A feature says only that a line has a word of a class,
// never which word.
func wordLines(name string) []string { return wordlists.List(name) }

// headingWords is every word of heading.txt and sections.txt.
var headingWords = func() map[string]bool {
	m := map[string]bool{}
	for _, ln := range wordLines("heading") {
		for _, w := range strings.Fields(ln) {
			m[w] = true
		}
	}
	for _, r := range sectionRules {
		for _, g := range r.words {
			for _, w := range g {
				m[w] = true
			}
		}
	}
	return m
}()

// sectionRule is one line of sections.txt: a kind and its words; a word
// "a+b" needs both, so each entry is the words that must all be there.
type sectionRule struct {
	kind  string
	words [][]string
}

var sectionRules = func() []sectionRule {
	var out []sectionRule
	for _, ln := range wordLines("sections") {
		kind, ws, ok := strings.Cut(ln, ":")
		if !ok {
			continue
		}
		r := sectionRule{kind: strings.TrimSpace(kind)}
		for _, w := range strings.Fields(ws) {
			r.words = append(r.words, strings.Split(w, "+"))
		}
		out = append(out, r)
	}
	return out
}()

// sectionKinds is every kind sections.txt names, in first-seen order.
var sectionKinds = func() []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range sectionRules {
		if !seen[r.kind] {
			seen[r.kind] = true
			out = append(out, r.kind)
		}
	}
	return out
}()

// degreeForms is every degree spelling of degrees.txt, "_" read as a
// space.
var degreeForms = func() map[string]bool {
	m := map[string]bool{}
	for _, ln := range wordLines("degrees") {
		_, forms, ok := strings.Cut(ln, ":")
		if !ok {
			continue
		}
		for _, f := range strings.Fields(forms) {
			m[strings.ReplaceAll(f, "_", " ")] = true
		}
	}
	return m
}()

// sectionKindPlain returns the kind the first rule of sections.txt with
// a word among ws names ("" for none). A rule word over four letters
// also matches words it begins, as the parser's rule reads.
func sectionKindPlain(ws []string) string {
	for _, r := range sectionRules {
		if ruleHits(r, ws) {
			return r.kind
		}
	}
	return ""
}

func ruleHits(r sectionRule, ws []string) bool {
	for _, g := range r.words {
		all := true
		for _, rw := range g {
			all = all && hasWord(ws, rw)
		}
		if all {
			return true
		}
	}
	return false
}

// hasWord reports whether ws holds rw, or a word rw begins when rw is
// over four letters.
func hasWord(ws []string, rw string) bool {
	for _, w := range ws {
		if w == rw || len(rw) > 4 && strings.HasPrefix(w, rw) {
			return true
		}
	}
	return false
}
