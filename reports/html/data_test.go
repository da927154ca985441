package html

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

// TestAppendJSON: the data block's own encoder writes what
// encoding/json writes, escapes included, and refuses what it refuses.
func TestAppendJSON(t *testing.T) {
	for _, v := range []any{
		0, -3, 1 << 40, 0.43, 2019.75, -0.5, 1e-7, 1e21, 123456789.125, 1.0 / 3,
		[]int{1, 2, 3}, []int(nil), []float64{0, 2019.08, 1e-9}, []float64(nil), []any(nil), [][]any{{1, "a"}, nil},
		[]any{1, "x", []any{2.5, "<script>&\u2028\u2029"}, nil, map[string]string{"k": "</script>"}},
		"plain", "</script><script>alert(1)</script>",
	} {
		want, _ := json.Marshal(v)
		got, err := appendJSON(nil, v)
		if err != nil || string(got) != string(want) {
			t.Errorf("%#v: %s (%v), want %s", v, got, err, want)
		}
	}
	for _, v := range []any{math.NaN(), math.Inf(1), []float64{math.Inf(-1)}} {
		if _, err := appendJSON(nil, v); err == nil {
			t.Errorf("%v accepted", v)
		}
	}
}

// TestCandidateDataReadsAnalyticsLabels: the page's data gives an
// award's years as every report writes them (cv.Award.YearSpan: no
// "2019–2019", no "–2021" without a start) and why a paper is not
// counted even when the record gives no reason.
func TestCandidateDataReadsAnalyticsLabels(t *testing.T) {
	c := &analytics.Candidate{Name: "Ada Quill",
		Awards: []cv.Award{{Name: "Example Prize", Year: 2019, EndYear: 2019}, {Name: "Undated Prize", EndYear: 2021}, {Name: "Example Fellowship", Year: 2018, EndYear: 2020}},
		Papers: []analytics.Paper{{Title: "Odd Gadgets", Year: 2022}, {Title: "Sparse Widgets", Year: 2021, Counted: true}}}
	r := &analytics.Report{Candidates: []*analytics.Candidate{c}}
	d := newDataWriter(bufio.NewWriter(io.Discard))
	row := candidateData(t, d, r, c)
	var awards, papers [][]int
	decode(t, row[candPapers-1], &awards)
	decode(t, row[candPapers], &papers)
	var years []string
	for _, a := range awards {
		years = append(years, d.table[a[0]])
	}
	if want := []string{"2019", "", "2018–2020"}; !slices.Equal(years, want) {
		t.Errorf("award years %q, want %q", years, want)
	}
	if why := d.table[papers[0][11]]; why != analytics.WhyNotCounted("") || why == "" {
		t.Errorf("an uncounted paper without a reason: %q", why)
	}
	if why := d.table[papers[1][11]]; why != "" {
		t.Errorf("a counted paper: %q", why)
	}
}

// TestCandidateDataExplainsRateAndStage: a candidate's data carries how
// the headline rate is made, why the stage and the corrected mark, and
// the candidates table's rate, stage and stale cells carry them on hover.
func TestCandidateDataExplainsRateAndStage(t *testing.T) {
	c := &analytics.Candidate{Name: "Ada Quill", Stage: analytics.StagePostdoc, StageCorrected: true,
		StageWhy:    "postdoc: set by a correction (the rule gives faculty: current position “Lecturer”)",
		CareerYears: 4, PapersPerYear: 1.5, Stale: true, AgeMonths: 20, AsOf: cv.Date{Year: 2025, Month: 3},
		Rate: analytics.Rate{Value: 1.5, Papers: 6, Years: 4, From: 2021, To: 2024, Basis: analytics.BasisFirstPaper}}
	r := &analytics.Report{Candidates: []*analytics.Candidate{c}, RunDate: cv.Date{Year: 2026, Month: 11}}
	d := newDataWriter(bufio.NewWriter(io.Discard))
	row := candidateData(t, d, r, c)
	var rateWhy, stageWhy, stageMark int
	decode(t, row[candRateWhy], &rateWhy)
	decode(t, row[candStage], &stageWhy)
	decode(t, row[candStage+1], &stageMark)
	if got := d.table[rateWhy]; got != c.RateWhy() || !strings.Contains(got, "6 counted papers / 4 years, 2021–2024, from first paper") {
		t.Errorf("rate why %q", got)
	}
	if got, mark := d.table[stageWhy], d.table[stageMark]; got != c.StageWhy || mark != "corrected" {
		t.Errorf("stage why %q, mark %q", got, mark)
	}
	sum := newSummaryRows(r)
	cells := sum.cells(r.Candidates[0])
	hover := map[string]string{}
	head := sum.head
	for i, h := range head {
		x := cells[i]
		hover[h.Name] = x.Hover
		if h.Name == "Stage" && x.BadgeClass != "corrected" {
			t.Errorf("stage cell badge %q, want corrected", x.BadgeClass)
		}
		d.cell(x)
		var enc []json.RawMessage
		err := json.Unmarshal(bytes.TrimSuffix(d.buf, []byte(",")), &enc)
		d.buf = d.buf[:0]
		if x.Hover == "" {
			continue
		}
		var hi int
		if err != nil || len(enc) != 5 || json.Unmarshal(enc[4], &hi) != nil || d.table[hi] != x.Hover {
			t.Errorf("%s: hover not in the page data: %s", h.Name, enc)
		}
	}
	if hover[analytics.HeadlineLabel()] != c.RateWhy() || hover["Stage"] != c.StageWhy || !strings.Contains(hover["CV as of"], "--stale-after") {
		t.Errorf("hovers %q", hover)
	}
}

// candidateData is candidate c's array as the data block holds it.
func candidateData(t *testing.T, d *dataWriter, r *analytics.Report, c *analytics.Candidate) []json.RawMessage {
	t.Helper()
	d.candidate(r, c, nil, nil)
	var row []json.RawMessage
	decode(t, bytes.TrimSuffix(d.buf, []byte(",")), &row)
	d.buf = d.buf[:0]
	return row
}

// decode reads JSON into v.
func decode(t *testing.T, b []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
}
