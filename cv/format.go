package cv

import "strconv"

// Span writes a date range for people to read: "2015–2020", "2019-03–present",
// one date when both ends are the same or one is unknown, "" when both are.
// Every output that shows a span writes it this way.
func Span(start, end Date) string {
	s, e := start.String(), end.String()
	switch {
	case s == "":
		return e
	case e == "" || e == s:
		return s
	}
	return s + "–" + e
}

// YearSpan writes an award's years: "2021", "2021–2023" for a multi-year
// award, "" when the year is unknown.
func (a Award) YearSpan() string {
	if a.Year == 0 {
		return ""
	}
	s := strconv.Itoa(a.Year)
	if a.EndYear != 0 && a.EndYear != a.Year {
		s += "–" + strconv.Itoa(a.EndYear)
	}
	return s
}
