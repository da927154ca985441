package linerole

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// TestFoldsBeyondASCII checks the premise of mayVolume and hasURL: the
// only runes beyond ASCII that case folding reads as a letter of the
// patterns' words are the Kelvin sign and the long s.
func TestFoldsBeyondASCII(t *testing.T) {
	letters := strings.Join(append(append([]string{}, volumeWords...), append(urlWords, urlEnds...)...), "") + "volume"
	for _, c := range letters {
		for r := unicode.SimpleFold(c); r != c; r = unicode.SimpleFold(r) {
			if r >= 0x80 && r != '\u212a' && r != '\u017f' {
				t.Errorf("%q folds to %q, which no prefilter lets through", c, r)
			}
		}
	}
}

// TestYearVolumePrefilters holds the year, phone, page-range and volume
// prefilters, and dropYears, to their patterns on fictional lines and
// random joins of digits, dashes and the patterns' words.
func TestYearVolumePrefilters(t *testing.T) {
	texts := []string{"", "2019", "1999–2003", "Vol. 12, no. 3, pp. 45–67", "ISSUE 4", "vOl.7", "No.1", "nO 2",
		"+1 (555) 123-4567", "555.123.4567", "12 345 6789", "2019to2020", "20199 - present", "ſpp 3", "Kvol 1",
		"In Pebble Letters 12(3), 2021", "1920-1921", "x2020y", "Ada Quill, Bo Reyes and Cy Moss"}
	pieces := []string{"19", "20", "1", "2", "0", "9", "345", "6789", "vol", "VOL", "Vol.", "volume", "pp", "PP", "no", "No.",
		"issue", "ISSUE", "ſ", "\u212a", "-", "–", "—", " ", "\t", "(", ")", "+", ".", ",", "to", "until", "present", "a", "é",
		"www.", ".com", ".COM", ".edu", "orcid", "http://", "GitHub", "linKedin", "scholar.google", "“", "_"}
	for s := range cvtext.Joins(22, 5, pieces, 20000, 10) {
		texts = append(texts, s)
	}
	for _, s := range texts {
		for name, c := range map[string][2]bool{
			"year":      {reYear.MatchString(s), hasYearPair(s)},
			"daterange": {reDateRange.MatchString(s), hasYearPair(s)},
			"phone":     {rePhone.MatchString(s), mayPhone(s)},
			"pagerange": {rePageRange.MatchString(s), mayPageRange(s)},
			"volume":    {reVolume.MatchString(s), mayVolume(s)},
		} {
			if c[0] && !c[1] {
				t.Fatalf("%s matches %q, which its prefilter refuses", name, s)
			}
		}
		if got, want := dropYears(s, hasYearPair(s)), reYear.ReplaceAllString(s, ""); got != want {
			t.Fatalf("dropYears(%q) = %q, the pattern gives %q", s, got, want)
		}
		if got, want := hasURL(s), reURL.MatchString(s); got != want {
			t.Fatalf("hasURL(%q) = %v, the pattern says %v", s, got, want)
		}
	}
}

// hasDegreeByForm is hasDegree as it searched the text for each form: it reports whether text holds a degree's name as a whole word.
func hasDegreeByForm(text string) bool {
	low := " " + strings.ToLower(text) + " "
	for f := range degreeForms {
		i := strings.Index(low, f)
		for i >= 0 {
			if !isWordRune(rune(low[i-1])) && !isWordRune(rune(low[i+len(f)])) {
				return true
			}
			j := strings.Index(low[i+1:], f)
			if j < 0 {
				break
			}
			i += 1 + j
		}
	}
	return false
}

// TestHasDegree holds hasDegree to the search form by form on fictional
// lines, every form alone and between word and non-word bytes, and
// random joins of forms and such bytes.
func TestHasDegree(t *testing.T) {
	texts := []string{"", "PhD", "Ph.D. in Pebble Studies", "MSc, 2019", "BA", "bachelor", "Mathematics", "msc.", "xphd", "phdx", "é ph.d.", "ph.d.é"}
	var forms []string
	for f := range degreeForms {
		forms = append(forms, f)
	}
	slices.Sort(forms)
	edges := []string{"", " ", "a", "1", ".", ",", "é", "(", ")", "-", "\xff", "É"}
	for _, f := range forms {
		for _, a := range edges {
			for _, b := range edges {
				texts = append(texts, a+f+b, strings.ToUpper(a+f+b))
			}
		}
	}
	rng := rand.New(rand.NewPCG(5, 22))
	for range 5000 {
		var b strings.Builder
		for range rng.IntN(6) {
			if rng.IntN(2) == 0 {
				b.WriteString(forms[rng.IntN(len(forms))])
			} else {
				b.WriteString(edges[rng.IntN(len(edges))])
			}
		}
		texts = append(texts, b.String())
	}
	hits := 0
	for _, s := range texts {
		got, want := hasDegree(s), hasDegreeByForm(s)
		if got != want {
			t.Fatalf("hasDegree(%q) = %v, the search by form says %v", s, got, want)
		}
		if got {
			hits++
		}
	}
	if hits == 0 || hits == len(texts) {
		t.Fatalf("%d of %d texts hold a degree: the test tells nothing apart", hits, len(texts))
	}
}
