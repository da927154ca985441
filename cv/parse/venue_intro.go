package parse

import "strings"

// venueIntroAt returns where the first venue marker of a citation's tail
// begins ("In Proceedings", ". Journal", ", IEEE "), or -1: the start of
// reVenueIntro's leftmost match, found by a scan that tries each marker
// only where its first byte stands (held equal to the pattern in
// TestVenueIntroMatchesPattern and FuzzVenueIntro).
func venueIntroAt(s string) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '.':
			if venueIntroAfterPeriod(s[i+1:]) {
				return i
			}
		case ',':
			if venueIntroAfterComma(s[i+1:]) {
				return i
			}
		case '[':
			if venueIntroTag(s[i+1:]) {
				return i
			}
		case ' ', '\t', '\n', '\f', '\r':
			r := s[i+spacesAt(s[i:]):]
			if strings.HasPrefix(r, "In Proceedings") || strings.HasPrefix(r, "in Proceedings") {
				return i
			}
		}
	}
	return -1
}

// spacesAt counts the RE2 \s bytes (ASCII space, tab, newline, form feed,
// carriage return) at the start of s.
func spacesAt(s string) int {
	n := 0
	for n < len(s) && strings.IndexByte(" \t\n\f\r", s[n]) >= 0 {
		n++
	}
	return n
}

// venueIntroAfterPeriod matches the markers that open with a period:
// `\.\s+In\s+`, `\.\s*Proc(?:eedings)?\.?\s`, `\.\s*(?:IEEE|ACM|USENIX)\s`
// and `\.\s+(?:arXiv|CoRR|Preprint|Submitted|Under review|Journal|Transactions)`,
// given the text after the period.
func venueIntroAfterPeriod(s string) bool {
	k := spacesAt(s)
	r := s[k:]
	if k > 0 {
		if strings.HasPrefix(r, "In") && spacesAt(r[2:]) > 0 {
			return true
		}
		for _, w := range []string{"arXiv", "CoRR", "Preprint", "Submitted", "Under review", "Journal", "Transactions"} {
			if strings.HasPrefix(r, w) {
				return true
			}
		}
	}
	return procTail(r) || wordThenSpace(r, "IEEE", "ACM", "USENIX")
}

// venueIntroAfterComma matches the markers that open with a comma:
// `,\s*[Ii]n\s+`, `,\s*Proc(?:eedings)?\.?\s` and
// `,\s*(?:IEEE|ACM|USENIX|Springer|Elsevier)\s`, given the text after it.
func venueIntroAfterComma(s string) bool {
	r := s[spacesAt(s):]
	if (strings.HasPrefix(r, "In") || strings.HasPrefix(r, "in")) && spacesAt(r[2:]) > 0 {
		return true
	}
	return procTail(r) || wordThenSpace(r, "IEEE", "ACM", "USENIX", "Springer", "Elsevier")
}

// venueIntroTag matches `\[[CJMAD]\]\s*//` given the text after '[': the
// document-type code of the GB/T 7714 citation standard (C conference
// proceedings, J journal, M monograph, A a part of a collection, D a
// dissertation) followed by "//" before the work that holds the paper:
// "Paper title[C]//Proceedings of the Example Conference. 2021".
func venueIntroTag(s string) bool {
	if len(s) < 2 || strings.IndexByte("CJMAD", s[0]) < 0 || s[1] != ']' {
		return false
	}
	r := s[2:]
	return strings.HasPrefix(r[spacesAt(r):], "//")
}

// procTail matches `Proc(?:eedings)?\.?\s` at the start of s, trying the
// long form first and then the short one, as the pattern backtracks.
func procTail(s string) bool {
	if !strings.HasPrefix(s, "Proc") {
		return false
	}
	r := s[len("Proc"):]
	if strings.HasPrefix(r, "eedings") && dotThenSpace(r[len("eedings"):]) {
		return true
	}
	return dotThenSpace(r)
}

// dotThenSpace matches `\.?\s` at the start of s.
func dotThenSpace(s string) bool {
	if strings.HasPrefix(s, ".") && spacesAt(s[1:]) > 0 {
		return true
	}
	return spacesAt(s) > 0
}

// wordThenSpace reports whether s opens with one of the words and then a
// \s byte.
func wordThenSpace(s string, words ...string) bool {
	for _, w := range words {
		if strings.HasPrefix(s, w) && spacesAt(s[len(w):]) > 0 {
			return true
		}
	}
	return false
}
