package provenance

import (
	"reflect"
	"strings"
	"testing"
)

// All text here is invented.

func TestTokens(t *testing.T) {
	got := Tokens("Ann Lee, Ph.D. (2019)\n// Zoë's \"note\"\\nNext")
	want := []Token{{"ann", 1}, {"lee", 1}, {"ph", 1}, {"d", 1}, {"2019", 1}, {"zoë", 2}, {"s", 2}, {"note", 2}, {"next", 2}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Tokens = %v, want %v", got, want)
	}
}

// fictional CV texts: the phrase "tended the moss garden" sits in two, so
// its shingles are common; the rest is in one.
const (
	cvA = "Quill Ada tended the moss garden of the quiet harbor library for nine long summers before the storm"
	cvB = "Reyes Bo tended the moss garden of the quiet harbor library for nine long summers and then left"
	cvC = "Lund Cy counted pebbles on the northern shore with a wooden abacus every morning at dawn"
)

func setsOf(texts ...string) []Set {
	var sets []Set
	for _, s := range texts {
		set := Set{}
		set.Add(Words(s))
		sets = append(sets, set)
	}
	return sets
}

func TestUniqueDropsSharedShingles(t *testing.T) {
	u := Unique(setsOf(cvA, cvB, cvC), nil)
	shared := Words("tended the moss garden of the quiet harbor")
	if u.Has(shared) {
		t.Error("a sequence in two CVs is kept as unique")
	}
	own := Words("counted pebbles on the northern shore with a")
	if !u.Has(own) {
		t.Error("a sequence in one CV is not unique")
	}
	if u2 := Unique(setsOf(cvC), Set{Hash(own): {}}); u2.Has(own) {
		t.Error("an excepted sequence is kept")
	}
}

func TestScanReportsLineAndWords(t *testing.T) {
	u := Unique(setsOf(cvA, cvB, cvC), nil)
	text := "package x\n\n// The sample says: pebbles on the northern shore\n// with a wooden abacus, twice.\nfunc f() {}\n"
	m := Scan(text, u)
	if len(m) != 1 || m[0].Line != 3 || strings.Join(m[0].Words, " ") != "pebbles on the northern shore with a wooden" {
		t.Fatalf("Scan = %+v, want one match on line 3 across the wrapped comment", m)
	}
	if m := Scan("tended the moss garden of the quiet harbor library", u); len(m) != 0 {
		t.Errorf("a common phrase is reported: %+v", m)
	}
	if m := Scan("pebbles on the northern shore with a", u); len(m) != 0 {
		t.Errorf("seven words are reported: %+v", m)
	}
}

func TestNamePhrases(t *testing.T) {
	got := NamePhrases("Ada B. (“Addie”) Quill")
	want := []Phrase{{"ada", "b", "quill"}, {"ada", "quill"}, {"quill", "ada"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("NamePhrases = %v, want %v", got, want)
	}
	if got := NamePhrases("Bo Reyes"); len(got) != 2 {
		t.Errorf("a two-word name gives %v, want given-family and family-given", got)
	}
	if got := NamePhrases("Madonna"); got != nil {
		t.Errorf("a one-word name gives %v, want none (too common to look for)", got)
	}
}

func TestFindPhrases(t *testing.T) {
	names := NamePhrases("Ada Quill")
	text := "Quillada wrote this.\nBy ADA QUILL, 2020\nQuill, Ada: notes\n"
	got := FindPhrases(text, names)
	if got[0] != 2 || got[1] != 3 {
		t.Errorf("FindPhrases = %v, want given-family on line 2, family-given on line 3", got)
	}
	if got := FindPhrases("Ada Quillon and Adam Quill", names); len(got) != 0 {
		t.Errorf("parts of other words are names: %v", got)
	}
}
