package orcid

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/fields"
	"github.com/vitae-cv/vitae/cv/parse"
)

func education(s any) cv.Education {
	e := cv.Education{Degree: str(s, "role-title"), Field: str(s, "department-name"), Institution: str(s, "organization", "name"),
		Start: date(at(s, "start-date")), End: date(at(s, "end-date"))}
	e.Location = str(s, "organization", "address", "city")
	e.Level = parse.DegreeLevel(e.Degree)
	return e
}

func position(s any) cv.Position {
	p := cv.Position{Title: str(s, "role-title"), Organization: str(s, "organization", "name"),
		Start: date(at(s, "start-date")), End: date(at(s, "end-date"))}
	if d := str(s, "department-name"); d != "" && p.Organization != "" {
		p.Organization = d + ", " + p.Organization
	}
	p.Location = str(s, "organization", "address", "city")
	if !p.Start.IsZero() && p.End.IsZero() {
		p.End = cv.Present // ORCID leaves the end of a current job empty
	}
	p.Kind = fields.PositionKind(p.Title, p.Organization)
	return p
}

func distinction(s any) cv.Award {
	a := cv.Award{Name: str(s, "role-title"), Issuer: str(s, "organization", "name"), Year: date(at(s, "start-date")).Year}
	if a.Name == "" {
		a.Name = a.Issuer
	}
	a.Category = parse.AwardCategory(a.Name, "")
	a.Status = parse.AwardStatus(a.Name, "")
	return a
}

// fundingCategories maps ORCID funding types to award categories.
var fundingCategories = map[string]cv.AwardCategory{
	"GRANT": cv.CatGrant, "CONTRACT": cv.CatGrant, "AWARD": cv.CatHonor, "SALARY_AWARD": cv.CatFellowship,
}

func funding(s any) cv.Award {
	a := cv.Award{Name: str(s, "title", "title"), Issuer: str(s, "organization", "name"),
		Year: date(at(s, "start-date")).Year, Status: cv.StatusAwarded}
	if end := date(at(s, "end-date")).Year; end > a.Year && a.Year > 0 {
		a.EndYear = end
	}
	a.Category = parse.AwardCategory(a.Name, "")
	if c, ok := fundingCategories[normType(str(s, "type"))]; ok && a.Category == cv.CatHonor {
		a.Category = c
	}
	return a
}

// workTypes maps ORCID work types to publication types; the rest are
// "other".
var workTypes = map[string]cv.PubType{
	"JOURNAL_ARTICLE": cv.TypeJournal, "JOURNAL_ISSUE": cv.TypeJournal, "REVIEW": cv.TypeJournal,
	"CONFERENCE_PAPER": cv.TypeConference, "BOOK": cv.TypeBook, "BOOK_CHAPTER": cv.TypeBook, "EDITED_BOOK": cv.TypeBook,
	"DISSERTATION": cv.TypeThesis, "DISSERTATION_THESIS": cv.TypeThesis, "SUPERVISED_STUDENT_PUBLICATION": cv.TypeThesis,
	"PREPRINT": cv.TypePreprint, "WORKING_PAPER": cv.TypePreprint, "PATENT": cv.TypePatent,
}

func normType(t string) string { return strings.ToUpper(strings.ReplaceAll(t, "-", "_")) }

// works reads the works, each once: a work whose DOI (any letter case)
// or title came before is the same work recorded by another source, and
// only lends its date when it is the more precise (a month given).
func works(summaries []any, opt data.Options) []cv.Publication {
	seen := map[string]int{} // key → index in out
	var out []cv.Publication
	months := []int{}
	for _, s := range summaries {
		d := date(at(s, "publication-date"))
		p := cv.Publication{Title: fields.Clean(str(s, "title", "title")), Year: d.Year}
		if p.Title == "" {
			continue
		}
		keys := workKeys(s, p.Title)
		if i, dup := firstSeen(seen, keys); dup {
			if d.Month > 0 && months[i] == 0 {
				out[i].Year, months[i] = d.Year, d.Month
			}
			continue
		}
		for _, k := range keys {
			seen[k] = len(out)
		}
		p.Type = workTypes[normType(str(s, "type"))]
		if p.Type == "" {
			p.Type = cv.TypeOther
		}
		if j := str(s, "journal-title"); j != "" {
			w := fields.Locate(opt.Parse.Venues, j)
			p.Venue, p.VenueRaw, p.Area = w.Venue, w.Raw, w.Area
		}
		out = append(out, p)
		months = append(months, d.Month)
	}
	return out
}

// workKeys are what identifies a work: its title and its DOIs, folded.
func workKeys(s any, title string) []string {
	keys := []string{"title:" + strings.ToLower(title)}
	for _, id := range list(at(s, "external-ids"), "external-id") {
		if strings.EqualFold(str(id, "external-id-type"), "doi") {
			keys = append(keys, "doi:"+strings.ToLower(str(id, "external-id-value")))
		}
	}
	return keys
}

func firstSeen(seen map[string]int, keys []string) (int, bool) {
	for _, k := range keys {
		if i, ok := seen[k]; ok {
			return i, true
		}
	}
	return 0, false
}
