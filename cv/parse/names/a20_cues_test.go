package names

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// TestListCues holds listCues to the strings.Contains tests it stands
// for, on fictional lists and random joins of the cues, their pieces and
// their neighbours.
func TestListCues(t *testing.T) {
	pieces := []string{"e", "E", "et", "et al", "Et al", "etc", "t al", " al", "…", "\xe2\x80", ".", "..", "&", "a", "an", "and", "and ",
		" ", ",", "Ada Quill", "Bo Reyes", "Sandra", "é", "\xff"}
	texts := []string{"", "Ada Quill, Bo Reyes and Cy Tam", "A. Quill et al.", "Quill & Reyes…", "etc", "Et al", "a..b", "and"}
	for s := range cvtext.Joins(20, 6, pieces, 50000, 6) {
		texts = append(texts, s)
	}
	for _, s := range texts {
		wantEtAl := strings.Contains(s, "et al") || strings.Contains(s, "Et al") || strings.Contains(s, "etc") || strings.Contains(s, "…") || strings.Contains(s, "..")
		wantAnd := strings.Contains(s, "&") || strings.Contains(s, "and ")
		if etAl, and := listCues(s); etAl != wantEtAl || and != wantAnd {
			t.Fatalf("listCues(%q) = %v, %v; want %v, %v", s, etAl, and, wantEtAl, wantAnd)
		}
	}
}
