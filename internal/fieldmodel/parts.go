package fieldmodel

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Parts of an entry: a sentence runs to a period that ends a sentence (not
// an initial's), a segment to the next comma, semicolon or sentence end.
// What a part holds says what it is wherever it stands: an author list
// has initials and capitalised words only ("A. Quill, B. Reyes"), a
// title has lower-case words ("Learning to rank small graphs"), a venue
// its type words ("Journal of Imaginary Results").

// partInfo is what one part holds.
type partInfo struct {
	words, caps, lower, initials int
	year, quote, and, etal       bool
}

// features of a part, with prefix partPrefixes[k] ("s:" sentence, "g:"
// segment): names made once (partFeatureNames), in one slice of their
// length.
func (p partInfo) features(k int) []string {
	names := &partFeatureNames[k]
	var buf [len(partFeatureNames[0])]string
	fs := append(buf[:0], names[wordsBucketIndex(p.words)])
	if p.words > 0 {
		switch share := float64(p.caps) / float64(p.words); {
		case share >= 0.99:
			fs = append(fs, names[partAllCap])
		case share >= 0.6:
			fs = append(fs, names[partAllCap+1])
		}
	}
	for i, on := range [...]bool{p.lower > 0, p.lower > 2, p.initials > 0, p.initials > 2, p.year, p.quote, p.and, p.etal} {
		if on {
			fs = append(fs, names[partLower+i])
		}
	}
	return slices.Clone(fs)
}

// partPrefixes are the prefixes of sentence and segment features.
var partPrefixes = [2]string{"s:", "g:"}

// partFeatureNames are partNames() with each prefix: the word counts
// (len1..len16), allcap, mostcap, then from partLower the flags in the
// order features adds them.
var partFeatureNames = func() (out [2][15]string) {
	for k, pre := range partPrefixes {
		for i, n := range partNames() {
			out[k][i] = pre + n
		}
	}
	return out
}()

// Places in partNames(): allcap (mostcap after it), and lower, the first
// of the flags.
const (
	partAllCap = 5
	partLower  = 7
)

// partFeatures are the "s:" and "g:" features of the parts (sentences,
// segments) of the tokens: ends[i] is true when token i closes a sentence,
// and a segment also closes at a comma or semicolon. out[0][i] are token
// i's "s:" features, out[1][i] its "g:" ones, each list shared by the
// tokens of its part (read only).
func partFeatures(toks []Token, info []tokenInfo, ends []bool) [2][][]string {
	out := [2][][]string{make([][]string, len(toks)), make([][]string, len(toks))}
	spread(toks, info, out[0], 0, func(i int) bool { return ends[i] })
	spread(toks, info, out[1], 1, func(i int) bool { return ends[i] || toks[i].Text == "," || toks[i].Text == ";" })
	return out
}

// spread sums each part and gives its features to each of its tokens.
func spread(toks []Token, info []tokenInfo, out [][]string, k int, closes func(int) bool) {
	for a := 0; a < len(toks); {
		b := a
		for b < len(toks) && !closes(b) {
			b++
		}
		b = min(b+1, len(toks))
		fs := summarize(toks[a:b], info[a:b]).features(k)
		fs = fs[:len(fs):len(fs)]
		for i := a; i < b; i++ {
			out[i] = fs
		}
		a = b
	}
}

// summarize counts what the tokens of one part hold.
func summarize(toks []Token, info []tokenInfo) partInfo {
	var p partInfo
	for i, t := range toks {
		switch {
		case t.Kind == 'p':
			p.quote = p.quote || strings.ContainsAny(t.Text, `"“”`)
			continue
		case info[i].initial:
			p.initials++
		case info[i].shape == "year":
			p.year = true
		}
		low := info[i].low // strings.ToLower(t.Text): t is a word or a URL here
		p.and = p.and || low == "and" || low == "&"
		p.etal = p.etal || low == "et" && i+2 < len(toks) && strings.EqualFold(toks[i+2].Text, "al")
		p.countWord(t.Text, low)
	}
	return p
}

// countWord counts a word token by its first letter: capitalised, or
// lower case when not a function word; a word when it opens with a
// letter and is not a function word. low is the word in lower case.
func (p *partInfo) countWord(text, low string) {
	r, _ := utf8.DecodeRuneInString(text)
	if !unicode.IsLetter(r) {
		return
	}
	function := functionSet[low]
	switch {
	case unicode.IsUpper(r):
		p.caps++
	case !function:
		p.lower++
	}
	if !function {
		p.words++
	}
}

// wordsBucketIndex is a part's word count class: its place in
// partNames() (len1, len3, len8, len15, len16).
func wordsBucketIndex(n int) int {
	switch {
	case n <= 1:
		return 0
	case n <= 3:
		return 1
	case n <= 8:
		return 2
	case n <= 15:
		return 3
	}
	return 4
}

// partNames is every feature name a part gives, without its prefix.
func partNames() []string {
	return []string{"len1", "len3", "len8", "len15", "len16", "allcap", "mostcap", "lower", "lower3",
		"initials", "initials3", "year", "quote", "and", "etal"}
}
