package lines

import (
	"testing"
)

// checkScans fails when a scan of scans.go differs from the regexp it
// replaces on s.
func checkScans(t *testing.T, s string) {
	t.Helper()
	if got, want := isRuleLine(s), reRule.MatchString(s); got != want {
		t.Fatalf("isRuleLine(%q) = %v, reRule matches: %v", s, got, want)
	}
	if regexpFoldSafe(s) {
		if got, want := brTagsToSpace(s), reBr.ReplaceAllString(s, " "); got != want {
			t.Fatalf("brTagsToSpace(%q) = %q, reBr gives %q", s, got, want)
		}
		if got, want := strongTagsToStars(s), reStrongTag.ReplaceAllString(s, "**"); got != want {
			t.Fatalf("strongTagsToStars(%q) = %q, reStrongTag gives %q", s, got, want)
		}
	}
	if got, want := stripTags(s), reTag.ReplaceAllString(s, ""); got != want {
		t.Fatalf("stripTags(%q) = %q, want %q", s, got, want)
	}
}

var scanExtras = []string{"---", " - - -", "***", "_ _ _", "--", "a<br>b", "a<BR />b", "<br/ >", "<b>x</b>", "<STRONG >y</strong>", "<strongx>", "</b", "<p class=\"x\">t</p>", "<", "a < b > c"}

// TestScansMatchRegexps holds the scans to their regexps on the sample
// lines, and checks that some line is a rule (the test looks at something).
func TestScansMatchRegexps(t *testing.T) {
	rules := 0
	for _, s := range guardLines(scanExtras...) {
		for _, w := range append(windows(s, 8), s) {
			checkScans(t, w)
		}
		if reRule.MatchString(s) {
			rules++
		}
	}
	if rules == 0 {
		t.Error("no text matched the rule regexp: the test looks at nothing")
	}
}

func FuzzScans(f *testing.F) {
	for _, s := range scanExtras {
		f.Add(s)
	}
	f.Fuzz(checkScans)
}
