package parse

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/golden"
)

// TestGolden parses every CV in testdata/cvs and compares the JSON record
// with testdata/golden/NAME.json. Run with -update to rewrite them.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "cvs", "*"))
	n := 0
	for _, f := range files {
		if ext := filepath.Ext(f); (ext != ".md" && ext != ".txt") || strings.EqualFold(filepath.Base(f), "README.md") {
			continue
		}
		n++
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			text, err := ReadFile(f, 0)
			if err != nil {
				t.Fatal(err)
			}
			c := mustParse(t, name, text)
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetIndent("", "  ")
			enc.SetEscapeHTML(false)
			if err := enc.Encode(c); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, filepath.Join("..", "..", "testdata", "golden", strings.TrimSuffix(name, filepath.Ext(name))+".json"), buf.Bytes())
		})
	}
	if n < 5 {
		t.Fatalf("only %d CVs in testdata/cvs", n)
	}
}

func d(y, m int) cv.Date { return cv.Date{Year: y, Month: m} }

func TestFindDates(t *testing.T) {
	tests := []struct {
		in       string
		from, to cv.Date
		isRange  bool
		expected bool
	}{
		{"Aug. 2017 – May 2024", d(2017, 8), d(2024, 5), true, false},
		{"2020 ~ 2023", d(2020, 0), d(2023, 0), true, false},
		{"Jan. 2024 ~ Now", d(2024, 1), cv.Present, true, false},
		{"August 2017 - Present", d(2017, 8), cv.Present, true, false},
		{"08/2011 – 12/2011", d(2011, 8), d(2011, 12), true, false},
		{"Sep 2019 (Expected)", d(2019, 9), d(2019, 9), false, true},
		{"*Aug 2012 – Sep 2019 (Expected)*", d(2012, 8), d(2019, 9), true, true},
		{"Fall 2009 - Spring 2011", d(2009, 9), d(2011, 1), true, false},
		{"June 2017", d(2017, 6), d(2017, 6), false, false},
		{"Award name\t2015", d(2015, 0), d(2015, 0), false, false},
		{"10.2016 – 09.2020", d(2016, 10), d(2020, 9), true, false},
		{"Jun. 2018 — Sept. 2018 Research Intern", d(2018, 6), d(2018, 9), true, false},
		{"since 2021", d(2021, 0), cv.Present, true, false},
		{"Member From  2018", d(2018, 0), cv.Present, true, false},
		{"Starting 2020", d(2020, 0), cv.Present, true, false},
		{"Sincere 2020", d(2020, 0), d(2020, 0), false, false},
		{"Ex-from 2020", d(2020, 0), cv.Present, true, false},
		{"2019–present", d(2019, 0), cv.Present, true, false},
		{"Nov. 21, 1990", d(1990, 11), d(1990, 11), false, false},
	}
	for _, tt := range tests {
		ds := findDates(tt.in)
		if len(ds) == 0 {
			t.Errorf("findDates(%q): none", tt.in)
			continue
		}
		got := ds[0]
		if got.from != tt.from || got.to != tt.to || got.isRange != tt.isRange || got.expected != tt.expected {
			t.Errorf("findDates(%q) = %v–%v range=%v expected=%v; want %v–%v range=%v expected=%v",
				tt.in, got.from, got.to, got.isRange, got.expected, tt.from, tt.to, tt.isRange, tt.expected)
		}
	}
	for _, no := range []string{"", "Rank: 5/240", "1333-1344", "room 12"} {
		if ds := findDates(no); len(ds) != 0 {
			t.Errorf("findDates(%q) = %v, want none", no, ds)
		}
	}
}

func TestAwardClassification(t *testing.T) {
	tests := []struct {
		name   string
		cat    cv.AwardCategory
		status cv.AwardStatus
	}{
		{"Meta PhD Research Fellowship", cv.CatFellowship, cv.StatusAwarded},
		{"Facebook Fellowship Program Finalist", cv.CatFellowship, cv.StatusFinalist},
		{"Microsoft Research PhD Fellowship nominee", cv.CatFellowship, cv.StatusNominee},
		{"Nominated for the ACM Doctoral Dissertation Award", cv.CatHonor, cv.StatusNominee},
		{"National Scholarship of China", cv.CatScholarship, cv.StatusAwarded},
		{"Distinguished Paper Award of ASPLOS '23", cv.CatPaperAward, cv.StatusAwarded},
		{"Best Paper Honorable Mention, CHI 2021", cv.CatPaperAward, cv.StatusHonorableMention},
		{"Student Travel Grant of OSDI '23", cv.CatTravelGrant, cv.StatusAwarded},
		{"NSF Graduate Research Fellowship, Honorable Mention", cv.CatFellowship, cv.StatusHonorableMention},
		{"ML and Systems Rising Stars", cv.CatHonor, cv.StatusAwarded},
		{"Outstanding Ph.D. Thesis Award", cv.CatHonor, cv.StatusAwarded},
		{"WWTF Vienna Research Groups grant", cv.CatGrant, cv.StatusAwarded},
	}
	for _, tt := range tests {
		if got := awardCategory(tt.name); got != tt.cat {
			t.Errorf("awardCategory(%q) = %s, want %s", tt.name, got, tt.cat)
		}
		if got := awardStatus(tt.name); got != tt.status {
			t.Errorf("awardStatus(%q) = %s, want %s", tt.name, got, tt.status)
		}
	}
}

