package parse

import "math"

// filledCount is the number of non-blank lines in ls.
func filledCount(ls []line) int {
	n := 0
	for i := range ls {
		if !ls[i].Blank {
			n++
		}
	}
	return n
}

// nextFilled is the index of the first non-blank line of ls at or after
// i, len(ls) when there is none.
func nextFilled(ls []line, i int) int {
	for i < len(ls) && ls[i].Blank {
		i++
	}
	return i
}

// fewerThanTwoFilled reports whether ls holds fewer than two non-blank
// lines. contentShare needs two entries that read as one kind, and each
// entry holds a non-blank line of its own, so a run of one filled line
// (a bold label with one line under it) has no kind and is not split.
func fewerThanTwoFilled(ls []line) bool {
	n := 0
	for i := range ls {
		if !ls[i].Blank {
			if n++; n == 2 {
				return false
			}
		}
	}
	return true
}

// narrow is n as the int32 a line keeps its indent in (beside its heading
// level, so the two share one word of the line), held at the int32 range:
// an indent is the count of a line's leading spaces.
func narrow(n int) int32 {
	return int32(min(max(n, math.MinInt32), math.MaxInt32))
}
