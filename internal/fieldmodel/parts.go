package fieldmodel

import (
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

// features of a part, with prefix pre ("s:" sentence, "g:" segment).
func (p partInfo) features(pre string) []string {
	fs := []string{pre + "len" + wordsBucket(p.words)}
	if p.words > 0 {
		switch share := float64(p.caps) / float64(p.words); {
		case share >= 0.99:
			fs = append(fs, pre+"allcap")
		case share >= 0.6:
			fs = append(fs, pre+"mostcap")
		}
	}
	for _, f := range []struct {
		on   bool
		name string
	}{{p.lower > 0, "lower"}, {p.lower > 2, "lower3"}, {p.initials > 0, "initials"}, {p.initials > 2, "initials3"},
		{p.year, "year"}, {p.quote, "quote"}, {p.and, "and"}, {p.etal, "etal"}} {
		if f.on {
			fs = append(fs, pre+f.name)
		}
	}
	return fs
}

// partFeatures are the "s:" and "g:" features of the parts (sentences,
// segments) of the tokens: ends[i] is true when token i closes a sentence,
// and a segment also closes at a comma or semicolon. out[0][i] are token
// i's "s:" features, out[1][i] its "g:" ones, each list shared by the
// tokens of its part (read only).
func partFeatures(toks []Token, info []tokenInfo, ends []bool) [2][][]string {
	out := [2][][]string{make([][]string, len(toks)), make([][]string, len(toks))}
	spread(toks, info, out[0], "s:", func(i int) bool { return ends[i] })
	spread(toks, info, out[1], "g:", func(i int) bool { return ends[i] || toks[i].Text == "," || toks[i].Text == ";" })
	return out
}

// spread sums each part and gives its features to each of its tokens.
func spread(toks []Token, info []tokenInfo, out [][]string, pre string, closes func(int) bool) {
	for a := 0; a < len(toks); {
		b := a
		for b < len(toks) && !closes(b) {
			b++
		}
		b = min(b+1, len(toks))
		fs := summarize(toks[a:b], info[a:b]).features(pre)
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
		r, _ := utf8.DecodeRuneInString(t.Text)
		switch {
		case !unicode.IsLetter(r):
		case unicode.IsUpper(r):
			p.caps++
		case !functionSet[low]:
			p.lower++
		}
		if unicode.IsLetter(r) && !functionSet[low] {
			p.words++
		}
	}
	return p
}

// wordsBucket is a part's word count class.
func wordsBucket(n int) string {
	switch {
	case n <= 1:
		return "1"
	case n <= 3:
		return "3"
	case n <= 8:
		return "8"
	case n <= 15:
		return "15"
	}
	return "16"
}

// partNames is every feature name a part gives, without its prefix.
func partNames() []string {
	return []string{"len1", "len3", "len8", "len15", "len16", "allcap", "mostcap", "lower", "lower3",
		"initials", "initials3", "year", "quote", "and", "etal"}
}
