package docx

import (
	"encoding/xml"
	"strconv"
)

// tri is an on/off property that may be unset: set properties override
// the ones they are based on.
type tri int8

const (
	unset tri = iota
	on
	off
)

func triOf(b bool) tri {
	if b {
		return on
	}
	return off
}

// or returns t, or u when t is unset.
func (t tri) or(u tri) tri {
	if t == unset {
		return u
	}
	return t
}

// runProps are the run properties vitae reads: from w:rPr in a run, a
// character or paragraph style, or the document defaults.
type runProps struct {
	style   string // w:rStyle, the character style
	bold    tri    // w:b
	boldCS  tri    // w:bCs: bold for complex-script text
	italic  tri    // w:i
	caps    tri    // w:caps: shown in capitals
	vanish  tri    // w:vanish: hidden text
	size    int    // w:sz, in half-points; 0 unset
	hasSize bool
}

// over returns r with its unset properties taken from base.
func (r runProps) over(base runProps) runProps {
	r.bold = r.bold.or(base.bold)
	r.boldCS = r.boldCS.or(base.boldCS)
	r.italic = r.italic.or(base.italic)
	r.caps = r.caps.or(base.caps)
	r.vanish = r.vanish.or(base.vanish)
	if !r.hasSize {
		r.size, r.hasSize = base.size, base.hasSize
	}
	return r
}

// paraProps are the paragraph properties vitae reads: from w:pPr in a
// paragraph or a paragraph style.
type paraProps struct {
	style   string // w:pStyle
	outline int    // w:outlineLvl + 1; 0 unset (10 is body text)
	hasNum  bool   // w:numPr present
	numID   string // w:numId ("0": no numbering)
	ilvl    int    // w:ilvl
	hasInd  bool
	jc      string // w:jc, the alignment ("" unset)
	left    int    // w:ind left/start, in twips
	first   int    // w:ind firstLine minus hanging, in twips
}

// over returns p with its unset properties taken from base.
func (p paraProps) over(base paraProps) paraProps {
	if p.outline == 0 {
		p.outline = base.outline
	}
	if !p.hasNum {
		p.hasNum, p.numID, p.ilvl = base.hasNum, base.numID, base.ilvl
	}
	if p.jc == "" {
		p.jc = base.jc
	}
	if !p.hasInd {
		p.hasInd, p.left, p.first = base.hasInd, base.left, base.first
	}
	return p
}

// readRPr reads the w:rPr whose start was just read: its direct children
// only (a w:rPrChange records old properties, not these).
func readRPr(t *tokens) (runProps, error) {
	var r runProps
	err := t.children(func(e xml.StartElement, depth int) error {
		if depth == 1 {
			r.set(e)
		}
		return nil
	})
	return r, err
}

// set reads one run property element.
func (r *runProps) set(e xml.StartElement) {
	switch e.Name.Local {
	case "rStyle":
		r.style = wAttr(e, "val")
	case "b":
		r.bold = triOf(onOff(e))
	case "bCs":
		r.boldCS = triOf(onOff(e))
	case "i":
		r.italic = triOf(onOff(e))
	case "caps":
		r.caps = triOf(onOff(e))
	case "vanish":
		r.vanish = triOf(onOff(e))
	case "sz":
		if n, err := strconv.Atoi(wAttr(e, "val")); err == nil && n > 0 && n < 4000 {
			r.size, r.hasSize = n, true
		}
	}
}

// readPPr reads the w:pPr whose start was just read: its direct children
// and the children of w:numPr.
func readPPr(t *tokens) (paraProps, error) {
	var p paraProps
	parent := ""
	err := t.children(func(e xml.StartElement, depth int) error {
		switch {
		case depth == 1:
			parent = e.Name.Local
			p.set(e)
		case depth == 2 && parent == "numPr":
			p.setNum(e)
		}
		return nil
	})
	return p, err
}

// set reads one paragraph property element.
func (p *paraProps) set(e xml.StartElement) {
	switch e.Name.Local {
	case "pStyle":
		p.style = wAttr(e, "val")
	case "outlineLvl":
		if n, err := strconv.Atoi(wAttr(e, "val")); err == nil && n >= 0 && n <= 9 {
			p.outline = n + 1
		}
	case "numPr":
		p.hasNum = true
	case "jc":
		p.jc = wAttr(e, "val")
	case "ind":
		p.hasInd = true
		p.left = twips(e, "left", "start")
		p.first = twips(e, "firstLine") - twips(e, "hanging")
	}
}

// setNum reads a child of w:numPr.
func (p *paraProps) setNum(e xml.StartElement) {
	switch e.Name.Local {
	case "numId":
		p.numID = wAttr(e, "val")
	case "ilvl":
		if n, err := strconv.Atoi(wAttr(e, "val")); err == nil && n >= 0 && n <= 8 {
			p.ilvl = n
		}
	}
}

// twips reads the first of the attributes names that is set, as a
// measure in twips, within ±1 m.
func twips(e xml.StartElement, names ...string) int {
	for _, n := range names {
		if v := wAttr(e, n); v != "" {
			if f, err := strconv.ParseFloat(v, 64); err == nil && f > -60000 && f < 60000 {
				return int(f)
			}
		}
	}
	return 0
}
