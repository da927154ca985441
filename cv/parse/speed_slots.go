package parse

// mayFitSlots reports whether at least n of the blocks hold a line that
// gives a title by its markup (slotTitle): a block whose slots slotsOf
// finds holds one, so when fewer than n blocks do, fewer than n fit the
// slot template and readSlotEntries can stop before it reads any block's
// author lines (the costly part: an author-list test of every line up to
// the first author list). A line with no link and no italic span gives
// no slot title, and is passed over at once.
func mayFitSlots(bs []pubBlock, n int) bool {
	for _, b := range bs {
		if n <= 0 {
			break
		}
		if holdsSlotTitle(b.lines) {
			n--
		}
	}
	return n <= 0
}

// holdsSlotTitle reports whether one of ls gives a slot title.
func holdsSlotTitle(ls []line) bool {
	for _, l := range ls {
		if (len(l.Links()) > 0 || len(l.Italics()) > 0) && slotTitle(l) != "" {
			return true
		}
	}
	return false
}
