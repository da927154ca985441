package names

import "github.com/vitae-cv/vitae/internal/textscan"

// asciiNameTokens is nameTokens of an ASCII name: its runs of ASCII
// letters, lower-cased ("Ada M. Quill-Reyes" gives ada, m, quill,
// reyes). Fold of ASCII text is its lower case, and the letters of ASCII
// text are A-Z and a-z, so this is strings.FieldsFunc(Fold(s), not a
// letter) without the rune decoding and the function calls: one pass to
// count the words, one lower-cased copy when s has a capital, and the
// words cut from it. Like FieldsFunc it returns an empty, non-nil slice
// for a name without letters.
func asciiNameTokens(s string) []string {
	n := 0
	in := false
	for i := 0; i < len(s); i++ {
		l := isASCIILetter(s[i])
		if l && !in {
			n++
		}
		in = l
	}
	out := make([]string, 0, n)
	if n == 0 {
		return out
	}
	s = textscan.LowerASCIIString(s)
	start := -1
	for i := 0; i <= len(s); i++ {
		l := i < len(s) && isASCIILetter(s[i])
		switch {
		case l && start < 0:
			start = i
		case !l && start >= 0:
			out = append(out, s[start:i])
			start = -1
		}
	}
	return out
}

// isASCIILetter reports whether c is an ASCII letter.
func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
