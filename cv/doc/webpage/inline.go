package webpage

import (
	"bytes"
	"strings"
)

// style is the emphasis of a run of text: a set of styleBold and
// styleItalic.
type style uint8

const (
	styleItalicBit style = 1 << iota
	styleBoldBit
)

// markers are the Markdown markers of each style.
var markers = [4]string{"", "*", "**", "***"}

// Emphasis is laid out as runs, the way a browser draws it, not as nested
// elements: each word is written in the style of the elements around it,
// and a change of style closes the span before the white space and opens
// the next one after it. <i>A, <b>B</b>, C</i> gives "*A,* ***B*** *,
// C*": spans never nest, so the parser reads each of them. A span never
// crosses a link's bracket or the end of a line.

// wantStyle is the style of text in the current context; headings carry
// no emphasis.
func (r *reader) wantStyle() style {
	if r.ctx.heading > 0 {
		return 0
	}
	var s style
	if r.bold > 0 {
		s |= styleBoldBit
	}
	if r.italic > 0 {
		s |= styleItalicBit
	}
	return s
}

// styleFor is the style to write word w in. Where the style changes
// with no white space between the runs, two markers would touch
// ("***B****,"), which Markdown cannot read: punctuation is then written
// outside both spans, and a word keeps the style already open until the
// next white space.
func (r *reader) styleFor(w []byte, first bool) style {
	want := r.wantStyle()
	if first || r.style == want || r.style == 0 || r.space || r.sep || len(r.gap) > 0 || r.linksToOpen() {
		return want
	}
	if isPunct(w) {
		return 0
	}
	if want == 0 {
		return 0
	}
	return r.style
}

// isPunct reports whether w is all ASCII punctuation.
func isPunct(w []byte) bool {
	for _, c := range w {
		if !strings.ContainsRune(".,;:!?)]}'\"-/", rune(c)) {
			return false
		}
	}
	return len(w) > 0
}

// closeStyle ends the emphasis span written on the line, if any.
func (r *reader) closeStyle() {
	if r.style != 0 {
		r.buf = append(r.buf, markers[r.style]...)
		r.style = 0
	}
}

// openStyle starts a span of style s unless one is open.
func (r *reader) openStyle(s style) {
	if r.style == 0 && s != 0 {
		r.buf = append(r.buf, markers[s]...)
		r.style = s
	}
}

// emphasisOf is the style an element adds: bold for <b>, <strong>, <th>
// and a bold font-weight, italic for <i>, <em>, <cite> and an italic
// font-style.
func emphasisOf(k kind, a *attrs) style {
	var s style
	if k&kBold != 0 || styleBold(a.style) {
		s |= styleBoldBit
	}
	if k&kItalic != 0 || styleItalic(a.style) {
		s |= styleItalicBit
	}
	return s
}

// addEmphasis counts an element's style in (n = 1) or out (n = -1).
func (r *reader) addEmphasis(s style, n int) {
	if s&styleBoldBit != 0 {
		r.bold += n
	}
	if s&styleItalicBit != 0 {
		r.italic += n
	}
}

// link is an open <a href>. Its "[" is written lazily, just before the
// first word inside it, so that an empty link (an icon) leaves nothing;
// the end of a line closes it and the next line opens it again.
type link struct {
	close    string // "](href)"
	written  bool
	off      int    // where its "[" is in the line
	samePage bool   // it goes to a place on the same page
	mailto   string // a mailto link's address
}

// openLink starts a link; a link with no place to go (no href, "#",
// javascript:) is plain text.
func (r *reader) openLink(a *attrs) *link {
	href, mailto := cleanHref(a.href)
	if href == "" {
		return nil
	}
	l := &link{close: "](" + href + ")", samePage: href[0] == '#', mailto: mailto}
	r.links = append(r.links, l)
	return l
}

// linksToOpen reports whether a link's "[" is still to be written.
func (r *reader) linksToOpen() bool {
	return len(r.links) > 0 && !r.links[len(r.links)-1].written
}

