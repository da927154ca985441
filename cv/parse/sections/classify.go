package sections

import (
	"strings"

	wordlists "github.com/vitae-cv/vitae/cv/parse/words"
)

// sectionRule is one line of words/sections.txt: the words that name a
// section kind. Rules are tried in file order; the first that matches wins.
type sectionRule struct {
	kind  Kind
	words []string    // any one of them
	pairs [][2]string // both words of a pair
}

var sectionRules = loadSectionRules()

func loadSectionRules() []sectionRule {
	var rules []sectionRule
	for _, kl := range KindLines("sections") {
		r := sectionRule{kind: kl.Kind}
		for _, w := range kl.Words {
			if a, b, pair := strings.Cut(w, "+"); pair {
				r.pairs = append(r.pairs, [2]string{a, b})
			} else {
				r.words = append(r.words, w)
			}
		}
		rules = append(rules, r)
	}
	return rules
}

// KindLine is one "kind: word word ..." line of a word list.
type KindLine struct {
	Kind  Kind
	Words []string
}

// KindLines reads words/NAME.txt (package cv/parse/words) as "kind:
// word word ..." lines; a line that names no section kind is a
// programming error and panics at start.
func KindLines(name string) []KindLine {
	var out []KindLine
	for _, ln := range wordlists.Lines(name, false) {
		kname, list, ok := strings.Cut(ln, ":")
		k, known := KindNamed(strings.TrimSpace(kname))
		if !ok || !known {
			panic("parse: words/" + name + ".txt: bad line " + ln)
		}
		out = append(out, KindLine{Kind: k, Words: strings.Fields(list)})
	}
	return out
}

// KindNamed is the kind of the given name (Names), false for none.
func KindNamed(name string) (Kind, bool) {
	for k, n := range Names {
		if n == name {
			return Kind(k), true
		}
	}
	return Unknown, false
}

// HeadingHas reports whether the heading's words contain key: equal, or,
// for keys longer than four letters, a word that begins with it.
func HeadingHas(ws []string, key string) bool {
	for _, w := range ws {
		if w == key || (len(key) > 4 && strings.HasPrefix(w, key)) {
			return true
		}
	}
	return false
}

func (r sectionRule) matches(ws []string) bool {
	for _, k := range r.words {
		if HeadingHas(ws, k) {
			return true
		}
	}
	for _, pr := range r.pairs {
		if HeadingHas(ws, pr[0]) && HeadingHas(ws, pr[1]) {
			return true
		}
	}
	return false
}

// Classify names the section a heading introduces by its words
// (words/sections.txt); ok is false when the text does not read as a
// section heading at all.
func Classify(title string) (Kind, bool) {
	if r, ok := sectionIndex.classifyText(title); ok { // classify_index.go: no list of words built
		return sectionRules[r].kind, true
	}
	return Unknown, false
}

// wordSet returns the words of words/NAME.txt as a set; a line may hold
// several words separated by spaces.
func wordSet(name string) map[string]bool {
	m := map[string]bool{}
	for _, ln := range wordlists.Lines(name, false) {
		for _, w := range strings.Fields(ln) {
			m[w] = true
		}
	}
	return m
}
