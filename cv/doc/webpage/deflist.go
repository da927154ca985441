package webpage

// A definition list pairs a label with its content: <dt> is the label
// (a date, a degree, "Email") and the <dd>s after it are what it labels.
// A browser shows them as one unit (CV pages float the <dt> beside its
// <dd>), so they are laid out like a table row: the <dt>'s text and the
// first line of its first <dd> share one line, separated by a tab (two
// cells); the <dd>'s further lines and the next <dd>s follow on their
// own lines, and a unit that took more than one line is set off from the
// next by a blank line. A <dd> that opens with a list, a heading or a
// table keeps its own lines: the <dt> stays a line alone above them.

// defList is an open <dl>.
type defList struct {
	waiting bool // a <dt> ended with its text on the open line
	at      int  // len(lines) when it ended: the open line is still that one
	termAt  int  // len(lines) when the <dt> opened
	termOn  bool // a line was open when the <dt> opened
	inUnit  bool // a unit (a dt and its dds) is open
	start   int  // len(lines) when the unit began
	before  bool // a line from before the unit was open when it began
	hasDD   bool // the unit has a <dd>
}

// openDefList starts a <dl>.
func (r *reader) openDefList() {
	r.unjoin()
	r.ctx.dl = &defList{}
}

// openTerm starts a <dt>: a <dt> after a <dd> begins a new unit, and the
// unit before it, when it took more than one line, is set off by a blank
// line.
func (r *reader) openTerm() {
	dl := r.ctx.dl
	if dl == nil {
		return
	}
	dl.waiting = false
	if dl.hasDD {
		r.endUnit(dl)
	}
	r.beginUnit(dl)
	dl.termAt, dl.termOn = len(r.lines), r.started
}

// beginUnit starts a unit unless one is open.
func (r *reader) beginUnit(dl *defList) {
	if dl.inUnit {
		return
	}
	dl.inUnit, dl.start, dl.before = true, len(r.lines), r.started
}

// endUnit ends a unit: one that took more than one line is set off from
// what follows by a blank line.
func (r *reader) endUnit(dl *defList) {
	if r.linesSince(dl.start, dl.before) > 1 {
		r.breakAt(2)
	}
	dl.inUnit, dl.hasDD = false, false
}

// closeTerm ends a <dt>: when its text ends the open line (no break
// since), or the open line began inside it (past a block inside the
// <dt>: <dt><p>2020</p></dt>), the <dd> that follows may continue that
// line.
func (r *reader) closeTerm(dl *defList) {
	if dl == nil {
		return
	}
	began := len(r.lines) > dl.termAt || !dl.termOn
	dl.waiting = r.started && (r.pending == 0 || began)
	dl.at = len(r.lines)
}

// openDef starts a <dd> after its block break was asked for: the first
// <dd> after a <dt> whose line is still open, with nothing written
// since, continues that line as its second cell.
func (r *reader) openDef() {
	dl := r.ctx.dl
	if dl == nil {
		return
	}
	r.beginUnit(dl) // a <dd> with no <dt> before it
	dl.hasDD = true
	join := dl.waiting && r.started && len(r.lines) == dl.at
	dl.waiting = false
	if !join {
		return
	}
	r.pending, r.sep = 0, true
	r.ctx.cell = &cell{join: true}
}

// unjoin keeps a list, a heading or a nested <dl> at the start of a
// joined <dd> on lines of its own: the <dt>'s line ends before it, as if
// the two had not been joined.
func (r *reader) unjoin() {
	c := r.ctx.cell
	if c == nil || !c.join || c.hasText {
		return
	}
	c.hasText = true // the cell's start is over: later text keeps its breaks
	r.sep = false
	r.breakAt(1)
}
