package parse

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/cvtext"
)

// hasWordFoldRef is hasWordFold as it was before inFold: text with a
// rune beyond ASCII lower-cased whole, then searched. The oracle of
// TestA23pPhraseFold.
func hasWordFoldRef(s string, ps *phraseSet) bool {
	if isASCII(s) {
		return ps.inASCII(s)
	}
	return ps.inLower(strings.ToLower(s))
}

// stageOfRef is stageOf as it was before inFold.
func stageOfRef(venueText string) cv.PubStatus {
	if isASCII(venueText) {
		return stageOfASCII(venueText)
	}
	low := strings.ToLower(venueText)
	for _, st := range pubStages {
		if st.phrases.inLower(low) {
			return st.status
		}
	}
	return ""
}

// checkA23pPhrase fails when hasWordFold or stageOf differs from its
// oracle on s; it returns how many sets found a phrase.
func checkA23pPhrase(t *testing.T, s string, sets []*phraseSet) int {
	t.Helper()
	found := 0
	for _, ps := range sets {
		got, want := hasWordFold(s, ps), hasWordFoldRef(s, ps)
		if got != want {
			t.Fatalf("hasWordFold(%q, %q) = %v, the lower-cased search gives %v", s, ps.list, got, want)
		}
		if got {
			found++
		}
	}
	if got, want := stageOf(s), stageOfRef(s); got != want {
		t.Fatalf("stageOf(%q) = %q, the lower-cased search gives %q", s, got, want)
	}
	return found
}

// a23pPhrasePieces are pieces of venue texts beyond ASCII: dashes,
// quotes, accented and other letters and digits, the two runes ToLower
// turns into ASCII letters, a rune whose lower case is longer, marks
// that are no letter, and bytes that are no UTF-8.
var a23pPhrasePieces = []string{" ", "–", "—", "’", "“", "”", "é", "É", "ß", "Ⱥ", "\u0130", "\u212a", "Å", "ǅ", "٣", "²", "Ⅻ",
	"Ⓚ", "\u00a0", "\u2003", "\xff", "\xe2\x80", "\xc3", "x", "s", "9", "-", "(", ".", ",", "&"}

// TestA23pPhraseFold holds hasWordFold and stageOf to the search of the
// lower-cased text on crafted text, on every sample and corpus line, and
// on random joins of the phrases (in every case, cut short, run on into
// more letters) with runes beyond ASCII; and checks, for every code
// point, what inFold relies on: lower-casing keeps a rune a word rune or
// not, and only the two runes lowerFoldSafe looks for turn into ASCII.
func TestA23pPhraseFold(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		l := unicode.ToLower(r)
		if isWordRune(r) != isWordRune(l) {
			t.Fatalf("%U is a word rune: %v, its lower case %U: %v", r, isWordRune(r), l, isWordRune(l))
		}
		if r >= utf8.RuneSelf && l < utf8.RuneSelf && r != '\u0130' && r != '\u212a' {
			t.Fatalf("%U lower-cases to ASCII %q: lowerFoldSafe does not look for it", r, l)
		}
	}
	sets := allPhraseSets()
	ascii := 0
	for _, ps := range sets {
		if ps.ascii {
			ascii++
		}
	}
	if !stagesASCII || ascii < len(sets)-1 { // the made-up set with "é" is not ASCII
		t.Fatalf("stages ASCII: %v, %d of %d sets ASCII: the fast path is not read", stagesASCII, ascii, len(sets))
	}
	texts := []string{"", "é", "Journal of Kites – Preprint", "arXiv’s preprint", "Under review—Kite Letters", "\u0130n press", "\u212aite preprint",
		"in preſs", "Submitted to Kite Days (2024)", "to appear \xff", "KITE ÉTÉ workshop", "éworkshop", "workshopé", "Tutorial²"}
	for _, s := range withCVLines(t, texts) {
		checkA23pPhrase(t, s, sets)
	}
	pieces := append([]string(nil), a23pPhrasePieces...)
	for _, ps := range sets {
		for _, ph := range ps.list {
			pieces = append(pieces, ph, strings.ToUpper(ph), ph[:len(ph)/2+1], ph+"é")
		}
	}
	found, beyond := 0, 0
	for s := range cvtext.Joins(23, 4, pieces, 20000, 7) {
		if !isASCII(s) {
			beyond++
		}
		found += checkA23pPhrase(t, s, sets)
	}
	if found < 5000 || beyond < 10000 {
		t.Fatalf("%d phrases found, %d texts beyond ASCII: the test reads too little", found, beyond)
	}
}

// FuzzA23pPhraseFold holds hasWordFold and stageOf to the search of the
// lower-cased text on any text:
//
//	go test -run '^$' -fuzz FuzzA23pPhraseFold ./cv/parse
func FuzzA23pPhraseFold(f *testing.F) {
	for _, s := range []string{"Journal of Kites – Preprint", "\u0130n press", "to appear \xff", "KITE ÉTÉ workshop"} {
		f.Add(s)
	}
	sets := allPhraseSets()
	f.Fuzz(func(t *testing.T, s string) {
		checkA23pPhrase(t, s, sets)
	})
}