// openLinks writes the "[" of the links not yet opened on this line.
func (r *reader) openLinks() {
	for _, l := range r.links {
		if l.written {
			continue
		}
		l.written = true
		l.off = len(r.buf)
		r.buf = append(r.buf, '[')
		r.countLink(l)
	}
}

// closeLink ends the link l (and any link opened inside it). A mailto
// link with no text shows its address.
func (r *reader) closeLink(l *link) {
	if !l.written && l.mailto != "" && r.ctx.visible() {
		r.flowText([]byte(l.mailto), r.src)
	}
	i := len(r.links) - 1
	for i >= 0 && r.links[i] != l {
		i--
	}
	if i < 0 {
		return
	}
	for j := len(r.links) - 1; j >= i; j-- {
		r.writeLinkEnd(r.links[j])
	}
	r.links = r.links[:i]
}

// writeLinkEnd writes a written link's "](href)", closing the emphasis
// inside it first. A link whose whole text is one emphasis span is
// written with the span outside: **[text](href)**.
func (r *reader) writeLinkEnd(l *link) {
	if !l.written {
		return
	}
	l.written = false
	r.closeStyle()
	inner := r.buf[l.off+1:]
	for _, em := range []string{"***", "**", "*"} {
		if wrapped(inner, em) {
			text := inner[len(em) : len(inner)-len(em)]
			out := make([]byte, 0, len(inner)+len(l.close)+2)
			out = append(out, em...)
			out = append(out, '[')
			out = append(out, text...)
			out = append(out, l.close...)
			out = append(out, em...)
			r.buf = append(r.buf[:l.off], out...)
			return
		}
	}
	r.buf = append(r.buf, l.close...)
}

// wrapped reports whether s is one emphasis span made with em and
// nothing else.
func wrapped(s []byte, em string) bool {
	n := len(em)
	if len(s) <= 2*n || !bytes.HasPrefix(s, []byte(em)) || !bytes.HasSuffix(s, []byte(em)) {
		return false
	}
	in := s[n : len(s)-n]
	if in[0] == '*' || in[len(in)-1] == '*' && (len(in) < 2 || in[len(in)-2] != '\\') {
		return false
	}
	for i := 0; i < len(in); i++ {
		if in[i] == '*' && (i == 0 || in[i-1] != '\\') {
			return false
		}
	}
	return true
}

// countLink counts a link on the line and in the list item.
func (r *reader) countLink(l *link) {
	r.stats.links++
	if l.samePage {
		r.stats.samePage++
	}
	if it := r.ctx.li; it != nil {
		it.links++
		if l.samePage {
			it.samePage++
		}
	}
}

// cleanHref returns a link target fit for [text](href): trimmed, with
// spaces and parentheses escaped, "" for a link that goes nowhere. For a
// mailto link it also returns the address.
func cleanHref(h string) (href, mailto string) {
	h = strings.TrimSpace(dropControls(h))
	if len(h) > 2048 {
		return "", ""
	}
	low := strings.ToLower(h)
	switch {
	case h == "" || h == "#" || strings.HasPrefix(low, "javascript:"):
		return "", ""
	case strings.HasPrefix(low, "mailto:"):
		addr := strings.TrimSpace(h[len("mailto:"):])
		if i := strings.IndexByte(addr, '?'); i >= 0 {
			addr = addr[:i]
		}
		addr = strings.TrimSpace(addr)
		if addr == "" {
			return "", ""
		}
		return "mailto:" + escapeHref(addr), addr
	}
	return escapeHref(h), ""
}

// dropControls removes control characters (as a browser drops them from
// a URL): they must never reach a line's text.
func dropControls(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			return -1
		}
		return r
	}, s)
}

var hrefEscapes = strings.NewReplacer(" ", "%20", "(", "%28", ")", "%29", "<", "%3C", ">", "%3E", "\t", "%09", "\n", "", "\r", "", "\\", "%5C")

func escapeHref(h string) string {
	if strings.ContainsAny(h, " ()<>\t\n\r\\") {
		return hrefEscapes.Replace(h)
	}
	return h
}
