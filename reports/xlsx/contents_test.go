package xlsx

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// paper is a fictional two-author paper with the candidate first.
func paper(title string, year int, ty cv.PubType) cv.Publication {
	return cv.Publication{Title: title, Authors: []string{"A. Fictional", "B. Coauthor"}, SelfIndex: 1,
		VenueRaw: "Workshop on Examples", Year: year, Type: ty, Status: cv.PubPublished}
}

// fixtureCVs is a small fictional cohort with the hard cases of a report:
// year-only dates, an ongoing post, an expected PhD end, a stale CV, a
// preprint (not counted), years without papers (2017, 2019), fellowships
// awarded, as finalist and as nominee, codes that need labels
// (honorable_mention, to_appear) and a parser warning.
func fixtureCVs() []*cv.CV {
	toAppear := paper("Paper five", 2020, cv.TypeConference)
	toAppear.Status = cv.PubToAppear
	return []*cv.CV{
		{
			Source: "ada.md", Name: "Ada Fictional",
			AsOf: &cv.AsOf{Date: cv.Date{Year: 2024, Month: 5}, Source: cv.AsOfStated},
			Education: []cv.Education{{Degree: "PhD in Computing", Level: cv.LevelPhD, Institution: "Example University",
				Start: cv.Date{Year: 2015}, End: cv.Date{Year: 2020}}},
			Positions: []cv.Position{{Title: "Postdoctoral Fellow", Organization: "Sample Institute", Kind: cv.KindPostdoc,
				Start: cv.Date{Year: 2020, Month: 3}, End: cv.Present}},
			Publications: []cv.Publication{
				paper("Paper one", 2016, cv.TypeConference),
				paper("Paper two", 2018, cv.TypeJournal),
				paper("Draft three", 2018, cv.TypePreprint),
				paper("Paper four", 2020, cv.TypeConference),
				toAppear,
			},
			Awards: []cv.Award{
				{Name: "Example Fellowship", Year: 2017, Category: cv.CatFellowship, Status: cv.StatusAwarded},
				{Name: "Sample Fellowship", Year: 2018, Category: cv.CatFellowship, Status: cv.StatusAwarded},
				{Name: "Other Fellowship", Year: 2018, Category: cv.CatFellowship, Status: cv.StatusFinalist},
				{Name: "Third Fellowship", Year: 2019, Category: cv.CatFellowship, Status: cv.StatusNominee},
				{Name: "Fourth Fellowship", Year: 2019, Category: cv.CatFellowship, Status: cv.StatusNominee},
				{Name: "Best Paper", Year: 2020, Category: cv.CatPaperAward, Status: cv.StatusHonorableMention},
			},
			Warnings: []cv.Warning{{Line: 12, Section: "Awards", Message: "line not read", Text: "an unplaced line"}},
		},
		{
			Source: "bo.md", Name: "Bo Placeholder",
			AsOf: &cv.AsOf{Date: cv.Date{Year: 2019, Month: 2}, Source: cv.AsOfStated},
			Education: []cv.Education{{Degree: "PhD in Data", Level: cv.LevelPhD, Institution: "Demo College",
				Start: cv.Date{Year: 2015, Month: 9}, End: cv.Date{Year: 2019, Month: 9}, Expected: true}},
			Positions: []cv.Position{{Title: "Graduate Research Assistant", Organization: "Demo College", Kind: cv.KindResearch,
				Start: cv.Date{Year: 2015, Month: 9}, End: cv.Present}},
			Publications: []cv.Publication{paper("Paper six", 2018, cv.TypeConference)},
			Awards:       []cv.Award{{Name: "Example Fellowship", Year: 2018, Category: cv.CatFellowship, Status: cv.StatusFinalist}},
		},
	}
}

func fixtureReport() *analytics.Report {
	return analytics.Compute(fixtureCVs(), analytics.Options{}).Finish()
}

