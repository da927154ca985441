package webpage

import (
	"strconv"
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
)

// layout is the text being laid out in lines.
type layout struct {
	lines    []doc.Line
	warnings []doc.Warning
	maxLines int
	full     bool // maxLines reached

	cur     doc.Line // the cues of the line being built
	buf     []byte   // its text
	started bool     // the line has text
	stats   lineStats

	pending int     // break asked for before the next text: 1 a new line, 2 a blank line too
	space   bool    // collapsible white space before the next text
	sep     bool    // a cell separator before the next text
	gap     []byte  // <pre>: white space before the next text, as written
	links   []*link // open links, outermost first
	style   style   // the emphasis written and not yet closed on the line
	bold    int     // open bold elements
	italic  int     // open italic elements
}

// lineStats count what a line is made of, to tell a menu line.
type lineStats struct {
	words, links, samePage int
}

// item is an open list item.
type item struct {
	marker   string
	depth    int
	used     bool // its marker is on a line
	words    int  // words outside links
	links    int
	samePage int
}

// list is an open <ul> or <ol>.
type list struct {
	ordered  bool
	next     int // the number of the next item
	step     int // +1, or -1 for reversed
	depth    int
	keep     int // lines before the list: a dropped menu list cuts back to here
	items    int
	navItems int // items that are one link to the same page and nothing else
}

// row is an open table row.
type row struct {
	started   bool // the row has text
	firstLine int  // len(lines) when its text began
}

// cell is an open table cell.
type cell struct {
	startPending int // the break asked for before the cell
	hasText      bool
	join         bool // a <dd> continuing its <dt>'s line (deflist.go)
}

// breakAt asks for a break of at least level before the next text.
func (r *reader) breakAt(level int) {
	r.pending = max(r.pending, level)
}

// lineBreak handles <br>: it ends the line, or makes a blank line when
// the line is empty or already ended. Inside a heading it is a space.
func (r *reader) lineBreak() {
	switch {
	case r.ctx.heading > 0:
		r.space = true
	case r.ctx.pre > 0:
		r.preNewline()
	case r.started && r.pending == 0:
		r.pending = 1
	default:
		r.pending = 2
	}
}

// openList starts a <ul> or <ol>.
func (r *reader) openList(ordered bool, a *attrs) *list {
	r.unjoin()
	l := &list{ordered: ordered, next: 1, step: 1, keep: len(r.lines)}
	if r.started {
		l.keep++ // the open line comes before the list
	}
	if a.reversed {
		l.step = -1
	}
	if n, err := strconv.Atoi(strings.TrimSpace(a.start)); err == nil && n >= 0 && n < 1_000_000 {
		l.next = n
	}
	if r.ctx.list != nil {
		l.depth = r.ctx.list.depth + 1
	}
	r.ctx.list = l
	r.ctx.li = nil
	return l
}

// closeList ends a list; a list whose every item is one link to a place
// on the same page is a menu, and its lines are dropped.
func (r *reader) closeList(l *list) {
	if l.items < 2 || l.navItems < l.items || l.keep > len(r.lines) {
		return
	}
	r.lines = r.lines[:l.keep]
	r.resetLine()
}

// openItem starts a <li>.
func (r *reader) openItem(a *attrs) *item {
	it := &item{marker: "-"}
	if l := r.ctx.list; l != nil {
		it.depth = l.depth
		if l.ordered {
			if n, err := strconv.Atoi(strings.TrimSpace(a.value)); err == nil && n >= 0 && n < 1_000_000 {
				l.next = n
			}
			it.marker = strconv.Itoa(l.next) + "."
			l.next += l.step
		}
	}
	r.ctx.li = it
	return it
}

// closeItem counts a finished item for its list's menu test.
func (r *reader) closeItem(it *item) {
	l := r.ctx.list
	if l == nil {
		return
	}
	l.items++
	if it.words == 0 && it.links == 1 && it.samePage == 1 {
		l.navItems++
	}
}

// openRow starts a table row on a new line.
func (r *reader) openRow() *row {
	rw := &row{}
	r.ctx.row = rw
	r.ctx.cell = nil
	return rw
}

