package fieldmodel_test

import (
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/internal/fieldmodel"
)

// TestLabelReusesScratch: labelling entries of other lengths in between
// changes no label nor probability (the scores are added into reused,
// zeroed scratch).
func TestLabelReusesScratch(t *testing.T) {
	m, err := fieldmodel.Default()
	if err != nil {
		t.Fatal(err)
	}
	lx := parse.FieldLexicon()
	want := make([]fieldmodel.Labelled, len(fictional))
	for i, e := range fictional {
		want[i] = m.Label(e, lx)
	}
	for k := range 2 {
		for i := len(fictional) - 1; i >= 0; i-- {
			if got := m.Label(fictional[i], lx); !reflect.DeepEqual(got, want[i]) {
				t.Fatalf("round %d, entry %d: labels changed on reuse", k, i)
			}
		}
	}
}