// sheetRows reads a data sheet back as shown: the header row and the rows
// below it, as maps from column name to shown value.
func sheetRows(t *testing.T, f *excelize.File, r *analytics.Report, name string) (header []string, rows []map[string]string) {
	t.Helper()
	sheet, head, n := locate(r, name)
	if sheet == "" {
		t.Fatalf("table %s is on no sheet", name)
	}
	all, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) < head+n {
		t.Fatalf("%s: %d rows, header at %d, %d rows of %s", sheet, len(all), head, n, name)
	}
	header = all[head-1]
	for _, row := range all[head : head+n] {
		m := map[string]string{}
		for i, h := range header {
			if i < len(row) {
				m[h] = row[i]
			}
		}
		rows = append(rows, m)
	}
	return header, rows
}

// find is the row whose first column is name.
func find(t *testing.T, header []string, rows []map[string]string, col, value string) map[string]string {
	t.Helper()
	for _, m := range rows {
		if m[col] == value {
			return m
		}
	}
	t.Fatalf("no row with %s %q (header %q)", col, value, header)
	return nil
}

// cellOf is the cell of a sheet's row whose column col holds value, in
// column want.
func cellOf(t *testing.T, f *excelize.File, r *analytics.Report, sheet, col, value, want string) string {
	t.Helper()
	header, rows := sheetRows(t, f, r, sheet)
	for i, m := range rows {
		if m[col] == value {
			j := slices.Index(header, want)
			if j < 0 {
				t.Fatalf("%s: no column %q", sheet, want)
			}
			c, _ := excelize.CoordinatesToCellName(j+1, headRow(r, sheet)+1+i)
			return c
		}
	}
	t.Fatalf("%s: no row with %s %q", sheet, col, value)
	return ""
}

func TestYearOnlyDatesAreYears(t *testing.T) {
	r := fixtureReport()
	f := open(t, render(t, r, reports.Options{}))
	th, all := sheetRows(t, f, r, "Timeline")
	h := th
	rows := slices.DeleteFunc(slices.Clone(all), func(m map[string]string) bool { return m["Education"] != "yes" })
	ada := find(t, h, rows, "Candidate", "Ada Fictional")
	if ada["Start"] != "2015" || ada["End"] != "2020" {
		t.Errorf("Ada's PhD shows %q to %q, want 2015 to 2020 (no invented month)", ada["Start"], ada["End"])
	}
	bo := find(t, h, rows, "Candidate", "Bo Placeholder")
	if bo["End"] != "2019-09" || bo["Expected end"] != "expected" || bo["Ongoing"] != "" {
		t.Errorf("Bo's expected PhD: %v", bo)
	}
	h, rows = sheetRows(t, f, r, DetailsSheet)
	if s := find(t, h, rows, "Candidate", "Ada Fictional"); s["PhD start"] != "2015" || s["PhD end"] != "2020" || s["CV as of"] != "2024-05" {
		t.Errorf("Ada's summary dates: start %q end %q as of %q", s["PhD start"], s["PhD end"], s["CV as of"])
	}
	// the cell holds the text, in the text format: Excel keeps it a year
	i := slices.IndexFunc(all, func(m map[string]string) bool { return m["Candidate"] == "Ada Fictional" && m["Education"] == "yes" })
	cell, _ := excelize.CoordinatesToCellName(slices.Index(th, "End")+1, headRow(r, "Timeline")+1+i)
	raw, _ := f.GetCellValue("Timeline", cell, excelize.Options{RawCellValue: true})
	typ, _ := f.GetCellType("Timeline", cell)
	if raw != "2020" || typ != excelize.CellTypeInlineString {
		t.Errorf("Timeline!%s = %q (type %v), want the string 2020", cell, raw, typ)
	}
	// Excel is told the date text is text on purpose: no green flags
	x := sheetXML(t, parts(t, render(t, r, reports.Options{})), "Timeline")
	col := strings.TrimRight(cell, "0123456789")
	if !regexp.MustCompile(`<ignoredErrors><ignoredError sqref="[^"]*\b` + col + `2:` + col + `5\b[^"]*" numberStoredAsText="1"/></ignoredErrors><tableParts`).MatchString(x) {
		t.Errorf("Timeline sheet does not ignore numbers stored as text in %s:\n%s", col, x[max(0, len(x)-600):])
	}
	// ISO text sorts in date order
	dates := []string{"2020-03", "2019-11", "2020", "2019", "2021-01"}
	slices.Sort(dates)
	if want := []string{"2019", "2019-11", "2020", "2020-03", "2021-01"}; !slices.Equal(dates, want) {
		t.Errorf("ISO text sorts %q", dates)
	}
}

