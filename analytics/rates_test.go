package analytics_test

import (
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

// rateCV has a PhD from 2018, a CV as of 2025, fifteen counted papers in
// 2018–2025, one from before the PhD and one without a year.
func rateCV(phd bool) *cv.CV {
	c := &cv.CV{Source: "iris.md", Name: "Iris Fenn", AsOf: &cv.AsOf{Date: cv.Date{Year: 2025, Month: 6}, Source: cv.AsOfStated}}
	if phd {
		c.Education = []cv.Education{{Level: cv.LevelPhD, Institution: "Example University", Start: cv.Date{Year: 2018}, End: cv.Date{Year: 2023}}}
	}
	add := func(title string, y int) {
		c.Publications = append(c.Publications, cv.Publication{Title: title, Authors: []string{"Iris Fenn"}, SelfIndex: 1, Year: y, Type: cv.TypeConference})
	}
	words := []string{"amber", "birch", "cedar", "dune", "ember", "fjord", "grove", "heath", "inlet", "juniper", "kelp", "loam", "marsh", "nettle", "oak"}
	for i, w := range words {
		add("Notes on "+w+" and rivers", 2018+i%8)
	}
	add("An early study of sparrows", 2016)
	add("A study without a date", 0)
	return c
}

// A rate carries what it divides and its window, and says it in words.
func TestRateExplainsItself(t *testing.T) {
	c := analytics.Compute([]*cv.CV{rateCV(true)}, analytics.Options{}).Finish().Candidates[0]
	r := c.Rate
	if r.Papers != 16 || r.Years != 8 || r.From != 2018 || r.To != 2025 || r.Basis != analytics.BasisPhDStart || r.NoYear != 1 || r.Before != 1 {
		t.Errorf("Rate = %+v; want 16 papers (one without a year) / 8 years, 2018–2025, from PhD start, one before", r)
	}
	if r.Value != 2 || c.PapersPerYear != r.Value || c.CareerYears != r.Years {
		t.Errorf("rate %v, PapersPerYear %v, CareerYears %v; want 2 = 16/8, the same on the candidate", r.Value, c.PapersPerYear, c.CareerYears)
	}
	want := "16 counted papers / 8 years, 2018–2025, from PhD start (1 without a year included; 1 before 2018 not in it)"
	if got := r.String(); got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	rep := analytics.Compute([]*cv.CV{rateCV(true)}, analytics.Options{}).Finish()
	if got := rep.Facts(rep.Candidates[0]).Rate; got != want {
		t.Errorf("Facts.Rate = %q, want %q", got, want)
	}
}

// Without a PhD start the window starts at the first counted paper.
func TestRateFromFirstPaper(t *testing.T) {
	r := analytics.Compute([]*cv.CV{rateCV(false)}, analytics.Options{}).Finish().Candidates[0].Rate
	want := "17 counted papers / 10 years, 2016–2025, from first paper (1 without a year included)"
	if r.Basis != analytics.BasisFirstPaper || r.From != 2016 || r.String() != want || r.Value != 1.7 {
		t.Errorf("Rate = %+v, %q; want %q, 1.7", r, r.String(), want)
	}
	if s := (analytics.Rate{}).String(); s != "" {
		t.Errorf("no rate says %q, want nothing", s)
	}
}
