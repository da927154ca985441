package analytics_test

import (
	"maps"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

// policyCV lists one entry of every kind the counting policy tells apart
// (fictional titles).
func policyCV() *cv.CV {
	pub := func(title string, y int, t cv.PubType, s cv.PubStatus) cv.Publication {
		return cv.Publication{Title: title, Authors: []string{"Wren Alder", "Ola Brisk"}, SelfIndex: 1, Year: y, Type: t, Status: s, Venue: "OSDI"}
	}
	return &cv.CV{Source: "wren.md", Name: "Wren Alder", Publications: []cv.Publication{
		pub("Tidal Caches for Small Rooms", 2019, cv.TypeConference, cv.PubPublished),
		pub("Lantern Queues", 2020, cv.TypeJournal, cv.PubAccepted),
		pub("Quiet Workshop Notes on Moss", 2021, cv.TypeWorkshop, ""),
		pub("A Chapter on Paper Boats", 0, cv.TypeBook, cv.PubToAppear),
		pub("Posted Thoughts on Gravel", 2022, cv.TypePreprint, ""),
		pub("Pending Review of Kettles", 2023, cv.TypeConference, cv.PubUnderReview),
		pub("Sent Off About Ladders", 2023, cv.TypeJournal, cv.PubSubmitted),
		pub("Half Done With Feathers", 0, cv.TypeConference, cv.PubInPreparation),
		pub("An Essay on Chalk", 2018, cv.TypeOther, ""),
		pub("Dissertation on Pebbles", 2017, cv.TypeThesis, ""),
		pub("Method for Folding Maps", 2016, cv.TypePatent, ""),
	}}
}

// The default policy counts peer-reviewed work that is out or accepted,
// and lists everything else apart with a count per reason that adds up to
// the uncounted total.
func TestPolicyCountsPeerReviewedOnly(t *testing.T) {
	rep := analytics.Compute([]*cv.CV{policyCV()}, analytics.Options{}).Finish()
	c := rep.Candidates[0]
	if c.Counts.Papers != 4 || c.Counts.Uncounted != 7 {
		t.Errorf("counted %d, not counted %d; want 4 peer-reviewed and 7 apart", c.Counts.Papers, c.Counts.Uncounted)
	}
	want := map[analytics.Reason]int{
		analytics.ReasonPreprint: 1, analytics.ReasonUnderReview: 1, analytics.ReasonSubmitted: 1, analytics.ReasonInPreparation: 1,
		analytics.ReasonOther: 1, analytics.ReasonThesis: 1, analytics.ReasonPatent: 1,
	}
	if !maps.Equal(c.Tally().NotCounted, want) {
		t.Errorf("NotCounted = %v, want %v", c.Tally().NotCounted, want)
	}
	sum := 0
	for _, rc := range c.Tally().NotCountedList() {
		sum += rc.N
	}
	if sum != c.Counts.Uncounted {
		t.Errorf("the reasons add up to %d, want Uncounted %d", sum, c.Counts.Uncounted)
	}
	for _, p := range c.Papers {
		if p.Counted != (p.Reason == "") || p.Counted != (analytics.PolicyReason(cv.Publication{Type: p.Type, Status: p.Status}) == "") {
			t.Errorf("%q: counted %v, reason %q: the paper's reason and the policy disagree", p.Title, p.Counted, p.Reason)
		}
	}
	if !maps.Equal(rep.Cohort.NotCounted, want) {
		t.Errorf("cohort NotCounted = %v, want the candidate's %v", rep.Cohort.NotCounted, want)
	}
}

// --types and --include-preprints select within the policy: counting
// preprints also counts work not yet accepted; naming other counts other
// writings; papers the selection leaves out are "not selected".
func TestPolicySelections(t *testing.T) {
	withPreprints := append(append([]cv.PubType(nil), analytics.DefaultTypes...), cv.TypePreprint)
	cases := []struct {
		name   string
		opt    analytics.Options
		papers int
		reason map[analytics.Reason]int
	}{
		{"preprints", analytics.Options{Types: withPreprints}, 8, map[analytics.Reason]int{analytics.ReasonOther: 1, analytics.ReasonThesis: 1, analytics.ReasonPatent: 1}},
		{"other", analytics.Options{Types: append(append([]cv.PubType(nil), analytics.DefaultTypes...), cv.TypeOther)}, 5,
			map[analytics.Reason]int{analytics.ReasonPreprint: 1, analytics.ReasonUnderReview: 1, analytics.ReasonSubmitted: 1, analytics.ReasonInPreparation: 1, analytics.ReasonThesis: 1, analytics.ReasonPatent: 1}},
		{"journals since 2020", analytics.Options{Types: []cv.PubType{cv.TypeJournal}, Since: 2020}, 1,
			map[analytics.Reason]int{analytics.ReasonNotSelected: 3, analytics.ReasonPreprint: 1, analytics.ReasonUnderReview: 1, analytics.ReasonSubmitted: 1, analytics.ReasonInPreparation: 1, analytics.ReasonOther: 1, analytics.ReasonThesis: 1, analytics.ReasonPatent: 1}},
	}
	for _, tc := range cases {
		c := analytics.Compute([]*cv.CV{policyCV()}, tc.opt).Finish().Candidates[0]
		if c.Counts.Papers != tc.papers || !maps.Equal(c.Tally().NotCounted, tc.reason) {
			t.Errorf("%s: counted %d, not counted %v; want %d, %v", tc.name, c.Counts.Papers, c.Tally().NotCounted, tc.papers, tc.reason)
		}
	}
}

// The policy is data: the default types are its counted types, and every
// reason a paper can get is one of its reasons, labelled.
func TestPolicyIsOneTable(t *testing.T) {
	if !maps.Equal(typeSet(analytics.DefaultTypes), typeSet(analytics.Policy.Counted)) {
		t.Errorf("DefaultTypes %v are not Policy.Counted %v", analytics.DefaultTypes, analytics.Policy.Counted)
	}
	if typeSet(analytics.DefaultTypes)[cv.TypeOther] {
		t.Error("other writings are counted by default")
	}
	seen := map[analytics.Reason]bool{}
	for _, a := range analytics.Policy.Apart {
		if a.Label == "" || a.What == "" {
			t.Errorf("reason %q has no label or description", a.Reason)
		}
		seen[a.Reason] = true
	}
	for _, p := range policyCV().Publications {
		if r := analytics.PolicyReason(p); r != "" && !seen[r] {
			t.Errorf("%q: reason %q is not in Policy.Apart", p.Title, r)
		}
	}
}

func typeSet(ts []cv.PubType) map[cv.PubType]bool {
	m := map[cv.PubType]bool{}
	for _, t := range ts {
		m[t] = true
	}
	return m
}
