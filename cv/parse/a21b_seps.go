package parse

// otherSepLead marks the bytes firstOtherSep's separators open with:
// ";", the space of " and " and " & ", and the first byte of "„". The
// bytes between them are passed over in a tight loop, one table look-up
// each (TestFirstOtherSepLead holds it to the loop that asked each byte
// of the switch).
var otherSepLead = func() (t [256]bool) {
	t[';'], t[' '], t["„"[0]] = true, true, true
	return t
}()
