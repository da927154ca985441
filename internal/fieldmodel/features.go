package fieldmodel

import (
	"strings"
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

// shape is a token's shape class, from a fixed set.
func shape(t Token) string {
	switch t.Kind {
	case 'u':
		return "url"
	case 'p':
		r, _ := utf8.DecodeRuneInString(t.Text)
		if strings.ContainsRune(punctSet, r) {
			return "p" + t.Text
		}
		return "p?"
	}
	return wordShape(t.Text)
}

func wordShape(w string) string {
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
		return "Xd"
	case n == 1 && up == 1:
		return "A"
	case n == 1:
		return "a"
	case up == n:
		return "XX"
	case firstUp && up == 1:
		return "Xx"
	case up > 0:
		return "xX"
	}
	return "x"
}

func digitShape(w string) string {
	switch len(w) {
	case 1, 2, 3:
		return "d" + string(rune('0'+len(w)))
	case 4:
		if w >= "1900" && w <= "2039" {
			return "year"
		}
		return "d4"
	}
	return "d5"
}

// wordClass is what a word is beyond its shape: a function word (its own
// name), a month, an ordinal; "" for none.
func wordClass(low string) string {
	switch {
	case functionSet[low]:
		return "fw:" + low
	case seqmodel.Months[low]:
		return "month"
	case isOrdinal(low):
		return "ordinal"
	}
	return ""
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
