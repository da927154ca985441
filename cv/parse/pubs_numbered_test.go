package parse

import "testing"

// Convention: in a numbered publications list, an item whose number
// follows the entry above ("12." under "11.") is the next paper, even
// when its title reads as prose and a page break left the authors of the
// paper above in a block of their own; it is never a bullet describing
// the paper above.
func TestNumberedItemIsNextPaper(t *testing.T) {
	src := `Ada Okafor-Lindqvist
ada@example.edu

Publications

11. Lantern Scheduling for Sparse Tensor Pipelines (TOCS’20)

Ada Okafor-Lindqvist, Ben Tremaine, Chen Whitfield

12. Experiences in the Fictional Data Synthesis Challenges (JFD’21)
Ben Tremaine, Chen Whitfield, Ada Okafor-Lindqvist

13. A Simple Algorithm for Finding All Quiet Components (PLoS ONE’15)
Ada Okafor-Lindqvist, Dara Pemberton
`
	c, err := Parse("numbered.txt", []byte(src), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range c.Publications {
		t.Logf("%s %q", p.Type, p.Title)
	}
	if len(c.Publications) != 3 {
		t.Errorf("%d papers, want 3", len(c.Publications))
	}
}

func TestListNumber(t *testing.T) {
	for m, want := range map[string]int{"61.": 61, "[7]": 7, "(12)": 12, "3)": 3, "-": -1, "a.": -1, "": -1} {
		n, ok := listNumber(m)
		if (want < 0) == ok || ok && n != want {
			t.Errorf("listNumber(%q) = %d, %v; want %d", m, n, ok, want)
		}
	}
}