// closeRow ends a row; a row that took more than one line is set off
// from the next by a blank line.
func (r *reader) closeRow(rw *row) {
	if rw.started && len(r.lines) > rw.firstLine {
		r.breakAt(2)
		return
	}
	r.breakAt(1)
}

// openCell starts a cell: the first cell of a row starts the row's line,
// the next ones continue it after a tab.
func (r *reader) openCell() {
	c := &cell{}
	if rw := r.ctx.row; rw != nil && rw.started {
		r.pending = 0
		r.sep = r.started
	} else {
		c.startPending = r.pending
	}
	r.ctx.cell = c
}

// flowText lays out text outside <pre>: white space collapses to one
// space. It returns the source line after the text.
func (r *reader) flowText(s []byte, src int) int {
	for i := 0; i < len(s); {
		c := s[i]
		if isSpace(c) {
			src = r.nextSrc(c, src)
			r.space = true
			i++
			continue
		}
		i = r.takeWord(s, i, src)
	}
	return src
}

// takeWord lays out the word of s that starts at i and returns where it
// ends.
func (r *reader) takeWord(s []byte, i, src int) int {
	j := i + 1
	for j < len(s) && !isSpace(s[j]) {
		j++
	}
	r.word(s[i:j], src)
	return j
}

// nextSrc is the source line after the text byte c on line src: a
// newline moves it on, but never past the line the token ends on in the
// source (a newline from a character reference is not a source line).
func (r *reader) nextSrc(c byte, src int) int {
	if c == '\n' && src < r.srcMax {
		return src + 1
	}
	return src
}

// preText lays out text inside <pre>: spaces are kept and each newline
// ends a line.
func (r *reader) preText(s []byte, src int) int {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\n':
			src = r.nextSrc(c, src)
			r.preNewline()
			i++
			continue
		case c == ' ' || c == '\t':
			r.gap = append(r.gap, c)
			i++
			continue
		case c == '\r' || c == '\f':
			i++
			continue
		}
		i = r.takeWord(s, i, src)
	}
	return src
}

// preNewline ends a line inside <pre>; an empty line makes a blank line.
func (r *reader) preNewline() {
	r.gap = r.gap[:0]
	if r.started || r.pending > 0 {
		r.pending = min(r.pending+1, 2)
	}
}

// isSpace reports HTML white space.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
}

// word writes one word (a run of text without white space), starting a
// line if it must.
func (r *reader) word(w []byte, src int) {
	if r.full {
		return
	}
	r.enterCell()
	r.realize(src)
	first := !r.started
	if first {
		if allNBSP(w) {
			return // non-breaking spaces alone do not start a line
		}
		r.startLine(src)
		if rw := r.ctx.row; rw != nil && !rw.started {
			rw.started, rw.firstLine = true, len(r.lines)
		}
	}
	want := r.styleFor(w, first)
	if r.style != want || r.linksToOpen() {
		r.closeStyle()
	}
	if !first {
		r.writeGap()
	}
	r.openLinks()
	r.openStyle(want)
	r.buf = appendEscaped(r.buf, w, first && r.cur.List == "" && r.cur.Heading == 0)
	r.countWord(w)
	if len(r.buf) > maxLineBytes {
		r.flush()
		r.pending = 1
	}
}

// enterCell applies the first text of a cell: breaks asked for inside
// the cell before its text (a <p> or <div> at its start) do not count.
func (r *reader) enterCell() {
	c := r.ctx.cell
	if c == nil || c.hasText {
		return
	}
	c.hasText = true
	r.pending = c.startPending
	if rw := r.ctx.row; rw != nil && rw.started && r.started && r.pending == 0 {
		r.sep = true
	}
}

// realize makes the break asked for: it ends the line and, for a
// paragraph break, adds a blank line. Inside a list item paragraph
// breaks are line breaks.
func (r *reader) realize(src int) {
	if r.pending == 0 {
		return
	}
	p := r.pending
	r.pending = 0
	if it := r.ctx.li; it != nil && it.used && p == 2 {
		p = 1
	}
	r.flush()
	if p == 2 {
		r.blank(src)
	}
}

