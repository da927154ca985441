package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/fieldmodel"
)

// fictionalEntries are publication entries (fictional), one a line
// group: with and without a year, with tags, venues and none.
var fictionalEntries = [][]string{
	{"Folding Paper Towers Quickly.", "Ada Quill, Ben Reyes.", "Workshop on Quiet Proofs."},
	{"Counting Clouds in the Dark (OSDI’21)", "Ben Reyes, Ada Quill"},
	{"Drawing Maps of Small Towns [C3]", "Ada Quill, Dee Lund"},
	{"A. Quill and B. Reyes. Sorting Socks by Colour. In Proc. of the Fictional Symposium, pp. 1-9."},
	{"Sorting Socks by Colour, 2031.", "Ada Quill."},
	{"Ada Quill. Reading Tea Leaves. Journal of Imaginary Results 12(3), 1999."},
	{"Quill, A. and Reyes, B. Twelve Ways to Peel. Technical report 20201."},
	{"Ada Quill. A Study of 1850 Lanterns. Lantern Review."},
}

func pubLines(texts []string) []pubLine {
	out := make([]pubLine, len(texts))
	for i, s := range texts {
		out[i] = pubLine{line: line{N: i + 1, Text: s, MD: s, Cells: []string{s}}, role: 'T'}
	}
	return out
}

// TestModelMayFillYear: when only the year is wanted, the field model is
// skipped for an entry with no 19xx/20xx run, and for such an entry
// labelling it could give no year (modelYear reads only those tokens),
// so the skip changes nothing.
func TestModelMayFillYear(t *testing.T) {
	fm := fieldModel()
	if fm == nil {
		t.Skip("no field model")
	}
	for _, texts := range fictionalEntries {
		e := pubLines(texts)
		joined := strings.Join(texts, " ")
		if got, want := modelMayFill(e, false), hasYear(joined); got != want {
			t.Errorf("modelMayFill(%q, year only) = %v, want %v", joined, got, want)
		}
		if !modelMayFill(e, true) {
			t.Errorf("modelMayFill(%q, venue wanted) = false", joined)
		}
		if modelMayFill(e, false) {
			continue
		}
		m := mergeLines(e)
		l := fm.Label(modelEntry(m, e), FieldLexicon())
		pub := &cv.Publication{}
		(&parser{m: newMemo()}).modelYear(pub, m.Text, l)
		if pub.Year != 0 {
			t.Errorf("%q: the model read year %d from an entry with no year run", joined, pub.Year)
		}
	}
}

// TestModelFieldsSameWithSkip: modelFields gives the same publication
// as labelling every entry would (the fictional entries, venue and year
// empty or not).
func TestModelFieldsSameWithSkip(t *testing.T) {
	fm := fieldModel()
	if fm == nil {
		t.Skip("no field model")
	}
	for _, texts := range fictionalEntries {
		for _, start := range []cv.Publication{{Title: "T"}, {Title: "T", Venue: "ICSE", VenueRaw: "ICSE"}} {
			e := pubLines(texts)
			got, want := start, start
			p := &parser{m: newMemo(), venues: venue.Default(), cv: &cv.CV{}}
			p.modelFields(&got, e)
			q := &parser{m: newMemo(), venues: venue.Default(), cv: &cv.CV{}}
			labelAll(q, &want, e, fm)
			if got.Venue != want.Venue || got.VenueRaw != want.VenueRaw || got.Year != want.Year || got.Type != want.Type {
				t.Errorf("%q: modelFields gave %+v, labelling gives %+v", texts, got, want)
			}
		}
	}
}

// labelAll is modelFields without its early returns but the first.
func labelAll(p *parser, pub *cv.Publication, e []pubLine, fm *fieldmodel.Model) {
	needVenue := pub.VenueRaw == "" && pub.Venue == "" && pub.Type != cv.TypePreprint && !unpublished(pub.Status)
	if !needVenue && pub.Year != 0 {
		return
	}
	m := mergeLines(e)
	l := fm.Label(modelEntry(m, e), FieldLexicon())
	runs := fieldmodel.Runs(l.Tokens, l.Fields, l.Probs)
	if needVenue && !p.modelTag(pub, m.Text, l.Tokens, runs) {
		p.modelVenue(pub, m.Text, l.Tokens, runs)
	}
	if pub.Year == 0 {
		p.modelYear(pub, m.Text, l)
	}
}

// TestLazyKind: a section's content kind is read once and is contentKind.
func TestLazyKind(t *testing.T) {
	ls := toLines("2030 - 2032  Lecturer, Acme State University\n\n2028 - 2030  Postdoc, Fictional Institute\n")
	ck := &lazyKind{ls: ls}
	k1, ok1 := ck.get()
	ck.ls = nil // a second call must not read the lines again
	k2, ok2 := ck.get()
	k, ok := contentKind(ls)
	if k1 != k || ok1 != ok || k2 != k || ok2 != ok {
		t.Errorf("lazyKind gave %v %v then %v %v; contentKind gives %v %v", k1, ok1, k2, ok2, k, ok)
	}
}

// TestMemoIsAuthorList: the remembered author-list test answers what
// isAuthorList does, asked once and again, on fictional lists and on
// every line of the sample CVs (and the corpus text when present).
func TestMemoIsAuthorList(t *testing.T) {
	texts := withCVLines(t, []string{"Ada Quill, Ben Reyes and Cy Marlowe", "A. Quill, B. Reyes", "Quill, A. and Reyes, B.",
		"Folding Paper Towers Quickly", "Assistant Professor, Acme State University", "", "Ada Quill", "A. Quill et al."})
	m := newMemo()
	for _, s := range texts {
		want := isAuthorList(s)
		for range 2 {
			if got := m.isAuthorList(s); got != want {
				t.Fatalf("memo isAuthorList(%q) = %v, want %v", s, got, want)
			}
		}
	}
	var nilMemo *memo
	if !nilMemo.isAuthorList("Ada Quill, Ben Reyes and Cy Marlowe") {
		t.Error("a nil memo does not answer the test")
	}
}

// TestAwardScan: the one-pass scan finds what asking each list member in
// turn finds (fictional venue lines and every sample and corpus line).
func TestAwardScan(t *testing.T) {
	texts := withCVLines(t, []string{"Best Paper Award", "BEST STUDENT PAPER", "Honorable Mention", "honourable mention",
		"Test-of-Time Award", "Spotlight", "Oral Presentation", "best-effort delivery", "Doctoral Consortium", "Distinguished Artifact",
		"paper ... best", "Top Picks", "research highlights", "", "b", "Best of ICSE", "Outstanding demo", "BESTPAPER"})
	for _, s := range texts {
		want := containsAnyFold(s, awardPhrases...) || containsAnyFold(s, awardHeads...) && containsAnyFold(s, awardNouns...)
		if got := awardScanner.found(s); got != want {
			t.Fatalf("awardScan(%q) = %v, want %v", s, got, want)
		}
	}
}
