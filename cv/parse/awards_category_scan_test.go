package parse

import (
	"bytes"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// awardNamePieces are fictional pieces of award names: every category
// phrase's words and parts of them, paper-award words, joints and marks.
var awardNamePieces = []string{" ", "  ", ", ", "-", "(", ")", "'", "&", "Travel", "travel", "TRAVEL", " Grant", "grants", "Award", "award", "Fellowship",
	"fellow", "ship", "Traineeship", "Scholar", "scholars", "SCHOLARSHIP", "Bursary", "Stipend", "Funding", "Student", "Support", "Best", "Paper", "Poster",
	"Demo", "Prize", "Oral", "Presentation", "Kite", "Harbour", "2024", "$500", "Zeta", "Outstanding", "Reviewer"}

// TestAwardCategoryScan holds awardCategoryASCII to awardCategoryByWords
// (the list of words and a search per phrase) on fictional names and
// 200,000 random joins, long ones past the stack buffer among them.
func TestAwardCategoryScan(t *testing.T) {
	seen := map[string]int{}
	check := func(name string) {
		t.Helper()
		got, want := awardCategoryASCII(name), awardCategoryByWords(name)
		if got != want {
			t.Fatalf("awardCategoryASCII(%q) = %q, awardCategoryByWords gives %q", name, got, want)
		}
		seen[string(got)]++
	}
	for _, name := range []string{"", "Kite Prize", "Harbour Travel Grant", "Best Paper Award", "Zeta Fellowship (declined)", "Student travel support",
		"Scholarships and Grants", "Outstanding Reviewer", "travelgrant", "Grant-in-aid"} {
		check(name)
	}
	long := ""
	for range 30 {
		long += "Harbour Kite "
	}
	check(long + "Travel Grant")
	for name := range cvtext.Joins(22, 23, awardNamePieces, 200000, 9) {
		check(name)
	}
	if len(seen) < 5 {
		t.Fatalf("categories seen %v: the test reads too few", seen)
	}
}

// TestASCIICategoryText holds asciiCategoryText to categoryText of the
// list of words on 100,000 random joins of ASCII pieces.
func TestASCIICategoryText(t *testing.T) {
	for name := range cvtext.Joins(22, 33, awardNamePieces[:len(awardNamePieces)-1], 100000, 9) {
		if !isASCII(name) {
			continue
		}
		if got, want := asciiCategoryText(nil, name), categoryText(nil, words(name)); !bytes.Equal(got, want) {
			t.Fatalf("asciiCategoryText(%q) = %q, categoryText gives %q", name, got, want)
		}
	}
}
