package corrections_test

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/corrections"
)

// owned is a fictional CV whose owner is last author of one paper (as
// "A. Quill") and first of another.
func owned() []*cv.CV {
	c := &cv.CV{Source: "ada.md", Name: "Ada Quill", Publications: []cv.Publication{
		{Title: "Last Place", Authors: []string{"Bo Lind", "Cy Moss", "A. Quill"}, SelfIndex: 3, Type: cv.TypeConference, Venue: "SOSP", Year: 2022, Line: 10},
		{Title: "First Place", Authors: []string{"A. Quill", "Di Park"}, SelfIndex: 1, Type: cv.TypeConference, Venue: "NSDI", Year: 2023, Line: 12},
	}}
	c.Normalize()
	return []*cv.CV{c}
}

func apply(t *testing.T, cvs []*cv.CV, set string) corrections.Result {
	t.Helper()
	f, err := corrections.Parse("c.toml", []byte("[[correction]]\ncandidate = \"Ada Quill\"\nsection = \"publications\"\n"+set+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	r := f.Apply(cvs)
	if len(r.Stale) != 0 {
		t.Fatalf("stale: %v", r.Strings())
	}
	return r
}

// TestSetAuthorsPlacesOwner: a correction that sets a paper's authors
// places the owner again in the new list (by the forms of their name the
// CV uses), or makes the place unknown (0) with a warning when they are
// not in it; self_index is never left past the end or on another author.
func TestSetAuthorsPlacesOwner(t *testing.T) {
	for _, tc := range []struct {
		name, set string
		paper     int
		want      int
		warned    bool
	}{
		{"owner dropped", `entry = "Last Place"` + "\n" + `set = { authors = ["Bo Lind", "Cy Moss"] }`, 0, 0, true},
		{"owner moved up", `entry = "Last Place"` + "\n" + `set = { authors = ["A. Quill", "Bo Lind"] }`, 0, 1, false},
		{"owner under full name", `entry = "First Place"` + "\n" + `set = { authors = ["Di Park", "Ada Quill"] }`, 1, 2, false},
		{"first author replaced", `entry = "First Place"` + "\n" + `set = { authors = ["Di Park", "Eve Tan"] }`, 1, 0, true},
		{"self_index given", `entry = "Last Place"` + "\n" + `set = { authors = ["Bo Lind", "Cy Moss"], self_index = 2 }`, 0, 2, false},
	} {
		cvs := owned()
		r := apply(t, cvs, tc.set)
		p := cvs[0].Publications[tc.paper]
		if p.SelfIndex != tc.want {
			t.Errorf("%s: self_index %d, want %d (authors %q)", tc.name, p.SelfIndex, tc.want, p.Authors)
		}
		if p.SelfIndex > len(p.Authors) {
			t.Errorf("%s: self_index %d past the %d authors", tc.name, p.SelfIndex, len(p.Authors))
		}
		warned := len(cvs[0].Warnings) == 1 && strings.Contains(cvs[0].Warnings[0].Message, "not among the corrected authors")
		if warned != tc.warned || (!tc.warned && len(cvs[0].Warnings) > 0) {
			t.Errorf("%s: warnings %+v, want one: %v", tc.name, cvs[0].Warnings, tc.warned)
		}
		if tc.warned && !strings.Contains(strings.Join(applied(r), "\n"), "self_index") {
			t.Errorf("%s: the results do not say self_index changed: %q", tc.name, applied(r))
		}
	}
}

func applied(r corrections.Result) []string {
	var out []string
	for _, a := range r.Applied {
		out = append(out, a.Field+": "+a.Old+" -> "+a.New)
	}
	return out
}

// TestSetAuthorsTwice: applying the correction again to the corrected
// records (read back) changes nothing and warns once.
func TestSetAuthorsTwice(t *testing.T) {
	cvs := owned()
	set := `entry = "Last Place"` + "\n" + `set = { authors = ["Bo Lind", "Cy Moss"] }`
	apply(t, cvs, set)
	apply(t, cvs, set)
	if p := cvs[0].Publications[0]; p.SelfIndex != 0 || len(cvs[0].Warnings) != 1 {
		t.Errorf("applied twice: self_index %d, warnings %+v", p.SelfIndex, cvs[0].Warnings)
	}
}

// TestShortenedAuthorsCounts: after the owner is dropped from a paper
// they were first author of, the paper no longer counts as first-authored,
// nor as last-authored when they were last.
func TestShortenedAuthorsCounts(t *testing.T) {
	cvs := owned()
	apply(t, cvs, `entry = "First Place"`+"\n"+`set = { authors = ["Di Park"] }`)
	apply(t, cvs, `entry = "Last Place"`+"\n"+`set = { authors = ["Bo Lind", "Cy Moss"] }`)
	got := analytics.Compute(cvs, analytics.Options{}).Finish().Candidates[0].Counts
	if got.Papers != 2 || got.FirstAuthor != 0 || got.LastAuthor != 0 {
		t.Errorf("papers %d, first-authored %d, last-authored %d; want 2, 0, 0", got.Papers, got.FirstAuthor, got.LastAuthor)
	}
}

// TestPlacePastTheEndNotCounted: a record whose self_index is past the
// end of its author list (however it came to be) counts the owner's place
// as unknown: neither first nor last author.
func TestPlacePastTheEndNotCounted(t *testing.T) {
	c := &cv.CV{Source: "x.md", Name: "Ada Quill", Publications: []cv.Publication{
		{Title: "Gone Long", Authors: []string{"Bo Lind"}, SelfIndex: 1, Type: cv.TypeConference, Venue: "SOSP", Year: 2022},
		{Title: "Gone Past", Authors: []string{"Bo Lind", "Cy Moss"}, SelfIndex: 3, Type: cv.TypeConference, Venue: "SOSP", Year: 2022},
	}}
	c.Publications[0].Authors = nil // one author listed once, none now
	got := analytics.Compute([]*cv.CV{c}, analytics.Options{}).Finish().Candidates[0]
	if got.Counts.FirstAuthor != 0 || got.Counts.LastAuthor != 0 {
		t.Errorf("first-authored %d, last-authored %d; want 0, 0", got.Counts.FirstAuthor, got.Counts.LastAuthor)
	}
	for _, p := range got.Papers {
		if p.Place != 0 {
			t.Errorf("%q: place %d, want 0 (unknown)", p.Title, p.Place)
		}
	}
}
