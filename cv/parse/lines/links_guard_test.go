package lines

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// linkGuardPieces are the pieces TestNoLinkMarkup joins at random: the
// bytes of image and link markup and text around them.
var linkGuardPieces = []string{"!", "[", "]", "(", ")", "![", "](", "[x]", "(y)", "a", " ", "é", "\\", "<", ">", "http://x.test", "Fictional Title"}

// checkNoLinkMarkup holds noLinkMarkup to what readMarkdownLinks did
// before it: when the guard says no markup, reImage matches nothing and
// r holds no "](", so r came back as it was.
func checkNoLinkMarkup(t *testing.T, r string) {
	t.Helper()
	want := !reImage.MatchString(r) && !strings.Contains(r, "](")
	if noLinkMarkup(r) && !want {
		t.Fatalf("noLinkMarkup(%q) = true, but an image or a link may match", r)
	}
	if got := noLinkMarkup(r); got != !strings.Contains(r, "](") {
		t.Fatalf("noLinkMarkup(%q) = %v, strings.Contains(r, \"](\") says %v", r, got, !got)
	}
}

// TestNoLinkMarkup: the guard answers as strings.Contains(r, "](") and
// never passes over an image or a link (where it says no markup, the
// old start of readMarkdownLinks returned r as it was), on fictional
// lines, every sample and corpus line and random joins of markup bytes.
func TestNoLinkMarkup(t *testing.T) {
	in := []string{"", "]", "](", "]]( ", "![a](b)", "[a](b)", "] (", "![a] (b)", "x]y](z"}
	for _, r := range withCVLines(t, in) {
		checkNoLinkMarkup(t, r)
	}
	links := 0
	for r := range cvtext.Joins(22, 41, linkGuardPieces, 40000, 9) {
		checkNoLinkMarkup(t, r)
		if !noLinkMarkup(r) {
			links++
		}
	}
	if links < 1000 {
		t.Fatalf("only %d random texts hold link markup: too few", links)
	}
}

// FuzzNoLinkMarkup: the guard never passes over an image or a link.
func FuzzNoLinkMarkup(f *testing.F) {
	for _, s := range []string{"![a](b)", "[a](b)", "x]y](z", "] ("} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, r string) { checkNoLinkMarkup(t, r) })
}
