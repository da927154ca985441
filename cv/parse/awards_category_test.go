package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

func TestHeadingCategory(t *testing.T) {
	for _, c := range []struct {
		in   string
		want cv.AwardCategory
	}{
		{"Scholarships", cv.CatScholarship},
		{"Fellowships", cv.CatFellowship},
		{"Research Funding", cv.CatGrant},
		{"Grants", cv.CatGrant},
		{"Student Travel Grants", cv.CatTravelGrant},
		{"Honors and Awards", ""},
		{"Grants and Awards", ""},
		{"Fellowships and Scholarships", ""},
		{"Scholarships and Distinctions", ""},
		{"Example Society Scholarship", ""}, // an award's name used as a label
		{"2019", ""},
		{"", ""},
	} {
		if got := headingCategory(c.in); got != c.want {
			t.Errorf("headingCategory(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestNamesGrantRole(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"Imaginary Agency: Made-Up Project (PI)", true},
		{"Example Council: Fictional Study (Co-PI)", true},
		{"Harbor Foundation Awarded $20,000 as Lead PI", true},
		{"Northfield Seed Grant, Principal Investigator", true},
		{"Tau Sigma Pi Honor Society", false},
		{"Pi Day Puzzle Prize", false},
		{"Lantern Medal", false},
	} {
		if got := namesGrantRole(c.in); got != c.want {
			t.Errorf("namesGrantRole(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

func TestTagYearOf(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int
	}{
		{"ABC'23 Student Travel Grant", 2023},
		{"XYZ’98 Best Demo", 1998},
		{"Rock'n'roll Prize", 0},
		{"the '90s Prize", 0},
		{"ABC'2023 Award", 0},
		{"Dean's List", 0},
	} {
		if got := tagYearOf(c.in); got != c.want {
			t.Errorf("tagYearOf(%q) = %d, want %d", c.in, got, c.want)
		}
	}
}
