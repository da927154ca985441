package parse

import "testing"

// Convention: a note on the line after the authors says who contributed
// equally: a count names the first so many authors ("(two equal first
// authors)"), a mark names those carrying it ("‡ co-first authors"), a
// note beside a name names that author ("(co-first author)"); a bare
// "(equal contribution)" names nobody, and the owner stays unmarked.
func TestCoFirstNotes(t *testing.T) {
	src := `# Marta Quillfeather

## Publications

1. Tobias Renn, Marta Quillfeather, Ana Berro. Sparse lanterns for gradient folding. Journal of Lanterns 4, 2021.
   (two equal first authors)
2. Tobias Renn, Ana Berro, Marta Quillfeather. Quiet meadows. Journal of Lanterns 5, 2022.
   (two equal first authors)
3. Tobias Renn‡, Marta Quillfeather‡, Ana Berro. Folding twice. Journal of Lanterns 6, 2023.
   ‡ co-first authors
4. Tobias Renn, Marta Quillfeather (co-first author), Ana Berro. Folding thrice. Journal of Lanterns 7, 2024.
5. Tobias Renn, Marta Quillfeather, Ana Berro. Folding four times. Journal of Lanterns 8, 2025.
   (equal contribution)
6. Tobias Renn, Ana Berro, Marta Quillfeather. Folding five times. Journal of Lanterns 9, 2026.
   (three equal first authors)
`
	c := mustParse(t, "quill.md", src)
	for title, want := range map[string]bool{
		"Sparse lanterns for gradient folding": true,
		"Quiet meadows":                        false,
		"Folding twice":                        true,
		"Folding thrice":                       true,
		"Folding four times":                   false,
		"Folding five times":                   true,
	} {
		p := pubByTitle(t, c, title)
		if p.SelfIndex == 0 {
			t.Errorf("%q: owner not found in %q", title, p.Authors)
		}
		if p.EqualContribution != want {
			t.Errorf("%q: equal contribution %v, want %v", title, p.EqualContribution, want)
		}
	}
}

// The notes say who wrote the paper, not where it appeared: they are cut
// from the venue text with their count, mark and brackets.
func TestCoFirstNotesLeaveTheVenue(t *testing.T) {
	for in, want := range map[string]string{
		"Journal of Lanterns 4, 2021 (two equal first authors)": "Journal of Lanterns 4, 2021",
		"Journal of Lanterns 6, 2023. ‡ co-first authors":       "Journal of Lanterns 6, 2023.",
		"(* equal contribution) Journal of Lanterns 7":          "Journal of Lanterns 7",
		"Journal of Equal Lanterns":                             "Journal of Equal Lanterns",
	} {
		if got := cutCoFirstNotes(in); got != want {
			t.Errorf("cutCoFirstNotes(%q) = %q, want %q", in, got, want)
		}
	}
}

// Convention: a CV's legend says what each mark means; the owner
// carrying a mark the legend ties to something else ("† core
// contributor", "‡ corresponding author") is no equal contributor,
// while the mark it ties to equal contribution still makes one.
func TestMarkLegends(t *testing.T) {
	src := `# Marta Quillfeather

## Publications

* equal contribution, † core contributor

1. Tobias Renn*, Ana Berro*, Marta Quillfeather†, Lio Vask†. Sparse lanterns for gradient folding. Journal of Lanterns 4, 2021.
2. Tobias Renn*, Marta Quillfeather*, Ana Berro. Quiet meadows. Journal of Lanterns 5, 2022.
`
	c := mustParse(t, "quill.md", src)
	for title, want := range map[string]bool{
		"Sparse lanterns for gradient folding": false,
		"Quiet meadows":                        true,
	} {
		if p := pubByTitle(t, c, title); p.EqualContribution != want || p.SelfIndex == 0 {
			t.Errorf("%q: place %d equal contribution %v, want %v", title, p.SelfIndex, p.EqualContribution, want)
		}
	}
}
