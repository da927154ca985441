package linerole_test

import (
	"context"
	"testing"

	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/cv/read"
	"github.com/vitae-cv/vitae/internal/linerole"
)

// TestProbAtLeastIsRoleAtOnCVs holds ProbAtLeast to RoleAt's probability
// compared with the threshold on every line of the samples and of
// ../shared's CVs, for the roles heading and entry_start, at the
// parser's threshold (0.9) and others.
func TestProbAtLeastIsRoleAtOnCVs(t *testing.T) {
	m, err := linerole.Default()
	if err != nil {
		t.Fatal(err)
	}
	files := cvFiles(t, "../../testdata/cvs", "../../../shared/corpus", "../../../shared/seeds", "../../../shared/formats")
	lines := 0
	for _, f := range files {
		d, err := read.File(context.Background(), f, read.Options{})
		if err != nil {
			continue // an unreadable file has no lines to hold
		}
		views := parse.RoleLines(parse.Explain(d))
		full, fast := m.Reader(views, "pdf"), m.Reader(views, "pdf")
		for i := range views {
			role, _ := full.RoleAt(i)
			for _, name := range []string{"heading", "entry_start"} {
				p := role.Prob(name)
				for _, q := range []float64{0.1, 0.5, 0.9} {
					if got := fast.ProbAtLeast(i, name, q); got != (p >= q) {
						t.Fatalf("%s line %d: ProbAtLeast(%s, %v) = %v, RoleAt's %v", f, i, name, q, got, p)
					}
				}
			}
		}
		lines += len(views)
	}
	if lines == 0 {
		t.Fatal("no lines read")
	}
	t.Logf("%d files, %d lines", len(files), lines)
}
