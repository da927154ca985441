package cv

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// minimalRecords writes n minimal records (a source and a name each) in
// one of the forms a record file takes; tail, when not "", is one more
// line written after the records of a sequence or as the last element of
// an array.
func minimalRecords(form string, n int, tail string) []byte {
	var b bytes.Buffer
	sep := "\n"
	switch form {
	case "array":
		b.WriteString("[\n")
		sep = ",\n"
	case "wrapped":
		b.WriteString("{\"cvs\": [\n")
		sep = ",\n"
	}
	for i := range n {
		if i > 0 {
			b.WriteString(sep)
		}
		fmt.Fprintf(&b, `{"source": "cv%d.md", "name": "Candidate %d"}`, i, i)
	}
	if tail != "" {
		b.WriteString(sep + tail)
	}
	switch form {
	case "array":
		b.WriteString("\n]\n")
	case "wrapped":
		b.WriteString("\n]}\n")
	default:
		b.WriteString("\n")
	}
	return b.Bytes()
}

// recordForms are the forms of a record file, by file name.
var recordForms = map[string]string{
	"cohort.json":    "array",
	"wrapped.json":   "wrapped",
	"cohort.jsonl":   "lines",
	"sequence.json":  "lines", // JSON Lines under a .json name
	"broken.jsonl":   "lines", // with a bad line: read line by line
	"brokenarr.json": "array", // with a bad element: the careful way
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestRecordCountLimit: a record file of more than MaxRecords records is
// refused, whatever its form, before its records are decoded (it
// allocates a small part of what reading MaxRecords records does, and a
// bad record at its end is never reached); a file of MaxRecords records
// is read whole.
func TestRecordCountLimit(t *testing.T) {
	want := "more than 50000 records, the limit for a record file; split the records into several files"
	for name, form := range recordForms {
		t.Run(name, func(t *testing.T) {
			tail := ""
			if strings.HasPrefix(name, "broken") {
				tail = `{"source": }`
			}
			under := minimalRecords(form, MaxRecords-1, tail)
			over := minimalRecords(form, MaxRecords+1, tail)
			var cvs []*CV
			var err error
			full := allocated(func() { cvs, _, err = ReadRecordsWith(name, under, RecordOptions{}) })
			wantRead := MaxRecords - 1
			if name == "brokenarr.json" {
				wantRead = 0 // one bad element rejects an array
			}
			broken := strings.HasPrefix(name, "broken")
			if len(cvs) != wantRead || broken != (err != nil && strings.Contains(err.Error(), "bad JSON")) {
				t.Fatalf("under the limit: %d records (err %v), want %d", len(cvs), err, wantRead)
			}
			refused := allocated(func() { cvs, _, err = ReadRecordsWith(name, over, RecordOptions{}) })
			if err == nil || err.Error() != name+": "+want || len(cvs) != 0 {
				t.Fatalf("over the limit: %d records, err %v; want %q", len(cvs), err, name+": "+want)
			}
			if !errors.Is(err, ErrTooManyRecords) {
				t.Errorf("err %v does not wrap ErrTooManyRecords", err)
			}
			t.Logf("reading %d records allocated %.1f MB, refusing %d %.1f MB", MaxRecords-1, mb(full), MaxRecords+1, mb(refused))
			if refused > full/4 {
				t.Errorf("refusing allocated %.1f MB, reading %d records %.1f MB: the records were decoded before the refusal", mb(refused), MaxRecords-1, mb(full))
			}
		})
	}
}

func mb(n uint64) float64 { return float64(n) / (1 << 20) }

// TestRecordCountLimitExact: MaxRecords records are read, not refused.
func TestRecordCountLimitExact(t *testing.T) {
	cvs, _, err := ReadRecordsWith("cohort.jsonl", minimalRecords("lines", MaxRecords, ""), RecordOptions{})
	if err != nil || len(cvs) != MaxRecords {
		t.Fatalf("%d records, err %v; want %d", len(cvs), err, MaxRecords)
	}
}

// TestCountRecords: the quick count finds the records splitRecords finds.
func TestCountRecords(t *testing.T) {
	for _, data := range []string{
		`[{"source": "a", "contact": {"emails": ["x@example.org"]}}, {"source": "b"}]`,
		"{\"source\": \"a\", \"note\": \"a } and a ] and a \\\" in a string\"}\n{\"source\": \"b\"}\n",
		`{"cvs": [{"source": "a"}, {"source": "b"}, {"source": "c"}]}`,
		`{"cvs": [{"source": "a"}], "name": "a record with a cvs field"}`,
		`{"generated": {"by": "vitae"}, "cvs": [{"source": "a"}, {"source": "b"}]}`,
		`[{"source": "a"}] {"source": "b"} [] {"cvs": []}`,
		`[ ]`,
		"  \n",
	} {
		raws, _, err := splitRecords("x.json", []byte(data))
		if err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		if got := countRecords([]byte(data), 100); got != len(raws) {
			t.Errorf("countRecords(%s) = %d, want %d", data, got, len(raws))
		}
	}
	if got := countRecords(minimalRecords("wrapped", 50, ""), 10); got != 11 {
		t.Errorf("count past the limit = %d, want it to stop at 11", got)
	}
}

// writeSizes records the size of each Write.
type writeSizes struct {
	buf   bytes.Buffer
	sizes []int
}

func (w *writeSizes) Write(p []byte) (int, error) {
	w.sizes = append(w.sizes, len(p))
	return w.buf.Write(p)
}

// TestWriteJSONStreams: WriteJSON writes a record at a time (the whole
// array was encoded in memory first, as large as the file written), and
// writes the bytes an indented encoding of the whole array gives.
func TestWriteJSONStreams(t *testing.T) {
	one := fullCV()
	one.Normalize()
	for _, cvs := range [][]*CV{nil, {}, {one}, {one, {Source: "b.md", Name: "B <b> & c"}, one}} {
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		list := cvs
		if list == nil {
			list = []*CV{}
		}
		if err := enc.Encode(list); err != nil {
			t.Fatal(err)
		}
		var got writeSizes
		if err := WriteJSON(&got, cvs); err != nil {
			t.Fatal(err)
		}
		if got.buf.String() != want.String() {
			t.Errorf("%d records: got\n%s\nwant\n%s", len(cvs), got.buf.String(), want.String())
		}
		if biggest := slices.Max(got.sizes); len(cvs) > 1 && biggest >= want.Len()/2 {
			t.Errorf("%d records: a write of %d bytes of %d: not a record at a time", len(cvs), biggest, want.Len())
		}
	}
}

// quickCases are record files of every form, well formed or not.
var quickCases = []string{
	`[{"source": "a", "contact": {"emails": ["x@example.org"]}}, {"source": "b"}]`,
	"{\"source\": \"a\", \"note\": \"a } and a ] and a \\\" in a string\"}\n{\"source\": \"b\"}\n",
	`{"cvs": [{"source": "a"}, {"source": "b"}, {"source": "c"}]}`,
	`{"cvs": [{"source": "a"}], "name": "a record with a cvs field"}`,
	`{"generated": {"by": "vitae"}, "cvs": [{"source": "a"}, {"source": "b"}]}`,
	`{"cvs": [{"source": "a"}], "cvs": [{"source": "b"}, {"source": "c"}]}`,
	`{"\u0063vs": [{"source": "a"}]}`,
	`{"cvs": [{"source": "a"}] "x": 1}`,
	`{"cvs": [{"source": "a"}], "x": tru}`,
	`{"cvs": 3}`,
	`{"cvs": [1, 2]}`,
	`[{"source": "a"}] {"source": "b"} [] {"cvs": []}`,
	`[{"source": "a"}], {"source": "b"}`,
	`{"source": "a"} null`,
	`{"source": "a"} "text"`,
	`{"source": "a"}]`,
	`[{"source": "a"}, 3]`,
	`[{"source": "a"},]`,
	`[{"source": "a"}`,
	`{}`,
	`[ ]`,
	"  \n",
}

// TestSplitQuickSame: where the quick split takes a file, it cuts it as
// the careful split does.
func TestSplitQuickSame(t *testing.T) {
	for _, data := range quickCases {
		checkSplitSame(t, []byte(data))
	}
}

func checkSplitSame(t *testing.T, data []byte) {
	quick, qseq, ok := splitQuick(data)
	if !ok {
		return
	}
	careful, cseq, err := splitRecords("x.json", data)
	if err != nil {
		// the quick split takes records the careful one refuses only
		// when a record is bad JSON, which decoding finds
		for _, r := range quick {
			if !json.Valid(r.data) {
				return
			}
		}
		t.Fatalf("%q: quick split took %d records, careful split refused: %v", data, len(quick), err)
	}
	if qseq != cseq || len(quick) != len(careful) {
		t.Fatalf("%q: quick %d records (seq %v), careful %d (seq %v)", data, len(quick), qseq, len(careful), cseq)
	}
	for i := range quick {
		if !bytes.Equal(quick[i].data, careful[i].data) || quick[i].start != careful[i].start {
			t.Fatalf("%q: record %d: quick %q at %d, careful %q at %d", data, i+1, quick[i].data, quick[i].start, careful[i].data, careful[i].start)
		}
	}
}

func FuzzSplitQuickSame(f *testing.F) {
	for _, data := range quickCases {
		f.Add([]byte(data))
	}
	f.Fuzz(func(t *testing.T, data []byte) { checkSplitSame(t, data) })
}
