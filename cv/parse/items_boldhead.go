package parse

// Bold heads with one detail line. Many CVs set each entry's name in bold
// and its issuer and date on the one line below:
//
//	**Prize for Imaginary Research**
//	Example Society                                    2021
//	**Fellowship of the Made-Up Foundation**
//	Example University                                 2019
//
// A bold line above plain lines is otherwise read as a label that groups
// the lines below it ("**Journal Reviewer**" over the journals); but a
// label that holds one dated line, followed at once by another bold line
// that again holds one, labels nothing: the bold lines are the entries'
// heads. (A label over one undated line, "**Journal Reviewer**" over the
// journals' names, stays a label.)

// boldHeadOfPair reports whether line i is a bold head with one plain,
// dated detail line, in a run of such pairs: the pair after it or the
// pair before it is one too.
func boldHeadOfPair(ls []line, i int) bool {
	j, ok := headPair(ls, i)
	if !ok {
		return false
	}
	if k := nextNonBlank(ls, j); k >= 0 {
		if _, ok := headPair(ls, k); ok {
			return true
		}
	}
	p := prevNonBlank(ls, i)
	if p < 0 {
		return false
	}
	q := prevNonBlank(ls, p)
	if q < 0 {
		return false
	}
	end, ok := headPair(ls, q)
	return ok && end == p
}

// headPair reports whether line i is bold and the next non-blank line is
// plain and dated, and returns that line's index.
func headPair(ls []line, i int) (int, bool) {
	if !ls[i].Bold || ls[i].Heading > 0 {
		return 0, false
	}
	j := nextNonBlank(ls, i)
	if j < 0 || ls[j].Bold || ls[j].Heading > 0 || len(memOf(ls[j]).findDates(ls[j].Text)) == 0 {
		return 0, false
	}
	return j, holdsOneLine(ls, j) // items_margin.go
}

// prevNonBlank is the index of the last non-blank line before i, -1 when
// there is none.
func prevNonBlank(ls []line, i int) int {
	for j := i - 1; j >= 0; j-- {
		if !ls[j].Blank {
			return j
		}
	}
	return -1
}
