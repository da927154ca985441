package parse

import (
	"math"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// TestPaddedWords holds paddedWords to the words joined and padded, on
// fictional job titles, every sample line and 20,000 random joins.
func TestPaddedWords(t *testing.T) {
	texts := []string{"", " ", "Summer Intern", "  Research_Scientist (II) ", "Post-Doc, 2020", "ÉCOLE Fellow",
		"x", "--", "Lead\tEngineer", "Ada's Lab", "\xff Intern"}
	pieces := []string{"Intern", "LEAD", "a", "_", "1", " ", "\t", "-", ",", "(", "é", "İ", "\xff", "'"}
	for s := range cvtext.Joins(22, 8, pieces, 20000, 10) {
		texts = append(texts, s)
	}
	for _, s := range withCVLines(t, texts) {
		if got, want := paddedWords(s), " "+strings.Join(words(s), " ")+" "; got != want {
			t.Fatalf("paddedWords(%q) = %q, the joined words give %q", s, got, want)
		}
	}
}

// TestASCIIWordCount holds asciiWordCount to the word scan it replaces on
// ASCII text (textscan.WordsUpTo) and wordCount to it on every text:
// fictional titles, every sample line and 20,000 random joins.
func TestASCIIWordCount(t *testing.T) {
	texts := []string{"", " ", "Lamp Keeper, 2029", "a1b2 c3", "--x--", "Ode_to Wicks", "9", "é lamp", "\xff wick"}
	pieces := []string{"Lamp", "wick", "a", "Z", "0", "9", "_", " ", "\t", "-", ",", "é", "\xff", "'", "\x7f"}
	for s := range cvtext.Joins(22, 11, pieces, 20000, 12) {
		texts = append(texts, s)
	}
	for _, s := range withCVLines(t, texts) {
		want := wordsUpTo(s, math.MaxInt-1)
		if got := wordCount(s); got != want {
			t.Fatalf("wordCount(%q) = %d, the word scan gives %d", s, got, want)
		}
		if isASCII(s) {
			if got := asciiWordCount(s); got != want {
				t.Fatalf("asciiWordCount(%q) = %d, the word scan gives %d", s, got, want)
			}
		}
	}
}

// TestHasPaddedWord holds hasPaddedWord to strings.Contains of the padded
// key: positionKind's keys (phrases, short keys found inside longer
// words, keys that overlap themselves) in padded titles and random
// joins.
func TestHasPaddedWord(t *testing.T) {
	keys := []string{"intern", "ta", "ra", "research fellow", "post doctoral", "aa", "a a", "phd", "x", " "}
	in := []string{" research fellow ", " intern ", " internship ", " data analyst ", "intern", " ta", "ta ", " aa aa ",
		" a a a ", "", " ", "  "}
	for _, data := range sampleCVs(t) {
		for _, l := range strings.Split(string(data), "\n") {
			in = append(in, paddedWords(l))
		}
	}
	for s := range cvtext.Joins(2, 5, []string{" ", " ", "a", "ta", "ra", "intern", "ship", "research", "fellow", "x", " ta ", " aa "}, 20000, 8) {
		in = append(in, s)
	}
	found := 0
	for _, s := range in {
		for _, k := range keys {
			got, want := hasPaddedWord(s, k), strings.Contains(s, " "+k+" ")
			if got != want {
				t.Fatalf("hasPaddedWord(%q, %q) = %v, want %v", s, k, got, want)
			}
			if got {
				found++
			}
		}
	}
	if found < 1000 {
		t.Fatalf("%d keys found: too few to hold the scan", found)
	}
}
