// Package cv is the record vitae reads a CV into: the first stage of the
// pipeline (cv/parse fills it, analytics counts it, reports render it).
//
// The JSON form of CV is a public contract: users keep it, correct it by
// hand and feed it back to vitae. Field names are snake_case and documented
// in the README; a date is "YYYY", "YYYY-MM" or "present". The package
// imports nothing else of vitae's.
package cv

import (
	"encoding/json"
	"fmt"
	"strings"
)

// CV is everything vitae reads out of one curriculum vitae.
type CV struct {
	// Source is the input path as given on the command line ("-" for stdin).
	Source string `json:"source"`
	// Format is the front end that read the input: markdown, text, html,
	// docx or pdf (see package doc). Empty for records from elsewhere.
	Format string `json:"format,omitempty"`
	// Name is the CV owner's name.
	Name    string  `json:"name"`
	Contact Contact `json:"contact"`
	// Personal holds birth date, gender and nationality when a CV states
	// them. It is kept apart so reports can leave it out.
	Personal *Personal `json:"personal,omitempty"`
	// Summary is a free-text objective or biography paragraph.
	Summary string `json:"summary,omitempty"`
	// Interests lists research interests.
	Interests    []string      `json:"interests,omitempty"`
	Education    []Education   `json:"education"`
	Positions    []Position    `json:"positions"`
	Publications []Publication `json:"publications"`
	Awards       []Award       `json:"awards"`
	Talks        []Talk        `json:"talks"`
	Service      []Service     `json:"service"`
	Teaching     []Teaching    `json:"teaching"`
	Skills       []string      `json:"skills,omitempty"`
	Projects     []Project     `json:"projects,omitempty"`
	// Corrected says what a committee corrected by hand in this record
	// (free text, one entry per correction); reports list such records.
	Corrected []string `json:"corrected,omitempty"`
	// Stage is the career stage a committee set by hand (a correction,
	// one of Stages); empty leaves it to the rule analytics applies to
	// the positions and degrees.
	Stage Stage `json:"stage,omitempty"`
	// AsOf is the date the CV speaks for ("Last updated …", the file's
	// metadata, or its latest dated entry) and where it came from.
	AsOf *AsOf `json:"as_of,omitempty"`
	// Warnings lists what the parser saw but could not place.
	Warnings []Warning `json:"warnings,omitempty"`
}

// Stage is a career stage, as a correction sets it (CV.Stage).
type Stage string

// Career stages, in report order.
const (
	StagePhDStudent Stage = "phd_student"
	StagePostdoc    Stage = "postdoc"
	StageFaculty    Stage = "faculty"
	StageIndustry   Stage = "industry"
	StageOther      Stage = "other"
)

// Contact is how to reach the CV owner.
type Contact struct {
	Emails  []string `json:"emails"`
	Phones  []string `json:"phones,omitempty"`
	Links   []string `json:"links,omitempty"`
	Address string   `json:"address,omitempty"`
}

// Personal holds details a committee may be required to ignore.
type Personal struct {
	BirthDate   string `json:"birth_date,omitempty"`
	Gender      string `json:"gender,omitempty"`
	Nationality string `json:"nationality,omitempty"`
}

// Level is the level of a degree.
type Level string

// Degree levels.
const (
	LevelPhD       Level = "phd"
	LevelMasters   Level = "masters"
	LevelBachelors Level = "bachelors"
	LevelOther     Level = "other"
)

// Education is one degree, finished or under way.
type Education struct {
	// Degree is the degree as written ("Ph.D. in Computer Science").
	Degree      string   `json:"degree,omitempty"`
	Level       Level    `json:"level"`
	Field       string   `json:"field,omitempty"`
	Institution string   `json:"institution,omitempty"`
	Location    string   `json:"location,omitempty"`
	Start       Date     `json:"start,omitzero"`
	End         Date     `json:"end,omitzero"`
	Expected    bool     `json:"expected,omitempty"`
	Advisors    []string `json:"advisors,omitempty"`
	Thesis      string   `json:"thesis,omitempty"`
	GPA         string   `json:"gpa,omitempty"`
	Line        int      `json:"line"`
	// Corrected names the fields a correction (cv/corrections) set, or
	// holds "added" for an entry a correction added; empty otherwise.
	Corrected []string `json:"corrected,omitempty"`
}

// PositionKind classifies a position.
type PositionKind string

