package parse

import "strings"

// A citation closed by its date (issue 25): many bibliography styles end
// an entry with its date and no full stop ("..., pages 1–20. Springer,
// May 2021"). When an author-first citation's last line ends so, a line
// that opens with an author list starts the next paper, as it does after
// a full stop; without a blank line between them (a page break, a tight
// list) the two papers would be read as one. A fictional example:
//
//	Ada Okafor and Ben Tremaine. Lantern scheduling. In SOSP 2020,
//	pages 1–14. ACM, October 2020
//	Ada Okafor and Chen Wu. Quiet queues. In ATC 2021, pages 5–9, 2021

// endsWithYear reports whether s ends with a year of four digits, after
// which only closing punctuation may stand ("May 2021", "2021)").
func endsWithYear(s string) bool {
	s = strings.TrimRight(strings.TrimSpace(s), ".,;)]")
	if len(s) < 4 {
		return false
	}
	y := s[len(s)-4:]
	for i := 0; i < 4; i++ {
		if y[i] < '0' || y[i] > '9' {
			return false
		}
	}
	if y[0] != '1' && y[0] != '2' {
		return false
	}
	if len(s) > 4 {
		c := s[len(s)-5]
		return c == ' ' || c == ',' || c == '(' || c == '/'
	}
	return true
}
