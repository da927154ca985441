package lines

import "strings"

// stripTags removes HTML tags from s: what reTag
// (`</?[a-zA-Z][a-zA-Z0-9]*(?:\s[^<>]*)?/?>`) removes with
// ReplaceAllString, found by a scan from each "<" rather than by the
// regexp at every offset. Text without a tag is returned as is.
func stripTags(s string) string {
	i := strings.IndexByte(s, '<')
	if i < 0 {
		return s
	}
	var b strings.Builder
	at := 0 // s[at:i] is text not yet written
	for i >= 0 {
		if end := tagEnd(s, i); end > 0 {
			if b.Len() == 0 && at == 0 {
				b.Grow(len(s))
			}
			b.WriteString(s[at:i])
			at, i = end, end
		} else {
			i++
		}
		j := strings.IndexByte(s[i:], '<')
		if j < 0 {
			break
		}
		i += j
	}
	if at == 0 {
		return s
	}
	b.WriteString(s[at:])
	return b.String()
}

// tagEnd returns the offset just past the tag that opens at s[i] ("<"),
// or 0 when none does: "<" or "</", a letter, letters and digits, then
// ">" or "/>", or white space and anything up to the next ">" with no
// "<" before it.
func tagEnd(s string, i int) int {
	j := tagNameEnd(s, i)
	if j == 0 {
		return 0
	}
	if j < len(s) && isRESpace(s[j]) {
		if k := strings.IndexAny(s[j+1:], "<>"); k >= 0 && s[j+1+k] == '>' {
			return j + 1 + k + 1
		}
		return 0
	}
	if j < len(s) && s[j] == '/' {
		j++
	}
	if j < len(s) && s[j] == '>' {
		return j + 1
	}
	return 0
}

// tagNameEnd is the offset just past the name of the tag that opens at
// s[i] ("<" or "</", a letter, then letters and digits), or 0 when no
// name follows.
func tagNameEnd(s string, i int) int {
	j := i + 1
	if j < len(s) && s[j] == '/' {
		j++
	}
	if j >= len(s) || !isASCIILetter(s[j]) {
		return 0
	}
	for j++; j < len(s) && (isASCIILetter(s[j]) || s[j] >= '0' && s[j] <= '9'); j++ {
	}
	return j
}
