package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// TestTeachingRoleScan holds isTeachingRoleASCII to the list-of-words
// rule (words, then the last of one to four) on fictional roles and
// 100,000 random joins of ASCII pieces, long words among them.
func TestTeachingRoleScan(t *testing.T) {
	ref := func(s string) bool {
		ws := words(s)
		return len(ws) > 0 && len(ws) <= 4 && teachingRoleWords[ws[len(ws)-1]]
	}
	pieces := []string{"Teaching", "Assistant", "assistant", "ASSISTANT", "Instructor", "Lecturer", "Guest", "TA", "Kite", " ", ", ", "(", ")", "-", "2031",
		"Harbour University", "Studies of Sand and Wind and Rain", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}
	roles := 0
	for s := range cvtext.Joins(22, 32, pieces, 100000, 6) {
		got, want := isTeachingRoleASCII(s), ref(s)
		if got != want {
			t.Fatalf("isTeachingRoleASCII(%q) = %v, the rule gives %v", s, got, want)
		}
		if got {
			roles++
		}
	}
	if roles < 1000 {
		t.Fatalf("%d joins read as roles: the test reads too few", roles)
	}
}

// TestMentoringOnlyScan holds mentoringOnlyASCII to the list-of-words
// rule on 100,000 random joins of mentoring and teaching words.
func TestMentoringOnlyScan(t *testing.T) {
	ref := func(title string) bool {
		mentor, teach := false, false
		for _, w := range words(title) {
			switch {
			case mentoringWords[w]:
				mentor = true
			case teachingWords[w]:
				teach = true
			}
		}
		return mentor && !teach
	}
	pieces := []string{"Mentoring", "mentor", "MENTORSHIP", "Supervision", "Teaching", "teaching", "Courses", "Students", "Kite", " ", ", ", "&", "-",
		"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}
	only := 0
	for s := range cvtext.Joins(22, 34, pieces, 100000, 6) {
		got, want := mentoringOnlyASCII(s), ref(s)
		if got != want {
			t.Fatalf("mentoringOnlyASCII(%q) = %v, the rule gives %v", s, got, want)
		}
		if got {
			only++
		}
	}
	if only < 1000 {
		t.Fatalf("%d joins read as mentoring only: the test reads too few", only)
	}
}
