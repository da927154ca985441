package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

// orderCV is a fictional CV whose publications put the title first, a
// venue tag after it, then the authors and the venue (a Markdown
// "academic pages" shape).
const orderCV = `# Ada Quill

## Publications

1. **Folding Paper Boats at Scale** [ABCD'24]. **A. Quill**, B. Reyes, and C. Lund. *Journal of Imaginary Fleets*, 2024
2. **Counting Pebbles on Quiet Beaches** [EFGH'23]. D. Marsh and **A. Quill**. In *EFGH*, 2023
3. **Sorting Shells by Colour**. E. Fenn, **A. Quill**, and G. Holt. *Workshop on Coastal Sorting*, 2021
`

// orderTextCV is the same convention in plain text: "Title. Authors.
// Venue, Year." with the year in a margin.
const orderTextCV = `Ada Quill

PUBLICATIONS

2024    Folding Paper Boats at Scale. A. Quill, B. Reyes, and C. Lund.
        Journal of Imaginary Fleets, 2024.
2023    Counting Pebbles on Quiet Beaches. D. Marsh and A. Quill. Proceedings
        of the Conference on Beaches, 2023.
`

// orderSemicolonCV writes the authors "Family, I.;" after the title.
const orderSemicolonCV = `# Ada Quill

## Publications

* **Folding Paper Boats at Scale** [ABCD'24]. Quill, A.; Reyes, B. C.; Lund, C. To appear in *ABCD*, 2024
* **Counting Pebbles on Quiet Beaches**. Marsh, D.; Quill, A. *Journal of Imaginary Fleets*, 2023
* **Sorting Shells by Colour** [IJKL'21]. Quill, A. In *IJKL*, 2021
`

func TestAuthorsAfterTitleByOrder(t *testing.T) {
	for name, tc := range map[string]struct {
		src, file string
		want      map[string]int // title -> number of authors
	}{
		"markdown tag then authors": {orderCV, "cv.md", map[string]int{
			"Folding Paper Boats at Scale": 3, "Counting Pebbles on Quiet Beaches": 2, "Sorting Shells by Colour": 3}},
		"text title line holds authors": {orderTextCV, "cv.txt", map[string]int{
			"Folding Paper Boats at Scale": 3, "Counting Pebbles on Quiet Beaches": 2}},
		"family comma initials": {orderSemicolonCV, "cv.md", map[string]int{
			"Folding Paper Boats at Scale": 3, "Counting Pebbles on Quiet Beaches": 2, "Sorting Shells by Colour": 1}},
	} {
		t.Run(name, func(t *testing.T) {
			c, err := Parse(tc.file, []byte(tc.src), Options{})
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]int{}
			for _, p := range c.Publications {
				got[p.Title] = len(p.Authors)
			}
			for title, n := range tc.want {
				if got[title] != n {
					t.Errorf("%q: %d authors, want %d (read: %v)", title, got[title], n, got)
				}
			}
		})
	}
}

func TestCiteParts(t *testing.T) {
	got := strings.Join(citeParts("[ABCD'24]. A. Quill, B. Reyes. Journal of Fleets, 2024."), " | ")
	if want := "[ABCD'24] | A. Quill, B. Reyes | Journal of Fleets, 2024"; got != want {
		t.Errorf("citeParts = %q, want %q", got, want)
	}
}

// An authors-first section keeps a title with no authors as it is: the
// order of its sure entries says the authors come first.
func TestAuthorsFirstSectionKeepsTitle(t *testing.T) {
	const src = `# Ada Quill

## Publications

- A. Quill, B. Reyes, and C. Lund. Folding Paper Boats at Scale. Journal of Imaginary Fleets, 2024.
- D. Marsh and A. Quill. Counting Pebbles on Quiet Beaches. In EFGH, 2023.
`
	c := mustParse(t, "cv.md", src)
	for _, p := range c.Publications {
		if strings.Contains(p.Title, "Quill") || len(p.Authors) < 2 {
			t.Errorf("publication read as %q with %d authors", p.Title, len(p.Authors))
		}
	}
}

