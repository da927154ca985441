package train

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func sampleFile() *File {
	h := strings.Repeat("ab", 32)
	return &File{Version: Version, Set: "corpus", Number: 7, Form: "md", SourceSHA256: h, LinesSHA256: h,
		LineCount: 2, Items: map[string]int{KindPublication: 1}, Aligned: map[string]int{KindPublication: 1},
		Lines: []Line{
			{N: 1, Src: 1, Role: RoleHeading, Kind: KindNone, Item: -1},
			{N: 2, Src: 2, Role: RoleEntryStart, Kind: KindPublication, Item: 0, Unsure: true},
		},
		Spans: []Span{{N: 2, From: 0, To: 3, Kind: KindPublication, Field: "title", Item: 0}},
	}
}

func TestMarshalReadRoundTrip(t *testing.T) {
	f := sampleFile()
	data, err := Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Read(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if !reflect.DeepEqual(f, back) {
		t.Errorf("read back %+v, want %+v", back, f)
	}
	if got, want := f.Name(), "7.md."+strings.Repeat("ab", 8)+".json"; got != want {
		t.Errorf("name %q, want %q", got, want)
	}
	f.Set = "seed"
	if got := f.Name(); !strings.HasPrefix(got, "seed007.md.") {
		t.Errorf("seed name %q", got)
	}
}

// Read is strict: any word outside the vocabulary, any field not in the
// schema, any number out of place is an error.
func TestReadRejects(t *testing.T) {
	cases := map[string]func(m map[string]any){
		"unknown field":     func(m map[string]any) { m["text"] = "x" },
		"text as a role":    func(m map[string]any) { line(m, 0)["role"] = "Jane Doe" },
		"text as a kind":    func(m map[string]any) { line(m, 0)["kind"] = "Foo Bar Lab" },
		"field of kind":     func(m map[string]any) { span(m)["field"] = "organisation" },
		"renumbered":        func(m map[string]any) { line(m, 1)["n"] = 5 },
		"bad hash":          func(m map[string]any) { m["source_sha256"] = "Some Person's CV" },
		"span past lines":   func(m map[string]any) { span(m)["n"] = 9 },
		"empty span":        func(m map[string]any) { span(m)["to"] = 0 },
		"line count":        func(m map[string]any) { m["line_count"] = 3 },
		"text in a line":    func(m map[string]any) { line(m, 0)["text"] = "Publications" },
		"unknown form":      func(m map[string]any) { m["form"] = "rtf" },
		"unknown item kind": func(m map[string]any) { m["items"] = map[string]any{"Jane": 1} },
	}
	for name, mutate := range cases {
		data, _ := Marshal(sampleFile())
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		mutate(m)
		bad, _ := json.Marshal(m)
		if _, err := Read(bytes.NewReader(bad)); err == nil {
			t.Errorf("%s: read without error", name)
		}
	}
	data, _ := Marshal(sampleFile())
	if _, err := Read(bytes.NewReader(append(data, []byte(`{"more": 1}`)...))); err == nil {
		t.Error("data after the object: read without error")
	}
}

func line(m map[string]any, i int) map[string]any { return m["lines"].([]any)[i].(map[string]any) }
func span(m map[string]any) map[string]any        { return m["spans"].([]any)[0].(map[string]any) }

// labelKeys are the only keys a label file's objects may have.
var labelKeys = map[string]bool{"version": true, "set": true, "number": true, "form": true,
	"source_sha256": true, "lines_sha256": true, "line_count": true, "items": true, "aligned": true,
	"lines": true, "spans": true, "n": true, "page": true, "src": true, "role": true, "kind": true,
	"item": true, "unsure": true, "hand_fixed": true, "from": true, "to": true, "field": true}

// Every committed label file reads strictly, is named for what it holds,
// and holds no string that is not a vocabulary word or a hash: no CV
// text. Together the files cover the 43 real CVs (38 in the corpus, 5
// seeds).
func TestCommittedLabelFilesHoldNoText(t *testing.T) {
	paths, err := filepath.Glob("labels/*.json")
	if err != nil {
		t.Fatal(err)
	}
	cvs := map[string]bool{}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f, err := Read(bytes.NewReader(data))
		if err != nil {
			t.Errorf("%s: %v", p, err)
			continue
		}
		if f.Name() != filepath.Base(p) {
			t.Errorf("%s: holds the labels of %s", p, f.Name())
		}
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatal(err)
		}
		if bad := notVocabulary(v); bad != "" {
			t.Errorf("%s: holds %.30q, not a label word", p, bad)
		}
		cvs[f.Set+"/"+strings.Split(f.Key(), ".")[0]] = true
	}
	if len(cvs) < 43 {
		t.Errorf("label files cover %d CVs, want the 43 real CVs", len(cvs))
	}
}

// notVocabulary returns a string or key in v that a label file may not
// hold, or "".
func notVocabulary(v any) string {
	switch x := v.(type) {
	case string:
		if !IsVocabulary(x) {
			return x
		}
	case []any:
		for _, e := range x {
			if bad := notVocabulary(e); bad != "" {
				return bad
			}
		}
	case map[string]any:
		for k, e := range x {
			if !labelKeys[k] && !IsVocabulary(k) {
				return k
			}
			if bad := notVocabulary(e); bad != "" {
				return bad
			}
		}
	}
	return ""
}

func TestNotVocabulary(t *testing.T) {
	for _, bad := range []any{"Jane Doe", []any{"title", "A Paper"}, map[string]any{"Jane": 1.0}} {
		if notVocabulary(bad) == "" {
			t.Errorf("%v passed as vocabulary", bad)
		}
	}
	if s := notVocabulary(map[string]any{"role": "heading", "n": 1.0, "kind": []any{"publication"}}); s != "" {
		t.Errorf("vocabulary refused: %q", s)
	}
}
