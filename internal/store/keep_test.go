package store

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/inputs"
)

// sharedDir is ../shared beside the repository (read only; skipped when
// absent).
var sharedDir = filepath.Join(repo, "..", "shared")

// allRecords are the records of testdata's CVs and, when ../shared is
// there and not with -short, of its seeds, formats and corpus, each
// normalised as the cache is handed records.
func allRecords(t testing.TB) []*cv.CV {
	t.Helper()
	dirs := []string{filepath.Join(repo, "testdata", "cvs"), filepath.Join(repo, "testdata", "formats")}
	if _, err := os.Stat(sharedDir); err != nil || testing.Short() {
		t.Logf("testdata only (%s absent, or -short)", sharedDir)
	} else {
		for _, d := range []string{"seeds", "formats/src", "corpus/pdf", "corpus/web"} {
			dirs = append(dirs, filepath.Join(sharedDir, d))
		}
	}
	c := (&inputs.Files{Paths: dirs}).Collect(nil)
	for _, rec := range c.CVs {
		rec.Normalize()
	}
	if len(c.CVs) < 14 {
		t.Fatalf("only %d records", len(c.CVs))
	}
	return c.CVs
}

// readsBackSame is what keep stands for, done the long way: c
// encoded as cv.WriteJSONL writes it, read back as the cache reads an
// entry (cv.ReadRecordWith) and encoded again gives the same bytes.
func readsBackSame(c *cv.CV, opt cv.RecordOptions) bool {
	var a, b bytes.Buffer
	if cv.WriteJSONL(&a, []*cv.CV{c}) != nil {
		return false
	}
	back, err := decode(c.Source, a.Bytes(), opt)
	if err != nil {
		return false
	}
	return cv.WriteJSONL(&b, []*cv.CV{back}) == nil && bytes.Equal(a.Bytes(), b.Bytes())
}

// TestKeepAgreesWithReadBack: keep keeps every record of the sample,
// seed, format and corpus CVs (as reading each back does), and, over
// thousands of one-field changes to them (text out of NFC or not UTF-8,
// HTML characters and line separators, a venue in another case, a date
// or status that reads back otherwise, a list made null, a record
// without a source), never keeps a record that does not read back the
// same, and refuses one that does only rarely; the JSON it keeps is byte
// for byte what cv.WriteJSONL writes.
func TestKeepAgreesWithReadBack(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 7))
	opt := cv.RecordOptions{}
	recs := allRecords(t)
	refused, stricter, kept := 0, 0, 0
	for _, c := range recs {
		if _, err := checkKeep(t, c, opt); err != nil || !readsBackSame(c, opt) {
			t.Fatalf("%s: keep %v, reads back the same %v", c.Source, err, readsBackSame(c, opt))
		}
		for i := range 300 / max(1, len(recs)/20) {
			changed := copyOf(t, c)
			var what string
			if i%2 == 0 {
				what = mutate(rng, reflect.ValueOf(changed).Elem())
			} else {
				what = mutateWith(rng, reflect.ValueOf(changed).Elem(), awkwardText)
			}
			_, err := checkKeep(t, changed, opt)
			keep, same := err == nil, readsBackSame(changed, opt)
			switch {
			case keep && !same:
				t.Fatalf("%s: %s: kept, but it does not read back the same", c.Source, what)
			case !keep && same:
				stricter++
			case !keep:
				refused++
			default:
				kept++
			}
		}
	}
	t.Logf("%d records; of the changes, %d kept, %d refused that read back otherwise, %d refused that read back the same", len(recs), kept, refused, stricter)
	if refused < 300 || stricter > (kept+refused)/20 {
		t.Errorf("%d refused rightly, %d refused needlessly, of %d", refused, stricter, kept+refused+stricter)
	}
}

// awkwardText is text that the records reader changes (decomposed
// accents, a mark after an ASCII letter, bytes that are not UTF-8) or
// keeps (HTML characters, line and paragraph separators, a composed
// accent, wide letters), or the text changed in case.
func awkwardText(rng *rand.Rand, s string) string {
	awkward := []string{
		"Jose\u0301", "e\u0301", "\u0301", "a\xffb", "\xc3", "<b>&amp;</b>", "a\u2028b\u2029",
		"Jos\u00e9", "\u00e9\u0301", "\uff21\uff22", "\U0001F600", strings.ToUpper(s), strings.ToLower(s), "preprint",
	}
	return awkward[rng.IntN(len(awkward))]
}

