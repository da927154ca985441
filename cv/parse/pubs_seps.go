package parse

import "strings"

// authorSepWindow is how far past a segment's start the separators other
// than a comma are looked for when no comma follows: a name's length.
const authorSepWindow = 200

// authorSeps finds the separators of one author list in turn, for
// authorPrefix: a comma, " and ", " & ", ";" or "„" (a PDF's ",,"). The
// offset of the next comma is found once and kept until the scan passes
// it, so that reading a whole list costs time in proportion to its length
// (searching the rest of the text for every segment made a list of 1 MB
// joined by ";" take seconds, and 4 MB over a minute).
type authorSeps struct {
	s     string
	comma int // offset in s of the first comma at or after from; -1: none; -2: not looked for
	from  int // the offset the comma was looked for from
}

func newAuthorSeps(s string) *authorSeps { return &authorSeps{s: s, comma: -2} }

// next finds the first separator in s[pos:]: its offset from pos and its
// length, or -1 and 1. Every separator before the next comma counts;
// without a comma, only one that ends within authorSepWindow bytes.
func (a *authorSeps) next(pos int) (int, int) {
	if a.comma == -2 || pos < a.from || (a.comma >= 0 && a.comma < pos) {
		a.from, a.comma = pos, -1
		if i := strings.IndexByte(a.s[pos:], ','); i >= 0 {
			a.comma = pos + i
		}
	}
	rest := a.s[pos:]
	if a.comma < 0 {
		i, n := firstOtherSep(rest, min(len(rest), authorSepWindow))
		return i, n
	}
	if i, n := firstOtherSep(rest, a.comma-pos); i >= 0 {
		return i, n
	}
	return a.comma - pos, 1
}

// firstOtherSep finds the first " and ", " & ", ";" or "„" that lies
// wholly within s[:limit]: its offset and length, or -1 and 1.
func firstOtherSep(s string, limit int) (int, int) {
	w := s[:limit]
	for i := 0; i < len(w); i++ {
		for i < len(w) && !otherSepLead[w[i]] {
			i++ // a21b_seps.go: most bytes open no separator
		}
		if i == len(w) {
			break
		}
		switch w[i] {
		case ';':
			return i, 1
		case ' ':
			if i+1 == len(w) || w[i+1] != 'a' && w[i+1] != '&' {
				continue // the byte after a separator's space: most spaces end here
			}
			if strings.HasPrefix(w[i:], " and ") {
				return i, len(" and ")
			}
			if strings.HasPrefix(w[i:], " & ") {
				if strings.HasPrefix(w[i+2:], " and ") {
					// " & and ": " and " was the separator looked
					// for first, and it wins
					return i + 2, len(" and ")
				}
				return i, len(" & ")
			}
		case "„"[0]:
			if strings.HasPrefix(w[i:], "„") {
				return i, len("„")
			}
		}
	}
	return -1, 1
}

// nextAuthorSep finds the next separator of an author list in s: a comma,
// " and ", " & ", ";" or "„". It returns its offset and length, or -1.
// A caller reading a list separator after separator uses authorSeps.
func nextAuthorSep(s string) (int, int) {
	return newAuthorSeps(s).next(0)
}
