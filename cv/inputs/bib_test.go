package inputs_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/inputs"
)

func TestFilesBib(t *testing.T) {
	dir := t.TempDir()
	md := filepath.Join(dir, "lune.md")
	bib := filepath.Join(dir, "lune.bib")
	if err := os.WriteFile(md, []byte("# Mira Lune\n\n## Publications\n\n- Mira Lune, Otto Fennick. Tidal caches for sandy systems. In OSDI 2021.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bib, []byte("@article{x, title={Tidal Caches for Sandy Systems}, author={Lune, Mira and Fennick, Otto}, year=2021}\n@article{y, title={Wave Scheduling for Coastal Clusters}, author={Fennick, Otto and Lune, Mira}, journal={Communications of the ACM}, year=2019}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got := (&inputs.Files{Paths: []string{md}, Bib: bib}).Collect(nil)
	if len(got.CVs) != 1 || len(got.CVs[0].Publications) != 2 {
		t.Fatalf("records %d, failures %v", len(got.CVs), got.Failed)
	}
	if p := got.CVs[0].Publications[1]; p.Title != "Wave Scheduling for Coastal Clusters" || p.SelfIndex != 2 || len(p.Authors) != 2 {
		t.Errorf("merged paper %+v", p)
	}
	bad := (&inputs.Files{Paths: []string{md}, Bib: filepath.Join(dir, "missing.bib")}).Collect(nil)
	if len(bad.CVs) != 0 || len(bad.Failed) != 1 || !strings.Contains(bad.Failed[0].Error(), "missing.bib") {
		t.Errorf("a missing .bib: %d records, failures %v; want the CV failed naming the .bib", len(bad.CVs), bad.Failed)
	}
}
