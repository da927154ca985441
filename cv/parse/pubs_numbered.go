package parse

import "strings"

// Numbered papers are papers (issue 25): in a numbered publications list,
// an item whose number follows the number of the entry above ("61." under
// "60.", or "59." under "60." in a list counted down) is the next paper,
// never a bullet of prose describing the paper above, however its title
// reads. A fictional example: "12. Quiet Queues for Shared Accelerators
// (ATC'21)" under "11. Lantern Scheduling (SOSP'20)" and its authors.

// listNumber is the number of a numbered list marker ("61.", "61)",
// "[61]", "(61)"), false for any other marker.
func listNumber(m string) (int, bool) {
	m = strings.Trim(m, "[]().: ")
	if m == "" || len(m) > 4 {
		return 0, false
	}
	n := 0
	for _, r := range m {
		if r < '0' || r > '9' {
			return 0, false
		}
		n = n*10 + int(r-'0')
	}
	return n, true
}

// numberedNext reports whether l is a numbered item whose number is next
// to that of the last numbered entry read, among the last three blocks
// (a page break may leave a paper's authors in a block of their own).
func (b *blockSplitter) numberedNext(l line) bool {
	n, ok := listNumber(l.List)
	if !ok {
		return false
	}
	for i := len(b.out) - 1; i >= 0 && i >= len(b.out)-3; i-- {
		for _, x := range b.out[i].lines {
			if m, ok := listNumber(x.List); ok {
				return m+1 == n || m-1 == n
			}
		}
	}
	return false
}
