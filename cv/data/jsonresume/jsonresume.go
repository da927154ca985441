// Package jsonresume reads a CV kept as JSON Resume 1.x
// (jsonresume.org: basics, work, volunteer, education, awards,
// certificates, publications, skills, interests, projects) with the
// extensions academic sites use: an "authors" list on publications, a
// "publisher" holding "VENUE YEAR" or "Published: VENUE'YY", advisors
// in "courses" or "description". Its writer is the package resume.
package jsonresume

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/fields"
	"github.com/vitae-cv/vitae/cv/data/jsonresume/resume"
	"github.com/vitae-cv/vitae/cv/parse"
)

// Name is the format's name in records.
const Name = "jsonresume"

// Format is JSON Resume.
var Format = data.Format{Name: Name, Sniff: Sniff, Read: Read}

// Sniff reports whether head is a JSON object with a top-level "basics"
// key and no "source" key (vitae's own records have one): a JSON
// Resume, whatever the file is called.
func Sniff(name string, head []byte) bool {
	keys := fields.TopKeys(head)
	return keys["basics"] && !keys["source"]
}

// Read reads one JSON Resume document.
func Read(ctx context.Context, src data.Source, opt data.Options) (*cv.CV, error) {
	var r resume.Resume
	dec := json.NewDecoder(bytes.NewReader(src.Data))
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf("not a JSON Resume document: %w", jsonError(src.Data, err))
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return FromResume(src.Name, &r, opt), nil
}

// jsonError adds the line to a JSON syntax or type error.
func jsonError(b []byte, err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	off := int64(-1)
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	}
	if off < 0 || off > int64(len(b)) {
		return err
	}
	return fmt.Errorf("line %d: %w", bytes.Count(b[:off], []byte("\n"))+1, err)
}

// FromResume maps a JSON Resume document onto a record.
func FromResume(source string, r *resume.Resume, opt data.Options) *cv.CV {
	c := &cv.CV{Source: source, Format: Name}
	basics(c, r.Basics)
	if c.Name == "" {
		c.Name = opt.Owner
	}
	for _, w := range r.Work {
		c.Positions = append(c.Positions, position(w))
	}
	for _, w := range r.Volunteer {
		c.Service = append(c.Service, cv.Service{Role: clean(w.Position), Venue: clean(w.Organization), Year: fields.Year(string(w.StartDate))})
	}
	for _, e := range r.Education {
		c.Education = append(c.Education, education(e))
	}
	for _, a := range r.Awards {
		c.Awards = append(c.Awards, award(a.Title, a.Date, a.Awarder, a.Summary))
	}
	for _, a := range r.Certificates {
		aw := award(a.Name, a.Date, a.Issuer, a.Summary)
		aw.Category = cv.CatOther
		c.Awards = append(c.Awards, aw)
	}
	for _, p := range r.Publications {
		c.Publications = append(c.Publications, publication(p, c.Name, opt))
	}
	for _, s := range r.Skills {
		if n := clean(s.Name); n != "" {
			c.Skills = append(c.Skills, n)
		}
	}
	for _, s := range r.Interests {
		if n := clean(s.Name); n != "" {
			c.Interests = append(c.Interests, n)
		}
	}
	for _, p := range r.Projects {
		start, end := span(p.StartDate, p.EndDate)
		c.Projects = append(c.Projects, cv.Project{Title: clean(p.Name), Start: start, End: end})
	}
	return c
}

func clean(s resume.Str) string { return fields.Clean(string(s)) }

func basics(c *cv.CV, b resume.Basics) {
	c.Name = clean(b.Name)
	c.Summary = clean(b.Summary)
	if e := strings.TrimSpace(string(b.Email)); e != "" {
		c.Contact.Emails = append(c.Contact.Emails, e)
	}
	if p := strings.TrimSpace(string(b.Phone)); p != "" {
		c.Contact.Phones = append(c.Contact.Phones, p)
	}
	if u := strings.TrimSpace(string(b.URL)); u != "" {
		c.Contact.Links = append(c.Contact.Links, u)
	}
	for _, p := range b.Profiles {
		if u := strings.TrimSpace(string(p.URL)); u != "" {
			c.Contact.Links = append(c.Contact.Links, u)
		}
	}
	if l := b.Location; l != nil {
		var parts []string
		for _, s := range []resume.Str{l.Address, l.City, l.Region, l.PostalCode, l.CountryCode} {
			if t := clean(s); t != "" {
				parts = append(parts, t)
			}
		}
		c.Contact.Address = strings.Join(parts, ", ")
	}
}

// span reads a start and an end date; an entry that started and names
// no end ("endDate" absent or "") is ongoing, as JSON Resume themes
// print it.
func span(start resume.Str, end *resume.Str) (cv.Date, cv.Date) {
	s := fields.Date(string(start))
	if end == nil || strings.TrimSpace(string(*end)) == "" {
		if s.IsZero() {
			return s, cv.Date{}
		}
		return s, cv.Present
	}
	return s, fields.Date(string(*end))
}

