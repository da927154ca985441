package parse

import "sort"

// lineIndex finds a line of a parse by its number: the index of the last
// line with that number, as a map filled from each line's number to its
// index in order gives. A parse's lines come in the order of their
// numbers (a margin label cut from its line shares the line's number),
// so the index is the list of their numbers, searched by bisection;
// lines out of that order get the map.
type lineIndex struct {
	nums  []int       // the lines' numbers, in order (when byNum is nil)
	byNum map[int]int // line number -> index, for lines out of order
}

// newLineIndex indexes ls by their numbers as they are now.
func newLineIndex(ls []line) lineIndex {
	nums := make([]int, len(ls))
	for i, l := range ls {
		if i > 0 && l.N < nums[i-1] {
			m := make(map[int]int, len(ls))
			for j, l := range ls {
				m[l.N] = j
			}
			return lineIndex{byNum: m}
		}
		nums[i] = l.N
	}
	return lineIndex{nums: nums}
}

// of is the index of the last line numbered n, false when none is.
func (x lineIndex) of(n int) (int, bool) {
	if x.byNum != nil {
		i, ok := x.byNum[n]
		return i, ok
	}
	i := sort.SearchInts(x.nums, n+1) - 1 // the last number <= n
	if i < 0 || x.nums[i] != n {
		return 0, false
	}
	return i, true
}
