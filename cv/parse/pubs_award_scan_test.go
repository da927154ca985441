package parse

import (
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// awardPieces are fictional pieces of award texts: every word of every
// alternative in either case, the gaps \s and the literal spaces read,
// word bytes that undo a \b, and runes beyond ASCII (the Kelvin sign and
// the long s fold to ASCII letters under (?i)).
var awardPieces = []string{" ", "  ", "\t", "\n", "\v", "-", "_", "x", "9", ".", ",", "(", "é", "\u212a", "ſ",
	"best", "Best", "BEST", "distinguished", "Outstanding", "youth outstanding", "Youth  outstanding",
	"student", "short", "artifact", "Demo", "poster", "research", "industry", "industrial", "oral", "spotlight",
	"paper", "Paper", "presentation", "award", "Award", "honourable mention", "honorable Mention", "honorable  mention",
	"runner-up", "runner up", "runner_up", "nominee", "nominees", "nomination", "nominations", "finalist", "finalists",
	"candidate", "candidates", "test", "of", "time", "test-of-time award", "test of-time award", "Test-of time Award",
	"top picks", "ieee micro top picks", "IEEE Micro ", "Top", "picks", "acm sigplan ", "sigplan ", "cacm ", "ACM ",
	"research highlight", "Research Highlights", "highlights", "oral presentation", "best of ", "Best Of ", "CHI", "CVPR",
	"Cvpr", "SIGGRAPH", "Xy", "A", "aB", "bestpaper", "xbest paper"}

// TestPaperAwardScanIsRegexp holds the scanner to rePaperAward on
// random joins of the pieces: every match, the first, the texts, and
// whether one is there.
func TestPaperAwardScanIsRegexp(t *testing.T) {
	matches := 0
	for s := range cvtext.Joins(27, 11, awardPieces, 60000, 12) {
		checkPaperAwardScan(t, s)
		matches += len(rePaperAward.FindAllStringIndex(s, -1))
	}
	if matches < 10000 {
		t.Fatalf("only %d matches: the test reads too little", matches)
	}
}

func checkPaperAwardScan(t *testing.T, s string) {
	t.Helper()
	if got, want := paperAwardSpans(s), rePaperAward.FindAllStringIndex(s, -1); !reflect.DeepEqual(got, want) {
		t.Fatalf("paperAwardSpans(%q) = %v, rePaperAward gives %v", s, got, want)
	}
	if got, want := paperAwards(s), rePaperAward.FindAllString(s, -1); !reflect.DeepEqual(got, want) {
		t.Fatalf("paperAwards(%q) = %q, rePaperAward gives %q", s, got, want)
	}
	if got, want := paperAwardIndex(s), rePaperAward.FindStringIndex(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("paperAwardIndex(%q) = %v, rePaperAward gives %v", s, got, want)
	}
	if got, want := hasPaperAward(s), rePaperAward.MatchString(s); got != want {
		t.Fatalf("hasPaperAward(%q) = %v, rePaperAward matches: %v", s, got, want)
	}
}

// FuzzPaperAwardScan holds the scanner to rePaperAward on any text.
func FuzzPaperAwardScan(f *testing.F) {
	for _, s := range awardPieces {
		f.Add(s)
	}
	f.Add("In Proc. X, 2020. Best Student Paper Award Honorable Mention; Best of CHI")
	f.Fuzz(func(t *testing.T, s string) {
		checkPaperAwardScan(t, s)
	})
}

// titlePieces are fictional pieces of names with titles: every
// alternative of reTitles in either case, with and without its ".", the
// gaps \s reads, and word bytes that undo a \b.
var titlePieces = []string{" ", "  ", "\t", "\n", "\v", ".", "..", "_", "x", "9", "é", "\u212a", "ſ", "-", ",",
	"prof", "Prof", "PROF.", "professor", "Professor", "dr", "Dr.", "DR", "mr", "Mr.", "ms", "Ms.", "mrs", "MRS.", "Mrs",
	"Ada", "Quill", "profs", "drs", "mister"}

// TestDropTitlesScanIsRegexp holds dropTitles to reTitles on random
// joins of the pieces.
func TestDropTitlesScanIsRegexp(t *testing.T) {
	cut := 0
	for s := range cvtext.Joins(31, 7, titlePieces, 40000, 10) {
		got, want := dropTitles(s), reTitles.ReplaceAllString(s, "")
		if got != want {
			t.Fatalf("dropTitles(%q) = %q, reTitles gives %q", s, got, want)
		}
		if got != s {
			cut++
		}
	}
	if cut < 2000 {
		t.Fatalf("only %d texts lost a title: the test reads too little", cut)
	}
}

// TestThesisScanIsRegexp holds thesisMatch to reThesis on random joins
// of its words, colons, the white space \s reads and line ends.
func TestThesisScanIsRegexp(t *testing.T) {
	pieces := []string{"thesis", "Thesis", "DISSERTATION", "dissertation", " title", " Title", ":", "：", " ", "\n", "\t", "\r", "\f", "\v",
		"x", "ſ", "\u212a", "té", "\xff", "d", "t", "A"}
	matched := 0
	for s := range cvtext.Joins(3, 33, pieces, 30000, 7) {
		got, want := thesisMatch(s), reThesis.FindStringSubmatch(s)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("thesisMatch(%q) = %q, reThesis gives %q", s, got, want)
		}
		if got != nil {
			matched++
		}
	}
	if matched < 100 {
		t.Fatalf("only %d matches: the test reads too little", matched)
	}
}
