package parse

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// askAllDates asks one memo about the texts in a random order, each
// several times, and holds every answer to findDates with no memo (the
// oracle): a text answered from a slot must be the text that filled it,
// not another one at the same address (a prefix of it) or of the same
// length.
func askAllDates(t *testing.T, texts []string, seed uint64) {
	t.Helper()
	m := newMemo()
	r := rand.New(rand.NewPCG(seed, 21))
	for range 3 * len(texts) {
		s := texts[r.IntN(len(texts))]
		got, want := m.findDates(s), findDates(s)
		if !reflect.DeepEqual(got, want) || (got == nil) != (want == nil) {
			t.Fatalf("memo findDates(%q) = %v, want %v", s, got, want)
		}
	}
}

// withViews returns the texts with, for each, its prefixes and suffixes
// (the same bytes in memory, shorter) and a copy (other bytes, as long).
func withViews(texts []string) []string {
	var out []string
	for _, s := range texts {
		out = append(out, s, strings.Clone(s))
		for k := 1; k < len(s); k += 3 {
			out = append(out, s[:k], s[k:])
		}
	}
	return out
}

// TestRecentDates: the memo's answers by address are findDates's on
// fictional dated lines and their views, on every sample line and on
// random joins of date pieces (more texts than slots, so that texts take
// each other's slots).
func TestRecentDates(t *testing.T) {
	fictional := withViews([]string{"Sept. 2030 – May 2031, Kite Lab", "2031", "May 2031 – present", "Spring 2029 – now (expected)",
		"Harbour Institute (2028 – 2031)", "2029 2030 2031", "x2031 and 2032-03", ""})
	askAllDates(t, fictional, 1)
	var samples []string
	for _, data := range sampleCVs(t) {
		samples = append(samples, strings.Split(string(data), "\n")...)
	}
	askAllDates(t, withViews(samples), 2)
	pieces := []string{"2030", "1999", "May ", "Sept. ", "–", "-", " ", "present", "now", "(expected)", "x", "/", "12", ", "}
	var joins []string
	for s := range cvtext.Joins(21, 3, pieces, 5000, 10) {
		joins = append(joins, s)
	}
	askAllDates(t, withViews(joins), 3)
}

// TestRecentSlot: every slot is in range, and texts of one line array
// spread over the slots.
func TestRecentSlot(t *testing.T) {
	text := strings.Repeat("Kite Lab, May 2031\n", 40)
	used := map[int]bool{}
	for _, l := range strings.SplitAfter(text, "\n") {
		k := recentSlot(l)
		if k < 0 || k >= recentDatesSize {
			t.Fatalf("slot %d of %d", k, recentDatesSize)
		}
		used[k] = true
	}
	if len(used) < recentDatesSize/4 {
		t.Fatalf("40 texts in %d slots", len(used))
	}
}

func FuzzRecentDates(f *testing.F) {
	for _, s := range []string{"Sept. 2030 – May 2031", "2031", "x2031 2032", "Spring 2029 – now"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		askAllDates(t, withViews([]string{s, s + " 2031", "2030 " + s}), uint64(len(s)))
	})
}
