package lines

import (
	"html"
	"strings"
)

// unescapeEntities is html.UnescapeString(s), which copies a text that
// holds an '&' whether or not an entity follows it (then makes a second
// string of the copy). An '&' can open an entity only when a letter, a
// digit or '#' follows it: the unescaper reads the name after '&' as a
// run of letters and digits and leaves an empty name, or ";" alone, as
// it is. A text whose every '&' is followed by another byte or ends it
// ("Kites & Strings", "Q&&") is returned as it is, without the copies;
// any other ("R&D", "&amp;") goes to the unescaper.
func unescapeEntities(s string) string {
	for i := strings.IndexByte(s, '&'); i >= 0; i = nextIndexByte(s, '&', i+1) {
		if i+1 < len(s) && opensEntityName(s[i+1]) {
			return html.UnescapeString(s)
		}
	}
	return s
}

// opensEntityName reports whether c may follow the '&' of an entity: an
// ASCII letter or digit (a named entity) or '#' (a numeric one).
func opensEntityName(c byte) bool {
	return c == '#' || isASCIILetter(c) || isDigitByte(c)
}
