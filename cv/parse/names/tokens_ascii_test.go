package names

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// foldTokens is nameTokens as every name went: the words of letters of
// Fold(s).
func foldTokens(s string) []string {
	return strings.FieldsFunc(Fold(s), func(r rune) bool { return !unicode.IsLetter(r) })
}

// TestASCIINameTokens holds nameTokens to the fold-and-split on
// fictional names and 20,000 random ASCII and non-ASCII joins, empty
// answers included (both give an empty, non-nil slice).
func TestASCIINameTokens(t *testing.T) {
	texts := []string{"", " ", "Ada Quill", "QUILL, A.", "Ada M. Quill-Reyes", "A.B. Moss", "de la Cruz, J.",
		"O'Hara", "x1y", "Ann_Lee", "José García", "İlker Işık", "Bo  Ray*", "[Ada Quill]", "@#1", "ß"}
	pieces := []string{"Ada", "QUILL", "m", "M.", " ", "-", ",", ".", "'", "_", "1", "[", "@", "`", "{", "é", "Ł", "\xff"}
	for s := range cvtext.Joins(22, 7, pieces, 20000, 8) {
		texts = append(texts, s)
	}
	for _, s := range texts {
		got, want := nameTokens(s), foldTokens(s)
		if !slices.Equal(got, want) || (got == nil) != (want == nil) {
			t.Fatalf("nameTokens(%q) = %#v, the fold and split give %#v", s, got, want)
		}
	}
}
