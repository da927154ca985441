package parse

import (
	"regexp"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// The award readers' word patterns that speed_awardwords.go scans for,
// kept as the oracle.
var (
	reNoteWords  = regexp.MustCompile(`(?i)\btop\b|%|\bstudents?\b|\bwinners?\b|\bawardees?\b|\bworldwide\b|\branked\b|\bout of\b|\bselected\b|\bamong\b|\brecipients?\b|\bdept\b|\bresearchers\b|\$|€|£|\bUSD\b`)
	reFinalist   = regexp.MustCompile(`(?i)\b(?:semi-?)?finalists?\b|\bshort-?listed\b`)
	reNominee    = regexp.MustCompile(`(?i)\bnomin(?:ee|ees|ated|ation)\b`)
	reHonMention = regexp.MustCompile(`(?i)\bhonou?rable mention\b|\brunners?[- ]?up\b`)
)

// awardWordPieces are the pieces TestAwardWordScans joins at random:
// each form and its near misses, folded letters, boundaries.
var awardWordPieces = []string{
	"top", "TOP", "tops", "student", "Students", "ſtudent", "winner", "winners", "awardee", "awardees", "worldwide",
	"ranked", "RANKED", "out of", "out  of", "selected", "among", "recipient", "recipients", "dept", "researchers", "usd",
	"USD", "%", "$", "€", "£", "honorable mention", "Honourable Mention", "honorable  mention", "runner", "runners", "-up",
	" up", "up", "finalist", "finalists", "semi", "semi-", "short", "short-", "listed", "nomin", "ee", "ees", "ated", "ation",
	"nominee", "Nominated", " ", "-", "_", "x", "1", "é", "ſ", "K", "\xff", "(", ")", ",",
}

// checkAwardWordScans holds the four scans to their regexps on s.
func checkAwardWordScans(t *testing.T, s string) (hits [4]bool) {
	t.Helper()
	for k, c := range []struct {
		name string
		got  bool
		re   *regexp.Regexp
	}{
		{"hasNoteWords", hasNoteWords(s), reNoteWords},
		{"honMentionForms.in", honMentionForms.in(s), reHonMention},
		{"finalistForms.in", finalistForms.in(s), reFinalist},
		{"nomineeForms.in", nomineeForms.in(s), reNominee},
	} {
		want := c.re.MatchString(s)
		if c.got != want {
			t.Fatalf("%s(%q) = %v, the regexp says %v", c.name, s, c.got, want)
		}
		hits[k] = want
	}
	return hits
}

// TestAwardWordScans: the scans answer as the regexps on fictional award
// lines, every sample line and random joins.
func TestAwardWordScans(t *testing.T) {
	in := []string{
		"Best Poster Award (top 5% of 300 entries)", "Kite Prize, Honorable Mention", "Runner-up, Lantern Cup", "Finalist",
		"Semi-finalist, Tile Award", "Shortlisted for the Quill Medal", "Nominated for the Reyes Prize", "among 40 students",
		"xſtudent", "ſtudent", "RANKED", "ranKed", "topper", "stop", "out of 12", "USD 500", "runnersup", "nominations",
		"", "semifinalists.", "finalist_", "1finalist", "é finalist", "finalisté",
	}
	for _, data := range sampleCVs(t) {
		in = append(in, strings.Split(string(data), "\n")...)
	}
	for _, s := range in {
		checkAwardWordScans(t, s)
	}
	var hits [4]int
	for s := range cvtext.Joins(3, 7, awardWordPieces, 80000, 6) {
		for k, hit := range checkAwardWordScans(t, s) {
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
	t.Logf("random texts matched: %d", hits)
}

// FuzzAwardWordScans: the scans answer as the regexps.
func FuzzAwardWordScans(f *testing.F) {
	f.Add("Best Poster Award (top 5% of 300 entries)")
	f.Add("Semi-finalist, Runner-up, Nominated")
	f.Fuzz(func(t *testing.T, s string) {
		checkAwardWordScans(t, s)
	})
}
