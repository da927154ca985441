package pdf

import (
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/fixtures"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// TestExtremeYears: a position ending in year 2^63-1 looped forever in
// the timeline axis (the float year lost its precision, lo == hi, and
// int(lo) wrapped); years 1 and 2e9 must not stretch it either. Each
// render must finish in seconds with a bounded file.
func TestExtremeYears(t *testing.T) {
	for _, y := range fixtures.ExtremeYears {
		r := fixtures.ExtremeReport(y)
		b := fixtures.RenderWithin(t, 20*time.Second, fmt.Sprintf("year %d", y), func(w io.Writer) error {
			_, err := render(w, r, reports.Options{Title: "Extremes", Date: "2025-01-01"})
			return err
		})
		if len(b) == 0 || len(b) > 1<<20 {
			t.Errorf("year %d: %d bytes", y, len(b))
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
		if p := analytics.AxisEnd(cv.Date{Year: y, Month: 13}); p < 1 || p > 10001 {
			t.Errorf("AxisEnd(%d) = %v", y, p)
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

// TestVisualOrder: right-to-left runs are drawn in display order (the PDF
// writer draws runes left to right as given, so a Hebrew name came out
// reversed); numbers keep their digit order, brackets are mirrored and
// left-to-right text is untouched.
func TestVisualOrder(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Ada Lovelace (2021)", "Ada Lovelace (2021)"},
		{"שרה לוי", "יול הרש"},
		{"Dr. שרה לוי, MIT", "Dr. יול הרש, MIT"},
		{"שיטות 123 חדשות", "תושדח 123 תוטיש"},
		{"כנס (2021)", "(2021) סנכ"},
		{"מריים 2020", "2020 םיירמ"},
		{"abc 2020 שרה", "abc 2020 הרש"},
		{"\u05e9\u05b8\u05c1\u05dc\u05d5\u05b9\u05dd", "\u05dd\u05d5\u05b9\u05dc\u05e9\u05b8\u05c1"}, // marks stay on their letters
		{"כנס [א] (ב)", "(ב) [א] סנכ"},
		{"(כנס) abc", "(סנכ) abc"},
		{"مريم الحسيني", "ينيسحلا ميرم"},
	} {
		if got := visual(c.in); got != c.want {
			t.Errorf("visual(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// rtlFont is a TrueType font with Hebrew and Arabic, or the test skips.
func rtlFont(t *testing.T) string {
	t.Helper()
	const p = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf" // Debian's fonts-dejavu-core
	if _, err := os.Stat(p); err != nil {
		t.Skip("DejaVu Sans not installed: RTL rendering not checked")
	}
	return p
}

// TestRTLNames: with an RTL-capable --font a Hebrew name and title were
// drawn reversed (pdftotext read "יול הרש"); they are now drawn in
// display order, which a reader gets back as the logical text, and a
// page with Arabic says its letters are not joined.
func TestRTLNames(t *testing.T) {
	font := rtlFont(t)
	r := report([]*cv.CV{
		{Source: "he.md", Name: "שרה לוי",
			Positions:    []cv.Position{{Title: "מרצה בכירה", Organization: "האוניברסיטה העברית", Kind: cv.KindFaculty, Start: cv.Date{Year: 2016}, End: cv.Present}},
			Publications: []cv.Publication{{Title: "שיטות חדשות ללמידה", Authors: []string{"שרה לוי"}, SelfIndex: 1, Venue: "VLDB", Year: 2021, Type: cv.TypeConference}}},
		{Source: "ar.md", Name: "مريم الحسيني",
			Positions:    []cv.Position{{Title: "أستاذة مساعدة", Organization: "جامعة بيرزيت", Kind: cv.KindFaculty, Start: cv.Date{Year: 2018}, End: cv.Present}},
			Publications: []cv.Publication{{Title: "Sparse Models", Authors: []string{"مريم الحسيني"}, SelfIndex: 1, Venue: "VLDB", Year: 2022, Type: cv.TypeConference}}},
	})
	data, st := renderBytes(t, r, reports.Options{FontPath: font})
	if st.Missing != 0 {
		t.Fatalf("%d characters missing in %s", st.Missing, font)
	}
	text := pdfText(t, data)
	for _, want := range []string{"שרה לוי", "שיטות חדשות ללמידה", "האוניברסיטה העברית"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q not read back from the PDF", want)
		}
	}
	for _, reversed := range []string{"יול הרש", "הדימלל"} {
		if strings.Contains(text, reversed) {
			t.Errorf("%q is drawn reversed", reversed)
		}
	}
	arabicPages := strings.Count(text, ArabicNote)
	if arabicPages == 0 {
		t.Error("no page says Arabic is drawn unjoined")
	}
	he := candidatePageText(t, data, st, r, "שרה לוי")
	if strings.Contains(he, ArabicNote) {
		t.Error("the Hebrew candidate's page has the Arabic note")
	}
}

// candidatePageText is the text of the first page of the named candidate.
func candidatePageText(t *testing.T, data []byte, st stats, r *analytics.Report, name string) string {
	t.Helper()
	p := st.CohortPages + 1 // CohortPages counts the contents pages too
	for i, c := range r.Candidates {
		if c.Name == name {
			break
		}
		p += st.CandidatePages[i]
	}
	return pdfText(t, data, "-f", strconv.Itoa(p), "-l", strconv.Itoa(p))
}

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

var (
	reBBoxPage = regexp.MustCompile(`<page width="([0-9.]+)" height="([0-9.]+)">`)
	reBBoxWord = regexp.MustCompile(`<word xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" yMax="([0-9.]+)">([^<]*)</word>`)
)

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
