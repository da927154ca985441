package eval

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func mustTruth(t *testing.T, js string) Truth {
	t.Helper()
	tr, err := ParseTruth("x.json", []byte(js))
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func mustRecords(t *testing.T, js string) map[string]Value {
	t.Helper()
	recs, err := DecodeRecords([]byte(js))
	if err != nil {
		t.Fatal(err)
	}
	return Keyed(recs)
}

// An invented CV scored by hand.
const handTruth = `{"source": "07_doe.txt", "name": "Jo Doe", "emails": ["jo@example.org"],
 "publications": [
  {"title": "Folding paper towers quickly", "venue": ["ASPLOS"], "year": 2020, "type": "conference", "authors": 2, "self": 1},
  {"title": "A second invented result", "venue": [""], "year": 2021, "type": "journal"}],
 "awards": [{"name": "Invented Fellowship", "year": 2019, "category": ["fellowship"], "status": "awarded"}],
 "education": [{"level": "phd", "field": "Paper Science", "institution": "Example University", "start": "2015", "end": "2020-05"}],
 "positions": [{"title": "Research Scientist", "organization": "Example Labs", "start": "2020-06", "end": "present", "kind": ["industry"]}],
 "talks": 2, "service": 0, "teaching": 1}`

const handRecord = `[{"source": "some/dir/07_doe.pdf", "name": "Jo  DOE", "contact": {"emails": ["JO@example.org"]},
 "publications": [
  {"title": "Folding Paper Towers, Quickly", "authors": ["J. Doe", "A. Roe"], "self_index": 1, "venue": "ISCA", "year": 2020, "type": "conference"},
  {"title": "Something else entirely", "authors": [], "self_index": 0, "type": "other"}],
 "awards": [{"name": "Invented Fellowship (declined)", "year": 2019, "category": "fellowship", "status": "awarded"}],
 "education": [],
 "positions": [{"title": "Research Scientist", "organization": "Example Labs Inc", "kind": "industry", "start": "2020-06"}],
 "talks": [{"title": "t"}], "service": [], "teaching": [{"course": "c"}, {"course": "d"}]}]`

func TestScoreByHand(t *testing.T) {
	rep := Score([]Truth{mustTruth(t, handTruth)}, mustRecords(t, handRecord), Options{})
	want := map[string]float64{
		"publications F1":         0.5, // 1 matched, 1 missed, 1 extra
		"publications.venue":      0,   // ISCA for ASPLOS
		"publications.year":       1,
		"publications.authors":    1,
		"publications.self_index": 1,
		"awards F1":               1, // containment of the truth name is 1
		"education F1":            0, // the degree is missed: P 1, R 0
		"positions F1":            1,
		"positions.organization":  1,
		"positions.end":           0, // present, not given
		"positions.start":         1,
		"name":                    1, // case and spaces do not count
		"emails":                  1,
		"talks":                   0.5,
		"service":                 1,
		"teaching":                0, // 1 - |1-2|/1
	}
	for name, w := range want {
		got, ok := rep.Figure(name)
		if !ok || got != w {
			t.Errorf("%s = %v (present %v), want %v", name, got, ok, w)
		}
	}
	if rep.Worst.Name != "publications.venue" || rep.Worst.Value != 0 {
		t.Errorf("worst %v, want the first figure at 0, publications.venue", rep.Worst)
	}
	if len(rep.Missing) != 0 {
		t.Errorf("missing %v: the record's stem is the truth's", rep.Missing)
	}
	var b strings.Builder
	if err := rep.WriteText(&b, true); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		"publications    0.500  0.500  0.500   venue=0/1  year=1/1  type=1/1  authors=1/1  self_index=1/1",
		"  07_doe                          publ=0.50(1/2)  awar=1.00(1/1)  educ=0.00(0/1)  posi=1.00(1/1)",
	} {
		if !strings.Contains(b.String(), line+"\n") {
			t.Errorf("text lacks %q:\n%s", line, b.String())
		}
	}
}

func TestMissingRecord(t *testing.T) {
	truths := []Truth{mustTruth(t, handTruth)}
	rep := Score(truths, map[string]Value{}, Options{})
	if !slices.Equal(rep.Missing, []string{"07_doe"}) {
		t.Errorf("missing %v", rep.Missing)
	}
	if v, _ := rep.Figure("publications F1"); v != 0 {
		t.Errorf("publications F1 %v with no record, want 0", v)
	}
	only := Score(truths, map[string]Value{}, Options{OnlyParsed: true})
	if v, _ := only.Figure("publications F1"); v != 1 || only.Others["name"].Total != 0 {
		t.Errorf("--only-parsed still scored the file: F1 %v, names %d", v, only.Others["name"].Total)
	}
}