// Position kinds.
const (
	KindFaculty    PositionKind = "faculty"
	KindPostdoc    PositionKind = "postdoc"
	KindIndustry   PositionKind = "industry"
	KindInternship PositionKind = "internship"
	KindResearch   PositionKind = "research"
	KindTeaching   PositionKind = "teaching"
	KindVisiting   PositionKind = "visiting"
	KindOther      PositionKind = "other"
)

// Position is one job or appointment.
type Position struct {
	Title        string       `json:"title"`
	Organization string       `json:"organization,omitempty"`
	Location     string       `json:"location,omitempty"`
	Kind         PositionKind `json:"kind"`
	Start        Date         `json:"start,omitzero"`
	End          Date         `json:"end,omitzero"`
	Line         int          `json:"line"`
	// Corrected names the fields a correction (cv/corrections) set, or
	// holds "added" for an entry a correction added; empty otherwise.
	Corrected []string `json:"corrected,omitempty"`
}

// PubType is the type of a publication.
type PubType string

// Publication types.
const (
	TypeConference PubType = "conference"
	TypeJournal    PubType = "journal"
	TypeWorkshop   PubType = "workshop"
	TypePreprint   PubType = "preprint"
	TypeThesis     PubType = "thesis"
	TypeBook       PubType = "book"
	TypePatent     PubType = "patent"
	TypeOther      PubType = "other"
)

// PubStatus is where a publication stands in peer review. The set is
// closed: PubStatuses lists it, and reading a record with any other value
// is an error.
type PubStatus string

// Publication statuses. A preprint is a type (TypePreprint), not a status:
// a posted preprint has no status, one "under review" has PubUnderReview.
const (
	PubPublished     PubStatus = "published"
	PubAccepted      PubStatus = "accepted"
	PubToAppear      PubStatus = "to_appear"
	PubUnderReview   PubStatus = "under_review"
	PubSubmitted     PubStatus = "submitted"
	PubInPreparation PubStatus = "in_preparation"
)

// PubStatuses is the documented set of publication statuses, in the order
// work moves through them backwards (from finished to planned).
var PubStatuses = []PubStatus{PubPublished, PubAccepted, PubToAppear, PubUnderReview, PubSubmitted, PubInPreparation}

// Valid reports whether s is empty or one of PubStatuses.
func (s PubStatus) Valid() bool {
	if s == "" {
		return true
	}
	for _, v := range PubStatuses {
		if s == v {
			return true
		}
	}
	return false
}

// UnmarshalJSON reads a status and rejects values outside the documented
// set. "preprint", which records written by vitae before the set was
// closed carry, reads as no status (the type already says preprint).
func (s *PubStatus) UnmarshalJSON(b []byte) error {
	str, ok := plainJSONString(b)
	if !ok {
		if err := json.Unmarshal(b, &str); err != nil {
			return fmt.Errorf("publication status: %w", err)
		}
	}
	v := PubStatus(str)
	if v == "preprint" {
		v = ""
	}
	if !v.Valid() {
		return fmt.Errorf("publication status %q is not one of %s", str, joinStatuses())
	}
	*s = v
	return nil
}

// Label is the status for people to read: "under review" for
// "under_review".
func (s PubStatus) Label() string { return strings.ReplaceAll(string(s), "_", " ") }

func joinStatuses() string {
	parts := make([]string, len(PubStatuses))
	for i, v := range PubStatuses {
		parts[i] = string(v)
	}
	return strings.Join(parts, ", ")
}

// Publication is one paper, article, preprint or similar.
type Publication struct {
	Title   string   `json:"title"`
	Authors []string `json:"authors"`
	// SelfIndex is the 1-based place of the CV owner among Authors; 0 when
	// the owner could not be found.
	SelfIndex int `json:"self_index"`
	// EqualContribution is true when the owner is marked as an equal
	// contributor (a "*" or "†" after their name).
	EqualContribution bool `json:"equal_contribution,omitempty"`
	// EtAl is true when the author list was cut with "et al." or an
	// ellipsis; Authors holds only those listed.
	EtAl bool `json:"et_al,omitempty"`
	// Venue is the canonical venue acronym from the catalogue; empty when
	// the venue is not in the catalogue (VenueRaw keeps the text).
	Venue    string `json:"venue,omitempty"`
	VenueRaw string `json:"venue_raw,omitempty"`
	// Area is the venue's research area from the catalogue.
	Area string  `json:"area,omitempty"`
	Year int     `json:"year,omitempty"`
	Type PubType `json:"type"`
	// Status is where the work stands in peer review (see PubStatus);
	// empty when the CV does not say, as for a posted preprint.
	Status PubStatus `json:"status,omitempty"`
	// Awards on the paper, such as "Best Paper Award": prizes and
	// honourable mentions, never a presentation label (Distinction).
	Awards []string `json:"awards,omitempty"`
	// Distinction is how the venue presented the paper, as the CV writes
	// it ("Oral", "Spotlight", "Highlight", "Contributed talk"): shown
	// beside the paper, never counted as an award.
	Distinction string `json:"distinction,omitempty"`
	Line        int    `json:"line"`
	// Corrected names the fields a correction (cv/corrections) set, or
	// holds "added" for an entry a correction added; empty otherwise.
	Corrected []string `json:"corrected,omitempty"`
	// CorrectionNote is why it was corrected, as the correction says.
	CorrectionNote string `json:"correction_note,omitempty"`
}

