package parse

// Parse speed round 21c: the words for "present" were looked for over
// the whole of a dated text (presentAtWordStarts), and a dated line
// mostly ends with its date ("Kite Engineer, Lantern Works, May 2031 –
// present"). A word for "present" only makes a date as the end of a
// range: appendDateSpans passes over every "present" atom that is not the
// atom after a date, so one that stands before the first date atom makes
// no span. When the year atoms are in order, the search starts at the
// word that holds the first of them: what it leaves out made no span.
// atoms (appendAtoms) still finds every atom: its tests hold it to
// reDateAtom.

// appendSpanAtoms is appendAtoms for appendDateSpans: the same atoms,
// less the words for "present" before the first date when the dates are
// in order.
func appendSpanAtoms(out []atom, s string) []atom {
	years := appendYearAtoms(out, s)
	if len(years) == 0 || !atomsInOrder(years) {
		return mergePresent(s, years)
	}
	from := wordStartAt(s, years[0].start)
	present := presentAtWordStartsFrom(s, from, years) // speed_present.go
	if len(present) == 0 {
		return years
	}
	return mergeAtoms(present, years)
}

// wordStartAt returns where the ASCII word holding s[i] starts (i itself
// when the byte before it is no word byte): a place presentAtWordStarts
// steps on.
func wordStartAt(s string, i int) int {
	for i > 0 && presentScanWordByte[s[i-1]] {
		i--
	}
	return i
}
