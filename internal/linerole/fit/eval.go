package fit

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/internal/linerole"
	"github.com/vitae-cv/vitae/internal/seqmodel"
)

// Folds splits the docs' groups into k folds, the groups in an order
// drawn from seed, dealt round: fold[g] is group g's fold. Every file of
// a group (a person's CV in all its forms) is in the same fold.
func Folds(docs []Doc, k int, seed uint64) map[string]int {
	groups := make([]string, len(docs))
	for i, d := range docs {
		groups[i] = d.Group
	}
	return seqmodel.Folds(groups, k, seed, 0x666f6c6473)
}

// Predictor names each line's role in a doc.
type Predictor func(d Doc) []string

// CrossValidate trains on all folds but one and predicts the one left,
// for each fold: a doc is never predicted by a model trained on its
// group. extra docs (synthetic CVs) join every training set and are
// never scored. It returns each doc's predicted roles by the model and by
// the majority-role baseline of the same training set.
func CrossValidate(docs, extra []Doc, k int, opt TrainOptions) (model, majority [][]string) {
	fold := Folds(docs, k, opt.Seed)
	model, majority = make([][]string, len(docs)), make([][]string, len(docs))
	for f := range k {
		var tr []Doc
		for _, d := range docs {
			if fold[d.Group] != f {
				tr = append(tr, d)
			}
		}
		tr = append(tr, extra...)
		m := Train(tr, opt)
		maj := MajorityRole(tr)
		for i, d := range docs {
			if fold[d.Group] == f {
				model[i] = m.Predict(d.Lines(), d.Form)
				majority[i] = slices.Repeat([]string{maj}, len(d.Views))
			}
		}
	}
	return model, majority
}

// MajorityRole is the most common role of the docs' lines (the first in
// linerole.Roles order on a tie).
func MajorityRole(docs []Doc) string {
	n := map[string]int{}
	for _, d := range docs {
		for _, r := range d.Roles {
			n[r]++
		}
	}
	best := linerole.Roles[0]
	for _, r := range linerole.Roles {
		if n[r] > n[best] {
			best = r
		}
	}
	return best
}

// ParserRoles is the roles today's parser implies, from what
// parse.Explain says of each line: blank for a line without a letter or
// digit, furniture for text repeated on every page, heading for a line it
// took as a section heading, contact for a line of its header section,
// and other for the rest (the parser's entry splitting is not in its
// views, so it implies no entry_start, continuation, description,
// group_label or prose).
func ParserRoles(d Doc) []string {
	out := make([]string, len(d.Views))
	for i, v := range d.Views {
		switch {
		case !strings.ContainsFunc(v.Text, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }):
			out[i] = "blank"
		case v.Cue.Repeats:
			out[i] = "furniture"
		case v.Title != "":
			out[i] = "heading"
		case v.Section == "header":
			out[i] = "contact"
		default:
			out[i] = "other"
		}
	}
	return out
}

// Scores counts gold against predicted roles.
type Scores struct {
	Confusion map[[2]string]int // [gold, predicted]
	Lines     int
}

// Score compares each doc's gold roles with pred; keep selects the docs
// counted (nil for all).
func Score(docs []Doc, pred [][]string, keep func(Doc) bool) Scores {
	s := Scores{Confusion: map[[2]string]int{}}
	for i, d := range docs {
		if keep != nil && !keep(d) {
			continue
		}
		for j, g := range d.Roles {
			s.Confusion[[2]string{g, pred[i][j]}]++
			s.Lines++
		}
	}
	return s
}

// Accuracy is the share of lines whose role is right; without blank
// lines when noBlank.
func (s Scores) Accuracy(noBlank bool) float64 {
	right, all := 0, 0
	for k, n := range s.Confusion {
		if noBlank && k[0] == "blank" {
			continue
		}
		all += n
		if k[0] == k[1] {
			right += n
		}
	}
	return ratio(right, all)
}

// PRF is role r's precision, recall, F1 and gold count.
func (s Scores) PRF(r string) (p, rec, f1 float64, support int) {
	tp, pred := 0, 0
	for k, n := range s.Confusion {
		if k[0] == r {
			support += n
		}
		if k[1] == r {
			pred += n
		}
		if k[0] == r && k[1] == r {
			tp += n
		}
	}
	p, rec = ratio(tp, pred), ratio(tp, support)
	if p+rec > 0 {
		f1 = 2 * p * rec / (p + rec)
	}
	return p, rec, f1, support
}

// MacroF1 is the mean F1 over the roles with gold lines (blank included
// unless noBlank).
func (s Scores) MacroF1(noBlank bool) float64 {
	sum, n := 0.0, 0
	for _, r := range linerole.Roles {
		if noBlank && r == "blank" {
			continue
		}
		if _, _, f1, sup := s.PRF(r); sup > 0 {
			sum += f1
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

var ratio = seqmodel.Ratio

// WriteRoles prints per-role precision, recall and F1 of each named
// scorer side by side.
func WriteRoles(w io.Writer, names []string, ss []Scores) {
	fmt.Fprintf(w, "%-13s %6s", "role", "lines")
	for _, n := range names {
		fmt.Fprintf(w, " | %-17s", n+" P/R/F1")
	}
	fmt.Fprintln(w)
	for _, r := range linerole.Roles {
		_, _, _, sup := ss[0].PRF(r)
		fmt.Fprintf(w, "%-13s %6d", r, sup)
		for _, s := range ss {
			p, rec, f1, _ := s.PRF(r)
			fmt.Fprintf(w, " | %.2f %.2f %.2f   ", p, rec, f1)
		}
		fmt.Fprintln(w)
	}
	for _, row := range []struct {
		name string
		f    func(Scores) float64
	}{
		{"accuracy", func(s Scores) float64 { return s.Accuracy(false) }},
		{"acc no-blank", func(s Scores) float64 { return s.Accuracy(true) }},
		{"macro-F1", func(s Scores) float64 { return s.MacroF1(false) }},
		{"macro-F1 nb", func(s Scores) float64 { return s.MacroF1(true) }},
	} {
		fmt.Fprintf(w, "%-13s %6s", row.name, "")
		for _, s := range ss {
			fmt.Fprintf(w, " | %-17.3f", row.f(s))
		}
		fmt.Fprintln(w)
	}
}

// WriteConfusion prints the counts of gold roles (rows) against
// predicted roles (columns).
func WriteConfusion(w io.Writer, s Scores) {
	fmt.Fprintf(w, "%-13s", "gold\\pred")
	for _, r := range linerole.Roles {
		fmt.Fprintf(w, " %6.6s", r)
	}
	fmt.Fprintln(w)
	for _, g := range linerole.Roles {
		fmt.Fprintf(w, "%-13s", g)
		for _, p := range linerole.Roles {
			fmt.Fprintf(w, " %6d", s.Confusion[[2]string{g, p}])
		}
		fmt.Fprintln(w)
	}
}
