package parse

import (
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// eduPartsRef, degreeAtInstitutionRef and commaPartsRef are the
// education line's parts as they were read (a slice for every part and
// comma part), the oracle of TestEduPartsAppend.
func eduPartsRef(s string) []string {
	var out []string
	parts := []string{s}
	if mayStrongSep(s) {
		parts = strongSplit(s)
	}
	for _, part := range parts {
		part = trimBrackets(strings.Trim(strings.TrimSpace(part), "|"))
		if part == "" || strings.Trim(part, "-: ") == "" {
			continue
		}
		for _, c := range commaPartsRef(part) {
			out = append(out, degreeAtInstitutionRef(c)...)
		}
	}
	return out
}
func degreeAtInstitutionRef(c string) []string {
	if _, end, ok := degreeIn(c); ok {
		for _, sep := range []string{" at ", " from "} {
			if i := strings.Index(c[end:], sep); i >= 0 && hasSetWord(c[end+i:], academicWordSet) {
				return []string{strings.TrimSpace(c[:end+i]), strings.TrimSpace(c[end+i+len(sep):])}
			}
		}
	}
	return []string{c}
}
func commaPartsRef(part string) []string {
	cs := strings.Split(part, ",")
	if len(cs) == 1 || !degreeAndInstitution(cs) {
		return []string{part}
	}
	var out []string
	inDegree, inInst := false, false
	for _, c := range cs {
		c = strings.TrimSpace(c)
		if c == "" {
			continue
		}
		_, end, isDeg := degreeIn(c)
		switch {
		case isDeg:
			out = append(out, c)
			inDegree, inInst = fieldOf(c[end:], c[:end]) == "", false
		case inInst && (isPlace(c) || wordCount(c) <= 3 && !hasSetWord(c, orgWordSet)):
			out[len(out)-1] += ", " + c
		case hasSetWord(c, academicWordSet):
			if inInst {
				out[len(out)-1] += ", " + c
			} else {
				out = append(out, c)
			}
			inDegree, inInst = false, true
		case inDegree:
			out[len(out)-1] += " in " + c
			inDegree = false
		default:
			out = append(out, c)
		}
	}
	return out
}

// eduPartPieces are fictional pieces of education lines: degrees,
// fields, institutions, places, commas, bars, dashes, brackets, "at" and
// "from", white space and letters beyond ASCII.
var eduPartPieces = []string{"Ph.D.", "B.S.", "MSc", "Master of Science", " in ", "Kite Studies", "Harbour University", "Institute of Sand", " at ", " from ",
	", ", ",", " | ", "|", " - ", " – ", "\t", "   ", "(", ")", "Springfield", "Zürich", "2031", ":", "é", " "}

// TestEduPartsAppend holds eduParts, which appends every part into one
// slice, to eduPartsRef on fictional lines and 100,000 random joins.
func TestEduPartsAppend(t *testing.T) {
	check := func(s string) {
		t.Helper()
		if got, want := eduParts(s), eduPartsRef(s); !slices.Equal(got, want) {
			t.Fatalf("eduParts(%q) = %q, eduPartsRef gives %q", s, got, want)
		}
	}
	for _, s := range []string{"", "Ph.D. in Kite Studies, Harbour University, Springfield", "B.S. at Harbour University", "MSc from Institute of Sand | 2031",
		"Harbour University, Ph.D. Kite Studies", "(Ph.D.)", "-:"} {
		check(s)
	}
	split := 0
	for s := range cvtext.Joins(22, 30, eduPartPieces, 100000, 8) {
		check(s)
		if strings.Contains(s, ",") && len(eduParts(s)) > 1 {
			split++
		}
	}
	if split < 1000 {
		t.Fatalf("%d joins split: the test reads too few", split)
	}
}
