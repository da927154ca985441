package cv_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	jsonv1 "github.com/go-json-experiment/json/v1"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/internal/sample"
)

// sharedDir is ../shared beside the repository (real CVs, read only
// when present).
var sharedDir = filepath.Join("..", "..", "shared")

// sameDecode decodes one record's JSON with both decoders and fails when
// github.com/go-json-experiment/json/v1 accepts what encoding/json
// refuses, or gives a different record; it reports whether the first
// accepted it (when it refuses, ReadRecords uses encoding/json's result).
func sameDecode(t *testing.T, what string, data []byte) bool {
	t.Helper()
	var fast, std cv.CV
	if jsonv1.Unmarshal(data, &fast) != nil {
		return false
	}
	if err := json.Unmarshal(data, &std); err != nil {
		t.Fatalf("%s: go-json-experiment accepts, encoding/json refuses (%v):\n%.300s", what, err, data)
	}
	if !reflect.DeepEqual(fast, std) {
		t.Fatalf("%s: the decoders differ:\nfast %+v\nstd  %+v\n%.300s", what, fast, std, data)
	}
	return true
}

// recordsOf cuts a record file into the JSON of its records (an array, a
// {"cvs": [...]} object or one record); nil when it is none of these.
func recordsOf(data []byte) []json.RawMessage {
	var list []json.RawMessage
	if json.Unmarshal(data, &list) == nil {
		return list
	}
	var wrap struct{ CVs []json.RawMessage }
	if json.Unmarshal(data, &wrap) == nil && wrap.CVs != nil {
		return wrap.CVs
	}
	return []json.RawMessage{data}
}

// variants are changed copies of a record's JSON that the two decoders
// must still agree on: keys in other cases, duplicated keys, nulls,
// unknown fields, broken UTF-8 and escapes in strings.
func variants(data []byte) map[string][]byte {
	s := string(data)
	return map[string][]byte{
		"upper keys":   []byte(strings.ReplaceAll(s, `"name":`, `"NAME":`)),
		"mixed keys":   []byte(strings.ReplaceAll(s, `"title":`, `"Title":`)),
		"duplicates":   []byte(strings.Replace(s, `{`, `{"name": "First", "name": "Second", "source": "x", `, 1)),
		"nulls":        []byte(strings.ReplaceAll(strings.ReplaceAll(s, `"year": 20`, `"year": null, "y": 20`), `"start": "`, `"start": null, "s": "`)),
		"unknown":      []byte(strings.Replace(s, `{`, `{"extra": {"a": [1, "b", null]}, "zz": 3, `, 1)),
		"bad utf8":     []byte(strings.ReplaceAll(s, `"title": "`, "\"title\": \"\xff\xfe")),
		"escapes":      []byte(strings.ReplaceAll(s, `"venue": "`, `"venue": "\u00e9\n\"\\`)),
		"escaped date": []byte(strings.ReplaceAll(s, `"end": "`, `"end": "\u0032`)),
		"number date":  []byte(strings.ReplaceAll(s, `"start": "20`, `"start": 20`)),
		"status":       []byte(strings.ReplaceAll(s, `"type": "`, `"status": "preprint", "type": "`)),
	}
}

// checkFile holds the decoders equal on every record of a record file
// and on its variants.
func checkFile(t *testing.T, name string, data []byte) (accepted int) {
	t.Helper()
	for i, rec := range recordsOf(data) {
		if sameDecode(t, name, rec) {
			accepted++
		}
		for kind, v := range variants(rec) {
			sameDecode(t, fmt.Sprintf("%s record %d, %s", name, i+1, kind), v)
		}
	}
	return accepted
}

// TestDecodeSame: on every record file of testdata, on generated
// records, and on the records of ../shared's CVs (parsed here), the fast
// decoder gives what encoding/json gives whenever it accepts a record.
func TestDecodeSame(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "*", "*.json*"))
	more, _ := filepath.Glob(filepath.Join(sharedDir, "corpus", "truth", "*.json"))
	accepted := 0
	for _, f := range append(files, more...) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		accepted += checkFile(t, f, data)
	}
	base, err := sample.Load(filepath.Join("..", "testdata", "cvs"))
	if err != nil {
		t.Fatal(err)
	}
	cvs, err := sample.Clone(base, 200)
	if err != nil {
		t.Fatal(err)
	}
	texts, _ := filepath.Glob(filepath.Join(sharedDir, "corpus", "*", "*.txt"))
	seeds, _ := filepath.Glob(filepath.Join(sharedDir, "seeds", "*.txt"))
	for _, f := range append(texts, seeds...) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		c, err := parse.Parse(filepath.Base(f), data, parse.Options{})
		if err != nil {
			continue
		}
		cvs = append(cvs, c)
	}
	var buf bytes.Buffer
	if err := cv.WriteJSON(&buf, cvs); err != nil {
		t.Fatal(err)
	}
	n := checkFile(t, "generated", buf.Bytes())
	if n != len(cvs) {
		t.Fatalf("the fast decoder accepted %d of %d records vitae wrote", n, len(cvs))
	}
	t.Logf("%d records of %d files accepted by both, plus %d generated and parsed", accepted, len(files)+len(more), n)
}

// FuzzDecodeSame: on any bytes, a record the fast decoder accepts is
// accepted by encoding/json as the same record.
func FuzzDecodeSame(f *testing.F) {
	seed := []byte(`{"source": "a.md", "name": "Ann", "education": [{"level": "phd", "start": "2019-03", "end": 2024}], "publications": [{"title": "T", "authors": ["Ann"], "self_index": 1, "type": "journal", "status": "preprint", "venue": "ASPLOS", "year": 2020}], "awards": [{"name": "A", "category": "honor", "status": "awarded", "year": 2021}]}`)
	f.Add(seed)
	for _, v := range variants(seed) {
		f.Add(v)
	}
	f.Add([]byte(`{"Name": "x", "NAME": "y", "as_of": {"date": "present", "source": "stated"}, "personal": null}`))
	f.Add([]byte(`{"positions": [{"start": " 2020 ", "end": "\u0032\u0030\u0032\u0030-05"}], "talks": null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		sameDecode(t, "fuzz", data)
	})
}
