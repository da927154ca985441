package analytics_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/parse"
)

// truthFile is the part of a hand-made truth record these tests read.
type truthFile struct {
	Source       string `json:"source"`
	Publications []struct {
		Title string `json:"title"`
		Type  string `json:"type"`
	} `json:"publications"`
	Awards []struct {
		Name     string   `json:"name"`
		Category []string `json:"category"` // first is the preferred one
		Status   string   `json:"status"`
	} `json:"awards"`
}

// TestSeeds computes the cohort of the shared seed CVs and checks its
// totals against the hand-made truth.
func TestSeeds(t *testing.T) {
	shared := filepath.Join("..", "..", "shared")
	seeds, _ := filepath.Glob(filepath.Join(shared, "seeds", "*"))
	truths, _ := filepath.Glob(filepath.Join(shared, "eval", "truth", "*.json"))
	if len(seeds) == 0 || len(truths) == 0 {
		t.Skipf("no seed CVs or truth under %s", shared)
	}
	sort.Strings(seeds)

	var cvs []*cv.CV
	for _, path := range seeds {
		text, err := parse.ReadFile(path, 0)
		if err != nil {
			t.Fatal(err)
		}
		c, err := parse.Parse(path, []byte(text), parse.Options{})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		cvs = append(cvs, c)
	}

	// what the truth says
	var wantPubs, wantPreprints int
	wantFellow := map[cv.AwardStatus][]string{}
	for _, path := range truths {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var tf truthFile
		if err := json.Unmarshal(b, &tf); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		wantPubs += len(tf.Publications)
		for _, p := range tf.Publications {
			if p.Type == string(cv.TypePreprint) {
				wantPreprints++
			}
		}
		for _, a := range tf.Awards {
			if len(a.Category) > 0 && a.Category[0] == string(cv.CatFellowship) {
				st := cv.AwardStatus(a.Status)
				wantFellow[st] = append(wantFellow[st], a.Name)
			}
		}
	}
	// and the figures the truth is known to hold
	if len(truths) != len(seeds) || wantPubs != 40 || wantPreprints != 4 ||
		len(wantFellow[cv.StatusAwarded]) != 3 || len(wantFellow[cv.StatusFinalist]) != 1 || len(wantFellow[cv.StatusNominee]) != 2 {
		t.Fatalf("truth changed: %d files for %d seeds, %d publications, %d preprints, fellowships %v",
			len(truths), len(seeds), wantPubs, wantPreprints, wantFellow)
	}

	rep := analytics.Compute(cvs, analytics.Options{}).Finish()
	if len(rep.Candidates) != len(seeds) {
		t.Fatalf("%d candidates, want %d", len(rep.Candidates), len(seeds))
	}
	all, papers, uncounted, preprints := 0, 0, 0, 0
	for _, c := range rep.Candidates {
		all += c.Counts.Papers + c.Counts.Uncounted
		papers += c.Counts.Papers
		uncounted += c.Counts.Uncounted
		preprints += c.Counts.Preprints
		if c.Counts.Papers+c.Counts.Uncounted != len(c.Papers) {
			t.Errorf("%s: %d counted + %d uncounted, but %d papers listed", c.Name, c.Counts.Papers, c.Counts.Uncounted, len(c.Papers))
		}
	}
	if all != wantPubs {
		t.Errorf("publications after dedupe = %d, want %d", all, wantPubs)
	}
	if rep.Cohort.Papers != papers || rep.Cohort.Uncounted != uncounted || rep.Cohort.Preprints != preprints {
		t.Errorf("cohort %d/%d/%d papers/uncounted/preprints, candidates sum to %d/%d/%d",
			rep.Cohort.Papers, rep.Cohort.Uncounted, rep.Cohort.Preprints, papers, uncounted, preprints)
	}
	if preprints != wantPreprints {
		t.Errorf("preprints = %d, want %d", preprints, wantPreprints)
	}

	for _, st := range []cv.AwardStatus{cv.StatusAwarded, cv.StatusFinalist, cv.StatusNominee} {
		if got := rep.Awards.Get(cv.CatFellowship, st); got != len(wantFellow[st]) {
			t.Errorf("fellowships %s = %d, want %d (%q)", st, got, len(wantFellow[st]), wantFellow[st])
		}
	}
	var awarded []string
	for _, c := range rep.Candidates {
		for _, a := range c.Awards {
			if a.Category == cv.CatFellowship && a.Status == cv.StatusAwarded {
				awarded = append(awarded, a.Name)
			}
		}
	}
	sort.Strings(awarded)
	for _, name := range []string{"Meta PhD Research Fellowship", "WiSE Qualcomm Top-Off Fellowship", "Google Ph.D. Fellowship"} {
		if !slices.Contains(awarded, name) {
			t.Errorf("fellowship %q not among the awarded fellowships %q", name, awarded)
		}
	}
	sum := 0
	for _, c := range rep.Candidates {
		sum += c.AwardTally().Get(cv.CatFellowship, cv.StatusAwarded)
	}
	tb, _ := rep.Table("fellowships")
	tableSum := 0
	for _, row := range tb.Rows {
		tableSum += row[1].(int)
	}
	if sum != 3 || tableSum != 3 {
		t.Errorf("fellowships awarded: candidates sum %d, table sum %d, want 3", sum, tableSum)
	}
	for _, table := range rep.Tables() {
		checkTable(t, table)
	}
}
