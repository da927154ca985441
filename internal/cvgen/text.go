package cvgen

import (
	"fmt"
	"strings"
)

// pageLines is how many lines a text page holds before the running
// footer and a form feed, as pdftotext writes pages.
const pageLines = 54

// page collects text lines into pages with the running header and
// footer of the style.
type page struct {
	s     Style
	lines []string
	n     int // lines on the current page
	pages int
}

func (p *page) add(line string) {
	if p.n == 0 && p.s.Header != "" && p.pages > 0 {
		p.lines = append(p.lines, strings.Repeat(" ", 30)+p.s.Header, "")
		p.n += 2
	}
	p.lines = append(p.lines, strings.TrimRight(line, " "))
	p.n++
	if p.n >= pageLines {
		p.breakPage()
	}
}

func (p *page) breakPage() {
	p.pages++
	if p.s.Footer != "" {
		p.lines = append(p.lines, "", strings.Repeat(" ", 44)+fmt.Sprintf(p.s.Footer, p.pages))
	}
	p.lines = append(p.lines, "\f")
	p.n = 0
}

func (p *page) bytes() []byte {
	if p.n > 0 {
		p.breakPage()
	}
	return []byte(strings.ReplaceAll(strings.Join(p.lines, "\n"), "\n\f\n", "\n\f"))
}

func txtHeader(p *page, d Doc) {
	if d.Style.CVTitle != "" {
		p.add(strings.Repeat(" ", 32) + d.Style.CVTitle)
	}
	p.add(strings.Repeat(" ", 30) + d.Name)
	p.add("")
	p.add(strings.Repeat(" ", 20) + d.Contact[0])
	p.add(strings.Repeat(" ", 30) + d.Email)
	p.add("")
}

func textWidth(s Style) int {
	if s.Wrap > 0 {
		return s.Wrap + 20
	}
	return 96
}

// txtMargin: as pdftotext -layout gives a CV with the dates in a left
// margin and the entries beside them.
func txtMargin(d Doc) []byte {
	p := &page{s: d.Style}
	txtHeader(p, d)
	margin := 0
	for _, sec := range d.Sections {
		for _, g := range sec.Groups {
			for _, it := range g.Items {
				margin = max(margin, runeLen(it.When))
			}
		}
	}
	margin = min(margin+4, 30)
	pad := strings.Repeat(" ", margin)
	width := textWidth(d.Style) - margin
	for _, sec := range d.Sections {
		p.add(sec.Heading)
		if sec.Note != "" {
			p.add(pad + sec.Note)
		}
		for _, g := range sec.Groups {
			if g.Heading != "" {
				p.add("")
				p.add(pad + g.Heading)
			}
			for _, it := range g.Items {
				lines := wrap(plain(it.Line(false, d.Style)), width)
				p.add(padRight(it.When, margin) + lines[0])
				for _, l := range lines[1:] {
					p.add(pad + l)
				}
				if it.Desc != "" {
					for _, l := range wrap(it.Desc, width-2) {
						p.add(pad + "  " + l)
					}
				}
			}
		}
		p.add("")
	}
	return p.bytes()
}

func padRight(s string, n int) string {
	if runeLen(s) >= n {
		return s + " "
	}
	return s + strings.Repeat(" ", n-runeLen(s))
}

// txtRight: bullets with the style's glyph, the dates right-aligned on
// the entry's first line.
func txtRight(d Doc) []byte {
	p := &page{s: d.Style}
	txtHeader(p, d)
	width := textWidth(d.Style)
	n := 0
	for _, sec := range d.Sections {
		p.add(strings.ToUpper(sec.Heading))
		p.add("")
		if sec.Note != "" {
			p.add(sec.Note)
		}
		for _, g := range sec.Groups {
			if g.Heading != "" {
				p.add(g.Heading)
			}
			for _, it := range g.Items {
				marker := d.Style.Bullet + " "
				if sec.Kind == "publications" && d.Style.Numbered {
					n++
					marker = fmt.Sprintf("[%d] ", n)
				}
				txtRightItem(p, it, d.Style, width, marker)
			}
		}
		p.add("")
	}
	return p.bytes()
}

func txtRightItem(p *page, it Item, s Style, width int, bullet string) {
	pad := strings.Repeat(" ", runeLen(bullet))
	when := it.When
	if it.Dated {
		when = ""
	}
	lines := wrap(plain(it.Line(false, s)), width-runeLen(when)-6)
	first := bullet + lines[0]
	if when != "" {
		first = padRight(first, width-runeLen(when)) + when
	}
	p.add(first)
	for _, l := range lines[1:] {
		p.add(pad + l)
	}
	if it.Desc != "" {
		p.add(pad + "    " + it.Desc)
	}
}
