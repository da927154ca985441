package analytics_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/vitae-cv/vitae/internal/sample"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

var (
	testdataOnce   sync.Once
	testdataParsed []*cv.CV
	testdataErr    error
)

// testdataCVs returns the CVs in ../testdata/cvs, parsed once (README.md
// skipped). Compute must not change its input, so they are shared; the
// slice is a fresh copy.
func testdataCVs(tb testing.TB) []*cv.CV {
	tb.Helper()
	testdataOnce.Do(func() { testdataParsed, testdataErr = parseTestdata() })
	if testdataErr != nil {
		tb.Fatal(testdataErr)
	}
	return slices.Clone(testdataParsed)
}

func parseTestdata() ([]*cv.CV, error) {
	dir := filepath.Join("..", "testdata", "cvs")
	out, err := sample.Load(dir)
	if err != nil {
		return nil, err
	}
	if len(out) < 5 {
		return nil, fmt.Errorf("only %d CVs in %s", len(out), dir)
	}
	return out, nil
}

func TestComputeDoesNotChangeInput(t *testing.T) {
	cvs := everyone(t)
	before := mustJSON(t, cvs)
	for _, opt := range determinismOptions {
		analytics.Compute(cvs, opt).Finish().Tables()
	}
	if after := mustJSON(t, cvs); !bytes.Equal(before, after) {
		t.Fatalf("Compute changed its input CVs:\n%s", diffContext(after, before))
	}
}

// everyone is the fictional cohort plus the parsed test CVs.
func everyone(t testing.TB) []*cv.CV { return append(cohort(), testdataCVs(t)...) }

func mustJSON(t testing.TB, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var determinismOptions = []analytics.Options{
	{},
	{Fractional: true},
	{Since: 2016, Until: 2022, Fractional: true},
	{Types: []cv.PubType{cv.TypeConference, cv.TypeJournal, cv.TypePreprint}, Area: "systems"},
	{Venues: []string{"OSDI", "NSDI", "SOSP", "EuroSys"}, AsOf: 2030},
}

func TestDeterministicOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, opt := range determinismOptions {
		t.Run(opt.Describe(), func(t *testing.T) {
			want := analytics.Compute(everyone(t), opt).Finish()
			wantJSON := reportJSON(t, want, opt)
			for i := range 25 {
				cvs := everyone(t)
				rng.Shuffle(len(cvs), func(i, j int) { cvs[i], cvs[j] = cvs[j], cvs[i] })
				got := analytics.Compute(cvs, opt).Finish()
				if !opt.Fractional && !reflect.DeepEqual(got, want) {
					t.Errorf("shuffle %d: report differs (reflect.DeepEqual)", i)
				}
				if gotJSON := reportJSON(t, got, opt); !bytes.Equal(gotJSON, wantJSON) {
					t.Fatalf("shuffle %d: JSON differs at byte %d:\n%s", i, firstDiff(gotJSON, wantJSON), diffContext(gotJSON, wantJSON))
				}
			}
		})
	}
}

// reportJSON is the report's JSON. With fractional credit, float sums
// depend on the order they are added in (see TestDeterministicFloatSums),
// so every number is rounded to 12 significant digits first: the rest of
// the report must still match exactly.
func reportJSON(t testing.TB, rep *analytics.Report, opt analytics.Options) []byte {
	t.Helper()
	b := mustJSON(t, rep)
	if !opt.Fractional {
		return b
	}
	var v any
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	if err := d.Decode(&v); err != nil {
		t.Fatal(err)
	}
	return mustJSON(t, roundNumbers(v))
}

func roundNumbers(v any) any {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			x[k] = roundNumbers(e)
		}
	case []any:
		for i, e := range x {
			x[i] = roundNumbers(e)
		}
	case json.Number:
		f, err := x.Float64()
		if err != nil {
			return x
		}
		return json.Number(strconv.FormatFloat(f, 'g', 12, 64))
	}
	return v
}

// TestDeterministicFloatSums checks the cohort sums do not depend on the
// order candidates are added in, with fractional credits whose float sums
// are order-sensitive (1/3, 1/7, 1/10, ...).
func TestDeterministicFloatSums(t *testing.T) {
	for _, gen := range []func() []*cv.CV{func() []*cv.CV { return manyAuthorCVs(12) }, func() []*cv.CV { return everyone(t) }} {
		opt := analytics.Options{Fractional: true}
		cvs := gen()
		want := mustJSON(t, analytics.Compute(cvs, opt).Finish())
		rng := rand.New(rand.NewPCG(3, 4))
		for i := range 50 {
			rng.Shuffle(len(cvs), func(i, j int) { cvs[i], cvs[j] = cvs[j], cvs[i] })
			got := mustJSON(t, analytics.Compute(cvs, opt).Finish())
			if !bytes.Equal(got, want) {
				t.Errorf("cohort float sums depend on input order (shuffle %d):\n%s", i, diffContext(got, want))
			}
		}
	}
}

