package sections

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"

	"github.com/vitae-cv/vitae/cv/parse/lines"
)

// sectionHeadOld is sectionHead as it was before the sub-heading test
// was asked only in a publications section (the oracle).
func sectionHeadOld(r Reader, ls []lines.Line, i, level int, cur Kind, inHeader, styled bool) (string, bool) {
	l := &ls[i]
	if l.Heading > 0 && int(l.Heading) <= level {
		return markedHead(r, ls, i, level, cur, inHeader)
	}
	t, ok := headingCandidate(l)
	if !ok && styled {
		t, ok = headingTitle(l.Text), true
	}
	if !ok || !(styled || standalone(ls, i) || tightHeading(r, *l, t)) {
		return styledHeading(r, ls, i, cur)
	}
	if _, sub := r.SubHeading(*l); sub && cur == Publications {
		return "", false
	}
	return plainHead(r, ls, i, t, cur, styled)
}

// subReader is testReader with sub-headings: a line whose words are all
// in subWords is one.
type subReader struct{ testReader }

var subWords = map[string]bool{"journal": true, "articles": true, "preprints": true, "conference": true, "papers": true}

func (subReader) SubHeading(l lines.Line) (string, bool) {
	ws := words(l.Text)
	for _, w := range ws {
		if !subWords[w] {
			return "", false
		}
	}
	return "published", len(ws) > 0
}

var headTexts = []string{
	"# Rowan Ashgrove\n\n## Education\n\nPhD, Example University, 2020\n\nPUBLICATIONS\n\nJournal Articles\n\nR. Ashgrove. On kites.\n\nPreprints\n\nTEACHING\n",
	"Rowan Ashgrove\n\nSELECTED PUBLICATIONS\n\nConference Papers\nR. Ashgrove. Kites. 2031.\n\nJOURNAL ARTICLES\n\nAwards\n\nKite Prize\n",
}

// checkSectionHead holds sectionHead to the old reading at every line of
// text, in each of a few kinds of section, styled or not; it returns how
// many lines the reader takes for sub-headings.
func checkSectionHead(t *testing.T, text string) int {
	t.Helper()
	subs := 0
	ls := lines.FromText(text)
	var r Reader = subReader{}
	level := sectionLevel(r, ls)
	for i := range ls {
		if isSubHeading(r, &ls[i]) {
			subs++
		}
		for _, cur := range []Kind{Header, Unknown, Publications, Education, Talks} {
			for _, styled := range []bool{false, true} {
				gt, gok := sectionHead(r, ls, i, level, cur, cur == Header, styled)
				wt, wok := sectionHeadOld(r, ls, i, level, cur, cur == Header, styled)
				if gt != wt || gok != wok {
					t.Fatalf("sectionHead(line %d %q, %v, styled %v) = %q %v, the old reading gives %q %v", i, ls[i].Text, cur, styled, gt, gok, wt, wok)
				}
			}
		}
	}
	return subs
}

// TestSectionHeadOld holds sectionHead to the old reading on fictional
// texts, the sample CVs and random joins of heading-like lines.
func TestSectionHeadOld(t *testing.T) {
	subs := 0
	for _, s := range append(headTexts, sampleTexts(t)...) {
		checkSectionHead(t, s)
	}
	pieces := []string{"\n", "\n\n", "## ", "Journal Articles", "PREPRINTS", "Conference Papers", "Publications",
		"Talks", "Kite Notes", "**", "- ", "R. Ashgrove. On kites.", " ", ":"}
	for s := range cvtext.Joins(23, 9, pieces, 20000, 10) {
		subs += checkSectionHead(t, s)
	}
	if subs < 2000 {
		t.Fatalf("%d sub-headings in the joins: the test reads too few", subs)
	}
}

// FuzzSectionHeadOld holds sectionHead to the old reading on any text:
//
//	go test -run '^$' -fuzz FuzzSectionHeadOld ./cv/parse/sections
func FuzzSectionHeadOld(f *testing.F) {
	for _, s := range headTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_ = checkSectionHead(t, s)
	})
}
