package bibtex

import (
	"slices"

	"github.com/vitae-cv/vitae/cv"
)

// TitleKey is how the same paper is recognised in two lists: its title
// folded to letters and digits (case, accents, punctuation and spacing
// ignored).
func TitleKey(title string) string { return fold(title) }

// Merge adds the publications of a .bib file to c: a paper already in
// c's list (the same TitleKey) is counted once, its empty fields filled
// from the .bib's; the others are appended in the .bib's order. It
// returns how many were added and how many matched.
func Merge(c *cv.CV, pubs []cv.Publication) (added, matched int) {
	at := map[string]int{}
	for i, p := range c.Publications {
		if k := TitleKey(p.Title); k != "" {
			if _, dup := at[k]; !dup {
				at[k] = i
			}
		}
	}
	for _, b := range pubs {
		k := TitleKey(b.Title)
		if i, ok := at[k]; ok && k != "" {
			fill(&c.Publications[i], b)
			matched++
			continue
		}
		b.Line = 0
		c.Publications = append(c.Publications, b)
		if k != "" {
			at[k] = len(c.Publications) - 1
		}
		added++
	}
	return added, matched
}

// fill sets p's empty fields from b's, the .bib's structured fields.
func fill(p *cv.Publication, b cv.Publication) {
	if len(p.Authors) == 0 && len(b.Authors) > 0 {
		p.Authors, p.EtAl = slices.Clone(b.Authors), b.EtAl
		p.SelfIndex = b.SelfIndex
	}
	if p.SelfIndex == 0 && len(p.Authors) == len(b.Authors) {
		p.SelfIndex = b.SelfIndex
	}
	fillWhere(p, b)
}

// fillWhere sets where and when p appeared, and how it stands, from b
// where p says nothing.
func fillWhere(p *cv.Publication, b cv.Publication) {
	if p.Venue == "" && b.Venue != "" {
		p.Venue, p.Area = b.Venue, b.Area
	}
	if p.VenueRaw == "" {
		p.VenueRaw = b.VenueRaw
	}
	if p.Year == 0 {
		p.Year = b.Year
	}
	if p.Type == "" || p.Type == cv.TypeOther && b.Type != "" {
		p.Type = b.Type
	}
	if p.Status == "" {
		p.Status = b.Status
	}
	if len(p.Awards) == 0 {
		p.Awards = slices.Clone(b.Awards)
	}
	if p.Distinction == "" {
		p.Distinction = b.Distinction
	}
}
