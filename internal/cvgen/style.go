package cvgen

import "strings"

// Section kinds, in the order most CVs use.
var sectionKinds = []string{"education", "positions", "publications", "awards", "talks", "service", "teaching"}

// Style is the set of perturbations one render uses, drawn from the seed:
// wording and order of sections, glyphs, quotes, dates, wrapping and
// running text. None of it changes what the CV says.
type Style struct {
	Order    []string // section kinds in the order written
	Headings []string // the heading of each of Order
	Upper    bool     // headings in capitals
	Bullet   string   // list glyph for text, DOCX and LaTeX
	Curly    bool     // titles in curly quotes
	NoPeriod bool     // entries end without a final period
	Wrap     int      // wrap long lines at this width; 0 does not
	Descs    bool     // a sentence under positions and papers
	Header   string   // running header ("" none)
	Footer   string   // running footer; "%d" is the page number
	Months   int      // month format: 0 "Jun 2019", 1 "06/2019", 2 "June 2019", 3 "2019-06"
	Present  string   // the word for an open end
	Dash     string   // between the ends of a span
	Cite     int      // citation order: 0 authors first, 1 title first, 2 quoted title
	Tag      int      // venue tag: 0 none, 1 before the title, 2 after
	Group    bool     // publications under a heading per type
	Bold     bool     // the owner in bold in author lists
	Reverse  bool     // education and positions oldest first
	CVTitle  string   // a title line with the name ("Curriculum Vitae"), or ""
	Numbered bool     // papers numbered "[1]" instead of bulleted (text)
}

// NewStyle draws a style for record r in template tmpl.
func NewStyle(g *rng, r *Record) Style {
	s := Style{
		Order:    append([]string(nil), sectionKinds...),
		Upper:    g.chance(0.3),
		Bullet:   pick(g, []string{"•", "▪", "–", "◦", "➢", "*", "-"}),
		Curly:    g.chance(0.3),
		NoPeriod: g.chance(0.3),
		Descs:    g.chance(0.4),
		Months:   g.intn(4),
		Present:  pick(g, []string{"Present", "present", "now", "Current"}),
		Dash:     pick(g, []string{" – ", "–", " - ", " — "}),
		Cite:     g.intn(3),
		Tag:      g.intn(3),
		Group:    g.chance(0.4),
		Bold:     g.chance(0.7),
		Reverse:  g.chance(0.15),
		Numbered: g.chance(0.3),
	}
	if g.chance(0.3) {
		s.CVTitle = pick(g, []string{"Curriculum Vitae", "CURRICULUM VITAE", "Curriculum Vitæ", "CV"})
	}
	if s.Months == 3 {
		s.Dash = " – " // "2018-09–2023-05" reads as one date
	}
	if g.chance(0.5) {
		shuffle(g, s.Order)
	}
	for _, k := range s.Order {
		h := pick(g, vocab.sections.get(k))
		if s.Upper {
			h = strings.ToUpper(h)
		}
		s.Headings = append(s.Headings, h)
	}
	if g.chance(0.4) {
		s.Wrap = g.between(60, 90)
	}
	if g.chance(0.4) {
		s.Header = r.CV.Name + pick(g, []string{" — Curriculum Vitae", " · CV", ", Curriculum Vitae"})
		s.Footer = pick(g, []string{"Page %d", "%d", "— %d —"})
	}
	return s
}
