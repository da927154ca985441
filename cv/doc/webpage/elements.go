package webpage

import (
	"strings"
)

// kind is what an element means to the layout, as bit flags.
type kind uint32

const (
	kBlock   kind = 1 << iota // starts and ends a line
	kPara                     // set off by blank lines
	kVoid                     // never has content or an end tag
	kDrop                     // its content is not shown
	kBold                     // bold text
	kItalic                   // italic text
	kClosesP                  // its start tag closes an open <p>
	kInline                   // an inline formatting element: its end tag may close it out of order
	kHeadOK                   // may stand in <head> without ending it
	kPre                      // keeps white space and line breaks
	kForeign                  // SVG or MathML: self-closing tags do not open
	kScope                    // a boundary when looking for an open <p>, <li> or cell
)

// kinds maps lower-case tag names to their kinds; a tag not here is an
// inline element with no cue (span, a, abbr, custom tags).
var kinds = map[string]kind{
	"address": kBlock | kClosesP, "article": kBlock | kClosesP, "aside": kBlock | kClosesP,
	"blockquote": kBlock | kPara | kClosesP, "body": kBlock, "center": kBlock | kClosesP,
	"dd": kBlock | kClosesP, "details": kBlock | kClosesP, "dialog": kBlock | kClosesP,
	"dir": kBlock | kPara | kClosesP, "div": kBlock | kClosesP, "dl": kBlock | kPara | kClosesP,
	"dt": kBlock | kClosesP, "fieldset": kBlock | kClosesP, "figcaption": kBlock | kClosesP,
	"figure": kBlock | kPara | kClosesP, "footer": kBlock | kClosesP, "form": kBlock | kClosesP,
	"h1": kBlock | kPara | kClosesP, "h2": kBlock | kPara | kClosesP, "h3": kBlock | kPara | kClosesP,
	"h4": kBlock | kPara | kClosesP, "h5": kBlock | kPara | kClosesP, "h6": kBlock | kPara | kClosesP,
	"header": kBlock | kClosesP, "hgroup": kBlock | kClosesP, "hr": kBlock | kPara | kVoid | kClosesP,
	"html": kBlock | kScope, "legend": kBlock, "li": kBlock | kClosesP, "main": kBlock | kClosesP,
	"menu": kBlock | kPara | kClosesP, "nav": kBlock | kClosesP, "ol": kBlock | kPara | kClosesP,
	"p": kBlock | kPara | kClosesP, "pre": kBlock | kPara | kPre | kClosesP,
	"listing": kBlock | kPara | kPre | kClosesP, "xmp": kBlock | kPara | kPre | kClosesP,
	"plaintext": kBlock | kPara | kPre | kClosesP, "section": kBlock | kClosesP, "summary": kBlock,
	"table": kBlock | kPara | kClosesP | kScope, "caption": kBlock | kScope, "tr": kBlock,
	"td": kScope, "th": kBold | kScope, "ul": kBlock | kPara | kClosesP,
	"tbody": 0, "thead": 0, "tfoot": 0,

	"b": kBold | kInline, "strong": kBold | kInline,
	"i": kItalic | kInline, "em": kItalic | kInline, "cite": kItalic | kInline,
	"dfn": kItalic | kInline, "var": kItalic | kInline,
	"a": kInline, "span": kInline, "font": kInline, "u": kInline, "small": kInline,
	"big": kInline, "sup": kInline, "sub": kInline, "abbr": kInline, "code": kInline,
	"tt": kInline, "s": kInline, "strike": kInline, "mark": kInline, "q": kInline,
	"time": kInline, "label": kInline, "bdi": kInline, "bdo": kInline, "kbd": kInline,
	"samp": kInline, "ins": kInline, "del": kInline,

	"br": kVoid, "img": kVoid, "input": kVoid, "wbr": kVoid, "area": kVoid,
	"col": kVoid, "embed": kVoid | kDrop, "param": kVoid, "source": kVoid,
	"track": kVoid, "keygen": kVoid, "image": kVoid,
	"meta": kVoid | kHeadOK, "link": kVoid | kHeadOK, "base": kVoid | kHeadOK,

	"head":   kDrop | kHeadOK,
	"title":  kDrop | kHeadOK,
	"script": kDrop | kHeadOK, "style": kDrop | kHeadOK, "noscript": kDrop | kHeadOK,
	"template": kDrop | kHeadOK,
	"svg":      kDrop | kForeign, "math": kForeign,
	"iframe": kDrop, "object": kDrop, "canvas": kDrop, "audio": kDrop, "video": kDrop,
	"button": kDrop, "select": kDrop, "textarea": kDrop, "datalist": kDrop,
	"noembed": kDrop, "noframes": kDrop, "map": kDrop, "applet": kDrop | kScope,
}

