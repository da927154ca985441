package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

// All entries here are fictional; the venue acronyms are catalogue names
// (public facts), the titles and people made up.

// tagPubs parses a CV whose publications section is body.
func tagPubs(t *testing.T, body string) []cv.Publication {
	t.Helper()
	src := "Ada Quill\nCurriculum Vitae\n\nPublications\n\n" + body
	c := mustParse(t, "tags.txt", src)
	return c.Publications
}

type wantTag struct {
	title, venue, raw string
	year              int
	typ               cv.PubType
}

func checkTagPubs(t *testing.T, got []cv.Publication, want []wantTag) {
	t.Helper()
	if len(got) != len(want) {
		for _, p := range got {
			t.Logf("got %q %q %d", p.Title, p.Venue, p.Year)
		}
		t.Fatalf("%d publications, want %d", len(got), len(want))
	}
	for i, w := range want {
		p := got[i]
		if p.Title != w.title || p.Venue != w.venue || p.Year != w.year || w.typ != "" && p.Type != w.typ {
			t.Errorf("publication %d: got title %q venue %q year %d type %q; want %q %q %d %q",
				i, p.Title, p.Venue, p.Year, p.Type, w.title, w.venue, w.year, w.typ)
		}
		if w.raw != "" && !strings.Contains(p.VenueRaw, w.raw) {
			t.Errorf("publication %d: venue_raw %q, want it to hold %q", i, p.VenueRaw, w.raw)
		}
	}
}

// A tag after the title in parentheses, the authors on the next line:
// "Title (ABC'23)" / "A. Quill, B. Reyes". The tag is the venue and the
// year; the title does not keep it.
func TestTagAfterTitleLine(t *testing.T) {
	got := tagPubs(t, `1. Lattice Kites: Sparse Winds for Tiny Flyers (NDSS'22)
Bo Reyes, Ada Quill

2. Quiet Gardens of Noisy Bits for Better Auditing (SIGMOD’21)
Ada Quill, Cy Lund
`)
	checkTagPubs(t, got, []wantTag{
		{"Lattice Kites: Sparse Winds for Tiny Flyers", "NDSS", "NDSS'22", 2022, cv.TypeConference},
		{"Quiet Gardens of Noisy Bits for Better Auditing", "SIGMOD", "SIGMOD’21", 2021, cv.TypeConference},
	})
}

// A tag on a line of its own under the title, in parentheses: not a
// legend of author marks, the venue of the entry.
func TestTagOwnLine(t *testing.T) {
	got := tagPubs(t, `1. Folding Paper Boats with Gradient Descent in Shallow Water
(CCS'23)
Ada Quill, Bo Reyes, Cy Lund
`)
	checkTagPubs(t, got, []wantTag{
		{"Folding Paper Boats with Gradient Descent in Shallow Water", "CCS", "CCS'23", 2023, cv.TypeConference},
	})
}

// A bracketed tag opening a citation whose venue text names no catalogued
// venue: "[ABC 2023]: Authors. “Title”. In Proceedings of the 2023
// Conference on ...".
func TestTagLeadingCitation(t *testing.T) {
	got := tagPubs(t, `- [NDSS 2020]: Ada Quill, Bo Reyes and Cy Lund. “Counting Pebbles on Quiet Beaches”. In Proceedings of the 2020 Symposium on Pebbles and Shells, pages 11–19.
`)
	checkTagPubs(t, got, []wantTag{
		{"Counting Pebbles on Quiet Beaches", "NDSS", "", 2020, cv.TypeConference},
	})
}

// A tag the catalogue does not know gives the year and stays as written
// in venue_raw; the venue stays empty (no guessed acronym).
func TestTagUnknownKeepsRaw(t *testing.T) {
	got := tagPubs(t, `1. Humming Lanterns for Sleepy Owls (QZXWV'19)
Ada Quill, Bo Reyes
`)
	checkTagPubs(t, got, []wantTag{
		{"Humming Lanterns for Sleepy Owls", "", "QZXWV'19", 2019, ""},
	})
}

