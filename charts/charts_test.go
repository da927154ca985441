package charts

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/sample"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

func testReport(t *testing.T) *analytics.Report {
	t.Helper()
	cvs, err := sample.Load(filepath.Join("..", "testdata", "cvs"), filepath.Join("..", "testdata", "hostile", "injection.md"))
	if err != nil {
		t.Fatal(err)
	}
	// exact hostile strings, which the Markdown parser would partly strip
	cvs = append(cvs, &cv.CV{Source: "hostile.json", Name: "__f__alert(1)__f__",
		Positions:    []cv.Position{{Title: "</script><script>alert(1)</script>", Kind: cv.KindPostdoc, Start: cv.Date{Year: 2020, Month: 3}, End: cv.Present}},
		Publications: []cv.Publication{{Title: "x", Authors: []string{"__f__alert(1)__f__"}, SelfIndex: 1, VenueRaw: "__f__alert(1)__f__", Year: 2021, Type: cv.TypeConference}}})
	return analytics.Compute(cvs, analytics.Options{}).Finish()
}

func marshal(t *testing.T, c Common) []byte {
	t.Helper()
	c.Validate()
	b, err := json.Marshal(c.JSON())
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestCharts(t *testing.T) {
	rep := testReport(t)
	cases := []struct {
		id string
		c  Common
	}{
		{IDPubsPerYear, ECharts(PerYear(rep))},
		{IDVenueYear, ECharts(VenueYear(rep))},
		{IDTopVenues, ECharts(TopVenues(rep, 10))},
		{IDAwards, ECharts(Awards(rep))},
		{IDFellowships, ECharts(Fellowships(rep))},
		{IDTimeline, ECharts(Timeline(rep))},
	}
	for _, tc := range cases {
		if tc.c == nil {
			t.Errorf("%s: nil chart", tc.id)
			continue
		}
		if got := Init(tc.c).ChartID; got != tc.id {
			t.Errorf("chart id %q, want %q", got, tc.id)
		}
		if title, _ := Titles(tc.c); title == "" {
			t.Errorf("%s: no title", tc.id)
		}
		a := marshal(t, tc.c)
		if !bytes.Equal(a, marshal(t, tc.c)) {
			t.Errorf("%s: options change between calls", tc.id)
		}
	}
	for _, c := range rep.Candidates {
		for _, ch := range []Common{ECharts(CandidatePerYear(rep, c)), ECharts(CandidateVenues(c)), ECharts(CandidateTimeline(c))} {
			if ch == nil {
				continue
			}
			id := Init(ch).ChartID
			if !strings.HasPrefix(id, "cand-") || strings.ContainsAny(id, " <>\"'") {
				t.Errorf("candidate chart id %q", id)
			}
			marshal(t, ch)
		}
	}
}

func TestTimelineIsGantt(t *testing.T) {
	rep := testReport(t)
	var opt struct {
		Series []struct {
			Name, Stack string
			Data        []struct {
				Value any
			}
		}
		YAxis []struct{ Data []string }
	}
	if err := json.Unmarshal(marshal(t, ECharts(Timeline(rep))), &opt); err != nil {
		t.Fatal(err)
	}
	if len(opt.Series) < 2 || opt.Series[0].Name != "start" {
		t.Fatalf("want an offset series then one per kind, got %d series", len(opt.Series))
	}
	rows := len(opt.YAxis[0].Data)
	for _, s := range opt.Series {
		if s.Stack != "span" || len(s.Data) != rows {
			t.Errorf("series %q: stack %q, %d values for %d rows", s.Name, s.Stack, len(s.Data), rows)
		}
	}
	// every row has exactly one visible bar
	for i := 0; i < rows; i++ {
		n := 0
		for _, s := range opt.Series[1:] {
			if v, ok := s.Data[i].Value.(float64); ok && v > 0 {
				n++
			}
		}
		if n != 1 {
			t.Errorf("row %q: %d visible bars", opt.YAxis[0].Data[i], n)
		}
	}
	// ongoing spans end at the candidate's own as-of date
	var hostile *analytics.Candidate
	for _, c := range rep.Candidates {
		if c.Source == "hostile.json" {
			hostile = c
		}
	}
	want, _ := asOfEnd(hostile, rep.AsOf)
	found := false
	for i, cat := range opt.YAxis[0].Data {
		if strings.HasPrefix(cat, "__f__alert(1)__f__ · ") {
			found = true
			start := opt.Series[0].Data[i].Value.(float64)
			for _, s := range opt.Series[1:] {
				if v, ok := s.Data[i].Value.(float64); ok {
					if end := start + v; end < want-0.01 || end > want+0.01 {
						t.Errorf("ongoing span ends at %v, want %v (%s)", end, want, hostile.AsOf)
					}
				}
			}
		}
	}
	if !found {
		t.Error("hostile candidate's span missing from the timeline")
	}
}

func TestEmpty(t *testing.T) {
	rep := analytics.Compute(nil, analytics.Options{}).Finish()
	if PerYear(rep) != nil || VenueYear(rep) != nil || TopVenues(rep, 5) != nil || Awards(rep) != nil ||
		Fellowships(rep) != nil || Timeline(rep) != nil || len(Model(rep, 5)) != 0 || ECharts(nil) != nil {
		t.Error("an empty report gives a chart")
	}
}
