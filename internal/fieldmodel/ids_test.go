package fieldmodel

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/cvtext"
	"github.com/vitae-cv/vitae/internal/seqmodel"
)

// idPieces are fictional pieces of citations: every shape, word class,
// catalogue mark and part feature the features know, and text beyond
// ASCII.
var idPieces = []string{
	" ", " ", "A. ", "Quill", ", ", "and ", "et al. ", "In ", "Proc. ", "of the ", "Conference on Sand",
	" Journal of Imaginary Results", " NeurIPS", " ICML 2031", "Workshop on Dunes", " (", ")", " [C3] ",
	"“Folding towers,” ", "\"", "'", "vol. 4", ", no. 2", ", pp. 1–9", " March", " 21st", " 2031", " 1875",
	" 20001", " 12", "x2y", "ÉCOLE", "éß", "ж", "MixedCase", " https://example.org/x.", " doi:10.1234/ab",
	"; ", ": ", ". ", "! ", "? ", "·", "•", "…", "&", " — ", "/", "#", "@", "*", "+", "=", "|", "{", "}",
	" to appear", " university", " institute of sand", "\t",
}

// TestLabelByIDsIsLabelByNames holds Label, which finds the rows of
// most features by code (ids.go), to the features Extract names scored
// by name: the same fields and probabilities, bit for bit, on random
// joins of fictional pieces, with and without a lexicon and catalogue.
func TestLabelByIDsIsLabelByNames(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	lx := NewLexicon(map[string][]string{"org": {"university", "institute of sand"}, "stage": {"to appear"}}, venue.Default())
	n := 0
	for text := range cvtext.Joins(22, 16, idPieces, 400, 40) {
		e := Entry{Text: text, Italics: []string{"Folding"}, Bolds: []string{"Quill"}, Links: []string{"https"}, Breaks: []int{len(text) / 2}}
		for _, l := range []*Lexicon{nil, lx} {
			toks, feats := Extract(e, l)
			want := m.decode(toks, feats)
			got := m.Label(e, l)
			if !slices.Equal(got.Fields, want.Fields) || !slices.Equal(got.Probs, want.Probs) {
				t.Fatalf("%q: Label %v %v, Extract then decode %v %v", e.Text, got.Fields, got.Probs, want.Fields, want.Probs)
			}
			n += len(toks)
		}
	}
	if n < 10000 {
		t.Fatalf("only %d tokens labelled", n)
	}
}

// TestShapeCodesNameShapes holds the codes to the names: every code
// names the shape the old string form gave, punctuation too.
func TestShapeCodesNameShapes(t *testing.T) {
	for text := range cvtext.Joins(7, 9, idPieces, 200, 30) {
		for _, tk := range Tokenize(text) {
			got := shape(tk)
			want := oldShape(tk)
			if got != want {
				t.Fatalf("shape(%q) = %q, want %q", tk.Text, got, want)
			}
			if tk.Kind == 'w' && wordClass(tk.Text) != oldWordClass(tk.Text) {
				t.Fatalf("wordClass(%q) = %q, want %q", tk.Text, wordClass(tk.Text), oldWordClass(tk.Text))
			}
		}
	}
}

// oldShape is shape as it was, with strings: the oracle of the codes.
func oldShape(t Token) string {
	switch t.Kind {
	case 'u':
		return "url"
	case 'p':
		r, _ := utf8.DecodeRuneInString(t.Text)
		if strings.ContainsRune(punctSet, r) {
			return "p" + t.Text
		}
		return "p?"
	}
	return oldWordShape(t.Text)
}

func oldWordShape(w string) string {
	var up, lo, dg, n int
	first := true
	firstUp := false
	for _, r := range w {
		n++
		switch {
		case unicode.IsUpper(r):
			up++
			if first {
				firstUp = true
			}
		case unicode.IsLower(r):
			lo++
		case unicode.IsDigit(r):
			dg++
		}
		first = false
	}
	switch {
	case dg == n:
		return oldDigitShape(w)
	case dg > 0:
		return "Xd"
	case n == 1 && up == 1:
		return "A"
	case n == 1:
		return "a"
	case up == n:
		return "XX"
	case firstUp && up == 1:
		return "Xx"
	case up > 0:
		return "xX"
	}
	return "x"
}

func oldDigitShape(w string) string {
	switch len(w) {
	case 1, 2, 3:
		return "d" + string(rune('0'+len(w)))
	case 4:
		if w >= "1900" && w <= "2039" {
			return "year"
		}
		return "d4"
	}
	return "d5"
}

// oldWordClass is wordClass as it was: function word, month or ordinal
// name), a month, an ordinal; "" for none.
func oldWordClass(low string) string {
	switch {
	case functionSet[low]:
		return "fw:" + low
	case seqmodel.Months[low]:
		return "month"
	case isOrdinal(low):
		return "ordinal"
	}
	return ""
}
