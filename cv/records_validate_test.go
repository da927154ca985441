package cv

import (
	"errors"
	"regexp"
	"strings"
	"testing"
)

// TestReadRecordsNFC: decomposed text, as macOS saves
// it, is composed when records are read.
func TestReadRecordsNFC(t *testing.T) {
	data := "[{\"source\": \"a.md\", \"name\": \"Jose\u0301 Mu\u0308ller\", \"publications\": [{\"title\": \"Re\u0301sume\u0301s\", \"authors\": [\"Jose\\u0301 Mu\u0308ller\"], \"self_index\": 1, \"type\": \"journal\"}]}]"
	cvs, err := ReadRecords("a.json", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	c := cvs[0]
	if c.Name != "José Müller" || c.Publications[0].Title != "Résumés" || c.Publications[0].Authors[0] != "José Müller" {
		t.Errorf("not composed: %q %q %q", c.Name, c.Publications[0].Title, c.Publications[0].Authors)
	}
	if len(c.Name) != len("Jos\u00e9 M\u00fcller") {
		t.Errorf("name %q has %d bytes", c.Name, len(c.Name))
	}
}

// TestReadRecordsRejectsHandEdits: every slip a hand edit can make in a
// records file is an error naming FILE:LINE, the field and why.
func TestReadRecordsRejectsHandEdits(t *testing.T) {
	for _, tc := range []struct{ field, json, want string }{
		{"type", `"publications": [{"title": "T", "authors": [], "self_index": 0, "type": "bogus<script>"}]`,
			`x.json:2: record 1: publication 1: type "bogus<script>" is not one of`},
		{"category", `"awards": [{"name": "A", "category": "=cmd|' /C calc'!A0", "status": "awarded"}]`,
			`x.json:2: record 1: award 1: category "=cmd|' /C calc'!A0" is not one of`},
		{"level", `"education": [{"level": "phd "}]`, `x.json:2: record 1: degree 1: level "phd " is not one of`},
		{"self_index", `"publications": [{"title": "T", "authors": ["a","b","c","d","e","f","g"], "self_index": 999, "type": "journal"}]`,
			"x.json:2: record 1: publication 1: self_index 999 is past the end of the 7 author(s)"},
		{"self_index", `"publications": [{"title": "T", "authors": ["a"], "self_index": -3, "type": "journal"}]`,
			"x.json:2: record 1: publication 1: self_index -3 is negative"},
		{"year", `"publications": [{"title": "T", "authors": [], "self_index": 0, "type": "journal", "year": 9223372036854775807}]`,
			"x.json:2: record 1: publication 1: year 9223372036854775807 is not a year between 1900 and 2100"},
		{"year", `"awards": [{"name": "A", "category": "honor", "status": "awarded", "year": 1}]`,
			"x.json:2: record 1: award 1: year 1 is not a year between 1900 and 2100"},
		{"end", `"positions": [{"title": "P", "kind": "faculty", "end": "2000000000"}]`, `x.json:1: bad JSON record 1: cv: bad date "2000000000"`},
		{"end", `"positions": [{"title": "P", "kind": "faculty", "end": "2101"}]`, "x.json:2: record 1: position 1: end 2101 is not a year between 1900 and 2100"},
		{"area", `"publications": [{"title": "T", "authors": [], "self_index": 0, "type": "journal", "venue": "ASPLOS", "area": "astrology"}]`,
			`x.json:2: record 1: publication 1: area "astrology" is not a catalogue area`},
		{"kind", `"positions": [{"title": "P", "kind": "Faculty"}]`, `x.json:2: record 1: position 1: kind "Faculty" is not one of`},
		{"status", `"awards": [{"name": "A", "category": "honor", "status": "won"}]`, `x.json:2: record 1: award 1: status "won" is not one of`},
		{"format", `"format": "word"`, `x.json:2: record 1: format "word" is not one of markdown, text, html, docx, pdf`},
		// the entry's number and line when it is not the first, and a
		// field outside the lists after one
		{"second", `"publications": [{"title": "T", "authors": [], "self_index": 0, "type": "journal"},` + "\n" +
			`{"title": "U", "authors": [], "self_index": 0, "type": "bogus"}]`,
			`x.json:3: record 1: publication 2: type "bogus" is not one of`},
		{"after a list", `"awards": [{"name": "A", "category": "honor", "status": "won"}], "stage": "wizard"`,
			`x.json:2: record 1: stage "wizard" is not one of`},
	} {
		data := "[{\"source\": \"a.md\",\n " + tc.json + "}]"
		cvs, err := ReadRecords("x.json", []byte(data))
		if err == nil || cvs != nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v records, error\n%v\nwant %q", tc.field, len(cvs), err, tc.want)
		}
	}
}

