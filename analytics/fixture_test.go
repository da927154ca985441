package analytics_test

import (
	"github.com/vitae-cv/vitae/cv"
)

// The fictional cohort used by the table-driven tests. Every person, paper
// and organisation is invented; venue acronyms are real catalogue entries
// (OSDI, ICML, NSDI, HotOS: systems/ml/networking/systems; EuroSys, SIGMOD,
// SOSP, TOCS, NeurIPS: systems/databases/systems/systems/ml).
//
// Hand-computed facts (default options, the counting policy: conference,
// journal, workshop and book count; preprints, other writings, theses and
// patents are shown apart):
//
//	Ada Quill   5 papers (a1 a2 a3 a4 a6), a0 is a preprint of a4 (merged),
//	            a5 preprint and a7 thesis uncounted; latest year 2022
//	Bruno Vale  3 papers (b1 b2 b3; b3 has no year), b4 preprint; PhD
//	            expected; latest year 2023
//	Chen Wu     4 papers, c5 patent uncounted; latest year 2020 (a grant)
//	Dana Eze    1 workshop paper at an unknown venue; no PhD; latest 2021
//
// so the cohort's latest year (AsOf when 0) is 2023.

func ym(y, m int) cv.Date { return cv.Date{Year: y, Month: m} }
func yr(y int) cv.Date    { return cv.Date{Year: y} }

func ada() *cv.CV {
	return &cv.CV{
		Source:  "cand/ada.txt",
		Name:    "Ada Quill",
		Contact: cv.Contact{Emails: []string{"ada@example.org"}},
		Education: []cv.Education{
			{Degree: "Ph.D. in Computer Science", Level: cv.LevelPhD, Institution: "Northbridge University", Start: ym(2015, 9), End: ym(2020, 5), Line: 5},
			{Degree: "B.S. in Mathematics", Level: cv.LevelBachelors, Institution: "Southgate College", Start: ym(2011, 9), End: ym(2015, 6), Line: 7},
		},
		Positions: []cv.Position{
			{Title: "Postdoctoral Researcher", Organization: "Eastlake Institute", Kind: cv.KindPostdoc, Start: ym(2020, 6), End: cv.Present, Line: 10},
			{Title: "Research Intern", Organization: "Acme Labs", Kind: cv.KindInternship, Start: ym(2017, 6), End: ym(2017, 9), Line: 11},
			{Title: "Software Engineering Intern", Organization: "Globex", Kind: cv.KindInternship, Start: ym(2018, 6), End: ym(2018, 8), Line: 12},
		},
		Publications: []cv.Publication{
			// a0: the preprint of a4, listed first; a4 must be kept.
			{Title: "Sharded logs revisited", Authors: []string{"Pia Lund", "Ada Quill", "Quentin Ray", "Rosa Tam"}, SelfIndex: 2, EqualContribution: true, VenueRaw: "arXiv", Year: 2020, Type: cv.TypePreprint, Status: "published", Line: 30},
			// a1
			{Title: "Fast Consensus for Geo-Distributed Stores", Authors: []string{"Ada Quill", "Ben Oak", "Cy Fir"}, SelfIndex: 1, Venue: "OSDI", VenueRaw: "OSDI 2019", Area: "systems", Year: 2019, Type: cv.TypeConference, Status: "published", Awards: []string{"Best Paper Award"}, Line: 31},
			// a2
			{Title: "Learning to Schedule Tiny Jobs", Authors: []string{"Xia Moss", "Ada Quill"}, SelfIndex: 2, Venue: "ICML", Area: "ml", Year: 2020, Type: cv.TypeConference, Line: 32},
			// a3: solo, unknown venue
			{Title: "A Solo Theory of Distributed Everything", Authors: []string{"Ada Quill"}, SelfIndex: 1, VenueRaw: "Journal of Imaginary Systems", Year: 2021, Type: cv.TypeJournal, Line: 33},
			// a4: equal contribution
			{Title: "Sharded Logs Revisited", Authors: []string{"Pia Lund", "Ada Quill", "Quentin Ray", "Rosa Tam"}, SelfIndex: 2, EqualContribution: true, Venue: "NSDI", Area: "networking", Year: 2021, Type: cv.TypeConference, Line: 34},
			// a5: a real preprint
			{Title: "Towards Zero-Copy Everything", Authors: []string{"Ada Quill", "Zed Pine"}, SelfIndex: 1, VenueRaw: "arXiv", Year: 2022, Type: cv.TypePreprint, Status: "under_review", Line: 35},
			// a6
			{Title: "Tail Latency Is a Lie", Authors: []string{"Ada Quill", "Kim Ash", "Lee Elm"}, SelfIndex: 1, Venue: "HotOS", Area: "systems", Year: 2022, Type: cv.TypeWorkshop, Line: 36},
			// a7: the thesis
			{Title: "Consistent Storage at Scale", Authors: []string{"Ada Quill"}, SelfIndex: 1, VenueRaw: "Northbridge University", Year: 2020, Type: cv.TypeThesis, Line: 37},
		},
		Awards: []cv.Award{
			{Name: "Nimbus PhD Fellowship", Year: 2019, Category: cv.CatFellowship, Status: cv.StatusAwarded, Issuer: "Nimbus Corp", Line: 50},
			{Name: "Orbit Fellowship", Year: 2018, Category: cv.CatFellowship, Status: cv.StatusFinalist, Line: 51},
			{Name: "Best Paper Award (OSDI)", Year: 2019, Category: cv.CatPaperAward, Status: cv.StatusAwarded, Line: 52},
			{Name: "Conference Travel Grant", Year: 2018, Category: cv.CatTravelGrant, Status: cv.StatusAwarded, Line: 53},
		},
		Talks: []cv.Talk{
			{Title: "Consensus at the Edge", Event: "Systems Seminar", Date: ym(2021, 3), Line: 60},
			{Title: "Consensus at the Edge", Event: "Data Days", Date: ym(2021, 10), Line: 61},
			{Title: "Tail Latency", Event: "HotOS", Date: yr(2022), Line: 62},
		},
		Service: []cv.Service{
			{Role: "Program Committee", Venue: "EuroSys", Year: 2022, Line: 70},
			{Role: "Reviewer", Venue: "TOCS", Year: 2021, Line: 71},
		},
		Teaching: []cv.Teaching{{Role: "Teaching Assistant", Course: "Operating Systems", Institution: "Northbridge University", Terms: []string{"Fall 2016"}, Line: 80}},
		Warnings: []cv.Warning{{Line: 90, Section: "misc", Message: "line not placed", Text: "???"}},
	}
}