// TestMatchTies: equal scores go to the later truth first, as Python's
// reverse sort of (score, i, j) does.
func TestMatchTies(t *testing.T) {
	truths := []Value{"a", "b"}
	preds := []Value{"p"}
	pairs, lost, extra := match(truths, preds, func(a, b Value) float64 { return 1 }, 0.5)
	if len(pairs) != 1 || pairs[0][0] != "b" || len(lost) != 1 || lost[0] != "a" || len(extra) != 0 {
		t.Errorf("pairs %v lost %v extra %v", pairs, lost, extra)
	}
	_, lost, extra = match(truths, preds, func(a, b Value) float64 { return 0.4 }, 0.5)
	if len(lost) != 2 || len(extra) != 1 {
		t.Errorf("under the threshold: lost %v extra %v", lost, extra)
	}
}

func TestPythonValues(t *testing.T) {
	strs := map[string]string{
		reprString("it's"):                             `"it's"`,
		reprString(`say "hi"`):                         `'say "hi"'`,
		reprString("a\nb\\"):                           `'a\nb\\'`,
		reprString("é\u200b"):                          `'é\u200b'`,
		pyStr([]any{"x", json.Number("3"), nil, true}): `['x', 3, None, True]`,
		pyStr(json.Number("2.50")):                     "2.5",
		stemKey("a/b.c.txt"):                           "b.c",
		stemKey(".hidden"):                             ".hidden",
		stemKey(nil):                                   "",
		norm("Ünïversität_of-Zürich, 2nd!"):            "ünïversitätofzürich2nd",
		norm(json.Number("0")):                         "",
		cut("ééé", 2):                                  "éé",
	}
	for got, want := range strs {
		if got != want {
			t.Errorf("got %s, want %s", got, want)
		}
	}
	if j := jaccard("a b c", "b c d"); j != 0.5 {
		t.Errorf("jaccard %v", j)
	}
	if c := containment("b c", "a b c d"); c != 1 {
		t.Errorf("containment %v", c)
	}
	dates := []struct {
		truth, pred any
		ok          bool
	}{
		{nil, "anything", true},
		{"2019", "2019-05", true},
		{"2019-05", "2019", false},
		{"2019-05", "2019-5", true},
		{"present", "Now", true},
		{json.Number("2019"), "2019", true},
		{"2019", nil, false},
		{"circa", "Circa ", true},
	}
	for _, d := range dates {
		if got := dateOK(d.truth, d.pred); got != d.ok {
			t.Errorf("dateOK(%v, %v) = %v", d.truth, d.pred, got)
		}
	}
	if !pyEq(json.Number("2020"), int64(2020)) || pyEq(json.Number("2020"), "2020") || !pyEq(true, int64(1)) {
		t.Error("pyEq differs from Python's ==")
	}
}

func TestDecodeRecords(t *testing.T) {
	for _, in := range []string{
		`[{"source": "a.md"}, {"source": "b.md"}]`,
		`{"cvs": [{"source": "a.md"}, {"source": "b.md"}]}`,
		"{\"source\": \"a.md\"}\n\n{\"source\": \"b.md\"}\n",
	} {
		recs, err := DecodeRecords([]byte(in))
		if err != nil || len(recs) != 2 {
			t.Errorf("%q: %d records, %v", in, len(recs), err)
		}
	}
	if _, err := DecodeRecords([]byte("{\"a\": 1}\nnot json")); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("bad JSON Lines: %v", err)
	}
}

// TestUnreadableFileScoresAsMissed: a damaged file is an example with an
// error naming it, scored as missed; the others are still read.
func TestUnreadableFileScoresAsMissed(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("01_good.md", "# Jo Doe\n\n## Publications\n\n- Jo Doe. Folding paper towers quickly. In ASPLOS, 2020.\n")
	bad := write("02_bad.docx", "PK\x03\x04 not really a zip")
	tdir := filepath.Join(dir, "truth")
	os.Mkdir(tdir, 0o755)
	for _, s := range []string{"01_good", "02_bad"} {
		js := `{"source": "` + s + `.md", "name": "Jo Doe", "emails": [], "publications": [], "awards": [], "education": [], "positions": []}`
		if err := os.WriteFile(filepath.Join(tdir, s+".json"), []byte(js), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s, err := NewSet("mixed", "fam", "t", "mixed", []string{good, bad}, tdir)
	if err != nil {
		t.Fatal(err)
	}
	exs, err := Parse([]*Set{s}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if exs[0].CV == nil || exs[1].CV != nil || exs[1].Err == nil || !strings.Contains(exs[1].Err.Error(), bad) {
		t.Fatalf("good %v / bad %v, err %v", exs[0].CV != nil, exs[1].CV != nil, exs[1].Err)
	}
	in, _ := InSample(exs, Parser{})
	rep, err := ScoreSet(s, exs, in.Get, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(rep.Missing, []string{"02_bad"}) {
		t.Errorf("missing %v, want the damaged file", rep.Missing)
	}
	if _, err := NewSet("x", "fam", "t", "md", []string{filepath.Join(dir, "03_none.md")}, tdir); err == nil || !strings.Contains(err.Error(), "03_none") {
		t.Errorf("a file with no truth: %v", err)
	}
}