// TestKeepCases: what keep refuses, one way at a time.
func TestKeepCases(t *testing.T) {
	base := func() *cv.CV {
		c := &cv.CV{Source: "x.md", Name: "Xu Example", Publications: []cv.Publication{{Title: "A Paper", Type: cv.TypeConference, Venue: "ICML", Year: 2020}}}
		c.Normalize()
		return c
	}
	if _, err := checkKeep(t, base(), cv.RecordOptions{}); err != nil || !readsBackSame(base(), cv.RecordOptions{}) {
		t.Fatalf("the base record: %v", err)
	}
	for name, change := range map[string]func(*cv.CV){
		"no source":              func(c *cv.CV) { c.Source = "" },
		"a mark after a letter":  func(c *cv.CV) { c.Name = "Jose\u0301 Example" },
		"not UTF-8":              func(c *cv.CV) { c.Summary = "caf\xe9" },
		"a null list":            func(c *cv.CV) { c.Talks = nil },
		"a null author list":     func(c *cv.CV) { c.Publications[0].Authors = nil },
		"a venue in lower case":  func(c *cv.CV) { c.Publications[0].Venue = "icml" },
		"a venue not catalogued": func(c *cv.CV) { c.Publications[0].Venue = "No Such Venue" },
		"an old status":          func(c *cv.CV) { c.Publications[0].Status = "preprint" },
		"a type not in the set":  func(c *cv.CV) { c.Publications[0].Type = "poem" },
		"a year out of range":    func(c *cv.CV) { c.Publications[0].Year = 1066 },
		"a date without a year":  func(c *cv.CV) { c.Positions = []cv.Position{{Title: "Postdoc", Start: cv.Date{Month: 5}}} },
		"a month out of range":   func(c *cv.CV) { c.Positions = []cv.Position{{Title: "Postdoc", Start: cv.Date{Year: 2020, Month: 13}}} },
	} {
		c := base()
		change(c)
		if _, err := checkKeep(t, c, cv.RecordOptions{}); err == nil {
			t.Errorf("%s: kept", name)
		}
		if readsBackSame(c, cv.RecordOptions{}) {
			t.Errorf("%s: the case is wrong, it reads back the same", name)
		}
	}
}

// FuzzKeep: a text field of a sample record, found by a walk the fuzzer
// steers, set to the fuzzer's text: keep never keeps what does not read
// back the same, and what it keeps is cv.WriteJSONL's JSON.
//
//	go test -run XXX -fuzz FuzzKeep -fuzztime 60s ./internal/store
func FuzzKeep(f *testing.F) {
	recs := sampleRecords(f)
	f.Add(uint64(1), "Jose\u0301")
	f.Add(uint64(2), "a\xffb")
	f.Add(uint64(3), "ICML")
	f.Add(uint64(4), "<&>\u2028")
	f.Fuzz(func(t *testing.T, walk uint64, text string) {
		rng := rand.New(rand.NewPCG(walk, 28))
		c := copyOf(t, recs[rng.IntN(len(recs))])
		what := mutateWith(rng, reflect.ValueOf(c).Elem(), func(*rand.Rand, string) string { return text })
		if _, err := checkKeep(t, c, cv.RecordOptions{}); err == nil && !readsBackSame(c, cv.RecordOptions{}) {
			t.Fatalf("%s: %s: kept, but it does not read back the same", c.Source, what)
		}
	})
}

// checkKeep is keep(c, opt), failing t when keep keeps JSON other than
// what cv.WriteJSONL writes.
func checkKeep(t testing.TB, c *cv.CV, opt cv.RecordOptions) ([]byte, error) {
	t.Helper()
	got, err := keep(c, opt)
	if err != nil {
		return nil, err
	}
	want, werr := encode(c)
	if werr != nil || !bytes.Equal(got, want) {
		at := 0
		for at < len(got) && at < len(want) && got[at] == want[at] {
			at++
		}
		t.Fatalf("%s: keep's JSON differs from cv.WriteJSONL's (%v) at byte %d\n keep %.120q\n want %.120q", c.Source, werr, at, got[at:], want[at:])
	}
	return got, nil
}
