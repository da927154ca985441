package parse

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// dropDateBoundPlain is dropDateBound as it read before: the name
// lower-cased once, each bound searched in the copy.
func dropDateBoundPlain(name string) string {
	low := strings.ToLower(name)
	for _, b := range dateBounds {
		if !strings.HasPrefix(low, b+" ") {
			continue
		}
		if ds := findDates(name); len(ds) > 0 && strings.TrimSpace(name[len(b):ds[0].start]) == "" {
			return strings.TrimLeft(name[ds[0].end:], " :,;-–—")
		}
	}
	return name
}

// eduRestPlain is eduRest's test of a lower-cased copy.
func eduRestPlain(rest string) string {
	if strings.Contains(rest, "GPA") || strings.Contains(rest, "gpa") {
		rest = strings.TrimSpace(strings.ReplaceAll(reGPA.ReplaceAllString(rest, ""), "()", ""))
	}
	rest = trimBrackets(strings.Trim(rest, " ,;*"))
	rest = strings.TrimLeft(rest, " .,;")
	if low := strings.ToLower(rest); strings.HasPrefix(low, "present") || strings.HasPrefix(low, "now") {
		return ""
	}
	return rest
}

// TestFoldedPrefixes holds dropDateBound, eduRest and isPlace, which
// compare ASCII text ignoring case instead of lower-casing a copy, to
// the copy's answers: fictional award and education lines, every sample
// line and 30,000 random joins (runes that lower-case to ASCII or
// change length among them).
func TestFoldedPrefixes(t *testing.T) {
	texts := []string{"", "Before 2029: Lamp Prize", "PRIOR TO 2030 - Wick Medal", "Present", "NOW, Lakeview",
		"İBefore 2029 Prize", "before 2029", "Until\u212a 2031 x"}
	pieces := []string{"Before", "BEFORE", "before", "prior", "PRIOR", " to", "until", "pre", " ", ":", "2029", "2031",
		"Present", "now", "NOW", "GPA", "(", ")", ",", "İ", "\u212a", "é", "\xff", "Lakeview", "Elm", "-"}
	for _, c := range slices.Sorted(maps.Keys(countries))[:3] { // a few: the look-up is what is tested
		pieces = append(pieces, c, strings.ToUpper(c))
	}
	for s := range cvtext.Joins(22, 12, pieces, 30000, 7) {
		texts = append(texts, s)
	}
	for _, s := range withCVLines(t, texts) {
		if got, want := dropDateBound(s), dropDateBoundPlain(s); got != want {
			t.Fatalf("dropDateBound(%q) = %q, the lower-cased copy gives %q", s, got, want)
		}
		if got, want := eduRest(s), eduRestPlain(s); got != want {
			t.Fatalf("eduRest(%q) = %q, the lower-cased copy gives %q", s, got, want)
		}
		if got, want := inLowerSet(countries, s), countries[strings.ToLower(s)]; got != want {
			t.Fatalf("inLowerSet(countries, %q) = %v, the lower-cased copy gives %v", s, got, want)
		}
	}
}
