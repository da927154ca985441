package html

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/sample"
	"github.com/vitae-cv/vitae/reports"
)

// TestEveryCandidateCharted: every candidate, however late in the
// alphabet, gets the same three charts (as models in the data block,
// drawn when opened); the page holds no per-candidate HTML, the
// cohort timeline says it is cut and pages through the rest
// (data-page), and the data block stays small per candidate.
func TestEveryCandidateCharted(t *testing.T) {
	n := 250
	var cvs []*cv.CV
	for i := 0; i < n; i++ {
		cvs = append(cvs, &cv.CV{
			Source:       fmt.Sprintf("c%03d.md", i),
			Name:         fmt.Sprintf("Person %03d", i),
			Publications: []cv.Publication{{Title: "A paper", Authors: []string{"P"}, SelfIndex: 1, Venue: "OSDI", Year: 2020, Type: cv.TypeConference}},
			Awards:       []cv.Award{{Name: "Some Fellowship", Year: 2020, Category: cv.CatFellowship, Status: cv.StatusAwarded}},
			Positions:    []cv.Position{{Title: "Engineer", Kind: cv.KindIndustry, Start: cv.Date{Year: 2019}, End: cv.Present}},
		})
	}
	rep := analytics.Compute(cvs, analytics.Options{}).Finish()
	var buf bytes.Buffer
	if err := Write(&buf, rep, reports.Options{}); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	data := chartData(t, page)
	if len(data.Cands) != n {
		t.Fatalf("%d candidates in the data, want %d", len(data.Cands), n)
	}
	for i, c := range data.Cands {
		var ch []json.RawMessage
		if err := json.Unmarshal(c[candCharts], &ch); err != nil || len(ch) != 3 {
			t.Fatalf("candidate %d: charts %s", i+1, c[candCharts])
		}
		for k, m := range ch {
			if string(m) == "0" {
				t.Errorf("candidate %d: chart %d missing", i+1, k)
			}
		}
	}
	if strings.Contains(page, "Charts are drawn for the first") || strings.Contains(page, `<section id="cand-`) {
		t.Error("the page still caps charts or holds candidate sections as HTML")
	}
	i := strings.Index(page, `id="vitae-data">`)
	j := strings.Index(page[i:], "</script>")
	if per := j / n; per > 1500 {
		t.Errorf("%d bytes of data per candidate", per)
	} else {
		t.Logf("%d bytes of data per candidate", per)
	}
	tl := charts.Timeline(rep)
	if tl == nil || !strings.Contains(tl.Subtitle(), fmt.Sprintf("first %d of %d", charts.MaxCohortRows, n)) {
		t.Fatalf("cohort timeline does not say it is cut: %+v", tl)
	}
	if !strings.Contains(page, fmt.Sprintf("first %d of %d", charts.MaxCohortRows, n)) {
		t.Error("the page does not say the cohort timeline is cut")
	}
	if !strings.Contains(page, fmt.Sprintf(`id="%s" class="chart" style="height:`, charts.IDTimeline)) ||
		!strings.Contains(page, fmt.Sprintf(`data-page="%d"`, charts.MaxCohortRows)) {
		t.Error("the cohort timeline does not page")
	}
}

// TestDeterministicCompressed: a cohort past GzipCandidates (its data
// block gzip in base64) renders to the same bytes twice and from
// shuffled records, and its block unpacks to JSON with every candidate.
func TestDeterministicCompressed(t *testing.T) {
	base, err := sample.Load(filepath.Join("..", "..", "testdata", "cvs"))
	if err != nil {
		t.Fatal(err)
	}
	cvs, err := sample.Clone(base, GzipCandidates+20)
	if err != nil {
		t.Fatal(err)
	}
	a := render(t, report(cvs), reports.Options{})
	if b := render(t, report(cvs), reports.Options{}); !bytes.Equal(a, b) {
		t.Fatal("two renders differ")
	}
	shuffled := append([]*cv.CV(nil), cvs...)
	rand.New(rand.NewSource(7)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	if c := render(t, report(shuffled), reports.Options{}); !bytes.Equal(a, c) {
		t.Fatal("shuffled records render differently")
	}
	if !bytes.Contains(a, []byte(`<script type="application/octet-stream" id="vitae-data" data-encoding="gzip+base64">`)) {
		t.Fatal("the data block is not compressed")
	}
	if d := chartData(t, string(a)); len(d.Cands) != len(cvs) {
		t.Errorf("%d candidates in the data, want %d", len(d.Cands), len(cvs))
	}
}

// BenchmarkWrite renders the page of 1,000 and 10,000 generated
// candidates (the report computed once, outside the timing).
func BenchmarkWrite(b *testing.B) {
	base, err := sample.Load(filepath.Join("..", "..", "testdata", "cvs"))
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range []int{1000, 10000} {
		cvs, err := sample.Clone(base, n)
		if err != nil {
			b.Fatal(err)
		}
		r := report(cvs)
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var size int64
			for b.Loop() {
				var w countWriter
				if err := Write(&w, r, reports.Options{}); err != nil {
					b.Fatal(err)
				}
				size = int64(w)
			}
			b.ReportMetric(float64(size)/1e6, "MB")
		})
	}
}

// countWriter counts the bytes written to it.
type countWriter int64

func (c *countWriter) Write(p []byte) (int, error) { *c += countWriter(len(p)); return len(p), nil }
