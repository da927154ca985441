package parse

// Entries under a margin year written once. A CV that sets each entry's
// year in a left column often writes the year only on the first entry
// of that year and leaves the column empty below it:
//
//	2023   Kite Symposium
//
//	       Imaginary Workshop
//
//	2022   Example Conference
//
// When the entries stand apart (a gap between each), a line with the
// margin left empty is another entry of the year above, not a label of
// the entries below: a label sits tight on what it labels.

// marginYearEntry reports whether the one-line block blocks[i] is such an
// entry: one cell, an earlier block of the group opens with a margin date
// (a date alone in the first cell), and the next block does too; and
// another line of the group without a margin date starts where it does
// (the entries' column: a stray line, as a running head, stands alone).
func marginYearEntry(blocks [][]line, i int) bool {
	if len(blocks[i]) != 1 || len(blocks[i][0].Cells) != 1 || i+1 >= len(blocks) {
		return false
	}
	if !marginDated(blocks[i+1][0]) {
		return false
	}
	dated, column := false, false
	at := blocks[i][0].Indent
	for j, b := range blocks {
		for _, l := range b {
			dated = dated || (j < i && marginDated(l))
			column = column || (j != i && !marginDated(l) && abs(int(l.Indent)-int(at)) <= 1)
		}
	}
	return dated && column
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// marginDated reports whether l opens with a date alone in its first
// cell and goes on in another ("2023 \t Kite Symposium").
func marginDated(l line) bool {
	return len(l.Cells) > 1 && memOf(l).onlyDates(l.Cells[0])
}

// holdsOneLine reports whether line j, the plain line under a bold head,
// is the only one under it: the line after it is blank, bold, a heading,
// or there is none. A bold line over several plain lines labels them
// ("**Program Committee Member**" over a line of venues per year), so it
// is no head of a pair (boldHeadOfPair, items_boldhead.go).
func holdsOneLine(ls []line, j int) bool {
	if j+1 >= len(ls) {
		return true
	}
	n := ls[j+1]
	return n.Blank || n.Bold || n.Heading > 0
}
