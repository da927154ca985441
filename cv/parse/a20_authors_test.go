package parse

import (
	"slices"
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

// TestVenueLeadFields holds venueLeadFields to the first fields of
// strings.Fields on fictional and random texts, white space beyond ASCII
// among them.
func TestVenueLeadFields(t *testing.T) {
	pieces := append([]string{"\u00a0", "\u2003", "\n", "\xe2\x80", "Conference", "on"}, a20Pieces...)
	for s := range cvtext.Joins(20, 9, pieces, 30000, 8) {
		all := strings.Fields(s)
		for n := range 6 {
			got := venueLeadFields(make([]string, 0, n), s)
			want := all[:min(n, len(all))]
			if !slices.Equal(got, want) {
				t.Fatalf("venueLeadFields(%d, %q) = %q, want %q", n, s, got, want)
			}
		}
	}
}
