package cv

import (
	"errors"
	"testing"
)

// FuzzRecords: ReadRecordsWith on any bytes never panics; an error names
// the file, and a line within the file when it gives one; a record read
// passes Validate.
func FuzzRecords(f *testing.F) {
	for _, s := range []string{
		`[{"source": "a.md", "name": "Ann", "publications": [{"title": "T", "authors": ["Ann"], "self_index": 1, "type": "journal", "venue": "ASPLOS", "year": 2020}]}]`,
		`{"cvs": [{"source": "a.md"}]}`,
		"{\"source\": \"a.md\"}\n{\"source\": \"b.md\", \"education\": [{\"level\": \"phd\", \"start\": \"2019-03\"}]}\n",
		"{\"source\": \"a.md\"}\n{bad\n[1]\nnull\n",
		`[{"source": "a.md", "awards": [{"name": "A", "category": "honor", "status": "awarded", "year": 2021, "end_year": 2020}]}]`,
		"\xEF\xBB\xBF[]",
		`{"cvs": 3}`,
		"[{\"name\": \"Jose\u0301\", \"as_of\": {\"date\": \"2024-05\", \"source\": \"stated\"}}]",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, name := range []string{"f.json", "f.jsonl"} {
			cvs, warnings, err := ReadRecordsWith(name, data, RecordOptions{})
			if err != nil {
				checkRecordError(t, name, err)
				checkLines(t, data, err)
			}
			for _, w := range warnings {
				if w.Name != name {
					t.Fatalf("warning %v does not name %s", w, name)
				}
			}
			for _, c := range cvs {
				if c == nil {
					t.Fatal("nil record")
				}
				if p := c.Validate(); len(p) > 0 {
					t.Fatalf("record read breaks the contract: %v", p)
				}
			}
		}
	})
}

// checkLines fails when an error names a line the data does not have.
func checkLines(t *testing.T, data []byte, err error) {
	t.Helper()
	lines := 1
	for _, b := range data {
		if b == '\n' {
			lines++
		}
	}
	var res RecordErrors
	var re *RecordError
	if errors.As(err, &re) {
		res = RecordErrors{re}
	} else {
		errors.As(err, &res)
	}
	for _, e := range res {
		if e.Line < 0 || e.Line > lines {
			t.Fatalf("%v: line %d of %d", e, e.Line, lines)
		}
	}
}
