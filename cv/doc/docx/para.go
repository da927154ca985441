package docx

import (
	"encoding/xml"
	"math"
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv/doc"
)

// twipsPerSpace converts a left indent to Line.Indent: 120 twips (1/12
// inch) is about one character of 12-point text.
const twipsPerSpace = 120

// seg is a piece of a paragraph's text with one formatting: a tab or a
// line break is a seg of its own.
type seg struct {
	text         string
	bold, italic bool
	link         string
}

// paraState is a paragraph being read.
type paraState struct {
	src     int
	pp      paraProps // direct paragraph properties
	style   resolvedStyle
	rp      runProps // the current run's direct properties
	link    string   // the hyperlink target in force
	segs    []seg
	pieces  int // segs other than line breaks
	breaks  int // line breaks in segs
	bytes   int // text bytes in segs, links counted with each seg
	maxSize int
	after   []doc.Line // text boxes anchored in the paragraph
	anchor  anchor     // the placement of the drawing being read
	columns []column   // right-aligned text boxes beside the text
}

// paragraph reads a w:p whose start was just read: its lines, then the
// lines of the text boxes anchored in it.
func (r *bodyReader) paragraph() ([]doc.Line, error) {
	r.para++
	p := &paraState{src: r.para, style: r.st.resolve("", true)}
	if err := r.inline(p); err != nil {
		return nil, err
	}
	ls := r.finish(p)
	if err := r.count(len(ls)); err != nil {
		return nil, err
	}
	r.columns = p.columns
	return append(ls, p.after...), nil
}

// inline reads a paragraph's content up to the end of the element whose
// start was just read.
func (r *bodyReader) inline(p *paraState) error {
	return r.t.elements(func(e xml.StartElement, _ int) error { return r.inlineElem(p, e) })
}

// inlineElem reads one element met inside a paragraph. Containers (runs'
// drawing markup, w:ins, w:smartTag, w:sdt ...) give nothing: their
// children come next.
func (r *bodyReader) inlineElem(p *paraState, e xml.StartElement) error {
	if e.Name.Space == nsMC && e.Name.Local == "AlternateContent" {
		return r.alternate(func() error { return r.inline(p) })
	}
	if e.Name.Space == nsWP {
		return r.placement(p, e)
	}
	if !inW(e.Name) {
		return nil
	}
	var err error
	switch e.Name.Local {
	case "pPr":
		p.pp, err = readPPr(r.t)
		p.style = r.st.resolve(p.pp.style, true)
	case "r":
		saved := p.rp
		p.rp = runProps{}
		err = r.inline(p)
		p.rp = saved
	case "rPr":
		p.rp, err = readRPr(r.t)
	case "t":
		var s string
		if s, err = r.t.text(); err == nil {
			err = r.addText(p, s)
		}
	case "tab", "ptab":
		err = r.addText(p, "\t")
	case "br", "cr":
		err = r.addText(p, "\n")
	case "noBreakHyphen":
		err = r.addText(p, "-")
	case "hyperlink":
		err = r.linked(p, r.hyperlinkTarget(e))
	case "fldSimple":
		err = r.linked(p, fieldLink(wAttr(e, "instr")))
	case "fldChar":
		r.fieldChar(p, wAttr(e, "fldCharType"))
	case "instrText":
		err = r.instrText()
	case "txbxContent":
		err = r.textBox(p)
	case "p", "tbl":
		var ls []doc.Line
		ls, err = r.block(e)
		p.after = append(p.after, ls...)
	default:
		err = r.skipIgnored(e)
	}
	return err
}

// placement reads the wp: elements that say where a drawing sits: a
// floating drawing (wp:anchor) and its vertical position.
func (r *bodyReader) placement(p *paraState, e xml.StartElement) error {
	switch e.Name.Local {
	case "anchor":
		p.anchor = anchor{floating: true}
	case "inline":
		p.anchor = anchor{}
	case "positionV":
		return r.readPositionV(&p.anchor, e)
	}
	return nil
}

// hyperlinkTarget is the target of a w:hyperlink: its relationship's
// target plus its anchor, "" for a link inside the document.
func (r *bodyReader) hyperlinkTarget(e xml.StartElement) string {
	id := ""
	for _, a := range e.Attr {
		if a.Name.Local == "id" && strings.HasSuffix(a.Name.Space, "relationships") {
			id = a.Value
		}
	}
	return r.links[id]
}

// linked reads the content of a link element with its target in force.
func (r *bodyReader) linked(p *paraState, target string) error {
	saved := p.link
	if target != "" {
		p.link = target
	}
	err := r.inline(p)
	p.link = saved
	return err
}

