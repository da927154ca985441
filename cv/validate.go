package cv

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv/venue"
)

// The years a record may carry: a year outside them is a typing slip
// (a record read back from JSON), never a CV's.
const (
	MinYear = 1900
	MaxYear = 2100
)

// The documented values of the record's closed fields, in the order the
// README lists them.
var (
	Levels        = []Level{LevelPhD, LevelMasters, LevelBachelors, LevelOther}
	PositionKinds = []PositionKind{KindFaculty, KindPostdoc, KindIndustry, KindInternship, KindResearch, KindTeaching, KindVisiting, KindOther}
	PubTypes      = []PubType{TypeConference, TypeJournal, TypeWorkshop, TypePreprint, TypeThesis, TypeBook, TypePatent, TypeOther}
	AwardCats     = []AwardCategory{CatFellowship, CatScholarship, CatPaperAward, CatTravelGrant, CatHonor, CatGrant, CatOther}
	AwardStatuses = []AwardStatus{StatusAwarded, StatusFinalist, StatusNominee, StatusHonorableMention}
	// Formats are the front ends a record may name (cv/doc's formats);
	// a record made elsewhere names none.
	Formats = []string{"markdown", "text", "html", "docx", "pdf", "jsonresume", "rendercv", "yaml", "orcid", "bibtex", "latex"}
	// Stages are the career stages a record's stage may name.
	Stages = []Stage{StagePhDStudent, StagePostdoc, StageFaculty, StageIndustry, StageOther}
	// AsOfSources are where an as_of date may come from.
	AsOfSources = []string{AsOfStated, AsOfFile, AsOfLatestItem, AsOfOverride}
)

// Problem is one way a record breaks the JSON contract: where (the JSON
// path from the record: keys and 0-based indexes) and what, in plain words
// that count entries from 1 ("publication 3: ...").
type Problem struct {
	Path []any
	Msg  string
}

// Validate lists the record's problems: a closed field (level, kind, type,
// status, category, format, stage, as_of source, a publication's area) with a
// value outside its documented set (compared exactly: "phd " is not
// "phd"), a self_index outside the author list, a year outside
// MinYear..MaxYear, a month outside 1..12, an award that ends before it
// starts. None means the record is
// valid. Records the parser writes are always valid; Validate is for
// records edited by hand and read back.
func (c *CV) Validate() []Problem {
	v := &validator{}
	if c.Format != "" {
		v.path, v.what, v.list = nil, "", ""
		oneOf(v, "format", c.Format, Formats)
	}
	for i, e := range c.Education {
		v.at("education", i, "degree")
		oneOf(v, "level", e.Level, Levels)
		v.date("start", e.Start)
		v.date("end", e.End)
	}
	for i, p := range c.Positions {
		v.at("positions", i, "position")
		oneOf(v, "kind", p.Kind, PositionKinds)
		v.date("start", p.Start)
		v.date("end", p.End)
	}
	for i, p := range c.Publications {
		v.publication(i, p)
	}
	for i, a := range c.Awards {
		v.award(i, a)
	}
	for i, t := range c.Talks {
		v.at("talks", i, "talk")
		v.date("date", t.Date)
	}
	for i, s := range c.Service {
		v.at("service", i, "service entry")
		v.year("year", s.Year)
	}
	for i, p := range c.Projects {
		v.at("projects", i, "project")
		v.date("start", p.Start)
		v.date("end", p.End)
	}
	if c.Stage != "" {
		v.path, v.what, v.list = nil, "", ""
		oneOf(v, "stage", c.Stage, Stages)
	}
	if c.AsOf != nil {
		v.path, v.what, v.list = []any{"as_of"}, "as_of", ""
		v.date("date", c.AsOf.Date)
		if c.AsOf.Source != "" {
			oneOf(v, "source", c.AsOf.Source, AsOfSources)
		}
	}
	return v.problems
}

func (v *validator) publication(i int, p Publication) {
	v.at("publications", i, "publication")
	oneOf(v, "type", p.Type, PubTypes)
	if !p.Status.Valid() {
		v.addf("status", "status %q is not one of %s", p.Status, joinStatuses())
	}
	switch n := len(p.Authors); {
	case p.SelfIndex < 0:
		v.addf("self_index", "self_index %d is negative (use 0 when the owner is not among the authors)", p.SelfIndex)
	case p.SelfIndex > n:
		v.addf("self_index", "self_index %d is past the end of the %d author(s) listed (it counts from 1; use 0 when the owner is not among them)", p.SelfIndex, n)
	}
	v.year("year", p.Year)
	if p.Area != "" && !venue.ValidArea(p.Area) {
		v.addf("area", "area %q is not a catalogue area (want one of %s, or leave it out)", p.Area, strings.Join(venue.Areas(), ", "))
	}
}

func (v *validator) award(i int, a Award) {
	v.at("awards", i, "award")
	oneOf(v, "category", a.Category, AwardCats)
	oneOf(v, "status", a.Status, AwardStatuses)
	v.year("year", a.Year)
	v.year("end_year", a.EndYear)
	if a.Year != 0 && a.EndYear != 0 && a.EndYear < a.Year {
		v.addf("end_year", "end_year %d is before year %d", a.EndYear, a.Year)
	}
}

// validator gathers problems; list, index and what name the entry being
// checked (path and what when it is not in a list), put in words only
// when there is a problem.
type validator struct {
	path     []any
	what     string
	list     string
	index    int
	problems []Problem
}

// at starts checking entry i of list, called what in messages.
func (v *validator) at(list string, i int, what string) {
	v.path, v.what, v.list, v.index = nil, what, list, i
}

func (v *validator) addf(field, format string, args ...any) {
	path, what := slices.Clip(v.path), v.what
	if v.list != "" {
		path, what = []any{v.list, v.index}, fmt.Sprintf("%s %d", v.what, v.index+1)
	}
	path = append(path, field)
	msg := fmt.Sprintf(format, args...)
	if what != "" {
		msg = what + ": " + msg
	}
	v.problems = append(v.problems, Problem{Path: path, Msg: msg})
}

// oneOf checks a closed field.
func oneOf[T ~string](v *validator, field string, got T, set []T) {
	if slices.Contains(set, got) {
		return
	}
	names := make([]string, len(set))
	for i, s := range set {
		names[i] = string(s)
	}
	want := strings.Join(names, ", ")
	if got == "" {
		v.addf(field, "%s is missing (want one of %s)", field, want)
		return
	}
	v.addf(field, "%s %q is not one of %s", field, got, want)
}

// year checks a year field: 0 (unknown) or MinYear..MaxYear.
func (v *validator) year(field string, y int) {
	if y != 0 && (y < MinYear || y > MaxYear) {
		v.addf(field, "%s %d is not a year between %d and %d (use 0 or leave it out when unknown)", field, y, MinYear, MaxYear)
	}
}

// date checks a date field.
func (v *validator) date(field string, d Date) {
	switch {
	case d.Present:
	case d.Year == 0 && d.Month != 0:
		v.addf(field, "%s has a month but no year", field)
	case d.Year != 0 && (d.Year < MinYear || d.Year > MaxYear):
		v.addf(field, "%s %d is not a year between %d and %d", field, d.Year, MinYear, MaxYear)
	case d.Month < 0 || d.Month > 12:
		v.addf(field, "%s has month %d (want 1 to 12)", field, d.Month)
	}
}
