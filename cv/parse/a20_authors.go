package parse

import "strings"

// trimLeadEllipsis is strings.TrimLeft(s, ".… "), which authorPrefix asks
// of every segment of a list: the cutset holds a rune beyond ASCII, so
// the library decodes and searches for each rune; this reads the bytes
// (TestTrimLeadEllipsis holds the two equal).
func trimLeadEllipsis(s string) string {
	for len(s) > 0 {
		switch {
		case s[0] == '.' || s[0] == ' ':
			s = s[1:]
		case strings.HasPrefix(s, "…"):
			s = s[len("…"):]
		default:
			return s
		}
	}
	return s
}

// venueLeadFields appends to f the fields of s as strings.Fields cuts them,
// up to cap(f) fields: the first fields of a text without the slice of
// all of them (TestVenueLeadFields holds it to strings.Fields).
func venueLeadFields(f []string, s string) []string {
	for i := 0; len(f) < cap(f); {
		a, b := nextField(s, i, ' ')
		if a == b {
			break
		}
		f = append(f, s[a:b])
		i = b
	}
	return f
}
