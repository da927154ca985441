package lines

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The emphasis scanners below read a line's "*" and "_" markers only:
// they jump from one marker to the next with strings.IndexByte (a
// vectorised search) instead of testing every byte of the line, and find
// what the byte loops they replace found (boldSpansBytes and
// emphasisPairsBytes in emphasis_test.go; TestEmphasisScans holds
// them equal on fictional, sample and random lines).

// markScan finds the next emphasis marker ('*' or '_') of a text at or
// after an offset, remembering the next of each kind between questions,
// so each kind's search moves forward only.
type markScan struct {
	s         string
	star, und int // the next '*' and '_' at or after the last offset asked; -1: none left
}

// newMarkScan prepares the markers of s.
func newMarkScan(s string) markScan {
	return markScan{s: s, star: strings.IndexByte(s, '*'), und: strings.IndexByte(s, '_')}
}

// next is the offset of the first marker at or after from, -1 when there
// is none.
func (m *markScan) next(from int) int {
	if from >= len(m.s) {
		return -1
	}
	if m.star >= 0 && m.star < from {
		m.star = nextIndexByte(m.s, '*', from)
	}
	if m.und >= 0 && m.und < from {
		m.und = nextIndexByte(m.s, '_', from)
	}
	switch {
	case m.star < 0:
		return m.und
	case m.und < 0:
		return m.star
	}
	return min(m.star, m.und)
}

// emphasisPairs finds matching single "*" or "_" markers by Markdown's
// flanking rules: an opener is not preceded by a letter or digit and is
// followed by a non-space; a closer is the reverse. All "*" pairs come
// first, then all "_" pairs, each kind left to right.
func emphasisPairs(s string) [][2]int { return appendEmphasisPairs(nil, s) }

// appendEmphasisPairs appends emphasisPairs(s) to pairs: a caller that
// only reads the pairs passes a buffer on its stack, and a line with a
// few markers allocates nothing for them.
func appendEmphasisPairs(pairs [][2]int, s string) [][2]int {
	for _, mark := range []byte{'*', '_'} {
		open := -1
		for i := strings.IndexByte(s, mark); i >= 0; i = nextIndexByte(s, mark, i+1) {
			canOpen, canClose := flanks(s, i)
			if open >= 0 && canClose {
				pairs = append(pairs, [2]int{open, i})
				open = -1
				continue
			}
			if canOpen {
				open = i
			}
		}
	}
	return pairs
}

// flanks reports whether the marker at s[i] can open emphasis (a
// non-space follows it, no letter or digit precedes it) and whether it
// can close it (the reverse); the text's ends count as spaces.
func flanks(s string, i int) (canOpen, canClose bool) {
	prev, _ := utf8.DecodeLastRuneInString(s[:i])
	next, _ := utf8.DecodeRuneInString(s[i+1:])
	if i == 0 {
		prev = ' '
	}
	if i+1 >= len(s) {
		next = ' '
	}
	canOpen = !unicode.IsSpace(next) && next != utf8.RuneError && !isWordRune(prev)
	canClose = !unicode.IsSpace(prev) && !isWordRune(next)
	return canOpen, canClose
}
