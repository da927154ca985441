package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// TestAwardCategoryMemo holds the memo's awardCategoryOf to the plain
// classification on fictional award names and notes, asked twice (the
// second answer is the remembered one), and checks that the name alone
// is remembered: the same name under a note of money is a grant only
// when its words make it an honour.
func TestAwardCategoryMemo(t *testing.T) {
	names := []string{"Best Paper Award", "Kite Society Travel Grant", "Lantern Fellowship", "Dean's List",
		"Outstanding Reviewer", "Graduate Scholarship", "", "Harbour Prize for Teaching"}
	notes := []string{"", "($4,000)", "top 2%", "€300"}
	m := newMemo()
	for round := range 2 {
		for _, n := range names {
			for _, note := range notes {
				want := awardCategory(n)
				if want == cv.CatHonor && (note == "($4,000)" || note == "€300") {
					want = cv.CatGrant
				}
				if got := m.awardCategoryOf(n, note); got != want {
					t.Fatalf("round %d: memo awardCategoryOf(%q, %q) = %q, want %q", round, n, note, got, want)
				}
				if got := awardCategoryOf(n, note); got != want {
					t.Fatalf("awardCategoryOf(%q, %q) = %q, want %q", n, note, got, want)
				}
			}
		}
	}
	if len(m.awardCats) != len(names) {
		t.Fatalf("the memo holds %d names, want %d", len(m.awardCats), len(names))
	}
}
