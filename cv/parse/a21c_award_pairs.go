package parse

// Parse speed round 21c: awardScan.found read the members that open with
// each byte of a text (awardScan.byFirst) and compared each in turn, and
// the members open with letters that open most words ("p", "t", "s",
// "o", "b", "d", "a", "r"). The first two bytes of a member are asked
// first: a bit set of the second bytes by the first (awardScan.second)
// passes over a position whose pair opens no member, as most do.

// addPair notes the first two bytes of the member s (lower case ASCII
// letters: see awardScanner).
func (a *awardScan) addPair(s string) {
	if len(s) < 2 || s[1] < 'a' || s[1] > 'z' {
		panic("awardScan: a member opens with two lower case letters: " + s)
	}
	a.second[s[0]] |= 1 << (s[1] - 'a')
}

// opensPair reports whether a member opens with the lower case byte c
// followed by next (ASCII case ignored).
func (a *awardScan) opensPair(c, next byte) bool {
	set := a.second[c]
	if set == 0 {
		return false
	}
	d := lowerASCII(next) - 'a' // a byte below 'a' wraps round to 26 or more
	return d < 26 && set>>d&1 != 0
}
