package parse

import "testing"

// Convention: an author-first citation that ends with its date and no
// full stop is complete; the line after it that opens with an author
// list (the owner's among them) starts the next paper, even with no
// blank line between them.
func TestCitationClosedByYear(t *testing.T) {
	src := `Ada Okafor-Lindqvist
ada@example.edu

Publications

    Ada Okafor-Lindqvist, Ben Tremaine, and Chen Whitfield. Lantern scheduling for sparse
    tensor pipelines. In Dara Pemberton, editor, SOSP 2020, volume 3 of LNCS, pages 1–14.
    Springer, Heidelberg, October 2020
    Ada Okafor-Lindqvist, Ben Tremaine, and Eli Marchetti. Quiet queues: bounding tail
    latency in shared accelerators. In Fin Oyelaran, editor, Notes on Imaginary
    Accelerators, pages 88–97, Lyonsgate, 2021. Quillfeather Press
`
	c, err := Parse("yearend.txt", []byte(src), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range c.Publications {
		t.Logf("%s %d %q", p.Type, p.Year, p.Title)
	}
	if len(c.Publications) != 2 {
		t.Errorf("%d papers, want 2", len(c.Publications))
	}
}

func TestEndsWithYear(t *testing.T) {
	for s, want := range map[string]bool{
		"Springer, May 2021": true,
		"pages 5–9, 2021.":   true,
		"(2019)":             true,
		"volume 12711":       false,
		"ISBN 978-3-16-2021": false,
		"pages 319–348":      false,
		"2021":               true,
	} {
		if got := endsWithYear(s); got != want {
			t.Errorf("endsWithYear(%q) = %v, want %v", s, got, want)
		}
	}
}
