package analyticstest

import "github.com/vitae-cv/vitae/cv"

func chartsPub(title, venue string, year int, t cv.PubType) cv.Publication {
	return cv.Publication{Title: title, Authors: []string{"A. Author", "B. Author"}, SelfIndex: 1, Venue: venue, Year: year, Type: t, Status: cv.PubPublished}
}

func chartsDate(y, m int) cv.Date { return cv.Date{Year: y, Month: m} }

func chartsFellowship(name string, year int, s cv.AwardStatus) cv.Award {
	return cv.Award{Name: name, Year: year, Category: cv.CatFellowship, Status: s}
}

func chartsOkonkwoTan() *cv.CV {
	return &cv.CV{Source: "okonkwo-tan.md", Name: "Mira Okonkwo-Tan", AsOf: &cv.AsOf{Date: chartsDate(2019, 3), Source: cv.AsOfStated},
		Education: []cv.Education{
			{Degree: "B.S. in Physics", Level: cv.LevelBachelors, Institution: "Lakeside College", Start: chartsDate(2008, 9), End: chartsDate(2012, 6)},
			{Degree: "Ph.D. in Computer Science", Level: cv.LevelPhD, Institution: "Northfield University", Start: chartsDate(2013, 9), End: chartsDate(2019, 9), Expected: true},
		},
		Positions: []cv.Position{{Title: "Graduate Research Assistant", Organization: "Northfield University", Kind: cv.KindResearch, Start: chartsDate(2013, 9), End: cv.Present}},
		Publications: []cv.Publication{chartsPub("Sharded logs", "OSDI", 2014, cv.TypeConference), chartsPub("Lazy replicas", "SOSP", 2016, cv.TypeConference),
			chartsPub("A preprint on queues", "", 2015, cv.TypePreprint)},
		Awards: []cv.Award{chartsFellowship("Northfield Fellowship", 2016, cv.StatusAwarded), chartsFellowship("Big Tech Fellowship", 2017, cv.StatusFinalist)},
	}
}

// ChartsCohort is the fictional cohort of the chart tests (charts and
// every renderer's adapter): okonkwoTan is measured to her CV's own date
// (stated, 2019-03) and expects her PhD in 2019-09, as a CV written before
// the defence says; the others run to 2024. It holds a preprint and a
// patent (not counted) and fellowships awarded, finalist and nominated.
func ChartsCohort() []*cv.CV {
	return []*cv.CV{
		chartsOkonkwoTan(),
		{Source: "varga.md", Name: "Tomas Varga", AsOf: &cv.AsOf{Date: chartsDate(2024, 6), Source: cv.AsOfStated},
			Education: []cv.Education{{Degree: "PhD", Level: cv.LevelPhD, Institution: "Eastbrook University", Start: chartsDate(2012, 9), End: chartsDate(2017, 6)}},
			Positions: []cv.Position{{Title: "Assistant Professor", Organization: "Eastbrook University", Kind: cv.KindFaculty, Start: chartsDate(2021, 1), End: cv.Present}},
			Publications: []cv.Publication{chartsPub("Old journal paper", "TOCS", 2013, cv.TypeJournal), chartsPub("Fast paths", "NSDI", 2018, cv.TypeConference),
				chartsPub("Slow paths", "OSDI", 2018, cv.TypeConference), chartsPub("Any paths", "ATC", 2020, cv.TypeConference)},
			Awards: []cv.Award{chartsFellowship("Alpha Fellowship", 2014, cv.StatusAwarded), chartsFellowship("Beta Fellowship", 2015, cv.StatusAwarded),
				chartsFellowship("Gamma Fellowship", 2015, cv.StatusFinalist), chartsFellowship("Delta Fellowship", 2013, cv.StatusNominee), chartsFellowship("Epsilon Fellowship", 2014, cv.StatusNominee)}},
		{Source: "lindqvist.md", Name: "Ana Lindqvist", AsOf: &cv.AsOf{Date: chartsDate(2024, 1), Source: cv.AsOfFile},
			Education:    []cv.Education{{Degree: "PhD", Level: cv.LevelPhD, Institution: "Westmoor University", Start: chartsDate(2016, 9), End: chartsDate(2022, 5)}},
			Positions:    []cv.Position{{Title: "Postdoctoral Fellow", Organization: "Westmoor University", Kind: cv.KindPostdoc, Start: chartsDate(2022, 6), End: cv.Present}},
			Publications: []cv.Publication{chartsPub("First one", "EuroSys", 2017, cv.TypeConference), chartsPub("A patent", "", 2021, cv.TypePatent), chartsPub("Later one", "ATC", 2023, cv.TypeConference)},
			Awards:       []cv.Award{chartsFellowship("Gamma Fellowship", 2019, cv.StatusFinalist)}},
		{Source: "brenner.md", Name: "Kai Brenner", AsOf: &cv.AsOf{Date: chartsDate(2024, 3), Source: cv.AsOfStated},
			Education:    []cv.Education{{Degree: "PhD", Level: cv.LevelPhD, Institution: "Eastbrook University", Start: chartsDate(2021, 9), End: chartsDate(2026, 6), Expected: true}},
			Publications: []cv.Publication{chartsPub("Student paper", "ATC", 2022, cv.TypeConference), chartsPub("Second paper", "NSDI", 2024, cv.TypeConference)}},
	}
}
