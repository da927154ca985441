package corrections_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/cv/corrections/correctionstest"
)

// FuzzParse: no corrections file makes Parse or Apply panic or hang;
// what Parse accepts applies to records, and applying it a second time
// changes nothing more in them and finds no more stale corrections.
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
		first := file.Apply(cvs)
		before, err := json.Marshal(cvs)
		if err != nil {
			t.Fatal(err)
		}
		again := file.Apply(cvs)
		after, _ := json.Marshal(cvs)
		if !bytes.Equal(before, after) {
			t.Errorf("applied twice, the records changed again:\n%s\n%s", before, after)
		}
		if len(again.Stale) != len(first.Stale) {
			t.Errorf("applied twice: %d stale, the first time %d", len(again.Stale), len(first.Stale))
		}
	})
}
