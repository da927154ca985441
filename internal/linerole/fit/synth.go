package fit

import (
	"bytes"
	"context"
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/internal/cvgen"
	"github.com/vitae-cv/vitae/internal/train"
)

// Synthetic returns n synthetic CVs of seed (internal/cvgen) in every
// template whose format the parser reads (not LaTeX sources), each line
// labelled by the aligner (train.Align) against the CV's exact truth.
// These labels are the aligner's, not reviewed by hand. All are one
// group, "synth", which is never scored.
func Synthetic(ctx context.Context, seed uint64, n int) ([]Doc, error) {
	var out []Doc
	for _, tm := range cvgen.Templates() {
		if tm.Format == "latex" {
			continue
		}
		for i := range n {
			d, err := synthDoc(ctx, seed, i, tm)
			if err != nil {
				return nil, err
			}
			out = append(out, d)
		}
	}
	return out, nil
}

func synthDoc(ctx context.Context, seed uint64, i int, tm cvgen.Template) (Doc, error) {
	rec := cvgen.Generate(seed, i)
	data := cvgen.Render(seed, i, rec, tm)
	name := fmt.Sprintf("%s-%d%s", tm.Name, i, tm.Ext)
	src, err := train.SourceOf(ctx, name, data)
	if err != nil {
		return Doc{}, err
	}
	tj, err := cvgen.MarshalTruth(cvgen.TruthOf(rec))
	if err != nil {
		return Doc{}, err
	}
	t, err := train.ReadTruth(bytes.NewReader(tj))
	if err != nil {
		return Doc{}, fmt.Errorf("%s: %w", name, err)
	}
	f := train.Align(src.Views, t)
	d := Doc{Key: "synth:" + name, Group: "synth", Form: strings.TrimPrefix(tm.Ext, "."), Views: src.Views}
	for _, l := range f.Lines {
		d.Roles = append(d.Roles, l.Role)
	}
	return d, nil
}
