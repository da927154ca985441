package fieldmodel

import (
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/seqmodel"
)

// Entry is one publication entry as the parser holds it: the joined text
// of its lines and the texts of its emphasis and link spans, in order.
type Entry struct {
	Text    string
	Bolds   []string
	Italics []string
	Links   []string
	// Breaks are the byte offsets in Text where a source line begins
	// (after the first): a line break is a cue that a part ends.
	Breaks []int
}

// punctSet are the punctuation characters that are features of their
// own; any other is "p:other".
const punctSet = `,.;:()[]{}"“”‘’'-–—/&*#@!?|·•+=`

// shape is a token's shape class, from a fixed set: shapeNames at its
// code.
func shape(t Token) string { return shapeNames[shapeCode(t)] }

// Shape codes: places in shapeNames (shapes()), the punctuation shapes
// after the fixed ones, in punctSet's order.
const (
	shapeURL uint8 = iota
	shapeOtherPunct
	shapeXd
	shapeA
	shapeLowerA
	shapeXX
	shapeXx
	shapeXMixed
	shapeLower
	shapeD1
	shapeD2
	shapeD3
	shapeYear
	shapeD4
	shapeD5
	shapePunct // the first punctuation shape
)

// shapeNames is every value shape gives, by code; noShape is one past
// them, the code of a missing neighbour ("none").
var (
	shapeNames = shapes()
	noShape    = uint8(len(shapeNames))
	punctRunes = []rune(punctSet)
)

// shapeCode is a token's shape class as its code, found with no string
// made: a punctuation mark's shape is "p" and the mark.
func shapeCode(t Token) uint8 {
	switch t.Kind {
	case 'u':
		return shapeURL
	case 'p':
		r, _ := utf8.DecodeRuneInString(t.Text)
		for k, p := range punctRunes {
			if p == r {
				return shapePunct + uint8(k)
			}
		}
		return shapeOtherPunct
	}
	return wordShapeCode(t.Text)
}

func wordShape(w string) string { return shapeNames[wordShapeCode(w)] }

func wordShapeCode(w string) uint8 {
	var up, lo, dg, n int
	first := true
	firstUp := false
	for _, r := range w {
		n++
		switch {
		case unicode.IsUpper(r):
			up++
			if first {
				firstUp = true
			}
		case unicode.IsLower(r):
			lo++
		case unicode.IsDigit(r):
			dg++
		}
		first = false
	}
	switch {
	case dg == n:
		return digitShape(w)
	case dg > 0:
		return shapeXd
	case n == 1 && up == 1:
		return shapeA
	case n == 1:
		return shapeLowerA
	case up == n:
		return shapeXX
	case firstUp && up == 1:
		return shapeXx
	case up > 0:
		return shapeXMixed
	}
	return shapeLower
}

func digitShape(w string) uint8 {
	switch len(w) {
	case 1, 2, 3:
		return shapeD1 + uint8(len(w)-1)
	case 4:
		if w >= "1900" && w <= "2039" {
			return shapeYear
		}
		return shapeD4
	}
	return shapeD5
}

// wordClass is what a word is beyond its shape: a function word (its own
// name), a month, an ordinal; "" for none.
func wordClass(low string) string {
	if c := wordClassCode(low); c >= 0 {
		return classNames[c]
	}
	return ""
}

// Class codes: places in classNames (classes()): the month, the ordinal,
// then the function words in their order; -1 for none.
const (
	classMonth int8 = iota
	classOrdinal
	classFunction // the first function word
)

var classNames = classes()

// wordClassCode is wordClass as its code.
func wordClassCode(low string) int8 {
	switch k, ok := functionIndex[low]; {
	case ok:
		return classFunction + k
	case seqmodel.Months[low]:
		return classMonth
	case isOrdinal(low):
		return classOrdinal
	}
	return -1
}

func isOrdinal(w string) bool {
	i := 0
	for i < len(w) && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	if i == 0 || i == len(w) {
		return false
	}
	switch w[i:] {
	case "st", "nd", "rd", "th":
		return true
	}
	return false
}

func hasUpper(s string) bool {
	for _, r := range s {
		if unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// posBucket is a token's place in the entry: first, then by fifths.
func posBucket(i, n int) string {
	if i == 0 {
		return "pos:first"
	}
	if i == n-1 {
		return "pos:last"
	}
	return posBuckets[5*i/n]
}

// posBuckets are the middle position buckets, as strings made once.
var posBuckets = [5]string{"pos:1", "pos:2", "pos:3", "pos:4", "pos:5"}

// countBucket caps a count at 3.
func countBucket(k int) string {
	return [4]string{"0", "1", "2", "3"}[min(max(k, 0), 3)]
}
