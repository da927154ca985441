package docx

import (
	"context"
	"encoding/xml"
	"strconv"
	"strings"
)

// maxChain bounds a basedOn chain (Word allows about ten levels).
const maxChain = 16

// style is one paragraph or character style of word/styles.xml.
type style struct {
	id, name, basedOn string
	p                 paraProps
	r                 runProps
}

// styles are a document's styles, and the resolved view of each paragraph
// and character style (its basedOn chain applied), cached.
type styles struct {
	byID        map[string]*style
	defaults    runProps // w:docDefaults
	defaultPara string   // the default paragraph style ("Normal")
	resolved    map[string]resolvedStyle
}

// resolvedStyle is what a style says once its chain is followed.
type resolvedStyle struct {
	p       paraProps
	r       runProps
	heading int  // 1–9 for Heading n, 0 otherwise
	title   bool // the Title style
}

// readStyles reads the styles part (absent: no styles).
func readStyles(ctx context.Context, a *archive, part string) (*styles, error) {
	s := &styles{byID: map[string]*style{}, resolved: map[string]resolvedStyle{}}
	err := walkPart(ctx, a, part, func(t *tokens, se xml.StartElement) error {
		if !inW(se.Name) || t.depth != 2 {
			return nil
		}
		switch se.Name.Local {
		case "style":
			return s.readStyle(t, se)
		case "docDefaults":
			return s.readDefaults(t)
		}
		return t.skip()
	})
	if err != nil {
		return nil, err
	}
	return s, nil
}

// readStyle reads one w:style: paragraph and character styles are kept.
func (s *styles) readStyle(t *tokens, se xml.StartElement) error {
	typ := wAttr(se, "type")
	if typ != "paragraph" && typ != "character" {
		return t.skip()
	}
	st := &style{id: wAttr(se, "styleId")}
	err := t.children(func(e xml.StartElement, depth int) error {
		var err error
		switch {
		case depth != 1:
		case e.Name.Local == "name":
			st.name = wAttr(e, "val")
		case e.Name.Local == "basedOn":
			st.basedOn = wAttr(e, "val")
		case e.Name.Local == "pPr":
			st.p, err = readPPr(t)
		case e.Name.Local == "rPr":
			st.r, err = readRPr(t)
		}
		return err
	})
	if err != nil {
		return err
	}
	if def := strings.ToLower(wAttr(se, "default")); typ == "paragraph" && (def == "1" || def == "true" || def == "on") && s.defaultPara == "" {
		s.defaultPara = st.id
	}
	if _, dup := s.byID[st.id]; !dup && st.id != "" {
		s.byID[st.id] = st
	}
	return nil
}

// readDefaults reads w:docDefaults: the run properties of w:rPrDefault.
func (s *styles) readDefaults(t *tokens) error {
	return t.children(func(e xml.StartElement, depth int) error {
		var err error
		if depth == 2 && e.Name.Local == "rPr" {
			s.defaults, err = readRPr(t)
		}
		return err
	})
}

// resolve follows the basedOn chain of style id (the default paragraph
// style when id is "" and para is set) and caches the result.
func (s *styles) resolve(id string, para bool) resolvedStyle {
	if id == "" && para {
		id = s.defaultPara
	}
	if rs, ok := s.resolved[id]; ok {
		return rs
	}
	var rs resolvedStyle
	seen := map[string]bool{}
	for cur, n := s.byID[id], 0; cur != nil && !seen[cur.id] && n < maxChain; cur, n = s.byID[cur.basedOn], n+1 {
		seen[cur.id] = true
		rs.p = rs.p.over(cur.p)
		rs.r = rs.r.over(cur.r)
		if rs.heading == 0 && !rs.title {
			rs.heading, rs.title = headingStyle(cur)
		}
	}
	s.resolved[id] = rs
	return rs
}

// headingStyle reads a style's name (or, without one, its id) as a
// heading: "heading 2" is level 2, "Title" is the title. Word keeps the
// English names of built-in styles whatever the interface language.
func headingStyle(st *style) (level int, title bool) {
	name := strings.ToLower(strings.TrimSpace(st.name))
	if name == "" {
		name = strings.ToLower(st.id)
	}
	if name == "title" {
		return 0, true
	}
	rest, ok := strings.CutPrefix(name, "heading")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(strings.TrimSpace(rest))
	if err != nil || n < 1 || n > 9 {
		return 0, false
	}
	return n, false
}
