package cv

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestReadRecordWith: one record read alone is what ReadRecordsWith
// reads from a file of that record, records, warnings and errors alike:
// the golden records of testdata, a record with a venue the catalogue
// lacks, one that breaks the contract, and bad JSON.
func TestReadRecordWith(t *testing.T) {
	golden, _ := filepath.Glob(filepath.Join("..", "testdata", "golden", "*.json"))
	if len(golden) < 5 {
		t.Fatalf("only %d golden records", len(golden))
	}
	var cases []string
	for _, f := range golden {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, string(data))
	}
	cases = append(cases,
		`{"name": "Pella Vorn", "publications": [{"title": "On Fog", "authors": ["P. Vorn"], "venue": "NOSUCHVENUE", "type": "conference", "year": 2020}]}`,
		`{"source": "x.md", "name": "Pella Vorn", "publications": [{"title": "On Fog", "type": "poem", "year": 2020}]}`,
		`{"source": "x.md", "name": 3}`,
		`{"source": "x.md", "name": "Pella`,
	)
	errs, warned := 0, 0
	for i, rec := range cases {
		one, oneWarn, oneErr := ReadRecordWith("r.json", []byte(rec), RecordOptions{})
		if oneErr != nil {
			errs++
		}
		warned += len(oneWarn)
		all, allWarn, allErr := ReadRecordsWith("r.json", []byte("["+rec+"]"), RecordOptions{})
		if (oneErr == nil) != (allErr == nil) || !reflect.DeepEqual(oneWarn, allWarn) {
			t.Errorf("case %d: alone %v, %v; in a file %v, %v", i, oneErr, oneWarn, allErr, allWarn)
			continue
		}
		if oneErr != nil {
			if !strings.Contains(oneErr.Error(), "r.json") {
				t.Errorf("case %d: %v does not name the file", i, oneErr)
			}
			continue
		}
		if len(all) != 1 || !reflect.DeepEqual(one, all[0]) {
			t.Errorf("case %d: alone %+v\nin a file %+v", i, one, all)
		}
	}
	if errs != 3 || warned != 1 {
		t.Errorf("%d errors and %d warnings, want 3 (the last three) and 1 (the venue)", errs, warned)
	}
	for _, bad := range []string{"", "[]", "null", `[{"name": "x"}]`} {
		if c, _, err := ReadRecordWith("r.json", []byte(bad), RecordOptions{}); err == nil {
			t.Errorf("%q: read %+v", bad, c)
		}
	}
}

// FuzzReadRecordWith: one record read alone never panics, and where it
// reads, a file of that one record reads to the same record.
func FuzzReadRecordWith(f *testing.F) {
	f.Add([]byte(`{"source": "x.md", "name": "Pella Vorn", "contact": {"emails": ["p@example.org"]}, "education": [{"degree": "PhD", "level": "doctorate", "start": "2010", "end": 2014, "line": 3}], "positions": [], "publications": [{"title": "On Fog", "authors": ["P. Vorn", "Q. Stray"], "self_index": 0, "venue": "ASPLOS", "year": 2020, "type": "conference", "line": 9}], "awards": [], "talks": [], "service": [], "teaching": []}`))
	f.Add([]byte(`{"name": "Pella Vorn", "publications": [{"title": "On Fog", "venue": "NOSUCHVENUE", "type": "conference"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		one, _, err := ReadRecordWith("r.json", data, RecordOptions{})
		if err != nil {
			return
		}
		all, _, err := ReadRecordsWith("r.json", append(append([]byte("["), data...), ']'), RecordOptions{})
		if err != nil || len(all) != 1 || !reflect.DeepEqual(one, all[0]) {
			t.Fatalf("alone %+v; in a file %+v, %v", one, all, err)
		}
	})
}
