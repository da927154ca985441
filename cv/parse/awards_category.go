package parse

import (
	"bytes"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// The category an award takes from where it stands and what it says of
// its holder, when its name has no category word of its own.
//
// A heading (or a sub-heading inside the awards section) that names one
// category names it for every entry below:
//
//	Scholarships
//	- Example Graduate Award ($5,000; 2018)     -> scholarship
//	Funding
//	- Imaginary Agency, $50k   2021             -> grant
//
// A heading that names awards in general as well ("Grants and Awards",
// "Honors") gives none. And an award that names the holder's role as an
// investigator ("(PI)", "as Co-PI", "Principal Investigator") is a grant.

var (
	awardGeneralWords = wordSet("award_general")
	grantRoleKeys     = func() [][]byte {
		var out [][]byte
		for _, l := range wordLines("grant_roles", false) {
			out = append(out, []byte(" "+strings.Join(words(l), " ")+" "))
		}
		return out
	}()
)

// categoryPhraseWords are the words of the category phrases
// (award_categories.txt): with the heading words, what a heading that
// names a category is made of ("Student Travel Grants").
var categoryPhraseWords = func() map[string]bool {
	m := map[string]bool{}
	for _, cw := range awardCategoryWords {
		for _, w := range strings.Fields(cw.phrase) {
			m[w] = true
		}
	}
	return m
}()

// headingCategory is the one award category a heading names
// ("Scholarships", "Research Funding", "Travel Grants"), "" when it names
// none or more than one, or awards in general too ("Grants and Awards"),
// or when it has a word no heading has: a label that is an award's name
// ("Example Society Scholarship") names no category for the lines below.
func headingCategory(title string) cv.AwardCategory {
	ws := words(title)
	if len(ws) == 0 || len(ws) > 5 {
		return ""
	}
	var cat cv.AwardCategory
	for _, w := range ws {
		if !headingWords[w] && !categoryPhraseWords[w] {
			return "" // an award's own name ("Example Society Scholarship"), not a heading
		}
		c := wordCategory(w)
		switch {
		case c != "" && cat != "" && c != cat:
			return ""
		case c != "":
			cat = c
		case awardWords[w] || awardGeneralWords[w]:
			return ""
		}
	}
	if cat == "" {
		return ""
	}
	return awardCategory(title) // the phrase decides: "Travel Grants"
}

// wordCategory is the category one word names alone ("grants",
// "fellowship", "funding"), "" when it names none.
func wordCategory(w string) cv.AwardCategory {
	for _, cw := range awardCategoryWords {
		if cw.phrase == w {
			return cw.cat
		}
	}
	return ""
}

// namesGrantRole reports whether an award's text names the holder's role
// on a grant ("(Co-PI)", "as lead PI").
func namesGrantRole(s string) bool {
	if len(s) == 0 {
		return false
	}
	if strings.Contains(s, "(PI)") || strings.Contains(s, "(PI,") || strings.Contains(s, "(PI;") {
		return true
	}
	var buf [256]byte
	var n []byte
	if isASCII(s) {
		n = asciiCategoryText(buf[:0], s) // no list of words (awards_category_scan.go)
	} else {
		n = categoryText(buf[:0], words(s))
	}
	for _, k := range grantRoleKeys {
		if bytes.Contains(n, k) {
			return true
		}
	}
	return false
}

// placeCategory refines the category of an award read from its name
// alone: an award whose name has no category word takes the one its
// heading names, or is a grant when it names an investigator's role.
func placeCategory(m *memo, a *cv.Award, heading cv.AwardCategory) {
	if m.awardCategory(a.Name) != cv.CatHonor {
		return // the name's own words decide
	}
	switch {
	case heading != "":
		a.Category = heading
	case namesGrantRole(a.Name + " " + a.Note):
		a.Category = cv.CatGrant
	}
}

// placeCategories applies placeCategory to the awards read from a
// section's items: each under the category its item's group label names,
// else the one the section's heading names.
func placeCategories(m *memo, awards []cv.Award, heading string, items []item) {
	if len(awards) == 0 {
		return
	}
	section := headingCategory(heading)
	group, cat := "", section // the last label asked about: a group's items come in a row
	k := 0
	for i := range awards {
		for k+1 < len(items) && items[k+1].head.N <= awards[i].Line {
			k++
		}
		if k < len(items) && items[k].group != group {
			group, cat = items[k].group, section
			if c := headingCategory(group); c != "" {
				cat = c
			}
		}
		placeCategory(m, &awards[i], cat)
	}
}