func TestOngoingEndIsBlank(t *testing.T) {
	r := fixtureReport()
	f := open(t, render(t, r, reports.Options{}))
	h, rows := sheetRows(t, f, r, "Timeline")
	rows = slices.DeleteFunc(rows, func(m map[string]string) bool { return m["Education"] != "" })
	for _, who := range []string{"Ada Fictional", "Bo Placeholder"} {
		p := find(t, h, rows, "Candidate", who)
		if p["End"] != "" || p["Ongoing"] != "ongoing" {
			t.Errorf("%s's current post: End %q, Ongoing %q; want blank and ongoing", who, p["End"], p["Ongoing"])
		}
	}
	if p := find(t, h, rows, "Candidate", "Ada Fictional"); p["Start"] != "2020-03" {
		t.Errorf("Ada's post starts %q, want 2020-03", p["Start"])
	}
	// no date column of any sheet holds "present", in the fixture or the
	// test CVs (which have ongoing posts)
	for _, rep := range []*analytics.Report{r, testReport(t)} {
		f := open(t, render(t, rep, reports.Options{}))
		for _, s := range dataSheets {
			tbl := s.source(rep)
			if sheet, _, _ := locate(rep, s.name); sheet == "" {
				continue // left out: no rows
			}
			h, rows := sheetRows(t, f, rep, s.name)
			for _, c := range tbl.Columns {
				if c.Kind != analytics.Date {
					continue
				}
				for i, m := range rows {
					if strings.EqualFold(m[c.Name], "present") {
						t.Errorf("%s row %d: %s is %q", s.name, i+1, c.Name, m[c.Name])
					}
				}
			}
			_ = h
		}
	}
}

