package parse

import (
	"regexp"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// The patterns of dateWrap that speed_datetail.go scans for, kept as
// their oracle.
var (
	reOpenDateEnd = regexp.MustCompile(`(?i)(?:\b(?:` + monthNames + `)\.?|(?:\b(?:` + monthNames + `)\.?\s+)?\b\d{4}\s*[-–—])$`)
	reExpected    = regexp.MustCompile(`(?i)^\W{0,3}(?:expected|anticipated|est\.)`)
	reDateTail    = regexp.MustCompile(`(?i)^(?:(?:(?:` + monthNames + `)\.?\s+)?\d{4}|present|current|now|ongoing)(?:\s*[-–—]\s*(?:(?:(?:` + monthNames + `)\.?\s+)?\d{4}|present|current|now|ongoing))?(?:\s*\([^()]{1,30}\))?\.?$`)
)

// dateTailPieces are the pieces TestDateTailScans joins at random: month
// names and their parts, years, dashes, words for now, notes, brackets,
// word and non-word runes.
var dateTailPieces = []string{
	"May", "may", "sept", "Sep", "SEPTEMBER", "ember", "ſ", "Jan", "uary", "June", "jun", "Dec.", "Nov", "now", "Now", "nowhere",
	"present", "PREſENT", "current", "ongoing", "2030", "1999", "203", "0", "–", "-", "—", " ", "  ", "\t", "(", ")",
	"(expected)", "(a note longer than thirty runes in all)", "expected", "Anticipated", "EST.", "eſt.", "est", "(", "((", "K", ".", "..", "é", "x", "_", "1", "\xff", "ñ",
}

// checkDateTailScans holds both scans to their regexps on s.
func checkDateTailScans(t *testing.T, s string) {
	t.Helper()
	if got, want := isDateTail(s), reDateTail.MatchString(s); got != want {
		t.Fatalf("isDateTail(%q) = %v, reDateTail says %v", s, got, want)
	}
	if got, want := isOpenDateEnd(s), reOpenDateEnd.MatchString(s); got != want {
		t.Fatalf("isOpenDateEnd(%q) = %v, reOpenDateEnd says %v", s, got, want)
	}
	want := -1
	if m := reExpected.FindStringIndex(s); m != nil {
		want = m[1]
	}
	if got := expectedEnd(s); got != want {
		t.Fatalf("expectedEnd(%q) = %d, reExpected gives %d", s, got, want)
	}
}

// TestDateTailScans: the scans answer as the regexps on fictional text,
// every sample line and random joins, which match each pattern often.
func TestDateTailScans(t *testing.T) {
	in := append([]string{
		"2031 (note of exactly thirty runes ok)", "2031 (note of exactly thirty-one runes)", "2031 ()", "2031 (a(b))",
		"May.  2031", "May2031", "20312", "x2031 -", "_2031 -", "é2031 -", "in 2031—", "Mayday", "in may", "xmay", "(may.",
		"2030 -- ", "2030 --", "present.", "present..", "2030 – now (exp.).", "Sept. 2030 – Sept 2031", "ſept. 2030",
	}, dateWrapTexts...)
	for _, data := range sampleCVs(t) {
		in = append(in, strings.Split(string(data), "\n")...)
	}
	for _, s := range in {
		checkDateTailScans(t, s)
		checkDateTailScans(t, strings.TrimSpace(s))
	}
	var hits [3]int
	for s := range cvtext.Joins(22, 17, dateTailPieces, 80000, 7) {
		checkDateTailScans(t, s)
		if reDateTail.MatchString(s) {
			hits[0]++
		}
		if reOpenDateEnd.MatchString(s) {
			hits[1]++
		}
		if reExpected.MatchString(s) {
			hits[2]++
		}
	}
	if hits[0] < 100 || hits[1] < 100 || hits[2] < 100 {
		t.Fatalf("random texts matched %v times: too few to hold the scans", hits)
	}
	t.Logf("random texts matched: %v", hits)
}

// FuzzDateTailScans: the scans answer as the regexps.
func FuzzDateTailScans(f *testing.F) {
	for _, s := range dateWrapTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkDateTailScans(t, s)
	})
}
