package cv

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	jsonv1 "github.com/go-json-experiment/json/v1"
)

// presizeRecord is a fictional record with lists of several lengths.
const presizeRecord = `{"source": "p.md", "name": "Ora Vance",
 "education": [{"level": "phd", "institution": "North Hill", "start": 2015, "end": 2020}],
 "positions": [{"title": "Fellow", "org": "Lake Lab", "start": 2020}, {"title": "Lecturer", "org": "Lake Lab", "start": 2022}],
 "publications": [
  {"title": "On kites", "authors": ["O Vance"], "type": "journal", "year": 2019},
  {"title": "On tides", "authors": ["O Vance", "B Roe"], "type": "conference", "year": 2020},
  {"title": "On moss", "authors": ["B Roe", "O Vance"], "type": "journal", "year": 2021},
  {"title": "On sand", "authors": ["O Vance"], "type": "workshop", "year": 2022},
  {"title": "On fog", "authors": ["O Vance"], "type": "journal", "year": 2023}],
 "awards": [{"name": "Kite prize", "year": 2019}, {"name": "Tide medal", "year": 2021}, {"name": "Moss grant", "year": 2022}],
 "talks": [], "service": [{"role": "Reviewer"}], "teaching": [{"course": "Winds"}]}`

// plainDecode is decodeRecord without presize: what a record decoded to
// before it.
func plainDecode(data []byte) (CV, error) {
	var c CV
	if jsonv1.Unmarshal(data, &c) == nil {
		return c, nil
	}
	c = CV{}
	err := json.Unmarshal(data, &c)
	return c, err
}

// samePresized fails when decodeRecord and plainDecode give different
// records or errors for data.
func samePresized(t *testing.T, what string, data []byte) {
	t.Helper()
	got, gotErr := decodeRecord(data)
	want, wantErr := plainDecode(data)
	if (gotErr == nil) != (wantErr == nil) || gotErr != nil && gotErr.Error() != wantErr.Error() {
		t.Fatalf("%s: error %v, without presize %v\n%.300s", what, gotErr, wantErr, data)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: the record differs from the one decoded without presize:\ngot  %+v\nwant %+v\n%.300s", what, got, want, data)
	}
}

// presizeVariants are changed copies of a record that the decoder must
// read as before: lists given twice, in other letters' case, null,
// not lists, empty, nested in unknown keys, and JSON cut short.
func presizeVariants(s string) map[string]string {
	return map[string]string{
		"as is":           s,
		"twice":           strings.Replace(s, `{`, `{"publications": [{"title": "Old", "year": 1999}, {}, {}, {}, {}, {}, {}], "awards": [{}], `, 1),
		"twice after":     strings.TrimSuffix(strings.TrimSpace(s), `}`) + `, "publications": [{"year": 2001}], "awards": null}`,
		"upper keys":      strings.ReplaceAll(s, `"publications":`, `"PUBLICATIONS":`),
		"mixed then last": strings.Replace(s, `{`, `{"Publications": [{}, {}, {}, {}, {}, {}, {}, {}, {}], `, 1),
		"nulls":           strings.ReplaceAll(strings.ReplaceAll(s, `"awards": [`, `"awards": null, "x": [`), `"talks": []`, `"talks": null`),
		"not lists":       strings.Replace(strings.ReplaceAll(s, `"service": [{"role": "Reviewer"}]`, `"service": {"role": "Reviewer"}`), `"teaching": [`, `"teaching": 3, "t": [`, 1),
		"null elements":   strings.ReplaceAll(s, `"positions": [`, `"positions": [null, `),
		"nested":          strings.Replace(s, `{`, `{"extra": {"publications": [1, 2, 3], "awards": [[], []]}, `, 1),
		"escaped key":     strings.ReplaceAll(s, `"awards":`, `"aw\u0061rds":`),
		"cut short":       s[:len(s)/2],
		"bad element":     strings.Replace(s, `"awards": [`, `"awards": [7, `, 1),
	}
}

// TestPresizeSame: presizing the lists changes no record and no error,
// on the repository's record files and on changed copies of a record.
func TestPresizeSame(t *testing.T) {
	for kind, v := range presizeVariants(presizeRecord) {
		samePresized(t, kind, []byte(v))
	}
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "*", "*.json"))
	if len(files) == 0 {
		t.Fatal("no record files in testdata")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var recs []json.RawMessage
		if json.Unmarshal(data, &recs) != nil {
			recs = []json.RawMessage{data}
		}
		for _, r := range recs {
			for kind, v := range presizeVariants(string(r)) {
				samePresized(t, f+", "+kind, []byte(v))
			}
		}
	}
}

// TestPresizeRoom: each list is made the size of its array, so that the
// decoder never grows it (a grown list of five has room for eight).
func TestPresizeRoom(t *testing.T) {
	c, err := decodeRecord([]byte(presizeRecord))
	if err != nil {
		t.Fatal(err)
	}
	for name, lc := range map[string][2]int{
		"education":    {len(c.Education), cap(c.Education)},
		"positions":    {len(c.Positions), cap(c.Positions)},
		"publications": {len(c.Publications), cap(c.Publications)},
		"awards":       {len(c.Awards), cap(c.Awards)},
		"service":      {len(c.Service), cap(c.Service)},
		"teaching":     {len(c.Teaching), cap(c.Teaching)},
	} {
		if lc[0] == 0 || lc[0] != lc[1] {
			t.Errorf("%s: %d elements in room for %d", name, lc[0], lc[1])
		}
	}
	if c.Talks == nil || len(c.Talks) != 0 {
		t.Errorf("talks: %#v, want an empty list", c.Talks)
	}
}

// TestPresizeBounded: a list longer than maxPresize is made no larger
// than that (the decoder grows it on from there).
func TestPresizeBounded(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"talks": [{}`)
	for range maxPresize + 10 {
		b.WriteString(`,{}`)
	}
	b.WriteString(`]}`)
	var c CV
	presize(&c, []byte(b.String()))
	if cap(c.Talks) != maxPresize {
		t.Errorf("room for %d talks, want %d", cap(c.Talks), maxPresize)
	}
}

// FuzzPresizeSame holds decodeRecord to the decoder without presize on
// any input.
func FuzzPresizeSame(f *testing.F) {
	for _, v := range presizeVariants(presizeRecord) {
		f.Add([]byte(v))
	}
	f.Add([]byte(`{"publications": [[], {"authors": []}], "publications": [{}]}`))
	f.Add([]byte(`{"awards": ["\"]", {}], "talks": [{"title": "]"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		samePresized(t, "fuzz", data)
	})
}
