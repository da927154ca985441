package venue

import (
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// grobidDir holds GROBID's hand-labelled references (CC BY 4.0) beside
// the repository: journal titles as papers cite them ("J. Am. Chem.
// Soc.", "Phys Rev Lett") and article titles, read at test time only.
var grobidDir = filepath.Join("..", "..", "..", "shared", "datasets", "grobid-citations")

// grobidTitles returns the texts labelled <title level="j"> (journals)
// and <title level="a"> (articles) in the GROBID references.
func grobidTitles(t *testing.T) (journals, articles []string) {
	t.Helper()
	paths, _ := filepath.Glob(filepath.Join(grobidDir, "*.xml"))
	if len(paths) == 0 {
		t.Skip("no ../shared/datasets/grobid-citations")
	}
	re := regexp.MustCompile(`<title level="([ja])"[^>]*>([^<]*)</title>`)
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			s := strings.Join(strings.Fields(html.UnescapeString(m[2])), " ")
			if m[1] == "j" {
				journals = append(journals, s)
			} else {
				articles = append(articles, s)
			}
		}
	}
	return journals, articles
}

// TestJournalLayerOnCitations measures the layer on journal and article
// titles of real references that no rule here was written against: it
// must recognise far more journal titles than the curated layer alone
// (by name or abbreviation, however the citing paper wrote it), and
// (almost) no article title. The figures are logged.
func TestJournalLayerOnCitations(t *testing.T) {
	journals, articles := grobidTitles(t)
	with, without := Default(), Default().WithoutJournals()
	count := func(c *Catalog, texts []string) int {
		n := 0
		for _, s := range texts {
			if _, _, _, ok := c.Match(s); ok {
				n++
			}
		}
		return n
	}
	jw, jwo := count(with, journals), count(without, journals)
	aw, awo := count(with, articles), count(without, articles)
	t.Logf("journal titles recognised: %d of %d with the journal layer, %d without", jw, len(journals), jwo)
	t.Logf("article titles taken for a venue: %d of %d with the journal layer, %d without", aw, len(articles), awo)
	if jw-jwo < len(journals)/10 {
		t.Errorf("the journal layer recognises only %d more of %d journal titles, want a tenth more at least", jw-jwo, len(journals))
	}
	if aw-awo > len(articles)/1000 {
		t.Errorf("the journal layer takes %d more of %d article titles for venues, want at most one in a thousand", aw-awo, len(articles))
	}
}
