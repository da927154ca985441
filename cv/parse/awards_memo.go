package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// awardCategory is awardCategory(name), remembered for the parse: an
// award's name is classified when the award is read (awardOf) and again
// when its section's headings place it (placeCategory), the second time
// for the same name. A nil memo computes it each time.
func (m *memo) awardCategory(name string) cv.AwardCategory {
	if m == nil {
		return awardCategory(name)
	}
	if c, ok := m.awardCats[name]; ok {
		return c
	}
	c := awardCategory(name)
	if m.awardCats == nil {
		m.awardCats = map[string]cv.AwardCategory{}
	}
	m.awardCats[name] = c
	return c
}

// awardCategoryOf is awardCategoryOf(name, note) with the name's
// category remembered (awardCategory).
func (m *memo) awardCategoryOf(name, note string) cv.AwardCategory {
	c := m.awardCategory(name)
	if c == cv.CatHonor && strings.ContainsAny(note, "$€£") {
		return cv.CatGrant
	}
	return c
}
