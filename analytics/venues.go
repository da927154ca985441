package analytics

import (
	"cmp"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// VenueLabelWidth is how many characters of a venue the catalogue lacks
// reports show (VenueLabel); the full text goes where the reader can
// reach it (a hover title in HTML, the cell in Excel, JSON and CSV).
const VenueLabelWidth = 40

// VenueLabel is a paper's venue as a report lists it: the catalogue
// acronym of a known venue; a venue the catalogue lacks as the CV wrote
// it, cut to VenueLabelWidth characters with an ellipsis. full is the
// whole text when label was cut, else "".
//
// A workshop the catalogue does not list, written "Example Workshop on
// Quiet Storage Layers, held with the Example Systems Conference", is
// shown "Example Workshop on Quiet Storage Layers…", never "(other
// venues)".
func VenueLabel(p Paper) (label, full string) {
	if p.Known {
		return p.Venue, ""
	}
	r := []rune(p.Venue)
	if len(r) <= VenueLabelWidth {
		return p.Venue, ""
	}
	return string(r[:VenueLabelWidth-1]) + "…", p.Venue
}

// countVenue adds a counted paper to the venue tallies: a catalogued
// venue by its acronym (ByVenue, VenueYear: what venue tables rank). A
// venue the catalogue lacks goes to OutsideCatalogue and a paper that
// names none to NoVenue, both totals (countTotals). Venues the catalogue lacks are never pooled into a
// bucket that ranks among the top venues.
func (pc *PaperCounts) countVenue(p Paper) {
	if !p.Known {
		return // OutsideCatalogue or NoVenue: a total (countTotals)
	}
	pc.ByVenue[p.Venue] += p.Credit
	if p.Year <= 0 {
		pc.VenueNoYear[p.Venue] += p.Credit // the table's "no year" column
		return
	}
	if pc.VenueYear[p.Venue] == nil {
		pc.VenueYear[p.Venue] = pc.spare.yearMap()
	}
	pc.VenueYear[p.Venue][p.Year] += p.Credit
}

// VenueCredit is a venue and the credit of a candidate's counted papers
// there.
type VenueCredit struct {
	Venue  string  `json:"venue"`
	Credit float64 `json:"credit"`
}

// VenuesAsWritten lists the venues of the candidate's counted papers that
// the catalogue lacks, each as the CV wrote it (whole: see VenueLabel),
// with its credit, highest first, ties by text. They are the candidate's
// own list; cohort venue tables leave them out.
func (c *Candidate) VenuesAsWritten() []VenueCredit {
	credit := map[string]float64{}
	for _, p := range c.Papers {
		if p.Counted && !p.Known && p.Venue != "" {
			credit[p.Venue] += p.Credit
		}
	}
	out := make([]VenueCredit, 0, len(credit))
	for v, n := range credit {
		out = append(out, VenueCredit{Venue: v, Credit: n})
	}
	slices.SortFunc(out, func(a, b VenueCredit) int {
		return cmp.Or(cmp.Compare(b.Credit, a.Credit), strings.Compare(a.Venue, b.Venue))
	})
	return out
}

// VenueOutsideCatalogue reports whether p names a venue the catalogue
// lacks: a venue as written on a paper of a type that venues publish. The
// text of a preprint, a thesis or a patent names a server, a university
// or an office ("arXiv:2101.00001", "Ph.D. Thesis, Example University",
// "US Patent 1,234,567"), which is no venue a catalogue lacks.
func VenueOutsideCatalogue(p Paper) bool {
	if p.Known || p.Venue == "" {
		return false
	}
	switch p.Type {
	case cv.TypePreprint, cv.TypeThesis, cv.TypePatent:
		return false
	}
	return true
}
