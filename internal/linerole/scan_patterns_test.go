package linerole

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
)

// patternTexts are fictional lines for the pattern scanners.
var patternTexts = []string{"", "Vol. 12, no. 3, pp. 45–67", "ISSUE 4", "vOl.7", "volume  9", "Volume9", "novel 3", "xno 3",
	"No.\t1", "nO", "ſpp 3", "issue", "+1 (555) 123-4567", "555.123.4567", "12 345 6789", "12) 345-678", "1 234 567",
	"Ada Quill et al. 2020", "Quill ET\tAL", "et al", "etal", "bet al", "et alia", "et  al_", "Et Al.",
	"Note: a fictional line", "Note:", " : x", "a:\tb", "a :b", "é: x", "2019 - 2020", "Ada | Quill", "a –b",
	"a — b", "- b", "a -", "a  -  b", "x\f-\rb", "é — é", "2019 – 2021", "2019-21", "2020 to Present", "1999 UNTIL now",
	"x2019-2020", "2019—20x", "2019 -2020_", "2020 today", "2020 toDAY", "2020-ſ", "2020 - CURRENT", "20201-2", "2019 -"}

// patternPieces are what the random lines are joined from.
var patternPieces = []string{"1", "2", "34", "567", "8901", " ", "\t", "\n", "\f", "\v", ".", "-", "–", "—", "|", ")",
	"(", "+", ":", "vol", "VOL", "Vol.", "volume", "ume", "pp", "PP", "no", "No", "issue", "ISSUE", "ſ", "et", "ET",
	"al", "Al", "a", "_", "é", "\xff", "x", "19", "20", "2019", "to", "TO", "until", "present", "Now", "current", "today", "ſ"}

// checkPatternScans fails when a scanner differs from its pattern on s.
func checkPatternScans(t *testing.T, s string) {
	t.Helper()
	for name, c := range map[string][2]bool{
		"phone":    {hasPhone(s), rePhone.MatchString(s)},
		"volume":   {hasVolume(s), reVolume.MatchString(s)},
		"etal":     {hasEtAl(s), reEtAl.MatchString(s)},
		"midcolon": {hasMidColon(s), reMidColon.MatchString(s)},
		"middash":  {hasMidDash(s), reMidDash.MatchString(s)},
		"range":    {hasDateRange(s), reDateRange.MatchString(s)},
	} {
		if c[0] != c[1] {
			t.Fatalf("%s scanner says %v on %q, the pattern %v", name, c[0], s, c[1])
		}
	}
}

// TestPatternScans holds the scanners to their patterns on fictional
// lines and 50,000 random joins of digits, white space, dashes and the
// patterns' words.
func TestPatternScans(t *testing.T) {
	for _, s := range patternTexts {
		checkPatternScans(t, s)
	}
	rng := rand.New(rand.NewPCG(22, 6))
	for range 50000 {
		var b strings.Builder
		for range rng.IntN(14) {
			b.WriteString(patternPieces[rng.IntN(len(patternPieces))])
		}
		checkPatternScans(t, b.String())
	}
}

// TestEtAlFolds checks hasEtAl's premise: no rune beyond ASCII folds to
// a letter of "et al" or of the date range's words but the long s.
func TestEtAlFolds(t *testing.T) {
	for _, c := range "etal" + "tountil" + "presentnowcurrenttoday" {
		if c == 's' {
			continue // the long s: hasDateRange leaves a text with one to its pattern
		}
		for r := unicode.SimpleFold(c); r != c; r = unicode.SimpleFold(r) {
			if r >= 0x80 {
				t.Errorf("%q folds to %q, which the scanners do not read", c, r)
			}
		}
	}
}

// FuzzPatternScans holds the scanners to their patterns on any text:
//
//	go test -run '^$' -fuzz FuzzPatternScans ./internal/linerole
func FuzzPatternScans(f *testing.F) {
	for _, s := range patternTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkPatternScans(t, s)
	})
}
