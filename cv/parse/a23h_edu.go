package parse

import (
	"strings"
	"unicode/utf8"
)

// The fields of an education line with their degrees read once. Each
// field of a line was read for a degree (degreeIn) where it was cut
// ("Ph.D at University of X"), again by startsDegree and a third time
// by the reader of the field (eduReader.part): eduFields keeps what
// degreeIn says of each field beside its text.

// eduField is one field of an education line and what degreeIn(text)
// says of it.
type eduField struct {
	text  string
	deg   string // the degree it names near its start
	end   int    // where the degree ends
	isDeg bool
}

// newEduField is the field c with its degree read.
func newEduField(c string) eduField {
	deg, end, ok := degreeIn(c)
	return eduField{text: c, deg: deg, end: end, isDeg: ok}
}

// eduFields appends to dst the fields of an education line (their texts
// are eduParts(s)): on tabs, table bars and spaced dashes, then on
// commas (commaParts), each split at "at"/"from" after a degree.
func eduFields(s string, dst []eduField) []eduField {
	if !mayStrongSep(s) {
		return appendEduFields(dst, s)
	}
	for _, part := range strongSplit(s) {
		dst = appendEduFields(dst, part)
	}
	return dst
}

// appendEduFields appends the fields of one field run to dst: its comma
// parts (commaParts), each split at "at"/"from" (appendDegreeField).
// A run without a comma is its one comma part, with no slice made for it.
func appendEduFields(dst []eduField, part string) []eduField {
	part = trimBrackets(strings.Trim(strings.TrimSpace(part), "|"))
	if part == "" || strings.Trim(part, "-: ") == "" {
		return dst
	}
	if strings.IndexByte(part, ',') < 0 {
		return appendDegreeField(dst, part)
	}
	for _, c := range commaParts(part) {
		dst = appendDegreeField(dst, c)
	}
	return dst
}

// appendDegreeField appends c to dst, split into the degree and the
// institution when it reads "Ph.D at University of X" (or "from"); the
// degree of c, read for the cut, is c's field's when c is not cut.
func appendDegreeField(dst []eduField, c string) []eduField {
	f := newEduField(c)
	if f.isDeg {
		for _, sep := range [...]string{" at ", " from "} {
			if i := strings.Index(c[f.end:], sep); i >= 0 && hasSetWord(c[f.end+i:], academicWordSet) {
				return append(dst, newEduField(strings.TrimSpace(c[:f.end+i])), newEduField(strings.TrimSpace(c[f.end+i+len(sep):])))
			}
		}
	}
	return append(dst, f)
}

// startsDegreeField reports whether one of fs names a degree
// (startsDegree of their texts).
func startsDegreeField(fs []eduField) bool {
	for _, f := range fs {
		if f.isDeg {
			return true
		}
	}
	return false
}

// isDegreeText reports whether s names a degree near its start (degreeIn).
func isDegreeText(s string) bool {
	_, _, ok := degreeIn(s)
	return ok
}

// holdsEmptyBrackets reports whether s holds one of the patterns
// emptyDateBrackets removes ("()", "( )", "[]", "[ ]"): only then does
// its Replace change s (it copies s whether or not it does).
func holdsEmptyBrackets(s string) bool {
	return closesEmpty(s, '(', ')') || closesEmpty(s, '[', ']')
}

// closesEmpty reports whether a closing bracket of s comes right after
// its opening one, or one space after it.
func closesEmpty(s string, open, closing byte) bool {
	for i := strings.IndexByte(s, closing); i >= 0; {
		if i >= 1 && s[i-1] == open || i >= 2 && s[i-1] == ' ' && s[i-2] == open {
			return true
		}
		j := strings.IndexByte(s[i+1:], closing)
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

// singleSpaced is strings.Join(strings.Fields(s), " "), with no slice
// or copy made when s is ASCII and its words are already one space apart
// (no white space at its ends, none but single spaces between).
func singleSpaced(s string) string {
	if isSingleSpacedASCII(s) {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}

// isSingleSpacedASCII reports whether s is ASCII with no white space at
// its ends and no white space between its words but single spaces.
func isSingleSpacedASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= utf8.RuneSelf, c == '\t', c == '\n', c == '\v', c == '\f', c == '\r':
			return false
		case c == ' ' && (i == 0 || i == len(s)-1 || s[i+1] == ' '):
			return false
		}
	}
	return true
}
