package parse

import (
	"sort"
	"strconv"
	"strings"
)

// repeatKey is the key dropRepeatedPublications compares publications
// by: the title's words (folded, lower case, one space apart), then the
// venue, the raw venue in lower case and the year, "\x00" between them;
// "" when the title has no word. For an ASCII title it is built in one
// pass, without the copies the general form makes (folded title, word
// list, joined and lower-cased string).
func repeatKey(title, venue, venueRaw string, year int) string {
	var b strings.Builder
	if !isASCII(title) {
		b.WriteString(strings.ToLower(strings.Join(words(foldName(title)), " ")))
	} else {
		b.Grow(len(title) + len(venue) + len(venueRaw) + 8)
		appendWordsKey(&b, title)
	}
	if b.Len() == 0 {
		return ""
	}
	b.WriteByte(0)
	b.WriteString(venue)
	b.WriteByte(0)
	if isASCII(venueRaw) {
		for i := 0; i < len(venueRaw); i++ {
			b.WriteByte(lowerASCII(venueRaw[i]))
		}
	} else {
		b.WriteString(strings.ToLower(venueRaw))
	}
	b.WriteByte(0)
	b.WriteString(strconv.Itoa(year))
	return b.String()
}

// appendWordsKey writes the runs of ASCII letters and digits of s (ASCII)
// to b in lower case, one space between them: what
// strings.Join(words(s), " ") gives.
func appendWordsKey(b *strings.Builder, s string) {
	inWord := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isASCIIWordByte(c) {
			inWord = false
			continue
		}
		if !inWord && b.Len() > 0 {
			b.WriteByte(' ')
		}
		inWord = true
		b.WriteByte(lowerASCII(c))
	}
}

// mergeAtoms is a then b in order of start: what appending b to a and
// sorting by start gives. Each is in order already (atoms are found left
// to right), so they are merged; should two atoms start at one offset, or
// either list be out of order, they are sorted as before.
func mergeAtoms(a, b []atom) []atom {
	if !atomsInOrder(a) || !atomsInOrder(b) {
		return sortAtoms(append(a, b...))
	}
	out := make([]atom, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i].start < b[j].start:
			out = append(out, a[i])
			i++
		case b[j].start < a[i].start:
			out = append(out, b[j])
			j++
		default:
			return sortAtoms(append(a, b...))
		}
	}
	out = append(out, a[i:]...)
	return append(out, b[j:]...)
}

// atomsInOrder reports whether each atom of as starts after the one
// before it.
func atomsInOrder(as []atom) bool {
	for i := 1; i < len(as); i++ {
		if as[i].start <= as[i-1].start {
			return false
		}
	}
	return true
}

// sortAtoms sorts as by start, as mergePresent did.
func sortAtoms(as []atom) []atom {
	sort.Slice(as, func(i, j int) bool { return as[i].start < as[j].start })
	return as
}

// countNonBlank is the number of lines of ls that are not blank.
func countNonBlank(ls []line) int {
	n := 0
	for i := range ls {
		if !ls[i].Blank {
			n++
		}
	}
	return n
}

// countTrue is the number of true values in bs.
func countTrue(bs []bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}
