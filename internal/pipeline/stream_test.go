package pipeline

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
)

// TestRunStreamsLikeWhole: Run counts the records no correction names as
// they are read and holds only the others, yet its report is the one of
// the old way (every record read, every correction applied to all,
// then counted). The corrections name one candidate, a name two records
// share (so it must stay stale, which it can only if both are held) and
// a file; the sample CVs come along uncorrected.
func TestRunStreamsLikeWhole(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "cvs", "orla.md"), fictionalCV)
	write(t, filepath.Join(dir, "cvs", "twin-a.md"), strings.ReplaceAll(fictionalCV, "Orla Bramwick", "Pell Yarrow"))
	write(t, filepath.Join(dir, "cvs", "twin-b.md"), strings.ReplaceAll(fictionalCV, "Orla Bramwick", "Pell Yarrow"))
	twin := filepath.ToSlash(filepath.Join(dir, "cvs", "twin-a.md"))
	corr := write(t, filepath.Join(dir, "corrections.toml"), `[[correction]]
candidate = "Orla Bramwick"
section = "publications"
entry = "Widgets at Scale"
remove = true

[[correction]]
candidate = "Pell Yarrow"
section = "publications"
entry = "Widgets at Scale"
remove = true

[[correction]]
candidate = "file:`+twin+`"
set = { stage = "postdoc" }
`)
	p := plan(filepath.Join(dir, "cvs"), filepath.Join("..", "..", "testdata", "cvs"))
	p.Corrections.File = corr
	ck, err := p.Check(clock)
	if err != nil {
		t.Fatal(err)
	}
	o, err := ck.Run(Observer{})
	if err != nil {
		t.Fatal(err)
	}
	if o.Loaded.Counted < 10 || len(o.Loaded.CVs) != 3 {
		t.Errorf("counted %d as read, held %d; want the 10 samples counted and the 3 named held", o.Loaded.Counted, len(o.Loaded.CVs))
	}
	if len(o.Corrections.Applied) != 2 || len(o.Corrections.Stale) != 1 {
		t.Errorf("applied %d, stale %d; want 2 and 1 (the shared name)", len(o.Corrections.Applied), len(o.Corrections.Stale))
	}
	ck2, err := p.Check(clock)
	if err != nil {
		t.Fatal(err)
	}
	all := ck2.Files.Collect(nil).CVs
	ck2.Corrections.Apply(all)
	want := analytics.Compute(all, ck2.Options).Finish()
	want.SetInputs(nil, nil)
	want.SetStaleCorrections(o.Corrections.Strings())
	if g, w := reportJSON(t, o.Report), reportJSON(t, want); g != w {
		t.Errorf("the streamed report differs from the whole one:\n%s\n%s", g, w)
	}
}

func reportJSON(t *testing.T, r *analytics.Report) string {
	t.Helper()
	b, err := json.MarshalIndent(r, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
