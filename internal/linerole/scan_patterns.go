package linerole

import "strings"

// Scanners for the phone, volume, "et al." and mid-line colon and dash
// patterns: each reports whether its pattern matches anywhere in s, in
// one pass and without the regexp machine (TestPatternScans and
// FuzzPatternScans hold them to rePhone, reVolume, reEtAl, reMidColon
// and reMidDash on fictional lines and random joins). \s is the
// patterns' ASCII white space [\t\n\f\r ], \d an ASCII digit and \b an
// ASCII word boundary.

// isPatSpace reports whether c is white space to the patterns (\s).
func isPatSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// digitsAt reports whether s[i:i+n] are n ASCII digits.
func digitsAt(s string, i, n int) bool {
	if i+n > len(s) {
		return false
	}
	for k := i; k < i+n; k++ {
		if !isDigit(s[k]) {
			return false
		}
	}
	return true
}

// isPhoneSep reports whether c is one of rePhone's separators [\s.-].
func isPhoneSep(c byte) bool { return isPatSpace(c) || c == '.' || c == '-' }

// hasPhone is rePhone.MatchString(s) (`\+?\(?\d{2,4}\)?[\s.-]\d{3}[\s.-]\d{3,4}`).
// Its leading "+" and "(" are optional and a run of two to four digits
// ends in two, a run of three or four opens with three, so a match is
// there exactly where two digits, an optional ")", a separator, three
// digits, a separator and three digits are: "555) 123-456".
func hasPhone(s string) bool {
	for i := 0; i+10 <= len(s); i++ {
		if !digitsAt(s, i, 2) {
			continue
		}
		j := i + 2
		if s[j] == ')' {
			j++ // ")" is no separator: the path without it fails here
		}
		if j+8 <= len(s) && isPhoneSep(s[j]) && digitsAt(s, j+1, 3) && isPhoneSep(s[j+4]) && digitsAt(s, j+5, 3) {
			return true
		}
	}
	return false
}

// hasVolume is reVolume.MatchString(s) (`(?i)\b(vol|volume|pp|no|issue)\.?\s*\d`):
// one of its words in any ASCII case at a word start, an optional full
// stop, white space and a digit ("Vol. 12", "pp12"). A text with a long
// s, which (?i) reads as an "s", goes to the pattern.
func hasVolume(s string) bool {
	if strings.Contains(s, "ſ") {
		return reVolume.MatchString(s)
	}
	for i := 0; i < len(s); i++ {
		if i > 0 && isASCIIWord(s[i-1]) {
			continue // no \b before s[i]
		}
		for _, w := range volumePatternWords {
			if hasPrefixFoldASCII(s[i:], w) && volumeNumber(s, i+len(w)) {
				return true
			}
		}
	}
	return false
}

// volumePatternWords are reVolume's alternatives.
var volumePatternWords = []string{"vol", "volume", "pp", "no", "issue"}

// volumeNumber reports whether s[j:] opens with reVolume's tail
// (`\.?\s*\d`): an optional full stop, white space and a digit.
func volumeNumber(s string, j int) bool {
	if j < len(s) && s[j] == '.' {
		j++
	}
	for j < len(s) && isPatSpace(s[j]) {
		j++
	}
	return j < len(s) && isDigit(s[j])
}

// hasEtAl is reEtAl.MatchString(s) (`(?i)\bet\s+al\b`): "et", white
// space and "al" in any ASCII case, a word of their own on each side.
func hasEtAl(s string) bool {
	for i := 0; i+5 <= len(s); i++ {
		if (i > 0 && isASCIIWord(s[i-1])) || !hasPrefixFoldASCII(s[i:], "et") {
			continue
		}
		j := i + 2
		for j < len(s) && isPatSpace(s[j]) {
			j++
		}
		if j > i+2 && hasPrefixFoldASCII(s[j:], "al") && (j+2 == len(s) || !isASCIIWord(s[j+2])) {
			return true
		}
	}
	return false
}

