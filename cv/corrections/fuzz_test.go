package corrections_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/cv/corrections/correctionstest"
)

// FuzzParse: no corrections file makes Parse or Apply panic or hang;
// what Parse accepts applies to records without error, and applying it a
// second time corrects nothing more.
func FuzzParse(f *testing.F) {
	if b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "corrections.toml")); err == nil {
		f.Add(b)
	}
	f.Add([]byte("[[correction]]\ncandidate = \"x\"\nsection = \"awards\"\nadd = { name = \"n\" }\n"))
	f.Add([]byte("[[correction]]\ncandidate = \"x\"\nsection = \"publications\"\nentry = \"t\"\nset = { year = 1e9 }\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := corrections.Parse("fuzz.toml", data)
		if err != nil {
			return
		}
		cvs := correctionstest.Records()
		file.Apply(cvs)
		again := file.Apply(cvs)
		for _, a := range again.Applied {
			if a.Field != "" && a.Old != a.New {
				t.Errorf("applied twice, it changed %s again: %q -> %q", a.Field, a.Old, a.New)
			}
		}
	})
}
