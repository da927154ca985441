package linerole

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// yearScanTexts are fictional lines with years and page ranges in the
// shapes the scanners turn on.
var yearScanTexts = []string{
	"", "2019", "1999–2003", "pp. 45–67", "pp. 45 - 67", "12-345678", "123456-7", "x12-34", "12-34x", "12-34_", "_12-34",
	"In Pebble Letters 12(3):101–119, 2021", "2019to2020", "201920", "19999", "é2019é", "2019-20", "1920-1921, 2030",
	"Vol. 3, pp. 1-2.", "1 -\t2", "1\v-2", "3 – 4", "5—6", "١٢-٣", "20\n19", "a2019", "2019a", "2019_", "(2019)",
}

// TestYearScans holds countYears, dropYears and hasPageRange to reYear
// and rePageRange on fictional lines and 30,000 random joins of digits,
// dashes, white space and word bytes.
func TestYearScans(t *testing.T) {
	pieces := []string{"19", "20", "1", "2", "0", "9", "12345", "123456", "-", "–", "—", " ", "\t", "\v", "\n",
		"a", "Z", "_", "é", "\xff", ".", ",", "(", ")", "pp.", "١"}
	texts := append([]string{}, yearScanTexts...)
	for s := range cvtext.Joins(19, 20, pieces, 30000, 12) {
		texts = append(texts, s)
	}
	ranges := 0
	for _, s := range texts {
		if got, want := countYears(s), len(reYear.FindAllString(s, -1)); got != want {
			t.Fatalf("countYears(%q) = %d, the pattern finds %d", s, got, want)
		}
		if got, want := dropYears(s, hasYearPair(s)), reYear.ReplaceAllString(s, ""); got != want {
			t.Fatalf("dropYears(%q) = %q, the pattern gives %q", s, got, want)
		}
		got, want := hasPageRange(s), rePageRange.MatchString(s)
		if got != want {
			t.Fatalf("hasPageRange(%q) = %v, the pattern says %v", s, got, want)
		}
		if got {
			ranges++
		}
	}
	if ranges == 0 || ranges == len(texts) {
		t.Fatalf("%d of %d texts hold a page range: the test tells nothing apart", ranges, len(texts))
	}
}

// FuzzYearScans holds the scanners to their patterns on any text:
//
//	go test -run '^$' -fuzz FuzzYearScans ./internal/linerole
func FuzzYearScans(f *testing.F) {
	for _, s := range yearScanTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := countYears(s), len(reYear.FindAllString(s, -1)); got != want {
			t.Fatalf("countYears(%q) = %d, the pattern finds %d", s, got, want)
		}
		if got, want := dropYears(s, hasYearPair(s)), reYear.ReplaceAllString(s, ""); got != want {
			t.Fatalf("dropYears(%q) = %q, the pattern gives %q", s, got, want)
		}
		if got, want := hasPageRange(s), rePageRange.MatchString(s); got != want {
			t.Fatalf("hasPageRange(%q) = %v, the pattern says %v", s, got, want)
		}
	})
}
