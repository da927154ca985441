package analytics

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv"
)

// extremeCV holds years no validated record may hold: the largest int, 1
// and 2e9, in papers, positions, education and awards.
func extremeCV() *cv.CV {
	big := math.MaxInt
	c := &cv.CV{Name: "Ada Quill", Source: "ada.txt"}
	c.Education = []cv.Education{{Level: cv.LevelPhD, Institution: "Fictional U",
		Start: cv.Date{Year: 1}, End: cv.Date{Year: big, Month: 99}}}
	c.Positions = []cv.Position{{Title: "Professor", Organization: "Nowhere", Start: cv.Date{Year: 2e9}, End: cv.Date{Year: big}}}
	for i, y := range []int{big, 1, 2e9, 2020, 2022, big - 1, -big} {
		c.Publications = append(c.Publications, cv.Publication{Title: fmt.Sprintf("Paper number %d on quills", i),
			Year: y, Type: cv.TypeConference, Authors: []string{"Ada Quill"}, SelfIndex: 1, Line: i + 1})
	}
	c.Awards = []cv.Award{{Name: "Prize", Year: big}}
	return c
}

// TestExtremeYears: a report over unvalidated extreme years finishes at
// once, lists only the real years plus the range between the valid ones,
// and keeps its figures finite.
func TestExtremeYears(t *testing.T) {
	for _, asOf := range []int{0, math.MaxInt, 1} {
		start := time.Now()
		rep := Compute([]*cv.CV{extremeCV()}, Options{AsOf: asOf, RunDate: cv.Date{Year: math.MaxInt}}).Finish()
		for _, tb := range rep.Tables() {
			_ = tb.Rows
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("as of %d: report took %v", asOf, d)
		}
		ys := rep.CohortYears()
		want := []int{1, 2020, 2021, 2022, math.MaxInt - 1, 2e9, math.MaxInt}
		if fmt.Sprint(ys) != fmt.Sprint(sortedInts(want)) {
			t.Errorf("as of %d: years = %v, want %v", asOf, ys, sortedInts(want))
		}
		c := rep.Candidates[0]
		for name, v := range map[string]float64{"career years": c.CareerYears, "years to degree": c.YearsToDegree,
			"years since PhD": c.YearsSincePhD, "papers per year": c.PapersPerYear} {
			if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 || v > float64(cv.MaxYear-cv.MinYear+1) {
				t.Errorf("as of %d: %s = %v, want within the validated range", asOf, name, v)
			}
		}
		if c.AgeMonths < 0 || c.AgeMonths > 12*(cv.MaxYear-cv.MinYear+1) {
			t.Errorf("as of %d: age in months = %d", asOf, c.AgeMonths)
		}
	}
}

func sortedInts(xs []int) []int {
	out := append([]int(nil), xs...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// TestYearRangeBounds: the axis helpers never list more than the
// validated range, even for ends at the edge of int.
func TestYearRangeBounds(t *testing.T) {
	for _, c := range [][2]int{{math.MaxInt - 5, math.MaxInt}, {1, math.MaxInt}, {1, 2e9}, {-5, 5}, {2100, 2100}} {
		if got := yearRange(c[0], c[1]); len(got) > cv.MaxYear-cv.MinYear+1 {
			t.Errorf("yearRange(%d, %d) has %d years", c[0], c[1], len(got))
		}
	}
	if got := yearRange(2099, 2100); fmt.Sprint(got) != "[2099 2100]" {
		t.Errorf("yearRange(2099, 2100) = %v", got)
	}
	if got := continuousYears(map[int]bool{math.MaxInt: true, math.MaxInt - 3: true}); len(got) != 2 {
		t.Errorf("continuousYears of two extreme years = %v, want just them", got)
	}
}

// dedupePairs is the rule dedupe implements, comparing every pair: the
// reference the indexed version must agree with.
func dedupePairs(pubs []cv.Publication) ([]cv.Publication, []Merge) {
	keys := make([][]string, len(pubs))
	for i, p := range pubs {
		keys[i] = titleKey(p.Title)
	}
	drop := make([]bool, len(pubs))
	var merged []Merge
	for i := range pubs {
		if drop[i] {
			continue
		}
		for j := i + 1; j < len(pubs); j++ {
			if drop[j] || !similar(keys[i], keys[j]) {
				continue
			}
			keep, lose := i, j
			if better(pubs[j], pubs[i]) {
				keep, lose = j, i
			}
			drop[lose] = true
			merged = append(merged, Merge{Kept: describe(pubs[keep]), Dropped: describe(pubs[lose]), Reason: "same title"})
			if lose == i {
				break
			}
		}
	}
	var out []cv.Publication
	for i, p := range pubs {
		if !drop[i] {
			out = append(out, p)
		}
	}
	return out, merged
}

// randomPubs makes n papers from a small vocabulary, so that many titles
// are near-duplicates (one word more or less among ten or more), some
// identical, some empty.
func randomPubs(r *rand.Rand, n, vocab, maxWords int) []cv.Publication {
	pubs := make([]cv.Publication, n)
	for i := range pubs {
		words := make([]string, r.IntN(maxWords))
		for k := range words {
			words[k] = fmt.Sprintf("w%d", r.IntN(vocab))
		}
		if i > 0 && r.IntN(2) == 0 { // a variant of an earlier title
			words = strings.Fields(pubs[r.IntN(i)].Title)
			for range r.IntN(4) {
				switch w := fmt.Sprintf("w%d", r.IntN(vocab)); {
				case len(words) > 0 && r.IntN(2) == 0:
					words[r.IntN(len(words))] = w
				default:
					words = append(words, w)
				}
			}
		}
		typ := cv.TypeConference
		if r.IntN(3) == 0 {
			typ = cv.TypePreprint
		}
		venue := ""
		if r.IntN(2) == 0 {
			venue = "ISCA"
		}
		pubs[i] = cv.Publication{Title: strings.Join(words, " "), Type: typ, Venue: venue, Year: 2000 + r.IntN(20), Line: i + 1}
	}
	return pubs
}

// TestDedupeMatchesPairwise: the indexed dedupe keeps and merges exactly
// what comparing every pair does, and so does dedupe (which compares short
// lists pair by pair).
func TestDedupeMatchesPairwise(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 6))
	merges := 0
	for round := range 300 {
		pubs := randomPubs(r, 1+r.IntN(60), 3+r.IntN(15), 14)
		if round%2 == 1 { // long titles: 40 words from a few more, near-duplicates by one or two words
			pubs = randomPubs(r, 1+r.IntN(30), 40+r.IntN(6), 48)
		}
		keys := make([][]string, len(pubs))
		for i, p := range pubs {
			keys[i] = titleKey(p.Title)
		}
		got, gm := dedupeIndexed(pubs, keys)
		merges += len(gm)
		want, wm := dedupePairs(pubs)
		if fmt.Sprint(got) != fmt.Sprint(want) || fmt.Sprint(gm) != fmt.Sprint(wm) {
			t.Fatalf("round %d: indexed dedupe differs from pairwise:\n got %v\n%v\nwant %v\n%v", round, got, gm, want, wm)
		}
		if short, sm := dedupe(pubs); fmt.Sprint(short) != fmt.Sprint(want) || fmt.Sprint(sm) != fmt.Sprint(wm) {
			t.Fatalf("round %d: dedupe differs from pairwise", round)
		}
	}
	if merges < 1000 {
		t.Errorf("only %d merges in the random rounds: the test does not exercise near-duplicates", merges)
	}
	t.Logf("%d merges", merges)
}

