package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
)

// A paper's award wrapped at the end of its citation ("... 2019. Best" /
// "Paper Award", the tail set in bold) continues the citation: it is
// not an Awards heading that takes the next papers with it.
func TestAwardTailNotHeading(t *testing.T) {
	d := &doc.Doc{Lines: []doc.Line{
		{Text: "Ada Quill", Heading: 1},
		{Text: "PUBLICATIONS", Heading: 1},
		{Text: "2019   Folding Kites in Light Wind. A. Quill and B. Fenn."},
		{Text: "Journal of Imaginary Aerodynamics, 2019. Best"},
		{Text: "Paper Award", Bold: true},
		{Text: "2017   Lanterns over Harbors. A. Quill, C. Dorr and D. Lune."},
		{Text: "Journal of Imaginary Aerodynamics, 2017"},
		{Text: "2015   Wind Tables for Small Boats. A. Quill."},
		{Text: "Proceedings of the Example Symposium on Sails, 2015"},
		{Text: "TEACHING", Heading: 1},
		{Text: "2020   Kite Design, Example University"},
	}}
	c, err := ParseDoc("tail.pdf", d, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Awards) != 0 {
		t.Errorf("awards %+v: the wrapped tail opened an Awards section", c.Awards)
	}
	titles := map[string]bool{}
	for _, p := range c.Publications {
		titles[p.Title] = true
	}
	if !titles["Lanterns over Harbors"] || !titles["Wind Tables for Small Boats"] {
		t.Errorf("papers after the tail lost: %v", titles)
	}
	ls := []line{{Text: "Example Journal, 2019."}, {Text: "Paper Award"}}
	if completesAwardAbove(ls, 1) {
		t.Error("a line after a finished citation read as an award's tail")
	}
}
