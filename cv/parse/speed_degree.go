package parse

// degreeByFirst lists, for each ASCII rune a form may be tried at, the
// forms of degreeOrder (by index, in that order) whose first byte that
// rune matches under formFrom's folding, and the forms that open with an
// optional space, which any rune may start. degreeFormAt tries only
// these at an ASCII rune: a form whose first byte does not match fails
// there at once, so the answer is the same and most of the list is
// never walked ("Dept. of Biology" has no degree that opens with a "D"
// and a "e").
var degreeByFirst = func() (t [128][]int) {
	for c := range t {
		for i, f := range degreeOrder {
			if f == "" || f[0] == ' ' || foldsTo(rune(c), f[0]) {
				t[c] = append(t[c], i)
			}
		}
	}
	return t
}()
