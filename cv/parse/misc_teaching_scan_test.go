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