// kindOf returns the kind of the element named name.
func kindOf(name string) kind {
	return kinds[name]
}

// headingLevel returns 1–6 for h1–h6, 0 otherwise.
func headingLevel(name string) int {
	if len(name) == 2 && name[0] == 'h' && name[1] >= '1' && name[1] <= '6' {
		return int(name[1] - '0')
	}
	return 0
}

// isHeadingClass reports whether an element that is not <h1>–<h6> is
// still a section heading: a <heading> element, or an element of class
// "heading", "section-heading" or "section-title". Site templates style
// such elements as headings; a <div class="title"> is left alone, as
// pages use it for a paper's title.
func isHeadingClass(name string, a *attrs) bool {
	if name == "heading" {
		return true
	}
	if a.class == "" || name == "li" || name == "a" || name == "td" || name == "th" {
		return false
	}
	for _, c := range strings.Fields(strings.ToLower(a.class)) {
		switch c {
		case "heading", "section-heading", "section-title", "sectionheading":
			return true
		}
	}
	return false
}

// attrs are the attributes of a start tag that matter to the layout.
type attrs struct {
	href, style, class, id, role string
	start, value, name, property string
	content, httpEquiv           string
	hidden, ariaHidden, open     bool
	reversed                     bool
}

// hides reports whether the attributes hide the element: the hidden
// attribute, aria-hidden="true", or an inline style with display: none
// or visibility: hidden.
func (a *attrs) hides() bool {
	if a.hidden || a.ariaHidden {
		return true
	}
	if a.style == "" {
		return false
	}
	s := compactStyle(a.style)
	return strings.Contains(s, "display:none") || strings.Contains(s, "visibility:hidden")
}

// isNavigation reports whether the attributes mark the element as site
// navigation: role="navigation", or a class or id made of words such as
// "nav", "navbar" or "menu" ("navbar-collapse", "site_menu").
func (a *attrs) isNavigation() bool {
	if strings.EqualFold(a.role, "navigation") || strings.EqualFold(a.role, "menubar") {
		return true
	}
	return navWords(a.class) || navWords(a.id)
}

// navParts are the words of a class or id that name navigation.
var navParts = map[string]bool{
	"nav": true, "navbar": true, "navigation": true, "navmenu": true,
	"menu": true, "menubar": true, "topnav": true, "sidenav": true,
	"breadcrumb": true, "breadcrumbs": true, "skip": true,
}

// navWords reports whether any word of s (split at spaces, '-' and '_')
// names navigation.
func navWords(s string) bool {
	if s == "" {
		return false
	}
	for _, f := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return r == ' ' || r == '-' || r == '_' || r == '\t' || r == '\n'
	}) {
		if navParts[f] {
			return true
		}
	}
	return false
}

// styleBold and styleItalic read font-weight and font-style from an
// inline style.
func styleBold(style string) bool {
	if style == "" {
		return false
	}
	s := compactStyle(style)
	i := strings.Index(s, "font-weight:")
	if i < 0 {
		return false
	}
	v := s[i+len("font-weight:"):]
	return strings.HasPrefix(v, "bold") || strings.HasPrefix(v, "bolder") ||
		len(v) >= 3 && v[0] >= '6' && v[0] <= '9' && v[1] == '0' && v[2] == '0'
}

func styleItalic(style string) bool {
	if style == "" {
		return false
	}
	s := compactStyle(style)
	return strings.Contains(s, "font-style:italic") || strings.Contains(s, "font-style:oblique")
}

// compactStyle lower-cases a style and drops its white space.
func compactStyle(s string) string {
	if len(s) > 4096 {
		s = s[:4096]
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f':
			continue
		case c >= 'A' && c <= 'Z':
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String()
}
