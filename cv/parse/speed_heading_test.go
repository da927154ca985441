package parse

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestCoverPhrases: a phrase is its own key, one opening with "and" has
// the key "and", a key holding another is dropped, a phrase that is not
// all ASCII makes the key "".
func TestCoverPhrases(t *testing.T) {
	cases := []struct {
		phrases, want []string
	}{
		{[]string{"Lamp Lighter", "lamp", "wick trimmer"}, []string{"lamp", "wick trimmer"}},
		{[]string{"and beyond", "far afield"}, []string{"and", "far afield"}},
		{[]string{"plain words", "équipe"}, []string{""}},
		{[]string{"  "}, nil},
	}
	for _, c := range cases {
		if got := coverPhrases(c.phrases); !slices.Equal(got, c.want) {
			t.Errorf("coverPhrases(%q) = %q, want %q", c.phrases, got, c.want)
		}
	}
	ks := newKeySet([]string{"wick", "lamp oil"})
	for s, want := range map[string]bool{"": false, "LAMP OIL": true, "lamp  oil": false, "candleWICKs": true, "wic": false} {
		if got := ks.inFold(s); got != want {
			t.Errorf("inFold(%q) = %v, want %v", s, got, want)
		}
	}
}

// guardPieces are the words of the phrases (as they are and in capitals),
// connectors, marks and runes that lower-case to ASCII or change length.
func guardPieces(phrases []string) []string {
	pieces := []string{" ", " ", " and ", "AND", "&", "/", ",", ";", "+", "(", ")", ":", "İ", "\u212a", "é", "ẞ", "\xff", "-", ".",
		"Papers", "journal", "Books", "Selected", "ICML 2030", "Oral Diseases"}
	for _, p := range phrases {
		pieces = append(pieces, p, strings.ToUpper(p))
		pieces = append(pieces, strings.Fields(p)...)
	}
	return pieces
}

// randomJoins are n joins of up to 7 pieces each.
func randomJoins(pieces []string, n int, seed uint64) []string {
	rng := rand.New(rand.NewPCG(22, seed))
	out := make([]string, 0, n)
	for range n {
		var b strings.Builder
		for range rng.IntN(8) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		out = append(out, b.String())
	}
	return out
}

// TestHeadingLabelGuard holds headingLabel to its plain path: fictional
// headings, every sample line and 40,000 random joins of phrase words,
// connectors, capitals and runes, lower-cased (as pubSubsectionText and
// statusHeading pass them) and as they are.
func TestHeadingLabelGuard(t *testing.T) {
	texts := []string{"", "Working Papers", "Preprints & Works Under Submission", "Journal Articles", "Talks and Posters",
		"x and&under review", "In Prep.", "WORK İN PROGRESS", "\xffpreprint", "Op-Eds/Blog Posts"}
	texts = append(texts, randomJoins(guardPieces(headingLabelPhrases()), 40000, 9)...)
	said := 0
	for _, s := range withCVLines(t, texts) {
		for _, x := range []string{s, strings.ToLower(s)} {
			plain := headingLabelPlain(x)
			if plain != "" {
				said++
			}
			if got := headingLabel(x); got != plain {
				t.Fatalf("headingLabel(%q) = %q, plain path %q", x, got, plain)
			}
		}
	}
	if said < 5000 {
		t.Fatalf("only %d texts are labelled: the test tries too few", said)
	}
}

// TestMayHoldDistinction holds the guard to the plain test (a label in
// the lower-cased text) and distinctionSpans to its answer without the
// guard.
func TestMayHoldDistinction(t *testing.T) {
	texts := []string{"", "ICML 2030 (Oral)", "CVPR 2031, Highlight", "Selected for a SPOTLIGHT talk", "Oral Diseases",
		"Doctoral Symposium", "spotl\u0130ght", "\u212aeynote", "\xffspotlight"}
	texts = append(texts, randomJoins(guardPieces(pubDistinctions.labels), 30000, 10)...)
	found := 0
	for _, s := range withCVLines(t, texts) {
		plain := mayHoldDistinctionPlain(s)
		if plain {
			found++
		}
		if plain && !mayHoldDistinction(s) {
			t.Fatalf("mayHoldDistinction(%q) = false, but the lower-cased text holds a label", s)
		}
		if !mayHoldDistinction(s) && distinctionSpansUnguarded(s) != nil {
			t.Fatalf("mayHoldDistinction(%q) = false, but the parts hold a label", s)
		}
	}
	if found < 3000 {
		t.Fatalf("only %d texts hold a label: the test tries too few", found)
	}
}

// TestTalksHeadingGuard holds talksHeading to its plain path: fictional
// headings, every sample line and 40,000 random joins of the phrases'
// words, connectors, capitals and runes, lower-cased and as they are.
func TestTalksHeadingGuard(t *testing.T) {
	texts := []string{"", "Posters & Talks", "POSTER PRESENTATIONS / INVITED TALKS", "Poster-Sessions", "Talks",
		"Posters and Short Papers", "talks and&poster", "P\u212aoster", "İnvited Talks, Posters"}
	var phrases []string
	for ph := range talksHeadingPhrases {
		phrases = append(phrases, ph)
	}
	slices.Sort(phrases)
	texts = append(texts, randomJoins(guardPieces(phrases), 40000, 11)...)
	yes := 0
	for _, s := range withCVLines(t, texts) {
		for _, x := range []string{s, strings.ToLower(s)} {
			plain := talksHeadingPlain(x)
			if plain {
				yes++
			}
			if got := talksHeading(x); got != plain {
				t.Fatalf("talksHeading(%q) = %v, plain path %v", x, got, plain)
			}
		}
	}
	if yes < 500 {
		t.Fatalf("only %d texts are posters and talks headings: the test tries too few", yes)
	}
}

// headingPartsPlain is headingParts as it was: the parts built word by
// word.
func headingPartsPlain(title string) [][]string {
	var parts [][]string
	var cur []string
	for _, w := range words(connectorsToAnd.Replace(title)) {
		if w == "and" {
			if len(cur) > 0 {
				parts = append(parts, cur)
			}
			cur = nil
			continue
		}
		cur = append(cur, w)
	}
	if len(cur) > 0 {
		parts = append(parts, cur)
	}
	return parts
}

// TestHeadingPartsViews: the parts as runs of the words' slice are the
// parts built word by word, and an append to one leaves the next alone;
// statusHeading needs no lower-case copy of an ASCII heading.
func TestHeadingPartsViews(t *testing.T) {
	texts := []string{"", "and", "Honors and Invited Talks", "Grants, Honours & Awards", "and and Teaching and",
		"Service/Outreach;Mentoring", "Sand Andes Band", "ÉTUDES & Prix"}
	texts = append(texts, randomJoins(guardPieces([]string{"honors", "invited talks", "teaching", "service"}), 5000, 12)...)
	for _, s := range withCVLines(t, texts) {
		got, want := headingParts(s), headingPartsPlain(s)
		if !slices.EqualFunc(got, want, slices.Equal[[]string]) {
			t.Fatalf("headingParts(%q) = %q, want %q", s, got, want)
		}
		if len(got) > 1 {
			next := got[1][0]
			_ = append(got[0], "x")
			if got[1][0] != next {
				t.Fatalf("headingParts(%q): an append to a part wrote into the next", s)
			}
		}
		if isASCII(s) && statusHeading(s) != statusHeading(strings.ToLower(s)) {
			t.Fatalf("statusHeading(%q) differs from its lower case", s)
		}
	}
}
