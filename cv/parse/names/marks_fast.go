package names

import "unicode/utf8"

// markASCII and markWide are markRunes as a table of its ASCII runes and
// a list of the others: isMarkRune asks them in place of searching the
// string for each rune of a name (TestIsMarkRune holds the two equal).
var markASCII, markWide = func() (t [utf8.RuneSelf]bool, wide []rune) {
	for _, r := range markRunes {
		if r < utf8.RuneSelf {
			t[r] = true
		} else {
			wide = append(wide, r)
		}
	}
	return t, wide
}()

// isMarkRune is strings.ContainsRune(markRunes, r): whether r marks an
// author.
func isMarkRune(r rune) bool {
	if r >= 0 && r < utf8.RuneSelf {
		return markASCII[r]
	}
	for _, m := range markWide {
		if r == m {
			return true
		}
	}
	return false
}
