package fieldmodel_test

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/internal/fieldmodel"
	"github.com/vitae-cv/vitae/internal/fieldmodel/sources"
)

// Fictional entries: no real person or paper.
var fictional = []fieldmodel.Entry{
	{Text: "A. Quill, B. Reyes, and C. Marlowe. Folding paper towers quickly. In Proceedings of the Imaginary Conference on Paper Engineering (ICPE), 2021."},
	{Text: "Folding paper towers quickly [ICPE'21]. A. Quill and B. Reyes. Imaginary Conference on Paper Engineering, 2021", Italics: []string{"Imaginary Conference on Paper Engineering"}},
	{Text: "Quill, A.; Reyes, B. “Counting clouds in the dark,” Journal of Invented Results 12(3):45–67, March 2019. https://example.org/paper.pdf", Bolds: []string{"Quill, A."}},
	{Text: ""},
	{Text: "[C3] ((((( “ ” ]]] 1999 2000 20001 x.y.z"},
}

func TestTokenize(t *testing.T) {
	toks := fieldmodel.Tokenize("A. Quill (2021): “Towers”, see https://example.org/x.")
	var got []string
	for _, tk := range toks {
		got = append(got, tk.Text)
	}
	want := []string{"A", ".", "Quill", "(", "2021", ")", ":", "“", "Towers", "”", ",", "see", "https://example.org/x", "."}
	if !slices.Equal(got, want) {
		t.Errorf("Tokenize = %q, want %q", got, want)
	}
}

// TestFeaturesComeFromTheVocabulary: every feature of fictional entries
// and of random text is a name of the fixed vocabulary, so a model holds
// no entry's words.
func TestFeaturesComeFromTheVocabulary(t *testing.T) {
	lx := parse.FieldLexicon()
	vocab := map[string]bool{}
	for _, f := range fieldmodel.Vocabulary(lx) {
		vocab[f] = true
	}
	entries := slices.Clone(fictional)
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []rune("abcXYZ019 .,;:()[]\"“”'-–&*éßж\t")
	for range 200 {
		var b strings.Builder
		for range rng.IntN(120) {
			b.WriteRune(alphabet[rng.IntN(len(alphabet))])
		}
		entries = append(entries, fieldmodel.Entry{Text: b.String(), Bolds: []string{"a"}, Italics: []string{"X"}})
	}
	for _, e := range entries {
		_, feats := fieldmodel.Extract(e, lx)
		for _, fs := range feats {
			for _, f := range fs {
				if !vocab[f] {
					t.Fatalf("feature %q of %q not in the vocabulary", f, e.Text)
				}
			}
		}
	}
}

// TestTrainIsDeterministic: the same examples in any order give the same
// bytes.
func TestTrainIsDeterministic(t *testing.T) {
	lx := parse.FieldLexicon()
	exs := sources.Synthetic(3, 6)
	opt := fieldmodel.TrainOptions{Iters: 20}
	a, err := fieldmodel.Train(exs, lx, opt).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	rev := slices.Clone(exs)
	slices.Reverse(rev)
	b, err := fieldmodel.Train(rev, lx, opt).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Fatal("the model depends on the order of the examples")
	}
	m, err := fieldmodel.Unmarshal(a)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.IsSorted(m.Features) {
		t.Error("features not sorted")
	}
}

// TestDefaultModel: the committed model loads, holds vocabulary features
// only, and reads the fields of fictional entries in two orders.
func TestDefaultModel(t *testing.T) {
	lx := parse.FieldLexicon()
	m, err := fieldmodel.Default()
	if err != nil {
		t.Fatal(err)
	}
	vocab := fieldmodel.Vocabulary(lx)
	for _, f := range m.Features {
		if _, ok := slices.BinarySearch(vocab, f); !ok {
			t.Errorf("model feature %q not in the vocabulary", f)
		}
	}
	for _, c := range []struct {
		e                  fieldmodel.Entry
		title, venue, year string
	}{
		{fictional[0], "Folding paper towers quickly", "Proceedings of the Imaginary Conference on Paper Engineering", "2021"},
		{fictional[1], "Folding paper towers quickly", "Imaginary Conference on Paper Engineering", "2021"},
	} {
		l := m.Label(c.e, lx)
		got := map[string]string{}
		for _, r := range fieldmodel.Runs(l.Tokens, l.Fields, l.Probs) {
			f := fieldmodel.Fields[r.Field]
			if _, seen := got[f]; !seen {
				got[f] = r.Text(c.e.Text, l.Tokens)
			}
		}
		if got["title"] != c.title || !strings.HasPrefix(got["venue"], c.venue) {
			t.Errorf("%q: title %q, venue %q", c.e.Text, got["title"], got["venue"])
		}
		if y := fieldmodel.Year(l.Tokens, l.Fields); y != 2021 {
			t.Errorf("%q: year %d", c.e.Text, y)
		}
	}
}

// TestLabelNeverFails: any input labels without a panic, every token.
func TestLabelNeverFails(t *testing.T) {
	m, err := fieldmodel.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range fictional {
		l := m.Label(e, parse.FieldLexicon())
		if len(l.Fields) != len(l.Tokens) || len(l.Probs) != len(l.Tokens) {
			t.Errorf("%q: %d tokens, %d fields", e.Text, len(l.Tokens), len(l.Fields))
		}
	}
	long := strings.Repeat("A. Quill, ", 10000)
	if n := len(fieldmodel.Tokenize(long)); n > 400 {
		t.Errorf("a long entry gives %d tokens", n)
	}
}

// TestLineBreakIsACue: the first token of a source line carries
// "linestart", and the line ends a sentence part.
func TestLineBreakIsACue(t *testing.T) {
	e := fieldmodel.Entry{Text: "Folding Paper Towers Quickly Ada Quill, Ben Reyes", Breaks: []int{len("Folding Paper Towers Quickly ")}}
	toks, feats := fieldmodel.Extract(e, parse.FieldLexicon())
	for i, tk := range toks {
		has := slices.Contains(feats[i], "linestart")
		if has != (tk.Text == "Ada") {
			t.Errorf("token %q: linestart %v", tk.Text, has)
		}
		if sent := slices.Contains(feats[i], "sent:1"); sent != (i >= 4) {
			t.Errorf("token %q: sent:1 %v", tk.Text, sent)
		}
	}
}
