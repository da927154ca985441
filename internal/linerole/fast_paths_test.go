package linerole

import (
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// fastPieces are what the random joins of the fast-path tests are made
// of: the rule words of sections.txt, whole and cut, with endings, case,
// accents, marks, separators, years, particles and bytes beyond ASCII.
func fastPieces() []string {
	pieces := []string{" ", " ", "  ", "\t", ",", ", ", " and ", "&", ".", "-", "–", "(", ")", ":", "+",
		"2031", "1999", "19", "x", "É", "é", "e\u0301", "ß", "İ", "\u212a", "ﬁ", "\xff", "_", "Van", "de", "AND",
		"Q.", "Zorvik", "ing", "s", "al", "et al.", "²", "Ⅻ", "٣"}
	for _, r := range sectionRules {
		for _, g := range r.words {
			for _, w := range g {
				pieces = append(pieces, w, strings.ToUpper(w[:1])+w[1:], w[:min(len(w), 5)], w[:max(len(w)-1, 0)])
			}
		}
	}
	return pieces
}

// TestFastReadersArePlain holds each fast reading to its plain one on
// random joins: words, the section kind words name, the author-list
// test.
func TestFastReadersArePlain(t *testing.T) {
	pieces := fastPieces()
	for s := range cvtext.Joins(22, 14, pieces, 60000, 9) {
		ws, toks := wordsPlain(s), strings.Fields(strings.TrimSpace(s))
		if got := words(s); !slices.Equal(got, ws) {
			t.Fatalf("words(%q) = %q, plain %q", s, got, ws)
		}
		if got, want := sectionKindOf(ws), sectionKindPlain(ws); got != want {
			t.Fatalf("sectionKindOf(%q) = %q, plain %q", ws, got, want)
		}
		if got, want := authorLike(toks, ws), authorLikePlain(toks, ws); got != want {
			t.Fatalf("authorLike(%q) = %v, plain %v", s, got, want)
		}
	}
}

// TestMergedFeaturesAreSorted holds the merged features to the sorted
// ones on random lines of random joins and cues, each form and option.
func TestMergedFeaturesAreSorted(t *testing.T) {
	pieces := fastPieces()
	cues := []Cue{{}, {Heading: 2}, {Bold: true}, {List: "-", Depth: 2, Indent: 3}, {Size: 1.4}, {Size: 0.8, Repeats: true}, {Cells: 3}}
	var vs []Line
	i := 0
	for s := range cvtext.Joins(14, 22, pieces, 3000, 8) {
		vs = append(vs, Line{Page: i / 40, Text: s, Cue: cues[i%len(cues)], Section: []string{"", "talks", "odd"}[i%3], Title: []string{"", "T"}[i%2]})
		i++
	}
	for _, opt := range []Options{{}, {ParserCues: true}} {
		for _, form := range []string{"md", "pdf", "odd"} {
			got, want := Extract(vs, form, opt), ExtractPlain(vs, form, opt)
			for i := range want {
				if !slices.Equal(got[i], want[i]) {
					t.Fatalf("line %d %q (%s, %+v): merged %q, sorted %q", i, vs[i].Text, form, opt, got[i], want[i])
				}
			}
		}
	}
}
