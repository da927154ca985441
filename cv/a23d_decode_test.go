package cv_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/internal/sample"
)

// fastSame holds decodeRecord, and decodeFast alone, to the old
// decodeRecord (OldDecodeRecord) on data: the same record, the same
// error or none; and decodeFast accepts only what the old way accepts,
// as the same record. It reports whether decodeFast accepted data.
func fastSame(t testing.TB, what string, data []byte) bool {
	t.Helper()
	want, wantErr := cv.OldDecodeRecord(data)
	got, gotErr := cv.DecodeRecord(data)
	if (gotErr == nil) != (wantErr == nil) || gotErr != nil && gotErr.Error() != wantErr.Error() {
		t.Fatalf("%s: error %v, the old way %v\n%.400q", what, gotErr, wantErr, data)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: the record differs from the old way's:\ngot  %+v\nwant %+v\n%.400q", what, got, want, data)
	}
	fast, ok := cv.DecodeFast(data)
	sameNFC(t, what, data, ok)
	if !ok {
		return false
	}
	if wantErr != nil {
		t.Fatalf("%s: decodeFast accepts what the old way refuses (%v):\n%.400q", what, wantErr, data)
	}
	if !reflect.DeepEqual(fast, want) {
		t.Fatalf("%s: decodeFast differs from the old way:\ngot  %+v\nwant %+v\n%.400q", what, fast, want, data)
	}
	return true
}

// sameNFC holds decodeNFC to the old decodeRecord followed by nfc when
// decodeFast reads data (fast), to the old decodeRecord alone when not.
func sameNFC(t testing.TB, what string, data []byte, fast bool) {
	t.Helper()
	got, normal, gotErr := cv.DecodeNFC(data)
	want, wantErr := cv.OldDecodeRecord(data)
	if normal != fast || (gotErr == nil) != (wantErr == nil) {
		t.Fatalf("%s: decodeNFC: normal %v, error %v; decodeFast %v, the old way's error %v\n%.400q", what, normal, gotErr, fast, wantErr, data)
	}
	if normal {
		cv.NFC(&want)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: decodeNFC (normal %v) differs from the old way:\ngot  %+v\nwant %+v\n%.400q", what, normal, got, want, data)
	}
}

// TestReadRecordsNFC: the text of records read is in NFC, and so is the
// source made of the file's name when the record is not all ASCII (not
// otherwise: as ever).
func TestReadRecordsNFC(t *testing.T) {
	name := "Jose\u0301.json"
	for _, tt := range []struct{ data, source, name, title string }{
		{`{"name": "Ana"}`, name + "#1", "Ana", ""},
		{`{"name": "Zoe\u0308"}`, "Jos\u00e9.json#1", "Zo\u00eb", ""},
		{"{\"name\": \"Zoe\u0308\"}", "Jos\u00e9.json#1", "Zo\u00eb", ""},
		{`{"source": "a.md", "name": "Ana", "publications": [{"title": "A\u030angstr\u00f6m", "authors": ["Ana"], "self_index": 1, "type": "journal"}]}`, "a.md", "Ana", "\u00c5ngstr\u00f6m"},
		{`{"source": "a.md", "name": "Ana", "publications": [{"title": "\u212bngstro\u0308m", "authors": ["Ana"], "self_index": 1, "type": "journal", "zz": 1}]}`, "a.md", "Ana", "\u00c5ngstr\u00f6m"},
	} {
		cvs, err := cv.ReadRecords(name, []byte(tt.data))
		if err != nil || len(cvs) != 1 {
			t.Fatalf("%s: %v", tt.data, err)
		}
		c := cvs[0]
		title := ""
		if len(c.Publications) > 0 {
			title = c.Publications[0].Title
		}
		if c.Source != tt.source || c.Name != tt.name || title != tt.title {
			t.Errorf("%s: source %q, name %q, title %q; want %q, %q, %q", tt.data, c.Source, c.Name, title, tt.source, tt.name, tt.title)
		}
	}
}

