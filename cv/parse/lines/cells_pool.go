package lines

// The cells of a text's lines (one string each for most lines) are cut
// from one array (cellArena) made for the text's lines, about a sixtieth
// of a parse's bytes. A reader of text after text (cv/parse) gives the
// array of one read to the next (FromDocIntoCells), as it gives the
// lines' array: a record keeps strings, never a line's cells, so the
// array is free again once the record is made.

// cellsFor is an empty array of room for n cells: cells's when it has
// the room, else a new one.
func cellsFor(cells []string, n int) []string {
	if cap(cells) >= n {
		return cells[:0]
	}
	return make([]string, 0, n)
}
