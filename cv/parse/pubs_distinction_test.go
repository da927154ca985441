package parse

import (
	"slices"
	"strings"
	"testing"
)

// Convention: a venue's presentation labels ("(Spotlight)", "Oral
// presentation", "(Highlight, top 3%)", "Long talk") are distinctions
// shown beside the paper, never paper awards; prizes (best paper,
// honourable mention, a best oral presentation award) stay awards, and a
// venue whose name holds the word ("Oral Diseases") is no label.
func TestDistinctionsAreNotAwards(t *testing.T) {
	src := `# Marta Quillfeather

## Publications

- Tobias Renn, Marta Quillfeather. Folding twice. International Conference on Learning Representations (ICLR), 2022 (Spotlight).
- Tobias Renn, Marta Quillfeather. Meadows under drift. NeurIPS 2023. Oral presentation.
- Tobias Renn, Marta Quillfeather. Meadows over drift. CVPR 2023 (Highlight, top 3%).
- Tobias Renn, Marta Quillfeather. Meadows around drift. ICML 2018. Long talk.
- Tobias Renn, Marta Quillfeather. Meadows beside drift. ICML 2019. Best Paper Award.
- Tobias Renn, Marta Quillfeather. Meadows below drift. CHI 2020. Honorable Mention.
- Tobias Renn, Marta Quillfeather. Meadows above drift. ICML 2017. Best Oral Presentation Award.
- Tobias Renn, Marta Quillfeather. Teeth of lanterns. Oral Diseases 12, 2016.
`
	c := mustParse(t, "quill.md", src)
	want := map[string]string{
		"Folding twice":        "Spotlight",
		"Meadows under drift":  "Oral presentation",
		"Meadows over drift":   "Highlight",
		"Meadows around drift": "Long talk",
	}
	for title, d := range want {
		if p := pubByTitle(t, c, title); p.Distinction != d {
			t.Errorf("%q: distinction %q, want %q", title, p.Distinction, d)
		}
	}
	for _, p := range c.Publications {
		for _, a := range p.Awards {
			low := strings.ToLower(a)
			if !strings.Contains(low, "best") && (strings.Contains(low, "oral") || strings.Contains(low, "spotlight") || strings.Contains(low, "highlight")) {
				t.Errorf("%q: award %q is a distinction", p.Title, a)
			}
		}
	}
	for title, a := range map[string]string{
		"Meadows beside drift": "Best Paper Award",
		"Meadows below drift":  "Honorable Mention",
		"Meadows above drift":  "Best Oral Presentation Award",
	} {
		if p := pubByTitle(t, c, title); !slices.Contains(p.Awards, a) || p.Distinction != "" {
			t.Errorf("%q: awards %q distinction %q, want award %q", title, p.Awards, p.Distinction, a)
		}
	}
	if p := pubByTitle(t, c, "Meadows over drift"); strings.Contains(p.VenueRaw, "Highlight") || strings.Contains(p.VenueRaw, "(,") {
		t.Errorf("the label stays in the venue: %q", p.VenueRaw)
	}
	if p := pubByTitle(t, c, "Teeth of lanterns"); p.Distinction != "" || !strings.Contains(p.VenueRaw, "Oral Diseases") {
		t.Errorf("a journal named with the word: distinction %q venue %q", p.Distinction, p.VenueRaw)
	}
}