// written is the records vitae writes for cvs, one JSON a record.
func written(t testing.TB, cvs []*cv.CV) []json.RawMessage {
	t.Helper()
	var buf bytes.Buffer
	if err := cv.WriteJSON(&buf, cvs); err != nil {
		t.Fatal(err)
	}
	var out []json.RawMessage
	if err := json.Unmarshal(buf.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	buf.Reset()
	if err := cv.WriteJSONL(&buf, cvs); err != nil {
		t.Fatal(err)
	}
	for line := range bytes.Lines(buf.Bytes()) {
		out = append(out, line)
	}
	return out
}

// vitaeRecords are records as vitae writes them: the sample CVs cloned
// into a cohort as internal/cmd/gencvs does, and the CVs of testdata
// and of ../shared (corpus and seeds, when present) parsed.
func vitaeRecords(t testing.TB, clones int) []json.RawMessage {
	t.Helper()
	base, err := sample.Load(filepath.Join("..", "testdata", "cvs"))
	if err != nil {
		t.Fatal(err)
	}
	cvs, err := sample.Clone(base, clones)
	if err != nil {
		t.Fatal(err)
	}
	cvs = append(cvs, base...)
	texts, _ := filepath.Glob(filepath.Join(sharedDir, "corpus", "*", "*.txt"))
	seeds, _ := filepath.Glob(filepath.Join(sharedDir, "seeds", "*.txt"))
	for _, f := range append(texts, seeds...) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if c, err := parse.Parse(filepath.Base(f), data, parse.Options{}); err == nil {
			cvs = append(cvs, c)
		}
	}
	return written(t, cvs)
}

// fileRecords are the records of the record files of testdata and
// ../shared, and of a generated cohort of /tmp/vitae-scale when there
// is one.
func fileRecords(t testing.TB) []json.RawMessage {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "*", "*.json*"))
	more, _ := filepath.Glob(filepath.Join(sharedDir, "corpus", "truth", "*.json"))
	cohort, _ := filepath.Glob("/tmp/vitae-scale/cohort-1000/*.json")
	var out []json.RawMessage
	for _, f := range append(append(files, more...), cohort...) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, recordsOf(data)...)
	}
	return out
}

// TestFastDecodeSame: on every record vitae writes (generated, parsed
// from the samples, seeds and corpus) decodeFast gives the old way's
// record, and gives up on none; on the record files of testdata,
// ../shared and a generated cohort it agrees wherever it accepts.
func TestFastDecodeSame(t *testing.T) {
	recs := vitaeRecords(t, 300)
	for i, rec := range recs {
		if !fastSame(t, fmt.Sprintf("written record %d", i+1), rec) {
			t.Fatalf("decodeFast gives up on a record vitae wrote:\n%.400s", rec)
		}
	}
	files := fileRecords(t)
	accepted := 0
	for i, rec := range files {
		if fastSame(t, fmt.Sprintf("file record %d", i+1), rec) {
			accepted++
		}
	}
	t.Logf("%d written records; %d of %d records of files accepted", len(recs), accepted, len(files))
}

// TestFastDecodeMutated: on records changed at random (member order,
// white space, escapes always; nulls, wrong types, keys in another
// case, duplicates, unknown fields, bad text, numbers in other forms,
// JSON cut or followed by more, now and then) decodeFast agrees with
// the old way or gives up; the changes that keep the meaning (order,
// space, escapes) it reads.
func TestFastDecodeMutated(t *testing.T) {
	recs := append(vitaeRecords(t, 40), fileRecords(t)[:60]...)
	r := rand.New(rand.NewPCG(28, 4))
	kept, accepted, tried := 0, 0, 0
	for i, rec := range recs {
		tree, err := parseTree(rec)
		if err != nil {
			continue
		}
		tidy := &mutator{r: r, rate: 0}
		if v := tidy.write(tree); !fastSame(t, fmt.Sprintf("record %d reordered", i+1), v) && bytes.HasPrefix(bytes.TrimSpace(rec), []byte("{")) && fastSame(t, "as is", rec) {
			t.Fatalf("record %d: decodeFast gives up on a change of order, space or escapes only:\n%.600s", i+1, v)
		}
		kept++
		for range 10 {
			m := &mutator{r: r, rate: []float64{0.0003, 0.001, 0.003, 0.02}[r.IntN(4)]}
			v := m.write(tree)
			tried++
			if fastSame(t, fmt.Sprintf("record %d mutated", i+1), v) {
				accepted++
			}
		}
	}
	if accepted == 0 || accepted == tried {
		t.Fatalf("decodeFast accepted %d of %d mutated records: the mutations test nothing", accepted, tried)
	}
	t.Logf("%d records, %d mutations, %d accepted by decodeFast", kept, tried, accepted)
}

