package parse

import (
	"context"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/webpage"
)

// All names, titles, venues and places below are made up.

// slotSection is a publications section in the slot layout of issue 22's
// convention 1: each paper a block of a label, its authors, its venue in
// italics, its place and date, its title as a link, then links to copies.
const slotSection = `# Ada Quill

## Publications

Software named in bold before a citation is the package the paper is about.

**Quillfs:**
Ada Quill, Bruno Reyes and Carla Moss.
_Symposium on Storage Tiers_ (SST).
Lakeview, ON, May 2-4, 2019.
[Tiered Journals for Flash Arrays](https://example.org/a)
([Preprint](https://example.org/a.pdf))

**Loomkit:**
B. Reyes, A. Quill, D. Hart.
_Journal of Woven Systems_
12, 3 (2018).
[Loomkit: Weaving Threads Across Many Cores](https://example.org/b)
([Preprint](https://example.org/b.pdf))
([Source Code](https://example.org/b.git))

Ada Quill and Dora Hart.
_Workshop on Gentle Schedulers_ (WGS).
Harbor City, CA, November 2017.
[Quiet Queues for Noisy Neighbours](https://example.org/c).
([Slides](https://example.org/c.pdf))
`

type slotWant struct {
	title, venue  string
	year, authors int
}

func checkSlotPubs(t *testing.T, c *cv.CV, want []slotWant) {
	t.Helper()
	if len(c.Publications) != len(want) {
		t.Fatalf("%d papers %q, want %d", len(c.Publications), pubTitles(c), len(want))
	}
	for i, w := range want {
		p := c.Publications[i]
		if p.Title != w.title {
			t.Errorf("paper %d: title %q, want %q", i, p.Title, w.title)
		}
		if !strings.Contains(p.VenueRaw, w.venue) {
			t.Errorf("%q: venue %q, want it to hold %q", p.Title, p.VenueRaw, w.venue)
		}
		if p.Year != w.year {
			t.Errorf("%q: year %d, want %d", p.Title, p.Year, w.year)
		}
		if len(p.Authors) != w.authors {
			t.Errorf("%q: authors %q, want %d", p.Title, p.Authors, w.authors)
		}
	}
}

// A block of label, authors, venue, place and date, linked title and copy
// links is one paper: the label is no title, the place and date line no
// paper, the copy links no part of it (issue 22, convention 1).
func TestSlotBlocksAreOneEntryEach(t *testing.T) {
	c := parseInduce(t, slotSection)
	checkSlotPubs(t, c, []slotWant{
		{"Tiered Journals for Flash Arrays", "Symposium on Storage Tiers", 2019, 3},
		{"Loomkit: Weaving Threads Across Many Cores", "Journal of Woven Systems", 2018, 3},
		{"Quiet Queues for Noisy Neighbours", "Workshop on Gentle Schedulers", 2017, 2},
	})
	for _, p := range c.Publications {
		if strings.Contains(p.VenueRaw, "Preprint") || strings.Contains(p.VenueRaw, "Source") || strings.Contains(p.VenueRaw, "Slides") {
			t.Errorf("%q: a copy link is read into the venue %q", p.Title, p.VenueRaw)
		}
	}
}

