package parse

import (
	"strings"
	"testing"
)

// TestContainsAnyFold checks containsAnyFold (textscan's tests hold
// indexFold, containsFold and hasPrefixFold to their definitions).
func TestContainsAnyFold(t *testing.T) {
	if !containsAnyFold("A DOI: 10.1/x", "pdf", "doi:") || containsAnyFold("plain", "pdf", "doi:") {
		t.Error("containsAnyFold")
	}
}

// TestNoiseCues checks that every reNoise match holds one of noiseCues,
// the guard dropNoise tests first, on citations with and without noise.
func TestNoiseCues(t *testing.T) {
	for _, s := range []string{
		"A. Author. Title. In Proc. X, 2021 (Acceptance Rate: 20%).",
		"Title [PDF] [Slides] [BibTeX] [Code]",
		"Title. DOI: 10.1145/1234.5678",
		"Title (IF: 3.2), (Citations: 40) (accepted)",
		"Title (impact factor 2.1) [Website] [Project] [Talk] [Paper] [Link] [Poster] [Video] [Bib] [doi]",
	} {
		for _, m := range reNoise.FindAllString(s, -1) {
			if !containsAnyFold(m, noiseCues...) {
				t.Errorf("reNoise matched %q in %q: no cue in it", m, s)
			}
		}
		if dropNoise(s) == s {
			t.Errorf("dropNoise(%q) left the noise", s)
		}
	}
	// the long s folds to "s" in a (?i) regexp: the guard must not skip it
	s := "Title [\u017flides]"
	if regexpFoldSafe(s) || dropNoise(s) != reNoise.ReplaceAllString(s, "") {
		t.Errorf("dropNoise(%q) = %q", s, dropNoise(s))
	}
}

// TestAnyWordMatchesWords checks anyWord (which builds no word list)
// against its definition on words(), for ASCII and other text.
func TestAnyWordMatchesWords(t *testing.T) {
	dict := map[string]bool{"école": true, "phd": true, "straße": true, "2021": true, "i": true}
	for _, s := range []string{
		"École Normale", "PhD, 2021", "Straße–Weg", "İstanbul", "naïve—approach", "Ph.D.", "",
		"\xff\xfeÉCOLE", "x–ÉCOLE–y", strings.Repeat("é", 80) + " phd",
	} {
		for _, in := range []bool{true, false} {
			want := false
			for _, w := range words(s) {
				if dict[w] == in {
					want = true
					break
				}
			}
			if got := anyWord(s, dict, in); got != want {
				t.Errorf("anyWord(%q, in=%v) = %v, want %v", s, in, got, want)
			}
		}
	}
}

// TestContainsAnyOf compares containsAnyOf with strings.ContainsAny on
// random strings of ASCII, multi-byte runes and invalid bytes.
func TestContainsAnyOf(t *testing.T) {
	pieces := []string{"a", "*", "_", "\u2010", "\u2011", "“", "\"", "\xe2", "\x80", "\x90", "†", "+", " ", "’", "\xff", "\x01"}
	sets := []string{"*_", "\x01\x02", "\u2010\u2011", "“\"", "\"“”", "*∗†+", "@|", "' ", "[']’"}
	seed := uint32(7)
	next := func(n int) int { seed = seed*1664525 + 1013904223; return int(seed>>16) % n }
	for range 20000 {
		var b strings.Builder
		for range next(8) {
			b.WriteString(pieces[next(len(pieces))])
		}
		s := b.String()
		for _, set := range sets {
			if got, want := containsAnyOf(s, set), strings.ContainsAny(s, set); got != want {
				t.Fatalf("containsAnyOf(%q, %q) = %v, want %v", s, set, got, want)
			}
		}
	}
}

// TestFoldedWordChecks holds the copy-free forms of onlyPresent and
// hasWordFold equal to their definitions on a lower-cased copy.
func TestFoldedWordChecks(t *testing.T) {
	for _, s := range []string{"Present", "(NOW)", "*Ongoing*", "presently", "Now.", "to date", "Current ", "todays", "", "Présent", "\u212aNOW"} {
		want := false
		switch strings.ToLower(strings.Trim(s, " *_.()")) {
		case "present", "now", "current", "today", "ongoing":
			want = true
		}
		if got := onlyPresent(s); got != want {
			t.Errorf("onlyPresent(%q) = %v, want %v", s, got, want)
		}
	}
	phrases := []string{"best paper", "award", "in press"}
	for _, s := range []string{"Best Paper Award", "AWARDS", "an award.", "In Press", "inpress", "bestpaper award", "x-award-y", "Award"} {
		if got, want := hasWordFold(s, newPhraseSet(phrases)), phraseRef(s, phrases); got != want {
			t.Errorf("hasWordFold(%q) = %v, want %v", s, got, want)
		}
	}
}

// FuzzScansMatchRegexps holds each scan that replaced or guards a
// regexp equal to it on any text:
//
//	go test -run '^$' -fuzz FuzzScansMatchRegexps ./cv/parse
func FuzzScansMatchRegexps(f *testing.F) {
	for _, s := range []string{"Ph.D. in CS, minor in Math", "M.\u017f. (GPA 3.9)", "Title [PDF] doi: 10.1/x", "Last Updated: May 2024", "<b>Bold</b> <a href=x>l</a>", "\u212a", "a <br/> b < c > d <x y<z> <p\t> </ a>", "I'M a student at X", "Previously, I was a PhD student at Y", "I GRADUATED with a BSc from Z", "I Interned at Q", "I have Obtained my PhD in X from Y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m := reDegree.FindStringSubmatchIndex(s)
		if start, end, ok := findDegree(s); ok != (m != nil) || ok && (start != m[2] || end != m[3]) {
			t.Fatalf("findDegree(%q) = %d, %d, %v; reDegree gives %v", s, start, end, ok, m)
		}
		for _, c := range []tailCut{fieldCut, secondSubject} {
			if got, want := c.cut(s), c.re.ReplaceAllString(s, ""); got != want {
				t.Fatalf("cut(%q) = %q, regexp gives %q", s, got, want)
			}
		}
		for re, cues := range bioCues {
			if re.MatchString(s) && regexpFoldSafe(s) && !containsAnyFold(s, cues...) {
				t.Fatalf("%v matches %q without one of its cues", re, s)
			}
		}
		if got, want := dropNoise(s), reNoise.ReplaceAllString(s, ""); got != want {
			t.Fatalf("dropNoise(%q) = %q, want %q", s, got, want)
		}
		for _, set := range []string{"*_", "\u2010\u2011", "“\"", "*∗†+"} {
			if containsAnyOf(s, set) != strings.ContainsAny(s, set) {
				t.Fatalf("containsAnyOf(%q, %q) differs", s, set)
			}
		}
	})
}
