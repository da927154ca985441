package parse

import "github.com/vitae-cv/vitae/internal/textscan"

// isTeachingRoleASCII is isTeachingRole for ASCII s, with no list of
// words made: one to four words (textscan.WordsUpTo), the last one
// lower-cased on the stack and looked up (TestTeachingRoleScan holds it
// to the list-of-words rule).
func isTeachingRoleASCII(s string) bool {
	if n := textscan.WordsUpTo(s, 4); n == 0 || n > 4 {
		return false
	}
	j := len(s)
	for j > 0 && !isASCIIWordByte(s[j-1]) {
		j--
	}
	i := j
	for i > 0 && isASCIIWordByte(s[i-1]) {
		i--
	}
	var buf [32]byte
	if j-i > len(buf) {
		return teachingRoleWords[textscan.LowerASCIIString(s[i:j])]
	}
	b := buf[:j-i]
	for k := range b {
		b[k] = textscan.LowerASCII(s[i+k])
	}
	return teachingRoleWords[string(b)]
}

// mentoringOnlyASCII is mentoringOnly for an ASCII title, each word
// lower-cased on the stack rather than listed (TestMentoringOnlyScan
// holds it to the list-of-words rule).
func mentoringOnlyASCII(title string) bool {
	mentor, teach := false, false
	var buf [32]byte
	for i, j := textscan.ASCIIRun(title, 0); i < len(title); i, j = textscan.ASCIIRun(title, j) {
		b := buf[:0]
		if j-i > len(buf) {
			b = make([]byte, 0, j-i)
		}
		for k := i; k < j; k++ {
			b = append(b, textscan.LowerASCII(title[k]))
		}
		switch {
		case mentoringWords[string(b)]: // looked up in place, no string made
			mentor = true
		case teachingWords[string(b)]:
			teach = true
		}
	}
	return mentor && !teach
}
