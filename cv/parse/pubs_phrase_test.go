package parse

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// phraseRef is the definition a phraseSet is held to: some phrase stands
// in strings.ToLower(s) with no letter or digit right before or after it
// (every occurrence of every phrase looked at, one phrase at a time).
func phraseRef(s string, phrases []string) bool {
	low := strings.ToLower(s)
	for _, ph := range phrases {
		for i := 0; ; {
			j := strings.Index(low[i:], ph)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(ph)
			before, _ := utf8.DecodeLastRuneInString(low[:a])
			after, _ := utf8.DecodeRuneInString(low[b:])
			if (a == 0 || !isWordRune(before)) && (b == len(low) || !isWordRune(after)) {
				return true
			}
			i = a + 1
		}
	}
	return false
}

// phraseSets are every phrase set the parser searches.
func phraseSets() []*phraseSet {
	sets := []*phraseSet{preprintWords, pubOtherWords, workshopWords, pubLegendWords, pubStatusWords,
		newPhraseSet([]string{"best paper", "award", "in press", "(to appear", "é", "x"})}
	for _, st := range pubStages {
		sets = append(sets, st.phrases)
	}
	for _, tw := range pubTypeWords {
		sets = append(sets, tw.words)
	}
	return sets
}

// checkPhraseSets fails when hasWordFold differs from phraseRef on s.
func checkPhraseSets(t *testing.T, s string) {
	t.Helper()
	for _, ps := range phraseSets() {
		if got, want := hasWordFold(s, ps), phraseRef(s, ps.list); got != want {
			t.Fatalf("hasWordFold(%q, %q) = %v, want %v", s, ps.list, got, want)
		}
		if low := strings.ToLower(s); ps.inLower(low) != phraseRef(low, ps.list) {
			t.Fatalf("inLower(%q, %q) differs from the definition", low, ps.list)
		}
	}
}

// TestPhraseSets holds the one-pass phrase search equal to its definition
// on crafted text and on every sample and corpus line.
func TestPhraseSets(t *testing.T) {
	texts := []string{"", "Best Paper Award", "AWARDS", "an award.", "In Press", "inpress", "bestpaper award",
		"x-award-y", "Award", "Under Review at X", "submitted to NeurIPS", "arXiv preprint arXiv:2401.1",
		"Workshop on Y", "pre-print", "İstanbul award", "\u212aaward", "café award", "awardé", "é", "xé", "(to appear)",
		"Journal of Things", "Proc. of Z", "to appear in", "In Submission"}
	for _, s := range withCVLines(t, texts) {
		checkPhraseSets(t, s)
	}
}

// checkStageOf fails when stageOf differs from the stage phrases
// searched one stage after the other by their definition.
func checkStageOf(t *testing.T, s string) {
	t.Helper()
	want := ""
	for _, st := range pubStages {
		if phraseRef(s, st.phrases.list) {
			want = string(st.status)
			break
		}
	}
	if got := stageOf(s); string(got) != want {
		t.Fatalf("stageOf(%q) = %q, want %q", s, got, want)
	}
}

// TestStageOf holds stageOf (one pass over ASCII text) to the stage
// phrases searched stage by stage, on crafted text (several stages in one
// text, a later stage written first) and every sample and corpus line.
func TestStageOf(t *testing.T) {
	texts := []string{"Under review", "SUBMITTED to X", "to appear", "Under Révision", "İn press",
		"Accepted; under review", "to appear. Submitted 2020; in preparation", "Forthcoming (in prep.)",
		"accepted, in press", "in press, accepted", "resubmitted", "under reviewer", "in prep", "in prep.x",
		"Working Paper, to appear", "under review; accepted", "x in submission; under revision", ""}
	n := 0
	for _, s := range withCVLines(t, texts) {
		checkStageOf(t, s)
		if stageOf(s) != "" {
			n++
		}
	}
	if n < len(texts)/2 {
		t.Fatalf("only %d texts had a stage: the test looks at little", n)
	}
}

// FuzzPhraseSets holds the one-pass phrase search equal to its definition
// on any text:
//
//	go test -run '^$' -fuzz FuzzPhraseSets ./cv/parse
func FuzzPhraseSets(f *testing.F) {
	for _, s := range []string{"Best Paper Award", "under review", "İn press", "x-award-y", "\u212a", "to appear; submitted; in prep."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkPhraseSets(t, s)
		checkStageOf(t, s)
	})
}

// TestPhraseSetsFolded holds hasWordFold, which reads ASCII text through
// a first-byte table with the capitals folded in, to the definition on
// random joins of the phrases in lower, upper and title case, word bytes
// and runes beyond ASCII.
func TestPhraseSetsFolded(t *testing.T) {
	pieces := []string{" ", "x", "_", "9", "-", "é", "(", ".", "\u212a"}
	for _, ps := range phraseSets() {
		for _, ph := range ps.list {
			pieces = append(pieces, ph, strings.ToUpper(ph), strings.ToUpper(ph[:1])+ph[1:])
		}
	}
	found := 0
	for s := range cvtext.Joins(16, 61, pieces, 3000, 6) {
		checkPhraseSets(t, s)
		for _, ps := range phraseSets() {
			if hasWordFold(s, ps) {
				found++
			}
		}
	}
	if found < 1000 {
		t.Fatalf("only %d phrases found: the test reads too little", found)
	}
}
