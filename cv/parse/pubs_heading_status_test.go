package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// pubByTitle finds a publication by its title; the test fails without it.
func pubByTitle(t *testing.T, c *cv.CV, title string) cv.Publication {
	t.Helper()
	for _, p := range c.Publications {
		if p.Title == title {
			return p
		}
	}
	t.Fatalf("no publication %q among %d", title, len(c.Publications))
	return cv.Publication{}
}

// wantTypeStatus checks one publication's type and status.
func wantTypeStatus(t *testing.T, c *cv.CV, title string, typ cv.PubType, st cv.PubStatus) {
	t.Helper()
	p := pubByTitle(t, c, title)
	if p.Type != typ || p.Status != st {
		t.Errorf("%q: type %q status %q, want %q %q", title, p.Type, p.Status, typ, st)
	}
}

// Convention: a publications sub-heading that names a stage of review or
// a kind of writing outside peer review ("Working Papers", "Work in
// Progress", "Other Writings", "Under Review", "Submitted") gives every
// entry under it that status or type, so that none of them is counted
// as a paper; an entry that names its venue and says "to appear" keeps
// what it says.
func TestHeadingStatusSubheadings(t *testing.T) {
	src := `# Marta Quillfeather

## Publications

### Conference Papers

1. Marta Quillfeather, Tobias Renn. Sparse lanterns for gradient folding. In Proceedings of the International Conference on Machine Learning (ICML), 2021.

### Working Papers

1. Marta Quillfeather, Ana Berro. Market design for imaginary goods. 2023.
2. Marta Quillfeather. Lantern economics revisited. Journal of Fictional Economics, to appear.

### Work in Progress

1. Marta Quillfeather, Tobias Renn. Folding gradients twice. 2024.

### Other Writings

1. Marta Quillfeather. Why lanterns matter. The Fictional Times Magazine, 2022.
2. Marta Quillfeather. A primer on meadows. arXiv:2101.00001, 2021.

### Popular Press

1. Marta Quillfeather. Lanterns for all. The Fictional Herald, 2023.

### Under Review

1. Marta Quillfeather, Ana Berro. Robust meadows under drift. 2025.

### Submitted

1. Tobias Renn, Marta Quillfeather. Meadows all the way down. 2025.
`
	c := mustParse(t, "quill.md", src)
	wantTypeStatus(t, c, "Sparse lanterns for gradient folding", cv.TypeConference, cv.PubPublished)
	wantTypeStatus(t, c, "Market design for imaginary goods", cv.TypePreprint, cv.PubInPreparation)
	wantTypeStatus(t, c, "Lantern economics revisited", cv.TypeJournal, cv.PubToAppear)
	wantTypeStatus(t, c, "Folding gradients twice", cv.TypePreprint, cv.PubInPreparation)
	wantTypeStatus(t, c, "Why lanterns matter", cv.TypeOther, cv.PubPublished)
	wantTypeStatus(t, c, "A primer on meadows", cv.TypePreprint, "")
	wantTypeStatus(t, c, "Lanterns for all", cv.TypeOther, cv.PubPublished)
	wantTypeStatus(t, c, "Robust meadows under drift", cv.TypePreprint, cv.PubUnderReview)
	wantTypeStatus(t, c, "Meadows all the way down", cv.TypePreprint, cv.PubSubmitted)
}

// Convention: the same headings stand as sections of their own. "Work
// in Progress" names no position and "Other Writings" no miscellany when
// the lines under them are citations.
func TestHeadingStatusSections(t *testing.T) {
	src := `# Marta Quillfeather

## Refereed Publications

1. Marta Quillfeather, Tobias Renn. Sparse lanterns for gradient folding. In Proceedings of the International Conference on Machine Learning (ICML), 2021.

## Working Papers

1. Marta Quillfeather, Ana Berro. Market design for imaginary goods. 2023.

## Work in Progress

1. Marta Quillfeather, Tobias Renn. Folding gradients twice. 2024.

## Other Writings

1. Marta Quillfeather. Why lanterns matter. The Fictional Times Magazine, 2022.

## Papers Under Review

1. Marta Quillfeather, Ana Berro. Robust meadows under drift. 2025.

## Submitted Manuscripts

1. Tobias Renn, Marta Quillfeather. Meadows all the way down. 2025.

## In Progress

1. Tobias Renn, Marta Quillfeather. Meadows turned sideways, 2025.
`
	c := mustParse(t, "quill.md", src)
	wantTypeStatus(t, c, "Sparse lanterns for gradient folding", cv.TypeConference, cv.PubPublished)
	wantTypeStatus(t, c, "Market design for imaginary goods", cv.TypePreprint, cv.PubInPreparation)
	wantTypeStatus(t, c, "Folding gradients twice", cv.TypePreprint, cv.PubInPreparation)
	wantTypeStatus(t, c, "Why lanterns matter", cv.TypeOther, cv.PubPublished)
	wantTypeStatus(t, c, "Robust meadows under drift", cv.TypePreprint, cv.PubUnderReview)
	wantTypeStatus(t, c, "Meadows all the way down", cv.TypePreprint, cv.PubSubmitted)
	if len(c.Positions) != 0 {
		t.Errorf("positions %+v: work in progress is no job", c.Positions)
	}
	n := 0
	for _, p := range c.Publications {
		if p.Type == cv.TypePreprint && p.Status == cv.PubInPreparation {
			n++
		}
	}
	if n != 3 {
		t.Errorf("%d works in preparation, want 3 (two in progress, one working paper)", n)
	}
}

// Convention: a heading's parts are read apart: one that names
// published work and no status makes a mixed list whose entries say what
// they are; parts that name different stages give no one status.
func TestHeadingLabelParts(t *testing.T) {
	cases := []struct{ heading, want string }{
		{"papers under review", "under_review"},
		{"submitted manuscripts", "submitted"},
		{"working papers", "in_preparation"},
		{"work in progress", "in_preparation"},
		{"other writings", "other"},
		{"selected preprints", "preprint"},
		{"PREPRINTS AND UNDER SUBMISSION", "preprint"},
		{"publications and preprints", "mixed"},
		{"peer-reviewed papers & working papers", "mixed"},
		{"conference papers", ""},
	}
	for _, c := range cases {
		if got := headingLabel(c.heading); got != c.want {
			t.Errorf("headingLabel(%q) = %q, want %q", c.heading, got, c.want)
		}
	}
}
