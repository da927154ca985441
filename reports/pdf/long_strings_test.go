package pdf

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// longReport is one fictional candidate whose every text field is one
// unbroken word of n letters (a pasted hash, a broken export), beside an
// ordinary one.
func longReport(n int) *analytics.Report {
	long := func(p string) string { return p + strings.Repeat("W", n) }
	name := long("Name")
	c := &cv.CV{Source: "long.md", Name: name,
		Education: []cv.Education{{Degree: long("Degree"), Level: cv.LevelPhD, Institution: long("Inst"), Start: cv.Date{Year: 2010}, End: cv.Date{Year: 2014}}},
		Positions: []cv.Position{{Title: long("Title"), Organization: long("Org"), Kind: cv.KindFaculty, Start: cv.Date{Year: 2015}, End: cv.Present}},
		Publications: []cv.Publication{
			{Title: long("Paper"), Authors: []string{name, long("Coauthor")}, SelfIndex: 1, VenueRaw: long("Venue"), Year: 2021, Type: cv.TypeConference},
			{Title: "Short", Authors: []string{name}, SelfIndex: 1, Venue: "VLDB", Year: 2022, Type: cv.TypeConference},
		},
		Awards:   []cv.Award{{Name: long("Award"), Issuer: long("Issuer"), Year: 2020, Category: cv.CatFellowship, Status: cv.StatusAwarded}},
		Talks:    []cv.Talk{{Title: long("Talk"), Event: long("Event"), Date: cv.Date{Year: 2019}}},
		Warnings: []cv.Warning{{Line: 3, Text: long("Warn")}},
		AsOf:     &cv.AsOf{Date: cv.Date{Year: 2024}, Source: cv.AsOfStated},
	}
	o := &cv.CV{Source: "ord.md", Name: "Ord Inary",
		Publications: []cv.Publication{{Title: "Plain", Authors: []string{"Ord Inary"}, SelfIndex: 1, Year: 2015, Type: cv.TypeConference}}}
	return report([]*cv.CV{c, o})
}

// TestLongStrings: a 6,000-letter unbroken word ran off the page: a name
// heading wrapped past the footer, table rows taller than a page. Every
// word must now lie inside the page's margins and above the footer
// (except the footer's own), cut with "…", and the PDF stays short.
func TestLongStrings(t *testing.T) {
	data, st := renderBytes(t, longReport(6000), reports.Options{Title: strings.Repeat("T", 3000), Date: "2025-01-01"})
	if st.Pages > 12 {
		t.Errorf("%d pages for two candidates", st.Pages)
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed")
	}
	path := filepath.Join(t.TempDir(), "long.pdf")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", "-bbox", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	const pt = 72 / 25.4
	pages := strings.Split(string(out), "<page ")[1:]
	cut := 0
	for i, pg := range pages {
		m := reBBoxPage.FindStringSubmatch("<page " + pg)
		w, _ := strconv.ParseFloat(m[1], 64)
		h, _ := strconv.ParseFloat(m[2], 64)
		for _, wd := range reBBoxWord.FindAllStringSubmatch(pg, -1) {
			x1, _ := strconv.ParseFloat(wd[3], 64)
			y1, _ := strconv.ParseFloat(wd[4], 64)
			if strings.Contains(wd[5], "…") {
				cut++
			}
			if x1 > w-margin*pt+1.5 {
				t.Errorf("page %d: %.20q runs past the right margin (x %.0f of %.0f pt)", i+1, wd[5], x1, w)
			}
			if strings.Contains(wd[5], "WWW") && y1 > h-footerSpace*pt+1 {
				t.Errorf("page %d: %.20q runs into the footer (y %.0f of %.0f pt)", i+1, wd[5], y1, h)
			}
		}
	}
	if cut < 5 {
		t.Errorf("only %d words cut with an ellipsis", cut)
	}
}
