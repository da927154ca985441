package analytics

import (
	"slices"

	"github.com/vitae-cv/vitae/cv"
)

// The counting policy: what a report counts as a paper, and what it lists
// but does not count. It is one table (Policy), so the package doc, the
// README, the options and every report say the same.
//
// By default a paper counts when it is peer-reviewed work that is out or
// accepted: a conference, journal or workshop paper or a book or book
// chapter, with no status or with status published, accepted or to
// appear. Everything else a CV lists is kept, shown apart and counted per
// reason (PaperCounts.NotCounted):
//
//   - preprint: a posted preprint, a working paper or a technical report
//     (type preprint);
//   - under review, submitted, in preparation: work whose status says it
//     is not yet accepted, whatever its type (the parser gives the status
//     of the heading it stands under, "Work in Progress", "Under Review");
//   - other writing: type other (articles, essays, talks listed as
//     papers, anything the parser could not place as peer reviewed);
//   - thesis, patent;
//   - not selected: counted by the policy but outside the report's
//     selection (--types, --since/--until, --area, --venues).
//
// Options.Types (--types) selects within the policy: it names the types
// that count, DefaultTypes when nil. Counting preprints (--include-
// preprints, or preprint in --types) also counts work not yet accepted,
// as it did before the policy: both are work not (yet) peer reviewed.

// Reason is why a listed publication is not counted: one of the reasons
// of Policy, or ReasonNotSelected.
type Reason string

// The reasons a listed publication is not counted.
const (
	ReasonPreprint      Reason = "preprint"
	ReasonUnderReview   Reason = "under_review"
	ReasonSubmitted     Reason = "submitted"
	ReasonInPreparation Reason = "in_preparation"
	ReasonOther         Reason = "other_writing"
	ReasonThesis        Reason = "thesis"
	ReasonPatent        Reason = "patent"
	// ReasonNotSelected is a paper the policy counts that the report's
	// selection (types, years, area, venues) leaves out.
	ReasonNotSelected Reason = "not_selected"
)

// ListedApart is one kind of work the policy lists but does not count.
type ListedApart struct {
	Reason Reason `json:"reason"`
	Label  string `json:"label"` // for people: "under review"
	What   string `json:"what"`  // what falls under it
}

// CountingPolicy is what counts as a paper and what is listed apart.
type CountingPolicy struct {
	// Counted are the peer-reviewed types counted by default.
	Counted []cv.PubType `json:"counted"`
	// Accepted are the statuses of counted work: work without a status
	// is taken as published.
	Accepted []cv.PubStatus `json:"accepted"`
	// Apart lists what is shown but not counted, in report order.
	Apart []ListedApart `json:"apart"`
}

// Policy is the counting policy every report applies.
var Policy = CountingPolicy{
	Counted:  []cv.PubType{cv.TypeConference, cv.TypeJournal, cv.TypeWorkshop, cv.TypeBook},
	Accepted: []cv.PubStatus{cv.PubPublished, cv.PubAccepted, cv.PubToAppear},
	Apart: []ListedApart{
		{ReasonPreprint, "preprints", "posted preprints, working papers, technical reports (type preprint)"},
		{ReasonUnderReview, "under review", "work whose status is under review"},
		{ReasonSubmitted, "submitted", "work whose status is submitted"},
		{ReasonInPreparation, "in preparation", "work in progress or in preparation"},
		{ReasonOther, "other writings", "type other: articles, essays, talks listed as papers"},
		{ReasonThesis, "theses", "type thesis"},
		{ReasonPatent, "patents", "type patent"},
		{ReasonNotSelected, "not selected", "counted by the policy, left out by the report's types, years, area or venues"},
	},
}

// notAccepted reports whether a status says the work is not yet accepted.
func notAccepted(s cv.PubStatus) bool {
	return s != "" && !slices.Contains(Policy.Accepted, s)
}

// PolicyReason is why the policy lists p apart by default, "" for a
// peer-reviewed paper it counts: the status when it says the work is not
// yet accepted, else the type.
func PolicyReason(p cv.Publication) Reason {
	if notAccepted(p.Status) {
		return Reason(p.Status)
	}
	switch p.Type {
	case cv.TypePreprint:
		return ReasonPreprint
	case cv.TypeThesis:
		return ReasonThesis
	case cv.TypePatent:
		return ReasonPatent
	case cv.TypeOther:
		return ReasonOther
	}
	if !slices.Contains(Policy.Counted, p.Type) {
		return ReasonOther // an unknown type in a hand-edited record
	}
	return ""
}

// countsPub reports whether the options count p's kind of work: its type
// is selected and, for work not yet accepted, preprints are counted too.
func (o Options) countsPub(p cv.Publication) bool {
	if notAccepted(p.Status) && !o.counts(cv.TypePreprint) {
		return false
	}
	return o.counts(p.Type)
}

// reasonOf is why the report does not count paper p (read from pub): the
// policy's reason when the options do not count its kind, else
// ReasonNotSelected.
func (o Options) reasonOf(pub cv.Publication) Reason {
	if r := PolicyReason(pub); r != "" && !o.countsPub(pub) {
		return r
	}
	return ReasonNotSelected
}

// ReasonCount is how many listed publications are not counted for one
// reason.
type ReasonCount struct {
	Reason Reason `json:"reason"`
	Label  string `json:"label"`
	N      int    `json:"n"`
}

// NotCountedList is pc.NotCounted in Policy order, reasons without
// publications left out; the counts add up to pc.Uncounted.
func (pc PaperCounts) NotCountedList() []ReasonCount {
	var out []ReasonCount
	for _, a := range Policy.Apart {
		if n := pc.NotCounted[a.Reason]; n > 0 {
			out = append(out, ReasonCount{a.Reason, a.Label, n})
		}
	}
	return out
}

// whyApart is the note of a paper the options do not count for its kind.
func whyApart(p cv.Publication) string {
	switch {
	case p.Type == cv.TypePreprint:
		return "preprint: shown apart"
	case notAccepted(p.Status):
		return p.Status.Label() + ": not yet accepted"
	}
	return "type " + string(p.Type) + " not counted"
}
