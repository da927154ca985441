package parse

// A paper set under a heading of its own ("### Title", then the authors
// and the venue below it, often with blank lines between them) is one
// entry: the heading is its title, not a group label. Year and kind
// headings never get here: subLabel and yearLabel take them first.

// maxHeadedLines bounds the lines a heading's block may have and still
// read as one citation (authors, venue, a note or two).
const maxHeadedLines = 5

// headedEnd returns the index of the line that ends the block under the
// heading at ls[i] (the next heading, or the end) when that block reads
// as one citation, and i+1 otherwise: blank lines before the returned
// index do not end the entry the heading opens.
func (p *parser) headedEnd(ls []line, i int) int {
	if ls[i].Heading == 0 {
		return i + 1
	}
	end := headingBlockEnd(ls, i)
	if !p.readsAsOneCitation(ls[i+1 : end]) {
		return i + 1
	}
	return end
}

// headingBlockEnd is the index of the first heading after ls[i], or
// len(ls).
func headingBlockEnd(ls []line, i int) int {
	for j := i + 1; j < len(ls); j++ {
		if ls[j].Heading > 0 {
			return j
		}
	}
	return len(ls)
}

// readsAsOneCitation reports whether the lines under a heading are the
// rest of one citation: a few lines, no list items, at most one
// paragraph that names a year, and an author list or a dated line.
func (p *parser) readsAsOneCitation(ls []line) bool {
	n, dated, authors := 0, 0, false
	paraDated := false
	for _, l := range ls {
		if l.Blank {
			paraDated = false
			continue
		}
		if l.List != "" {
			return false
		}
		if n++; n > maxHeadedLines {
			return false
		}
		if hasYear(l.Text) && !paraDated {
			dated++
			paraDated = true
		}
		authors = authors || p.pubRole(l.Text) == 'A' || p.opensCitation(l.Text)
	}
	return n > 0 && dated <= 1 && (authors || dated == 1)
}
