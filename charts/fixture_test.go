package charts

import (
	"math"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

// Fictional people only. okonkwoTan is measured to her CV's own date
// (stated, 2019-03) and expects her PhD in 2019-09, as a CV written
// before the defence says; the others run to 2024.
func pub(title, venue string, year int, t cv.PubType) cv.Publication {
	return cv.Publication{Title: title, Authors: []string{"A. Author", "B. Author"}, SelfIndex: 1, Venue: venue, Year: year, Type: t, Status: cv.PubPublished}
}

func d(y, m int) cv.Date { return cv.Date{Year: y, Month: m} }

func fellowship(name string, year int, s cv.AwardStatus) cv.Award {
	return cv.Award{Name: name, Year: year, Category: cv.CatFellowship, Status: s}
}

func okonkwoTan() *cv.CV {
	return &cv.CV{Source: "okonkwo-tan.md", Name: "Mira Okonkwo-Tan", AsOf: &cv.AsOf{Date: d(2019, 3), Source: cv.AsOfStated},
		Education: []cv.Education{
			{Degree: "B.S. in Physics", Level: cv.LevelBachelors, Institution: "Lakeside College", Start: d(2008, 9), End: d(2012, 6)},
			{Degree: "Ph.D. in Computer Science", Level: cv.LevelPhD, Institution: "Northfield University", Start: d(2013, 9), End: d(2019, 9), Expected: true},
		},
		Positions: []cv.Position{{Title: "Graduate Research Assistant", Organization: "Northfield University", Kind: cv.KindResearch, Start: d(2013, 9), End: cv.Present}},
		Publications: []cv.Publication{pub("Sharded logs", "OSDI", 2014, cv.TypeConference), pub("Lazy replicas", "SOSP", 2016, cv.TypeConference),
			pub("A preprint on queues", "", 2015, cv.TypePreprint)},
		Awards: []cv.Award{fellowship("Northfield Fellowship", 2016, cv.StatusAwarded), fellowship("Big Tech Fellowship", 2017, cv.StatusFinalist)},
	}
}

func fictionalCohort() []*cv.CV {
	return []*cv.CV{
		okonkwoTan(),
		{Source: "varga.md", Name: "Tomas Varga", AsOf: &cv.AsOf{Date: d(2024, 6), Source: cv.AsOfStated},
			Education: []cv.Education{{Degree: "PhD", Level: cv.LevelPhD, Institution: "Eastbrook University", Start: d(2012, 9), End: d(2017, 6)}},
			Positions: []cv.Position{{Title: "Assistant Professor", Organization: "Eastbrook University", Kind: cv.KindFaculty, Start: d(2021, 1), End: cv.Present}},
			Publications: []cv.Publication{pub("Old journal paper", "TOCS", 2013, cv.TypeJournal), pub("Fast paths", "NSDI", 2018, cv.TypeConference),
				pub("Slow paths", "OSDI", 2018, cv.TypeConference), pub("Any paths", "ATC", 2020, cv.TypeConference)},
			Awards: []cv.Award{fellowship("Alpha Fellowship", 2014, cv.StatusAwarded), fellowship("Beta Fellowship", 2015, cv.StatusAwarded),
				fellowship("Gamma Fellowship", 2015, cv.StatusFinalist), fellowship("Delta Fellowship", 2013, cv.StatusNominee), fellowship("Epsilon Fellowship", 2014, cv.StatusNominee)}},
		{Source: "lindqvist.md", Name: "Ana Lindqvist", AsOf: &cv.AsOf{Date: d(2024, 1), Source: cv.AsOfFile},
			Education:    []cv.Education{{Degree: "PhD", Level: cv.LevelPhD, Institution: "Westmoor University", Start: d(2016, 9), End: d(2022, 5)}},
			Positions:    []cv.Position{{Title: "Postdoctoral Fellow", Organization: "Westmoor University", Kind: cv.KindPostdoc, Start: d(2022, 6), End: cv.Present}},
			Publications: []cv.Publication{pub("First one", "EuroSys", 2017, cv.TypeConference), pub("A patent", "", 2021, cv.TypePatent), pub("Later one", "ATC", 2023, cv.TypeConference)},
			Awards:       []cv.Award{fellowship("Gamma Fellowship", 2019, cv.StatusFinalist)}},
		{Source: "brenner.md", Name: "Kai Brenner", AsOf: &cv.AsOf{Date: d(2024, 3), Source: cv.AsOfStated},
			Education:    []cv.Education{{Degree: "PhD", Level: cv.LevelPhD, Institution: "Eastbrook University", Start: d(2021, 9), End: d(2026, 6), Expected: true}},
			Publications: []cv.Publication{pub("Student paper", "ATC", 2022, cv.TypeConference), pub("Second paper", "NSDI", 2024, cv.TypeConference)}},
	}
}

func fictionalReport(t *testing.T) *analytics.Report {
	t.Helper()
	return analytics.Compute(fictionalCohort(), analytics.Options{}).Finish()
}

func cand(t *testing.T, rep *analytics.Report, name string) *analytics.Candidate {
	t.Helper()
	for _, c := range rep.Candidates {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no candidate %q", name)
	return nil
}

func equal(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func near(a, b float64) bool { return math.Abs(a-b) < 0.01 }
