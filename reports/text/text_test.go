package text

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/reports"
)

func sampleReport(t *testing.T) (*analytics.Report, []*cv.CV) {
	t.Helper()
	cvs, err := inputs.Load(filepath.Join("..", "..", "testdata", "cvs"))
	if err != nil {
		t.Fatal(err)
	}
	return analytics.Compute(cvs, analytics.Options{}).Finish(), cvs
}

func TestWrite(t *testing.T) {
	r, cvs := sampleReport(t)
	var a, b bytes.Buffer
	if err := Write(&a, r, reports.Options{}); err != nil {
		t.Fatal(err)
	}
	if Write(&b, r, reports.Options{}); !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two writes differ")
	}
	out := a.String()
	for _, want := range []string{"Candidates summary\n------------------", "Cohort distribution", "Rank in the cohort", "Top venues", "Data quality", "In short:", "Key figures", "Papers per year:", "paper(s) counted"} {
		if !strings.Contains(out, want) {
			t.Errorf("text lacks %q", want)
		}
	}
	for _, c := range cvs {
		if !strings.Contains(out, "\n== "+c.Name) {
			t.Errorf("no section for %q", c.Name)
		}
	}
	head, _, _ := strings.Cut(out, "\n== ")
	for _, line := range strings.Split(head, "\n")[1:] {
		if n := len([]rune(line)); n > 130 {
			t.Errorf("line of %d runes: %q", n, line)
		}
	}
	var staged bytes.Buffer
	Write(&staged, r, reports.Options{ByStage: true})
	for _, st := range r.Stages {
		if !strings.Contains(staged.String(), "Candidates summary: "+st.Label+" (") {
			t.Errorf("no summary for stage %s", st.Label)
		}
	}
}

// TestCandidateRules: the PhD line and award years follow the shared
// rules (analytics.PhDStatus, cv.Award.YearSpan, analytics.Label).
func TestCandidateRules(t *testing.T) {
	c := &cv.CV{Source: "a.md", Name: "Ada Quill",
		Education: []cv.Education{{Level: cv.LevelPhD, Institution: "Example U", Start: cv.Date{Year: 2021}, End: cv.Date{Year: 2026}, Expected: true}},
		Awards:    []cv.Award{{Name: "Fellowship", Year: 2022, EndYear: 2024, Category: cv.CatTravelGrant, Status: cv.StatusHonorableMention}},
	}
	c.Normalize()
	r := analytics.Compute([]*cv.CV{c}, analytics.Options{}).Finish()
	var b bytes.Buffer
	if err := Write(&b, r, reports.Options{}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"PhD:             Example U, 2021–2026 (expected)", "2022–2024  travel grant  honorable mention  Fellowship"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("lacks %q:\n%s", want, b.String())
		}
	}
}

// TestWriteEscapesHeaders: a venue area (a record's "area", a column of
// the area table) with an escape sequence is shown escaped in the
// header, never raw.
func TestWriteEscapesHeaders(t *testing.T) {
	_, cvs := sampleReport(t)
	for i := range cvs[0].Publications {
		cvs[0].Publications[i].Area = "evil\x1b[31m\u202e"
	}
	var b bytes.Buffer
	if err := Write(&b, analytics.Compute(cvs, analytics.Options{}).Finish(), reports.Options{}); err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(b.String(), "\x1b\u202e") || !strings.Contains(b.String(), `evil\x1b[31m\u202e`) {
		t.Errorf("the area header is not escaped:\n%s", b.String())
	}
}