// startLine begins a line with the cues of the context: heading level,
// list marker and depth, or the indent of a list item's continuation.
func (r *reader) startLine(src int) {
	r.started = true
	r.space, r.sep = false, false
	r.cur = doc.Line{Src: src, Heading: r.ctx.heading}
	if it := r.ctx.li; it != nil && r.ctx.heading == 0 {
		if !it.used {
			r.cur.List, r.cur.Depth, it.used = it.marker, it.depth, true
		} else {
			r.cur.Indent = 2*it.depth + len(it.marker) + 1
		}
	}
	if r.ctx.pre > 0 {
		r.cur.Indent += gapWidth(r.gap)
		r.gap = r.gap[:0]
	}
}

// writeGap writes the space before a word: a tab between cells, the
// white space as written inside <pre>, else one space if there was any.
func (r *reader) writeGap() {
	switch {
	case r.sep:
		r.buf = append(r.buf, '\t')
	case r.ctx.pre > 0 && len(r.gap) > 0:
		r.buf = append(r.buf, r.gap...)
	case r.space:
		r.buf = append(r.buf, ' ')
	}
	r.sep, r.space = false, false
	r.gap = r.gap[:0]
}

// gapWidth is the width of leading white space, a tab counting 4.
func gapWidth(g []byte) int {
	n := 0
	for _, c := range g {
		if c == '\t' {
			n += 4
		} else {
			n++
		}
	}
	return n
}

// countWord counts a word for the menu tests: words in links are counted
// with their link, separators ("|", "·") not at all.
func (r *reader) countWord(w []byte) {
	if len(r.links) > 0 || isSeparator(w) {
		return
	}
	r.stats.words++
	if it := r.ctx.li; it != nil {
		it.words++
	}
}

// isSeparator reports whether w is punctuation set between menu links.
func isSeparator(w []byte) bool {
	switch string(w) {
	case "|", "·", "•", "/", "-", "–", "—", "::", ":", "[", "]", ",":
		return true
	}
	return false
}

func allNBSP(w []byte) bool {
	if len(w) == 0 {
		return false
	}
	for i := 0; i+1 < len(w); i += 2 {
		if w[i] != 0xC2 || w[i+1] != 0xA0 {
			return false
		}
	}
	return len(w)%2 == 0
}

// flush ends the line being built and adds it, unless it is empty, a
// menu line (links to places on the same page and nothing else) or only
// separators ("|", "·") left between dropped links.
func (r *reader) flush() {
	if !r.started {
		return
	}
	r.closeStyle()
	for j := len(r.links) - 1; j >= 0; j-- {
		r.writeLinkEnd(r.links[j])
	}
	text := strings.TrimRight(string(r.buf), " \t")
	st := r.stats
	menu := st.words == 0 && (st.links == 0 || st.links >= 2 && st.samePage == st.links)
	l := r.cur
	r.resetLine()
	if strings.TrimSpace(text) == "" || menu {
		return
	}
	l.Text = text
	l.Bold = wholeBold(text)
	r.add(l)
}

// resetLine forgets the line being built.
func (r *reader) resetLine() {
	r.buf = r.buf[:0]
	r.started = false
	r.stats = lineStats{}
	r.space, r.sep = false, false
	r.style = 0
	for _, m := range r.links {
		m.written = false
	}
}

// blank adds a blank line, never two in a row nor at the start.
func (r *reader) blank(src int) {
	if n := len(r.lines); n > 0 && r.lines[n-1].Text != "" {
		r.add(doc.Line{Src: src})
	}
}

// add appends a line, stopping at the line limit.
func (r *reader) add(l doc.Line) {
	if r.full {
		return
	}
	r.lines = append(r.lines, l)
	if len(r.lines) >= r.maxLines {
		r.full = true
	}
}

// wholeBold reports whether the line is one bold span.
func wholeBold(t string) bool {
	return len(t) > 4 && strings.HasPrefix(t, "**") && strings.HasSuffix(t, "**") && !strings.Contains(t[2:len(t)-2], "**")
}

// collapse collapses white space runs to one space and trims.
func collapse(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), sub)
}
