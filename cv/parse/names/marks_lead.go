package names

import "unicode/utf8"

// markLead marks the bytes a mark can open with: "^" and the first byte
// of each rune of markRunes (ASCII marks are their own first byte).
var markLead = func() (t [256]bool) {
	t['^'] = true
	var buf [utf8.UTFMax]byte
	for _, r := range markRunes {
		utf8.EncodeRune(buf[:], r)
		t[buf[0]] = true
	}
	return t
}()
