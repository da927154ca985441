package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// a20Pieces are fictional pieces of author lists and citations, with
// marks, ellipses and the separators the author readers cut at.
var a20Pieces = []string{"Ada Quill", "B. Reyes", "Quill, A.", "Tam, C. D.", "Cy Tam", " ", ", ", ",", " and ", " & ", ";",
	"...", "…", ". ", ".", "et al.", "*", "†", "^1", "qual", "(equal contribution)", "Title of a Paper", ": ", "In Proc. of the Workshop",
	"(2021)", " — ", "2019", "é", "\t", "\xe2\x80", "\xff", "and ", "& "}

// TestTrimLeadEllipsis holds trimLeadEllipsis to strings.TrimLeft(s,
// ".… ") on fictional and random texts.
func TestTrimLeadEllipsis(t *testing.T) {
	texts := []string{"", ".", "…", "… . Ada", " .…\xe2\x80", "\xe2\x80\xa6x", "\xe2\x80", "Ada"}
	for s := range cvtext.Joins(20, 3, a20Pieces, 30000, 5) {
		texts = append(texts, s)
	}
	for _, s := range texts {
		if got, want := trimLeadEllipsis(s), strings.TrimLeft(s, ".… "); got != want {
			t.Fatalf("trimLeadEllipsis(%q) = %q, want %q", s, got, want)
		}
	}
}
