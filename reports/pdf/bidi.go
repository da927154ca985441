package pdf

import (
	"strings"

	"golang.org/x/text/unicode/bidi"
)

// The PDF writer draws a string's glyphs left to right in the order
// given, so a right-to-left name (Hebrew, Arabic) came out reversed.
// visual puts one line of text in display order for a left-to-right
// page, after the Unicode bidirectional algorithm's main rules:
// right-to-left letters, the spaces and punctuation between them and the
// numbers after them form a run drawn from right to left, a number in
// such a run keeps its digits in order, combining marks stay on their
// letter and brackets are mirrored. Arabic letters are put in order but
// not joined (no contextual shaping): pages with Arabic script say so.
// golang.org/x/text/unicode/bidi's Order is not used: it puts runs in
// logical order and misplaces numbers and brackets.

// bidi levels of a rune on a left-to-right page.
const (
	levelL   = 0 // left to right
	levelR   = 1 // right to left
	levelNum = 2 // a number inside a right-to-left run
)

// class is the rune's bidi class, with a combining mark (NSM) reported as
// such so it can take its letter's class.
func class(r rune) bidi.Class {
	p, _ := bidi.LookupRune(r)
	return p.Class()
}

// isRTL reports whether r is a right-to-left letter.
func isRTL(r rune) bool {
	c := class(r)
	return c == bidi.R || c == bidi.AL
}

// hasRTL reports whether s has a right-to-left letter (fast for text
// below U+0590, where there is none).
func hasRTL(s string) bool {
	for _, r := range s {
		if r >= 0x0590 && isRTL(r) {
			return true
		}
	}
	return false
}

// isArabic reports whether r is an Arabic-script letter (bidi class AL),
// which vitae draws unjoined.
func isArabic(r rune) bool { return r >= 0x0600 && class(r) == bidi.AL }

// levels resolves each rune's level: strong letters their own; digits
// after a right-to-left letter (with no left-to-right one between) a
// number in the run, else left to right; neutrals between two
// right-to-left sides right to left, else left to right; combining marks
// their letter's.
func levels(rs []rune) []int {
	lv := make([]int, len(rs))
	strong := make([]int, len(rs)) // -1 neutral, else levelL or levelR for N1
	last := levelL                 // the page's direction before the text
	for i, r := range rs {
		strong[i] = -1
		switch c := class(r); {
		case c == bidi.R || c == bidi.AL:
			lv[i], strong[i], last = levelR, levelR, levelR
		case c == bidi.L:
			lv[i], strong[i], last = levelL, levelL, levelL
		case c == bidi.EN || c == bidi.AN:
			if last == levelR {
				lv[i], strong[i] = levelNum, levelR // a number counts as R for neutrals
			} else {
				lv[i], strong[i] = levelL, levelL
			}
		case c == bidi.NSM && i > 0:
			lv[i], strong[i] = lv[i-1], strong[i-1]
		}
	}
	resolveBrackets(rs, lv, strong)
	resolveNeutrals(lv, strong)
	return lv
}

// resolveBrackets gives a bracket pair with right-to-left text (or a
// number in a right-to-left run) inside and none left to right, after
// right-to-left text, the right-to-left level: "כנס (2021)" keeps its
// brackets round the year (rule N0, simplified). Pairs are matched with
// a stack; prefix counts make each pair's test constant time.
func resolveBrackets(rs []rune, lv, strong []int) {
	n := len(rs)
	cntL, cntR := make([]int, n+1), make([]int, n+1) // strong types before i
	before := make([]int, n)                         // the strong type before i (page: L)
	prev := levelL
	for i := range n {
		before[i] = prev
		cntL[i+1], cntR[i+1] = cntL[i], cntR[i]
		switch strong[i] {
		case levelL:
			cntL[i+1]++
			prev = levelL
		case levelR:
			cntR[i+1]++
			prev = levelR
		}
	}
	var open []int
	for i, r := range rs {
		switch r {
		case '(', '[', '{':
			open = append(open, i)
		case ')', ']', '}':
			if len(open) == 0 {
				continue
			}
			o := open[len(open)-1]
			open = open[:len(open)-1]
			inL, inR := cntL[i]-cntL[o+1], cntR[i]-cntR[o+1]
			if inL == 0 && inR > 0 && before[o] == levelR {
				lv[o], lv[i], strong[o], strong[i] = levelR, levelR, levelR, levelR
			}
		}
	}
}

// resolveNeutrals gives each run of neutrals the right-to-left level
// when the strong sides before and after it are both right to left, and
// the page's left-to-right level otherwise (the text's ends count as
// left to right).
func resolveNeutrals(lv, strong []int) {
	for i := 0; i < len(lv); {
		if strong[i] >= 0 {
			i++
			continue
		}
		j := i
		for j < len(lv) && strong[j] < 0 {
			j++
		}
		before, after := levelL, levelL
		if i > 0 {
			before = strong[i-1]
		}
		if j < len(lv) {
			after = strong[j]
		}
		if before == levelR && after == levelR {
			for k := i; k < j; k++ {
				lv[k] = levelR
			}
		}
		i = j
	}
}

// mirrored is a bracket's mirror image, drawn in a right-to-left run.
var mirrored = map[rune]rune{'(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<', '«': '»', '»': '«'}

// visual is s in display order (see the comment at the top of the file);
// s unchanged when it has no right-to-left letter.
func visual(s string) string {
	if !hasRTL(s) {
		return s
	}
	rs := []rune(s)
	lv := levels(rs)
	// clusters: a letter and the combining marks after it move together
	var units [][]rune
	var ul []int
	for i, r := range rs {
		if i > 0 && class(r) == bidi.NSM && len(units) > 0 {
			units[len(units)-1] = append(units[len(units)-1], r)
			continue
		}
		if lv[i] == levelR {
			if m, ok := mirrored[r]; ok {
				r = m
			}
		}
		units = append(units, []rune{r})
		ul = append(ul, lv[i])
	}
	// L2: reverse every run at level >= 2, then every run at level >= 1
	for min := levelNum; min >= levelR; min-- {
		for i := 0; i < len(units); {
			if ul[i] < min {
				i++
				continue
			}
			j := i
			for j < len(units) && ul[j] >= min {
				j++
			}
			reverseUnits(units[i:j], ul[i:j])
			i = j
		}
	}
	var b strings.Builder
	for _, u := range units {
		b.WriteString(string(u))
	}
	return b.String()
}

// reverseUnits reverses a run of clusters and their levels in place.
func reverseUnits(us [][]rune, ls []int) {
	for i, j := 0, len(us)-1; i < j; i, j = i+1, j-1 {
		us[i], us[j] = us[j], us[i]
		ls[i], ls[j] = ls[j], ls[i]
	}
}
