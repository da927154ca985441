package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/markdown"
	"github.com/vitae-cv/vitae/internal/cvtext"
)

// contentSharePlain is contentShare counting every entry's vote: the
// plain answer entryVotes' early stop is held to.
func contentSharePlain(ls []line) (kind, int, int, bool) {
	if fewerThanTwoFilled(ls) {
		return secUnknown, 0, len(lineEntries(ls)), false
	}
	_, es := splitEntries(ls)
	if len(es) < 2 {
		es = lineEntries(ls)
	}
	if len(es) > 200 {
		es = es[:200]
	}
	var votes [len(kindNames)]int
	for _, e := range es {
		if k, ok := entryKind(e.lines); ok {
			votes[k]++
		}
	}
	return shareOf(votes, len(es))
}

// TestEntryVotesStopEarly holds contentShare to the plain count on runs
// of lines of every sample CV and corpus text (from each block's start,
// of lengths 2 to the whole text) and of random joins of entry-like
// pieces.
func TestEntryVotesStopEarly(t *testing.T) {
	texts := []string{}
	for _, text := range sampleCVs(t) {
		texts = append(texts, string(text))
	}
	_, corpus := corpusTexts(t)
	for _, text := range corpus {
		texts = append(texts, string(text))
	}
	pieces := []string{"\n", "\n\n", "- ", "Teaching Assistant, ", "Keynote talk at the Kite Forum, 2031", "B.Sc. in Kites, ",
		"Q. Roe, B. Doe and C. Poe. Folding kites. Journal of Kites, 2030.", "KITE 101 ", "Best Kite Award, 2029",
		"Acme University", "Reviewer for the Kite Letters", "2030–2031 ", "Jo Doe (PhD student, 2030)", "Invited talk, "}
	for s := range cvtext.Joins(22, 14, pieces, 400, 30) {
		texts = append(texts, s)
	}
	runs, decided := 0, 0
	for _, text := range texts {
		ls := docLines(markdown.Read(doc.Markdown, text), nil)
		for i := range ls {
			if ls[i].Blank || i > 0 && !ls[i-1].Blank {
				continue // runs start where a block does
			}
			for _, n := range []int{2, 3, 5, 8, 13, 21, 34, 55, 89, len(ls)} {
				run := ls[i:min(len(ls), i+n)]
				gk, gn, gof, gok := contentShare(run)
				wk, wn, wof, wok := contentSharePlain(run)
				if gk != wk || gn != wn || gof != wof || gok != wok {
					t.Fatalf("lines %d-%d: contentShare %v %d/%d %v, plain %v %d/%d %v", ls[i].N, run[len(run)-1].N, gk, gn, gof, gok, wk, wn, wof, wok)
				}
				runs++
				if wok {
					decided++
				}
			}
		}
	}
	if decided == 0 || decided == runs {
		t.Fatalf("%d runs, %d given a kind: the test reads no case of one side", runs, decided)
	}
	t.Logf("%d runs, %d given a kind", runs, decided)
}
