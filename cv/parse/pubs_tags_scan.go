package parse

import "strings"

// nextOpenBracket returns the offset of the first "(" or "[" of t at or
// after j, or -1: two byte searches, each passing over the text many
// bytes at a time, where most lines hold no bracket or one near the end.
func nextOpenBracket(t string, j int) int {
	rest := t[j:]
	k := strings.IndexByte(rest, '(')
	if k < 0 {
		k = len(rest)
	}
	if b := strings.IndexByte(rest[:k], '['); b >= 0 {
		k = b // a "[" before the first "(" (searched only up to it)
	}
	if k == len(rest) {
		return -1
	}
	return j + k
}
