package webpage

import (
	"bytes"
	"context"
	"fmt"
	"io"

	"github.com/vitae-cv/vitae/cv/doc"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// searchLimit bounds how far down the stack a start tag looks for the
// open element it implicitly closes (an open <p>, <li> or cell).
const searchLimit = 32

// reader holds the state of one page being read.
type reader struct {
	z   *html.Tokenizer
	lim doc.Limits
	d   doc.Doc

	stack  []frame
	counts map[string]int // open frames by tag name
	ctx    state          // the context of the innermost open element
	layout                // lines being built

	src         int // source line of the current token, 1-based
	srcMax      int // the source line a text token ends on (text)
	depthWarned bool
	topLast     sibling // the element that closed last outside any other
	title       []byte  // the text of the first <title>
	titleDone   bool
}

// frame is one open element.
type frame struct {
	name    string
	k       kind
	saved   state // the context before the element opened
	link    *link // the link it opened, if any
	emph    style // the emphasis it adds
	visible bool  // the element itself is shown
	list    *list
	row     *row
	item    *item
	heading bool
	changed bool // opening it changed the context

	class  string  // its class attribute
	start  int     // len(lines) when it opened (containers only)
	before bool    // a line was open when it opened (containers only)
	card   bool    // it follows a sibling of the same element and class
	last   sibling // the element that closed last inside it
}

// state is what the open elements say about the text inside them.
type state struct {
	hide    int  // > 0: not shown
	closed  bool // inside a closed <details>
	summary bool // inside the <summary> of a closed <details>
	nav     bool // inside site navigation
	foreign bool // inside <svg> or <math>
	head    bool // inside <head>
	title   bool // inside <title>
	heading int
	pre     int
	li      *item
	list    *list
	row     *row
	cell    *cell
	dl      *defList
}

// visible reports whether text in this context is shown.
func (s *state) visible() bool {
	return s.hide == 0 && !s.title && (!s.closed || s.summary)
}

func newReader(text []byte, lim doc.Limits) *reader {
	z := html.NewTokenizer(bytes.NewReader(text))
	z.SetMaxBuf(maxTokenBytes)
	r := &reader{z: z, lim: lim, counts: map[string]int{}, src: 1}
	r.d.Format = doc.HTML
	r.layout.maxLines = lim.MaxLines
	return r
}

// run reads every token of the page.
func (r *reader) run(ctx context.Context) error {
	for n := 0; !r.full; n++ {
		if n%checkEvery == 0 && ctx.Err() != nil {
			return context.Cause(ctx)
		}
		tt := r.z.Next()
		switch tt {
		case html.ErrorToken:
			if err := r.z.Err(); err != io.EOF {
				return tokenError(err)
			}
			r.finish()
			return nil
		case html.TextToken:
			// the source's newlines, counted before Text unescapes the
			// token in place: a character reference (&#10;) is no line
			rawLines := bytes.Count(r.z.Raw(), []byte{'\n'})
			r.text(r.z.Text(), rawLines)
		case html.StartTagToken, html.SelfClosingTagToken:
			line := r.advance()
			r.startTag(tt == html.SelfClosingTagToken, line)
		case html.EndTagToken:
			line := r.advance()
			r.endTag(line)
		default: // comments, doctype: not content
			r.advance()
		}
	}
	r.d.Warnings = append(r.d.Warnings, doc.Warning{Src: r.src, Message: fmt.Sprintf("the page has more than %d lines: the rest is not read", r.lim.MaxLines)})
	r.finish()
	return nil
}

// advance moves the source line past the current token and returns the
// line the token starts on.
func (r *reader) advance() int {
	line := r.src
	r.src += bytes.Count(r.z.Raw(), []byte{'\n'})
	return line
}

// finish closes every open element and the last line.
func (r *reader) finish() {
	if len(r.stack) > 0 {
		r.popTo(0)
	}
	r.flush()
}

// result returns the Doc read, without leading or trailing blank lines.
func (r *reader) result() *doc.Doc {
	lines := r.lines
	for len(lines) > 0 && lines[len(lines)-1].Text == "" {
		lines = lines[:len(lines)-1]
	}
	for len(lines) > 0 && lines[0].Text == "" {
		lines = lines[1:]
	}
	r.d.Lines = lines
	r.d.Meta.Title = collapse(string(r.title))
	r.d.Warnings = append(r.d.Warnings, r.warnings...)
	return &r.d
}

// tagName returns the current tag's name, interned for known tags.
func (r *reader) tagName() (string, bool) {
	b, hasAttr := r.z.TagName()
	if a := atom.Lookup(b); a != 0 {
		return a.String(), hasAttr
	}
	if len(b) > 64 {
		b = b[:64]
	}
	return string(b), hasAttr
}

// readAttrs reads the attributes that matter from the current tag.
func (r *reader) readAttrs(a *attrs) {
	for more := true; more; {
		var k, v []byte
		k, v, more = r.z.TagAttr()
		switch string(k) {
		case "href":
			a.href = string(v)
		case "style":
			a.style = string(v)
		case "class":
			a.class = string(v)
		case "id":
			a.id = string(v)
		case "role":
			a.role = string(v)
		case "start":
			a.start = string(v)
		case "value":
			a.value = string(v)
		case "name":
			a.name = string(v)
		case "property":
			a.property = string(v)
		case "content":
			a.content = string(v)
		case "http-equiv":
			a.httpEquiv = string(v)
		case "hidden":
			a.hidden = true
		case "aria-hidden":
			a.ariaHidden = bytes.EqualFold(bytes.TrimSpace(v), []byte("true"))
		case "open":
			a.open = true
		case "reversed":
			a.reversed = true
		}
	}
}

// startTag handles a start tag (or a self-closing one, which HTML reads
// as a start tag outside SVG and MathML).
func (r *reader) startTag(selfClosing bool, line int) {
	name, hasAttr := r.tagName()
	var a attrs
	if hasAttr {
		r.readAttrs(&a)
	}
	k := kindOf(name)
	if selfClosing && r.ctx.foreign {
		return
	}
	if name == "meta" {
		r.readMeta(&a)
	}
	if r.ctx.head && k&kHeadOK == 0 {
		r.closeHead()
	}
	r.impliedEnds(name, k)
	if k&kVoid != 0 {
		r.void(name, k, &a, line)
		return
	}
	r.push(name, k, &a, line)
}

// void handles an element that has no content.
func (r *reader) void(name string, k kind, a *attrs, line int) {
	if !r.ctx.visible() || a.hides() {
		return
	}
	switch {
	case name == "br":
		r.lineBreak()
	case k&kPara != 0: // hr
		r.breakAt(2)
	}
}

// push opens an element: it saves the context and sets the new one.
func (r *reader) push(name string, k kind, a *attrs, line int) {
	if len(r.stack) >= maxDepth {
		if !r.depthWarned {
			r.depthWarned = true
			r.warnings = append(r.warnings, doc.Warning{Src: line, Message: fmt.Sprintf("elements are nested more than %d deep: the deeper ones are read as plain text", maxDepth)})
		}
		return
	}
	lv := headingLevel(name)
	if lv == 0 && isHeadingClass(name, a) {
		lv, k = 2, k|kBlock|kPara
	}
	f := frame{name: name, k: k, saved: r.ctx, class: a.class}
	r.hideIf(&f, name, k, a)
	f.visible = r.ctx.visible()
	if f.visible {
		r.open(&f, name, k, a, lv)
	}
	f.changed = r.ctx != f.saved
	r.stack = append(r.stack, f)
	r.counts[name]++
}

// hideIf sets the context flags that hide content: dropped elements,
// hidden ones, navigation, <head>, <title>, closed <details>.
func (r *reader) hideIf(f *frame, name string, k kind, a *attrs) {
	c := &r.ctx
	switch name {
	case "head":
		c.head = true
	case "title":
		c.title = true
		return
	case "svg", "math":
		c.foreign = true
	case "details":
		if !a.open {
			c.closed, c.summary = true, false
		}
	case "summary":
		if len(r.stack) > 0 && r.stack[len(r.stack)-1].name == "details" && c.closed {
			c.summary = true
		}
	case "dialog":
		if !a.open {
			c.hide++
		}
	}
	if k&kDrop != 0 || a.hides() || r.navHides(name, a) {
		c.hide++
	}
	if name == "nav" || a.isNavigation() {
		c.nav = true
	}
}

// navHides reports whether an element is navigation to drop: links and
// lists inside navigation (a site title, its "brand", is kept), and
// links and lists marked as navigation themselves.
func (r *reader) navHides(name string, a *attrs) bool {
	switch name {
	case "a", "ul", "ol", "li", "menu", "form":
	default:
		return false
	}
	if name == "a" && containsFold(a.class, "brand") {
		return false
	}
	return r.ctx.nav || a.isNavigation()
}

// open applies a shown element's layout cues.
func (r *reader) open(f *frame, name string, k kind, a *attrs, lv int) {
	if lv > 0 && r.ctx.heading == 0 {
		r.unjoin()
		r.ctx.heading = lv
		f.heading = true
	}
	if k&kPre != 0 {
		r.ctx.pre++
	}
	switch name {
	case "ul", "ol", "menu", "dir":
		f.list = r.openList(name == "ol", a)
	case "li":
		f.item = r.openItem(a)
	case "tr":
		f.row = r.openRow()
	case "td", "th":
		r.openCell()
	case "a":
		f.link = r.openLink(a)
	case "dl":
		r.openDefList()
	case "dt":
		r.openTerm()
	}
	r.openCard(f)
	r.blockStart(f, k)
	if name == "dd" {
		r.openDef()
	}
	f.emph = emphasisOf(k, a)
	r.addEmphasis(f.emph, 1)
}

// blockStart asks for the break a block element's start makes.
func (r *reader) blockStart(f *frame, k kind) {
	switch {
	case f.list != nil && f.saved.li != nil:
		r.breakAt(1) // a list inside a list item
	case k&kPara != 0:
		r.breakAt(2)
	case k&kBlock != 0:
		r.breakAt(1)
	}
}

// endTag handles an end tag: it closes the innermost open element of
// that name, and what is open inside it.
func (r *reader) endTag(line int) {
	name, _ := r.tagName()
	k := kindOf(name)
	switch {
	case name == "br": // </br> reads as <br>
		if r.ctx.visible() {
			r.lineBreak()
		}
		return
	case name == "p" && r.counts["p"] == 0: // </p> alone: an empty paragraph
		if r.ctx.visible() {
			r.breakAt(2)
		}
		return
	case k&kVoid != 0 || r.counts[name] == 0:
		return
	}
	i := r.find(name)
	if i < 0 {
		return
	}
	if k&kInline != 0 && r.blockAbove(i) && !r.stack[i].changed {
		r.splice(i)
		return
	}
	r.popTo(i)
}

// find returns the index of the innermost open element named name, or
// -1. As in HTML, an end tag does not reach past a table or a cell: a
// stray </div> inside a cell closes nothing outside it.
func (r *reader) find(name string) int {
	tablePart := in(name, tableParts)
	for i := len(r.stack) - 1; i >= 0; i-- {
		f := &r.stack[i]
		switch {
		case f.name == name:
			return i
		case name == "table":
		case tablePart:
			if f.name == "table" {
				return -1
			}
		case f.k&kScope != 0:
			return -1
		}
	}
	return -1
}

// tableParts are the elements that end only inside their table.
var tableParts = []string{"td", "th", "tr", "tbody", "thead", "tfoot", "caption"}

// blockAbove reports whether a block element is open inside stack[i].
func (r *reader) blockAbove(i int) bool {
	for _, f := range r.stack[i+1:] {
		if f.k&kInline == 0 {
			return true
		}
	}
	return false
}

// splice closes the inline element stack[i] while the blocks inside it
// stay open (<b><div>x</b></div>): its cue ends, nothing else.
func (r *reader) splice(i int) {
	f := r.stack[i]
	r.endInline(&f)
	r.stack = append(r.stack[:i], r.stack[i+1:]...)
	r.uncount(f.name)
}

// uncount forgets one open element named name; a name no longer open
// leaves the map, so that many distinct tag names cost no memory.
func (r *reader) uncount(name string) {
	if r.counts[name] <= 1 {
		delete(r.counts, name)
		return
	}
	r.counts[name]--
}

// popTo closes stack[i] and every element inside it, innermost first.
func (r *reader) popTo(i int) {
	for len(r.stack) > i {
		f := r.stack[len(r.stack)-1]
		r.stack = r.stack[:len(r.stack)-1]
		r.uncount(f.name)
		r.close(&f)
	}
}

// close applies the end of a closed element and restores the context.
func (r *reader) close(f *frame) {
	r.endInline(f)
	if f.visible {
		r.blockEnd(f)
		r.closeCard(f)
	}
	if f.name == "title" && !f.saved.foreign {
		r.titleDone = true // later <title> elements are not read
	}
	r.ctx = f.saved
}

// blockEnd asks for the break a block element's end makes and finishes
// lists, items and rows.
func (r *reader) blockEnd(f *frame) {
	switch {
	case f.item != nil:
		r.closeItem(f.item)
	case f.list != nil:
		r.closeList(f.list)
	case f.row != nil:
		r.closeRow(f.row)
		return
	case f.name == "dt":
		r.closeTerm(f.saved.dl)
	}
	switch {
	case f.list != nil && f.saved.li != nil:
		r.breakAt(1)
	case f.k&kPara != 0:
		r.breakAt(2)
	case f.k&kBlock != 0:
		r.breakAt(1)
	}
}

// endInline ends the link and the emphasis an element opened.
func (r *reader) endInline(f *frame) {
	if f.link != nil {
		r.closeLink(f.link)
	}
	r.addEmphasis(f.emph, -1)
}

// closeHead ends an open <head> when body content starts without </head>.
func (r *reader) closeHead() {
	for i := len(r.stack) - 1; i >= 0; i-- {
		if r.stack[i].name == "head" {
			r.popTo(i)
			return
		}
	}
	r.ctx.head = false
}

// impliedEnds closes what a start tag closes in HTML without an end tag:
// an open <p> before a block, the previous <li>, <dt>/<dd>, row or cell,
// a heading before a heading, a link before a link.
func (r *reader) impliedEnds(name string, k kind) {
	if k&kClosesP != 0 && r.counts["p"] > 0 {
		r.closeOpen([]string{"p"}, nil)
	}
	switch name {
	case "li":
		r.closeOpen([]string{"li"}, []string{"ul", "ol", "menu", "dir"})
	case "dt", "dd":
		r.closeOpen([]string{"dt", "dd"}, []string{"dl"})
	case "tr":
		r.closeOpen([]string{"tr"}, []string{"table"})
	case "td", "th":
		r.closeOpen([]string{"td", "th"}, []string{"tr", "table"})
	case "tbody", "thead", "tfoot":
		r.closeOpen([]string{"tbody", "thead", "tfoot"}, []string{"table"})
	case "a":
		r.closeOpen([]string{"a"}, nil)
	}
	if headingLevel(name) > 0 && len(r.stack) > 0 && headingLevel(r.stack[len(r.stack)-1].name) > 0 {
		r.popTo(len(r.stack) - 1)
	}
}

// closeOpen closes the innermost open element named in names, looking
// down the stack no further than a scope boundary, an element named in
// stops, or searchLimit elements.
func (r *reader) closeOpen(names, stops []string) {
	open := false
	for _, n := range names {
		open = open || r.counts[n] > 0
	}
	if !open {
		return
	}
	for i := len(r.stack) - 1; i >= 0 && i >= len(r.stack)-searchLimit; i-- {
		f := &r.stack[i]
		if in(f.name, names) {
			r.popTo(i)
			return
		}
		if f.k&kScope != 0 || in(f.name, stops) {
			return
		}
	}
}

func in(s string, list []string) bool {
	for _, x := range list {
		if s == x {
			return true
		}
	}
	return false
}

// text handles a run of text between tags, which spans rawLines
// newlines of the source.
func (r *reader) text(s []byte, rawLines int) {
	end := r.src + rawLines
	defer func() { r.src, r.srcMax = end, 0 }()
	r.srcMax = end
	switch {
	case r.ctx.title && !r.titleDone && !r.ctx.foreign:
		if len(r.title) < 1024 {
			r.title = append(r.title, s[:min(len(s), 1024)]...)
		}
	case r.ctx.head && !r.ctx.visible() && r.ctx.hide == 1 && r.stackTop() == "head" && len(bytes.TrimSpace(s)) > 0:
		r.closeHead() // text in <head>: the body has begun
	}
	if !r.ctx.visible() {
		return
	}
	if r.ctx.pre > 0 {
		r.preText(s, r.src)
		return
	}
	r.flowText(s, r.src)
}

func (r *reader) stackTop() string {
	if len(r.stack) == 0 {
		return ""
	}
	return r.stack[len(r.stack)-1].name
}
