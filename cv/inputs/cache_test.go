package inputs

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// mapCache is a Cache in memory that logs what it is asked.
type mapCache struct {
	mu   sync.Mutex
	recs map[string][]byte // by sum and path
	log  []string
}

func (m *mapCache) key(sum [sha256.Size]byte, path string) string {
	return hex.EncodeToString(sum[:]) + " " + path
}

func (m *mapCache) Get(sum [sha256.Size]byte, path string) (*cv.CV, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.log = append(m.log, "get "+path)
	data, ok := m.recs[m.key(sum, path)]
	if !ok {
		return nil, false
	}
	cvs, err := cv.ReadRecords(path, data)
	if err != nil {
		panic(err)
	}
	return cvs[0], true
}

func (m *mapCache) Put(sum [sha256.Size]byte, path string, c *cv.CV) {
	var buf bytes.Buffer
	cv.WriteJSONL(&buf, []*cv.CV{c})
	m.mu.Lock()
	defer m.mu.Unlock()
	m.log = append(m.log, "put "+path)
	if m.recs == nil {
		m.recs = map[string][]byte{}
	}
	m.recs[m.key(sum, path)] = buf.Bytes()
}

// take returns the log sorted (workers run in any order) and clears it.
func (m *mapCache) take() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	log := m.log
	m.log = nil
	slices.Sort(log)
	return log
}

// TestCacheHook: CV files go through the cache (a miss is parsed and
// put, normalised; a hit is used as it is, not parsed); record files,
// standard input and runs with Lines never touch it; with or without
// a cache the records are the same.
func TestCacheHook(t *testing.T) {
	dir := t.TempDir()
	a := writeFile(t, filepath.Join(dir, "a.md"), goodCV)
	b := writeFile(t, filepath.Join(dir, "b.txt"), strings.ReplaceAll(goodCV, "#", ""))
	var buf bytes.Buffer
	cv.WriteJSON(&buf, []*cv.CV{{Source: "r.md", Name: "Rec Ord"}})
	recs := writeFile(t, filepath.Join(t.TempDir(), "recs.json"), buf.String())
	paths := []string{a, b, recs, "-"}
	files := func(cache Cache, lines bool) *Files {
		return &Files{Paths: paths, Stdin: strings.NewReader(goodCV), Cache: cache, Lines: lines, Jobs: 2}
	}
	want := recordsJSON(t, files(nil, false).Collect(nil))

	m := &mapCache{}
	if got := recordsJSON(t, files(m, false).Collect(nil)); got != want {
		t.Errorf("cold cache: records differ\n got %s\nwant %s", got, want)
	}
	if log := m.take(); !reflect.DeepEqual(log, []string{"get " + a, "get " + b, "put " + a, "put " + b}) {
		t.Errorf("cold cache asked %q", log)
	}
	for _, rec := range m.recs {
		if bytes.Contains(rec, []byte("null")) {
			t.Errorf("a record put before it was normalised: %s", rec)
		}
	}

	c := files(m, false).Collect(nil)
	if got := recordsJSON(t, c); got != want {
		t.Errorf("warm cache: records differ\n got %s\nwant %s", got, want)
	}
	if log := m.take(); !reflect.DeepEqual(log, []string{"get " + a, "get " + b}) {
		t.Errorf("warm cache asked %q", log)
	}
	for i, in := range c.Inputs {
		if in.Cached != (i < 2) {
			t.Errorf("input %s: cached %v", in.Path, in.Cached)
		}
	}

	// A hit is what the cache says, without a parse.
	for k := range m.recs {
		if strings.HasSuffix(k, " "+a) {
			m.recs[k] = []byte(`{"source": "` + a + `", "name": "From The Cache"}`)
		}
	}
	if c := files(m, false).Collect(nil); c.CVs[0].Name != "From The Cache" || c.CVs[1].Name != "Jane Q. Doe" {
		t.Errorf("hit not used: %q, %q", c.CVs[0].Name, c.CVs[1].Name)
	}
	m.take()

	c = files(m, true).Collect(nil)
	if log := m.take(); len(log) != 0 || c.CVs[0].Name != "Jane Q. Doe" || len(c.Lines[c.CVs[0]]) == 0 {
		t.Errorf("with Lines: cache asked %q; record %q", log, c.CVs[0].Name)
	}
}

