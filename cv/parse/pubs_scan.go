package parse

// Literal scans that stand in for, or guard, the regexps of publication
// entries on their hot paths; each is held equal to its regexp by
// pubs_scan_test.go (every sample and corpus line, and a fuzz target).

// awardCues are the words every rePaperAward match opens with (ASCII
// case aside): "best", "distinguished", "outstanding", "youth
// outstanding", "honorable"/"honourable mention", "test-of-time award",
// "spotlight", "oral presentation".
var awardCues = []string{"best", "distinguished", "outstanding", "hono", "test", "spotlight", "oral"}

// mayHaveAward is a cheap test that lets most text skip rePaperAward: a
// match needs one of awardCues, found ignoring ASCII case where no rune
// of s folds to an ASCII letter (see regexpFoldSafe).
func mayHaveAward(s string) bool {
	return !regexpFoldSafe(s) || containsAnyFold(s, awardCues...)
}

// year2 finds what reYear2 finds: the first two digits, standing as the
// end of a word, that follow an ASCII letter or an apostrophe ("NSDI
// '24", "IISWC18", "ATC’19"). It returns the two digits.
func year2(s string) (string, bool) {
	for i := 0; i < len(s); i++ {
		n := 0 // the size of the mark before the digits
		switch c := s[i]; {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '\'':
			n = 1
		case c == 0xe2 && i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0x99 || s[i+2] == 0x98): // ’ ‘
			n = 3
		default:
			continue
		}
		d := i + n
		if d+2 <= len(s) && isDigitByte(s[d]) && isDigitByte(s[d+1]) && (d+2 == len(s) || !isRegexpWordByte(s[d+2])) {
			return s[d : d+2], true
		}
	}
	return "", false
}

// isRegexpWordByte reports whether b is a word byte of regexp's \b:
// [0-9A-Za-z_].
func isRegexpWordByte(b byte) bool {
	return b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b == '_'
}
