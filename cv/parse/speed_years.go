package parse

import "slices"

// addYears appends to seen the years of ys it does not hold yet. An
// entry or block has a few distinct years at most: its callers count
// them in a slice on their stack (a map cost an allocation per entry).
func addYears(seen, ys []int) []int {
	for _, y := range ys {
		if !slices.Contains(seen, y) {
			seen = append(seen, y)
		}
	}
	return seen
}