func bruno() *cv.CV {
	return &cv.CV{
		Source: "cand/bruno.md",
		Name:   "Bruno Vale",
		Education: []cv.Education{
			{Degree: "Ph.D. in Computer Science", Level: cv.LevelPhD, Institution: "Northbridge University", Start: ym(2018, 9), End: ym(2024, 6), Expected: true, Line: 4},
		},
		Positions: []cv.Position{
			// an ongoing internship listed first must not be the current position
			{Title: "Part-time Research Intern", Organization: "Initech", Kind: cv.KindInternship, Start: ym(2023, 1), End: cv.Present, Line: 8},
			{Title: "Research Intern", Organization: "Initech", Kind: cv.KindInternship, Start: ym(2021, 6), End: ym(2021, 9), Line: 9},
			{Title: "Research Assistant", Organization: "Northbridge University", Kind: cv.KindResearch, Start: ym(2018, 9), End: cv.Present, Line: 10},
		},
		Publications: []cv.Publication{
			// b1
			{Title: "Graph Kernels on a Budget", Authors: []string{"Bruno Vale", "Mona Reed"}, SelfIndex: 1, Venue: "EuroSys", Area: "systems", Year: 2022, Type: cv.TypeConference, Line: 20},
			// b2: last author; Area left empty, the catalogue says databases
			{Title: "Approximate Joins for Everyone", Authors: []string{"Mona Reed", "Nils Park", "Bruno Vale"}, SelfIndex: 3, Venue: "SIGMOD", Year: 2023, Type: cv.TypeConference, Line: 21},
			// b3: no year
			{Title: "Musings on Cache Coherence", Authors: []string{"Bruno Vale", "Omar Vance", "Pat Hill", "Quinn Ives", "Ravi Sol"}, SelfIndex: 1, Venue: "OSDI", Area: "systems", Type: cv.TypeConference, Line: 22},
			// b4: solo preprint
			{Title: "Caches All the Way Down", Authors: []string{"Bruno Vale"}, SelfIndex: 1, VenueRaw: "arXiv", Year: 2023, Type: cv.TypePreprint, Line: 23},
		},
		Awards: []cv.Award{
			{Name: "Department Scholarship", Year: 2018, Category: cv.CatScholarship, Status: cv.StatusAwarded, Line: 30},
			{Name: "Outstanding TA Award", Year: 2021, Category: cv.CatHonor, Status: cv.StatusAwarded, Line: 31},
			{Name: "Lumen Fellowship", Year: 2022, Category: cv.CatFellowship, Status: cv.StatusNominee, Line: 32},
		},
		Service: []cv.Service{{Role: "Student volunteer", Venue: "SIGMOD", Year: 2022, Line: 40}},
		Teaching: []cv.Teaching{
			{Role: "TA", Course: "Databases", Line: 50},
			{Role: "TA", Course: "Compilers", Line: 51},
		},
	}
}