// When a short tag and the venue text name two catalogued venues, the
// tag ("Title (ABC'19)") is the author's own naming and is taken, with a
// warning; a venue name that only ends a wrapped line ("Word, 2019") is
// no such tag, and the text's venue is kept.
func TestTagAgainstVenueText(t *testing.T) {
	src := "Ada Quill\nCurriculum Vitae\n\nPublications\n\n" +
		"1. Humming Lanterns for Sleepy Owls (NDSS'19)\nAda Quill, Bo Reyes\n" +
		"In Proceedings of the ACM Conference on Computer and Communications Security (CCS), 2019\n"
	c := mustParse(t, "tags.txt", src)
	if len(c.Publications) != 1 || c.Publications[0].Venue != "NDSS" {
		t.Fatalf("got %+v, want the tag's NDSS", c.Publications)
	}
	found := false
	for _, w := range c.Warnings {
		found = found || strings.Contains(w.Message, "names another venue")
	}
	if !found {
		t.Errorf("no warning for the two venues: %v", c.Warnings)
	}
	for s, want := range map[string]bool{"NDSS'19": true, "NDSS 2019": true, "Science, 2019": false, "Science 2019": false, "to appear in NDSS 2019": true} {
		if got := isShortTag(tagCand{text: s, slot: slotOwnLine, year: 2019}); got != want {
			t.Errorf("isShortTag(%q) = %v, want %v", s, got, want)
		}
	}
}

// readTag: which bracketed texts are tags.
func TestReadTag(t *testing.T) {
	p := &parser{cv: &cv.CV{}, venues: venue.Default(), m: newMemo()}
	cases := []struct {
		s     string
		slot  tagSlot
		ok    bool
		known bool
		year  int
	}{
		{"(NDSS'22)", slotTitleTail, true, true, 2022},
		{"[CCS 2019]", slotLead, true, true, 2019},
		{"(CCS-2019)", slotBracket, true, true, 2019},
		{"(QZXWV'19)", slotBracket, true, false, 2019},
		{"(2021)", slotBracket, true, false, 2021},
		{"(2021)", slotOwnLine, true, false, 2021},
		{"(Oral 2021)", slotBracket, false, false, 0},     // a word, not an acronym
		{"(Spring 2021)", slotTitleTail, false, false, 0}, // a season
		{"(CIFAR10)", slotTitleTail, false, false, 0},     // no year form
		{"(a long note with many words in it 2021)", slotBracket, false, false, 0},
		{"(equal contribution)", slotOwnLine, false, false, 0},
		{"(QZX Press, 2024)", slotTitleTail, false, false, 0}, // a publisher and year
		{"(QZXWV 2019 Demo)", slotTitleTail, true, false, 2019},
		{"(’-)", slotOwnLine, false, false, 0},
	}
	for _, c := range cases {
		got, ok := p.readTag(c.s, c.slot, 0)
		if ok != c.ok || ok && (got.known != c.known || got.year != c.year) {
			t.Errorf("readTag(%q) = %+v, %v; want ok %v known %v year %d", c.s, got, ok, c.ok, c.known, c.year)
		}
	}
}

// The section's own tag place breaks ties: once most entries put their tag
// at the end of the title, a tag there is preferred to one in brackets
// elsewhere.
func TestTagPrefs(t *testing.T) {
	var tp tagPrefs
	if tp.preferred() != slotNone {
		t.Fatal("no place before any entry")
	}
	tp[slotTitleTail] = 2
	tp[slotLead] = 1
	if tp.preferred() != slotTitleTail {
		t.Fatalf("preferred %d, want the title tail", tp.preferred())
	}
	a := tagCand{text: "QZXWV'19", slot: slotBracket, year: 2019}
	b := tagCand{text: "QZXWV'20", slot: slotTitleTail, year: 2020}
	if best, _ := bestTag([]tagCand{a, b}, slotTitleTail); best.year != 2020 {
		t.Fatalf("best %+v, want the title-tail tag", best)
	}
}