func TestSummaryShowsStageAndRanks(t *testing.T) {
	r := fixtureReport()
	f := open(t, render(t, r, reports.Options{}))
	h, rows := sheetRows(t, f, r, DetailsSheet)
	// the headline rate, then its within-stage rank and percentile, then
	// the cohort rank, side by side
	i := slices.Index(h, "Papers per year since PhD start")
	if i < 0 || !slices.Equal(h[i:i+5], []string{"Papers per year since PhD start", "Rank in stage", "Stage size", "Percentile in stage", "Rank in cohort"}) {
		t.Errorf("headline columns %q", h)
	}
	bo := find(t, h, rows, "Candidate", "Bo Placeholder")
	want := map[string]string{"Stage": "PhD student", "CV as of": "2019-02", "As of from": "stated in the CV", "PhD status": "expected",
		"PhD end": "2019-09", "Rank in stage": "1", "Stage size": "1"}
	for k, v := range want {
		if bo[k] != v {
			t.Errorf("Bo's %s = %q, want %q", k, bo[k], v)
		}
	}
	if !strings.HasPrefix(bo["Stale"], "stale (") {
		t.Errorf("Bo's CV (2019-02, cohort 2024-05) is not shown stale: %q", bo["Stale"])
	}
	if ada := find(t, h, rows, "Candidate", "Ada Fictional"); ada["Stage"] != "postdoc" || ada["PhD status"] != "done" || ada["Stale"] != "" {
		t.Errorf("Ada: stage %q, PhD %q, stale %q", ada["Stage"], ada["PhD status"], ada["Stale"])
	}
	// "expected" and stale are marked
	for _, m := range []struct{ sheet, col string }{{DetailsSheet, "PhD status"}, {DetailsSheet, "Stale"}, {SummarySheet, "Stale"}} {
		cell := cellOf(t, f, r, m.sheet, "Candidate", "Bo Placeholder", m.col)
		id, _ := f.GetCellStyle(m.sheet, cell)
		st, _ := f.GetStyle(id)
		if st == nil || st.Font == nil || !st.Font.Bold || st.Fill.Pattern != 1 {
			t.Errorf("%s!%s (%s) is not marked: %+v", m.sheet, cell, m.col, st)
		}
	}
	// the compact Summary: the key figures and an empty Notes column
	h, rows = sheetRows(t, f, r, SummarySheet)
	if want := []string{"Candidate", "Stage", StageReasonColumn, "CV as of", "Stale", "Papers per year since PhD start",
		RatePapersColumn, RateYearsColumn, RateWindowColumn, RateBasisColumn,
		"Rank in stage", "Stage size", "Rank in cohort", "Papers", "First-author", "Fellowships", NotesColumn}; !slices.Equal(h, want) {
		t.Errorf("Summary columns\n got %q\nwant %q", h, want)
	}
	if bo := find(t, h, rows, "Candidate", "Bo Placeholder"); bo["Rank in stage"] != "1" || bo["Notes"] != "" || bo["CV as of"] != "2019-02" {
		t.Errorf("Bo on the Summary: %v", bo)
	}
	// the rate's papers, years, window and basis beside it (numbers where
	// numbers), the stage's reason beside it
	bo = find(t, h, rows, "Candidate", "Bo Placeholder")
	if bo[RatePapersColumn] != "1" || bo[RateYearsColumn] != "5" || bo[RateWindowColumn] != "2015–2019" || bo[RateBasisColumn] != "from PhD start" ||
		bo[StageReasonColumn] != "PhD student: PhD in progress at Demo College" {
		t.Errorf("Bo's rate and stage explained: %v", bo)
	}
	for _, col := range []string{RatePapersColumn, RateYearsColumn} {
		cell := cellOf(t, f, r, SummarySheet, "Candidate", "Bo Placeholder", col)
		if typ, _ := f.GetCellType(SummarySheet, cell); typ != excelize.CellTypeNumber && typ != excelize.CellTypeUnset {
			t.Errorf("%s (%s) is not a number cell: %v", cell, col, typ)
		}
	}
	// the notes: what the ranks are on, the stages, the data quality
	all, _ := f.GetRows("Summary")
	notes := strings.Join([]string{all[0][0], all[1][0], all[2][0]}, "\n")
	for _, s := range []string{"Papers per year since PhD start", "PhD student 1", "postdoc 1", "1 stale CV", "1 parser warning in 1 CV"} {
		if !strings.Contains(notes, s) {
			t.Errorf("Summary notes lack %q:\n%s", s, notes)
		}
	}
	// the name column and the rows to the header are frozen; the table
	// filters (by stage, among others)
	if p, _ := f.GetPanes("Summary"); p.XSplit != 1 || p.YSplit != 5 {
		t.Errorf("Summary panes %+v", p)
	}
	x := parts(t, render(t, r, reports.Options{}))
	if tbl := x["xl/tables/table1.xml"]; !strings.Contains(tbl, `name="tbl_summary"`) || !strings.Contains(tbl, "<autoFilter ref=\"A5:") {
		t.Errorf("Summary table has no autofilter:\n%.600s", tbl)
	}
}