func position(w resume.Work) cv.Position {
	org := clean(w.Name)
	if org == "" {
		org = clean(w.Organization)
	}
	p := cv.Position{Title: clean(w.Position), Organization: org, Location: clean(w.Location)}
	p.Start, p.End = span(w.StartDate, w.EndDate)
	p.Kind = fields.PositionKind(p.Title, p.Organization)
	return p
}

func education(e resume.Education) cv.Education {
	ed := cv.Education{Degree: clean(e.StudyType), Field: clean(e.Area), Institution: clean(e.Institution), GPA: clean(e.Score)}
	if ed.GPA == "" {
		ed.GPA = clean(e.GPA)
	}
	ed.Start, ed.End = span(e.StartDate, e.EndDate)
	ed.Level = parse.DegreeLevel(ed.Degree)
	if ed.Level == cv.LevelOther && ed.Degree == "" {
		ed.Level = parse.DegreeLevel(ed.Field)
	}
	for _, a := range e.Advisors {
		if n := clean(a); n != "" {
			ed.Advisors = append(ed.Advisors, n)
		}
	}
	for _, s := range append(append([]resume.Str{}, e.Courses...), e.Description) {
		advisorsOrThesis(&ed, clean(s))
	}
	return ed
}

// advisorsOrThesis reads "Advisor(s): A & B" and "Thesis: T" lines of an
// education entry's courses or description.
func advisorsOrThesis(ed *cv.Education, s string) {
	key, val, ok := strings.Cut(s, ":")
	if !ok {
		return
	}
	switch k := strings.ToLower(strings.TrimSpace(key)); {
	case strings.HasPrefix(k, "advisor") || strings.HasPrefix(k, "adviser") || strings.HasPrefix(k, "supervisor"):
		if len(ed.Advisors) == 0 {
			ed.Advisors = fields.People(val)
		}
	case strings.HasPrefix(k, "thesis") || strings.HasPrefix(k, "dissertation"):
		ed.Thesis = strings.TrimSpace(val)
	}
}

func award(title, date, awarder, summary resume.Str) cv.Award {
	a := cv.Award{Name: clean(title), Issuer: clean(awarder), Note: clean(summary)}
	start, end := fields.Span(string(date))
	a.Year = start.Year
	if end.Year > start.Year {
		a.EndYear = end.Year
	}
	a.Category = parse.AwardCategory(a.Name, a.Note)
	a.Status = parse.AwardStatus(a.Name, a.Note)
	return a
}

func publication(p resume.Publication, owner string, opt data.Options) cv.Publication {
	pub := cv.Publication{Title: clean(p.Name)}
	w := fields.Locate(opt.Parse.Venues, string(p.Publisher))
	pub.Venue, pub.VenueRaw, pub.Area, pub.Type, pub.Status = w.Venue, w.Raw, w.Area, w.Type, w.Status
	if pub.Type == cv.TypeOther && pub.Venue == "" {
		pub.Type = fields.KindOfWords(w.Raw)
	}
	pub.Year = fields.Year(string(p.ReleaseDate))
	if pub.Year == 0 {
		pub.Year = w.Year
	}
	if t := cv.PubType(strings.ToLower(string(p.Type))); validType(t) {
		pub.Type = t
	}
	if s := cv.PubStatus(strings.ToLower(string(p.Status))); s != "" && s.Valid() {
		pub.Status = s
	}
	var raw []string
	for _, a := range p.Authors {
		raw = append(raw, string(a))
	}
	pub.Authors, pub.SelfIndex, pub.EqualContribution = authors(raw, owner)
	return pub
}

// authors reads an author list given as a list of names, the owner's
// found by a bold mark or by name.
func authors(raw []string, owner string) (list []string, self int, equal bool) {
	var marked []string
	var eqs []bool
	for _, a := range raw {
		marked = append(marked, fields.Bold(a)...)
		ns, eq, _ := fields.Authors(a)
		if len(ns) == 1 {
			list = append(list, ns[0])
			eqs = append(eqs, eq[0])
		} else if n := clean(resume.Str(a)); n != "" {
			list = append(list, n)
			eqs = append(eqs, false)
		}
	}
	self = fields.SelfIndex(owner, list, marked)
	if self > 0 {
		equal = eqs[self-1]
	}
	return list, self, equal
}

func validType(t cv.PubType) bool {
	switch t {
	case cv.TypeConference, cv.TypeJournal, cv.TypeWorkshop, cv.TypePreprint, cv.TypeThesis, cv.TypeBook, cv.TypePatent, cv.TypeOther:
		return true
	}
	return false
}
