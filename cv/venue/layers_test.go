package venue

import (
	"strings"
	"testing"
)

func TestCuratedJournal(t *testing.T) {
	c, err := Load(strings.NewReader("JPS | journal | physics | Journal of Pebble Studies | J. Pebble Stud.\n"+
		"PEBL | conference | systems | Conference on Pebbles\n"), "test")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		v    Venue
		want string
	}{
		// the journal layer's entry for a journal the curated layer keys by its acronym
		{Venue{Acronym: "J. Pebble Stud.", Kind: Journal, Names: []string{"Journal of Pebble Studies"}, Aliases: []string{"J Pebble Stud"}}, "JPS"},
		// by its full name alone, "The" and "&" as the curated layer reads them
		{Venue{Acronym: "Pebble Stud. J.", Kind: Journal, Names: []string{"The Journal of Pebble Studies"}}, "JPS"},
		// a journal the curated layer lacks
		{Venue{Acronym: "J. Gravel Stud.", Kind: Journal, Names: []string{"Journal of Gravel Studies"}}, ""},
		// a one-word abbreviation names only a curated journal, not a conference
		{Venue{Acronym: "PEBL", Kind: Journal, Names: []string{"Pebble Letters"}}, ""},
		// not a journal
		{Venue{Acronym: "JPS", Kind: Conference, Names: []string{"Journal of Pebble Studies"}}, ""},
	}
	for _, tc := range tests {
		got, ok := c.CuratedJournal(tc.v)
		if ok != (tc.want != "") || got.Acronym != tc.want {
			t.Errorf("CuratedJournal(%q) = %q, %v; want %q", tc.v.Acronym, got.Acronym, ok, tc.want)
		}
	}
	var nilCat *Catalog
	if _, ok := nilCat.CuratedJournal(Venue{Acronym: "X", Kind: Journal}); ok {
		t.Error("a nil catalogue holds a journal")
	}
}
