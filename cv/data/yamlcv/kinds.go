package yamlcv

import (
	"regexp"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data/fields"
	"github.com/vitae-cv/vitae/cv/data/yamlnode"
	"github.com/vitae-cv/vitae/cv/parse"
	yaml "go.yaml.in/yaml/v3"
)

var reDegreeField = regexp.MustCompile(`(?i)^(.*?)(?:,\s*|\s+in\s+)(.+)$`)

func (r *reader) education(e *yaml.Node, degree, school string, start, end cv.Date) {
	ed := cv.Education{Degree: degree, Institution: school, Start: start, End: end, Line: e.Line}
	if yamlnode.Str(e, "school") == "" && yamlnode.Str(e, "institution") == "" {
		ed.Institution = fields.Clean(first(e, []string{"where", "university", "place"}))
	}
	if m := reDegreeField.FindStringSubmatch(degree); m != nil {
		ed.Field = m[2]
	}
	ed.Level = parse.DegreeLevel(degree)
	ed.GPA = fields.Clean(first(e, []string{"gpa", "overallGPA", "GPA"}))
	var notes []string
	for _, k := range []string{"note", "details", "highlights", "descr"} {
		for _, s := range yamlnode.Strs(e, k) {
			// a note's lines wrap; <br> and blank lines part its notes
			s = strings.NewReplacer("<br>", "\n\n", "<br/>", "\n\n", "<br />", "\n\n").Replace(s)
			for _, para := range strings.Split(s, "\n\n") {
				notes = append(notes, strings.Join(strings.Fields(para), " "))
			}
		}
	}
	for _, s := range notes {
		s = fields.Clean(s)
		if r.noteRole(s, ed.Institution, e.Line) {
			continue
		}
		for _, part := range splitNotes(s) {
			fields.EducationNote(&ed, part)
		}
	}
	r.c.Education = append(r.c.Education, ed)
}

// reNoteKey opens a second "Key:" note on one line ("Supervisor: A,
// Thesis Advisor: B").
var reNoteKey = regexp.MustCompile(`,\s+(?:[A-Z][a-z]+\s+)?(?:Advisor|Adviser|Supervisor|Co-supervisor|Thesis|Dissertation)s?:`)

func splitNotes(s string) []string {
	var out []string
	for {
		loc := reNoteKey.FindStringIndex(s)
		if loc == nil {
			return append(out, s)
		}
		out = append(out, s[:loc[0]])
		s = strings.TrimSpace(s[loc[0]+1:])
	}
}

func (r *reader) position(title, org string, start, end cv.Date, line int) {
	p := cv.Position{Title: title, Organization: org, Start: start, End: end, Line: line}
	p.Kind = fields.PositionKind(title, org)
	r.c.Positions = append(r.c.Positions, p)
}

func (r *reader) award(name, note string, start, end cv.Date, line int) {
	a := cv.Award{Name: name, Note: note, Year: start.Year, Line: line}
	if end.Year > start.Year && start.Year > 0 {
		a.EndYear = end.Year
	}
	a.Category = parse.AwardCategory(name, note)
	a.Status = parse.AwardStatus(name, note)
	r.c.Awards = append(r.c.Awards, a)
}

// pubTypes maps the "type" values of YAML CVs to publication types.
var pubTypes = map[string]cv.PubType{
	"conference": cv.TypeConference, "workshop": cv.TypeWorkshop, "journal": cv.TypeJournal, "magazine": cv.TypeJournal,
	"article": cv.TypeJournal, "inproceedings": cv.TypeConference, "tr": cv.TypeOther, "techreport": cv.TypeOther,
	"report": cv.TypeOther, "thesis": cv.TypeThesis, "dissertation": cv.TypeThesis, "phdthesis": cv.TypeThesis,
	"preprint": cv.TypePreprint, "book": cv.TypeBook, "patent": cv.TypePatent, "other": cv.TypeOther, "blog": cv.TypeOther,
}

// reAwardNote is a sentence of a publication's note that names an award
// on it.
var reThesisAuthor = regexp.MustCompile(`(?i)\b(?:dissertation|thesis)\b`)

var reAwardNote = regexp.MustCompile(`(?i)\baward\b|\btop picks\b|\bresearch highlights?\b|\bbest paper\b`)

func (r *reader) publication(e *yaml.Node) cv.Publication {
	p := cv.Publication{Title: fields.Clean(yamlnode.Str(e, "title")), Line: e.Line}
	venueText := first(e, []string{"venue", "journal", "booktitle", "_venue", "where"})
	status := yamlnode.Str(e, "venue_status")
	w := fields.Locate(r.opt.Parse.Venues, strings.TrimSpace(status+" "+venueText))
	p.Venue, p.VenueRaw, p.Area, p.Type, p.Status = w.Venue, w.Raw, w.Area, w.Type, w.Status
	if t, ok := pubTypes[strings.ToLower(yamlnode.Str(e, "type"))]; ok && (t != cv.TypeOther || p.Venue == "") {
		p.Type = t
	}
	if p.Type == "" {
		p.Type = cv.TypeOther
	}
	if p.Year = fields.Year(first(e, []string{"year", "date"})); p.Year == 0 {
		p.Year = w.Year
	}
	authors := yamlnode.Strs(e, "authors")
	if len(authors) == 0 {
		authors = yamlnode.Strs(e, "inventors")
	}
	var marked []string
	for _, a := range authors {
		marked = append(marked, fields.Bold(a)...)
		ns, _, _ := fields.Authors(a)
		p.Authors = append(p.Authors, ns...)
	}
	p.SelfIndex = fields.SelfIndex(r.c.Name, p.Authors, marked)
	if len(authors) == 1 && reThesisAuthor.MatchString(authors[0]) {
		// "authors: Ph.D. dissertation": the kind of work, not a name
		p.Type, p.Authors, p.SelfIndex = cv.TypeThesis, nil, 0
	}
	for _, s := range strings.Split(fields.Clean(yamlnode.Str(e, "note")), ". ") {
		if reAwardNote.MatchString(s) {
			p.Awards = append(p.Awards, strings.TrimSuffix(strings.TrimSpace(s), "."))
		}
	}
	return p
}

// patents reads a patents section: publications of type patent, the
// inventors their authors, the year the filing's (or the entry's).
func (r *reader) patents(n *yaml.Node) {
	for _, e := range yamlnode.Items(n) {
		if e.Kind != yaml.MappingNode {
			continue
		}
		p := r.publication(e)
		if p.Title == "" {
			p.Title = fields.Clean(yamlnode.Str(e, "name"))
		}
		p.Type, p.Venue, p.VenueRaw, p.Area, p.Status = cv.TypePatent, "", "", "", ""
		p.Year = fields.Year(first(e, []string{"filed", "year", "date", "granted"}))
		r.c.Publications = append(r.c.Publications, p)
	}
}

// noteRole files a note under a degree that records a teaching or
// service role held during it; false when it records none.
func (r *reader) noteRole(s, school string, line int) bool {
	switch fields.NoteRole(s) {
	case "teaching":
		r.c.Teaching = append(r.c.Teaching, cv.Teaching{Course: s, Institution: school, Line: line})
	case "service":
		r.c.Service = append(r.c.Service, cv.Service{Role: s, Venue: school, Line: line})
	default:
		return false
	}
	return true
}
