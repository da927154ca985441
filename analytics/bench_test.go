package analytics_test

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

// shiftDate moves a known, non-present date by dy years.
func shiftDate(d cv.Date, dy int) cv.Date {
	if d.Year != 0 && !d.Present {
		d.Year += dy
	}
	return d
}

// cloneCV deep-copies c (every slice and nested slice), renamed to name and
// source and with every year moved by dy.
func cloneCV(c *cv.CV, name, source string, dy int) *cv.CV {
	k := *c
	k.Name, k.Source = name, source
	k.Contact.Emails = slices.Clone(c.Contact.Emails)
	k.Contact.Phones = slices.Clone(c.Contact.Phones)
	k.Contact.Links = slices.Clone(c.Contact.Links)
	if c.Personal != nil {
		p := *c.Personal
		k.Personal = &p
	}
	k.Interests = slices.Clone(c.Interests)
	k.Skills = slices.Clone(c.Skills)
	k.Education = slices.Clone(c.Education)
	for i := range k.Education {
		e := &k.Education[i]
		e.Advisors = slices.Clone(e.Advisors)
		e.Start, e.End = shiftDate(e.Start, dy), shiftDate(e.End, dy)
	}
	k.Positions = slices.Clone(c.Positions)
	for i := range k.Positions {
		p := &k.Positions[i]
		p.Start, p.End = shiftDate(p.Start, dy), shiftDate(p.End, dy)
	}
	k.Publications = slices.Clone(c.Publications)
	for i := range k.Publications {
		p := &k.Publications[i]
		p.Authors = slices.Clone(p.Authors)
		p.Awards = slices.Clone(p.Awards)
		if p.Year != 0 {
			p.Year += dy
		}
		if p.SelfIndex > 0 && p.SelfIndex <= len(p.Authors) {
			p.Authors[p.SelfIndex-1] = name
		}
	}
	k.Awards = slices.Clone(c.Awards)
	for i := range k.Awards {
		a := &k.Awards[i]
		if a.Year != 0 {
			a.Year += dy
		}
		if a.EndYear != 0 {
			a.EndYear += dy
		}
	}
	k.Talks = slices.Clone(c.Talks)
	for i := range k.Talks {
		k.Talks[i].Date = shiftDate(k.Talks[i].Date, dy)
	}
	k.Service = slices.Clone(c.Service)
	for i := range k.Service {
		if k.Service[i].Year != 0 {
			k.Service[i].Year += dy
		}
	}
	k.Teaching = slices.Clone(c.Teaching)
	for i := range k.Teaching {
		k.Teaching[i].Terms = slices.Clone(k.Teaching[i].Terms)
	}
	k.Projects = slices.Clone(c.Projects)
	k.Warnings = slices.Clone(c.Warnings)
	return &k
}

// generate makes n CVs from the parsed test CVs and the fictional cohort,
// each with its own name, source and year shift (−4..+4).
func generate(tb testing.TB, n int) []*cv.CV {
	base := everyone(tb)
	out := make([]*cv.CV, n)
	for i := range out {
		c := base[i%len(base)]
		name := fmt.Sprintf("%s %05d", c.Name, i)
		source := fmt.Sprintf("gen/%05d/%s", i, filepath.Base(c.Source))
		out[i] = cloneCV(c, name, source, i%9-4)
	}
	return out
}

func TestGenerate(t *testing.T) {
	cvs := generate(t, 200)
	// the clone is deep: changing it leaves the original alone
	for _, orig := range append(testdataCVs(t), ada()) {
		before := mustJSON(t, orig)
		k := cloneCV(orig, "Someone Else", "elsewhere", 2)
		for i := range k.Publications {
			for j := range k.Publications[i].Authors {
				k.Publications[i].Authors[j] = "changed"
			}
		}
		for i := range k.Education {
			for j := range k.Education[i].Advisors {
				k.Education[i].Advisors[j] = "changed"
			}
		}
		for i := range k.Teaching {
			for j := range k.Teaching[i].Terms {
				k.Teaching[i].Terms[j] = "changed"
			}
		}
		if !bytes.Equal(mustJSON(t, orig), before) {
			t.Fatalf("%s: cloneCV shares slices with the original", orig.Source)
		}
	}
	r := analytics.Compute(cvs, analytics.Options{}).Finish()
	if len(r.Candidates) != 200 {
		t.Fatalf("%d candidates, want 200", len(r.Candidates))
	}
	// a clone shifted by +k years has its ByYear keys shifted by k
	src := analytics.Compute([]*cv.CV{ada()}, analytics.Options{}).Finish().Candidates[0]
	shifted := analytics.Compute([]*cv.CV{cloneCV(ada(), "Ada Clone", "x", 3)}, analytics.Options{}).Finish().Candidates[0]
	for y, v := range src.Tally().ByYear {
		if shifted.Tally().ByYear[y+3] != v {
			t.Errorf("year %d: clone has %v in %d, want %v", y, shifted.Tally().ByYear[y+3], y+3, v)
		}
	}
	if shifted.Counts.Papers != src.Counts.Papers || shifted.Counts.FirstAuthor != src.Counts.FirstAuthor || shifted.YearsToDegree != src.YearsToDegree {
		t.Errorf("clone counts differ: %+v vs %+v", shifted.Counts, src.Counts)
	}
}

const benchCVs = 10000

func BenchmarkCompute(b *testing.B) {
	cvs := generate(b, benchCVs)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		rep := analytics.Compute(cvs, analytics.Options{}).Finish()
		if len(rep.Candidates) != benchCVs {
			b.Fatalf("%d candidates", len(rep.Candidates))
		}
	}
	b.ReportMetric(float64(benchCVs)*float64(b.N)/b.Elapsed().Seconds(), "CVs/s")
}

func BenchmarkComputeFractional(b *testing.B) {
	cvs := generate(b, benchCVs)
	opt := analytics.Options{Fractional: true, Since: 2015, Area: "systems"}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		analytics.Compute(cvs, opt).Finish()
	}
	b.ReportMetric(float64(benchCVs)*float64(b.N)/b.Elapsed().Seconds(), "CVs/s")
}

func BenchmarkTables(b *testing.B) {
	rep := analytics.Compute(generate(b, benchCVs), analytics.Options{}).Finish()
	b.ReportAllocs()
	b.ResetTimer()
	rows := 0
	for b.Loop() {
		rows = 0
		for _, t := range rep.Tables() {
			rows += len(t.Rows)
		}
	}
	b.ReportMetric(float64(rows), "rows")
	b.ReportMetric(float64(benchCVs)*float64(b.N)/b.Elapsed().Seconds(), "CVs/s")
}
