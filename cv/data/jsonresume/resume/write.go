package resume

import (
	"bytes"
	"encoding/json"
	"io"
	"strconv"

	"github.com/vitae-cv/vitae/cv"
)

// SchemaURL is the JSON Resume schema the writer names in "$schema".
const SchemaURL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json"

// Write writes cvs as JSON Resume: one CV as one document (a
// resume.json as sites keep it), none or several as a JSON array of
// documents, in order; indented by two spaces, HTML characters not
// escaped, with a trailing newline. What JSON Resume has no place for
// (talks, teaching, warnings) is left out; service roles are written as
// "volunteer" entries, awards of category "other" as "certificates",
// publication types and statuses and author lists
// as the extension fields "type", "status" and "authors".
func Write(w io.Writer, cvs []*cv.CV) error {
	var v any
	if len(cvs) == 1 {
		v = FromCV(cvs[0])
	} else {
		docs := make([]Resume, len(cvs))
		for i, c := range cvs {
			docs[i] = FromCV(c)
		}
		v = docs
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// FromCV is the JSON Resume document of one record.
func FromCV(c *cv.CV) Resume {
	r := Resume{Schema: SchemaURL, Basics: basicsOf(c)}
	for _, p := range c.Positions {
		r.Work = append(r.Work, Work{Name: Str(p.Organization), Position: Str(p.Title), Location: Str(p.Location),
			StartDate: Str(p.Start.String()), EndDate: endOf(p.End)})
	}
	for _, s := range c.Service {
		r.Volunteer = append(r.Volunteer, Work{Organization: Str(s.Venue), Position: Str(s.Role), StartDate: yearStr(s.Year)})
	}
	for _, e := range c.Education {
		r.Education = append(r.Education, educationOf(e))
	}
	for _, a := range c.Awards {
		if a.Category == cv.CatOther { // a certificate or the like
			r.Certificates = append(r.Certificates, Award{Name: Str(a.Name), Date: awardDate(a), Issuer: Str(a.Issuer), Summary: Str(a.Note)})
			continue
		}
		r.Awards = append(r.Awards, Award{Title: Str(a.Name), Date: awardDate(a), Awarder: Str(a.Issuer), Summary: Str(a.Note)})
	}
	for _, p := range c.Publications {
		r.Publications = append(r.Publications, publicationOf(p))
	}
	for _, s := range c.Skills {
		r.Skills = append(r.Skills, Named{Name: Str(s)})
	}
	for _, s := range c.Interests {
		r.Interests = append(r.Interests, Named{Name: Str(s)})
	}
	for _, p := range c.Projects {
		r.Projects = append(r.Projects, Project{Name: Str(p.Title), StartDate: Str(p.Start.String()), EndDate: endOf(p.End)})
	}
	return r
}

func basicsOf(c *cv.CV) Basics {
	b := Basics{Name: Str(c.Name), Summary: Str(c.Summary)}
	if len(c.Contact.Emails) > 0 {
		b.Email = Str(c.Contact.Emails[0])
	}
	if len(c.Contact.Phones) > 0 {
		b.Phone = Str(c.Contact.Phones[0])
	}
	for i, l := range c.Contact.Links {
		if i == 0 {
			b.URL = Str(l)
			continue
		}
		b.Profiles = append(b.Profiles, Profile{URL: Str(l)})
	}
	if c.Contact.Address != "" {
		b.Location = &Location{Address: Str(c.Contact.Address)}
	}
	return b
}

func educationOf(e cv.Education) Education {
	out := Education{Institution: Str(e.Institution), Area: Str(e.Field), StudyType: Str(e.Degree),
		StartDate: Str(e.Start.String()), EndDate: endOf(e.End), Score: Str(e.GPA)}
	if out.StudyType == "" && e.Level != "" && e.Level != cv.LevelOther {
		out.StudyType = Str(levelWords[e.Level])
	}
	for _, a := range e.Advisors {
		out.Advisors = append(out.Advisors, Str(a))
	}
	return out
}

// levelWords names a level for a degree written without its name.
var levelWords = map[cv.Level]string{cv.LevelPhD: "PhD", cv.LevelMasters: "Master", cv.LevelBachelors: "Bachelor"}

func publicationOf(p cv.Publication) Publication {
	out := Publication{Name: Str(p.Title), Publisher: Str(p.VenueRaw), ReleaseDate: yearStr(p.Year),
		Type: Str(p.Type), Status: Str(p.Status)}
	if p.Venue != "" {
		out.Publisher = Str(p.Venue)
	}
	for _, a := range p.Authors {
		out.Authors = append(out.Authors, Str(a))
	}
	return out
}

// endOf is an end date: nil when unknown, "present" for an ongoing span.
func endOf(d cv.Date) *Str {
	if d.IsZero() {
		return nil
	}
	s := Str(d.String())
	return &s
}

func awardDate(a cv.Award) Str {
	if a.EndYear > 0 && a.Year > 0 {
		return Str(strconv.Itoa(a.Year) + " – " + strconv.Itoa(a.EndYear))
	}
	return yearStr(a.Year)
}

func yearStr(y int) Str {
	if y == 0 {
		return ""
	}
	return Str(strconv.Itoa(y))
}
