package pdf

import (
	_ "embed"
	"strings"
	"unicode"
)

//go:embed words/compound_tails.txt
var compoundTailsText string

// compoundTails are the second halves of compounds whose hyphen is kept
// across a line end (words/compound_tails.txt).
var compoundTails = readWords(compoundTailsText)

// readWords reads a word list: words separated by white space, lines
// starting with "#" are comments.
func readWords(text string) map[string]bool {
	out := map[string]bool{}
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		for _, w := range strings.Fields(line) {
			out[strings.ToLower(w)] = true
		}
	}
	return out
}

// joinHyphens joins a word hyphenated across a line end: the first word
// of the next line (same page, or the next page's first line of text)
// moves up onto the line that ends in a hyphen. The rule, with no
// dictionary:
//   - the next word starts with a lower-case letter, the hyphenated part
//     has no other hyphen and the next word is not a common compound tail
//     (words/compound_tails.txt): a break inside a word, the hyphen goes
//     ("algo-" + "rithms" → "algorithms");
//   - otherwise the hyphen stays ("state-of-the-" + "art",
//     "Bounded-" + "Confidence", "data-" + "driven").
//
// Only a line with no column gap before its last word is joined, so a
// right-hand column's hyphen never pulls a word out of the left column.
// The next line keeps its indentation.
func joinHyphens(all [][]pline) {
	for p := range all {
		for i := range all[p] {
			l := &all[p][i]
			if l.repeats || !endsInHyphen(*l) || hasColumnGap(*l) {
				continue
			}
			next := nextTextLine(all, p, i)
			if next == nil || !startsWithLetter(next.words[0].text) {
				continue
			}
			joinWords(l, next)
		}
	}
}

// endsInHyphen says whether the line's last word ends in a hyphen after
// a letter.
func endsInHyphen(l pline) bool {
	if len(l.words) == 0 {
		return false
	}
	t := l.words[len(l.words)-1].text
	n := len(t)
	return n >= 3 && isHyphen(t[n-1]) && unicode.IsLetter(t[n-2])
}

func isHyphen(r rune) bool { return r == '-' || r == '\u00ad' || r == '\u2010' }

// hasColumnGap says whether two words of the line are a column apart.
func hasColumnGap(l pline) bool {
	for i := 1; i < len(l.words); i++ {
		a, b := l.words[i-1], l.words[i]
		if b.x0-a.x1 > colGap*max(a.size, b.size, 1) {
			return true
		}
	}
	return false
}

// nextTextLine is the next line with words after line i of page p that
// is no page furniture: on the same page, or the first of the next page.
func nextTextLine(all [][]pline, p, i int) *pline {
	for q := p; q < len(all) && q <= p+1; q++ {
		start := 0
		if q == p {
			start = i + 1
		}
		for j := start; j < len(all[q]); j++ {
			if l := &all[q][j]; !l.repeats && len(l.words) > 0 {
				return l
			}
		}
	}
	return nil
}

func startsWithLetter(t []rune) bool { return len(t) > 0 && unicode.IsLetter(t[0]) }

// joinWords moves next's first word onto the end of l, dropping the
// hyphen when it breaks a word.
func joinWords(l, next *pline) {
	last := &l.words[len(l.words)-1]
	head := last.text[:len(last.text)-1]
	tail := next.words[0]
	if !dropHyphen(head, tail.text) {
		head = append(head, '-')
	}
	last.text = append(append([]rune{}, head...), tail.text...)
	last.x1 += tail.x1 - tail.x0
	last.bold = last.bold && tail.bold
	next.words = next.words[1:]
}

// dropHyphen decides whether a line-end hyphen between head and tail is
// a break inside one word (see joinHyphens).
func dropHyphen(head, tail []rune) bool {
	if len(tail) == 0 || !unicode.IsLower(tail[0]) {
		return false
	}
	for _, r := range head {
		if isHyphen(r) {
			return false
		}
	}
	w := strings.TrimRightFunc(string(tail), func(r rune) bool { return !unicode.IsLetter(r) })
	return !compoundTails[strings.ToLower(w)]
}
