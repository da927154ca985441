package parse

import (
	"strings"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// lastField returns strings.Fields(s)[len-1] ("" when s has no field)
// without the slice of fields: read back from the end while the bytes are
// ASCII, else found with nextField (held to strings.Fields by
// guards_test.go).
func lastField(s string) string {
	// from the end while the bytes are ASCII: the field is bounded by
	// ASCII white space or the ends of s
	j := len(s)
	for j > 0 && s[j-1] < utf8.RuneSelf && isSpaceByte(s[j-1]) {
		j--
	}
	i := j
	for i > 0 && s[i-1] < utf8.RuneSelf && !isSpaceByte(s[i-1]) {
		i--
	}
	if (j == 0 || s[j-1] < utf8.RuneSelf) && (i == 0 || s[i-1] < utf8.RuneSelf) {
		return s[i:j]
	}
	last := ""
	for i := 0; ; {
		a, b := nextField(s, i, ' ')
		if a == b {
			return last
		}
		last, i = s[a:b], b
	}
}

// inLowerSet reports whether set holds strings.ToLower(w): an ASCII word
// of up to 32 bytes is lower-cased into a stack buffer (a map index by
// string(bytes) does not allocate), any other word by strings.ToLower.
func inLowerSet(set map[string]bool, w string) bool {
	var buf [32]byte
	if len(w) > len(buf) || !isASCII(w) {
		return set[strings.ToLower(w)]
	}
	return set[string(textscan.AppendLowerASCII(buf[:0], w))]
}

// fieldCountAtMost reports whether s has at most n fields (as
// strings.Fields cuts them), reading no further than field n+1.
func fieldCountAtMost(s string, n int) bool {
	for i, k := 0, 0; ; k++ {
		a, b := nextField(s, i, ' ')
		if a == b {
			return true
		}
		if k == n {
			return false
		}
		i = b
	}
}

// titleKey is strings.Join(words(s), " "): the lower-case words of a
// title, one space apart. ASCII text is keyed in one pass and one
// allocation; other text through words.
func titleKey(s string) string {
	if !isASCII(s) {
		return strings.Join(words(s), " ")
	}
	var b strings.Builder
	b.Grow(len(s))
	appendWordsKey(&b, s)
	return b.String()
}

// hasEqualMark is containsAnyOf(s, "*∗†+"): a mark of equal
// contribution or a note after a name (textscan.HasNoteMark).
func hasEqualMark(s string) bool { return textscan.HasNoteMark(s) }
