package parse

import "strings"

// The GPA on an education line, read by a scan that gives what the
// regexp `(?i)\bGPA\s*[:：]?\s*(\d+(?:\.\d+)?(?:\s*/\s*\d+(?:\.\d+)?)?)`
// gave (it stays in the tests as the oracle).

// gpaIn is the first GPA figure of t ("3.9/4.0"), and whether t has one.
func gpaIn(t string) (string, bool) {
	_, g, end := gpaAt(t, 0)
	if g < 0 {
		return "", false
	}
	return t[g:end], true
}

// dropGPAs removes every "GPA: figure" of t, left to right.
func dropGPAs(t string) string {
	start, _, end := gpaAt(t, 0)
	if start < 0 {
		return t
	}
	var b strings.Builder
	b.Grow(len(t))
	at := 0 // t[:at] is written
	for start >= 0 {
		b.WriteString(t[at:start])
		at = end
		start, _, end = gpaAt(t, end)
	}
	b.WriteString(t[at:])
	return b.String()
}

// gpaAt finds the first match at or after from: where it starts, where
// its figure starts (-1 for none) and where both end.
func gpaAt(t string, from int) (start, fig, end int) {
	for i := from; i+3 < len(t); i++ {
		if !strings.EqualFold(t[i:i+3], "gpa") || (i > 0 && isASCIIWord(t[i-1])) {
			continue
		}
		j := i + 3 + spaceRun(t[i+3:])
		if strings.HasPrefix(t[j:], ":") {
			j++
		} else if strings.HasPrefix(t[j:], "：") {
			j += len("：")
		}
		j += spaceRun(t[j:])
		if j < len(t) && isDigitByte(t[j]) {
			return i, j, gpaFigureEnd(t, j)
		}
	}
	return -1, -1, -1
}

// gpaFigureEnd is where the figure that opens t[j:] ends:
// `\d+(?:\.\d+)?(?:\s*/\s*\d+(?:\.\d+)?)?`, each part taken when it is there.
func gpaFigureEnd(t string, j int) int {
	j = decimalEnd(t, j)
	k := j + spaceRun(t[j:])
	if k < len(t) && t[k] == '/' {
		k++
		k += spaceRun(t[k:])
		if k < len(t) && isDigitByte(t[k]) {
			return decimalEnd(t, k)
		}
	}
	return j
}

// decimalEnd is where `\d+(?:\.\d+)?` ends in t from j (t[j] a digit).
func decimalEnd(t string, j int) int {
	for j < len(t) && isDigitByte(t[j]) {
		j++
	}
	if j+1 < len(t) && t[j] == '.' && isDigitByte(t[j+1]) {
		j++
		for j < len(t) && isDigitByte(t[j]) {
			j++
		}
	}
	return j
}
