package cvgen

import (
	"fmt"
	"hash/fnv"
	"strings"
)

// Template writes a laid-out record in one format.
type Template struct {
	Name   string // "md-academicpages"
	Format string // markdown, html, text, docx or latex
	Ext    string // file extension with the dot
	// Adjust fixes the parts of a drawn style the layout needs (a tag
	// for a tagged list); nil keeps it.
	Adjust func(*Style)
	Write  func(Doc) []byte
}

// Templates lists every template, in a fixed order.
func Templates() []Template {
	return []Template{
		{Name: "md-academicpages", Format: "markdown", Ext: ".md", Write: mdAcademicPages},
		{Name: "md-headed", Format: "markdown", Ext: ".md", Write: mdHeaded, Adjust: titleFirst},
		{Name: "md-numbered", Format: "markdown", Ext: ".md", Write: mdNumbered, Adjust: wantTag},
		{Name: "md-yearly", Format: "markdown", Ext: ".md", Write: mdYearly},
		{Name: "html-cards", Format: "html", Ext: ".html", Write: htmlCards, Adjust: titleFirst},
		{Name: "html-table", Format: "html", Ext: ".html", Write: htmlTable},
		{Name: "html-dl", Format: "html", Ext: ".html", Write: htmlDL},
		{Name: "txt-margin", Format: "text", Ext: ".txt", Write: txtMargin},
		{Name: "txt-right", Format: "text", Ext: ".txt", Write: txtRight},
		{Name: "docx-headings", Format: "docx", Ext: ".docx", Write: docxHeadings},
		{Name: "docx-table", Format: "docx", Ext: ".docx", Write: docxTable},
		{Name: "tex-moderncv", Format: "latex", Ext: ".tex", Write: texModernCV},
		{Name: "tex-margin", Format: "latex", Ext: ".tex", Write: texMargin},
		{Name: "tex-sidebar", Format: "latex", Ext: ".tex", Write: texSidebar},
		{Name: "tex-res", Format: "latex", Ext: ".tex", Write: texRes},
	}
}

// wantTag makes sure a tagged list has tags.
func wantTag(s *Style) {
	if s.Tag == 0 {
		s.Tag = 1
	}
}

// Select returns the templates named in spec: "all", or names and
// formats separated by commas ("md-headed,html").
func Select(spec string) ([]Template, error) {
	all := Templates()
	if spec == "" || spec == "all" {
		return all, nil
	}
	var out []Template
	for want := range strings.SplitSeq(spec, ",") {
		want = strings.TrimSpace(want)
		n := len(out)
		for _, t := range all {
			if t.Name == want || t.Format == want {
				out = append(out, t)
			}
		}
		if len(out) == n {
			return nil, fmt.Errorf("no template or format %q", want)
		}
	}
	return out, nil
}

// Render writes record r (record index i of seed) with template t: the
// style is drawn from (seed, template, i), so each template perturbs
// each record its own way, the same every time.
func Render(seed uint64, i int, r *Record, t Template) []byte {
	h := fnv.New64a()
	h.Write([]byte(t.Name))
	g := newRNG(seed^h.Sum64(), uint64(i)*2)
	s := NewStyle(g, r)
	if t.Adjust != nil {
		t.Adjust(&s)
	}
	return t.Write(Layout(r, s))
}

// wrap breaks s into lines of at most width runes at spaces (a word
// longer than width stands alone); width 0 keeps one line.
func wrap(s string, width int) []string {
	if width <= 0 {
		return []string{s}
	}
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		if line != "" && runeLen(plain(line))+1+runeLen(plain(w)) > width {
			lines = append(lines, line)
			line = w
			continue
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	return append(lines, line)
}

func runeLen(s string) int { return len([]rune(s)) }

// titleFirst puts a paper's title first, for layouts that head an entry
// with it.
func titleFirst(s *Style) { s.Cite = 1 }
