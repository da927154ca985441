package venue

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// sameAsRef reports a text on which Match and matchRef answer apart.
func sameAsRef(t *testing.T, c *Catalog, text string) bool {
	t.Helper()
	v, s, e, ok := c.Match(text)
	rv, rs, re, rok := c.matchRef(text)
	if ok != rok || s != rs || e != re || !reflect.DeepEqual(v, rv) {
		t.Errorf("Match(%q) = %q %d %d %v, reference %q %d %d %v", text, v.Acronym, s, e, ok, rv.Acronym, rs, re, rok)
		return false
	}
	return true
}

// refTexts are the texts the reference comparison replays: the table's
// cases, the bench texts, and every acronym, name and alias of the
// curated layer bare and in the shapes CVs write them.
func refTexts(t *testing.T, c *Catalog) []string {
	var out []string
	for _, tc := range readTable(t) {
		out = append(out, tc.text)
	}
	out = append(out, benchVenueTexts...)
	for _, v := range c.All() {
		forms := append([]string{v.Acronym}, v.Names...)
		forms = append(forms, v.Aliases...)
		for _, f := range forms {
			out = append(out, f, "In Proc. of the 12th "+f+" 2019", f+" (spotlight)", f+"'19",
				"A. Quill and B. Reyes. On pebbles. "+f+", 12(3):4-5, 2020", "("+f+")", "Workshop at "+f)
		}
	}
	return out
}

func TestMatchSameAsRef(t *testing.T) {
	c := Default()
	bad := 0
	for _, s := range refTexts(t, c) {
		if !sameAsRef(t, c, s) {
			if bad++; bad > 20 {
				t.Fatal("too many differences")
			}
		}
	}
}

// TestMatchSameAsRefJournals compares on the journal layer's names.
func TestMatchSameAsRefJournals(t *testing.T) {
	c := Default()
	js := c.Journals()
	step := 1
	if testing.Short() {
		step = 50
	}
	bad := 0
	for i := 0; i < len(js); i += step {
		v := js[i]
		forms := append([]string{v.Acronym}, v.Names...)
		forms = append(forms, v.Aliases...)
		for _, f := range forms {
			for _, s := range []string{f, "In " + f + " 12, 3-4 (2019)", "To appear in " + f} {
				if !sameAsRef(t, c, s) {
					if bad++; bad > 20 {
						t.Fatal("too many differences")
					}
				}
			}
		}
	}
}

// TestMatchSameAsRefRandom compares on random texts of catalogue words,
// marks and years (a fixed seed: the same texts every run).
func TestMatchSameAsRefRandom(t *testing.T) {
	c := Default()
	var words []string
	for _, v := range c.All() {
		for _, f := range append(append([]string{v.Acronym}, v.Names...), v.Aliases...) {
			words = append(words, strings.Fields(f)...)
		}
	}
	words = append(words, "In", "Proc.", "of", "the", "and", "&", "2019", "'18", "12(3)", "pp.", "Pebble", "Quill,", "A.", "é", "Ünal", "@", "/", "-", "(", ")", "[", "]", "Chapter", "Institute", "for", "37th", "Journal", "J.", "Letters")
	r := rand.New(rand.NewPCG(28, 4))
	n := 200000
	if testing.Short() {
		n = 20000
	}
	bad := 0
	var b strings.Builder
	for range n {
		b.Reset()
		for k := r.IntN(12) + 1; k > 0; k-- {
			b.WriteString(words[r.IntN(len(words))])
			b.WriteString([]string{" ", " ", " ", ", ", "-", "'", "", ". ", " (", ") ", "/"}[r.IntN(11)])
		}
		if !sameAsRef(t, c, b.String()) {
			if bad++; bad > 20 {
				t.Fatal("too many differences")
			}
		}
	}
}

