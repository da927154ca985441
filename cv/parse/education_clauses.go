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
	cs := degreeClauses(l.Text)
	if cs == nil {
		return false
	}
	for i, c := range cs {
		cl := l
		cl.Text, cl.Cells = c, []string{c}
		r.line(cl, first && i == 0)
	}
	return true
}

// An institution line over several degree lines ("Example University
// City" / "Ph.D. in Physics  2014–2019" / "M.S. in Physics  2016"): when
// the entries are cut at the dated degree lines, a later degree of the
// group stands in an entry of its own, with no institution. It is the
// institution of the entry above when that entry opened with the
// institution line (no degree on it) and this entry names none.

// opensWithInstitution reports whether an entry's first line names an
// institution and no degree.
func opensWithInstitution(e entry) bool {
	t := e.lines[0].Text
	_, _, deg := degreeIn(t)
	return !deg && hasSetWord(t, academicWordSet)
}

// inheritInstitution gives the records of an entry that name no
// institution the institution (and place) of the entry above, when that
// entry opened with its institution line; prev are the entry above's
// records.
func inheritInstitution(prev, recs []*eduRecord) {
	if len(prev) == 0 {
		return
	}
	from := prev[len(prev)-1].e
	for _, r := range recs {
		if r.e.Institution != "" {
			return // the entry names its own
		}
	}
	for _, r := range recs {
		if r.e.Degree != "" {
			r.e.Institution, r.e.Location = from.Institution, from.Location
		}
	}
}

// degreeInTypographic is degreeIn for a text with typographic
// apostrophes ("Master’s of Science"): the degree forms are written with
// "'", so the search runs on the text with "'" for "’", and the offsets
// are mapped back.
func degreeInTypographic(s string) (deg string, idx int, ok bool) {
	plain := strings.ReplaceAll(s, "’", "'")
	d, end, found := degreeIn(plain)
	if !found {
		return "", 0, false
	}
	// each "’" before end in plain took 3 bytes in s, not 1
	return d, end + 2*countTypographic(s, end), true
}

// countTypographic counts the "’" of s that stand before offset end of
// s with each "’" written as one byte.
func countTypographic(s string, end int) int {
	n, at := 0, 0
	for i := 0; i < len(s) && at < end; {
		if strings.HasPrefix(s[i:], "’") {
			n++
			i += len("’")
		} else {
			i++
		}
		at++
	}
	return n
}