// The same blocks from an HTML page: the links and italics are the cues,
// as in Markdown.
func TestSlotBlocksFromHTML(t *testing.T) {
	src := `<html><body><h1>Ada Quill</h1><h2>Publications</h2>
<p><b>Quillfs:</b><br>Ada Quill, Bruno Reyes and Carla Moss.<br><i>Symposium on Storage Tiers</i> (SST).<br>Lakeview, ON, May 2-4, 2019.<br><a href="https://example.org/a">Tiered Journals for Flash Arrays</a><br>(<a href="https://example.org/a.pdf">Preprint</a>)</p>
<p><b>Loomkit:</b><br>B. Reyes, A. Quill, D. Hart.<br><i>Journal of Woven Systems</i><br>12, 3 (2018).<br><a href="https://example.org/b">Loomkit: Weaving Threads Across Many Cores</a><br>(<a href="https://example.org/b.pdf">Preprint</a>)</p>
<p>Ada Quill and Dora Hart.<br><i>Workshop on Gentle Schedulers</i> (WGS).<br>Harbor City, CA, November 2017.<br><a href="https://example.org/c">Quiet Queues for Noisy Neighbours</a>.<br>(<a href="https://example.org/c.pdf">Slides</a>)</p>
</body></html>`
	d, err := webpage.Read(context.Background(), []byte(src), doc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	c, err := ParseDoc("slots.html", d, Options{})
	if err != nil {
		t.Fatal(err)
	}
	checkSlotPubs(t, c, []slotWant{
		{"Tiered Journals for Flash Arrays", "Symposium on Storage Tiers", 2019, 3},
		{"Loomkit: Weaving Threads Across Many Cores", "Journal of Woven Systems", 2018, 3},
		{"Quiet Queues for Noisy Neighbours", "Workshop on Gentle Schedulers", 2017, 2},
	})
}

// The author list and the italic journal on one line: the italics end
// the names ("J." of "_J. Tiling_" is no initial), and an author list
// wrapped over two lines is one list.
func TestSlotAuthorsBeforeItalicVenue(t *testing.T) {
	src := `# Ada Quill

## Publications

**Tiler:**
A. Quill, B. Reyes and C. Moss, _J. Tiling Res._ **12**, 301 (2016).
[Square Tiles on Round Floors](https://example.org/a)

**Tiler:**
B. Reyes, A. Quill, C. Moss, D. Hart,
E. Lind, F. Stone and G. Farr.
_Journal of Woven Systems_ (2015).
[Mosaics at Scale](https://example.org/b)

**Tiler:**
A. Quill and D. Hart, _J. Tiling Res._ **9**, 12 (2014).
[Grout Lines and Their Limits](https://example.org/c)
`
	c := parseInduce(t, src)
	checkSlotPubs(t, c, []slotWant{
		{"Square Tiles on Round Floors", "J. Tiling Res.", 2016, 3},
		{"Mosaics at Scale", "Journal of Woven Systems", 2015, 7},
		{"Grout Lines and Their Limits", "J. Tiling Res.", 2014, 2},
	})
}

// A chapter's title in italics before "in", the book it is in linked on
// the line below: the italic span is the title, the book the venue.
func TestSlotChapterTitleBeforeBook(t *testing.T) {
	src := slotSection + `
Ada Quill and Dora Hart.
_Tiling in Practice_ in
[Handbook of Square Things](https://example.org/d), edited by Erin Lind (Fable Press, 2016).
`
	c := parseInduce(t, src)
	if n := len(c.Publications); n != 4 {
		t.Fatalf("%d papers %q, want 4", n, pubTitles(c))
	}
	p := c.Publications[3]
	if p.Title != "Tiling in Practice" || !strings.Contains(p.VenueRaw, "Handbook of Square Things") || p.Year != 2016 || len(p.Authors) != 2 {
		t.Errorf("chapter read as %q / %q / %d / %q", p.Title, p.VenueRaw, p.Year, p.Authors)
	}
}

// A block with a second linked title after the first (the paper "_Also
// known as_" a report) is one paper: the first title's; the other version
// is no part of it (nor a paper of its own).
func TestSlotSecondTitleIsAnotherVersion(t *testing.T) {
	src := slotSection + `
**Quillfs:**
Ada Quill and Bruno Reyes.
_Workshop on Flash Tiers_ (WFT).
Harbor City, CA, June 2016.
[Flash Arrays Without Tears](https://example.org/d)
([Preprint](https://example.org/d.pdf)).
_Also known as_
Lakeview University, Department of Storage.
Technical Report LU-15-3. 2015.
[Flash Arrays, the Long Report](https://example.org/e)
([Source Code](https://example.org/e.git))
`
	c := parseInduce(t, src)
	if n := len(c.Publications); n != 4 {
		t.Fatalf("%d papers %q, want 4", n, pubTitles(c))
	}
	p := c.Publications[3]
	if p.Title != "Flash Arrays Without Tears" || p.Year != 2016 || len(p.Authors) != 2 || strings.Contains(p.VenueRaw, "Report") {
		t.Errorf("read as %q / %d / %q / venue %q", p.Title, p.Year, p.Authors, p.VenueRaw)
	}
}

// Two author lists in a block are two papers: not read by the slots.
func TestSlotTwoPapersKeepTheirReading(t *testing.T) {
	ls := []line{
		{Text: "A. Quill and B. Reyes."},
		{Text: "Symposium on Storage Tiers, 2019."},
		spanned(line{Text: "Tiered Journals for Flash Arrays"}, []string{"Tiered Journals for Flash Arrays"}, nil, nil),
		{Text: "C. Moss and D. Hart."},
		spanned(line{Text: "Flash Arrays, the Report"}, []string{"Flash Arrays, the Report"}, nil, nil),
	}
	p := &parser{}
	if s, ok := p.slotsOf(ls); ok || s.title >= 0 {
		t.Errorf("two papers read as slots %+v", s)
	}
}

func TestIsLinkLabel(t *testing.T) {
	for s, want := range map[string]bool{
		"Preprint":                           true,
		"Source Code":                        true,
		"Preprint 2":                         true,
		"Preprint (arXiv:2001.01234 (2020))": true,
		"Slides (PDF)":                       true,
		"Tiered Journals for Flash Arrays":   false,
		"Code Motion in Tiled Loops":         false,
		"":                                   false,
	} {
		if got := isLinkLabel(s); got != want {
			t.Errorf("isLinkLabel(%q) = %v, want %v", s, got, want)
		}
	}
}

// slotPDFDoc is a title-first list from a PDF: each entry opens with an
// arrow glyph, which a PDF may leave alone on its line above the title.
// The first entry is a run-in citation that opens with its authors and
// has lost its glyph (to the heading's line, say), so the block splitter
// reads on until a new author list after a line that ends a sentence.
func slotPDFDoc(entries [][3]string) *doc.Doc {
	d := &doc.Doc{Format: doc.PDF, Lines: []doc.Line{{Text: "Ada Quill", Heading: 1}, {Text: "PUBLICATIONS", Heading: 2},
		{Text: "Ada Quill and Erin Lind. Loose Threads in Woven Graphs. Journal of Looms, 2022.", Indent: 31}}}
	for _, e := range entries {
		title := doc.Line{Text: "→ " + e[0], Indent: 27}
		if strings.HasSuffix(e[0], "?") || strings.HasSuffix(e[0], ".") {
			d.Lines = append(d.Lines, doc.Line{Text: "→", Indent: 27})
			title = doc.Line{Text: e[0], Indent: 31}
		}
		d.Lines = append(d.Lines, title, doc.Line{Text: e[1], Indent: 31}, doc.Line{Text: e[2], Indent: 31})
	}
	return d
}

// A title that ends a sentence ("...?" or "...") is still the title of
// the citation under it: its author line does not open a new paper, and
// the venue line under the authors is no title (issue 22, convention 1).
func TestSlotTitleEndingASentence(t *testing.T) {
	d := slotPDFDoc([][3]string{
		{"Quiet Rivers of Graphs and Their Banks", "Ada Quill, Bruno Reyes, Carla Moss", "Proceedings of the 2021 Symposium on Lattices and Fields. 2021."},
		{"Gentle Engines of Signals in Quiet Homes", "Bruno Reyes, Ada Quill, Erin Lind", "Proceedings of the 2020 Workshop on Gardens. 2020."},
		{"Where Do Open Maps of Fields Lead?", "Bruno Reyes, Ada Quill, Dora Hart", "Proceedings of the 12th Annual Meeting of the Society for Maps. 2019."},
		{"Tiled Floors: A Study of Grout.", "Ada Quill, Dora Hart", "Proceedings of the 2018 Conference on Tiling. 2018."},
		{"Square Tiles on Round Floors", "Ada Quill, Dora Hart", "Proceedings of the 2017 Conference on Tiling. 2017."},
	})
	c, err := ParseDoc("slots.pdf", d, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Loose Threads in Woven Graphs", "Quiet Rivers of Graphs and Their Banks", "Gentle Engines of Signals in Quiet Homes", "Where Do Open Maps of Fields Lead?", "Tiled Floors: A Study of Grout", "Square Tiles on Round Floors"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
	for i, p := range c.Publications {
		if p.Year != 2022-i || len(p.Authors) < 2 {
			t.Errorf("%q: year %d, authors %q", p.Title, p.Year, p.Authors)
		}
	}
}

// A title wrapped before two capitalised words ("... and Busy" over
// "Tiled Rooms") keeps its second line: it is no author list.
func TestSlotTitleWrapLooksLikeAName(t *testing.T) {
	src := `# Ada Quill

## Publications

Quiet Rivers of Graphs and Their Banks
Ada Quill, Bruno Reyes, Carla Moss
Proceedings of the 2021 Symposium on Lattices and Fields. 2021.

Gentle Engines of Signals for Quiet Homes, Open Offices, and Busy
Tiled Rooms
Bruno Reyes, Ada Quill, Erin Lind
Proceedings of the 2020 Workshop on Gardens. 2020.

Where Do Open Maps of Fields Lead?
Bruno Reyes, Ada Quill, Dora Hart
Proceedings of the 12th Annual Meeting of the Society for Maps. 2019.

Square Tiles on Round Floors
Ada Quill, Dora Hart
Proceedings of the 2018 Conference on Tiling. 2018.
`
	c := parseInduceAs(t, "wrap.txt", src)
	if n := len(c.Publications); n != 4 {
		t.Fatalf("%d papers %q, want 4", n, pubTitles(c))
	}
	p := c.Publications[1]
	if p.Title != "Gentle Engines of Signals for Quiet Homes, Open Offices, and Busy Tiled Rooms" || p.Year != 2020 || len(p.Authors) != 3 {
		t.Errorf("wrapped title read as %q / %d / %q", p.Title, p.Year, p.Authors)
	}
}

// A title that opens like an author list ("Weave Wide, Then Trim: ...")
// over an author line, in a section of title / authors / venue entries,
// is the title: an entry has one author list.
func TestSlotTitleOpensLikeNames(t *testing.T) {
	src := `<html><body><h1>Ada Quill</h1><h2>Publications</h2>
<ol>
<li><div>Quiet Rivers of Graphs and Their Banks</div>
<div><strong>Ada Quill*</strong>, Bruno Reyes*, Carla Moss</div>
<div><em><strong>SOSP 2021</strong></em></div>
<div><a href="https://example.org/a">Paper</a> / <a href="https://example.org/b">Code</a></div></li>
<li><div>Weave Wide, Then Trim: Rethinking Loom Size for Efficient Knitting of Patterns</div>
<div><strong>Ada Quill*</strong>, Bruno Reyes*, Erin Lind, Dora Hart</div>
<div><em><strong>ICML 2020</strong></em></div>
<div><a href="https://example.org/c">Paper</a> / <a href="https://example.org/d">Blog</a></div></li>
<li><div>Gentle Engines of Signals in Quiet Homes</div>
<div>Bruno Reyes, <strong>Ada Quill</strong>, Erin Lind</div>
<div><em><strong>NeurIPS 2019</strong></em></div>
<div><a href="https://example.org/e">Paper</a> / <a href="https://example.org/f">Code</a></div></li>
<li><div>Square Tiles on Round Floors</div>
<div><strong>Ada Quill</strong>, Dora Hart</div>
<div><em><strong>OSDI 2018</strong></em></div>
<div><a href="https://example.org/g">Paper</a></div></li>
</ol></body></html>`
	d, err := webpage.Read(context.Background(), []byte(src), doc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	c, err := ParseDoc("names.html", d, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(c.Publications); n != 4 {
		t.Fatalf("%d papers %q, want 4", n, pubTitles(c))
	}
	p := c.Publications[1]
	if p.Title != "Weave Wide, Then Trim: Rethinking Loom Size for Efficient Knitting of Patterns" || len(p.Authors) != 4 || p.Year != 2020 {
		t.Errorf("read as %q / %q / %d", p.Title, p.Authors, p.Year)
	}
}

// In the author-year form ("Farr, A., Lind, B., (2019) Title. *Venue*.
// Proceedings ..."), the italic span after the title sentence is the
// venue, not the title (the title would be read into the authors).
func TestItalicVenueAfterAuthorYearTitle(t *testing.T) {
	src := `# Ada Quill

## Publications

1. **Quill, A.**, Reyes, B., (2021) Quiet rivers of graphs and their banks. *Journal of Lattices*, 12(3), 45-67.
2. Reyes, B., **Quill, A.**, (2020) Tiled journals for flash arrays and quiet disks. *Storage Methods and Models*. Proceedings of the 3rd Meeting, Lakeview. May 2-4, 2020, pp. 37-42.
3. **Quill, A.**, Hart, D., (2019) Square tiles on round floors. *Journal of Tiling*, 4(1), 1-9.
`
	c := parseInduce(t, src)
	if n := len(c.Publications); n != 3 {
		t.Fatalf("%d papers %q, want 3", n, pubTitles(c))
	}
	p := c.Publications[1]
	if p.Title != "Tiled journals for flash arrays and quiet disks" || len(p.Authors) != 2 || p.Year != 2020 {
		t.Errorf("read as %q / %q / %d", p.Title, p.Authors, p.Year)
	}
}

// A numbered item is one paper: a title wrapped over two lines, the
// second set apart by its style (bold), is one title.
func TestSlotItemTitleOverTwoLines(t *testing.T) {
	d := &doc.Doc{Format: doc.PDF, Lines: []doc.Line{{Text: "Ada Quill", Heading: 1}, {Text: "PUBLICATIONS", Heading: 2}}}
	add := func(num, title, more, authors string) {
		d.Lines = append(d.Lines, doc.Line{Text: title, List: num})
		if more != "" {
			d.Lines = append(d.Lines, doc.Line{Text: more, Bold: true})
		}
		d.Lines = append(d.Lines, doc.Line{Text: authors})
	}
	add("1.", "Quiet Rivers of Graphs and Their Banks (SOSP’21)", "", "Ada Quill, Bruno Reyes, Carla Moss")
	add("2.", "Gentle Engines of Signals in Quiet Homes with Noise-Aware", "Scheduling (OSDI’20)", "Bruno Reyes, Ada Quill, Erin Lind, Fay Stone, Gil Farr, Hana Wells, Ivo Tan, Jon Park, Kai Moss, Lea Hart")
	add("3.", "Square Tiles on Round Floors (ICML’19)", "", "Ada Quill, Dora Hart")
	add("4.", "Loose Threads in Woven Graphs (NeurIPS’18)", "", "Erin Lind, Ada Quill")
	add("5.", "Handbook of Square Things: Tiles, Grout, and Quiet Rooms", "(KDD’17)", "Ada Quill, Dora Hart")
	c, err := ParseDoc("items.pdf", d, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Quiet Rivers of Graphs and Their Banks", "Gentle Engines of Signals in Quiet Homes with Noise-Aware Scheduling", "Square Tiles on Round Floors", "Loose Threads in Woven Graphs", "Handbook of Square Things: Tiles, Grout, and Quiet Rooms"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
	for i, p := range c.Publications {
		if p.Year != 2021-i || len(p.Authors) < 2 {
			t.Errorf("%q: year %d, authors %q", p.Title, p.Year, p.Authors)
		}
	}
}

// A note in parentheses with a year at the end of a joined title is the
// publisher or venue and the year.
func TestTitleAndNote(t *testing.T) {
	for in, want := range map[string][]string{
		"Handbook of Tiles (Fable Press, 2024)": {"Handbook of Tiles", "Fable Press, 2024"},
		"Handbook of Tiles (Second Edition)":    {"Handbook of Tiles (Second Edition)"},
		"(Fable Press, 2024)":                   {"(Fable Press, 2024)"},
	} {
		var got []string
		for _, pl := range titleAndNote(pubLine{line: line{Text: in}, role: 'T'}) {
			got = append(got, pl.Text)
		}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("titleAndNote(%q) = %q, want %q", in, got, want)
		}
	}
}

// When the section's blocks give the venue after the linked title
// (authors / title / venue), the title is no last slot: the lines after
// it are the venue.
func TestSlotVenueAfterTitle(t *testing.T) {
	src := `# Ada Quill

## Publications

Ada Quill, Bruno Reyes and Carla Moss.
[Tiered Journals for Flash Arrays](https://example.org/a)
_Symposium on Storage Tiers_ (SST), Lakeview, ON, May 2019.

B. Reyes, A. Quill, D. Hart.
[Loomkit: Weaving Threads Across Many Cores](https://example.org/b)
_Journal of Woven Systems_ 12, 3 (2018).
([Preprint](https://example.org/b.pdf))

Ada Quill and Dora Hart.
[Quiet Queues for Noisy Neighbours](https://example.org/c)
_Workshop on Gentle Schedulers_ (WGS), Harbor City, CA, November 2017.
`
	checkSlotPubs(t, parseInduce(t, src), []slotWant{
		{"Tiered Journals for Flash Arrays", "Symposium on Storage Tiers", 2019, 3},
		{"Loomkit: Weaving Threads Across Many Cores", "Journal of Woven Systems", 2018, 3},
		{"Quiet Queues for Noisy Neighbours", "Workshop on Gentle Schedulers", 2017, 2},
	})
}

// A card of a short bold title, its authors and its venue as a link is no
// slot block: the linked venue is no title, and the bold line no label.
func TestSlotLinkedVenueIsNoTitle(t *testing.T) {
	src := `# Ada Quill

## Publications

**Quiet Rivers**
Ada Quill, Bruno Reyes and Carla Moss.
[Journal of Woven Systems](https://example.org/a)

**Loose Threads**
B. Reyes, A. Quill, D. Hart.
[Symposium on Storage Tiers](https://example.org/b)

**Square Tiles**
Ada Quill and Dora Hart.
[Workshop on Gentle Schedulers](https://example.org/c)
`
	c := parseInduce(t, src)
	for _, p := range c.Publications {
		if strings.Contains(p.Title, "Journal") || strings.Contains(p.Title, "Symposium") || strings.Contains(p.Title, "Workshop") {
			t.Errorf("a linked venue read as the title %q", p.Title)
		}
	}
}

// A topic heading near a block ("### Storage Engineering and Woven
// Systems" reads like two names) is no second author list: the block is
// one paper. (A guard: the heading here opens a block of its own; in a
// real README it was read into the block above it.)
func TestSlotHeadingUnderABlock(t *testing.T) {
	src := strings.Replace(slotSection, "\n**Loomkit:**", "\n### Storage Engineering and Woven Systems\n\n**Loomkit:**", 1)
	src = strings.Replace(src, "([Preprint](https://example.org/a.pdf))\n", "([Preprint](https://example.org/a.pdf))\n([Source](https://example.org/a.git))\n", 1)
	checkSlotPubs(t, parseInduce(t, src), []slotWant{
		{"Tiered Journals for Flash Arrays", "Symposium on Storage Tiers", 2019, 3},
		{"Loomkit: Weaving Threads Across Many Cores", "Journal of Woven Systems", 2018, 3},
		{"Quiet Queues for Noisy Neighbours", "Workshop on Gentle Schedulers", 2017, 2},
	})
}
