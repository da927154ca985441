package parse

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv"
)

// cvTestdata is where the sample CVs live, relative to this package.
var cvTestdata = filepath.Join("..", "..", "testdata", "cvs")

// sampleCVs returns the contents of every file in testdata/cvs by name;
// none when the directory is absent.
func sampleCVs(tb testing.TB) map[string][]byte {
	tb.Helper()
	entries, err := os.ReadDir(cvTestdata)
	if err != nil {
		if os.IsNotExist(err) {
			return nil
		}
		tb.Fatal(err)
	}
	files := map[string][]byte{}
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		data, err := os.ReadFile(filepath.Join(cvTestdata, e.Name()))
		if err != nil {
			tb.Fatal(err)
		}
		files[e.Name()] = data
	}
	return files
}

// FuzzParse checks that no input makes Decode or Parse panic or hang,
// that Parse returns a record whenever it returns no error, that the
// record can be written as JSON, that every string of the record is
// valid UTF-8 (utf8guard.go), and that parsing the same text twice
// gives the same record.
//
// Its seeds are small: the sections of the sample CVs, each under the
// CV's first line (sampleFragments), and the inputs in
// testdata/fuzz/FuzzParse (written from fuzzSeeds by
// TestFuzzParseSeedFiles). Whole CVs are not seeds: a mutated 6 KB CV
// costs milliseconds a call under coverage instrumentation, and each one
// that finds new coverage is minimized for the whole -fuzzminimizetime,
// which is where a 20 s run spent its time (46 executions). The whole
// samples are parsed by TestGolden.
//
//	go test ./cv/parse -run '^$' -fuzz '^FuzzParse$' -fuzztime 3m
func FuzzParse(f *testing.F) {
	for _, frag := range sampleFragments(sampleCVs(f)) {
		f.Add(frag)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		text, err := Decode("fuzz.md", data, 0)
		if err != nil {
			return
		}
		first, ok := parseJSON(t, text)
		if !ok {
			return
		}
		if again, _ := parseJSON(t, text); !bytes.Equal(first, again) {
			t.Fatalf("two parses of the same %d-byte text differ:\n%s\n%s", len(text), first, again)
		}
	})
}

// parseJSON parses text, failing the test when Parse takes more than
// 5 s or returns neither a record nor an error; it returns the record as
// JSON, and false when Parse returned an error.
func parseJSON(t *testing.T, text string) ([]byte, bool) {
	t.Helper()
	type result struct {
		c   *cv.CV
		err error
	}
	done := make(chan result, 1)
	go func() {
		c, err := Parse("fuzz.md", []byte(text), Options{})
		done <- result{c, err}
	}()
	timer := time.NewTimer(5 * time.Second)
	defer timer.Stop()
	var r result
	select {
	case r = <-done:
	case <-timer.C:
		t.Fatalf("Parse did not finish within 5 s on a %d-byte input", len(text))
	}
	if r.err != nil {
		return nil, false
	}
	if r.c == nil {
		t.Fatal("Parse returned a nil record and no error")
	}
	if bad := invalidStrings(r.c); bad != nil {
		t.Fatalf("the record holds strings that are not valid UTF-8: %q", bad)
	}
	out, err := json.Marshal(r.c)
	if err != nil {
		t.Fatalf("json.Marshal of the record: %v", err)
	}
	return out, true
}

// fragmentSize is the size past which sampleFragments starts a new
// fragment at the next blank line.
const fragmentSize = 480

// sampleFragments cuts each CV (not the README) into small pieces, in
// file-name order:
// a new piece starts at a Markdown heading, at a blank line once the
// piece holds fragmentSize bytes, or at any line once it holds twice
// that; each piece after the first starts with
// the CV's first non-blank line (its name, in the samples), so each reads
// as a short CV of one section.
func sampleFragments(files map[string][]byte) [][]byte {
	names := make([]string, 0, len(files))
	for name := range files {
		if !strings.EqualFold(name, "README.md") {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	var out [][]byte
	for _, name := range names {
		out = append(out, fragments(string(files[name]))...)
	}
	return out
}

// fragments cuts one CV as sampleFragments says.
func fragments(text string) [][]byte {
	lines := strings.SplitAfter(text, "\n")
	head := ""
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			head = l
			break
		}
	}
	var out [][]byte
	var cur strings.Builder
	flush := func() {
		if strings.TrimSpace(cur.String()) != "" {
			piece := cur.String()
			if len(out) > 0 {
				piece = head + "\n" + piece
			}
			out = append(out, []byte(piece))
		}
		cur.Reset()
	}
	for _, l := range lines {
		blank := strings.TrimSpace(l) == ""
		if strings.HasPrefix(l, "#") || (blank && cur.Len() >= fragmentSize) || cur.Len() >= 2*fragmentSize {
			flush()
		}
		cur.WriteString(l)
	}
	flush()
	return out
}

// TestSampleFragmentsSmall: the fragments FuzzParse starts from are small
// (at most 2*fragmentSize and a line) and together hold every line of the samples.
func TestSampleFragmentsSmall(t *testing.T) {
	files := sampleCVs(t)
	if len(files) == 0 {
		t.Skip("no sample CVs in " + cvTestdata)
	}
	frags := sampleFragments(files)
	if len(frags) < 4*len(files) {
		t.Errorf("%d fragments of %d sample CVs: want several a CV", len(frags), len(files))
	}
	all := string(bytes.Join(frags, nil))
	for name, data := range files {
		if strings.EqualFold(name, "README.md") {
			continue
		}
		for _, l := range strings.Split(string(data), "\n") {
			if !strings.Contains(all, l) {
				t.Errorf("%s: line %q is in no fragment", name, l)
			}
		}
	}
	for _, fr := range frags {
		if len(fr) > 3*fragmentSize {
			t.Errorf("a %d-byte fragment (want at most %d): %.80q", len(fr), 3*fragmentSize, fr)
		}
	}
}
