package parse

import (
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// The patterns speed_keyvalue.go scans for, kept as the oracle (the
// guard tests of other files read them too).
var (
	rePlaceCode = regexp.MustCompile(`^[A-Z]{2}(?:\s+\d{5})?$`)
	reParenTail = regexp.MustCompile(`\s*\([^)]*\)\s*$`)
	reKeyValue  = regexp.MustCompile(`^[\p{L} /&.-]{2,30}\s*[:：]\s*\S`)
)

// keyValuePieces are the pieces TestKeyValueScans joins at random.
var keyValuePieces = []string{
	"PA", "Pa", "C", "A", " ", "  ", "\t", "\n", "12345", "1234", "0", "(", ")", "(part time)", "x", "Fellow", "é", "Zoë",
	":", "：", "Thesis", "Advisor", "/", "&", ".", "-", "_", ",", "\xff", "\u00a0", "abcdefghijklmnopqrstuvwxyzabcd",
}

// checkKeyValueScans holds the three scans to their regexps on s.
func checkKeyValueScans(t *testing.T, s string) (hits [3]bool) {
	t.Helper()
	if got, want := isPlaceCode(s), rePlaceCode.MatchString(s); got != want {
		t.Fatalf("isPlaceCode(%q) = %v, rePlaceCode says %v", s, got, want)
	}
	var got []int
	if i := parenTailStart(s); i >= 0 {
		got = []int{i, len(s)}
	}
	if want := reParenTail.FindStringIndex(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("parenTailStart(%q): %v, reParenTail gives %v", s, got, want)
	}
	if got, want := dropParenTail(s), reParenTail.ReplaceAllString(s, ""); got != want {
		t.Fatalf("dropParenTail(%q) = %q, reParenTail gives %q", s, got, want)
	}
	if got, want := isKeyValueScan(s), reKeyValue.MatchString(s); got != want {
		t.Fatalf("isKeyValueScan(%q) = %v, reKeyValue says %v", s, got, want)
	}
	return [3]bool{rePlaceCode.MatchString(s), got != nil, reKeyValue.MatchString(s)}
}

// TestKeyValueScans: the scans answer as the regexps on fictional entry
// text, every sample line and random joins (each pattern matched often).
func TestKeyValueScans(t *testing.T) {
	in := []string{
		"PA", "PA 15213", "PA  15213", "PA15213", "PA 1521", "Pa", "P", "", "Fellow (part time)", "Fellow (a (b)",
		"Fellow (a) (b)", "Fellow (a) x", "(a)\t\n", " (a) ", "a) (b)", "Thesis: Kite Models", "Thesis :x", "Thesis:",
		"Thesis: ", "A: b", "A:b", "Ab:b", "Ab  :  b", "abcdefghijklmnopqrstuvwxyzabcd: x", "abcdefghijklmnopqrstuvwxyzabcde: x",
		"abcdefghijklmnopqrstuvwxyzabc     : x", "a                              : x", "Zoë Ärger：x", "Key:\xff",
	}
	for _, data := range sampleCVs(t) {
		in = append(in, strings.Split(string(data), "\n")...)
	}
	for _, s := range in {
		checkKeyValueScans(t, s)
	}
	var hits [3]int
	for s := range cvtext.Joins(1, 2, keyValuePieces, 80000, 6) {
		for k, hit := range checkKeyValueScans(t, s) {
			if hit {
				hits[k]++
			}
		}
	}
	for k, n := range hits {
		if n < 200 {
			t.Fatalf("pattern %d matched %d random texts: too few to hold its scan", k, n)
		}
	}
	t.Logf("random texts matched: %v", hits)
}

// FuzzKeyValueScans: the scans answer as the regexps.
func FuzzKeyValueScans(f *testing.F) {
	f.Add("PA 15213")
	f.Add("Fellow (part time)")
	f.Add("Thesis: Kite Models")
	f.Fuzz(func(t *testing.T, s string) {
		checkKeyValueScans(t, s)
	})
}