// A paper honour named as a selection for a best-of issue ("IEEE Micro
// Top Picks", "SIGPLAN Research Highlight") after the venue is an award
// of the paper, as "Best Paper Award" is.
func TestSelectionHonourAfterVenue(t *testing.T) {
	const src = `Ada Quill

PUBLICATIONS

Folding Paper Boats at Scale. Ada Quill, Bo Reyes, and Cy Lund. ABCD 2020. IEEE Micro Top Picks.
Counting Pebbles on Quiet Beaches. Di Marsh and Ada Quill. EFGH 2019. SIGPLAN Research Highlight.
`
	c := mustParse(t, "cv.txt", src)
	want := map[string]string{"Folding Paper Boats at Scale": "IEEE Micro Top Picks", "Counting Pebbles on Quiet Beaches": "SIGPLAN Research Highlight"}
	for _, p := range c.Publications {
		if w, ok := want[p.Title]; ok && strings.Join(p.Awards, "; ") != w {
			t.Errorf("%q: awards %q, want %q", p.Title, p.Awards, w)
		}
		delete(want, p.Title)
	}
	if len(want) > 0 {
		t.Errorf("not read: %v", want)
	}
}

// "et al." closes a "Family, I.;" list, its period read as a sentence end
// or not.
func TestSemicolonAuthorsEtAl(t *testing.T) {
	for _, s := range []string{"Quill, A.; Reyes, B. C.; et al", "Quill, A.; Reyes, B. C.; et al."} {
		if n, end := semicolonAuthors(s); n != 2 || end != len(s) {
			t.Errorf("semicolonAuthors(%q) = %d, %d; want 2, %d", s, n, end, len(s))
		}
	}
}

// A venue badge that carries the paper's honour: the honour is an award
// of the paper.
func TestAwardInVenueBadge(t *testing.T) {
	const src = `# Ada Quill

## Publications

- [ABCD 2020 (Best Poster Nomination)]: Ada Quill, Bo Reyes and Cy Lund. “Folding Paper Boats at Scale”. In Proceedings of the Conference on Boats (pp. 1-4).
- [EFGH 2019]: Di Marsh and Ada Quill. “Counting Pebbles on Quiet Beaches”. In Proceedings of the Workshop on Beaches (pp. 5-9).
`
	c := mustParse(t, "cv.md", src)
	got := map[string]string{}
	for _, p := range c.Publications {
		got[p.Title] = strings.Join(p.Awards, "; ")
	}
	if got["Folding Paper Boats at Scale"] != "Best Poster Nomination" || got["Counting Pebbles on Quiet Beaches"] != "" {
		t.Errorf("awards read: %q", got)
	}
}

// A title-first citation whose author list wraps at a name (the given
// name ends one line, the family name opens the next) and that the entry
// cuts read as two is joined back: the second "title" is the rest of the
// first's author list.
func TestAuthorListWrappedAtName(t *testing.T) {
	p := &parser{cv: &cv.CV{}, venues: venue.Default(), m: newMemo(), owner: newOwner("Ada Quill")}
	p.cv.Publications = []cv.Publication{
		{Title: "Folding Paper Boats at Scale", Authors: []string{"Ada Quill", "Bo Reyes"}, VenueRaw: "Cy", Line: 4},
		{Title: "Lund, Di Marsh, Eve Fenn, and Gus Holt", VenueRaw: "ABCD 2021", Venue: "ABCD", Year: 2021, Awards: []string{"Best Paper Award"}, Line: 5},
		{Title: "Counting Pebbles on Quiet Beaches", Authors: []string{"Di Marsh", "Ada Quill"}, Year: 2019, Line: 6},
	}
	p.joinAuthorTails(0)
	if len(p.cv.Publications) != 2 {
		t.Fatalf("%d publications, want 2: %+v", len(p.cv.Publications), p.cv.Publications)
	}
	got := p.cv.Publications[0]
	if strings.Join(got.Authors, "; ") != "Ada Quill; Bo Reyes; Cy Lund; Di Marsh; Eve Fenn; Gus Holt" || got.Year != 2021 || got.Venue != "ABCD" || len(got.Awards) != 1 {
		t.Errorf("joined entry: %+v", got)
	}
}
