package parse

import (
	"regexp"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// The regexps the scans of positions_keys_scan.go and text_stars.go
// replace: the oracle.
var (
	reCountPrefix = regexp.MustCompile(`^\d{1,2}\s?[x×]\s+`)
	reTitleKey    = regexp.MustCompile(`(?i)^(?:job\s+)?(?:title|position|role|appointment|rank)\s*[:：]\s*(\S.*)$`)
	reWithPerson  = regexp.MustCompile(`\s+(?:with|under)\s+(?:(?:Dr|Prof|Professor|Drs|Profs)\.?\s)\s*.*$`)
	reLabel       = regexp.MustCompile(`(?i)^(?:e-?mail|email|tel|phone|mobile|cell|homepage|web|website|url|address|github|linkedin|fax)\.?\s*[:：]\s*`)
	reEmphSplit   = regexp.MustCompile(`\*+`)
)

// keyPieces are the bits random lines are joined from: the keys and
// labels in several cases and with the runes that case-fold to their
// letters (long s, Kelvin sign), honorifics, digits, white space of
// each kind, colons and stars.
var keyPieces = []string{
	"job", "Job ", "title", "TITLE", "Position", "poſition", "role", "Rank", "appointment",
	"e-mail", "Email", "tel", "Phone", "web", "Website", "url", "LinkedIn", "lin\u212aedin", "fax", "gitHub",
	" with ", " under ", "with", "Dr", "Dr.", "Drs", "Prof", "Prof.", "Professor", "Profs.",
	"1", "12", "3x", "2×", "x", "×", " ", "  ", "\t", "\n", "\r", "\v", ":", "：", ".", "*", "**",
	"Research Assistant", "Ann Example", "é", "",
}

func checkKeyScans(t *testing.T, s string) {
	t.Helper()
	want := 0
	if m := reCountPrefix.FindStringIndex(s); m != nil {
		want = m[1]
	}
	if got := countPrefixEnd(s); got != want {
		t.Fatalf("countPrefixEnd(%q) = %d, regexp %d", s, got, want)
	}
	wantKey, wantOK := "", false
	if m := reTitleKey.FindStringSubmatch(s); m != nil {
		wantKey, wantOK = m[1], true
	}
	if got, ok := keyedTitle(s); got != wantKey || ok != wantOK {
		t.Fatalf("keyedTitle(%q) = %q, %v; regexp %q, %v", s, got, ok, wantKey, wantOK)
	}
	want = -1
	if m := reWithPerson.FindStringIndex(s); m != nil {
		want = m[0]
	}
	if got := withPersonAt(s); got != want {
		t.Fatalf("withPersonAt(%q) = %d, regexp %d", s, got, want)
	}
	if got, want := s[contactLabelEnd(s):], reLabel.ReplaceAllString(s, ""); got != want {
		t.Fatalf("contactLabelEnd(%q) leaves %q, regexp %q", s, got, want)
	}
	if got, want := contactLabelEnd(s) > 0, reLabel.MatchString(s); got != want {
		t.Fatalf("contactLabelEnd(%q) > 0 is %v, regexp matches %v", s, got, want)
	}
	if got, want := starsToSpaces(s), reEmphSplit.ReplaceAllString(s, " "); got != want {
		t.Fatalf("starsToSpaces(%q) = %q, regexp %q", s, got, want)
	}
	var got, wantPieces []string
	for p := range strings.FieldsFuncSeq(s, isStar) {
		got = append(got, p)
	}
	for _, p := range reEmphSplit.Split(s, -1) {
		if p != "" {
			wantPieces = append(wantPieces, p)
		}
	}
	if strings.Join(got, "\x00") != strings.Join(wantPieces, "\x00") || len(got) != len(wantPieces) {
		t.Fatalf("pieces of %q between stars: %q, regexp %q", s, got, wantPieces)
	}
}

// TestKeyScans holds countPrefixEnd, keyedTitle, withPersonAt,
// contactLabelEnd, starsToSpaces and the star split to their regexps on
// fictional lines and random joins, which must reach a match of each.
func TestKeyScans(t *testing.T) {
	for _, s := range []string{
		"3x Research Assistant", "12 × Fellow", "1x", "123x a", "Job  Title : Fellow (since 2011)",
		"Title:\n Fellow", "Title:  ", "poſition: x", "Rank:\vx", "Research Assistant with Dr. Ann Example",
		"RA under Profs.\nx", "RA with Dr.x", "RA with  Drs\t\n  x", "E-mail.: a@example.org", "Website: x",
		"web site: x", "lin\u212aedin：x", "ran\u212a: x", "**2019** talk **2020**", "*a**b***",
	} {
		checkKeyScans(t, s)
	}
	var count, key, with, label int
	for s := range cvtext.Joins(19, 23, keyPieces, 300000, 7) {
		checkKeyScans(t, s)
		if reCountPrefix.MatchString(s) {
			count++
		}
		if reTitleKey.MatchString(s) {
			key++
		}
		if reWithPerson.MatchString(s) {
			with++
		}
		if reLabel.MatchString(s) {
			label++
		}
	}
	if count < 100 || key < 100 || with < 100 || label < 100 {
		t.Fatalf("random lines reach too few matches: count %d, title key %d, with person %d, label %d", count, key, with, label)
	}
}

func FuzzKeyScans(f *testing.F) {
	for _, s := range keyPieces {
		f.Add("Title" + s + ": with Dr." + s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkKeyScans(t, s) })
}
