package parse

import "strings"

// isProseRun read each line with strings.ContainsAny(t, "“”\"") (a
// cutset beyond ASCII: every rune of the line looked for in it) and
// strings.Fields (a slice of the words), then trimmed and tested each
// word: some 15,000 instructions for a few lines of prose. proseWords
// reads the same in one scan of the words (TestA23pProseWords holds it
// to the code it replaced).

// proseWords reports whether t holds a quote (“, ” or "), and else counts
// its words (strings.Fields) and those that are a lower-case word once
// ".,;:()" is trimmed off their ends (isLowerWord).
func proseWords(t string) (words, lower int, quoted bool) {
	if hasProseQuote(t) {
		return 0, 0, true
	}
	for i := 0; ; {
		a, b := nextField(t, i, ' ')
		if a == b {
			return words, lower, false
		}
		words++
		if isLowerProseWord(trimProsePunct(t[a:b])) {
			lower++
		}
		i = b
	}
}

// hasProseQuote is strings.ContainsAny(t, "“”\""): the quotes' bytes
// (U+201C and U+201D are E2 80 9C and E2 80 9D; E2 opens a rune wherever
// it stands, so the bytes are the runes).
func hasProseQuote(t string) bool {
	if strings.IndexByte(t, '"') >= 0 {
		return true
	}
	for i := strings.IndexByte(t, 0xE2); i >= 0 && i+2 < len(t); {
		if t[i+1] == 0x80 && (t[i+2] == 0x9C || t[i+2] == 0x9D) {
			return true
		}
		j := strings.IndexByte(t[i+1:], 0xE2)
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// trimProsePunct is strings.Trim(w, ".,;:()").
func trimProsePunct(w string) string {
	i, j := 0, len(w)
	for i < j && isProsePunct(w[i]) {
		i++
	}
	for j > i && isProsePunct(w[j-1]) {
		j--
	}
	return w[i:j]
}

func isProsePunct(c byte) bool {
	return c == '.' || c == ',' || c == ';' || c == ':' || c == '(' || c == ')'
}

// isLowerProseWord is isLowerWord(w), an ASCII word read by its bytes:
// a lower-case letter first, then no capital and no digit.
func isLowerProseWord(w string) bool {
	if w == "" || !isASCII(w) {
		return w != "" && isLowerWord(w)
	}
	if w[0] < 'a' || w[0] > 'z' {
		return false
	}
	for k := 1; k < len(w); k++ {
		if c := w[k]; c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' {
			return false
		}
	}
	return true
}
