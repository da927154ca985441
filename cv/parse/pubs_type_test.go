package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// All names and titles below are made up; the venue acronyms are
// catalogue names.

// pubTypes maps each publication's title to its type.
func pubTypes(c *cv.CV) map[string]cv.PubType {
	out := map[string]cv.PubType{}
	for _, p := range c.Publications {
		out[p.Title] = p.Type
	}
	return out
}

// checkPubTypes checks the type of each paper of c that want names, by
// title.
func checkPubTypes(t *testing.T, c *cv.CV, want map[string]cv.PubType) {
	t.Helper()
	got := pubTypes(c)
	for title, typ := range want {
		if got[title] != typ {
			t.Errorf("%q: type %q, want %q (all: %v)", title, got[title], typ, got)
		}
	}
}

// A short bracketed label beside a named venue ("[preprint]", "[arXiv]")
// is a link to a posted copy of the published paper, its target lost or
// written "[[preprint]](url)": the paper keeps its venue's type.
func TestBracketedPreprintLabelKeepsVenueType(t *testing.T) {
	src := `# Ada Quill

## Publications

- Ada Quill, Ben Reyes. Folding Paper Boats at Scale. In Proceedings of ISCA 2021. [[preprint]](https://arxiv.org/abs/2101.00001) [[code]](https://example.org/c)
- Ada Quill, Dan Hart. Quiet Rivers of Graphs. ISCA 2022 [preprint] [slides]
- Ada Quill, Dan Hart. Gentle Engines of Signals. arXiv preprint, 2023.
`
	checkPubTypes(t, parseInduceAs(t, "brackets.md", src), map[string]cv.PubType{
		"Folding Paper Boats at Scale": cv.TypeConference,
		"Quiet Rivers of Graphs":       cv.TypeConference,
		"Gentle Engines of Signals":    cv.TypePreprint,
	})
}

// A sub-heading "In Progress:" or "Pre-Prints and Technical Reports"
// lists work not yet published: its entries are preprints unless they
// name where they appeared.
func TestInProgressSubheadingGivesPreprints(t *testing.T) {
	src := `# Ada Quill

## Publications

Journal Articles:

1. Quill, A., Reyes, B. (2021) Folding paper boats at scale. Journal of Tides, 4(2), 11.

In Progress:

2. Quill, A., Reyes, B., Quiet rivers of graphs.
3. Quill, A., Hart, D., (tentative) Gentle engines of signals

Pre-Prints and Technical Reports

- Ada Quill and Dan Hart. “Rowing Boats by Starlight”. Example Lab Report 7 (2024).
`
	got := pubTypes(parseInduceAs(t, "progress.md", src))
	for _, title := range []string{"Quiet rivers of graphs", "(tentative) Gentle engines of signals", "Rowing Boats by Starlight"} {
		if got[title] != cv.TypePreprint {
			t.Errorf("%q: type %q, want preprint (all: %v)", title, got[title], got)
		}
	}
	if got["Folding paper boats at scale"] != cv.TypeJournal {
		t.Errorf("journal article typed %q", got["Folding paper boats at scale"])
	}
}

// A heading that names one type of work ("Journal Articles", "Workshop
// Papers", "Book Chapters") gives it to the entries below that do not
// say their own: an unknown venue takes it, a host conference named
// under "Workshop Papers" is the workshop's, a journal named as one stays
// a journal, and a heading naming two types gives none.
func TestHeadingNamesEntryType(t *testing.T) {
	src := `# Ada Quill

## Publications

### Journal Articles

- Ada Quill, Ben Reyes. Folding Paper Boats at Scale. Example Tides Digest, 2021.

### Workshop Papers

- Ada Quill, Dan Hart. Quiet Rivers of Graphs. NeurIPS 2021.

### Conference Papers

- Ada Quill, Dan Hart. Gentle Engines of Signals. Transactions on Machine Learning Research (TMLR), 2023.
- Ada Quill, Dan Hart. Lanterns of the Harbour. Example Tides Digest, vol. 7, pp. 1-9, 2022.

### Book Chapters

- Ada Quill. Rowing Boats by Starlight. In Tales of Example Harbours, Example Press, 2020.

### Journal and Conference Papers

- Ada Quill, Ben Reyes. Paper Lanterns on Still Water. Example Lab Digest, 2019.
`
	checkPubTypes(t, parseInduceAs(t, "headings.md", src), map[string]cv.PubType{
		"Folding Paper Boats at Scale":  cv.TypeJournal,
		"Quiet Rivers of Graphs":        cv.TypeWorkshop,
		"Gentle Engines of Signals":     cv.TypeJournal,
		"Rowing Boats by Starlight":     cv.TypeBook,
		"Paper Lanterns on Still Water": cv.TypeOther,
	})
}

