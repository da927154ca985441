package venue_test

import (
	"testing"

	"github.com/vitae-cv/vitae/cv/venue"
)

// Well-known venues the catalogue once lacked, each found by its full
// name and by the abbreviation CVs cite it with (issue 25: a paper at a
// venue missing from the catalogue was not counted). The paper titles are
// made up.
func TestCatalogueGaps(t *testing.T) {
	for _, tc := range []struct{ text, acronym, kind string }{
		{"Folding Paper Boats at Scale (JPC’21)", "JPC", "journal"},
		{"Journal of Privacy and Confidentiality 11(2), 2021", "JPC", "journal"},
	} {
		v, _, _, ok := venue.Default().Match(tc.text)
		if !ok || v.Acronym != tc.acronym || string(v.Kind) != tc.kind {
			t.Errorf("Match(%q) = %q %q %v; want %q %q", tc.text, v.Acronym, v.Kind, ok, tc.acronym, tc.kind)
		}
	}
}
