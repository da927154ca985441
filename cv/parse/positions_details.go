package parse

import (
	"strings"
	"unicode/utf8"
)

// Printed CVs mark the detail lines under a position with glyphs the line
// reader does not take for list markers ("» Led a fictional study", "→
// Built invented tools"): such a line after an entry's first line is a
// detail like a list item, not a position, even when a word in it reads
// as a title ("student").

// detailGlyphs are the glyphs that lead a detail line beside the list
// markers the line reader knows.
const detailGlyphs = "»›→⇒➤➔✓✔◇○▹▻"

// glyphLed reports whether t starts with one of detailGlyphs and a space.
func glyphLed(t string) bool {
	t = strings.TrimLeft(t, " ")
	r, w := utf8.DecodeRuneInString(t)
	return w > 0 && strings.ContainsRune(detailGlyphs, r) && strings.HasPrefix(t[w:], " ")
}
