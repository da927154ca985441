package parse

import "strings"

// A bio names a degree's department before its university: "I received
// my B.S. from the Department of Botany, Example University". The
// institution is the university; the department names the field.

var unitPrefixes = []string{"Department of ", "School of ", "Faculty of ", "College of "}

// bioSchool reads the institution at the start of s as bioOrg does; when
// that is a department followed, after a comma, by a university, it
// returns the university and the department's subject as the field.
func bioSchool(s string) (inst, field string) {
	s = strings.TrimPrefix(strings.TrimSpace(s), "the ")
	org := bioOrg(s)
	for _, p := range unitPrefixes {
		if !strings.HasPrefix(org, p) {
			continue
		}
		_, after, ok := strings.Cut(s, ",")
		if u := bioOrg(strings.TrimSpace(after)); ok && hasSetWord(u, academicWordSet) && !hasUnitPrefix(u) {
			if i := strings.Index(u, " in "); i > 0 && hasSetWord(u[:i], academicWordSet) {
				u = u[:i] // "Example University in Springfield": its place
			}
			return u, strings.TrimPrefix(org, p)
		}
	}
	return org, ""
}

func hasUnitPrefix(s string) bool {
	for _, p := range unitPrefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}
