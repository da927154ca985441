package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// Scans and guards for the section readers (header, awards, teaching,
// section headings): each answers what a regexp or a longer computation
// answered, held equal to it by sec_scan_test.go over crafted text and
// every sample and corpus line, and by FuzzSecScans.

// wordsUpTo is min(wordCount(s), limit+1) (textscan.WordsUpTo).
func wordsUpTo(s string, limit int) int { return textscan.WordsUpTo(s, limit) }

// addressWords are the street words of reAddress's first alternative.
var addressWords = map[string]bool{
	"ave": true, "avenue": true, "st": true, "street": true, "rd": true, "road": true, "blvd": true,
	"drive": true, "dr": true, "way": true, "lane": true, "ln": true, "hall": true, "building": true,
	"bldg": true, "room": true,
}

// isAddress is reAddress.MatchString(s) by one pass over the ASCII words
// of s (runs of \w, which is where \b puts its bounds): a word of five or
// six digits (a postal code), or a street word with a digit before it on
// the same line (`\d+.*` does not cross a newline). Text holding a rune
// that case-folds to an ASCII letter (U+017F long s: "ſt") goes to the
// regexp.
func isAddress(s string) bool {
	if !regexpFoldSafe(s) {
		return reAddress.MatchString(s)
	}
	digit := false // a digit since the last newline, before the word read
	for i := 0; i < len(s); {
		c := s[i]
		if !isREWordByte(c) {
			if c == '\n' {
				digit = false
			}
			i++
			continue
		}
		j, digits, some := i, true, false // all digits, some digit
		for j < len(s) && isREWordByte(s[j]) {
			d := s[j] >= '0' && s[j] <= '9'
			digits, some = digits && d, some || d
			j++
		}
		if digits && (j-i == 5 || j-i == 6) {
			return true
		}
		if digit && j-i <= len("building") && isAddressWord(s[i:j]) {
			return true
		}
		digit = digit || some
		i = j
	}
	return false
}

// isAddressWord reports whether w, ASCII letters and digits of at most
// eight bytes, is a street word in any ASCII case.
func isAddressWord(w string) bool {
	var buf [8]byte
	for k := 0; k < len(w); k++ {
		buf[k] = lowerASCII(w[k])
	}
	return addressWords[string(buf[:len(w)])]
}

// statusCues are the words an award name must hold (lower-cased) for
// awardStatus to read it with its regexps.
var statusCues = []string{"honorable", "honourable", "final", "runner", "listed", "nomin"}

// mayStatus is awardStatus's guard: strings.ToLower(s) holds one of
// statusCues. ASCII-case-insensitive search finds the same unless s holds
// a rune ToLower turns into an ASCII letter; such text is lower-cased.
func mayStatus(s string) bool {
	return lowerContainsAny(s, statusCues)
}

// lowerContainsAny reports whether strings.ToLower(s) holds one of subs
// (lower-case ASCII), lower-casing s only when it holds a rune ToLower
// turns into an ASCII letter.
func lowerContainsAny(s string, subs []string) bool {
	if !lowerFoldSafe(s) {
		s = strings.ToLower(s)
	}
	return containsAnyFold(s, subs...)
}

// categoryText writes the words ws as " w1 w2 ... wn " into buf (grown
// when too small): the text awardCategory searches for its keys.
func categoryText(buf []byte, ws []string) []byte {
	buf = append(buf[:0], ' ')
	for _, w := range ws {
		buf = append(buf, w...)
		buf = append(buf, ' ')
	}
	return buf
}

// advisorMatch is where reAdvisor's group stands in t when t may name
// people (mayNamePeople(t), given), else not found: the pattern is not
// run on the "Key: value" lines that name none (advisorSpan reads it by
// a scan, education_advisor_scan.go).
func advisorMatch(t string, people bool) (start, end int, ok bool) {
	if !people {
		return 0, 0, false
	}
	return advisorSpan(t)
}

// mayPhone is a guard for rePhone: its core (\d{2,4}[\s.-]?\d{3,4}[\s.-]?\d{3,4})
// is eight digits or more with at most one separator byte (white space,
// '.' or '-') between two digits, so s must hold such a run.
func mayPhone(s string) bool {
	n := 0 // digits in the run so far
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			if n++; n >= 8 {
				return true
			}
		case (isRESpace(c) || c == '.' || c == '-') && i > 0 && isDigitByte(s[i-1]) && i+1 < len(s) && isDigitByte(s[i+1]):
			// one separator between two digits: the run goes on
		default:
			n = 0
		}
	}
	return false
}

// firstPerson reports whether t holds "I ", "I'm" or "I’m": one search
// for 'I', each found tested for what follows.
func firstPerson(t string) bool {
	for i := strings.IndexByte(t, 'I'); i >= 0; {
		rest := t[i+1:]
		if strings.HasPrefix(rest, " ") || strings.HasPrefix(rest, "'m") || strings.HasPrefix(rest, "’m") {
			return true
		}
		j := strings.IndexByte(rest, 'I')
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

// personKeyCues are the literal words of rePersonKey's keys (lower case).
var personKeyCues = []string{"mentor", "manager", "advis", "supervisor", "host", "pi", "lead"}

// personKey is rePersonKey.FindStringIndex(c), run only where one of its
// keys stands (ASCII case aside; text with a rune that case-folds to an
// ASCII letter goes to the regexp).
func personKey(c string) []int {
	if regexpFoldSafe(c) && !containsAnyFold(c, personKeyCues...) {
		return nil
	}
	return rePersonKey.FindStringIndex(c)
}
