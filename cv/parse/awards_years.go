package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// Where an award's year stands when it is not at either end of the line.
//
// A note in parentheses after the name often ends with the year, after the
// issuer, a rank or a sum of money:
//
//	Imaginary Medal (Top Standing, Example College, 2017)
//	Made-Up Scholarship ($5,000; 2018)
//	Fictional Fellowship ($9,000 over 3 years; 2019-2022)
//
// The note is not part of the name, and its first date is the award's
// year. A venue tag with a two-digit year ("XYZ'22 Travel Grant") dates
// an award that gives no other year.

// awardNoteYear takes the year of an award from the note in parentheses
// at the end of name (or from a.Note, a note already cut off), when the
// name gives no date outside the note. It returns the name without the
// note and whether a year was set.
func (p *parser) awardNoteYear(a *cv.Award, name string) (string, bool) {
	if endsWithParen(name) {
		if m := noteIndex(name); m != nil {
			before, inner := strings.TrimSpace(name[:m[0]]), name[m[2]:m[3]]
			ds := p.m.findDates(inner)
			if before != "" && len(ds) > 0 && len(p.m.findDates(before)) == 0 && !strings.ContainsAny(inner, "()") {
				a.Note = joinNote(strings.Trim(inner, " *_"), a.Note)
				setAwardYear(a, ds[0])
				return before, true
			}
		}
	}
	if a.Note == "" || len(p.m.findDates(name)) > 0 {
		return name, false
	}
	if ds := p.m.findDates(a.Note); len(ds) > 0 {
		setAwardYear(a, ds[0])
		return name, true
	}
	return name, false
}

// joinNote joins two notes of one award, the first written first.
func joinNote(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "; " + b
}

// tagYearOf is the year of a venue tag written with an apostrophe and two
// digits right after letters ("XYZ'22 Travel Grant", "ABC’19 Best Demo"),
// 0 when there is none. Two digits after an apostrophe that follows no
// letter ("the '90s") or that run on into more digits are no such tag.
func tagYearOf(s string) int {
	for i := 1; i < len(s); i++ {
		var n int
		switch {
		case s[i] == '\'':
			n = 1
		case strings.HasPrefix(s[i:], "’"):
			n = len("’")
		default:
			continue
		}
		if !isASCIILetter(s[i-1]) {
			continue
		}
		d := s[i+n:]
		if len(d) >= 2 && isDigitByte(d[0]) && isDigitByte(d[1]) && (len(d) == 2 || !isRegexpWordByte(d[2])) {
			return twoDigitYear(d[:2])
		}
	}
	return 0
}
