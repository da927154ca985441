package parse

import (
	"strings"
	"testing"
)

// checkPubScans fails when a scan of pubs_scan.go differs from its regexp
// on s.
func checkPubScans(t *testing.T, s string) {
	t.Helper()
	if rePaperAward.MatchString(s) && !mayHaveAward(s) {
		t.Fatalf("rePaperAward matches %q, mayHaveAward says no", s)
	}
	if regexpFoldSafe(s) {
		if got, want := dropNoiseScan(s), reNoise.ReplaceAllString(s, ""); got != want {
			t.Fatalf("dropNoiseScan(%q) = %q, reNoise gives %q", s, got, want)
		}
	}
	for _, p := range []string{"denote", "indicate"} {
		if got, want := lowerHasPrefix(s, p), hasLowerPrefix(s, p); got != want {
			t.Fatalf("lowerHasPrefix(%q, %q) = %v, want %v", s, p, got, want)
		}
	}
	last := ""
	if ys := reYear4.FindAllString(s, -1); len(ys) > 0 {
		last = ys[len(ys)-1]
	}
	if got := lastYear4(s); got != last {
		t.Fatalf("lastYear4(%q) = %q, reYear4 gives %q", s, got, last)
	}
	if got, want := mayLeadYear(s), reLeadYear.MatchString(s); got != want {
		t.Fatalf("mayLeadYear(%q) = %v, reLeadYear matches: %v", s, got, want)
	}
	if got, want := cutSpans(s, rePaperAward.FindAllStringIndex(s, -1)), rePaperAward.ReplaceAllString(s, ""); got != want {
		t.Fatalf("cutSpans(%q) = %q, ReplaceAllString gives %q", s, got, want)
	}
	m := reYear2.FindStringSubmatch(s)
	if d, ok := year2(s); ok != (m != nil) || ok && d != m[1] {
		t.Fatalf("year2(%q) = %q, %v; reYear2 gives %q", s, d, ok, m)
	}
}

// TestPubScans holds the scans equal to their regexps on crafted text and
// every sample and corpus line.
func TestPubScans(t *testing.T) {
	texts := []string{"", "Best Paper Award", "HONOURABLE MENTION", "test-of-time award", "Oral Presentation",
		"best of CVPR", "Spotlight", "Best Paper Award; Oral presentation, honorable mention", "x best paper y spotlightz spotlight", "youth outstanding paper", "\u017fpotlight", "NSDI '24", "IISWC18",
		"ATC’19", "ATC‘19x", "a123", "x12_", "'1", "’12", "\xe2\x80", "\xe2\xe2\x80\x9912", "é12", "_12", "Z99.",
		"Title (Acceptance Rate: 20%) [PDF] doi: 10.1/x", "a  (if 3.1) b", "(if", "(if (if x)", "x(citations: 3))",
		"[bibtex][bib] [Bib]", "[pdf", "xdoi:1", "_doi:1", "doi:", "doi:  ", "  doi:\t1 2", "DOI:x DoI:y", "é doi:1",
		"( if)", "(accepted)(accepted", " \v(if)", "\f[code]", "[doi]]",
		"2019", "x2019", "2019x", "12019", "20190", "1949 1950 2099 2100", "_2020", "2020_", "é2020", "2020-2021", "(2021)",
		" \t. (2021a). X", ",2020", "(1999", "((1999)", "..2020", ". ,2020", "\v2020", "\r\n\f,\n(2099)", "1899", "2100", "(20", "201", " 1930",
		"DENOTES", "İndicates", "Denot\u212a", "\u0130ndicate", "de\xffnote", "Dénote", "denot"}
	n := 0
	for _, s := range withCVLines(t, texts) {
		checkPubScans(t, s)
		if rePaperAward.MatchString(s) {
			n++
		}
	}
	if n == 0 {
		t.Fatal("no line had a paper award: the test looks at nothing")
	}
}

// FuzzPubScans holds the scans equal to their regexps on any text:
//
//	go test -run '^$' -fuzz FuzzPubScans ./cv/parse
func FuzzPubScans(f *testing.F) {
	for _, s := range []string{"Best Paper Award", "NSDI '24", "ATC’19", "\u212aest", "\xe2\x80\x9912", "a (IF 2) [pdf] doi: 1", " . (2021) Title"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkPubScans(t, s)
	})
}

// TestDropNoiseGrowth checks that notes never closed do not make the scan
// search the rest of the text once per note.
func TestDropNoiseGrowth(t *testing.T) {
	for _, unit := range []string{"(if ", "(accepted x", "(citation) (if", "[pdf "} {
		s := strings.Repeat(unit, 20000)
		if _, work := dropNoiseWork(s); work > 2*len(s) {
			t.Errorf("%q x 20000: searched %d bytes for %d", unit, work, len(s))
		}
	}
}

// TestEmphasisAt holds emphasisAt to the links, bolds and italics of a
// line joined in that order, with some lists empty.
func TestEmphasisAt(t *testing.T) {
	for _, l := range []line{
		spanned(line{}, []string{"L1", "L2"}, []string{"B1"}, []string{"I1", "I2"}),
		spanned(line{}, nil, []string{"B1", "B2"}, []string{"I1"}),
		spanned(line{}, []string{"L1"}, nil, []string{"I1"}),
		spanned(line{}, nil, nil, []string{"I1"}),
		{},
	} {
		want := append(append(append([]string{}, l.Links()...), l.Bolds()...), l.Italics()...)
		var got []string
		for k := range len(l.Links()) + len(l.Bolds()) + len(l.Italics()) {
			got = append(got, emphasisAt(&l, k))
		}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Fatalf("emphasisAt gives %q, want %q", got, want)
		}
	}
}

// spanned is l with these link, bold and italic spans.
func spanned(l line, links, bolds, italics []string) line {
	l.SetSpans(links, bolds, italics)
	return l
}
