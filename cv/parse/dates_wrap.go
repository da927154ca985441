package parse

import "strings"

// A date range at the end of an entry line is often broken by the line's
// wrap (text taken from a PDF, a narrow column), the month or the dash
// left on one line and the rest on the next:
//
//	PhD in Kite Science, Lantern University. September 2030 – May
//	2035 (expected)
//
// joinDateWraps puts the rest back on the line it continues, so the range
// reads whole ("September 2030 – May 2035"). A line is such a rest only
// when it is wholly a date tail (a year, a month and year, or a range of
// them, or "present", perhaps with a short note in parentheses) and the
// line above ends open: in a month name, or in a date and a dash. Nothing
// else is joined, so a date on a line of its own after a finished line
// stays where it is.

// joinDateWraps joins each date tail to the open line above it.
func joinDateWraps(ls []line) []line {
	var out []line
	for i := range ls {
		if len(out) > 0 && dateWrap(&out[len(out)-1], &ls[i]) {
			joinLine(&out[len(out)-1], &ls[i])
			continue
		}
		if out == nil && i+1 < len(ls) && dateWrap(&ls[i], &ls[i+1]) {
			out = append(make([]line, 0, len(ls)), ls[:i]...)
		}
		if out != nil {
			out = append(out, ls[i])
		}
	}
	if out == nil {
		return ls
	}
	return out
}

// dateWrap reports whether b is the rest of a date range that a opens.
func dateWrap(a, b *line) bool {
	if a.Blank || b.Blank || a.Heading > 0 || b.Heading > 0 || b.List != "" || len(b.Cells) != 1 {
		return false
	}
	if b.Indent+2 < a.Indent || len(b.Text) > 48 {
		return false
	}
	if t := strings.TrimSpace(b.Text); !mayDateTail(t) || !isDateTail(t) { // speed_datewrap.go, speed_datetail.go
		return false
	}
	t := strings.TrimRight(a.Text, " ")
	return mayOpenDateEnd(t) && isOpenDateEnd(t)
}

// joinLine appends b's text to a's last cell.
func joinLine(a, b *line) {
	t := strings.TrimSpace(b.Text)
	cells := append([]string(nil), a.Cells...)
	cells[len(cells)-1] += " " + t
	a.Cells = cells
	a.Text = strings.Join(cells, "\t")
	a.MD = strings.TrimRight(a.MD, " ") + " " + strings.TrimSpace(b.MD)
}