// recordsJSON is c's records as vitae parse writes them.
func recordsJSON(t *testing.T, c *Collected) string {
	t.Helper()
	if len(c.Failed) > 0 {
		t.Fatalf("failed: %v", c.Failed[0])
	}
	var buf bytes.Buffer
	if err := cv.WriteJSONL(&buf, c.CVs); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// TestInputs: every record, failure and skip carries its input's path,
// size, SHA-256 and format as far as they are known; Collected lists each
// input once, in input order.
func TestInputs(t *testing.T) {
	dir := t.TempDir()
	a := writeFile(t, filepath.Join(dir, "a.md"), goodCV)
	empty := writeFile(t, filepath.Join(dir, "b_empty.txt"), "")
	pdfNamedTxt := writeFile(t, filepath.Join(dir, "c_pdf.txt"), "%PDF-1.4 broken")
	doc := writeFile(t, filepath.Join(dir, "d.doc"), "\xd0\xcf\x11\xe0 old word")
	big := writeFile(t, filepath.Join(t.TempDir(), "big.md"), goodCV+strings.Repeat("x", 100))
	var buf bytes.Buffer
	cv.WriteJSONL(&buf, []*cv.CV{{Source: "r1.md", Name: "Rec One"}, {Source: "r2.md", Name: "Rec Two"}})
	buf.WriteString("{\"source\": \"r3.md\", \"service\": [{\"role\": \"PC\", \"year\": 3023}]}\n")
	recs := writeFile(t, filepath.Join(t.TempDir(), "recs.jsonl"), buf.String())
	missing := filepath.Join(dir, "missing.md")

	c := (&Files{Paths: []string{dir, recs, missing, "-", big}, Stdin: strings.NewReader(goodCV), MaxSize: int64(len(goodCV) + 50)}).Collect(nil)
	sum := func(s string) string { h := sha256.Sum256([]byte(s)); return hex.EncodeToString(h[:]) }
	want := []Input{
		{Path: a, Size: int64(len(goodCV)), SHA256: sum(goodCV), Format: "markdown"},
		{Path: empty, SHA256: sum(""), Format: "text"},
		{Path: pdfNamedTxt, Size: 15, SHA256: sum("%PDF-1.4 broken"), Format: "pdf"},
		{Path: doc, Size: 13},
		{Path: recs, Size: int64(buf.Len()), SHA256: sum(buf.String()), Format: FormatRecords},
		{Path: missing, Format: "markdown"},
		{Path: "-", Size: int64(len(goodCV)), SHA256: sum(goodCV), Format: "markdown"},
		{Path: big, Size: int64(len(goodCV) + 100), SHA256: sum(goodCV + strings.Repeat("x", 100)), Format: "markdown"}, // read, then refused
	}
	var got []Input
	for _, in := range c.Inputs {
		got = append(got, *in)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("inputs:\n got %+v\nwant %+v", got, want)
	}
	if len(c.CVs) != 4 || len(c.Failed) != 5 || len(c.Skipped) != 1 {
		t.Fatalf("%d CVs, %d failed, %d skipped: %v", len(c.CVs), len(c.Failed), len(c.Skipped), c.Failed)
	}
	for _, rec := range c.CVs {
		if in := c.From[rec]; in == nil || (in.Path != rec.Source && in.Path != recs && in.Path != "-") {
			t.Errorf("record %s from %+v", rec.Source, in)
		}
	}
	if c.From[c.CVs[1]] != c.From[c.CVs[2]] || c.Failed[2].Input != c.From[c.CVs[1]] {
		t.Error("the records and the failure of one record file do not share its input")
	}
	for _, f := range c.Failed {
		if f.Input == nil || f.Input.Path != f.Path {
			t.Errorf("failure %s: input %+v", f.Path, f.Input)
		}
	}
	if s := c.Skipped[0]; s.Input == nil || s.Input.Path != s.Path {
		t.Errorf("skip %s: input %+v", s.Path, s.Input)
	}
	stdin := (&Files{Paths: []string{"-"}, Stdin: strings.NewReader(buf.String())}).Collect(nil)
	if in := stdin.Inputs[0]; in.Format != FormatRecords || in.SHA256 != sum(buf.String()) || stdin.From[stdin.CVs[0]] != in {
		t.Errorf("records on standard input: %+v", in)
	}
	c.Release()
	if c.From != nil || len(c.Inputs) != len(want) {
		t.Errorf("Release kept the records' inputs, or dropped the inputs")
	}
}
