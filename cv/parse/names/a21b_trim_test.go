package names

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// checkTrims fails when trimSegment or trimSpacePlain differs from the
// trims it stands for on s.
func checkTrims(t *testing.T, s string) {
	t.Helper()
	if got, want := trimSegment(s), strings.Trim(trimHardBreak(strings.TrimSpace(s)), " ."); got != want {
		t.Fatalf("trimSegment(%q) = %q, want %q", s, got, want)
	}
	if got, want := trimSpacePlain(s), strings.TrimSpace(s); got != want {
		t.Fatalf("trimSpacePlain(%q) = %q, want %q", s, got, want)
	}
}

// a21bTrimPieces are fictional pieces of author segments and every byte
// the trims take: white space of ASCII and beyond, backslashes, periods.
var a21bTrimPieces = []string{" ", "\t", "\v", "\f", "\r", "\n", "\u00a0", "\u2003", "\u0085", "\\", ".", ". ", "A.", "Ada", "Quill", "Bo Reyes", "é", "*", "†", ";", "x"}

// TestTrimSegment holds trimSegment and trimSpacePlain to the trims
// they stand for on crafted text, every sample and corpus line and its
// comma segments, and random joins of the bytes the trims take.
func TestTrimSegment(t *testing.T) {
	texts := []string{"", " ", " Ada Quill", " Ada Quill.", "Ada\\", " \\ ", " .Ada", "\u00a0Ada", "Ada\u2003", "\vAda\v", " .", "\\\\", "é"}
	fast := 0
	for _, s := range cvLines(t, texts) {
		for seg := range strings.SplitSeq(s, ",") {
			checkTrims(t, seg)
		}
	}
	for s := range cvtext.Joins(21, 13, a21bTrimPieces, 200000, 7) {
		checkTrims(t, s)
		if k := len(s) - len(strings.TrimLeft(s, " \t\n\v\f\r")); k < len(s) && segmentEdge(s[k]) && segmentEdge(s[len(s)-1]) {
			fast++
		}
	}
	if fast < 20000 {
		t.Fatalf("only %d joins took the fast path: the test reads too little", fast)
	}
}

// FuzzTrimSegment holds trimSegment and trimSpacePlain to the trims they
// stand for on any text:
//
//	go test -run '^$' -fuzz FuzzTrimSegment ./cv/parse/names
func FuzzTrimSegment(f *testing.F) {
	for _, s := range []string{" Ada Quill", " Ada Quill.", "\u00a0Ada", "\vAda\v", " \\ "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkTrims(t, s)
	})
}