// AwardCategory classifies an award.
type AwardCategory string

// Award categories.
const (
	CatFellowship  AwardCategory = "fellowship"
	CatScholarship AwardCategory = "scholarship"
	CatPaperAward  AwardCategory = "paper_award"
	CatTravelGrant AwardCategory = "travel_grant"
	CatHonor       AwardCategory = "honor"
	CatGrant       AwardCategory = "grant"
	CatOther       AwardCategory = "other"
)

// AwardStatus tells whether an award was won or only approached.
type AwardStatus string

// Award statuses.
const (
	StatusAwarded          AwardStatus = "awarded"
	StatusFinalist         AwardStatus = "finalist"
	StatusNominee          AwardStatus = "nominee"
	StatusHonorableMention AwardStatus = "honorable_mention"
)

// Award is one award, fellowship, scholarship, grant or honor.
type Award struct {
	Name     string        `json:"name"`
	Year     int           `json:"year,omitempty"`
	EndYear  int           `json:"end_year,omitempty"`
	Category AwardCategory `json:"category"`
	Status   AwardStatus   `json:"status"`
	Issuer   string        `json:"issuer,omitempty"`
	// Note is a qualifier such as "top 1.6%".
	Note string `json:"note,omitempty"`
	Line int    `json:"line"`
	// Corrected names the fields a correction (cv/corrections) set, or
	// holds "added" for an entry a correction added; empty otherwise.
	Corrected []string `json:"corrected,omitempty"`
	// CorrectionNote is why it was corrected, as the correction says.
	CorrectionNote string `json:"correction_note,omitempty"`
}

// Talk is one time a talk was given.
type Talk struct {
	Title    string `json:"title"`
	Event    string `json:"event,omitempty"`
	Location string `json:"location,omitempty"`
	Date     Date   `json:"date,omitzero"`
	Line     int    `json:"line"`
	// Corrected names the fields a correction (cv/corrections) set, or
	// holds "added" for an entry a correction added; empty otherwise.
	Corrected []string `json:"corrected,omitempty"`
}

// Service is one service role (committee member, reviewer, chair).
type Service struct {
	Role  string `json:"role"`
	Venue string `json:"venue,omitempty"`
	Year  int    `json:"year,omitempty"`
	Line  int    `json:"line"`
	// Corrected names the fields a correction (cv/corrections) set, or
	// holds "added" for an entry a correction added; empty otherwise.
	Corrected []string `json:"corrected,omitempty"`
}

// Teaching is one teaching or mentoring entry.
type Teaching struct {
	Role        string   `json:"role,omitempty"`
	Course      string   `json:"course"`
	Institution string   `json:"institution,omitempty"`
	Terms       []string `json:"terms,omitempty"`
	Line        int      `json:"line"`
	// Corrected names the fields a correction (cv/corrections) set, or
	// holds "added" for an entry a correction added; empty otherwise.
	Corrected []string `json:"corrected,omitempty"`
}

// Project is one research project.
type Project struct {
	Title string `json:"title"`
	Start Date   `json:"start,omitzero"`
	End   Date   `json:"end,omitzero"`
	Line  int    `json:"line"`
}

// Warning is something the parser saw and could not place.
type Warning struct {
	// Page is the page of a PDF the warning is about; 0 for other formats.
	Page int `json:"page,omitempty"`
	// Line is the line in the source (for PDF: the line on its page; for
	// DOCX: the paragraph), 0 when the warning is about the whole input.
	Line    int    `json:"line"`
	Section string `json:"section,omitempty"`
	Message string `json:"message"`
	Text    string `json:"text,omitempty"`
}
