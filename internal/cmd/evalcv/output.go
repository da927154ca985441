package main

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/internal/eval"
)

// fieldOrder is the order figures are listed in, section by section.
var fieldOrder = map[string][]string{
	"publications": {"venue", "year", "type", "authors", "self_index", "paper_awards"},
	"awards":       {"year", "category", "status"},
	"education":    {"institution", "start", "end", "field"},
	"positions":    {"title", "organization", "start", "end", "kind"},
}

// figureNames is every figure met in the reports, in a fixed order: each
// section's F1 then its fields, then the other figures.
func figureNames(res *results) []string {
	seen := map[string]bool{}
	for _, sr := range res.Sets {
		for _, rep := range sr.Reports {
			for _, f := range rep.Summary {
				seen[f.Name] = true
			}
		}
	}
	var out []string
	add := func(n string) {
		if seen[n] {
			out = append(out, n)
			delete(seen, n)
		}
	}
	for _, s := range eval.Sections {
		add(s + " F1")
		for _, f := range fieldOrder[s] {
			add(s + "." + f)
		}
	}
	for _, o := range eval.Others {
		add(o)
	}
	rest := make([]string, 0, len(seen))
	for n := range seen {
		rest = append(rest, n)
	}
	slices.Sort(rest)
	return append(out, rest...)
}

