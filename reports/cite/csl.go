package cite

import (
	"encoding/json"
	"io"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// cslItem is one CSL-JSON item (the citation-style-language schema's
// csl-data.json): the fields a CV's publication holds.
type cslItem struct {
	ID             string     `json:"id"`
	Type           string     `json:"type"`
	Title          string     `json:"title,omitempty"`
	Author         []cslName  `json:"author,omitempty"`
	ContainerTitle string     `json:"container-title,omitempty"`
	Publisher      string     `json:"publisher,omitempty"`
	Genre          string     `json:"genre,omitempty"`
	Issued         *cslDate   `json:"issued,omitempty"`
	Status         string     `json:"status,omitempty"`
	Note           string     `json:"note,omitempty"`
	Source         string     `json:"source,omitempty"`
	Custom         *cslCustom `json:"custom,omitempty"`
	_              struct{}   `json:"-"`
}

type cslName struct {
	Family  string `json:"family,omitempty"`
	Given   string `json:"given,omitempty"`
	Literal string `json:"literal,omitempty"`
}

type cslDate struct {
	DateParts [][]int `json:"date-parts"`
}

// cslCustom holds what CSL has no field for: the venue's canonical
// acronym and the CV owner's place among the authors.
type cslCustom struct {
	Venue     string `json:"vitae-venue,omitempty"`
	SelfIndex int    `json:"vitae-self-index,omitempty"`
}

// cslTypes are the CSL types of the publication types.
var cslTypes = map[cv.PubType]string{
	cv.TypeConference: "paper-conference", cv.TypeWorkshop: "paper-conference", cv.TypeJournal: "article-journal",
	cv.TypePreprint: "article", cv.TypeThesis: "thesis", cv.TypeBook: "book", cv.TypePatent: "patent",
	cv.TypeOther: "document",
}

// WriteCSL writes every publication of cvs as one CSL-JSON array, in
// record order, keyed as WriteBibTeX keys them. A preprint is an
// "article" (CSL's type for one not in a journal) with genre "preprint".
func WriteCSL(w io.Writer, cvs []*cv.CV) error {
	items := []cslItem{}
	for _, it := range Items(cvs) {
		items = append(items, cslOf(it))
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(items)
}

func cslOf(it Item) cslItem {
	p := it.Pub
	typ, ok := cslTypes[p.Type]
	if !ok {
		typ = "document"
	}
	c := cslItem{ID: it.Key, Type: typ, Title: p.Title, Source: it.CV.Source}
	for _, a := range p.Authors {
		c.Author = append(c.Author, cslNameOf(a))
	}
	v := p.VenueRaw
	if v == "" {
		v = p.Venue
	}
	switch p.Type {
	case cv.TypeThesis, cv.TypeBook:
		c.Publisher = v
	default:
		c.ContainerTitle = v
	}
	if p.Type == cv.TypePreprint {
		c.Genre = "preprint"
	}
	if p.Year > 0 {
		c.Issued = &cslDate{DateParts: [][]int{{p.Year}}}
	}
	c.Status = p.Status.Label()
	note := append([]string{}, p.Awards...)
	if p.Distinction != "" {
		note = append(note, p.Distinction)
	}
	c.Note = strings.Join(note, "; ")
	if p.Venue != "" || p.SelfIndex > 0 {
		c.Custom = &cslCustom{Venue: p.Venue, SelfIndex: p.SelfIndex}
	}
	return c
}

func cslNameOf(a string) cslName {
	given, family := SplitName(strings.Join(strings.Fields(a), " "))
	if given == "" {
		return cslName{Literal: family}
	}
	return cslName{Family: family, Given: given}
}
