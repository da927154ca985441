package webpage

// A card is one of a run of sibling containers of the same element and
// class (<div class="card">, <article class="pub">): a page template
// repeats it once per entry, with a block for each part inside (title,
// authors, venue, date). Each part is a line of its own, so nothing in
// the lines says where one entry ends and the next begins; a browser
// shows the cards apart (a margin, a border). A card that takes more
// than one line is therefore set off from its siblings by blank lines,
// as a table row of several lines is. Cards of one line each are left
// as they are: each line is its entry already.

// sibling is what a container remembers of the element that closed last
// inside it.
type sibling struct {
	name, class string
	multi       bool // it took more than one line
}

// isCardElement reports whether elements named name can be cards: the
// generic containers. Lists, list items, table parts, definition lists
// and paragraphs have cues of their own.
func isCardElement(name string) bool {
	switch name {
	case "div", "article", "section", "aside":
		return true
	}
	return false
}

// lastSibling is where the element that closed last inside the innermost
// open element (or at the top of the page) is remembered.
func (r *reader) lastSibling() *sibling {
	if len(r.stack) == 0 {
		return &r.topLast
	}
	return &r.stack[len(r.stack)-1].last
}

// openCard notes where a container starts and, when it follows a sibling
// card of the same kind that took more than one line, asks for a blank
// line before it.
func (r *reader) openCard(f *frame) {
	if !isCardElement(f.name) {
		return
	}
	f.start, f.before = len(r.lines), r.started
	last := r.lastSibling()
	if last.name != f.name || last.class != f.class {
		return
	}
	f.card = true
	if last.multi {
		r.breakAt(2)
	}
}

// closeCard tells the parent what closed inside it and, for a card that
// took more than one line, asks for a blank line after it.
func (r *reader) closeCard(f *frame) {
	multi := isCardElement(f.name) && r.linesSince(f.start, f.before) > 1
	*r.lastSibling() = sibling{name: f.name, class: f.class, multi: multi}
	if f.card && multi {
		r.breakAt(2)
	}
}

// linesSince counts the lines with text, up to 2, laid out since
// len(lines) was start: the lines added and the open line, less the line
// that was open then (before).
func (r *reader) linesSince(start int, before bool) int {
	n := 0
	if r.started {
		n++
	}
	if before {
		n--
	}
	for i := start; i < len(r.lines) && n < 2; i++ {
		if r.lines[i].Text != "" {
			n++
		}
	}
	return n
}
