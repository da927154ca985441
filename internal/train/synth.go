package train

import (
	"bytes"
	"context"
	"fmt"

	"github.com/vitae-cv/vitae/internal/cvgen"
)

// SynthResult is the aligner's agreement on the synthetic CVs of one
// template.
type SynthResult struct {
	Template string
	Agreement
}

// Synthetic aligns n synthetic CVs of seed (internal/cvgen) in every
// template whose format the parser reads (not LaTeX sources) against
// their exact truth, and measures the labels with Agree.
func Synthetic(ctx context.Context, seed uint64, n int) ([]SynthResult, error) {
	var out []SynthResult
	for _, tm := range cvgen.Templates() {
		if tm.Format == "latex" {
			continue
		}
		r := SynthResult{Template: tm.Name}
		for i := range n {
			g, err := synthOne(ctx, seed, i, tm)
			if err != nil {
				return nil, err
			}
			r.Add(g)
		}
		out = append(out, r)
	}
	return out, nil
}

func synthOne(ctx context.Context, seed uint64, i int, tm cvgen.Template) (Agreement, error) {
	rec := cvgen.Generate(seed, i)
	data := cvgen.Render(seed, i, rec, tm)
	name := fmt.Sprintf("%s-%d%s", tm.Name, i, tm.Ext)
	src, err := SourceOf(ctx, name, data)
	if err != nil {
		return Agreement{}, err
	}
	tj, err := cvgen.MarshalTruth(cvgen.TruthOf(rec))
	if err != nil {
		return Agreement{}, err
	}
	t, err := ReadTruth(bytes.NewReader(tj))
	if err != nil {
		return Agreement{}, fmt.Errorf("%s: %w", name, err)
	}
	return Agree(src.Views, t, Align(src.Views, t)), nil
}