// hasMidColon is reMidColon.MatchString(s) (`\S:\s+\S`): a colon after
// a rune that is no white space, then white space and something more.
func hasMidColon(s string) bool {
	for i := strings.IndexByte(s, ':'); i >= 0; {
		if i > 0 && !isPatSpace(s[i-1]) && spaceThenMore(s, i+1) {
			return true
		}
		k := strings.IndexByte(s[i+1:], ':')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

// spaceThenMore reports whether s[j:] opens with white space (\s+) that
// something follows: the rune after the longest run is no white space.
func spaceThenMore(s string, j int) bool {
	k := j
	for k < len(s) && isPatSpace(s[k]) {
		k++
	}
	return k > j && k < len(s)
}

// spaceAfterMore reports whether s[:j] ends in white space (\s+) with
// something before it.
func spaceAfterMore(s string, j int) bool {
	k := j
	for k > 0 && isPatSpace(s[k-1]) {
		k--
	}
	return k < j && k > 0
}

// hasMidDash is reMidDash.MatchString(s) (`\S\s+[-–—|]\s+\S`): a dash
// or bar with white space on both sides and something beyond each.
func hasMidDash(s string) bool {
	for i := 0; i < len(s); i++ {
		w := dashWidth(s, i)
		if w > 0 && spaceAfterMore(s, i) && spaceThenMore(s, i+w) {
			return true
		}
	}
	return false
}

// dashWidth is the length of the "-", "|", "–" or "—" at s[i], 0 when
// none is there.
func dashWidth(s string, i int) int {
	switch {
	case s[i] == '-' || s[i] == '|':
		return 1
	case strings.HasPrefix(s[i:], "–") || strings.HasPrefix(s[i:], "—"):
		return 3
	}
	return 0
}

// hasDateRange is reDateRange.MatchString(s)
// (`(?i)\b(19|20)\d\d\s*(-|–|—|to|until)\s*((19|20)?\d\d\b|present|now|current|today)`):
// a year at a word start, white space, a dash or "to"/"until", white
// space and a year, two digits or a word for now ("2019 – 2021",
// "2019-21", "2020 to present"). A text with a long s, which (?i) reads
// as an "s", goes to the pattern.
func hasDateRange(s string) bool {
	if strings.Contains(s, "ſ") {
		return reDateRange.MatchString(s)
	}
	for i := 0; i+4 <= len(s); i++ {
		if (i > 0 && isASCIIWord(s[i-1])) || !(strings.HasPrefix(s[i:], "19") || strings.HasPrefix(s[i:], "20")) || !digitsAt(s, i+2, 2) {
			continue
		}
		j := skipPatSpace(s, i+4)
		for _, sep := range rangeSeps {
			if hasPrefixFoldASCII(s[j:], sep) && rangeEnd(s, skipPatSpace(s, j+len(sep))) {
				return true
			}
		}
	}
	return false
}

// rangeSeps are reDateRange's separators, lower case.
var rangeSeps = []string{"-", "–", "—", "to", "until"}

// nowWords are reDateRange's words for the present, lower case.
var nowWords = []string{"present", "now", "current", "today"}

// skipPatSpace is the offset of the first byte at or after j that is no
// white space (\s*).
func skipPatSpace(s string, j int) int {
	for j < len(s) && isPatSpace(s[j]) {
		j++
	}
	return j
}

// rangeEnd reports whether s[k:] opens with reDateRange's end: a year
// or two digits with no word byte after them, or a word for now.
func rangeEnd(s string, k int) bool {
	wordEnd := func(e int) bool { return e == len(s) || !isASCIIWord(s[e]) }
	if digitsAt(s, k, 4) && (strings.HasPrefix(s[k:], "19") || strings.HasPrefix(s[k:], "20")) && wordEnd(k+4) {
		return true
	}
	if digitsAt(s, k, 2) && wordEnd(k+2) {
		return true
	}
	for _, w := range nowWords {
		if hasPrefixFoldASCII(s[k:], w) {
			return true
		}
	}
	return false
}