func TestPerYearAddsUp(t *testing.T) {
	r := fixtureReport()
	f := open(t, render(t, r, reports.Options{}))
	h, rows := sheetRows(t, f, r, "Per Year")
	if !slices.Contains(h, "preprint (not counted)") {
		t.Fatalf("no preprint (not counted) column: %q", h)
	}
	var years []string
	for _, m := range rows {
		years = append(years, m["Year"])
		counted, listed := 0.0, 0.0
		for _, c := range h {
			if c == "Year" || c == "Counted" || c == "Listed" {
				continue
			}
			v, err := strconv.ParseFloat(m[c], 64)
			if err != nil {
				t.Fatalf("%s %s: %q", m["Year"], c, m[c])
			}
			listed += v
			if !strings.HasSuffix(c, "(not counted)") {
				counted += v
			}
		}
		if fmt.Sprint(counted) != m["Counted"] || fmt.Sprint(listed) != m["Listed"] {
			t.Errorf("%s: counted %v listed %v, sheet says %s and %s", m["Year"], counted, listed, m["Counted"], m["Listed"])
		}
	}
	if want := []string{"2016", "2017", "2018", "2019", "2020"}; !slices.Equal(years, want) {
		t.Errorf("years %q, want %q (continuous)", years, want)
	}
	// 2018: Ada's journal paper and preprint, Bo's conference paper
	if m := rows[2]; m["Counted"] != "2" || m["Listed"] != "3" || m["preprint (not counted)"] != "1" {
		t.Errorf("2018: counted %s listed %s, want 2 and 3 (hand count)", m["Counted"], m["Listed"])
	}
}

func TestFellowshipsByStatus(t *testing.T) {
	r := fixtureReport()
	f := open(t, render(t, r, reports.Options{}))
	h, rows := sheetRows(t, f, r, "Fellowships")
	if !slices.Equal(h[:4], []string{"Candidate", "Awarded", "Finalist", "Nominee"}) {
		t.Fatalf("header %q", h)
	}
	if a := rows[0]; a["Candidate"] != "Ada Fictional" || a["Awarded"] != "2" || a["Finalist"] != "1" || a["Nominee"] != "2" {
		t.Errorf("first row %v, want Ada 2/1/2", a)
	}
	if b := rows[1]; b["Candidate"] != "Bo Placeholder" || b["Awarded"] != "0" || b["Finalist"] != "1" {
		t.Errorf("second row %v, want Bo 0/1/0", b)
	}
}

func TestDataQualityAndWarnings(t *testing.T) {
	r := fixtureReport()
	f := open(t, render(t, r, reports.Options{}))
	h, rows := sheetRows(t, f, r, "Data quality")
	if m := find(t, h, rows, "Issue", "stale CV"); m["Subject"] != "Bo Placeholder" {
		t.Errorf("stale row %v", m)
	}
	find(t, h, rows, "Issue", "parser warnings")
	h, rows = sheetRows(t, f, r, "Warnings")
	if m := find(t, h, rows, "Candidate", "Ada Fictional"); m["Warning"] != "line not read" || m["Line"] != "12" {
		t.Errorf("warning row %v", m)
	}
	about, _ := f.GetRows(AboutSheet)
	if !strings.Contains(fmt.Sprint(about), "1 stale CV") {
		t.Errorf("About lacks the data-quality line:\n%v", about)
	}
	// nothing to report: the sheet is left out, and About says so
	e := analytics.Compute(nil, analytics.Options{}).Finish()
	f = open(t, render(t, e, reports.Options{}))
	if slices.Contains(f.GetSheetList(), QualitySheet) {
		t.Errorf("empty data quality printed: %q", f.GetSheetList())
	}
	about, _ = f.GetRows(AboutSheet)
	if a := fmt.Sprint(about); !strings.Contains(a, "Left out (no rows)") || !strings.Contains(a, "Data quality, Warnings, Duplicates") {
		t.Errorf("About does not say the empty sheets are left out:\n%v", about)
	}
}

func TestLabelsNotCodes(t *testing.T) {
	r := fixtureReport()
	f := open(t, render(t, r, reports.Options{}))
	codes := regexp.MustCompile(`\b(phd_student|honorable_mention|to_appear|paper_award|travel_grant|under_review|in_preparation|latest_item)\b`)
	seen := map[string]bool{}
	for _, sheet := range f.GetSheetList() {
		rows, _ := f.GetRows(sheet)
		for _, row := range rows {
			for _, v := range row {
				if m := codes.FindString(v); m != "" {
					t.Errorf("%s shows the code %q: %q", sheet, m, v)
				}
				seen[v] = true
			}
		}
	}
	for _, l := range []string{"honorable mention", "to appear", "paper award", "PhD student"} {
		if !seen[l] {
			t.Errorf("no cell shows the label %q", l)
		}
	}
}
