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

// TestAuthorPrefixMarkFree holds authorPrefix's mark-free path to the plain
// one: on every fictional or random text with no mark, scanning it with
// free set (no segment stripped of marks) gives what the scan stripping
// each segment gives.
func TestAuthorPrefixMarkFree(t *testing.T) {
	texts := []string{"Ada Quill, Bo Reyes and Cy Tam. A Title. In Proc.", "Quill, A., Reyes, B. (2021): Title", "… Tam, C., Quill, A. Title"}
	for s := range cvtext.Joins(20, 4, a20Pieces, 40000, 9) {
		texts = append(texts, s)
	}
	free := 0
	for _, s := range texts {
		if !markFreeText(s) {
			continue
		}
		free++
		n1, e1 := authorPrefixScan(s, nil, true)
		n2, e2 := authorPrefixScan(s, nil, false)
		if n1 != n2 || e1 != e2 {
			t.Fatalf("authorPrefixScan(%q, free) = %d, %d; stripping each segment gives %d, %d", s, n1, e1, n2, e2)
		}
	}
	if free < len(texts)/10 {
		t.Fatalf("only %d of %d texts mark-free", free, len(texts))
	}
}