// fictional is a record with every kind of value: it is the seed of
// the tests that say what decodeFast must give up on.
const fictional = `{"source": "f.md", "name": "Wren Alder", "contact": {"emails": ["w@example.org"], "address": "Elm Row"},
 "personal": {"gender": "x"}, "summary": "Caf\u00e9 \"au\" lait\n\ud83d\ude00 \b\f\r\t\/\\ \u00E9\u2028\uD834\uDD1E Zoe\u0308 Ångström",
 "education": [{"degree": "PhD", "level": "phd", "start": "2015-09", "end": "present", "expected": true, "line": 3}],
 "positions": [{"title": "Fellow", "kind": "postdoc", "start": 2020, "end": " 2021 ", "line": 7}],
 "publications": [{"title": "On Moss", "authors": ["W Alder", "B Roe"], "self_index": 1, "year": 2019,
   "type": "journal", "status": "preprint", "line": 9}, {"title": "On Fog", "authors": [], "status": "to_appear", "line": -0}],
 "awards": [{"name": "Prize", "year": 2020, "category": "honor", "status": "awarded", "line": 12}],
 "talks": null, "service": [], "teaching": [{"course": "Winds", "terms": ["Fall"], "line": 14}],
 "as_of": {"date": null, "source": "stated"}, "warnings": [{"line": 1, "message": "m"}]}`

// TestFastDecodeGivesUp: what decodeFast must not read itself, whatever
// the old way makes of it (fastSame checks the old way's result).
func TestFastDecodeGivesUp(t *testing.T) {
	if !fastSame(t, "fictional", []byte(fictional)) {
		t.Fatal("decodeFast gives up on the fictional record")
	}
	for what, v := range map[string]string{
		"key case":        strings.Replace(fictional, `"name"`, `"Name"`, 1),
		"long s key":      strings.Replace(fictional, `"source"`, "\"\u017fource\"", 1),
		"escaped key":     strings.Replace(fictional, `"name"`, `"n\u0061me"`, 1),
		"unknown field":   strings.Replace(fictional, `"name"`, `"nickname": "W", "name"`, 1),
		"null in list":    strings.Replace(fictional, `["W Alder", "B Roe"]`, `["W Alder", null]`, 1),
		"bad utf8":        strings.Replace(fictional, "Wren", "Wr\xffn", 1),
		"lone surrogate":  strings.Replace(fictional, `\ud83d\ude00`, `\ud83d x`, 1),
		"low first":       strings.Replace(fictional, `\ud83d\ude00`, `\ude00\ud83d`, 1),
		"high, no low":    strings.Replace(fictional, `\ud83d\ude00`, `\ud83d\u0041`, 1),
		"short \\u":       strings.Replace(fictional, `\u00e9`, `\u00e`, 1),
		"bad escape":      strings.Replace(fictional, `\n`, `\a`, 1),
		"control char":    strings.Replace(fictional, "Wren", "Wr\tn", 1),
		"fraction":        strings.Replace(fictional, `"line": 3`, `"line": 3.0`, 1),
		"exponent":        strings.Replace(fictional, `"line": 3`, `"line": 3e0`, 1),
		"huge":            strings.Replace(fictional, `"line": 3`, `"line": 3000000000000000000000`, 1),
		"leading zero":    strings.Replace(fictional, `"line": 3`, `"line": 03`, 1),
		"string for int":  strings.Replace(fictional, `"line": 3`, `"line": "3"`, 1),
		"number for str":  strings.Replace(fictional, `"degree": "PhD"`, `"degree": 3`, 1),
		"bad date":        strings.Replace(fictional, `"2015-09"`, `"2015-13"`, 1),
		"bad status":      strings.Replace(fictional, `"to_appear"`, `"won"`, 1),
		"trailing":        fictional + " x",
		"two records":     fictional + fictional,
		"cut":             fictional[:len(fictional)-1],
		"trailing comma":  strings.Replace(fictional, `"Elm Row"}`, `"Elm Row",}`, 1),
		"not an object":   `["a"]`,
		"null record":     `null`,
		"contact twice":   strings.Replace(fictional, `"personal"`, `"contact": {"phones": ["1"]}, "personal"`, 1),
		"personal twice":  strings.Replace(fictional, `"summary"`, `"personal": {"nationality": "y"}, "summary"`, 1),
		"list in string":  strings.Replace(fictional, `"address": "Elm Row"`, `"address": ["Elm Row"]`, 1),
		"object for date": strings.Replace(fictional, `"start": 2020`, `"start": {}`, 1),
	} {
		if _, ok := cv.DecodeFast([]byte(v)); ok {
			t.Errorf("%s: decodeFast reads it", what)
		}
		fastSame(t, what, []byte(v))
	}
}

