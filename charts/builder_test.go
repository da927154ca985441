package charts

import (
	"fmt"
	"hash/fnv"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/sample"
)

// TestBuilderReused: one Builder making every candidate's charts in
// turn, twice over, gives each candidate the charts the package's
// functions give (a new Builder each), so nothing of a candidate is
// left in the next one's; on the fictional cohort and the sample CVs.
func TestBuilderReused(t *testing.T) {
	cvs, err := sample.Load(filepath.Join("..", "testdata", "cvs"))
	if err != nil {
		t.Fatal(err)
	}
	for _, rep := range []*analytics.Report{fictionalReport(t), analytics.Compute(cvs, analytics.Options{}).Finish()} {
		var b Builder
		for range 2 {
			for _, c := range rep.Candidates {
				if got, want := b.CandidatePerYear(rep, c), CandidatePerYear(rep, c); !reflect.DeepEqual(got, want) {
					t.Errorf("%s: per year\n got %+v\nwant %+v", c.Name, got, want)
				}
				if got, want := b.CandidateVenues(c), CandidateVenues(c); !reflect.DeepEqual(got, want) {
					t.Errorf("%s: venues\n got %+v\nwant %+v", c.Name, got, want)
				}
				if got, want := b.CandidateTimeline(rep, c), CandidateTimeline(rep, c); !reflect.DeepEqual(got, want) {
					t.Errorf("%s: timeline\n got %+v\nwant %+v", c.Name, got, want)
				}
			}
		}
	}
}

// TestKeyID: a candidate chart's id is "cand-", the FNV-1a hash of the
// key in eight hex digits, and what it is.
func TestKeyID(t *testing.T) {
	for _, key := range []string{"", "a", "ada quill|2020", "\xff\x00 long key with spaces and ünïcode"} {
		h := fnv.New32a()
		h.Write([]byte(key))
		if got, want := keyID(&analytics.Candidate{Key: key}, "pubs"), fmt.Sprintf("cand-%08x-pubs", h.Sum32()); got != want {
			t.Errorf("%q: %s, want %s", key, got, want)
		}
	}
}
