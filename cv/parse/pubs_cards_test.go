package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// All names, titles and texts below are made up; the venue acronyms are
// catalogue names.

// cardPage is a homepage whose papers are blockquote cards under a vague
// "Research" heading: title, authors, paragraphs about the work, a list
// of links whose first names the venue; one card is a thesis of one
// author, one a preprint; a side project card has no author list.
const cardPage = `# Ada Quill

# Research

I study paper boats and the rivers they sail on.

> **Folding Paper Boats at Scale**
>
> ***Ada Quill** and Ben Reyes*
>{: .authorlist}
>
>Paper boats sink. In this work we show how to fold boats that float for a
> week, with a method that needs one sheet and no glue at all.
>
> This work received a Best Paper Award at ICSE 2019.
>
> * [ICSE '19 Paper](https://example.org/boats.pdf) [(Alt. link)](https://example.org/alt.pdf)
> * [Talk (Video)](https://example.org/talk)
>{: .hlist}
{: .project}

> **Quiet Rivers**
>
> ***Ada Quill***
>{: .authorlist}
>
> This dissertation studies rivers that carry paper boats to the sea.
>
> * [PhD Dissertation](https://example.org/thesis)
>{: .hlist}
{: .project}

> **Gentle Engines of Signals**
>
> *Cleo Moss, **Ada Quill**, and Dan Hart*
>{: .authorlist}
>
> We build engines that run on signals alone.
>
> It appeared at PLDI 2016.
>
> * [Source Code](https://example.org/src)
{: .project}

> **Open Maps of Fields**
>
> ***Ada Quill**, Ben Reyes, and Eve Lind*
>
> Maps of fields, drawn from the air.
>
> * [Preprint](https://example.org/maps)
{: .project}

# Side Projects

> **BoatKit: A Toolkit for Boats**
>
> A toolkit that folds boats for you.
>
> * [Source Code](https://example.org/kit)
{: .project}
`

// A container whose lines are a title, an author list and the rest is
// one paper: the rest describes it, its links and sentences name the
// venue (issue 22, conventions 1 and 7).
func TestCardsArePapers(t *testing.T) {
	c := parseInduceAs(t, "cards.md", cardPage)
	type want struct {
		title, venue string
		year         int
		typ          cv.PubType
		authors      int
	}
	wants := []want{
		{"Folding Paper Boats at Scale", "ICSE", 2019, cv.TypeConference, 2},
		{"Quiet Rivers", "", 0, cv.TypeThesis, 1},
		{"Gentle Engines of Signals", "PLDI", 2016, cv.TypeConference, 3},
		{"Open Maps of Fields", "", 0, cv.TypePreprint, 3},
	}
	if got := pubTitles(c); len(got) != len(wants) {
		t.Fatalf("titles %q, want the four cards' titles", got)
	}
	for i, w := range wants {
		p := c.Publications[i]
		if p.Title != w.title || p.Venue != w.venue || p.Year != w.year || p.Type != w.typ || len(p.Authors) != w.authors {
			t.Errorf("paper %d: %q venue %q year %d type %q authors %q, want %+v", i, p.Title, p.Venue, p.Year, p.Type, p.Authors, w)
		}
	}
	if aw := c.Publications[0].Awards; len(aw) != 1 || !strings.Contains(aw[0], "Best Paper") {
		t.Errorf("awards of the first card %q, want its best paper award", aw)
	}
	found := false
	for _, pr := range c.Projects {
		found = found || pr.Title == "BoatKit: A Toolkit for Boats"
		if strings.Contains(pr.Title, "Folding") {
			t.Errorf("a paper card read as a project: %q", pr.Title)
		}
	}
	if !found {
		t.Errorf("projects %+v: the card without authors stays a project", c.Projects)
	}
}

// Under a "Projects" heading, a card whose author list holds the owner
// and that names its venue is a publication; a card with no author list
// stays a project.
func TestProjectCardsWithAuthorsArePapers(t *testing.T) {
	src := `# Ada Quill

ada@example.org

## Projects

> **Folding Paper Boats at Scale**
>
> *Ada Quill and Ben Reyes*
>
> We fold boats that float for a week.
>
> * [ICSE '19 Paper](https://example.org/boats.pdf)

> **BoatKit**
>
> A toolkit that folds boats for you.
>
> * [Source Code](https://example.org/kit)
`
	c := parseInduceAs(t, "projects.md", src)
	if got := pubTitles(c); len(got) != 1 || got[0] != "Folding Paper Boats at Scale" {
		t.Fatalf("publications %q, want the paper card alone", got)
	}
	if p := c.Publications[0]; p.Venue != "ICSE" || p.Year != 2019 || p.SelfIndex != 1 {
		t.Errorf("paper %+v", p)
	}
	if len(c.Projects) != 1 || c.Projects[0].Title != "BoatKit" {
		t.Errorf("projects %+v, want BoatKit", c.Projects)
	}
}

// Quoted lines that are no cards (an epigraph, a card without authors)
// are left to the section's reader.
func TestCardsNeedAuthors(t *testing.T) {
	src := `# Ada Quill

## Publications

> Boats are only paper.

- A. Quill and B. Reyes. Folding paper boats at scale. In ICSE, 2019.
`
	c := parseInduceAs(t, "epigraph.md", src)
	if got := pubTitles(c); len(got) != 1 || !strings.HasPrefix(got[0], "Folding paper boats") {
		t.Fatalf("publications %q", got)
	}
}
