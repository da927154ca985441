package parse

import (
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// All CVs here are fictional: invented people, places and events.

// sectionKinds is the kind of each section after the header of a text.
func sectionKinds(text string) []string {
	var out []string
	for _, s := range splitSections(toLines(text))[1:] {
		out = append(out, s.Kind.String()+":"+s.Title)
	}
	return out
}

func parseKindCV(t *testing.T, name, text string) *cv.CV {
	t.Helper()
	c := mustParse(t, name, text)
	return c
}

// A heading that names no kind ("Speaking") is filed by its entries.
func TestKindUnknownHeadingByContent(t *testing.T) {
	text := `# Mira Quell

## Education

- PhD in Kite Science, Lantern University, 2029

## Speaking

- Invited talk, Kite University, March 2030
- Keynote, Workshop on String Theory for Kites, June 2031
- Seminar talk, Lantern Institute, 2032
`
	if got, want := sectionKinds(text), []string{"education:Education", "talks:Speaking"}; !slices.Equal(got, want) {
		t.Errorf("sections %v, want %v", got, want)
	}
	if c := parseKindCV(t, "t.md", text); len(c.Talks) != 3 {
		t.Errorf("%d talks, want 3", len(c.Talks))
	}
}

// A vague heading ("Experience") holding teaching entries is teaching.
func TestKindVagueHeadingByContent(t *testing.T) {
	text := `# Mira Quell

## Experience

- Teaching Assistant, KITE 101, Lantern University, 2029–2030
- Teaching Assistant, KITE 205, Lantern University, 2030–2031
- Guest instructor, AERO 310, Lantern University, 2031
`
	if got, want := sectionKinds(text), []string{"teaching:Experience"}; !slices.Equal(got, want) {
		t.Errorf("sections %v, want %v", got, want)
	}
	c := parseKindCV(t, "t.md", text)
	if len(c.Positions) != 0 || len(c.Teaching) == 0 {
		t.Errorf("%d positions and %d teaching entries, want 0 and some", len(c.Positions), len(c.Teaching))
	}
}

// A vague heading whose entries are jobs keeps the kind it names.
func TestKindVagueHeadingKeepsItsKind(t *testing.T) {
	text := `# Mira Quell

## Research Experience

- Research Assistant, Kite Dynamics Lab, Lantern University, 2027–2029
- Visiting Researcher, Institute of Paper Craft, 2029
`
	if got, want := sectionKinds(text), []string{"positions:Research Experience"}; !slices.Equal(got, want) {
		t.Errorf("sections %v, want %v", got, want)
	}
}

// A heading naming two kinds has each entry filed by its own content.
func TestKindTwoKindsSplit(t *testing.T) {
	text := `# Mira Quell

## Honors and Invited Talks

- Best Poster Award, Kite Society Meeting, 2030
- Invited talk, Lantern University, 2031
- Graduate Fellowship, Paper Craft Foundation, 2029
- Keynote, Workshop on Kite Strings, 2032
`
	got := sectionKinds(text)
	want := []string{"awards:Honors and Invited Talks", "talks:Honors and Invited Talks"}
	if !slices.Equal(got, want) {
		t.Errorf("sections %v, want %v", got, want)
	}
	c := parseKindCV(t, "t.md", text)
	if len(c.Awards) != 2 || len(c.Talks) != 2 {
		t.Errorf("%d awards and %d talks, want 2 and 2", len(c.Awards), len(c.Talks))
	}
}

// Two kinds named, all entries of one: the section is of that kind.
func TestKindTwoKindsOneContent(t *testing.T) {
	text := `# Mira Quell

## Education and Research Positions

- Research Scientist, Kite Dynamics Lab, 2031–2033
- Postdoctoral Researcher, Lantern University, 2029–2031
`
	if got, want := sectionKinds(text), []string{"positions:Education and Research Positions"}; !slices.Equal(got, want) {
		t.Errorf("sections %v, want %v", got, want)
	}
}

// A line that closes a quotation opened on the line above is the wrapped
// end of an item, not a heading, though its words name a kind.
func TestKindWrappedItemIsNoHeading(t *testing.T) {
	text := `Mira Quell

TALKS

Invited talk at Lantern University, 2030: “Kites, Strings and Open
Education/Outreach”
Keynote at the Kite Workshop, 2031: “Strings Attached”
`
	if got, want := sectionKinds(text), []string{"talks:TALKS"}; !slices.Equal(got, want) {
		t.Errorf("sections %v, want %v", got, want)
	}
}

// A short plain heading under which the previous section's kind of entry
// goes on (a wrapped PDF line that happens to be made of heading words)
// is no heading either.
func TestKindContentContinuesAboveHeading(t *testing.T) {
	text := `Mira Quell

TALKS

Invited talk at Lantern University, 2030, in the series on kites and
Teaching
Keynote, Kite Workshop, 2031
Invited talk, Paper Craft Institute, 2032
`
	if got, want := sectionKinds(text), []string{"talks:TALKS"}; !slices.Equal(got, want) {
		t.Errorf("sections %v, want %v", got, want)
	}
}

// Neither heading nor content clear: the section stays unfiled, and its
// reader warns that its lines were skipped.
func TestKindUnsureStaysUnfiled(t *testing.T) {
	text := `# Mira Quell

## Education

- PhD in Kite Science, Lantern University, 2029

## Odds and Ends

Likes long walks along the kite field.
Collects paper lanterns.
`
	if got, want := sectionKinds(text), []string{"education:Education", "unknown:Odds and Ends"}; !slices.Equal(got, want) {
		t.Errorf("sections %v, want %v", got, want)
	}
	c := parseKindCV(t, "t.md", text)
	warned := false
	for _, w := range c.Warnings {
		warned = warned || strings.Contains(w.Message, "not recognised")
	}
	if !warned {
		t.Errorf("no warning for the unfiled section: %v", c.Warnings)
	}
}

// Entries that open with another person's name (students, mentees) are
// not the owner's degrees or jobs: the section is not filed as either.
func TestKindPersonEntriesAreNotTheOwners(t *testing.T) {
	text := `# Mira Quell

## Education

- PhD in Kite Science, Lantern University, 2029

## Mentees

- Tobin Ashgrove (PhD, 2029–2033)
- Lysa Brandmoor (MS, 2030–2031)
- Oren Callowby (BS Honors, 2031)
`
	if got, want := sectionKinds(text), []string{"education:Education", "unknown:Mentees"}; !slices.Equal(got, want) {
		t.Errorf("sections %v, want %v", got, want)
	}
}

// A bold label outside the heading words opens a section when the lines
// under it clearly hold another kind than the section it stands in.
func TestKindStyledHeadingByContent(t *testing.T) {
	text := `# Mira Quell

## Employment

- Research Scientist, Kite Dynamics Lab, 2031–2033

**Earned Degrees**

- PhD in Kite Science, Lantern University, 2029
- BS in Paper Craft, Lantern University, 2024
`
	want := []string{"positions:Employment", "education:Earned Degrees"}
	if got := sectionKinds(text); !slices.Equal(got, want) {
		t.Errorf("sections %v, want %v", got, want)
	}
	if c := parseKindCV(t, "t.md", text); len(c.Education) != 2 {
		t.Errorf("%d degrees, want 2", len(c.Education))
	}
}

// A bold entry head whose lines are of the section it stands in stays
// an entry.
func TestKindBoldEntryHeadStays(t *testing.T) {
	text := `# Mira Quell

## Employment

**Kite Dynamics Lab**

- Research Scientist, 2031–2033
- Visiting Researcher, 2029
`
	if got, want := sectionKinds(text), []string{"positions:Employment"}; !slices.Equal(got, want) {
		t.Errorf("sections %v, want %v", got, want)
	}
}

// A singular heading word names its kind as the plural does.
func TestKindSingularHeading(t *testing.T) {
	if k, ok := classify("Patent"); !ok || k != secPublications {
		t.Errorf("classify(Patent) = %s, %v", k, ok)
	}
}

func TestHasCourseCode(t *testing.T) {
	for s, want := range map[string]bool{
		"Teaching Assistant, KITE 101":    true,
		"AERO-2150 Advanced Kites":        true,
		"Invited talk, KITE 2030":         false, // a venue and its year
		"Award: USD 120,000":              false, // an amount
		"Kite 101":                        false,
		"A 101":                           false,
		"Grader for KITE 101a":            false,
		"Instructor, KITE 310 and KITE 4": true,
	} {
		if got := hasCourseCode(s); got != want {
			t.Errorf("hasCourseCode(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestHeadingKinds(t *testing.T) {
	for title, want := range map[string][]kind{
		"Honors and Invited Talks":            {secAwards, secTalks},
		"Publications & Presentations":        {secPublications, secTalks},
		"Grants, Honours & Awards":            {secAwards},
		"Research Experience":                 nil,
		"Professional Activities":             nil,
		"Teaching Experience":                 {secTeaching},
		"Education/Teaching":                  {secEducation, secTeaching},
		"Thesis and Research Students":        {secTeaching},
		"Selected Refereed Conference Papers": {secPublications},
		"Academic Background":                 {secEducation},
		"Research Students":                   {secTeaching},
	} {
		if got := headingKinds(title); !slices.Equal(got, want) {
			t.Errorf("headingKinds(%q) = %v, want %v", title, got, want)
		}
	}
}

// In plain text a label standing apart that names a kind with a word
// outside the heading words ("Earned") opens that kind's section when its
// lines hold that kind.
func TestKindPlainQualifiedHeading(t *testing.T) {
	text := `Mira Quell

EMPLOYMENT

Research Scientist, Kite Dynamics Lab, 2031–2033

Earned Degrees

PhD in Kite Science, Lantern University, 2029
BS in Paper Craft, Lantern University, 2024
`
	want := []string{"positions:EMPLOYMENT", "education:Earned Degrees"}
	if got := sectionKinds(text); !slices.Equal(got, want) {
		t.Errorf("sections %v, want %v", got, want)
	}
}

// A plain label that names no kind stays in its section: without bold or
// capitals nothing says it is a heading.
func TestKindPlainUnknownLabelStays(t *testing.T) {
	text := `Mira Quell

EMPLOYMENT

Research Scientist, Kite Dynamics Lab, 2031–2033

Lantern Kite Group

PhD in Kite Science, Lantern University, 2029
BS in Paper Craft, Lantern University, 2024
`
	if got, want := sectionKinds(text), []string{"positions:EMPLOYMENT"}; !slices.Equal(got, want) {
		t.Errorf("sections %v, want %v", got, want)
	}
}

// The first heading after the name opens a section though it names no
// kind, when its lines clearly hold one.
func TestKindFirstHeadingByContent(t *testing.T) {
	text := `# Mira Quell

mira@example.org

## Academic Training

- PhD in Kite Science, Lantern University, 2029
- BS in Paper Craft, Lantern University, 2024

## Employment

- Research Scientist, Kite Dynamics Lab, 2031–2033
`
	want := []string{"education:Academic Training", "positions:Employment"}
	if got := sectionKinds(text); !slices.Equal(got, want) {
		t.Errorf("sections %v, want %v", got, want)
	}
}
