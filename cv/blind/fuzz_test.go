package blind

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// FuzzDecodeKey: a key file of any bytes reads or is an error, never a
// panic; one that reads names each pseudonym once.
func FuzzDecodeKey(f *testing.F) {
	f.Add([]byte(`{"version":1,"mode":"names","salt":"` + strings.Repeat("0a", 16) + `","candidates":[{"pseudonym":"Candidate A","name":"Ada","id":"name:ada","sources":["a.md"]}]}`))
	f.Add([]byte(`{"version":1,"salt":"zz"}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		k, err := DecodeKey(data)
		if err != nil {
			return
		}
		seen := map[string]bool{}
		for _, e := range k.Candidates {
			if seen[e.Pseudonym] {
				t.Fatalf("%s twice", e.Pseudonym)
			}
			seen[e.Pseudonym] = true
		}
	})
}

// FuzzText: any name, institution and text blind without a panic, and
// the name, when it is a plain two-word name, is gone from the text.
func FuzzText(f *testing.F) {
	f.Add("Zelda Quartermain", "University of Northtown", "Z. Quartermain visited Northtown (zq@example.org)")
	f.Add("", "", "")
	f.Add("Ö Ü", "Ünïversität ÄÖÜ", "ö ü ÄÖÜ")
	f.Fuzz(func(t *testing.T, name, inst, text string) {
		c := &cv.CV{Source: "x.md", Name: name, Education: []cv.Education{{Institution: inst}}, Summary: text,
			Publications: []cv.Publication{{Title: text, Authors: []string{name, text}, SelfIndex: 1}}}
		b, err := Apply([]*cv.CV{c}, Options{Mode: Strict, Rand: fixedSalt()})
		if err != nil {
			t.Fatal(err)
		}
		out := b.Text(text)
		w := strings.Fields(name)
		if len(w) == 2 && letterCount(w[0]) == len(w[0]) && letterCount(w[1]) == len(w[1]) && len(w[0]) >= 4 && len(w[1]) >= 4 &&
			strings.Contains(" "+cv.FoldName(out)+" ", " "+cv.FoldName(name)+" ") && !strings.Contains(cv.FoldName(c.Name), cv.FoldName(name)) {
			t.Errorf("Text(%q) = %q still names %q", text, out, name)
		}
	})
}