// FuzzMatchSameAsRef holds Match to matchRef on any text.
func FuzzMatchSameAsRef(f *testing.F) {
	for _, s := range benchVenueTexts {
		f.Add(s)
	}
	c := Default()
	f.Fuzz(func(t *testing.T, s string) {
		sameAsRef(t, c, s)
	})
}

// TestMatchSameAsRefLoaded compares on a catalogue loaded from the
// venue file (its index built by index, not decoded) and extended by a
// fictional venue whose first word opens many keys.
func TestMatchSameAsRefLoaded(t *testing.T) {
	c, err := Load(strings.NewReader(embedded), "venues.txt")
	if err != nil {
		t.Fatal(err)
	}
	extra, err := Load(strings.NewReader("PEBL | conference | ai | Conference on Pebble Learning | Conf. Pebble Learn.\n"), "extra.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, cat := range []*Catalog{c, c.Extend(extra)} {
		texts := refTexts(t, cat)
		texts = append(texts, "Conference on Pebble Learning 2021", "In Conf. Pebble Learn., 2020", "PEBL'19")
		for i := 0; i < len(texts); i += 3 {
			if !sameAsRef(t, cat, texts[i]) {
				t.FailNow()
			}
		}
		if v, _, _, ok := cat.Match("Conference on Pebble Learning 2021"); cat != c && (!ok || v.Acronym != "PEBL") {
			t.Errorf("extended catalogue: got %q %v, want PEBL", v.Acronym, ok)
		}
	}
}

// TestTokensRef holds tokens (its one-pass ASCII words) to tokensRef on
// marks, joins, capitals, long words and non-ASCII letters.
func TestTokensRef(t *testing.T) {
	c := Default()
	c.ready()
	texts := append([]string{"", "&", "a&", "&b", "S&P", "S&P&Q", "s&é", "é&s", "Ünal&Co", "IEEE S&P'19",
		"J. Pebble Sci. 12(3)", "Pebbleéstone", "ICML2019", "37th", strings.Repeat("a", 64), strings.Repeat("B", 65),
		strings.Repeat("x", 63) + "é", "ab\u00a0cd", "x\xffy", "a&\xff", strings.Repeat("a", 64) + " of", strings.Repeat("C", 63) + "&D",
		"CONFERENCE OF Pebble", "Conference on Pebble Learning"}, benchVenueTexts...)
	r := rand.New(rand.NewPCG(28, 5))
	alphabet := []string{"a", "B", "z", "0", "9", "&", " ", ".", "é", "Ü", "\xff", "'", "-", "ieee", "J", "conference", "of"}
	for range 20000 {
		var b strings.Builder
		for k := r.IntN(20); k > 0; k-- {
			b.WriteString(alphabet[r.IntN(len(alphabet))])
		}
		texts = append(texts, b.String())
	}
	for _, s := range texts {
		got, want := c.tokens(s, nil), c.tokensRef(s, nil)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("tokens(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestVocabIDFold holds vocabIDFold, which compares ignoring ASCII case,
// to vocabID of the lower-cased word: every ASCII word of the vocabulary
// written lower, upper and title case, and words it lacks.
func TestVocabIDFold(t *testing.T) {
	c := Default()
	c.ready()
	check := func(w string) {
		t.Helper()
		low := strings.ToLower(w)
		if got, want := c.vocabIDFold(w, wordHash(low)), c.vocabID([]byte(low), wordHash(low)); got != want {
			t.Fatalf("vocabIDFold(%q) = %d, vocabID gives %d", w, got, want)
		}
	}
	n := 0
	for id := range int32(c.nWords()) {
		w := c.vocabWord(id)
		if !isASCII(w) {
			continue
		}
		n++
		check(w)
		check(strings.ToUpper(w))
		check(strings.ToUpper(w[:1]) + w[1:])
	}
	for _, w := range []string{"pebblez", "PEBBLEZ", "x", "Q9"} {
		check(w)
	}
	if n < 1000 {
		t.Fatalf("%d ASCII words in the vocabulary: the test reads too few", n)
	}
}