// addText adds text s of the current run, in the run's formatting; hidden
// text is dropped. Errors wrap doc.ErrLimit: the text passes a limit on
// the paragraph or the document (see budget).
func (r *bodyReader) addText(p *paraState, s string) error {
	if s == "" || r.inFieldCode() {
		return nil
	}
	eff := p.rp.over(r.st.resolve(p.rp.style, false).r).over(p.style.r).over(r.st.defaults)
	if eff.vanish == on {
		return nil
	}
	if err := r.budget(p, s); err != nil {
		return err
	}
	if eff.caps == on {
		s = strings.ToUpper(s)
	}
	bold := eff.bold == on || (eff.bold == unset && eff.boldCS == on && complexScript(s))
	p.segs = append(p.segs, seg{text: s, bold: bold, italic: eff.italic == on, link: p.link})
	if eff.size > p.maxSize && strings.TrimSpace(s) != "" {
		p.maxSize = eff.size
	}
	return nil
}

// complexScript reports whether s holds a letter of a complex script
// (Hebrew, Arabic, Indic, Thai ...), the text w:bCs makes bold.
func complexScript(s string) bool {
	for _, c := range s {
		if c >= 0x0590 && c <= 0x0EFF {
			return true
		}
	}
	return false
}

// finish turns a read paragraph into its lines: one per line break, the
// first with the paragraph's heading or list marker.
func (r *bodyReader) finish(p *paraState) []doc.Line {
	pp := p.pp.over(p.style.p)
	first := doc.Line{Src: p.src, Heading: r.headingOf(p)}
	if pp.hasNum && pp.numID != "" {
		m, ind := r.num.item(pp.numID, pp.ilvl)
		if m != "" && first.Heading == 0 {
			first.List, first.Depth = m, pp.ilvl
			// direct indentation first, then the list level's, then the style's
			pp = p.pp.over(ind).over(p.style.p)
		}
	}
	if pp.hasInd {
		// the first line's start: where a list item's marker stands
		first.Indent = max(0, max(0, pp.left+pp.first)/twipsPerSpace-2*first.Depth)
	}
	if p.maxSize > 0 && r.bodySize > 0 {
		first.Size = math.Round(100*float64(p.maxSize)/float64(r.bodySize)) / 100
	}
	parts := splitBreaks(p.segs)
	r.countAlignment(pp.jc, len(parts) > 1 || len(parts[0]) > 0)
	out := make([]doc.Line, 0, len(parts))
	for i, part := range parts {
		l := first
		if i > 0 {
			l.Heading, l.List, l.Depth = 0, "", 0
			l.Indent = first.Indent + len(first.List) + 1 + 2*first.Depth
			if first.List == "" {
				l.Indent = first.Indent
			}
		}
		l.Text, l.Bold = render(part, l.Heading != 0)
		if l.Text == "" {
			l.Heading, l.List, l.Depth, l.Indent, l.Bold, l.Size = 0, "", 0, 0, false, 0
		}
		out = append(out, l)
	}
	if first.Heading == titleLevel && out[0].Heading == titleLevel {
		r.hasTitle = true
	}
	return out
}

// headingOf is the heading level of a paragraph: a direct outline level
// first, then a Title or Heading n style, then the style's outline level;
// titleLevel for the Title style.
func (r *bodyReader) headingOf(p *paraState) int {
	o := p.pp.outline
	switch {
	case o > 0 && o <= 9:
		return o
	case o == 10:
		return 0
	case p.style.title:
		return titleLevel
	case p.style.heading > 0:
		return p.style.heading
	case p.style.p.outline > 0 && p.style.p.outline <= 9:
		return p.style.p.outline
	}
	return 0
}

// splitBreaks cuts a paragraph's segs at line breaks; a paragraph always
// has at least one (maybe empty) part.
func splitBreaks(segs []seg) [][]seg {
	out := [][]seg{nil}
	for _, s := range segs {
		for {
			i := strings.IndexByte(s.text, '\n')
			if i < 0 {
				break
			}
			if i > 0 {
				out[len(out)-1] = append(out[len(out)-1], seg{text: s.text[:i], bold: s.bold, italic: s.italic, link: s.link})
			}
			out = append(out, nil)
			s.text = s.text[i+1:]
		}
		if s.text != "" {
			out[len(out)-1] = append(out[len(out)-1], s)
		}
	}
	return out
}

// isSpace reports whether s is only white space.
func isSpace(s string) bool {
	return strings.TrimFunc(s, unicode.IsSpace) == ""
}
