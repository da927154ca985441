package parse

import (
	"reflect"
	"regexp"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// The regular expressions atInst and roleFor replace: the oracle.
var (
	reRoleFor = regexp.MustCompile(`(?i)^(teaching assistant|ta|instructor|lecturer|tutor|grader|mentor|co-instructor|guest lecturer)\s+(?:for|of|in)\s+(.+)$`)
	reAtInst  = regexp.MustCompile(`\s+at\s+([^,]+(?:,.*)?)$`)
)

// rolePieces are the bits random teaching lines are joined from: every
// role in several cases, the linking words, white space of each kind,
// commas, new lines and the long s that case-folds to 's'.
var rolePieces = []string{
	"teaching assistant", "Teaching Assistant", "TA", "ta", "Ta", "instructor", "INSTRUCTOR",
	"lecturer", "tutor", "grader", "mentor", "co-instructor", "Co-Instructor", "guest lecturer",
	"Guest Lecturer", "teaching  assistant", "inſtructor", "ſ", "teaching aſſiſtant",
	" for ", " of ", " in ", "For", "OF", "In", "fo", "at", " at ", "At", "AT", "cat", "ate",
	" ", "  ", "\t", "\n", "\r", "\f", "\v", ",", ", ", " ,", "Course 101", "Widget Studies",
	"Example University", "x", "é", "—",
}

func checkRoleScans(t *testing.T, s string) {
	t.Helper()
	if got, want := atInst(s), reAtInst.FindStringSubmatch(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("atInst(%q) = %q, regexp %q", s, got, want)
	}
	if got, want := roleFor(s), reRoleFor.FindStringSubmatch(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("roleFor(%q) = %q, regexp %q", s, got, want)
	}
	if got, want := roleForFold(s), reRoleFor.FindStringSubmatch(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("roleForFold(%q) = %q, regexp %q", s, got, want)
	}
}

// TestRoleScans holds atInst and roleFor to the regexps they replace on
// fictional lines and on random joins of rolePieces, and checks that the
// joins reach both answers (a match and none) for each.
func TestRoleScans(t *testing.T) {
	fixed := []string{
		"Teaching Assistant for Widget Studies at Example University, Spring",
		"TA of  Course 101", "Instructor in\tx", "tutor for \n", "tutor for  ", "tutor for   \n",
		"Lecturer at , x", "Lecturer at  , x", "Lecturer at", "Lecturer at ", "Lecturer at  ",
		"a at b, c\nd", "a at b\nc", "at at at x", " at  at y", "Mentor for x at y at z",
		"inſtructor for x", "teaching aſſiſtant of y", "ta for x\n", "grader for ",
	}
	for _, s := range fixed {
		checkRoleScans(t, s)
	}
	var inst, role, none int
	for s := range cvtext.Joins(19, 22, rolePieces, 200000, 8) {
		checkRoleScans(t, s)
		switch {
		case reRoleFor.MatchString(s):
			role++
		case reAtInst.MatchString(s):
			inst++
		default:
			none++
		}
	}
	if inst < 100 || role < 100 || none < 100 {
		t.Fatalf("random lines reach too few answers: at-institution %d, role %d, none %d", inst, role, none)
	}
}

func FuzzRoleScans(f *testing.F) {
	for _, s := range rolePieces {
		f.Add("Teaching Assistant for" + s + "at" + s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkRoleScans(t, s) })
}
