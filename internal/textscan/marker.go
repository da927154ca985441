package textscan

import (
	"strings"
	"unicode/utf8"
)

// List markers at the start of a line. Each scanner returns what the
// regexp it stands for gives with FindStringSubmatchIndex, {0, end of the
// marker and the white space after it, marker start, marker end}, and
// whether there is a marker; white space is \s (IsRESpace).

// BulletAt reads `^\s*([marks])\s+`: white space, one rune of marks, at
// least one white space.
func BulletAt(r, marks string) ([4]int, bool) {
	i := SkipRESpace(r, 0)
	if i >= len(r) {
		return [4]int{}, false
	}
	b, w := utf8.DecodeRuneInString(r[i:])
	if b == utf8.RuneError || !strings.ContainsRune(marks, b) {
		return [4]int{}, false
	}
	e := SkipRESpace(r, i+w)
	if e == i+w {
		return [4]int{}, false
	}
	return [4]int{0, e, i, i + w}, true
}

// NumberAt reads `^\s*(\d{1,digits}[.)])\s+`: white space, one to digits
// ASCII digits and '.' or ')', at least one white space ("3. ", "12) ").
func NumberAt(r string, digits int) ([4]int, bool) {
	i := SkipRESpace(r, 0)
	j := i
	for j < len(r) && j < i+digits && IsDigit(r[j]) {
		j++
	}
	if j == i || j >= len(r) || r[j] != '.' && r[j] != ')' {
		return [4]int{}, false
	}
	e := SkipRESpace(r, j+1)
	if e == j+1 {
		return [4]int{}, false
	}
	return [4]int{0, e, i, j + 1}, true
}

// BracketAt reads `^\s*(\[[A-Za-z]{0,3}\d{1,digits}\])\s*`: white space,
// '[', up to three ASCII letters, one to digits ASCII digits, ']', and
// any white space ("[12] ", "[B3]").
func BracketAt(r string, digits int) ([4]int, bool) {
	i := SkipRESpace(r, 0)
	if i >= len(r) || r[i] != '[' {
		return [4]int{}, false
	}
	j := i + 1
	for j < len(r) && j < i+4 && IsASCIILetter(r[j]) {
		j++
	}
	k := j
	for k < len(r) && k < j+digits && IsDigit(r[k]) {
		k++
	}
	if k == j || k >= len(r) || r[k] != ']' {
		return [4]int{}, false
	}
	return [4]int{0, SkipRESpace(r, k+1), i, k + 1}, true
}
