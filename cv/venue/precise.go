package venue

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A full name found in free text names its venue only when the text does
// not go on to name a longer or different one. namePrecise checks the
// three ways it may: a capitalised word glued before the name ("Asian
// Conference on Machine Learning" is not "Conference on Machine
// Learning"), "and" plus a capitalised word after it ("Conference on
// Computer Vision and Pattern Recognition"), and a bracketed acronym after
// it that is another venue's or unknown ("... Association for
// Computational Linguistics (NAACL)").

//go:embed series.txt
var seriesFile string

// series are the upper-case acronyms of publishers and proceedings series
// that may follow a venue's name in brackets without naming another venue.
var series = func() map[string]bool {
	m := map[string]bool{}
	for _, l := range strings.Split(seriesFile, "\n") {
		if l = strings.TrimSpace(l); l != "" && l[0] != '#' {
			m[strings.ToUpper(l)] = true
		}
	}
	return m
}()

// maxBracketLook is how many bytes of a bracket bracketNamesOther reads.
const maxBracketLook = 40

// nameQualifiers may stand before a venue's full name without making it
// another venue's name ("Annual Conference on ...").
var nameQualifiers = map[string]bool{"annual": true, "biennial": true, "joint": true, "companion": true}

// namePrecise reports whether the full name of venue v matched at tokens
// first..last of text names v and not a longer or different venue.
func (c *Catalog) namePrecise(text string, toks []tok, first, last int, v int32) bool {
	if first > 0 && c.extendsBefore(text, toks[first-1], toks[first]) {
		return false
	}
	end := int(toks[last].end)
	if continuesName(text[end:]) && !c.stopNext(text, toks, last) {
		return false
	}
	return !c.bracketNamesOther(text[end:], v)
}

// extendsBefore reports whether word prev, right before a name that starts
// with word next, is part of a longer name: a capitalised word (not all
// capitals) that is no stop, publisher or qualifier word, separated by
// spaces only.
func (c *Catalog) extendsBefore(text string, prev, next tok) bool {
	if strings.TrimSpace(text[prev.end:next.start]) != "" || prev.drop {
		return false
	}
	if prev.id >= 0 && (c.stop[prev.id] || c.lead[prev.id]) {
		return false
	}
	w := text[prev.start:prev.end]
	r, _ := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) || isAllCaps(w) || nameQualifiers[lowerWord(w)] {
		return false
	}
	return true
}

// continuesName reports whether the text after a name goes on with "and"
// or "&" and a capitalised word: the name is the start of a longer one.
func continuesName(rest string) bool {
	for _, conj := range []string{" and ", " & "} {
		if after, ok := strings.CutPrefix(rest, conj); ok {
			r, _ := utf8.DecodeRuneInString(after)
			return unicode.IsUpper(r)
		}
	}
	return false
}

// stopNext reports whether the word after the conjunction that follows
// toks[last] ("and", or "&", which is no word of its own) is a stop word:
// "AEA Papers and Proceedings" ends with a name's own words, not with the
// start of a longer name.
func (c *Catalog) stopNext(text string, toks []tok, last int) bool {
	i := last + 1
	if i < len(toks) && strings.EqualFold(text[toks[i].start:toks[i].end], "and") {
		i++
	}
	return i < len(toks) && toks[i].id >= 0 && c.stop[toks[i].id]
}

// bracketNamesOther reports whether the text after a name of venue v
// opens with a bracketed acronym ("(NAACL)", "[ACML 2018]") that is not
// one of v's: another venue's, or one the catalogue does not know and
// that is no publisher or series.
func (c *Catalog) bracketNamesOther(rest string, v int32) bool {
	rest = strings.TrimLeft(rest, " ,")
	if rest == "" || (rest[0] != '(' && rest[0] != '[') {
		return false
	}
	rest = strings.TrimLeft(rest[1:], " *")
	if len(rest) > maxBracketLook {
		rest = rest[:maxBracketLook] // only the bracket's first words count
	}
	var buf [12]span
	for _, sp := range tokenize(rest, buf[:0]) {
		if sp.start > 12 {
			return false
		}
		w := rest[sp.start:sp.end]
		if n := gluedYear(w); n > 0 {
			w = w[:n]
		}
		if id := c.wordID(w); id >= 0 && c.lead[id] {
			continue // "(IEEE ...)"
		}
		if !isAcronymWord(w) || series[strings.ToUpper(w)] {
			return false
		}
		id := c.wordID(w)
		if id < 0 {
			return true
		}
		keys, _ := c.rawOf(id)
		for _, k := range keys {
			if k.venue == v || c.hostOf(v, k.venue) {
				return false
			}
		}
		return true
	}
	return false
}

