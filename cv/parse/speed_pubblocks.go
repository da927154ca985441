package parse

// splitPubBlocks appended its blocks (some 140 bytes each) one by one,
// the array doubling from one: about twice the bytes of the blocks made,
// in half a dozen allocations. It is made once instead, for about as
// many blocks as the section's lines suggest; a section that makes more
// grows it as before.

// pubBlocksAbout is about how many blocks splitPubBlocks makes of ls: a
// block for each run of lines after a blank line, and, in a section with
// list markers (list), one for each list item: at most one a non-blank
// line.
func pubBlocksAbout(ls []line, list bool) int {
	n := 0
	prevBlank := true
	for i := range ls {
		l := &ls[i]
		switch {
		case l.Blank:
			prevBlank = true
			continue
		case prevBlank || list && l.List != "":
			n++
		}
		prevBlank = false
	}
	return n
}
