package parse

import "strings"

// starsToSpaces is what `\*+` replaced by " " gave: each run of '*' in
// s becomes one space.
func starsToSpaces(s string) string {
	i := strings.IndexByte(s, '*')
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i >= 0 {
		b.WriteString(s[:i])
		b.WriteByte(' ')
		s = strings.TrimLeft(s[i:], "*")
		i = strings.IndexByte(s, '*')
	}
	b.WriteString(s)
	return b.String()
}

// isStar reports whether r is '*', the byte emphasis runs are split at.
func isStar(r rune) bool { return r == '*' }
