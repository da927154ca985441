package cv

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// fullCV fills every field of the record, to test the JSON round trip.
func fullCV() *CV {
	return &CV{
		Source: "cvs/jane.md",
		Name:   "Jane Q. Doe",
		Contact: Contact{
			Emails:  []string{"jane@example.edu"},
			Phones:  []string{"+1 555 0100"},
			Links:   []string{"https://example.edu/~jane"},
			Address: "1 Example Road, Zürich",
		},
		Personal:  &Personal{BirthDate: "1990-01", Gender: "female", Nationality: "Swiss"},
		Summary:   "I build systems <and> break them & more.",
		Interests: []string{"operating systems", "compilers"},
		Education: []Education{{
			Degree: "Ph.D. in Computer Science", Level: LevelPhD, Field: "Computer Science",
			Institution: "Example University", Location: "Somewhere", Start: Date{Year: 2015, Month: 9},
			End: Present, Expected: true, Advisors: []string{"A. Advisor"}, Thesis: "On Things", GPA: "4.0", Line: 7,
		}},
		Positions: []Position{{Title: "Intern", Organization: "Example Corp", Location: "Remote", Kind: KindInternship,
			Start: Date{Year: 2019}, End: Date{Year: 2019, Month: 8}, Line: 12}},
		Publications: []Publication{{
			Title: "A Paper", Authors: []string{"Jane Q. Doe", "John Smith"}, SelfIndex: 1, EqualContribution: true,
			Venue: "ASPLOS", VenueRaw: "In Proc. ASPLOS '20", Area: "systems", Year: 2020, Type: TypeConference,
			Status: "published", Awards: []string{"Best Paper Award"}, Line: 20,
		}},
		Awards: []Award{{Name: "Fellowship", Year: 2021, EndYear: 2023, Category: CatFellowship,
			Status: StatusAwarded, Issuer: "Foundation", Note: "top 1%", Line: 30}},
		Talks:    []Talk{{Title: "A Talk", Event: "Seminar", Location: "Online", Date: Date{Year: 2022, Month: 3}, Line: 40}},
		Service:  []Service{{Role: "Reviewer", Venue: "OSDI", Year: 2023, Line: 50}},
		Teaching: []Teaching{{Role: "TA", Course: "CS 101", Institution: "Example University", Terms: []string{"Fall 2018"}, Line: 60}},
		Skills:   []string{"Go", "C"},
		Projects: []Project{{Title: "Project", Start: Date{Year: 2018}, End: Present, Line: 70}},
		AsOf:     &AsOf{Date: Date{Year: 2024, Month: 1}, Source: AsOfStated},
		Warnings: []Warning{{Line: 80, Section: "misc", Message: "could not place line", Text: "???"}},
	}
}

// TestRecordsRoundTrip: every form a record file takes reads back equal.
func TestRecordsRoundTrip(t *testing.T) {
	want := []*CV{fullCV(), {Source: "b.md", Name: "B"}}
	for _, c := range want {
		c.Normalize()
	}
	var array, lines bytes.Buffer
	if err := WriteJSON(&array, want); err != nil {
		t.Fatal(err)
	}
	if err := WriteJSONL(&lines, want); err != nil {
		t.Fatal(err)
	}
	wrapped, _ := json.Marshal(map[string]any{"cvs": want})
	for name, data := range map[string][]byte{
		"array.json": array.Bytes(), "lines.jsonl": lines.Bytes(), "wrapped.json": wrapped,
		"bom.json": append([]byte("\xEF\xBB\xBF"), array.Bytes()...),
	} {
		got, err := ReadRecords(name, data)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if !reflect.DeepEqual(got, want) {
			g, _ := json.Marshal(got)
			w, _ := json.Marshal(want)
			t.Errorf("%s: round trip differs\n got %s\nwant %s", name, g, w)
		}
	}
	if !strings.HasPrefix(array.String(), "[\n  {") || !strings.Contains(array.String(), "<and> break them & more") {
		t.Errorf("WriteJSON is not indented or escapes HTML:\n%.200s", array.String())
	}
	var none bytes.Buffer
	if WriteJSON(&none, nil); none.String() != "[]\n" {
		t.Errorf("no records written as %q", none.String())
	}
}

// TestNormalize: the lists the contract always carries become [], the
// optional ones stay absent.
func TestNormalize(t *testing.T) {
	c := &CV{Source: "a", Publications: []Publication{{Title: "T"}}}
	c.Normalize()
	b, _ := json.Marshal(c)
	for _, want := range []string{`"emails":[]`, `"education":[]`, `"positions":[]`, `"authors":[]`, `"awards":[]`, `"talks":[]`, `"service":[]`, `"teaching":[]`} {
		if !bytes.Contains(b, []byte(want)) {
			t.Errorf("normalised record lacks %s: %s", want, b)
		}
	}
	if bytes.Contains(b, []byte(`"skills"`)) || bytes.Contains(b, []byte("null")) {
		t.Errorf("normalised record: %s", b)
	}
}

