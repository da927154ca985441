package cv

import (
	"testing"
	"unsafe"
)

// TestRecordsShareVocabulary: a record's closed fields read from JSON
// hold the package's own strings (no copy per record); a value outside
// the vocabulary is kept as written (and refused by Validate).
func TestRecordsShareVocabulary(t *testing.T) {
	data := []byte(`[{"name":"Ada Quill","format":"text","stage":"postdoc",
		"education":[{"degree":"PhD","level":"phd","institution":"Example University"}],
		"positions":[{"title":"Postdoc","kind":"postdoc","organization":"Example Lab"}],
		"publications":[{"title":"On Examples","type":"conference","status":"published","authors":["Ada Quill"]}],
		"awards":[{"name":"Example Fellowship","category":"fellowship","status":"awarded"}]}]`)
	cvs, err := ReadRecords("vocab.json", data)
	if err != nil && len(cvs) == 0 {
		t.Fatal(err)
	}
	c := cvs[0]
	same := func(what string, got, want string) {
		t.Helper()
		if got != want || unsafe.StringData(got) != unsafe.StringData(want) {
			t.Errorf("%s %q is not the vocabulary's string %q", what, got, want)
		}
	}
	same("format", c.Format, Formats[1])
	same("stage", string(c.Stage), string(StagePostdoc))
	same("level", string(c.Education[0].Level), string(LevelPhD))
	same("kind", string(c.Positions[0].Kind), string(KindPostdoc))
	same("type", string(c.Publications[0].Type), string(TypeConference))
	same("status", string(c.Publications[0].Status), string(PubPublished))
	same("category", string(c.Awards[0].Category), string(CatFellowship))
	same("award status", string(c.Awards[0].Status), string(StatusAwarded))
	if got := shared(PubType("poster"), PubTypes); got != "poster" {
		t.Errorf("a type outside the vocabulary became %q", got)
	}
}
