package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// All names, titles and venues below are made up.

func parseInduce(t *testing.T, src string) *cv.CV {
	t.Helper()
	return parseInduceAs(t, "induce.md", src)
}

func parseInduceAs(t *testing.T, name, src string) *cv.CV {
	t.Helper()
	c := mustParse(t, name, src)
	return c
}

func pubTitles(c *cv.CV) []string {
	var out []string
	for _, p := range c.Publications {
		out = append(out, p.Title)
	}
	return out
}

// A sentence under each citation describes the paper: it is no part of
// the citation, nor a paper of its own (convention 7 of issue 22).
func TestInduceDescriptionUnderAuthorFirst(t *testing.T) {
	src := `# Ada Quill

## Publications

A. Quill, B. Reyes, and C. Moss. “Quiet Rivers of Graphs.” Journal of Tides, 2021.
Built the storage layer for the study.

B. Reyes and A. Quill. “Open Maps of Fields.” Symposium on Lattices, 2019.
Led a team of three students.

A. Quill and D. Hart. “Gentle Engines of Signals.” Workshop on Gardens, 2017.
Wrote the simulator and ran the field trials.
`
	c := parseInduce(t, src)
	want := []string{"Quiet Rivers of Graphs", "Open Maps of Fields", "Gentle Engines of Signals"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
	for _, p := range c.Publications {
		if strings.Contains(p.VenueRaw, "students") || strings.Contains(p.VenueRaw, "storage") || strings.Contains(p.VenueRaw, "simulator") {
			t.Errorf("%q: the description is read into the venue %q", p.Title, p.VenueRaw)
		}
		if len(p.Authors) < 2 {
			t.Errorf("%q: authors %q", p.Title, p.Authors)
		}
	}
}

// Title, authors and venue on lines of their own, then a sentence about
// the paper, in every block: the sentence is a description, and the
// authors stay authors.
func TestInduceDescriptionUnderTitleFirst(t *testing.T) {
	src := `# Ada Quill

## Publications

**Quiet Rivers of Graphs**
Quill, A.; Reyes, B.
Symposium on Lattices, 2021
Led a team of three students.

**Open Maps of Fields**
Reyes, B.; Quill, A.; Moss, C.
Journal of Tides, 2019
Built the storage layer for the study.

**Gentle Engines of Signals**
Quill, A.; Hart, D.
Workshop on Gardens, 2017
Wrote the simulator and ran the field trials.
`
	c := parseInduce(t, src)
	if len(c.Publications) != 3 {
		t.Fatalf("%d publications %q, want 3", len(c.Publications), pubTitles(c))
	}
	for _, p := range c.Publications {
		if len(p.Authors) < 2 || p.SelfIndex == 0 {
			t.Errorf("%q: authors %q, self %d", p.Title, p.Authors, p.SelfIndex)
		}
		if strings.Contains(p.VenueRaw, ".") && strings.Contains(p.VenueRaw, "the ") {
			t.Errorf("%q: the description is read into the venue %q", p.Title, p.VenueRaw)
		}
	}
}

// A numbered citation wrapped over lines (plain text, as from a PDF) is
// one paper even when its last line ("Symposium on Tiling, 2021") reads
// like a title of its own (convention 4 of issue 22: continuation lines
// of list items). Read by line roles alone, each such line was a paper.
func TestInduceWrappedNumberedItems(t *testing.T) {
	src := `Ada Quill

PUBLICATIONS

[1] Quill, A.; Reyes, B.; Moss, C.; Hart, D.; Lind, E.; Farr, G.,
    “Quiet Rivers of Graphs,” Proceedings of the Northern
    Symposium on Tiling, 2021
[2] Reyes, B.; Quill, A.; Moss, C.; Hart, D.; Lind, E.; Farr, G.,
    “Open Maps of Fields,” Proceedings of the Western
    Conference on Lattices, 2019
[3] Quill, A.; Hart, D., “Gentle Engines of Signals,” Journal of Tides, 2017
[4] Hart, D.; Quill, A.; Moss, C.; Reyes, B.; Lind, E.; Farr, G.,
    “Sharp Tides of Maps,” Proceedings of the Southern
    Workshop on Gardens, 2016
`
	c := parseInduceAs(t, "induce.txt", src)
	checkFourPapers(t, c)
}

// Two papers in one block are two papers: the template never joins
// pieces that each hold an author list.
func TestInduceKeepsTwoPapersApart(t *testing.T) {
	src := `# Ada Quill

## Publications

Quiet Rivers of Graphs
A. Quill and B. Reyes
Journal of Tides, 2021

Open Maps of Fields
B. Reyes and A. Quill
Symposium on Lattices, 2019
Gentle Engines of Signals
A. Quill and D. Hart
Workshop on Gardens

Sharp Tides of Maps
D. Hart and A. Quill
Journal of Tides, 2016

Plain Stones of Rivers
A. Quill
Symposium on Lattices, 2015
`
	c := parseInduce(t, src)
	if len(c.Publications) != 5 {
		t.Fatalf("%d publications %q, want 5", len(c.Publications), pubTitles(c))
	}
}

// HTML card blocks: each blank-separated block of one shape, with a line
// that is only a date, is one talk.
func TestInduceCardBlocks(t *testing.T) {
	src := `# Ada Quill

## Talks

Quiet Rivers of Graphs
Northfield University
Mar 2023

Open Maps of Fields
Lakeside Institute, Systems Seminar
Oct 2021

Gentle Engines of Signals
Harbor Labs
Jan 2020
`
	c := parseInduce(t, src)
	if len(c.Talks) != 3 {
		t.Fatalf("%d talks %+v, want 3", len(c.Talks), c.Talks)
	}
	for _, tk := range c.Talks {
		if tk.Date.IsZero() || tk.Event == "" {
			t.Errorf("talk %+v: want its event and date", tk)
		}
	}
}

func TestCitationYears(t *testing.T) {
	for s, want := range map[string]int{
		"Journal of Tides, 2021":                 1,
		"arXiv preprint arXiv:1908.01234, 2019":  1,
		"Symposium 2019, extended version 2020":  2,
		"doi 10.1145/2020.3 in Journal of Tides": 0,
		"no year here":                           0,
	} {
		if got := len(citationYears(s)); got != want {
			t.Errorf("citationYears(%q): %d years, want %d", s, got, want)
		}
	}
}

// A venue wrapped onto a short last line ("Science 5, 9.") is the end of
// the citation, not a description under it, even when it repeats.
func TestInduceWrappedVenueIsNoDescription(t *testing.T) {
	src := `Ada Quill

PUBLICATIONS

4. Ada Quill and Ben Reyes (2021): Quiet Rivers of Graphs. Journal of Applied Lattice
   Theory 5, 9.
3. Ada Quill (2019): Open Maps of Fields and Their Long Titles. Annals of Applied Garden
   Studies 12, 101–120.
2. Ada Quill and Cara Moss (2017): Gentle Engines of Signals. Bulletin of Northern Tide
   Research 3, 44–51.
1. Ada Quill, Cara Moss and Dan Hart (2015): Sharp Tides of Maps. Journal of Applied Lattice
   Theory 2, 7–9.
`
	c := parseInduceAs(t, "induce.txt", src)
	if len(c.Publications) != 4 {
		t.Fatalf("%d publications %q, want 4", len(c.Publications), pubTitles(c))
	}
	for _, p := range c.Publications {
		if !strings.Contains(p.VenueRaw, "Theory") && !strings.Contains(p.VenueRaw, "Studies") && !strings.Contains(p.VenueRaw, "Research") {
			t.Errorf("%q: venue %q lost its wrapped end", p.Title, p.VenueRaw)
		}
	}
}

// Run-in citations (authors, “title”, venue) wrapped at a fixed width,
// the owner in bold, as a word processor's list: where an author list
// breaks at an initial, its second line is no title. Most entries of the
// section are read as run-in citations, so this one is too.
func TestInduceRunInLikeTheRest(t *testing.T) {
	src := `# Ada Quill

## Publications

➢ C. Moss, D. Hart, E. Lind, F. Farr, G.
Stone, H. Wells, and **A. Quill**. “Quiet Rivers of Graphs”. Under review.
➢ B. Reyes, C. Moss, E. Lind, F. Farr, G. Stone, et
al. “Open Maps of Fields”. To
appear in *Symposium on Lattices*, 2021.
➢ G. Stone, H. Wells, E. Lind, F. Farr, D.
Hart, C. Moss, and **A. Quill**. “Gentle Engines of Signals”. *Journal of Tides*,
2020.
➢ **A. Quill** and D. Hart. “Sharp Tides of Maps”. *Workshop on*
*Gardens*, 2017.
➢ D. Hart, **A. Quill**, and C. Moss. “Plain Stones of Rivers”. *Journal*
*of Tides*, 2016.
`
	c := parseInduce(t, src)
	want := []string{"Quiet Rivers of Graphs", "Open Maps of Fields", "Gentle Engines of Signals", "Sharp Tides of Maps", "Plain Stones of Rivers"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
	for _, i := range []int{0, 2} {
		if n := len(c.Publications[i].Authors); n != 7 || c.Publications[i].SelfIndex != 7 {
			t.Errorf("paper %d: %d authors %q, self %d; want 7, 7", i, n, c.Publications[i].Authors, c.Publications[i].SelfIndex)
		}
	}
}

// An author line over a title line of its own is no run-in citation,
// even when the author list ends at an initial ("Reyes, B.") and most
// entries around it are run-in.
func TestInduceAuthorLineOverTitle(t *testing.T) {
	src := `# Ada Quill

## Publications

A. Quill and D. Hart. “Sharp Tides of Maps”. Workshop on Gardens, 2017.

D. Hart, A. Quill, and C. Moss. “Plain Stones of Rivers”. Journal of Tides, 2016.

B. Reyes and A. Quill. “Woven Fields of Engines”. Symposium on Lattices, 2015.

Quill, A.; Reyes, B.
Quiet Rivers of Graphs
Journal of Tides, 2014

Moss, C.; Quill, A.
Open Maps of Fields
Symposium on Lattices, 2013
`
	c := parseInduce(t, src)
	want := []string{"Sharp Tides of Maps", "Plain Stones of Rivers", "Woven Fields of Engines", "Quiet Rivers of Graphs", "Open Maps of Fields"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
}

// A description set under each citation, where the gaps of a PDF's text
// fall between a citation and its description: the description opens the
// next block, or is a block of its own. It is no paper, and no part of
// the next one.
func TestInduceProseLeadIsDescription(t *testing.T) {
	src := `Ada Quill

PUBLICATIONS

Ada Quill, Ben Reyes, and Cara Moss. “Quiet Rivers of Graphs.” In Proceedings of the
Symposium on Lattices, 2021.

We built a tide model for small rivers and measured how the banks change over the
seasons of a year in the north.
Ada Quill and Dan Hart. “Open Maps of Fields.” Journal of Tides, 2019.

Surveyed the fields of three valleys and drew the first open map of them with the
farmers who work there.

Ben Reyes and Ada Quill. “Gentle Engines of Signals.” Workshop on Gardens, 2017.

Designed a small engine that turns the signals of a garden into sound and tested it
with the help of two schools.
Ada Quill. “Sharp Tides of Maps.” Journal of Tides, 2016.
`
	c := parseInduceAs(t, "induce.txt", src)
	want := []string{"Quiet Rivers of Graphs", "Open Maps of Fields", "Gentle Engines of Signals", "Sharp Tides of Maps"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
	for _, p := range c.Publications {
		if p.Year == 0 || len(p.Authors) == 0 {
			t.Errorf("%q: year %d, authors %q", p.Title, p.Year, p.Authors)
		}
	}
}

// Entries marked by a glyph the conversion did not make a list mark (an
// arrow drawn before each title in a PDF), with no blank lines between
// them: each glyph line opens an entry, a glyph alone on its line opens
// the entry of the line below.
func TestInduceGlyphStartsEntry(t *testing.T) {
	src := `Ada Quill

PUBLICATIONS

→ Quiet Rivers of Graphs
Ada Quill, Ben Reyes, Cara Moss
Proceedings of the Symposium on Lattices. 2021.
→ Open Maps of Fields
Ben Reyes, Ada Quill
Journal of Tides. 2019.
→
Gentle Engines of Signals
Dan Hart, Ada Quill
Workshop on Gardens. 2017.
→ Sharp Tides of Maps
Ada Quill, Dan Hart
Journal of Tides. 2016.
`
	c := parseInduceAs(t, "induce.txt", src)
	checkFourPapers(t, c)
}

// A sentence under each position, after its dates, describes the work:
// it is no position of its own.
func TestInduceDescriptionUnderPositions(t *testing.T) {
	src := `# Ada Quill

## Experience

**Staff Engineer**
Harbor Labs
2021 – now
Supervised three student researchers.

**Research Intern**
Lakeside Institute
2019
Worked with the engineering team on tide models.

**Research Assistant**
Northfield University
2016 – 2018
Wrote the simulator and ran the field trials.
`
	c := parseInduce(t, src)
	if len(c.Positions) != 3 {
		t.Fatalf("%d positions %+v, want 3", len(c.Positions), c.Positions)
	}
	for _, p := range c.Positions {
		if p.Organization == "" || p.Start.IsZero() {
			t.Errorf("position %+v: want its organization and start", p)
		}
	}
}

// A list item wrapped in Markdown (lazy continuation) whose date lands
// on the continuation line is one entry, not two.
func TestInduceWrappedItemDate(t *testing.T) {
	src := `# Ada Quill

## Talks

* Quiet Rivers of Graphs, Northfield University, Jul 2023.
* Open Maps of Fields, Lakeside Institute, Systems
  Seminar, Mar 2022.
* Gentle Engines of Signals, Harbor Labs, Oct
  2021.
* Sharp Tides of Maps, Northfield University, Jan 2020.
`
	c := parseInduce(t, src)
	if len(c.Talks) != 4 {
		t.Fatalf("%d talks %+v, want 4", len(c.Talks), c.Talks)
	}
	for _, tk := range c.Talks {
		if tk.Date.IsZero() {
			t.Errorf("talk %+v: no date", tk)
		}
	}
}

// Sub-bullets under dated list items describe the work: they are no
// positions of their own.
func TestInduceSubItemDescriptions(t *testing.T) {
	src := `# Ada Quill

## Experience

* Research Intern, Harbor Labs (2021 - 2022)
  * Built the TideKit storage layer for the River team.
  * Ported the SignalBox simulator to the new GPU cluster.
* Software Engineer Intern, Lakeside Systems (2019 - 2020)
  * Designed the MapGrid index used by Field Ops.
`
	c := parseInduce(t, src)
	if len(c.Positions) != 2 {
		t.Fatalf("%d positions %+v, want 2", len(c.Positions), c.Positions)
	}
}

// checkFourPapers holds c to the four fictional papers of the induction
// tests, in order, each with a year and at least two authors.
func checkFourPapers(t *testing.T, c *cv.CV) {
	t.Helper()
	want := []string{"Quiet Rivers of Graphs", "Open Maps of Fields", "Gentle Engines of Signals", "Sharp Tides of Maps"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
	for _, p := range c.Publications {
		if p.Year == 0 || len(p.Authors) < 2 {
			t.Errorf("%q: year %d, authors %q", p.Title, p.Year, p.Authors)
		}
	}
}
