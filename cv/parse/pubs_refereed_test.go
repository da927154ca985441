package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// All names, titles and workshop names below are made up; "QZWX" and
// "PLOVR" are no catalogue's venues, ICML and OSDI are.

// A venue written as an abbreviation and a year alone names a refereed
// series the catalogue may not know: the paper is counted (typed
// conference), not listed as other work; a two-letter word or a year
// alone is no such venue.
func TestAcronymYearVenueIsRefereed(t *testing.T) {
	src := `# Ada Quill

## Publications

**Folding Paper Boats at Scale**
Ada Quill, Ben Reyes, Cy Lund.
*OSDI 2020.*

**Quiet Rivers of Graphs**
Ada Quill, Dan Hart.
*QZWX 2020.*

**Gentle Engines of Signals**
Ada Quill, Dan Hart.
*QZWX 2021: Example Meeting on Paper Boats.*

**Slow Tides of Sand**
Ada Quill, Dan Hart.
Example User Meeting (QZWX2014), May 7, 2014, Oslo.
`
	checkPubTypes(t, mustParse(t, "acronym.md", src), map[string]cv.PubType{
		"Folding Paper Boats at Scale": cv.TypeConference,
		"Quiet Rivers of Graphs":       cv.TypeConference,
		"Gentle Engines of Signals":    cv.TypeConference,
		"Slow Tides of Sand":           cv.TypeConference,
	})
	// the same after the title, in brackets with a two-digit year
	numbered := "Ada Quill\n\nPUBLICATIONS\n\n1. Gentle Engines of Signals (PLOVR’21)\nAda Quill, Dan Hart\n\n2. Quiet Rivers of Graphs (OSDI’20)\nAda Quill, Dan Hart\n"
	checkPubTypes(t, mustParse(t, "acronym.txt", numbered), map[string]cv.PubType{
		"Gentle Engines of Signals": cv.TypeConference,
		"Quiet Rivers of Graphs":    cv.TypeConference,
	})
}

func TestTypeByAcronymYear(t *testing.T) {
	for raw, want := range map[string]bool{
		"QZWX 2020": true, "QZWX’21": true, "QZWX'21": true, "QZWX-2019": true, "(QZWX 2020).": true,
		"QZWX 2021: Example Meeting on Boats": true, "Example User Meeting (QZWX2014), May 7, 2014, Oslo": true,
		"Example Meeting (QZWX’14)": true, "Example Report (No. 2014)": false, "(QZWX2014)": false, "Example Meeting (QZ2014)": false,
		"Example Journal: 2014": false,
		"US 2019":               false, "2020": false, "QZWX": false, "Quiet Workshop 2020": false, "QZWX 2020, pages 3-9": false, "L@S 2020": false,
	} {
		if _, got := typeByAcronymYear(raw); got != want {
			t.Errorf("typeByAcronymYear(%q) = %v, want %v", raw, got, want)
		}
	}
}

// A preprint also presented at a workshop is the workshop's paper: the
// arXiv copy is where it is posted, the workshop refereed it. Under
// review, it is still unpublished; a preprint that names no workshop
// stays a preprint.
func TestPreprintPresentedAtWorkshopIsWorkshopPaper(t *testing.T) {
	src := `# Ada Quill

## Publications

**Folding Paper Boats at Scale**
Ada Quill, Ben Reyes, Cy Lund.
*arXiv preprint, presented at the Paper Craft workshop at ICML 2018*

**Quiet Rivers of Graphs**
Ada Quill, Dan Hart.
*arXiv preprint*

**Gentle Engines of Signals**
Ada Quill, Dan Hart.
*arXiv preprint, under review at the Paper Craft workshop*
`
	c := mustParse(t, "workshop.md", src)
	checkPubTypes(t, c, map[string]cv.PubType{
		"Folding Paper Boats at Scale": cv.TypeWorkshop,
		"Quiet Rivers of Graphs":       cv.TypePreprint,
		"Gentle Engines of Signals":    cv.TypePreprint,
	})
}

// A technical report is published by its institution, not refereed: it
// is listed as other work, not counted as a journal or conference paper,
// whatever else its venue line names.
func TestTechnicalReportIsOtherWork(t *testing.T) {
	src := `Ada Quill

PUBLICATIONS

Ada Quill, Bo Reyes, and Cy Lund. Folding Paper Boats at Scale. Department of Paper Sciences, Example University, Technical Report No. EX-2012-29, March 9, 2012.
Ada Quill and Dan Hart. Quiet Rivers of Graphs. Example Institute Tech. Rep. 17, 2014.
Ada Quill and Dan Hart. Gentle Engines of Signals. OSDI 2015.
`
	checkPubTypes(t, mustParse(t, "reports.txt", src), map[string]cv.PubType{
		"Folding Paper Boats at Scale": cv.TypeOther,
		"Quiet Rivers of Graphs":       cv.TypeOther,
		"Gentle Engines of Signals":    cv.TypeConference,
	})
}
