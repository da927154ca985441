package fieldmodel

import (
	"reflect"
	"slices"
	"testing"

	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/cvtext"
)

// TestLabelWithIsLabel holds LabelWith, whose tokens are made in a room
// kept from call to call, to Label: the same tokens, fields and
// probabilities, whatever longer or shorter entry used the room before,
// and the tokens' capacity their length.
func TestLabelWithIsLabel(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	lx := NewLexicon(map[string][]string{"org": {"university"}}, venue.Default())
	entries := slices.Concat(fictionalEntries, []Entry{{Text: ""}, {Text: "Quill A. Kites. In NSDI 2031 and SOSP, JMLR."}})
	var room []Token
	for _, step := range []int{1, 3, 5} { // orders: each entry once, by steps
		for k := range entries {
			e := entries[(k*step+step/2)%len(entries)]
			got, want := m.LabelWith(e, lx, &room), m.Label(e, lx)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%q: LabelWith differs from Label:\n%+v\n%+v", e.Text, got, want)
			}
			if cap(got.Tokens) != len(got.Tokens) {
				t.Fatalf("%q: tokens' capacity %d, length %d", e.Text, cap(got.Tokens), len(got.Tokens))
			}
		}
	}
}

// TestTokenizeIntoIsTokenize holds tokenizeInto to Tokenize on random
// joins (words, marks, URLs, spaces, bytes beyond ASCII), each in the
// room the one before left.
func TestTokenizeIntoIsTokenize(t *testing.T) {
	pieces := []string{"Ada", "quill", " ", "  ", ".", ",", "(2031)", "https://kite.example/x", "é", "Zürich", "\xff", "-", "&", "\t", "42"}
	var room []Token
	for s := range cvtext.Joins(22, 5, pieces, 20000, 40) {
		got, next := tokenizeInto(room, s)
		if want := Tokenize(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("tokenizeInto(%q) = %v, Tokenize gives %v", s, got, want)
		}
		if len(got) > 0 && &next[:1][0] != &got[0] {
			t.Fatalf("%q: the tokens are not in the room kept", s)
		}
		room = next
	}
}
