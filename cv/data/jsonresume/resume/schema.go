// Package resume is the JSON Resume 1.x document (jsonresume.org/schema)
// as Go types, with the extensions academic sites add (an "authors" list
// on publications), and the writer of records as JSON Resume ("vitae
// parse --format jsonresume"). It imports only the record (cv), so the
// report writers can use it; the reader is the package above it.
package resume

import (
	"bytes"
	"encoding/json"
	"strconv"
)

// Resume is one JSON Resume document.
type Resume struct {
	Schema       string        `json:"$schema,omitempty"`
	Basics       Basics        `json:"basics"`
	Work         []Work        `json:"work,omitempty"`
	Volunteer    []Work        `json:"volunteer,omitempty"`
	Education    []Education   `json:"education,omitempty"`
	Awards       []Award       `json:"awards,omitempty"`
	Certificates []Award       `json:"certificates,omitempty"`
	Publications []Publication `json:"publications,omitempty"`
	Skills       []Named       `json:"skills,omitempty"`
	Interests    []Named       `json:"interests,omitempty"`
	Projects     []Project     `json:"projects,omitempty"`
}

// Basics is who the CV is about.
type Basics struct {
	Name     Str       `json:"name"`
	Label    Str       `json:"label,omitempty"`
	Email    Str       `json:"email,omitempty"`
	Phone    Str       `json:"phone,omitempty"`
	URL      Str       `json:"url,omitempty"`
	Summary  Str       `json:"summary,omitempty"`
	Location *Location `json:"location,omitempty"`
	Profiles []Profile `json:"profiles,omitempty"`
}

// Location is a postal address.
type Location struct {
	Address     Str `json:"address,omitempty"`
	PostalCode  Str `json:"postalCode,omitempty"`
	City        Str `json:"city,omitempty"`
	CountryCode Str `json:"countryCode,omitempty"`
	Region      Str `json:"region,omitempty"`
}

// Profile is an account on a network.
type Profile struct {
	Network  Str `json:"network,omitempty"`
	Username Str `json:"username,omitempty"`
	URL      Str `json:"url,omitempty"`
}

// Work is a job (work) or a volunteer role (volunteer, whose employer is
// "organization").
type Work struct {
	Name         Str   `json:"name,omitempty"`
	Organization Str   `json:"organization,omitempty"`
	Position     Str   `json:"position,omitempty"`
	Location     Str   `json:"location,omitempty"`
	URL          Str   `json:"url,omitempty"`
	StartDate    Str   `json:"startDate,omitempty"`
	EndDate      *Str  `json:"endDate,omitempty"`
	Summary      Str   `json:"summary,omitempty"`
	Highlights   []Str `json:"highlights,omitempty"`
}

// Education is a degree.
type Education struct {
	Institution Str   `json:"institution,omitempty"`
	Area        Str   `json:"area,omitempty"`
	StudyType   Str   `json:"studyType,omitempty"`
	StartDate   Str   `json:"startDate,omitempty"`
	EndDate     *Str  `json:"endDate,omitempty"`
	Score       Str   `json:"score,omitempty"`
	GPA         Str   `json:"gpa,omitempty"`
	Courses     []Str `json:"courses,omitempty"`
	Description Str   `json:"description,omitempty"`
	// Advisors is an extension some sites use; the writer fills it.
	Advisors []Str `json:"advisors,omitempty"`
}

// Award is an award ("awards": title, awarder) or a certificate
// ("certificates": name, issuer).
type Award struct {
	Title   Str `json:"title,omitempty"`
	Name    Str `json:"name,omitempty"`
	Date    Str `json:"date,omitempty"`
	Awarder Str `json:"awarder,omitempty"`
	Issuer  Str `json:"issuer,omitempty"`
	Summary Str `json:"summary,omitempty"`
}

// Publication is a paper. Authors, Type and Status are extensions.
type Publication struct {
	Name        Str   `json:"name"`
	Authors     []Str `json:"authors,omitempty"`
	Publisher   Str   `json:"publisher,omitempty"`
	ReleaseDate Str   `json:"releaseDate,omitempty"`
	URL         Str   `json:"url,omitempty"`
	Summary     Str   `json:"summary,omitempty"`
	Type        Str   `json:"type,omitempty"`
	Status      Str   `json:"status,omitempty"`
}

// Named is a skill or an interest: a name and keywords.
type Named struct {
	Name     Str   `json:"name,omitempty"`
	Level    Str   `json:"level,omitempty"`
	Keywords []Str `json:"keywords,omitempty"`
}

// Project is a project.
type Project struct {
	Name        Str  `json:"name,omitempty"`
	Description Str  `json:"description,omitempty"`
	Summary     Str  `json:"summary,omitempty"`
	StartDate   Str  `json:"startDate,omitempty"`
	EndDate     *Str `json:"endDate,omitempty"`
}

// Str is a string field read leniently: sites write numbers ("date":
// 2016) and nulls where the schema says string; an object or a list
// reads as "".
type Str string

// UnmarshalJSON reads a string, a number or a boolean as text.
func (s *Str) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case len(b) == 0 || b[0] == '{' || b[0] == '[' || bytes.Equal(b, []byte("null")):
		*s = ""
	case b[0] == '"':
		var v string
		if err := json.Unmarshal(b, &v); err != nil {
			return err
		}
		*s = Str(v)
	default:
		if _, err := strconv.ParseFloat(string(b), 64); err != nil && string(b) != "true" && string(b) != "false" {
			return err
		}
		*s = Str(b)
	}
	return nil
}

// UnmarshalJSON reads a location object, or a location written as one
// string (as some sites do), which becomes the address.
func (l *Location) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] != '{' {
		var s Str
		if err := s.UnmarshalJSON(b); err != nil {
			return err
		}
		*l = Location{Address: s}
		return nil
	}
	type plain Location
	return json.Unmarshal(b, (*plain)(l))
}