// isAcronymWord reports whether w reads as an acronym: two or more
// capitals, at most twelve characters ("NAACL", "AoS", "SIGKDD").
func isAcronymWord(w string) bool {
	if len(w) > 12 {
		return false
	}
	n := 0
	for _, r := range w {
		if unicode.IsUpper(r) {
			n++
		}
	}
	return n >= 2
}

// isAllCaps reports whether every letter of w is a capital.
func isAllCaps(w string) bool {
	for _, r := range w {
		if unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// hostOf reports whether venue host may be named in brackets after the
// full name of venue v as the venue that holds it: v is a workshop and
// host is not ("Workshop on Pebbles (ABC)", ABC a conference, is the
// workshop held at ABC, not a name of ABC's).
func (c *Catalog) hostOf(v, host int32) bool {
	return c.entries.workshop(v) && !c.entries.workshop(host)
}

// A venue's acronym or full name can stand inside the name of something
// that is not the venue: a chapter of an association ("Imaginary Chapter
// of the ACL" is no paper at ACL) or an institute, department or school
// named after a field ("Institute for Cyber Security" in an affiliation).
// The words that open such names are data, bodies.txt.

//go:embed bodies.txt
var bodiesFile string

// bodyWords are the lower-case words of bodies.txt.
var bodyWords = wordList(bodiesFile)

// wordList reads a word list: one word a line, "#" comments, lower-cased.
func wordList(file string) map[string]bool {
	m := map[string]bool{}
	for _, l := range strings.Split(file, "\n") {
		if l = strings.TrimSpace(l); l != "" && l[0] != '#' {
			m[strings.ToLower(l)] = true
		}
	}
	return m
}

// bodyLinks are the words that join a body's word to the name it is
// named after ("Chapter of the", "Institute for").
var bodyLinks = map[string]bool{"of": true, "for": true, "the": true, "on": true, "in": true}

// partOfBody reports whether the venue key that starts at toks[first]
// follows a body's word and one to three linking words, separated by
// spaces only: the text names the body, not the venue. It looks at the
// text only when the word before the key is a stop word (the linking
// words are), and lower-cases into a stack buffer: Match calls it for
// every candidate.
func (c *Catalog) partOfBody(text string, toks []tok, first int) bool {
	if first == 0 || toks[first-1].id < 0 || !c.stop[toks[first-1].id] {
		return false
	}
	links := 0
	var buf [16]byte
	for j := first - 1; j >= 0 && links <= 3; j-- {
		if strings.TrimSpace(text[toks[j].end:toks[j+1].start]) != "" {
			return false
		}
		w := text[toks[j].start:toks[j].end]
		if len(w) > len(buf) {
			return false
		}
		lw := buf[:len(w)]
		for i := 0; i < len(w); i++ {
			lw[i] = w[i] | 0x20 // ASCII letters only matter: the lists are ASCII
		}
		switch {
		case bodyLinks[string(lw)]:
			links++
		case bodyWords[string(lw)]:
			return links > 0
		default:
			return false
		}
	}
	return false
}

// jointMarks may join two venues' acronyms into the name of a joint event
// ("CoNLL-SIGMORPHON", "SIGMOD/PODS").
const jointMarks = "-/"

// dropJoint leaves out the acronyms that are joined by a mark of
// jointMarks to another venue's acronym: a joint event is neither venue
// alone, and names one only where the catalogue holds the joint name as
// an alias ("AACL-IJCNLP" for AACL), which then spans both.
func dropJoint(text string, cands []cand) []cand {
	if len(cands) < 2 || len(cands) > maxNested {
		return cands
	}
	var joint []bool
	for i, k := range cands {
		for j, o := range cands {
			if k.raw && o.raw && k.venue != o.venue && o.start == k.end+1 && strings.IndexByte(jointMarks, text[k.end]) >= 0 {
				if joint == nil {
					joint = make([]bool, len(cands))
				}
				joint[i], joint[j] = true, true
			}
		}
	}
	if joint == nil {
		return cands
	}
	out := cands[:0:0]
	for i, k := range cands {
		if !joint[i] {
			out = append(out, k)
		}
	}
	return out
}
