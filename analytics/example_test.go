package analytics_test

import (
	"fmt"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

func ExampleCompute() {
	cvs := []*cv.CV{
		{
			Source:    "kim.txt",
			Name:      "Kim Lo",
			Education: []cv.Education{{Level: cv.LevelPhD, Start: cv.Date{Year: 2016, Month: 9}, End: cv.Date{Year: 2021, Month: 6}}},
			Publications: []cv.Publication{
				{Title: "Fast Paths", Authors: []string{"Kim Lo", "Ray Ng"}, SelfIndex: 1, Venue: "OSDI", Year: 2020, Type: cv.TypeConference},
				{Title: "Slow Paths", Authors: []string{"Ray Ng", "Sam Oh", "Kim Lo"}, SelfIndex: 3, Venue: "SOSP", Year: 2021, Type: cv.TypeConference},
				{Title: "Fast paths!", Authors: []string{"Kim Lo", "Ray Ng"}, SelfIndex: 1, VenueRaw: "arXiv", Year: 2019, Type: cv.TypePreprint},
			},
			Awards: []cv.Award{{Name: "Big Fellowship", Year: 2019, Category: cv.CatFellowship, Status: cv.StatusAwarded}},
		},
		{
			Source:       "lee.txt",
			Name:         "Lee Park",
			Publications: []cv.Publication{{Title: "Alone", Authors: []string{"Lee Park"}, SelfIndex: 1, Venue: "TOCS", Year: 2023, Type: cv.TypeJournal}},
		},
	}
	rep := analytics.Compute(cvs, analytics.Options{Fractional: true}).Finish()
	fmt.Println("as of", rep.AsOf)
	for _, c := range rep.Candidates {
		fmt.Printf("%s: %d papers, credit %s, first-author %d, last-author %d, merged %d, fellowships %d, rank %d\n",
			c.Name, c.Counts.Papers, analytics.FormatNumber(c.Counts.Credit), c.Counts.FirstAuthor, c.Counts.LastAuthor,
			len(c.Merged), c.AwardTally().Get(cv.CatFellowship, cv.StatusAwarded), c.Ranks.Of("papers"))
	}
	for _, c := range rep.Candidates {
		// each CV is measured to its own date: Kim's latest entry is 2021-06,
		// six years from the PhD start; Lee's career starts with the 2023 paper
		fmt.Printf("%s: %s, as of %s, %s papers per year\n", c.Name, analytics.Label(c.Stage), c.AsOf, analytics.FormatNumber(c.PapersPerYear))
	}
	fmt.Println(rep.Metrics[0].Label, "median:", analytics.FormatNumber(rep.Metrics[0].Median))
	// Output:
	// as of 2023
	// Kim Lo: 2 papers, credit 0.83, first-author 1, last-author 1, merged 1, fellowships 1, rank 2
	// Lee Park: 1 papers, credit 1, first-author 1, last-author 0, merged 0, fellowships 0, rank 1
	// Kim Lo: other, as of 2021-06, 0.14 papers per year
	// Lee Park: other, as of 2023, 1 papers per year
	// Papers per year since PhD start median: 0.57
}