func chen() *cv.CV {
	return &cv.CV{
		Source: "cand/chen.txt",
		Name:   "Chen Wu",
		Education: []cv.Education{
			{Degree: "Ph.D.", Level: cv.LevelPhD, Institution: "Westfield University", Start: yr(2010), End: yr(2015), Line: 3},
			{Degree: "M.S.", Level: cv.LevelMasters, Institution: "Westfield University", Start: yr(2008), End: yr(2010), Line: 4},
		},
		Positions: []cv.Position{
			{Title: "Assistant Professor", Organization: "Westfield College", Kind: cv.KindFaculty, Start: ym(2016, 8), End: cv.Present, Line: 7},
			{Title: "Postdoctoral Fellow", Organization: "Eastlake Institute", Kind: cv.KindPostdoc, Start: ym(2015, 9), End: ym(2016, 7), Line: 8},
		},
		Publications: []cv.Publication{
			// c1
			{Title: "Old Results in Systems", Authors: []string{"Chen Wu", "Ann Bell"}, SelfIndex: 1, Venue: "OSDI", Area: "systems", Year: 2014, Type: cv.TypeConference, Line: 40},
			// c2: last author of two
			{Title: "Newer Results in Systems", Authors: []string{"Ann Bell", "Chen Wu"}, SelfIndex: 2, Venue: "SOSP", Area: "systems", Year: 2016, Type: cv.TypeConference, Line: 41},
			// c3: last author of three
			{Title: "Journal Version of Everything", Authors: []string{"Ann Bell", "Bo Cole", "Chen Wu"}, SelfIndex: 3, Venue: "TOCS", Area: "systems", Year: 2017, Type: cv.TypeJournal, Line: 42},
			// c4
			{Title: "Learning Stuff Quickly", Authors: []string{"Chen Wu", "Xu Yan", "Yan Zhu", "Zoe Alt"}, SelfIndex: 1, Venue: "NeurIPS", Area: "ml", Year: 2019, Type: cv.TypeConference, Awards: []string{"Outstanding Paper"}, Line: 43},
			// c5: a patent
			{Title: "Method for Doing Things", Authors: []string{"Chen Wu"}, SelfIndex: 1, Year: 2018, Type: cv.TypePatent, Line: 44},
		},
		Awards: []cv.Award{
			{Name: "Starlight Fellowship", Year: 2013, Category: cv.CatFellowship, Status: cv.StatusAwarded, Line: 60},
			{Name: "Best Paper Honorable Mention", Year: 2017, Category: cv.CatPaperAward, Status: cv.StatusHonorableMention, Line: 61},
			{Name: "Early Career Grant", Year: 2020, Category: cv.CatGrant, Status: cv.StatusAwarded, Line: 62},
		},
		Talks: []cv.Talk{
			{Title: "T1", Line: 70}, {Title: "T2", Line: 71}, {Title: "T3", Line: 72}, {Title: "T4", Line: 73}, {Title: "T5", Line: 74},
		},
		Service: []cv.Service{{Role: "PC"}, {Role: "PC"}, {Role: "Reviewer"}, {Role: "Chair"}},
		Teaching: []cv.Teaching{
			{Course: "CS 101"}, {Course: "CS 202"}, {Course: "CS 303"},
		},
	}
}

func dana() *cv.CV {
	return &cv.CV{
		Source: "cand/dana.txt",
		Name:   "Dana Eze",
		Publications: []cv.Publication{
			// d1: unknown venue, workshop
			{Title: "Tiny Paper on Tiny Things", Authors: []string{"Dana Eze", "Fay Gold"}, SelfIndex: 1, VenueRaw: "Workshop on Tiny Things", Year: 2021, Type: cv.TypeWorkshop, Line: 5},
		},
		Talks: []cv.Talk{{Title: "Tiny Things", Date: yr(2021)}},
	}
}

// cohort returns fresh copies of the four fictional CVs.
func cohort() []*cv.CV { return []*cv.CV{ada(), bruno(), chen(), dana()} }
