package pdf

import (
	"bytes"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// extremeReport is a report of one fictional candidate whose position,
// degree, paper, award and CV date all fall in year y, beside one with
// ordinary years.
func extremeReport(y int) *analytics.Report {
	c := &cv.CV{Source: "ext.md", Name: "Ext Reme",
		Education: []cv.Education{{Degree: "PhD", Level: cv.LevelPhD, Institution: "Nowhere U", Start: cv.Date{Year: 2001}, End: cv.Date{Year: y}}},
		Positions: []cv.Position{
			{Title: "Professor", Kind: cv.KindFaculty, Start: cv.Date{Year: 2005}, End: cv.Date{Year: y}},
			{Title: "Fellow", Kind: cv.KindResearch, Start: cv.Date{Year: y, Month: 12}, End: cv.Present},
		},
		Publications: []cv.Publication{
			{Title: "Far Off", Authors: []string{"Ext Reme"}, SelfIndex: 1, Year: y, Type: cv.TypeConference, Venue: "SIGMOD"},
			{Title: "Near By", Authors: []string{"Ext Reme"}, SelfIndex: 1, Year: 2010, Type: cv.TypeJournal},
		},
		Awards: []cv.Award{{Name: "Far Prize", Year: y, Category: cv.CatFellowship, Status: cv.StatusAwarded}},
		AsOf:   &cv.AsOf{Date: cv.Date{Year: y}, Source: cv.AsOfStated},
	}
	o := &cv.CV{Source: "ord.md", Name: "Ord Inary",
		Positions:    []cv.Position{{Title: "Lecturer", Kind: cv.KindFaculty, Start: cv.Date{Year: 2012}, End: cv.Present}},
		Publications: []cv.Publication{{Title: "Plain", Authors: []string{"Ord Inary"}, SelfIndex: 1, Year: 2015, Type: cv.TypeConference}},
	}
	return analytics.Compute([]*cv.CV{c, o}, analytics.Options{}).Finish()
}

// TestExtremeYears: a position ending in year 2^63-1 looped forever in
// the timeline axis (the float year lost its precision, lo == hi, and
// int(lo) wrapped); years 1 and 2e9 must not stretch it either. Each
// render must finish in seconds with a bounded file.
func TestExtremeYears(t *testing.T) {
	for _, y := range []int{1, 2e9, math.MaxInt} {
		r := extremeReport(y)
		done := make(chan []byte, 1)
		go func() {
			var buf bytes.Buffer
			if _, err := render(&buf, r, reports.Options{Title: "Extremes", Date: "2025-01-01"}); err != nil {
				t.Error(err)
			}
			done <- buf.Bytes()
		}()
		select {
		case b := <-done:
			if len(b) == 0 || len(b) > 1<<20 {
				t.Errorf("year %d: %d bytes", y, len(b))
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("year %d: the PDF did not finish in 20 s", y)
		}
	}
}

// TestAxisLoopsBounded: the axis loops take at most their bound of steps
// whatever the years (hi near MaxInt made yr++ wrap).
func TestAxisLoopsBounded(t *testing.T) {
	ss := []series{{label: "x", counted: true, values: map[int]float64{2010: 1, math.MaxInt: 1}}}
	lo, hi, _, _ := yearSpan(ss)
	if hi-lo >= maxChartYears || hi < lo {
		t.Fatalf("yearSpan = %d..%d", lo, hi)
	}
	for _, y := range []int{0, 1, 2e9, math.MaxInt} {
		if p := spanPos(cv.Date{Year: y, Month: 13}, true); p < 1 || p > 10001 {
			t.Errorf("spanPos(%d) = %v", y, p)
		}
	}
}

// TestDecomposedNames: a name saved decomposed (macOS: "e" + U+0301)
// printed as "Jose□ Mu□ller": the Go font has no lone combining accent.
// Text is composed (NFC) before it is checked and drawn.
func TestDecomposedNames(t *testing.T) {
	name := "Jose\u0301 Mu\u0308ller"
	r := report([]*cv.CV{{
		Source: "jm.md", Name: name,
		Positions: []cv.Position{{Title: "Profesor Titular", Organization: "Universidad de Co\u0301rdoba", Kind: cv.KindFaculty, Start: cv.Date{Year: 2015}, End: cv.Present}},
		Publications: []cv.Publication{
			{Title: "U\u0308ber Na\u0308he", Authors: []string{name}, SelfIndex: 1, Venue: "VLDB", Year: 2021, Type: cv.TypeConference},
		},
	}})
	data, st := renderBytes(t, r, reports.Options{Title: "Selecci\u00f3n"})
	if st.Missing != 0 {
		t.Errorf("%d characters printed as missing", st.Missing)
	}
	text := pdfText(t, data)
	for _, want := range []string{"José Müller", "Über Nähe", "Córdoba"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q not in the PDF's text", want)
		}
	}
	if strings.Contains(text, "□") || strings.Contains(text, "\u0301") {
		t.Error("a combining accent is drawn apart")
	}
}