func TestVenueInCitation(t *testing.T) {
	tests := []struct {
		entry, venue string
		year         int
		typ          cv.PubType
	}{
		{"- [2] Ann Lee, **Bo Chen**. [A Title About Graphs](#). *PLDI 2020*.", "PLDI", 2020, cv.TypeConference},
		{"- Chen B., Lee A. Some Title Here. In 2024 USENIX Annual Technical Conference (ATC'24).", "ATC", 2024, cv.TypeConference},
		{"- Bo Chen, Ann Lee, Routing Small Parcels by Drone, IEEE Internet of Things Journal, 2021 (Impact factor: 7.1).", "IoT-J", 2021, cv.TypeJournal},
		{"- Ann Lee, Bo Chen. [Long Title of a Journal Article](#). ACM Trans. Comput. Syst. 12, 3–9, Article 2 (June 2021).", "TOCS", 2021, cv.TypeJournal},
		{"- Lee, A., Chen, B. Cloud Things: Reliable stream computation. In Proceedings of the 5th ACM European Conference on Computer Systems, ACM Press, 2013.", "EuroSys", 2013, cv.TypeConference},
		{"- Ann Lee, Bo Chen. [A Workshop Paper Title](#) [LearningSys @ NeurIPS'18]", "LearningSys", 2018, cv.TypeWorkshop},
		{"- Ann Lee, Bo Chen. [An Unknown Venue Paper](#). Proceedings of the Obscure Meeting on Things, 2019.", "", 2019, cv.TypeConference},
	}
	for _, tt := range tests {
		c, _ := Parse("t.md", []byte("Bo Chen\n\n## Publications\n\n"+tt.entry+"\n"), Options{})
		if len(c.Publications) != 1 {
			t.Errorf("%q: %d publications", tt.entry, len(c.Publications))
			continue
		}
		p := c.Publications[0]
		if p.Venue != tt.venue || p.Year != tt.year || p.Type != tt.typ {
			t.Errorf("%q: venue %q year %d type %s; want %q %d %s", tt.entry, p.Venue, p.Year, p.Type, tt.venue, tt.year, tt.typ)
		}
		if p.SelfIndex == 0 {
			t.Errorf("%q: owner not found in %q", tt.entry, p.Authors)
		}
		if tt.venue == "" && (p.VenueRaw == "" || len(c.Warnings) == 0) {
			t.Errorf("%q: an unknown venue must keep its text and warn", tt.entry)
		}
	}
}

// TestProjectReferencesAreNotPublications: papers named inside project
// descriptions are not new publications.
func TestProjectReferencesAreNotPublications(t *testing.T) {
	src := "Ann Lee\n\n## Research Projects\n\n- **Graph Engine.** Built a thing. Publications: [EuroSys'19],[SysML'18]. Its second paper got into USENIX ATC'20.\n"
	c, _ := Parse("t.md", []byte(src), Options{})
	if len(c.Publications) != 0 {
		t.Fatalf("got publications %+v", c.Publications)
	}
	if len(c.Projects) != 1 {
		t.Fatalf("projects = %+v", c.Projects)
	}
}

func TestMarkupIsNotContent(t *testing.T) {
	src := "<!-- a comment\nspanning lines -->\n# Ann &amp; Lee\n\n## Awards\n\nBest <i>Thing</i> Award [link](http://x.example)\t2020\n<!-- Hidden Award\t2019 -->\n"
	c, _ := Parse("t.md", []byte(src), Options{})
	if len(c.Awards) != 1 || c.Awards[0].Name != "Best Thing Award link" || c.Awards[0].Year != 2020 {
		t.Fatalf("awards = %+v", c.Awards)
	}
	if c.Awards[0].Line != 7 {
		t.Errorf("line = %d, want 7 (comments keep line numbers)", c.Awards[0].Line)
	}
}

func TestParseNeverFailsOnOddInput(t *testing.T) {
	for _, s := range []string{"", "\n\n\n", "#", "## Publications\n- ", "**", "[](", strings.Repeat("- [1] *", 1000), strings.Repeat("a, ", 5000)} {
		if _, err := Parse("x", []byte(s), Options{}); err != nil {
			t.Errorf("Parse(%.20q): %v", s, err)
		}
	}
}

// TestGoldenFilesExist: every CV that TestGolden reads has its golden
// record and every golden record its CV; none at all fails too.
func TestGoldenFilesExist(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "cvs", "*"))
	var cvs []string
	for _, f := range files {
		if ext := filepath.Ext(f); (ext == ".md" || ext == ".txt") && !strings.EqualFold(filepath.Base(f), "README.md") {
			cvs = append(cvs, f)
		}
	}
	goldens, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "golden", "*.json"))
	golden.CheckPairs(t, cvs, func(f string) string {
		return filepath.Join("..", "..", "testdata", "golden", strings.TrimSuffix(filepath.Base(f), filepath.Ext(f))+".json")
	}, goldens)
}
