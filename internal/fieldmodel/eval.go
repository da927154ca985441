package fieldmodel

import (
	"fmt"
	"io"
	"slices"

	"github.com/vitae-cv/vitae/internal/seqmodel"
)

// Folds deals the examples' groups into k folds in an order drawn from
// seed: fold[g] is group g's fold.
func Folds(exs []Example, k int, seed uint64) map[string]int {
	groups := make([]string, len(exs))
	for i, ex := range exs {
		groups[i] = ex.Group
	}
	return seqmodel.Folds(groups, k, seed, 0x6669656c6473)
}

// Score counts a model's agreement with the gold fields.
type Score struct {
	Entries, Tokens, TokensRight int
	// per field of interest: exact runs found, gold, right
	Found, Gold, Right map[string]int
	YearRight          int
}

// NewScore returns an empty score.
func NewScore() *Score {
	return &Score{Found: map[string]int{}, Gold: map[string]int{}, Right: map[string]int{}}
}

// scored are the fields whose runs are scored by exact span.
var scored = []string{"title", "venue", "author"}

// Add scores the model's labels of one example.
func (s *Score) Add(m *Model, ex Example, lx *Lexicon) {
	l := m.Label(ex.Entry, lx)
	s.add(l, ex.Gold(l.Tokens))
}

func (s *Score) add(l Labelled, gold []int) {
	s.Entries++
	s.Tokens += len(gold)
	for i, g := range gold {
		if l.Fields[i] == g {
			s.TokensRight++
		}
	}
	pr, gr := Runs(l.Tokens, l.Fields, nil), Runs(l.Tokens, gold, nil)
	for _, f := range scored {
		fi := FieldIndex(f)
		for _, r := range pr {
			if r.Field == fi {
				s.Found[f]++
				if slices.Contains(gr, r) {
					s.Right[f]++
				}
			}
		}
		for _, r := range gr {
			if r.Field == fi {
				s.Gold[f]++
			}
		}
	}
	if Year(l.Tokens, l.Fields) == Year(l.Tokens, gold) {
		s.YearRight++
	}
}

// Merge adds o's counts to s.
func (s *Score) Merge(o *Score) {
	s.Entries += o.Entries
	s.Tokens += o.Tokens
	s.TokensRight += o.TokensRight
	s.YearRight += o.YearRight
	for _, f := range scored {
		s.Found[f] += o.Found[f]
		s.Gold[f] += o.Gold[f]
		s.Right[f] += o.Right[f]
	}
}

// F1 is field f's exact-span F1.
func (s *Score) F1(f string) float64 {
	if s.Found[f]+s.Gold[f] == 0 {
		return 1
	}
	return 2 * float64(s.Right[f]) / float64(s.Found[f]+s.Gold[f])
}

// TokenAccuracy is the share of tokens labelled right.
func (s *Score) TokenAccuracy() float64 { return ratio(s.TokensRight, s.Tokens) }

// YearAccuracy is the share of entries whose year (or lack of one) is
// right.
func (s *Score) YearAccuracy() float64 { return ratio(s.YearRight, s.Entries) }

var ratio = seqmodel.Ratio

// WriteRow writes one table row: name, entries, token accuracy, the F1
// of title, venue, author, year accuracy.
func (s *Score) WriteRow(w io.Writer, name string) {
	fmt.Fprintf(w, "%-18s %6d  %.3f  %.3f  %.3f  %.3f  %.3f\n", name, s.Entries, s.TokenAccuracy(),
		s.F1("title"), s.F1("venue"), s.F1("author"), s.YearAccuracy())
}

// Header is the table's header line.
const Header = "fold                entries  token  title  venue  author year\n"

// CrossValidate trains, for each fold of test's groups, on the other
// folds plus the examples of extra not of the fold's groups (copies of
// test examples rewritten, other data), and scores the fold. It returns
// the score of each fold.
func CrossValidate(test, extra []Example, fold map[string]int, k int, lx *Lexicon, opt TrainOptions) []*Score {
	all := append(slices.Clone(test), extra...)
	prep := Prepare(all, lx)
	toks := make([][]Token, len(test))
	for i, ex := range test {
		toks[i] = Tokenize(ex.Entry.Text)
	}
	out := make([]*Score, k)
	for f := range k {
		var tr []int
		for i, ex := range all {
			if g, in := fold[ex.Group]; !in || g != f {
				tr = append(tr, i)
			}
		}
		m := prep.Train(tr, opt)
		out[f] = NewScore()
		for i, ex := range test {
			if fold[ex.Group] == f {
				l := m.labelPrepared(prep, i, toks[i])
				out[f].add(l, prep.data[i].Gold)
			}
		}
	}
	return out
}
