package fieldmodel

import (
	"slices"
	"unicode/utf8"
)

// Fields is every field a token may have, in the model's order.
var Fields = []string{"author", "title", "venue", "date", "other", "tag"}

// FieldIndex returns f's place in Fields, or -1.
func FieldIndex(f string) int { return slices.Index(Fields, f) }

// shapes is every value shape gives.
func shapes() []string {
	out := []string{"url", "p?", "Xd", "A", "a", "XX", "Xx", "xX", "x", "d1", "d2", "d3", "year", "d4", "d5"}
	for s := punctSet; s != ""; {
		r, n := utf8.DecodeRuneInString(s)
		out = append(out, "p"+string(r))
		s = s[n:]
	}
	return out
}

// classes is every value wordClass gives.
func classes() []string {
	out := []string{"month", "ordinal"}
	for _, w := range functionWords {
		out = append(out, "fw:"+w)
	}
	return out
}

var catValues = []string{"cat:conference", "cat:journal", "cat:workshop", "cat:venue", "cat:acr"}

// Vocabulary returns every feature name Extract can give with lx, sorted:
// a fixed set built from constants and lx's class names.
func Vocabulary(lx *Lexicon) []string {
	out := []string{"bias", "quote", "paren", "bracket", "initial", "afterin", "linestart", "em:bold", "em:italic", "em:link"}
	for _, s := range shapes() {
		out = append(out, "sh:"+s)
	}
	out = append(out, "pos:first", "pos:last")
	for k := range 5 {
		out = append(out, "pos:"+string(rune('1'+k)))
	}
	for k := range 4 {
		out = append(out, "sent:"+countBucket(k), "comma:"+countBucket(k))
	}
	out = append(out, classes()...)
	if lx != nil {
		for _, c := range lx.classes {
			out = append(out, "lex:"+c)
		}
	}
	out = append(out, catValues...)
	out = append(out, "year:only", "year:first", "year:last", "year:middle")
	for _, n := range partNames() {
		out = append(out, "s:"+n, "g:"+n)
	}
	for _, pre := range []string{"n0:", "n1:", "n3:", "n4:"} {
		out = append(out, pre+"none")
		for _, s := range shapes() {
			out = append(out, pre+s)
		}
		if pre == "n1:" || pre == "n3:" {
			for _, c := range append(classes(), catValues...) {
				out = append(out, pre+c)
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}