// longTitlePubs makes n distinct long titles (about 300 bytes each) from a
// shared vocabulary, plus a near-duplicate of every tenth.
func longTitlePubs(n int) []cv.Publication {
	r := rand.New(rand.NewPCG(1, 2))
	var pubs []cv.Publication
	for i := range n {
		words := []string{fmt.Sprintf("topic%d", i)}
		for range 40 {
			words = append(words, fmt.Sprintf("word%d", r.IntN(500)))
		}
		pubs = append(pubs, cv.Publication{Title: strings.Join(words, " "), Type: cv.TypeConference, Year: 2010, Line: len(pubs) + 1})
		if i%10 == 0 {
			pubs = append(pubs, cv.Publication{Title: strings.Join(words, " ") + " extended", Type: cv.TypePreprint, Year: 2010, Line: len(pubs) + 1})
		}
	}
	return pubs
}

// TestDedupeLarge: 10,000 papers (and 6,800 long titles) are deduplicated
// merging exactly the planted near-duplicates, and each paper is compared
// with a bounded number of others (the work is near-linear; the time is
// measured by BenchmarkDedupe, not asserted here).
func TestDedupeLarge(t *testing.T) {
	for _, n := range []int{10000, 6800} {
		pubs := longTitlePubs(n)
		out, merged := dedupe(pubs)
		if want := (n + 9) / 10; len(merged) != want || len(out) != n {
			t.Errorf("%d titles: %d merges, %d kept; want %d merges, %d kept", n, len(merged), len(out), want, n)
		}
	}
	// Twice the papers, about twice the comparisons (all pairs: four times).
	small, large := comparisons(longTitlePubs(5000)), comparisons(longTitlePubs(10000))
	if 2*large > 5*small {
		t.Errorf("comparisons grow faster than the papers: %d for 5,000 titles, %d for 10,000", small, large)
	}
	same := make([]cv.Publication, 10000)
	for i := range same {
		same[i] = cv.Publication{Title: "One title for all", Line: i + 1}
	}
	if out, _ := dedupe(same); len(out) != 1 {
		t.Errorf("10,000 identical titles: %d kept, want 1", len(out))
	}
}

// comparisons counts the pairs dedupe would compare in pubs (an upper
// bound: dedupe skips the papers already dropped).
func comparisons(pubs []cv.Publication) int {
	keys := make([][]string, len(pubs))
	for i, p := range pubs {
		keys[i] = titleKey(p.Title)
	}
	idx := newTitleIndex(keys)
	n := 0
	for i := range pubs {
		n += len(idx.candidates(i))
	}
	return n
}

// BenchmarkDedupe: one CV's 10,000 papers with long titles.
func BenchmarkDedupe(b *testing.B) {
	pubs := longTitlePubs(10000)
	b.ResetTimer()
	for b.Loop() {
		dedupe(pubs)
	}
}