// TestFastDecodeKnowsEveryField: a record with every field of CV and of
// the types it holds set (found by reflection over the types, so a field
// added later is in it) is read by decodeFast, equal to itself; each of
// its keys given twice, or in capitals, makes decodeFast give up.
func TestFastDecodeKnowsEveryField(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 28))
	var c cv.CV
	fill(r, reflect.ValueOf(&c).Elem(), "")
	data, err := json.Marshal(&c)
	if err != nil {
		t.Fatal(err)
	}
	got, ok := cv.DecodeFast(data)
	if !ok {
		t.Fatalf("decodeFast gives up on a record with every field set (a field it does not know?):\n%s", data)
	}
	if !reflect.DeepEqual(got, c) {
		t.Fatalf("decodeFast reads a record with every field set wrong:\ngot  %+v\nwant %+v", got, c)
	}
	fastSame(t, "every field", data)
	tree, err := parseTree(data)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, v := range keyVariants(tree) {
		n++
		if _, ok := cv.DecodeFast(v); ok {
			t.Errorf("decodeFast reads a record with a key given twice or in capitals:\n%s", v)
		}
		fastSame(t, "key variant", v)
	}
	t.Logf("%d keys given twice and in capitals", n/2)
}

// fill sets every field of v, found by reflection, to a value that is
// not its zero (a Date and a PubStatus to values of their contract).
func fill(r *rand.Rand, v reflect.Value, name string) {
	switch v.Interface().(type) {
	case cv.Date:
		v.Set(reflect.ValueOf(cv.Date{Year: 1990 + r.IntN(40), Month: 1 + r.IntN(12)}))
		return
	case cv.PubStatus:
		v.Set(reflect.ValueOf(cv.PubStatuses[r.IntN(len(cv.PubStatuses))]))
		return
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString(fmt.Sprintf("%s %d é", name, r.IntN(1000)))
	case reflect.Int:
		v.SetInt(int64(1 + r.IntN(3000)))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(r, v.Elem(), name)
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 2, 2))
		for i := range 2 {
			fill(r, v.Index(i), name)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fill(r, v.Field(i), v.Type().Field(i).Name)
			}
		}
	default:
		panic(fmt.Sprintf("fill: a field of kind %s: teach fill (and decodeFast) the type %s", v.Kind(), v.Type()))
	}
}

// keyVariants are copies of the JSON of tree, each with one key of one
// of its objects given twice, or written in capitals.
func keyVariants(tree *jnode) [][]byte {
	var out [][]byte
	var walk func(n *jnode)
	walk = func(n *jnode) {
		for i, k := range n.keys {
			n.keys = append(n.keys, k)
			n.vals = append(n.vals, n.vals[i])
			out = append(out, plainJSON(tree))
			n.keys, n.vals = n.keys[:len(n.keys)-1], n.vals[:len(n.vals)-1]
			n.keys[i] = strings.ToUpper(k)
			out = append(out, plainJSON(tree))
			n.keys[i] = k
		}
		for _, v := range n.vals {
			walk(v)
		}
	}
	walk(tree)
	return out
}

// plainJSON writes tree without changes.
func plainJSON(tree *jnode) []byte {
	m := &mutator{r: rand.New(rand.NewPCG(0, 0))}
	return m.write(tree)
}

// FuzzFastDecodeSame: on any bytes, decodeFast gives the old way's
// record or gives up, and decodeRecord gives the old way's record and
// error.
func FuzzFastDecodeSame(f *testing.F) {
	f.Add([]byte(fictional))
	f.Add([]byte(presizeLike))
	f.Add([]byte(`{"source": "a", "publications": [{"status": "preprint", "year": 2020}], "as_of": {"date": "2024-05", "source": "x"}}`))
	f.Add([]byte(`{"positions": [{"start": " 2020 ", "end": "\u0032\u0030\u0032\u0030-05"}], "talks": null, "personal": null}`))
	f.Add([]byte(`{"name": "\ud800\udc00 \u00E9 \/", "contact": null, "education": [{"end": 1999, "start": null, "line": -12}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		fastSame(t, "fuzz", data)
	})
}

// presizeLike is a fictional record with lists of several lengths.
const presizeLike = `{"source": "p.md", "name": "Ora Vance",
 "education": [{"level": "phd", "institution": "North Hill", "start": 2015, "end": 2020}],
 "positions": [{"title": "Fellow", "organization": "Lake Lab", "start": "2020"}, {"title": "Lecturer", "start": "2022-01"}],
 "publications": [{"title": "On kites", "authors": ["O Vance"], "type": "journal", "year": 2019},
  {"title": "On tides", "authors": ["O Vance", "B Roe"], "type": "conference", "year": 2020, "et_al": false}],
 "awards": [{"name": "Kite prize", "year": 2019}], "skills": ["kites"], "projects": [{"title": "P", "end": "present"}],
 "talks": [], "service": [{"role": "Reviewer"}], "teaching": [{"course": "Winds"}], "stage": "postdoc"}`
