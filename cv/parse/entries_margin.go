package parse

import "strings"

// A printed CV's margin column may stack an entry's date over two lines:
// the season on the entry's first line and the year on the next
// ("Summer   Research Intern" over "2019   Fabrikam Labs"). The year
// line opens with a date, but the entry starts on the line above it,
// whose margin cell is the season alone.

// marginSeasonAbove returns the line above anchor i when its first cell
// is a season alone and i opens with a year: the entry's first line.
// It returns -1 otherwise.
func marginSeasonAbove(ls []line, i int) int {
	p := prevInParagraph(ls, i)
	if p < 0 || len(ls[p].Cells) < 2 || !opensWithDate(ls[i]) {
		return -1
	}
	if !seasonWords[strings.ToLower(strings.TrimSpace(ls[p].Cells[0]))] {
		return -1
	}
	return p
}
