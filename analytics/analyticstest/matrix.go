package analyticstest

import (
	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

// Matrix is a fictional cohort of three for the candidates × top venues
// matrix, one per career stage, every person and paper invented:
//
//	Iris Vantor  faculty  OSDI 2, SOSP 1, a journal outside the catalogue: 4
//	Milo Brandt  postdoc  NeurIPS 3, ICML 1: 4
//	Tessa Orwin  student  OSDI 1, NeurIPS 1, a paper without a venue: 3
//
// so the cohort's top venues are NeurIPS (4), OSDI (3), then ICML and
// SOSP (1 each, by name).
func Matrix() *analytics.Report {
	return analytics.Compute(MatrixRecords(), analytics.Options{}).Finish()
}

// MatrixRecords are the records of Matrix.
func MatrixRecords() []*cv.CV {
	pub := func(title, venue string, year int) cv.Publication {
		p := cv.Publication{Title: title, Authors: []string{"A. Self", "B. Other"}, SelfIndex: 1, Venue: venue, Year: year, Type: cv.TypeConference, Line: year - 2000}
		if venue == "" {
			p.VenueRaw = "Journal of Invented Results"
			p.Type = cv.TypeJournal
		}
		return p
	}
	iris := &cv.CV{Source: "m/iris.md", Name: "Iris Vantor",
		Education:    []cv.Education{{Degree: "Ph.D.", Level: cv.LevelPhD, Institution: "Invented University", Start: cv.Date{Year: 2012}, End: cv.Date{Year: 2017}, Line: 2}},
		Positions:    []cv.Position{{Title: "Assistant Professor", Organization: "Invented College", Kind: cv.KindFaculty, Start: cv.Date{Year: 2019}, End: cv.Present, Line: 3}},
		Publications: []cv.Publication{pub("Quiet logs", "OSDI", 2018), pub("Loud logs", "OSDI", 2020), pub("Small kernels", "SOSP", 2021), pub("Odd results", "", 2022)}}
	milo := &cv.CV{Source: "m/milo.md", Name: "Milo Brandt",
		Education:    []cv.Education{{Degree: "Ph.D.", Level: cv.LevelPhD, Institution: "Invented University", Start: cv.Date{Year: 2015}, End: cv.Date{Year: 2020}, Line: 2}},
		Positions:    []cv.Position{{Title: "Postdoctoral Researcher", Organization: "Invented Institute", Kind: cv.KindPostdoc, Start: cv.Date{Year: 2020}, End: cv.Present, Line: 3}},
		Publications: []cv.Publication{pub("Deep sums", "NeurIPS", 2019), pub("Deeper sums", "NeurIPS", 2021), pub("Deepest sums", "NeurIPS", 2022), pub("Wide sums", "ICML", 2023)}}
	tessa := &cv.CV{Source: "m/tessa.md", Name: "Tessa Orwin",
		Education: []cv.Education{{Degree: "Ph.D.", Level: cv.LevelPhD, Institution: "Invented University", Start: cv.Date{Year: 2021}, End: cv.Present, Line: 2}},
		Publications: []cv.Publication{pub("Tiny stores", "OSDI", 2023), pub("Tiny nets", "NeurIPS", 2024),
			{Title: "Untitled notes", Authors: []string{"A. Self"}, SelfIndex: 1, Year: 2024, Type: cv.TypeConference, Line: 30}}}
	return []*cv.CV{iris, milo, tessa}
}
