package lines

import "github.com/vitae-cv/vitae/internal/textscan"

// collapseOnePass is collapseSpaces in one pass: each run of white space
// (unicode.IsSpace) made one ' ', none kept at either end, the runs
// between copied into one buffer (on the stack for the usual line) that
// becomes the one string made; s itself when nothing changes. A byte
// that leads no white space (whiteClass, most bytes) is passed over in a
// tight loop; only the lead bytes of white space beyond ASCII ask
// textscan.SpaceAt. The
// scans it replaces (spacesCollapsed, then skipWhite and skipWord
// through a builder, kept in a21_collapse_test.go) read every byte of a
// text they changed twice.
func collapseOnePass(s string) string {
	var stack [256]byte
	var b []byte
	if len(s) <= len(stack) {
		b = stack[:len(s)]
	} else {
		b = make([]byte, len(s))
	}
	w := 0
	pending := false // white space since the last byte written
	for i := 0; i < len(s); {
		j := i // s[i:j] is a run of bytes that lead no white space
		for j < len(s) && whiteClass[s[j]] == whiteNo {
			j++
		}
		n := 0 // the length of the white space at j, 0 when none is there
		if j < len(s) {
			if whiteClass[s[j]] == whiteYes {
				n = 1
			} else if sp, k := textscan.SpaceAt(s, j); sp {
				n = k
			} else {
				j += k // a rune beyond ASCII that is no white space: part of the run
			}
		}
		if j > i {
			if pending && w > 0 {
				b[w] = ' '
				w++
			}
			pending = false
			w += copy(b[w:], s[i:j])
		}
		if n > 0 {
			pending = true
		}
		i = j + n
	}
	if w == len(s) && bytesView(b) == s {
		return s
	}
	return string(b[:w])
}
