package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
)

// Explain shows the lines the parser reads: a typed line's size and depth
// come from the same builder.
func TestExplainTypedCues(t *testing.T) {
	d := &doc.Doc{Format: doc.HTML, Lines: []doc.Line{
		{Text: "Item one of a fictional list", List: "-", Depth: 2},
		{Text: "Small print of nobody", Size: 0.8},
	}}
	vs := Explain(d)
	if vs[0].Cues != "list:- depth:2 indent:4" || vs[1].Cues != "size:0.80" {
		t.Errorf("cues %q, %q", vs[0].Cues, vs[1].Cues)
	}
}

// FuzzParseTypedDoc checks that no typed Doc makes ParseDoc or Explain
// panic, and that Explain gives at most one view per line. Each input line's
// first byte picks its cues.
//
//	go test ./cv/parse -run XXX -fuzz FuzzParseTypedDoc -fuzztime 1m
func FuzzParseTypedDoc(f *testing.F) {
	for _, s := range []string{
		"",
		"\x00Quinn Marrow\n\x01Publications\n\x05A Study of Nothing. In NSDI 2021.\n\x02Awards\n\x07Prize, 2020",
		"\x03\f\n\x04\n\x06**\n\x02Education\n\x05Ph.D., Example University, 2019",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d := &doc.Doc{Format: doc.PDF}
		for i, r := range strings.Split(s, "\n") {
			if i >= 400 {
				break
			}
			var c byte
			if r != "" {
				c, r = r[0], r[1:]
			}
			d.Lines = append(d.Lines, doc.Line{Text: r, Bold: c&1 != 0, Heading: int(c>>1) % 3,
				List: []string{"", "-", "1.", "a)"}[(c>>3)%4], Depth: int(c>>5) - 2, Indent: int(c) - 100,
				Size: float64(c) / 50, Page: int(c) % 3, Repeats: c == 0xff})
		}
		c, err := ParseDoc("fuzz.pdf", d, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if bad := invalidStrings(c); bad != nil { // utf8guard.go: even from lines that are not UTF-8
			t.Fatalf("the record holds strings that are not valid UTF-8: %q", bad)
		}
		if vs := Explain(d); len(vs) > len(d.Lines) {
			t.Fatalf("%d views of %d lines", len(vs), len(d.Lines))
		}
	})
}