func TestHeadingType(t *testing.T) {
	for in, want := range map[string]cv.PubType{
		"Refereed Journal Articles":      cv.TypeJournal,
		"Workshop Papers and Pre-prints": cv.TypeWorkshop,
		"Refereed Workshop Proceedings":  cv.TypeWorkshop,
		"Conference Proceedings":         cv.TypeConference,
		"Book Chapters":                  cv.TypeBook,
		"Journal and Conference Papers":  "",
		"Selected Publications":          "",
	} {
		if got := headingType(in); got != want {
			t.Errorf("headingType(%q) = %q, want %q", in, got, want)
		}
	}
}

// A bracketed tag opening an entry that names a kind of work rather
// than a venue ("[Doctoral Dissertation]", "[Book Chapter]") types an
// entry whose venue says nothing more; a venue tag changes nothing.
func TestLeadTagNamesEntryType(t *testing.T) {
	src := `# Ada Quill

## Selected Publications

* [Doctoral Dissertation] **Ada Quill**. "*Folding Paper Boats at Scale*". Example University, May 2018.
* [Book Chapter] **Ada Quill**, Ben Reyes. "*Quiet Rivers of Graphs*". Tales of Example Harbours, Example Press, 2020.
* [ISCA'22] **Ada Quill**, Dan Hart. "*Gentle Engines of Signals*". Proceedings of the 49th International Symposium on Computer Architecture, 2022.
`
	checkPubTypes(t, parseInduceAs(t, "leadtag.md", src), map[string]cv.PubType{
		"Folding Paper Boats at Scale": cv.TypeThesis,
		"Quiet Rivers of Graphs":       cv.TypeBook,
		"Gentle Engines of Signals":    cv.TypeConference,
	})
}

// "CoRR abs/NNNN.NNNNN", the form bibliographies exported from DBLP give
// an arXiv posting, is a preprint.
func TestCoRRIsPreprint(t *testing.T) {
	src := `# Ada Quill

## Publications

- Ada Quill and Dan Hart. “Quiet Rivers of Graphs”. CoRR abs/2301.00001 (2023).
- Ada Quill and Ben Reyes. “Folding Paper Boats at Scale”. In Proceedings of ISCA 2021.
`
	got := pubTypes(parseInduceAs(t, "corr.md", src))
	if got["Quiet Rivers of Graphs"] != cv.TypePreprint {
		t.Errorf("CoRR entry typed %q, want preprint (all: %v)", got["Quiet Rivers of Graphs"], got)
	}
	if got["Folding Paper Boats at Scale"] != cv.TypeConference {
		t.Errorf("ISCA entry typed %q (all: %v)", got["Folding Paper Boats at Scale"], got)
	}
}

// An uncatalogued venue whose words name no type is typed by the form of
// its citation: editors make it a book chapter, a volume with an issue
// or pages or an abbreviated "J." name make it a journal article.
func TestTypeByCitationForm(t *testing.T) {
	for in, want := range map[string]cv.PubType{
		"Tales of Example Harbours, edited by Ben Reyes and Dan Hart (Example Press, 2014)": cv.TypeBook,
		"B. Reyes, D. Hart, (eds), Harbour Science, Example Press, 2019":                    cv.TypeBook,
		"Example Harbour Reports 10, pp. 3–24 (2014)":                                       cv.TypeJournal,
		"Example Crossroads 19 (3), Spring 2013":                                            cv.TypeJournal,
		"Example Tides, vol. 4, no. 2, 2011":                                                cv.TypeJournal,
		"J. Harb. Sci. 152, 184102 (2020)":                                                  cv.TypeJournal,
		"Harbour Signs in Practice, Springer Nature Switzerland. 2024.":                     cv.TypeBook,
		"Example Lab Digest, Spring 2013":                                                   "",
		"Example Harbour Meeting (EHM 2014), Eugene, OR":                                    "",
	} {
		if got, _ := typeByForm(in); got != want {
			t.Errorf("typeByForm(%q) = %q, want %q", in, got, want)
		}
	}
}
