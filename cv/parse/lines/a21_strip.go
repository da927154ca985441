package lines

import (
	"slices"
	"strings"
	"unsafe"
)

// stripMarks is StripEmphasis of a text that holds a marker. What the
// three steps it is made of once took (two strings.ReplaceAll, each a
// count, a new string and a copy, then a byte at a time into a third
// string past a table of the bytes to drop) is done here in one buffer,
// on the stack for the usual line: the "**" pairs are left out as the
// text is copied in, each "__" is made a space in place, the flanking
// pairs are found in what is left and dropped in place, and the buffer
// becomes the one string made. The text comes back as it is when no
// step changes it (a lone marker: "a_b", "5 * 3"). The old three steps
// are kept in a21_strip_test.go, which holds this to them.
func stripMarks(s string) string {
	var stack [256]byte
	buf := stack[:0]
	if len(s) > len(stack) {
		buf = make([]byte, 0, len(s))
	}
	buf = appendWithoutStarPairs(buf, s)
	buf = underPairsToSpaces(buf)
	changed := len(buf) != len(s) // each step only ever drops bytes
	if !containsAnyOfBytes(buf) {
		return keptOrMade(s, buf, changed)
	}
	var pb [8][2]int // on the stack for the usual line
	pairs := appendEmphasisPairs(pb[:0], bytesView(buf))
	if len(pairs) == 0 {
		return keptOrMade(s, buf, changed) // lone markers ("a_b", "5 * 3") stay
	}
	return string(dropPairs(buf, pairs))
}

// keptOrMade is s when the buffer made of it is the same text, else the
// buffer as a new string.
func keptOrMade(s string, buf []byte, changed bool) string {
	if !changed {
		return s
	}
	return string(buf)
}

// containsAnyOfBytes reports whether b holds a '*' or a '_'.
func containsAnyOfBytes(b []byte) bool {
	v := bytesView(b)
	return strings.IndexByte(v, '*') >= 0 || strings.IndexByte(v, '_') >= 0
}

// bytesView is b read as a string, without a copy: it must not be kept
// past a change to b (the scans above only read it while they run).
func bytesView(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// appendWithoutStarPairs appends s to buf with each "**" left out, the
// pairs read left to right without overlap (strings.ReplaceAll(s, "**",
// "")), jumping from '*' to '*'.
func appendWithoutStarPairs(buf []byte, s string) []byte {
	at := 0 // s[:at] is in buf
	for i := strings.IndexByte(s, '*'); i >= 0 && i+1 < len(s); i = nextIndexByte(s, '*', i) {
		if s[i+1] != '*' {
			i++
			continue
		}
		buf = append(buf, s[at:i]...)
		i += 2
		at = i
	}
	return append(buf, s[at:]...)
}

// underPairsToSpaces makes each "__" of b a space in place, the pairs
// read left to right without overlap (strings.ReplaceAll(b, "__", " ")).
func underPairsToSpaces(b []byte) []byte {
	v := bytesView(b)
	w := 0  // b[:w] is written
	at := 0 // b[at:] is still to copy
	for i := strings.IndexByte(v, '_'); i >= 0 && i+1 < len(b); i = nextIndexByte(v, '_', i) {
		if b[i+1] != '_' {
			i++
			continue
		}
		w += copy(b[w:], b[at:i])
		b[w] = ' '
		w++
		i += 2
		at = i
	}
	if at == 0 {
		return b
	}
	w += copy(b[w:], b[at:])
	return b[:w]
}

// dropPairs removes the bytes of the marker pairs from b in place, the
// runs between them moved down a run at a time.
func dropPairs(b []byte, pairs [][2]int) []byte {
	var ob [16]int // on the stack for the usual line
	at := ob[:0]
	for _, p := range pairs {
		at = append(at, p[0], p[1])
	}
	slices.Sort(at)
	w, from := 0, 0
	for _, i := range at {
		w += copy(b[w:], b[from:i])
		from = i + 1
	}
	w += copy(b[w:], b[from:])
	return b[:w]
}