// TestReadRecordsUnknownVenue: an invented venue is not
// counted as catalogued: venue and area go, venue_raw keeps the text, and
// a warning names the line.
func TestReadRecordsUnknownVenue(t *testing.T) {
	data := `[{"source": "a.md", "publications": [
  {"title": "T", "authors": [], "self_index": 0, "type": "conference", "venue": "ASPLOS", "area": "architecture"},
  {"title": "U", "authors": [], "self_index": 0, "type": "conference",
   "venue": "INVENTCONF", "area": "systems"}]}]`
	cvs, warnings, err := ReadRecordsWith("a.json", []byte(data), RecordOptions{})
	if err != nil {
		t.Fatal(err)
	}
	p := cvs[0].Publications
	if p[0].Venue != "ASPLOS" || p[0].Area != "architecture" {
		t.Errorf("catalogued venue changed: %+v", p[0])
	}
	if p[1].Venue != "" || p[1].Area != "" || p[1].VenueRaw != "INVENTCONF" {
		t.Errorf("unknown venue kept: venue %q area %q raw %q", p[1].Venue, p[1].Area, p[1].VenueRaw)
	}
	want := `a.json:4: record 1: publication 2: venue "INVENTCONF" is not in the venue catalogue (see --venues): kept as venue_raw, not counted as a catalogued venue`
	if len(warnings) != 1 || warnings[0].Error() != want {
		t.Errorf("warnings %v\nwant %s", warnings, want)
	}
}

// TestReadRecordsJSONLinesKeepsGoodLines: in JSON
// Lines a bad line is reported with its line and the good lines are kept.
func TestReadRecordsJSONLinesKeepsGoodLines(t *testing.T) {
	data := strings.Join([]string{
		`{"source": "a.md", "name": "Ann"}`,
		`{"source": "b.md", "name": "Bo", "publications": [{"title": "T", "authors": [], "self_index": 4, "type": "journal"}]}`,
		`{"source": "c.md", "name": `,
		``,
		`{"source": "d.md", "name": "Di", "education": [{"level": "phd", "start": {"year": "x"}}]}`,
		`[1]`,
		`{"source": "e.md", "name": "Ed"}`,
	}, "\n") + "\n"
	for _, name := range []string{"x.jsonl", "-"} {
		cvs, _, err := ReadRecordsWith(name, []byte(data), RecordOptions{})
		var got []string
		for _, c := range cvs {
			got = append(got, c.Source)
		}
		if strings.Join(got, ",") != "a.md,e.md" {
			t.Errorf("%s: records %v", name, got)
		}
		var es RecordErrors
		if !errors.As(err, &es) || len(es) != 4 {
			t.Fatalf("%s: error %v", name, err)
		}
		for i, line := range []int{2, 3, 5, 6} {
			if es[i].Line != line || es[i].Name != name {
				t.Errorf("%s: problem %d at %s:%d, want line %d: %v", name, i, es[i].Name, es[i].Line, line, es[i])
			}
		}
	}
	// A JSON array with one bad record is still refused whole.
	arr := "[" + `{"source": "a.md"}, {"source": "b.md", "education": [{"level": "bogus"}]}` + "]"
	if cvs, err := ReadRecords("x.json", []byte(arr)); err == nil || cvs != nil {
		t.Errorf("array: %d records, %v", len(cvs), err)
	}
}

// TestReadRecordsBoundsProblems: a file with many bad records lists the
// first ones and counts the rest.
func TestReadRecordsBoundsProblems(t *testing.T) {
	line := `{"source": "a.md", "education": [{"level": "bogus"}]}` + "\n"
	_, _, err := ReadRecordsWith("x.jsonl", []byte(strings.Repeat(line, 1000)), RecordOptions{})
	var es RecordErrors
	if !errors.As(err, &es) || len(es) != maxProblems+1 || es[maxProblems].Msg != "and 980 more" {
		t.Fatalf("error: %d problems, last %v", len(es), es[len(es)-1])
	}
}

var reFileLine = regexp.MustCompile(`^[^:\n]+(:\d+)?: `)

// checkRecordError fails when err is not a record error naming the file.
func checkRecordError(t *testing.T, name string, err error) {
	t.Helper()
	for _, line := range strings.Split(err.Error(), "\n") {
		if !strings.HasPrefix(line, name+":") || !reFileLine.MatchString(line) {
			t.Fatalf("error line %q does not name %s", line, name)
		}
	}
	var re *RecordError
	var res RecordErrors
	if !errors.As(err, &re) && !errors.As(err, &res) {
		t.Fatalf("error %T is not a record error", err)
	}
}
