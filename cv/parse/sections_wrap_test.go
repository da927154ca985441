package parse

import "testing"

// A bold tail of a wrapped numbered grant ("Studies (Co-PI)") between
// items 2. and 3. is no sub-heading of the awards section.
func TestNumberedTailNotSubHeading(t *testing.T) {
	ls := []line{
		{N: 1, Text: "Imaginary Agency: Made-Up Systems for Kites (PI)", List: "1.", Cells: []string{"x"}},
		{N: 2, Text: "Example Council: Folding Wings for Windy Harbor", List: "2.", Cells: []string{"x"}},
		{N: 3, Text: "Studies (Co-PI)", Bold: true, Cells: []string{"x"}},
		{N: 4, Text: "Northfield Foundation: Lantern Tables (Lead PI)", List: "3.", Cells: []string{"x"}},
	}
	if !insideNumberedRun(ls, 2) {
		t.Fatal("insideNumberedRun: the tail between 2. and 3. not seen")
	}
	if gs := subGroups(ls); len(gs) != 1 || gs[0].label != "" {
		t.Errorf("subGroups: %d groups, first labelled %q; want one, unlabelled", len(gs), gs[0].label)
	}
	ls[3].List = "7." // the numbering does not run on: a label may stand there
	if insideNumberedRun(ls, 2) {
		t.Error("insideNumberedRun: 2. then 7. read as one run")
	}
}

// A tail indented under a bullet, the next bullet right below: a wrap.
// Flush with the bullets, it may be a heading.
func TestBulletTailRunsOn(t *testing.T) {
	ls := []line{
		{N: 1, Text: "A Made-Up Title. Example Symposium, 2025. Best Paper", List: "*", Cells: []string{"x"}},
		{N: 2, Text: "Award", Indent: 2, Cells: []string{"x"}},
		{N: 3, Text: "Another Title. Harbor Workshop, 2024.", List: "*", Cells: []string{"x"}},
	}
	if !insideNumberedRun(ls, 1) {
		t.Error("an indented tail between two bullets not seen")
	}
	ls[1].Indent = 0
	if insideNumberedRun(ls, 1) {
		t.Error("a line flush with the bullets read as a tail")
	}
}