func TestReadRecordsErrors(t *testing.T) {
	tests := []struct {
		name, data, want string
	}{
		{"syntax.json", "[\n  {\"source\": \"a\"},\n  {\"source\": }\n]", "syntax.json:3: bad JSON"},
		{"type.jsonl", "{\"source\": \"a\"}\n{\"name\": 42}\n", "type.jsonl:2: bad JSON"},
		{"typearray.json", "[\n{\"source\": \"a\"},\n\n{\"name\": 42}]", "typearray.json:4: bad JSON"},
		{"scalar.json", "42", "want an object"},
		{"empty.json", "  \n", "no records"},
		{"emptyarray.json", "[]", "no records"},
		{"null.json", "[{\"source\": \"a\"},\n null]", "null.json:2: record 2 is null"},
		{"baddate.json", "{\"source\": \"a\", \"talks\": [{\"title\": \"t\", \"date\": \"May\"}]}", "bad date"},
		{"badwrap.json", "{\"cvs\": 3}", `"cvs" must be an array`},
		{"status.json", `{"source": "a", "publications": [{"title": "t", "status": "won"}]}`, `status "won" is not one of`},
	}
	for _, tt := range tests {
		_, err := ReadRecords(tt.name, []byte(tt.data))
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), tt.name) {
			t.Errorf("ReadRecords(%s) error = %v, want %q", tt.name, err, tt.want)
		}
	}

	cvs, err := ReadRecords("x.json", []byte("\xEF\xBB\xBF{\"name\": \"No Source\"}"))
	if err != nil || len(cvs) != 1 || cvs[0].Source != "x.json#1" {
		t.Errorf("record without source: %v, %+v", err, cvs)
	}
}

// handEdited is a record file with one slip of each kind, each on a line
// of its own; the comment after each is the line the error must name.
const handEdited = `[
  {"source": "a.md", "name": "Ada Quill",
   "education": [
     {"level": "doctorate"}
   ],
   "positions": [{"title": "Postdoc", "kind": "postdoc"},
     {"title": "Lecturer", "kind": "lecturer"}],
   "publications": [
     {"title": "Fine", "authors": ["A", "B"], "self_index": 2, "type": "journal", "year": 2020},
     {"title": "Slip",
      "authors": ["A", "B"],
      "self_index": 3,
      "type": "conference",
      "year": 20201},
     {"title": "Untyped", "authors": []}
   ],
   "awards": [{"name": "Medal", "category": "medal", "status": "awarded",
      "year": 2022, "end_year": 2021}]
  },
  {"source": "b.md", "talks": [{"title": "T", "date": "1066"}]}
]`

func TestValidateNamesLines(t *testing.T) {
	_, err := ReadRecords("edited.json", []byte(handEdited))
	var es RecordErrors
	if !errors.As(err, &es) {
		t.Fatalf("err = %v, want RecordErrors", err)
	}
	want := []string{
		`edited.json:4: record 1 ("Ada Quill"): degree 1: level "doctorate" is not one of phd, masters, bachelors, other`,
		`edited.json:7: record 1 ("Ada Quill"): position 2: kind "lecturer" is not one of faculty, postdoc`,
		`edited.json:12: record 1 ("Ada Quill"): publication 2: self_index 3 is past the end of the 2 author(s) listed`,
		`edited.json:14: record 1 ("Ada Quill"): publication 2: year 20201 is not a year between 1900 and 2100`,
		`edited.json:15: record 1 ("Ada Quill"): publication 3: type is missing (want one of conference, journal`,
		`edited.json:17: record 1 ("Ada Quill"): award 1: category "medal" is not one of fellowship`,
		`edited.json:18: record 1 ("Ada Quill"): award 1: end_year 2021 is before year 2022`,
		`edited.json:20: record 2: talk 1: date 1066 is not a year between 1900 and 2100`,
	}
	if len(es) != len(want) {
		t.Errorf("%d problems, want %d:\n%v", len(es), len(want), err)
	}
	for i := range min(len(es), len(want)) {
		if !strings.HasPrefix(es[i].Error(), want[i]) {
			t.Errorf("problem %d:\n got %s\nwant %s…", i+1, es[i], want[i])
		}
	}
}

// TestValidateParsedShapes: what the parser writes is valid, including
// unknown years, an owner not found (self_index 0) and ongoing spans.
func TestValidateParsedShapes(t *testing.T) {
	c := fullCV()
	c.Publications = append(c.Publications, Publication{Title: "Owner not found", Authors: []string{"X"}, Type: TypePreprint})
	c.Awards = append(c.Awards, Award{Name: "Undated", Category: CatOther, Status: StatusFinalist})
	if ps := c.Validate(); len(ps) != 0 {
		t.Errorf("valid record has problems: %+v", ps)
	}
}

func TestLooksLikeRecords(t *testing.T) {
	tests := map[string]bool{
		`[{"source": "a"}]`:    true,
		"  \n[\n  {":           true,
		"[]":                   true,
		`{"cvs": []}`:          true,
		"{}":                   true,
		"\xEF\xBB\xBF[{}]":     true,
		"[Jane Doe](http://x)": false,
		"# Jane":               false,
		"{Jane}":               false,
		"":                     false,
	}
	for in, want := range tests {
		if got := LooksLikeRecords([]byte(in)); got != want {
			t.Errorf("LooksLikeRecords(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestSpans(t *testing.T) {
	for _, tt := range []struct {
		s, e Date
		want string
	}{
		{Date{Year: 2015}, Date{Year: 2020}, "2015–2020"},
		{Date{Year: 2019, Month: 3}, Present, "2019-03–present"},
		{Date{}, Date{Year: 2020}, "2020"},
		{Date{Year: 2020}, Date{Year: 2020}, "2020"},
		{Date{}, Date{}, ""},
	} {
		if got := Span(tt.s, tt.e); got != tt.want {
			t.Errorf("Span(%v, %v) = %q, want %q", tt.s, tt.e, got, tt.want)
		}
	}
	for _, tt := range []struct {
		a    Award
		want string
	}{{Award{Year: 2021, EndYear: 2023}, "2021–2023"}, {Award{Year: 2021, EndYear: 2021}, "2021"}, {Award{}, ""}, {Award{Year: 2019}, "2019"}} {
		if got := tt.a.YearSpan(); got != tt.want {
			t.Errorf("%+v.YearSpan() = %q, want %q", tt.a, got, tt.want)
		}
	}
}
