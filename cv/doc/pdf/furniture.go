package pdf

// repeatsOnMostPages says whether the text of spot s (digits aside)
// sits at about the same height on more than half of the document's
// pages, and on two at least: page furniture is set on every page, or
// every page but the first. Two pages that merely end with the same line
// (two citations closing with one venue line, a group label met again)
// are content, not furniture. same lists the spots with s's key; each
// key's list is at most a few lines per page.
func repeatsOnMostPages(s spot, spots []spot, same []int, pages int) bool {
	need := max(2, pages/2+1)
	if len(same) < need {
		return false
	}
	seen := make(map[int]bool, len(same))
	for _, j := range same {
		o := spots[j]
		if abs(o.base-s.base) <= sameSpot {
			seen[o.page] = true
		}
	}
	return len(seen) >= need
}
