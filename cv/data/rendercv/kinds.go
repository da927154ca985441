package rendercv

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data/fields"
	"github.com/vitae-cv/vitae/cv/data/yamlnode"
	"github.com/vitae-cv/vitae/cv/parse"
	yaml "go.yaml.in/yaml/v3"
)

func (r *reader) publication(e *yaml.Node) cv.Publication {
	p := cv.Publication{Title: fields.Clean(yamlnode.Str(e, "title")), Line: e.Line}
	w := fields.Locate(r.opt.Parse.Venues, yamlnode.Str(e, "journal"))
	p.Venue, p.VenueRaw, p.Area, p.Type, p.Status = w.Venue, w.Raw, w.Area, w.Type, w.Status
	if p.Type == cv.TypeOther && p.Venue == "" {
		// RenderCV calls the venue "journal": a venue whose words say
		// nothing else is taken as one
		if p.Type = fields.KindOfWords(w.Raw); p.Type == cv.TypeOther && w.Raw != "" {
			p.Type = cv.TypeJournal
		}
	}
	p.Year = fields.Year(yamlnode.Str(e, "date"))
	if p.Year == 0 {
		p.Year = w.Year
	}
	raw := yamlnode.Strs(e, "authors")
	var marked []string
	for _, a := range raw {
		if strings.Contains(a, "**") || strings.Contains(a, "\\textbf") {
			marked = append(marked, fields.Bold(a)...)
		}
		n, eq, _ := fields.Authors(a)
		if len(n) == 0 {
			continue
		}
		p.Authors = append(p.Authors, n[0])
		if eq[0] && len(marked) > 0 && fields.Clean(marked[len(marked)-1]) == n[0] {
			p.EqualContribution = true
		}
	}
	p.SelfIndex = fields.SelfIndex(r.c.Name, p.Authors, marked)
	return p
}

// award reads an award of any entry type: the entry's head is its name
// ("sponsor: title" for a grant given as institution and area), its date
// the year or years.
func award(title string, e *yaml.Node, ek kind) cv.Award {
	head, rest := text(e, ek)
	a := cv.Award{Name: head, Line: e.Line}
	grant := strings.Contains(strings.ToLower(title), "grant") || strings.Contains(strings.ToLower(title), "funding")
	if grant && rest != "" {
		a.Name = head + ": " + fields.WithoutAmount(rest)
		a.Note = rest
	} else if ek == kEducation || ek == kExperience {
		a.Issuer = rest
	}
	start, end := dates(e)
	a.Year = start.Year
	if a.Year == 0 {
		a.Year = end.Year
	}
	if end.Year > start.Year && start.Year > 0 {
		a.EndYear = end.Year
	}
	a.Category = parse.AwardCategory(a.Name, a.Note)
	if grant && a.Category == cv.CatHonor {
		a.Category = cv.CatGrant
	}
	a.Status = parse.AwardStatus(a.Name, a.Note)
	return a
}

// talk reads a talk; a poster alone is not one.
func talk(e *yaml.Node, ek kind) (cv.Talk, bool) {
	head, rest := text(e, ek)
	t := cv.Talk{Title: head, Line: e.Line}
	if ek == kPublication {
		// a presentation kept as a publication entry: the meeting is
		// its title, what was presented its "authors"
		t.Title, t.Event, t.Location = rest, head, fields.Clean(yamlnode.Str(e, "journal"))
		low := strings.ToLower(rest)
		if strings.HasPrefix(low, "poster") && !strings.Contains(low, "talk") {
			return t, false
		}
	} else if rest != "" {
		t.Event = rest
	}
	t.Date, _ = dates(e)
	return t, t.Title != "" || t.Event != ""
}

func service(e *yaml.Node, ek kind) cv.Service {
	head, rest := text(e, ek)
	s := cv.Service{Role: head, Venue: rest, Line: e.Line}
	start, end := dates(e)
	if s.Year = start.Year; s.Year == 0 {
		s.Year = end.Year
	}
	return s
}

func teaching(e *yaml.Node, ek kind) cv.Teaching {
	head, rest := text(e, ek)
	t := cv.Teaching{Course: head, Institution: fields.Clean(yamlnode.Str(e, "location")), Line: e.Line}
	if ek == kExperience {
		t.Course = strings.TrimSpace(rest + " " + head) // course number and title
	}
	if d := fields.Clean(yamlnode.Str(e, "date")); d != "" {
		t.Terms = []string{d}
	}
	return t
}

// words are the skills or interests of an entry: a one-line entry's
// details split at commas, else its head.
func words(e *yaml.Node, ek kind) []string {
	head, rest := text(e, ek)
	if ek == kOneLine && rest != "" {
		var out []string
		for _, w := range strings.Split(rest, ",") {
			if w = strings.TrimSpace(w); w != "" {
				out = append(out, w)
			}
		}
		return out
	}
	if head == "" {
		return nil
	}
	return []string{head}
}