// cutTitleTag: a tag ending or opening the title is cut from it; a short
// title that is only the tag is kept.
func TestCutTitleTag(t *testing.T) {
	c := []tagCand{{text: "NDSS'22", year: 2022}}
	for in, want := range map[string]string{
		"Lattice Kites for Tiny Flyers (NDSS'22)":  "Lattice Kites for Tiny Flyers",
		"[NDSS'22] Lattice Kites for Tiny Flyers":  "Lattice Kites for Tiny Flyers",
		"Lattice Kites (NDSS'22) for Tiny Flyers":  "Lattice Kites (NDSS'22) for Tiny Flyers",
		"Kites (NDSS'22)":                          "Kites (NDSS'22)",
		"Lattice Kites for Tiny Flyers (QZXWV'19)": "Lattice Kites for Tiny Flyers (QZXWV'19)",
	} {
		if got := cutTitleTag(in, c); got != want {
			t.Errorf("cutTitleTag(%q) = %q, want %q", in, got, want)
		}
	}
}

// A wrapped author list leaves its last name on the line of the quoted
// title: "A. Quill, B. Reyes, and C." / "Lund, “Title,” In Venue, 2024."
// The quotes mark the title; the name before them ends the author list;
// what follows is the venue.
func TestQuotedTitleAfterAuthorTail(t *testing.T) {
	got := tagPubs(t, `- Ada Quill, Bo Reyes, Cy Lund, and D.
  Marsh, “Counting Pebbles on Quiet Beaches,” In *NDSS*, 2021.
- Bo Reyes, Ada Quill, and Cy Lund, “Humming Lanterns for
  Sleepy Owls,” *Network and Distributed System Security Symposium*, 2019.
`)
	checkTagPubs(t, got, []wantTag{
		{"Counting Pebbles on Quiet Beaches", "NDSS", "", 2021, cv.TypeConference},
		{"Humming Lanterns for Sleepy Owls", "NDSS", "", 2019, cv.TypeConference},
	})
	if len(got) == 2 && len(got[0].Authors) != 4 {
		t.Errorf("authors %q, want 4 (the name before the quote ends the list)", got[0].Authors)
	}
}

// quotedTitle leaves a line alone when the quotes hold a short term, or
// when the text before them does not end a dangling author list.
func TestQuotedTitleKeeps(t *testing.T) {
	p := &parser{cv: &cv.CV{}, venues: venue.Default(), m: newMemo()}
	for _, c := range []struct{ authors, title string }{
		{"Ada Quill, Bo Reyes", "Learning “Fast” Kites for Windy Days"},
		{"Ada Quill and Bo Reyes", "Lund, “Counting Pebbles on Quiet Beaches,” In NDSS, 2021"},
		{"", "Notes on “Counting Pebbles on Quiet Beaches” for Beginners"},
	} {
		a, ti, v := p.quotedTitle(c.authors, c.title, "")
		if a != c.authors || ti != c.title || v != "" {
			t.Errorf("quotedTitle(%q, %q) = %q, %q, %q; want it unchanged", c.authors, c.title, a, ti, v)
		}
	}
	if !danglingAuthors("A. Quill, B. Reyes, and C.") || !danglingAuthors("A. Quill, B. Reyes, and") || danglingAuthors("A. Quill and B. Reyes") {
		t.Error("danglingAuthors")
	}
}

// A badge line above its entry ("ABCD 2022", then the citation with no
// blank line between) is the entry's year and venue as written, not a
// paper of its own; right under its entry it is that entry's.
func TestLoneTagLine(t *testing.T) {
	parse := func(body string) []cv.Publication {
		c, err := Parse("tags.md", []byte("# Ada Quill\n\n## Publications\n\n"+body), Options{})
		if err != nil {
			t.Fatal(err)
		}
		return c.Publications
	}
	want := []wantTag{
		{"Counting Pebbles on Quiet Beaches", "", "Symposium on Pebbles", 2022, ""},
		{"Humming Lanterns for Sleepy Owls", "", "Conference on Lanterns", 2021, ""},
	}
	checkTagPubs(t, parse(`  QZXW 2022
  [Counting Pebbles on Quiet Beaches.](https://example.org/a) Ada Quill, Bo Reyes, Cy Lund. In Symposium on Pebbles and Shells, pp. 11–19.

  WXQZ 2021
  [Humming Lanterns for Sleepy Owls.](https://example.org/b) Bo Reyes, Ada Quill. In Conference on Lanterns, pp. 20–29.
`), want)
	checkTagPubs(t, parse(`  [Counting Pebbles on Quiet Beaches.](https://example.org/a) Ada Quill, Bo Reyes, Cy Lund. In Symposium on Pebbles and Shells, pp. 11–19.
  QZXW 2022

  [Humming Lanterns for Sleepy Owls.](https://example.org/b) Bo Reyes, Ada Quill. In Conference on Lanterns, pp. 20–29.
  WXQZ 2021
`), want)
}

