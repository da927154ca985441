package lines

// NextNonBlank is the index of the first non-blank line after i, -1 when
// there is none.
func NextNonBlank(ls []Line, i int) int {
	for j := i + 1; j < len(ls); j++ {
		if !ls[j].Blank {
			return j
		}
	}
	return -1
}
