package fields

import (
	"strings"

	"github.com/vitae-cv/vitae/cv/parse/names"
)

// Authors splits an author list as written ("A. Quill, B. Reed and C.
// Stone", or names marked **bold**) with the parser's name reading
// (cv/parse/names), cleaned of marks; cut reports an "et al.", equal the
// names marked as equal contributors.
func Authors(text string) (list []string, equal []bool, cut bool) {
	l := names.Split(Clean(text))
	for _, a := range l.Names {
		n, eq := names.Clean(a)
		if n == "" {
			continue
		}
		list = append(list, n)
		equal = append(equal, eq)
	}
	return list, equal, l.Cut
}

// SelfIndex is the 1-based place of the owner among authors: an author
// named in marked (the forms the data marks bold) or matching the owner's
// name (names.Owner, as the parser matches it); 0 when none does.
func SelfIndex(owner string, authors, marked []string) int {
	for i, a := range authors {
		for _, m := range marked {
			if strings.EqualFold(strings.TrimSpace(Clean(m)), a) {
				return i + 1
			}
		}
	}
	if owner == "" {
		return 0
	}
	return names.NewOwner(owner).Index(authors)
}
