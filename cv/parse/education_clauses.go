package parse

import "strings"

// Several degrees on one line, separated by semicolons (issue 22,
// convention 7 in the education section):
//
//	PhD in Physics, May 2012; MS in Physics, August 2008.
//	BS in Biology with Honors; BA in Music.
//
// Each clause that names a degree is read as a line of its own; a clause
// naming none ("Minor in Statistics") stays with the clause before it.

// degreeClauses splits t at its semicolons into clauses when two of them
// or more name a degree; otherwise it returns nil.
func degreeClauses(t string) []string {
	if !strings.Contains(t, "; ") {
		return nil
	}
	var out []string
	n := 0
	for _, c := range strings.Split(t, "; ") {
		c = strings.TrimSpace(c)
		if _, _, ok := degreeIn(c); ok {
			out = append(out, c)
			n++
			continue
		}
		if len(out) == 0 {
			return nil // the line opens with no degree
		}
		out[len(out)-1] += "; " + c
	}
	if n < 2 {
		return nil
	}
	return out
}

// clauseLines reads each degree clause of a line as a line of its own;
// it reports whether the line had such clauses.
func (r *eduReader) clauseLines(l line, first bool) bool {
	cs := degreeClauses(l.text)
	if cs == nil {
		return false
	}
	for i, c := range cs {
		cl := l
		cl.text, cl.cells = c, []string{c}
		r.line(cl, first && i == 0)
	}
	return true
}
