package cvgen

import (
	"bytes"
	"encoding/json"

	"github.com/vitae-cv/vitae/cv"
)

// Truth is a truth file as ../shared/eval/score.py reads it (see
// ../shared/eval/README.md): what a careful reader gets from the CV.
type Truth struct {
	Source       string          `json:"source"`
	Name         string          `json:"name"`
	Emails       []string        `json:"emails"`
	Education    []TruthEdu      `json:"education"`
	Positions    []TruthPosition `json:"positions"`
	Publications []TruthPub      `json:"publications"`
	Awards       []TruthAward    `json:"awards"`
	Talks        int             `json:"talks"`
	Service      int             `json:"service"`
	Teaching     int             `json:"teaching"`
}

// TruthEdu is one degree; dates are "YYYY", "YYYY-MM" or "present".
type TruthEdu struct {
	Level       string   `json:"level"`
	Field       string   `json:"field"`
	Institution string   `json:"institution"`
	Start       *string  `json:"start"`
	End         *string  `json:"end"`
	Expected    bool     `json:"expected,omitempty"`
	Advisors    []string `json:"advisors,omitempty"`
}

// TruthPosition is one position; Kind lists every kind accepted.
type TruthPosition struct {
	Title        string   `json:"title"`
	Organization string   `json:"organization"`
	Start        *string  `json:"start"`
	End          *string  `json:"end"`
	Kind         []string `json:"kind"`
}

// TruthPub is one publication. Venue is [acronym], or [""] for a venue
// outside the catalogue; Year is null when the CV gives none.
type TruthPub struct {
	Title             string   `json:"title"`
	Venue             []string `json:"venue"`
	Year              *int     `json:"year"`
	Type              string   `json:"type"`
	Authors           int      `json:"authors"`
	Self              int      `json:"self"`
	EqualContribution bool     `json:"equal_contribution,omitempty"`
	Status            string   `json:"status,omitempty"`
	Awards            []string `json:"awards,omitempty"`
}

// TruthAward is one award; Category lists every category accepted.
type TruthAward struct {
	Name     string   `json:"name"`
	Year     *int     `json:"year"`
	Category []string `json:"category"`
	Status   string   `json:"status"`
}

// TruthOf is the truth of r.
func TruthOf(r *Record) Truth {
	c := &r.CV
	t := Truth{Source: r.ID, Name: c.Name, Emails: c.Contact.Emails,
		Talks: len(c.Talks), Service: len(c.Service), Teaching: len(c.Teaching)}
	t.Education = make([]TruthEdu, 0, len(c.Education))
	for _, e := range c.Education {
		t.Education = append(t.Education, TruthEdu{Level: string(e.Level), Field: e.Field,
			Institution: e.Institution, Start: dateOrNil(e.Start), End: dateOrNil(e.End),
			Expected: e.Expected, Advisors: e.Advisors})
	}
	t.Positions = make([]TruthPosition, 0, len(c.Positions))
	for i, p := range c.Positions {
		t.Positions = append(t.Positions, TruthPosition{Title: p.Title, Organization: p.Organization,
			Start: dateOrNil(p.Start), End: dateOrNil(p.End), Kind: r.Kinds[i]})
	}
	t.Publications = make([]TruthPub, 0, len(c.Publications))
	for _, p := range c.Publications {
		t.Publications = append(t.Publications, truthPub(p))
	}
	t.Awards = make([]TruthAward, 0, len(c.Awards))
	for _, a := range c.Awards {
		t.Awards = append(t.Awards, TruthAward{Name: a.Name, Year: intOrNil(a.Year),
			Category: []string{string(a.Category)}, Status: string(a.Status)})
	}
	return t
}

func truthPub(p cv.Publication) TruthPub {
	return TruthPub{Title: p.Title, Venue: []string{p.Venue}, Year: intOrNil(p.Year),
		Type: string(p.Type), Authors: len(p.Authors), Self: p.SelfIndex,
		EqualContribution: p.EqualContribution, Status: p.Status.Label(), Awards: p.Awards}
}

func dateOrNil(d cv.Date) *string {
	if d.IsZero() {
		return nil
	}
	s := d.String()
	return &s
}

func intOrNil(n int) *int {
	if n == 0 {
		return nil
	}
	return &n
}

// MarshalTruth writes t as the truth files are written: indented JSON,
// non-ASCII kept, a final newline.
func MarshalTruth(t Truth) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	err := enc.Encode(t)
	return b.Bytes(), err
}
