package parse

import "strings"

// Author lists of inverted names parted by semicolons ("Fenn, T. K.;
// Quell, M.; Lune, B. Paper Kites. Kite Journal, 2030.") are read by
// authorPrefix, whose family-then-initials test lets a semicolon end the
// initials (isFamilyBeforeInitials). A line that holds nothing but such
// a list ("Quell, M.; Lune, B." or "Quell, M.; Lune, B.," over a title
// line of its own) is an
// author line, not the first line of a run-in citation: its last name is
// whole, so nothing marks it as wrapped.

// semicolonListLine reports whether line t is wholly an author list of
// inverted names parted by semicolons.
func semicolonListLine(t string) bool {
	t = strings.TrimSpace(t)
	if !strings.Contains(t, ";") {
		return false
	}
	n, at := semicolonAuthors(t)
	return n >= 2 && at >= len(strings.TrimRight(t, " .,;"))
}