func writeText(w io.Writer, res *results, floors *floorCheck) error {
	var b strings.Builder
	fmt.Fprintf(&b, "learner %s; %d-fold cross-validation grouped by person (fold seed %d)", res.Learner, res.K, res.FoldSeed)
	if res.families["synthetic"] {
		fmt.Fprintf(&b, "; synthetic: seed %d, %d records a template", res.Seed, res.N)
	}
	if res.Slice != "" {
		fmt.Fprintf(&b, "; slice: %s", res.Slice)
	}
	b.WriteString("\n\n")
	summaryTable(&b, res)
	for _, s := range res.Skipped {
		b.WriteString("not measured: " + s + "\n")
	}
	for _, sr := range res.Sets {
		for _, f := range sr.Failed {
			b.WriteString("failed: " + f + "\n")
		}
	}
	if b.String()[b.Len()-2:] != "\n\n" {
		b.WriteString("\n")
	}
	for _, fam := range families(res) {
		figureTables(&b, res, fam)
	}
	foldTable(&b, res)
	if floors != nil {
		floors.writeText(&b)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// families lists the families measured, in set order.
func families(res *results) []string {
	var out []string
	for _, sr := range res.Sets {
		if !slices.Contains(out, sr.Set.Family) {
			out = append(out, sr.Set.Family)
		}
	}
	return out
}

func cell(rep *eval.Report) string {
	if rep == nil {
		return "-"
	}
	return fmt.Sprintf("%.3f", rep.Overall)
}

func summaryTable(b *strings.Builder, res *results) {
	width := len("set")
	for _, sr := range res.Sets {
		width = max(width, len(sr.Set.Name))
	}
	width = max(width, len("synthetic, mean of 99"))
	fmt.Fprintf(b, "%-*s %5s %6s %9s %7s %7s  %s\n", width, "set", "files", "failed", "in-sample", "k-fold", "loto", "worst figure in-sample")
	for _, fam := range families(res) {
		var sum [3]float64
		n, files, failed := 0, 0, 0
		for _, sr := range res.Sets {
			if sr.Set.Family != fam {
				continue
			}
			in := sr.Reports["in-sample"]
			fmt.Fprintf(b, "%-*s %5d %6d %9s %7s %7s  %s=%.3f\n", width, sr.Set.Name, len(sr.Set.Files), len(sr.Failed),
				cell(in), cell(sr.Reports["k-fold"]), cell(sr.Reports["loto"]), in.Worst.Name, in.Worst.Value)
			for i, m := range measures {
				if r := sr.Reports[m]; r != nil {
					sum[i] += r.Overall
				}
			}
			n++
			files += len(sr.Set.Files)
			failed += len(sr.Failed)
		}
		if n < 2 {
			continue
		}
		loto := "-"
		if fam == "synthetic" {
			loto = fmt.Sprintf("%.3f", sum[2]/float64(n))
		}
		fmt.Fprintf(b, "%-*s %5d %6d %9.3f %7.3f %7s\n", width, fmt.Sprintf("%s, mean of %d", fam, n), files, failed,
			sum[0]/float64(n), sum[1]/float64(n), loto)
	}
	b.WriteString("\n")
}

// figureTables prints, for one family, every figure of every set
// in-sample, then the measures whose figures differ from it.
func figureTables(b *strings.Builder, res *results, fam string) {
	var srs []*setResult
	for _, sr := range res.Sets {
		if sr.Set.Family == fam {
			srs = append(srs, sr)
		}
	}
	names := figureNames(res)
	for _, m := range measures {
		if m != "in-sample" && sameAsInSample(srs, m) {
			if srs[0].Reports[m] != nil {
				fmt.Fprintf(b, "%s, %s: every figure equals in-sample\n\n", fam, m)
			}
			continue
		}
		fmt.Fprintf(b, "%s, %s, figure by set:\n", fam, m)
		width := 25
		fmt.Fprintf(b, "%-*s", width, "figure")
		for _, sr := range srs {
			fmt.Fprintf(b, " %*s", colWidth(sr), column(sr))
		}
		b.WriteString("\n")
		for _, n := range names {
			fmt.Fprintf(b, "%-*s", width, n)
			for _, sr := range srs {
				v := "-"
				if rep := sr.Reports[m]; rep != nil {
					if x, ok := rep.Figure(n); ok {
						v = fmt.Sprintf("%.3f", x)
					}
				}
				fmt.Fprintf(b, " %*s", colWidth(sr), v)
			}
			b.WriteString("\n")
		}
		b.WriteString("\n")
	}
}

func column(sr *setResult) string {
	_, after, ok := strings.Cut(sr.Set.Name, "/")
	if !ok {
		return sr.Set.Name
	}
	return after
}

func colWidth(sr *setResult) int { return max(5, len(column(sr))) }

// sameAsInSample says whether measure m gives every set of srs the
// figures it has in-sample (true too when m does not apply).
func sameAsInSample(srs []*setResult, m string) bool {
	for _, sr := range srs {
		rep, in := sr.Reports[m], sr.Reports["in-sample"]
		if rep == nil {
			continue
		}
		if len(rep.Summary) != len(in.Summary) {
			return false
		}
		for i, f := range rep.Summary {
			if f != in.Summary[i] {
				return false
			}
		}
	}
	return true
}

// jsonReport is one measure of one set in the JSON output.
type jsonReport struct {
	Overall float64          `json:"overall"`
	Worst   eval.Figure      `json:"worst"`
	Figures []eval.Figure    `json:"figures"`
	Missing []string         `json:"missing,omitempty"`
	PerFile []eval.FileScore `json:"per_file,omitempty"`
}

type jsonSet struct {
	Name     string                 `json:"name"`
	Family   string                 `json:"family"`
	Template string                 `json:"template"`
	Format   string                 `json:"format"`
	Files    int                    `json:"files"`
	Failed   []string               `json:"failed,omitempty"`
	Measures map[string]*jsonReport `json:"measures"`
}

type jsonOut struct {
	Learner  string       `json:"learner"`
	K        int          `json:"k"`
	FoldSeed uint64       `json:"fold_seed"`
	Seed     uint64       `json:"synthetic_seed"`
	N        int          `json:"synthetic_n"`
	Slice    string       `json:"slice,omitempty"`
	Skipped  []string     `json:"not_measured,omitempty"`
	Sets     []jsonSet    `json:"sets"`
	Folds    []foldResult `json:"folds,omitempty"` // -cv: the real CVs by fold, fold 0 pooled
	Floors   *floorCheck  `json:"floors,omitempty"`
}

func writeJSON(w io.Writer, res *results, floors *floorCheck) error {
	out := jsonOut{Learner: res.Learner, K: res.K, FoldSeed: res.FoldSeed, Seed: res.Seed, N: res.N, Slice: res.Slice,
		Skipped: res.Skipped, Sets: []jsonSet{}, Folds: res.Folds, Floors: floors}
	for _, sr := range res.Sets {
		js := jsonSet{Name: sr.Set.Name, Family: sr.Set.Family, Template: sr.Set.Template, Format: sr.Set.Format,
			Files: len(sr.Set.Files), Failed: sr.Failed, Measures: map[string]*jsonReport{}}
		for m, rep := range sr.Reports {
			js.Measures[m] = &jsonReport{Overall: rep.Overall, Worst: rep.Worst, Figures: rep.Summary,
				Missing: rep.Missing, PerFile: rep.PerFile}
		}
		out.Sets = append(out.Sets, js)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}

// writeMisses prints score.py's -v --per-file output of the in-sample run
// for each set named in spec (names or families, comma separated).
func writeMisses(w io.Writer, res *results, spec string) error {
	want := listSet(spec)
	found := false
	for _, sr := range res.Sets {
		if !want[sr.Set.Name] && !want[sr.Set.Family] {
			continue
		}
		found = true
		if _, err := fmt.Fprintf(w, "\n== %s, in-sample (as score.py -v --per-file prints it)\n", sr.Set.Name); err != nil {
			return err
		}
		if err := sr.Reports["in-sample"].WriteText(w, true); err != nil {
			return err
		}
	}
	if !found {
		return fmt.Errorf("-misses %s: no such set in this run", spec)
	}
	return nil
}
