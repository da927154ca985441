package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// splitPlaceOld is splitPlace as it was, over a slice of the comma parts
// joined back (the oracle).
func splitPlaceOld(s string) (org, loc string) {
	parts := strings.Split(s, ",")
	cut := len(parts)
	for i := len(parts) - 1; i >= 1; i-- {
		p := strings.TrimSpace(parts[i])
		if isPlace(p) {
			cut = i
			continue
		}
		if cut == i+1 && cut < len(parts) && wordCount(p) <= 3 && !hasSetWord(p, orgWordSet) {
			cut = i
			continue
		}
		break
	}
	org = strings.Trim(strings.Join(parts[:cut], ","), " ·•|;")
	loc = strings.Trim(strings.Join(parts[cut:], ","), " ·•|;.")
	return org, loc
}

func checkSplitPlace(t *testing.T, s string) bool {
	t.Helper()
	org, loc := splitPlace(s)
	wo, wl := splitPlaceOld(s)
	if org != wo || loc != wl {
		t.Fatalf("splitPlace(%q) = %q %q, the old reading gives %q %q", s, org, loc, wo, wl)
	}
	return loc != ""
}

var placeTexts = []string{"", ",", ",,", "Harbour University", "Harbour University, Springfield, IL", "Kite Lab, Harbour University, Springfield, IL, USA",
	"Springfield, IL", "Kite Lab, Sandy Cove, Germany.", "Acme Labs, Research Group, Springfield", " · Kite Lab | ;", "Kite Lab, Institute of Sand, Germany"}

// TestSplitPlace holds splitPlace to the old reading on fictional texts,
// every sample line and random joins of places, cities, organisations,
// commas and marks.
func TestSplitPlace(t *testing.T) {
	for _, s := range withCVLines(t, placeTexts) {
		checkSplitPlace(t, s)
	}
	pieces := []string{",", ", ", " ", "Springfield", "IL", "USA", "Germany", "Sandy Cove", "Harbour University", "Kite Lab", "Institute",
		"Acme Labs Inc", ".", "·", "|", ";", "é", "Research Group of Kites", ", IL", ", Germany", ", Springfield", ", USA."}
	places := 0
	for s := range cvtext.Joins(23, 16, pieces, 100000, 8) {
		if checkSplitPlace(t, s) {
			places++
		}
	}
	if places < 10000 {
		t.Fatalf("%d joins end with a place: the test reads too few", places)
	}
}

// FuzzSplitPlace holds splitPlace to the old reading on any text:
//
//	go test -run '^$' -fuzz FuzzSplitPlace ./cv/parse
func FuzzSplitPlace(f *testing.F) {
	for _, s := range placeTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkSplitPlace(t, s)
	})
}
