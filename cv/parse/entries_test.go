package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// TestSplitEntries checks the layout found for small fictional sections
// and where their entries start (the first line of each entry, with its
// label when it has one).
func TestSplitEntries(t *testing.T) {
	cases := []struct {
		name, in string
		lay      layout
		starts   []string // "label|first line text" or "first line text"
	}{
		{"list items with continuation lines", `
- **Intern@Fabrikam**, *Oslo* (May 2021 - Aug 2021)
  Built a toy compiler
- **Intern@Contoso**, *Lima* (Dec 2018 - Mar 2019)
  Wrote a fictional scheduler
`, layoutList, []string{"Intern@Fabrikam, Oslo (May 2021 - Aug 2021)", "Intern@Contoso, Lima (Dec 2018 - Mar 2019)"}},
		{"headed blocks with bullets as details", `
### Research Intern, Fabrikam Labs
May 2020 – Aug 2020
- Built a toy compiler
### Engineer, Contoso
2018 – 2019
`, layoutHeaded, []string{"Research Intern, Fabrikam Labs", "Engineer, Contoso"}},
		{"bold group label over dated list items", `
**Fabrikam Labs**
- Research Intern (2019 – 2020)
- Engineer (2020 – 2022)
**Compilers:**
- Teaching Assistant (2018)
`, layoutHeaded, []string{"Fabrikam Labs|Research Intern (2019 – 2020)", "Fabrikam Labs|Engineer (2020 – 2022)", "Compilers|Teaching Assistant (2018)"}},
		{"org in bold with a date, role on the next line", `
**Fabrikam Labs** May 2021 – Aug 2021
*Research Intern*
- Built things
**Contoso** 2017 – 2019
*Engineer*
`, layoutHeaded, []string{"Fabrikam Labs May 2021 – Aug 2021", "Contoso 2017 – 2019"}},
		{"left-hand date column", "2019 – 2023   Ph.D. in Botany, University of Nowhere\n  Advisor: Ann Example\n2015 – 2019   B.S. in Botany, Example College\n",
			layoutDated, []string{"2019 – 2023\tPh.D. in Botany, University of Nowhere", "2015 – 2019\tB.S. in Botany, Example College"}},
		{"date on the second line of each entry", "Ph.D. in Botany                       Springfield\nUniversity of Nowhere                 2019 – 2023\nM.S. in Botany                        Shelbyville\nExample College                       2017 – 2019\n",
			layoutDated, []string{"Ph.D. in Botany\tSpringfield", "M.S. in Botany\tShelbyville"}},
		{"bullets under dated lines are details", "Fabrikam Labs                     May 2022 - Aug 2022\nResearch Intern                   Remote\n• Built a toy compiler\n\nContoso                           2017 - 2019\nEngineer                          Springfield\n• Wrote a scheduler\n",
			layoutDated, []string{"Fabrikam Labs\tMay 2022 - Aug 2022", "Contoso\t2017 - 2019"}},
		{"a range cut across two lines", "Sept. 2022-     Research Scientist\nJan. 2023       Fabrikam Labs\n2019 - 2022     Engineer, Contoso\n",
			layoutDated, []string{"Sept. 2022-\tResearch Scientist", "2019 - 2022\tEngineer, Contoso"}},
		{"table rows", "Ph.D. | 2023 | University of Nowhere\nB.S. | 2019 | Example College\n",
			layoutTable, []string{"Ph.D.\t2023\tUniversity of Nowhere", "B.S.\t2019\tExample College"}},
		{"paragraphs", "University of Nowhere\nPh.D. in Botany\n\nExample College\nB.S. in Botany\n",
			layoutParagraph, []string{"University of Nowhere", "Example College"}},
		{"every line its own paragraph", "Research Scientist\n\nFabrikam Labs\n\n2020 - Present\n\nEngineer\n\nContoso\n\n2017 - 2019\n",
			layoutFlat, []string{"Research Scientist"}},
	}
	for _, c := range cases {
		lay, es := splitEntries(toLines(strings.TrimPrefix(c.in, "\n")))
		var got []string
		for _, e := range es {
			s := e.lines[0].Text
			if e.label != "" {
				s = e.label + "|" + s
			}
			got = append(got, s)
		}
		if lay != c.lay || strings.Join(got, "\n") != strings.Join(c.starts, "\n") {
			t.Errorf("%s: got %v\n  %q\nwant %v\n  %q", c.name, lay, got, c.lay, c.starts)
		}
	}
}

// TestOpenEndedRanges checks that a date followed only by a dash is a
// range that runs to the present.
func TestOpenEndedRanges(t *testing.T) {
	for _, s := range []string{"Mar 2021–", "2020 - ...", "2022.08 - (now)", "July 2026–\tAssistant Professor", "Apr. 2021 ‑ ongoing"} {
		ds := findDates(s)
		if len(ds) != 1 || !ds[0].isRange || ds[0].to != cv.Present {
			t.Errorf("findDates(%q) = %+v, want an open range", s, ds)
		}
	}
	for _, s := range []string{"2020 - Title of a talk", "2019-2021"} {
		if ds := findDates(s); len(ds) == 1 && ds[0].to == cv.Present {
			t.Errorf("findDates(%q) = %+v, want no open range", s, ds)
		}
	}
}
