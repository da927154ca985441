package docx

import (
	"context"
	"encoding/xml"
	"strconv"
	"strings"
)

// maxLevels is the number of list levels Word has (w:ilvl 0–8).
const maxLevels = 9

// level is one level of an abstract numbering: its format ("bullet",
// "decimal", ...), its text ("%1.") and its first number.
type level struct {
	format, text string
	start        int
	ind          paraProps // the level's indentation (w:pPr/w:ind)
}

// numDef is one numbering instance (w:num): its abstract numbering and the
// start overrides of its levels.
type numDef struct {
	abstract  string
	overrides map[int]int
}

// numbering is word/numbering.xml, and the running counters of the lists
// read so far.
type numbering struct {
	abstract map[string]*[maxLevels]level
	nums     map[string]*numDef
	counters map[string]*counter // by numId
}

// counter is the running count of one list, per level.
type counter struct {
	n       [maxLevels]int
	started [maxLevels]bool
}

// readNumbering reads the numbering part (absent: no lists are numbered).
func readNumbering(ctx context.Context, a *archive, part string) (*numbering, error) {
	n := &numbering{abstract: map[string]*[maxLevels]level{}, nums: map[string]*numDef{}, counters: map[string]*counter{}}
	err := walkPart(ctx, a, part, func(t *tokens, se xml.StartElement) error {
		if !inW(se.Name) || t.depth != 2 {
			return nil
		}
		switch se.Name.Local {
		case "abstractNum":
			return n.readAbstract(t, wAttr(se, "abstractNumId"))
		case "num":
			return n.readNum(t, wAttr(se, "numId"))
		}
		return t.skip()
	})
	if err != nil {
		return nil, err
	}
	return n, nil
}

// readAbstract reads one w:abstractNum: the format, text and start of
// each w:lvl.
func (n *numbering) readAbstract(t *tokens, id string) error {
	lv := &[maxLevels]level{}
	for i := range lv {
		lv[i] = level{format: "decimal", start: 1}
	}
	cur := -1
	err := t.children(func(e xml.StartElement, depth int) error {
		var err error
		switch {
		case depth == 1 && e.Name.Local == "lvl":
			cur = levelIndex(e)
		case depth == 2 && cur >= 0 && e.Name.Local == "pPr":
			lv[cur].ind, err = readPPr(t)
		case depth == 2 && cur >= 0:
			lv[cur].set(e)
		}
		return err
	})
	if err != nil {
		return err
	}
	if _, dup := n.abstract[id]; !dup {
		n.abstract[id] = lv
	}
	return nil
}

// set reads one child of w:lvl.
func (l *level) set(e xml.StartElement) {
	switch e.Name.Local {
	case "numFmt":
		l.format = wAttr(e, "val")
	case "lvlText":
		l.text = wAttr(e, "val")
	case "start":
		if s, err := strconv.Atoi(wAttr(e, "val")); err == nil && s >= 0 && s < 1_000_000 {
			l.start = s
		}
	}
}

// readNum reads one w:num: its abstract numbering and start overrides.
func (n *numbering) readNum(t *tokens, id string) error {
	d := &numDef{overrides: map[int]int{}}
	cur := -1
	err := t.children(func(e xml.StartElement, depth int) error {
		switch {
		case depth == 1 && e.Name.Local == "abstractNumId":
			d.abstract = wAttr(e, "val")
		case depth == 1 && e.Name.Local == "lvlOverride":
			cur = levelIndex(e)
		case depth == 2 && cur >= 0 && e.Name.Local == "startOverride":
			if s, err := strconv.Atoi(wAttr(e, "val")); err == nil && s >= 0 && s < 1_000_000 {
				d.overrides[cur] = s
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	if _, dup := n.nums[id]; !dup {
		n.nums[id] = d
	}
	return nil
}

// item counts one list item of list numID at level ilvl and returns its
// marker: "-" for a bullet, "N." (or "N)", "[N]") for a number, "" when
// the list shows no marker or does not exist; and the level's indentation.
// Deeper levels restart.
func (n *numbering) item(numID string, ilvl int) (string, paraProps) {
	d, ok := n.nums[numID]
	if !ok || numID == "0" {
		return "", paraProps{}
	}
	lv, ok := n.abstract[d.abstract]
	if !ok {
		return "", paraProps{}
	}
	c := n.counters[numID]
	if c == nil {
		c = &counter{}
		n.counters[numID] = c
	}
	l := lv[ilvl]
	start := l.start
	if s, ok := d.overrides[ilvl]; ok {
		start = s
	}
	if c.started[ilvl] {
		c.n[ilvl]++
	} else {
		c.n[ilvl], c.started[ilvl] = start, true
	}
	for i := ilvl + 1; i < maxLevels; i++ {
		c.started[i] = false
	}
	return marker(l, c.n[ilvl]), l.ind
}

// marker is the list marker of item number k at level l.
func marker(l level, k int) string {
	switch l.format {
	case "none":
		return ""
	case "decimal", "decimalZero", "":
	default:
		return "-" // bullets; letters and roman numerals read as bullets too
	}
	num := strconv.Itoa(k)
	switch t := strings.TrimSpace(l.text); {
	case strings.HasPrefix(t, "["):
		return "[" + num + "]"
	case strings.HasSuffix(t, ")"):
		return num + ")"
	}
	return num + "."
}