// manyAuthorCVs makes n CVs with one paper each, of 3..n+2 authors, in the
// same venue and year, so the cohort sums many different fractions.
func manyAuthorCVs(n int) []*cv.CV {
	var out []*cv.CV
	for i := range n {
		authors := make([]string, i+3)
		for j := range authors {
			authors[j] = "A" + string(rune('a'+j%26))
		}
		out = append(out, &cv.CV{
			Source: "gen/" + string(rune('a'+i)) + ".txt",
			Name:   "Person " + string(rune('A'+i)),
			Publications: []cv.Publication{{
				Title: "Paper " + string(rune('A'+i)), Authors: authors, SelfIndex: 1,
				Venue: "OSDI", Area: "systems", Year: 2020, Type: cv.TypeConference,
			}},
		})
	}
	return out
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

func diffContext(a, b []byte) string {
	i := firstDiff(a, b)
	lo := max(0, i-120)
	return "got  …" + string(a[lo:min(len(a), i+60)]) + "\nwant …" + string(b[lo:min(len(b), i+60)])
}

func TestMergeEqualsWhole(t *testing.T) {
	for _, opt := range determinismOptions {
		t.Run(opt.Describe(), func(t *testing.T) {
			all := everyone(t)
			want := reportJSON(t, analytics.Compute(all, opt).Finish(), opt)
			for _, cut := range []int{0, 1, 3, len(all) / 2, len(all) - 1, len(all)} {
				a := analytics.Compute(everyone(t)[:cut], opt)
				b := analytics.Compute(everyone(t)[cut:], opt)
				if err := a.Merge(b); err != nil {
					t.Fatalf("cut %d: %v", cut, err)
				}
				if got := reportJSON(t, a.Finish(), opt); !bytes.Equal(got, want) {
					t.Errorf("cut %d: merged report differs from the whole:\n%s", cut, diffContext(got, want))
				}
			}
			// three parts, merged in reverse
			n := len(all)
			p1 := analytics.Compute(everyone(t)[:n/3], opt)
			p2 := analytics.Compute(everyone(t)[n/3:2*n/3], opt)
			p3 := analytics.Compute(everyone(t)[2*n/3:], opt)
			if err := p3.Merge(p2); err != nil {
				t.Fatal(err)
			}
			if err := p3.Merge(p1); err != nil {
				t.Fatal(err)
			}
			if got := reportJSON(t, p3.Finish(), opt); !bytes.Equal(got, want) {
				t.Errorf("three parts: merged report differs from the whole:\n%s", diffContext(got, want))
			}
		})
	}
}

// TestMergeFloatSums merges fractional credits whose float sums are not
// exact: merging must give the same bytes as computing the whole.
func TestMergeFloatSums(t *testing.T) {
	opt := analytics.Options{Fractional: true}
	for _, gen := range []func() []*cv.CV{func() []*cv.CV { return manyAuthorCVs(12) }, func() []*cv.CV { return everyone(t) }} {
		want := mustJSON(t, analytics.Compute(gen(), opt).Finish())
		n := len(gen())
		for cut := 1; cut < n; cut++ {
			cvs := gen()
			a := analytics.Compute(cvs[:cut], opt)
			if err := a.Merge(analytics.Compute(cvs[cut:], opt)); err != nil {
				t.Fatal(err)
			}
			if got := mustJSON(t, a.Finish()); !bytes.Equal(got, want) {
				t.Errorf("merged fractional cohort sums differ from the whole (cut %d):\n%s", cut, diffContext(got, want))
			}
		}
	}
}

func TestMergeErrors(t *testing.T) {
	cases := []struct {
		name string
		a, b analytics.Options
	}{
		{"fractional", analytics.Options{}, analytics.Options{Fractional: true}},
		{"window", analytics.Options{Since: 2018}, analytics.Options{Since: 2019}},
		{"types", analytics.Options{}, analytics.Options{Types: []cv.PubType{cv.TypePreprint}}},
		{"area", analytics.Options{Area: "systems"}, analytics.Options{}},
		{"venues", analytics.Options{Venues: []string{"OSDI"}}, analytics.Options{Venues: []string{"SOSP"}}},
		{"as of", analytics.Options{AsOf: 2020}, analytics.Options{AsOf: 2021}},
	}
	for _, tc := range cases {
		a := analytics.Compute([]*cv.CV{ada()}, tc.a)
		before := mustJSON(t, a)
		err := a.Merge(analytics.Compute([]*cv.CV{bruno()}, tc.b))
		if err == nil || !strings.Contains(err.Error(), "different options") {
			t.Errorf("%s: Merge error %v, want a different-options error", tc.name, err)
		}
		if !bytes.Equal(mustJSON(t, a), before) {
			t.Errorf("%s: a failed Merge changed the result", tc.name)
		}
	}

	a := analytics.Compute([]*cv.CV{ada(), bruno()}, analytics.Options{})
	before := mustJSON(t, a)
	err := a.Merge(analytics.Compute([]*cv.CV{chen(), ada()}, analytics.Options{}))
	if err == nil || !strings.Contains(err.Error(), "cand/ada.txt") {
		t.Errorf("merging the same candidate twice: error %v, want one naming cand/ada.txt", err)
	}
	if !bytes.Equal(mustJSON(t, a), before) {
		t.Errorf("a failed Merge changed the result")
	}
	if err := a.Merge(a); err == nil {
		t.Errorf("merging a result into itself succeeded")
	}
	// the catalogue is not part of the options compared
	c := analytics.Compute([]*cv.CV{chen()}, analytics.Options{Catalog: nil})
	if err := a.Merge(c); err != nil {
		t.Errorf("merge of distinct candidates with equal options: %v", err)
	}
	if len(a.Candidates) != 3 || a.Cohort.Papers != 12 {
		t.Errorf("after merge: %d candidates, %d papers; want 3, 12", len(a.Candidates), a.Cohort.Papers)
	}
}

// TestFinishDoesNotChangeResult: Finish leaves the Result as it was, and
// finishing twice gives the same report.
func TestFinishDoesNotChangeResult(t *testing.T) {
	r := analytics.Compute(cohort(), analytics.Options{})
	before := mustJSON(t, r)
	rep1 := mustJSON(t, r.Finish())
	if !bytes.Equal(mustJSON(t, r), before) {
		t.Errorf("Finish changed the Result")
	}
	if rep2 := mustJSON(t, r.Finish()); !bytes.Equal(rep1, rep2) {
		t.Errorf("a second Finish gives a different report")
	}
	for _, c := range r.Candidates {
		if !c.Ranks.IsZero() || c.CareerYears != 0 {
			t.Errorf("%s: Finish wrote derived figures into the Result", c.Name)
		}
	}
}

// TestReportIndependentOfLaterMerge: a Report already made must not change
// when its Result is merged with another afterwards.
func TestReportIndependentOfLaterMerge(t *testing.T) {
	r := analytics.Compute([]*cv.CV{ada(), bruno()}, analytics.Options{})
	rep := r.Finish()
	before := mustJSON(t, rep)
	if err := r.Merge(analytics.Compute([]*cv.CV{chen()}, analytics.Options{})); err != nil {
		t.Fatal(err)
	}
	if after := mustJSON(t, rep); !bytes.Equal(before, after) {
		t.Errorf("Report shares Cohort/Awards maps with its Result; a later Merge changed it: cohort papers now %d with %d candidates:\n%s",
			rep.Cohort.Papers, len(rep.Candidates), diffContext(after, before))
	}
}

// TestDuplicateSourcesOrder: two different CVs read from the same source
// name must give the same report whatever their order.
func TestDuplicateSourcesOrder(t *testing.T) {
	x, y := ada(), chen()
	y.Source = x.Source
	r1 := mustJSON(t, analytics.Compute([]*cv.CV{x, y}, analytics.Options{}).Finish())
	r2 := mustJSON(t, analytics.Compute([]*cv.CV{y, x}, analytics.Options{}).Finish())
	if !bytes.Equal(r1, r2) {
		t.Errorf("with two CVs of the same Source the \"#2\" key goes to whichever comes second, so the order of cvs changes the report:\n%s", diffContext(r1, r2))
	}
}

// TestJSONRoundTrip: the report's JSON form reads back to the same JSON
// (the options' catalogue is left out).
func TestJSONRoundTrip(t *testing.T) {
	rep := analytics.Compute(everyone(t), analytics.Options{Fractional: true}).Finish()
	b := mustJSON(t, rep)
	if bytes.Contains(b, []byte(`"Catalog"`)) || bytes.Contains(b, []byte(`"catalog"`)) {
		t.Errorf("report JSON contains the catalogue")
	}
	var back analytics.Report
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if b2 := mustJSON(t, &back); !bytes.Equal(b, b2) {
		t.Errorf("JSON round trip differs:\n%s", diffContext(b2, b))
	}
}