// A badge line held with no entry right under it, and not right under
// the entry above, belongs to neither for sure: no venue is given, and a
// warning says why.
func TestLoneTagBetween(t *testing.T) {
	p := &parser{cv: &cv.CV{Publications: []cv.Publication{{Title: "Counting Pebbles", Line: 1}}}, venues: venue.Default(), m: newMemo()}
	p.tags = tagSection{first: 0, lastEnd: 1}
	if !p.loneTag([]pubLine{{line: line{N: 3, Text: "NDSS 2022"}, role: 'T'}}) {
		t.Fatal("NDSS 2022 is a tag line")
	}
	p.applyHeldTag(&cv.Publication{Title: "Humming Lanterns"}, []pubLine{{line: line{N: 5, Text: "Humming Lanterns"}}})
	if v := p.cv.Publications[0].Venue; v != "" {
		t.Errorf("the entry above got venue %q", v)
	}
	if len(p.cv.Warnings) != 1 || !strings.Contains(p.cv.Warnings[0].Message, "venue tag between entries") {
		t.Errorf("warnings %v", p.cv.Warnings)
	}
}

// A catalogued tag without brackets that opens the title line is cut from
// the title and read as the venue.
func TestBareLeadTag(t *testing.T) {
	c, err := Parse("tags.md", []byte("# Ada Quill\n\n## Publications\n\n  NDSS 2022\n  Counting Pebbles on Quiet Beaches. Ada Quill, Bo Reyes, Cy Lund. In Symposium on Pebbles and Shells, pp. 11–19.\n"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := c.Publications
	if len(got) == 1 {
		got[0].Title, _, _ = strings.Cut(got[0].Title, ".") // the authors after the title are another reader's
	}
	checkTagPubs(t, got, []wantTag{
		{"Counting Pebbles on Quiet Beaches", "NDSS", "", 2022, ""},
	})
}

// A venue name and a year after a comma ("In QZX Crypto, 2023") is a venue
// and its year: the year is no article number that would make the paper
// a journal article. A volume before it still does ("Journal of Pebbles
// 14, 2023").
func TestBareYearNotArticleNumber(t *testing.T) {
	for s, want := range map[string]bool{
		"QZX Crypto, 2023":               false,
		"QZX Press, 2024":                false,
		"Annals of Pebbles 14, 2023":     true,
		"Frontiers in Pebbles, 9, 2652":  true,
		"Annals of Quiet Beaches, 1-38":  true,
		"Symposium on Quiet Beaches, 20": true,
	} {
		if got := hasVolumePages(s); got != want {
			t.Errorf("hasVolumePages(%q) = %v, want %v", s, got, want)
		}
	}
}

// A venue set in italics at the end of the author line ("A. Quill, B.
// Reyes. *Venue*, 2021") is found on that line: the author line is not
// venue text, but the italic span the catalogue knows is the venue.
func TestItalicVenueOnAuthorLine(t *testing.T) {
	c, err := Parse("tags.md", []byte("# Ada Quill\n\n## Publications\n\n"+
		"**Counting Pebbles on Quiet Beaches**\nAda Quill, Bo Reyes, Cy Lund. *NDSS*, 2021\n\n"+
		"**Humming Lanterns for Sleepy Owls**\nBo Reyes and Ada Quill. *Network and Distributed System Security Symposium*\n"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	checkTagPubs(t, c.Publications, []wantTag{
		{"Counting Pebbles on Quiet Beaches", "NDSS", "NDSS", 2021, cv.TypeConference},
		{"Humming Lanterns for Sleepy Owls", "NDSS", "Network and Distributed", 0, cv.TypeConference},
	})
}

// A date in a column of its own at the right end of the title line
// ("Title<TAB>04/2022") is the entry's date in the margin: cut from the
// title, its year the entry's when nothing else gives one.
func TestMarginDateOnTitleLine(t *testing.T) {
	for in, want := range map[string]struct {
		title string
		year  int
	}{
		"Counting Pebbles on Quiet Beaches\t04/2022":   {"Counting Pebbles on Quiet Beaches", 2022},
		"Counting Pebbles on Quiet Beaches\tMar. 2021": {"Counting Pebbles on Quiet Beaches", 2021},
		"Counting Pebbles on Quiet Beaches\t2020":      {"Counting Pebbles on Quiet Beaches", 2020},
		"Counting Pebbles\tfor Quiet Beaches 2020":     {"Counting Pebbles\tfor Quiet Beaches 2020", 0},
		"Counting Pebbles on Quiet Beaches 04/2022":    {"Counting Pebbles on Quiet Beaches 04/2022", 0},
	} {
		title, year := cutMarginDate(in)
		if title != want.title || year != want.year {
			t.Errorf("cutMarginDate(%q) = %q, %d; want %q, %d", in, title, year, want.title, want.year)
		}
	}
	p := &parser{cv: &cv.CV{}, venues: venue.Default(), m: newMemo()}
	e := []pubLine{
		{line: line{N: 1, Text: "Counting Pebbles on Quiet Beaches\t04/2022"}, role: 'T'},
		{line: line{N: 2, Text: "» A. Quill, B. Reyes, C. Lund"}, role: 'A'},
		{line: line{N: 3, Text: "» Symposium on Pebbles and Shells (SPS)"}, role: 'V'},
	}
	res := p.entryTags(e, e[0].Text, e[2].Text)
	if res.title != "Counting Pebbles on Quiet Beaches" || res.year != 2022 {
		t.Errorf("entryTags: title %q year %d", res.title, res.year)
	}
}

// A bracketed tag may open with a phrase before its acronym ("Title (to
// appear in ABC 2024)"): the tag is read past the phrase, and the phrase
// stays in the venue text, where it gives the status.
func TestTagWithLeadPhrase(t *testing.T) {
	got := tagPubs(t, `1. Lattice Kites: Sparse Winds for Tiny Flyers (to appear in NDSS 2025)
Bo Reyes, Ada Quill

2. Quiet Gardens of Noisy Bits for Better Auditing [accepted at SIGMOD'24]
Ada Quill, Cy Lund
`)
	checkTagPubs(t, got, []wantTag{
		{"Lattice Kites: Sparse Winds for Tiny Flyers", "NDSS", "to appear in NDSS 2025", 2025, cv.TypeConference},
		{"Quiet Gardens of Noisy Bits for Better Auditing", "SIGMOD", "accepted at SIGMOD'24", 2024, cv.TypeConference},
	})
	if len(got) == 2 && (got[0].Status != cv.PubToAppear || got[1].Status != cv.PubAccepted) {
		t.Errorf("statuses %q, %q; want to appear, accepted", got[0].Status, got[1].Status)
	}
}

// A tag naming a host venue does not replace a workshop named in the
// venue text ("(ABC 2019)" over "ABC 2019 Workshop on Quiet Beaches").
func TestWorkshopTextKeepsWorkshop(t *testing.T) {
	for s, want := range map[string]bool{
		"NDSS 2019 Workshop on Quiet Beaches":                       true,
		"Second Symposium on Pebbles, co-located with NDSS 2019":    true,
		"In Proceedings of the Symposium on Pebbles and Shells, 19": false,
	} {
		if got := workshopText(s); got != want {
			t.Errorf("workshopText(%q) = %v, want %v", s, got, want)
		}
	}
}
