package rendercv

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/fields"
	"github.com/vitae-cv/vitae/cv/data/yamlnode"
	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/cv/parse/sections"
	yaml "go.yaml.in/yaml/v3"
)

// kind is what an entry is by its keys.
type kind int

const (
	kText kind = iota
	kEducation
	kExperience
	kPublication
	kNormal
	kOneLine
	kBullet
)

// entryKind is the RenderCV entry type the keys of n imply.
func entryKind(n *yaml.Node) kind {
	switch {
	case n.Kind != yaml.MappingNode:
		return kText
	case yamlnode.Has(n, "institution"):
		return kEducation
	case yamlnode.Has(n, "company") || yamlnode.Has(n, "position"):
		return kExperience
	case yamlnode.Has(n, "title") && (yamlnode.Has(n, "authors") || yamlnode.Has(n, "journal") || yamlnode.Has(n, "doi")):
		return kPublication
	case yamlnode.Has(n, "name"):
		return kNormal
	case yamlnode.Has(n, "label"):
		return kOneLine
	case yamlnode.Has(n, "bullet"):
		return kBullet
	}
	return kText
}

type reader struct {
	c   *cv.CV
	opt data.Options
}

// section reads the entries of one section.
func (r *reader) section(title string, list *yaml.Node) {
	k := fields.SectionKind(title)
	for _, e := range yamlnode.Items(list) {
		r.entry(k, title, e)
	}
}

func (r *reader) entry(k sections.Kind, title string, e *yaml.Node) {
	ek := entryKind(e)
	switch k {
	case sections.Education:
		if ek == kEducation {
			r.c.Education = append(r.c.Education, education(e))
			r.roles(e)
		}
	case sections.Positions:
		if ek == kExperience {
			r.c.Positions = append(r.c.Positions, position(e))
		}
	case sections.Publications:
		if ek == kPublication {
			r.c.Publications = append(r.c.Publications, r.publication(e))
		}
	case sections.Awards:
		r.c.Awards = append(r.c.Awards, award(title, e, ek))
	case sections.Talks:
		if t, ok := talk(e, ek); ok {
			r.c.Talks = append(r.c.Talks, t)
		}
	case sections.Service:
		r.c.Service = append(r.c.Service, service(e, ek))
	case sections.Teaching:
		r.c.Teaching = append(r.c.Teaching, teaching(e, ek))
	case sections.Skills:
		r.c.Skills = append(r.c.Skills, words(e, ek)...)
	case sections.Interests:
		r.c.Interests = append(r.c.Interests, words(e, ek)...)
	case sections.Unknown:
		r.byKeys(e, ek)
	}
}

// byKeys files an entry of a section whose title names no kind by its
// keys: publications, degrees and jobs are what their keys say.
func (r *reader) byKeys(e *yaml.Node, ek kind) {
	switch ek {
	case kPublication:
		r.c.Publications = append(r.c.Publications, r.publication(e))
	case kEducation:
		if yamlnode.Has(e, "degree") {
			r.c.Education = append(r.c.Education, education(e))
		}
	}
}

// dates are an entry's start and end: start_date/end_date, or date (a
// single date or a range).
func dates(e *yaml.Node) (cv.Date, cv.Date) {
	if s := yamlnode.Str(e, "start_date"); s != "" {
		start := fields.Date(s)
		end := fields.Date(yamlnode.Str(e, "end_date"))
		if end.IsZero() {
			end = cv.Present
		}
		return start, end
	}
	return fields.Span(fields.Clean(yamlnode.Str(e, "date")))
}

func education(e *yaml.Node) cv.Education {
	ed := cv.Education{Degree: fields.Clean(yamlnode.Str(e, "degree")), Field: fields.Clean(yamlnode.Str(e, "area")),
		Institution: fields.Clean(yamlnode.Str(e, "institution")), Location: fields.Clean(yamlnode.Str(e, "location")), Line: e.Line}
	ed.Start, ed.End = dates(e)
	if ed.Start == ed.End && yamlnode.Str(e, "start_date") == "" {
		ed.Start = cv.Date{} // a single date is when the degree ended
	}
	ed.Level = parse.DegreeLevel(ed.Degree)
	for _, h := range yamlnode.Strs(e, "highlights") {
		fields.EducationNote(&ed, fields.Clean(h))
	}
	return ed
}

func position(e *yaml.Node) cv.Position {
	p := cv.Position{Title: fields.Clean(yamlnode.Str(e, "position")), Organization: fields.Clean(yamlnode.Str(e, "company")),
		Location: fields.Clean(yamlnode.Str(e, "location")), Line: e.Line}
	p.Start, p.End = dates(e)
	p.Kind = fields.PositionKind(p.Title, p.Organization)
	return p
}

// text is what an entry says, for the sections read as one line per
// entry (awards, talks, service, teaching): its main fields joined.
func text(e *yaml.Node, ek kind) (head, rest string) {
	get := func(k string) string { return fields.Clean(yamlnode.Str(e, k)) }
	switch ek {
	case kEducation:
		return get("institution"), get("area")
	case kExperience:
		return get("position"), get("company")
	case kPublication:
		return get("title"), fields.Clean(strings.Join(yamlnode.Strs(e, "authors"), ", "))
	case kNormal:
		return get("name"), get("summary")
	case kOneLine:
		return get("label"), get("details")
	case kBullet:
		return get("bullet"), ""
	}
	return fields.Clean(e.Value), ""
}

// roles files the notes under a degree that record a teaching or service
// role held during it.
func (r *reader) roles(e *yaml.Node) {
	school := fields.Clean(yamlnode.Str(e, "institution"))
	for _, h := range yamlnode.Strs(e, "highlights") {
		h = fields.Clean(h)
		switch fields.NoteRole(h) {
		case "teaching":
			r.c.Teaching = append(r.c.Teaching, cv.Teaching{Course: h, Institution: school, Line: e.Line})
		case "service":
			r.c.Service = append(r.c.Service, cv.Service{Role: h, Venue: school, Line: e.Line})
		}
	}
}
