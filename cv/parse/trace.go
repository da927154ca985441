package parse

import (
	"context"
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/markdown"
)

// The trace: what the parser made of each line, and why. The passes that
// decide (sections, entries, the roles of a publication's lines, labels,
// furniture) write a note into it as they decide; "vitae parse
// --show-lines" prints the notes beside each line (LineView.Role and
// .Why). A parse that is not asked to explain has no tracer: the memo's
// note methods then return at once, build no text and allocate nothing,
// so the parse costs what it did (BenchmarkTraceOff).
//
// A later pass overrules an earlier one: the last note on a line is the
// one shown. Passes that only try a reading (a kind guessed from content
// before the heading is known, entries cut to compare templates) write
// nothing; the reader that keeps a reading writes it.

// Roles a line may be given. An entry's first line is marked Start.
const (
	roleHeading     = "heading"
	roleName        = "name"
	roleContact     = "contact"
	roleSummary     = "summary"     // header text that is neither name nor contact
	roleEntry       = "entry"       // a line of a non-publication entry
	roleCitation    = "citation"    // a whole citation: authors, title and venue on one logical line
	roleAuthors     = "authors"     // a publication's author list
	roleTitle       = "title"       // a publication's title
	roleVenue       = "venue"       // a publication's venue (and year)
	roleAward       = "award"       // a paper's award line
	roleTag         = "tag"         // a venue tag set apart from its entry
	roleLabel       = "label"       // a sub-heading, year or topic label over entries
	roleDescription = "description" // prose about the entry above: not read as a field
	roleContinued   = "continued"   // joined to the line above (Join)
	roleDropped     = "dropped"     // not content: page numbers, legends, lone bullets
	roleFurniture   = "furniture"   // running header or footer
	roleSkipped     = "skipped"     // in a section vitae does not read
)

// tracer holds the notes of one parse, by line number (line.n).
type tracer struct {
	notes  map[int]lineNote
	starts map[int]string // why a line opens a block (the block splitters)
	styles map[int]int    // a heading by style: how many lines share its style
	kinds  map[int]string // why a section (by its heading's line) has its kind
}

// lineNote is what the parser made of one line.
type lineNote struct {
	role  string
	why   string
	ref   int  // the line "{line}" in why stands for (a continuation: the line it was joined to)
	start bool // the line opens an entry
}

func newTracer() *tracer {
	return &tracer{notes: map[int]lineNote{}, starts: map[int]string{}, styles: map[int]int{}, kinds: map[int]string{}}
}

// tracing reports whether this parse is explained.
func (m *memo) tracing() bool { return m != nil && m.tr != nil }

// note records what line n became and why.
func (m *memo) note(n int, role, why string) {
	if m.tracing() && n > 0 {
		m.tr.notes[n] = lineNote{role: role, why: why}
	}
}

// noteStart records what line n became, opening an entry.
func (m *memo) noteStart(n int, role, why string) {
	if m.tracing() && n > 0 {
		m.tr.notes[n] = lineNote{role: role, why: why, start: true}
	}
}

// noteJoin records that line n was joined to line to.
func (m *memo) noteJoin(n, to int, why string) {
	if m.tracing() && n > 0 && to != n {
		m.tr.notes[n] = lineNote{role: roleContinued, why: why, ref: to}
	}
}

// noteIn records that line n is a line of the entry that line head opens.
func (m *memo) noteIn(n, head int) {
	if nt, ok := m.tr.notes[n]; !ok || nt.role != roleContinued {
		m.tr.notes[n] = lineNote{role: roleEntry, why: "in the entry of line {line}", ref: head}
	}
}

// noteBlock records why line n opens a block, for the entry it may
// start. The first reason given stands.
func (m *memo) noteBlock(n int, why string) {
	if m.tracing() && n > 0 && m.tr.starts[n] == "" {
		m.tr.starts[n] = why
	}
}

// blockWhy is the cue that made a publications line open a block.
func blockWhy(l line) string {
	switch {
	case l.List != "":
		return "a list marker"
	case l.Heading > 0:
		return "a heading"
	}
	return "a new citation begins after a complete one"
}

// noteStyle records that line n is in a heading style shared by count lines.
func (m *memo) noteStyle(n, count int) {
	if m.tracing() {
		m.tr.styles[n] = count
	}
}

// noteKind records why the section headed at line n has its kind.
func (m *memo) noteKind(n int, why string) {
	if m.tracing() && n > 0 {
		m.tr.kinds[n] = why
	}
}

// noteKindCount is noteKind with a share ("3 of 4 entries ...") written in.
func (m *memo) noteKindCount(n int, format string, a, b int) {
	if m.tracing() {
		m.noteKind(n, fmt.Sprintf(format, a, b))
	}
}

// noteKindOf is noteKind with the kind written in.
func (m *memo) noteKindOf(n int, why string, k kind) {
	if m.tracing() {
		m.noteKind(n, why+k.String())
	}
}

// noteWrappedHeading records a heading wrapped over lines i and i+1.
func noteWrappedHeading(ls []line, i int) {
	noteHeading(ls, i, "heading: two lines of the heading style that together name a section")
	memOf(ls[i]).noteJoin(ls[i+1].N, ls[i].N, "continued: the second line of the heading at line {line}")
}

// sectionMemo is the memo of a section's parse (nil for an empty section).
func sectionMemo(s *section) *memo {
	if len(s.Lines) == 0 {
		return nil
	}
	return memOf(s.Lines[0])
}

// noteHeading records that line i opens a section, for the reason why.
// A heading of the CV's heading style says how many lines share it.
func noteHeading(ls []line, i int, why string) {
	m := memOf(ls[i])
	if !m.tracing() {
		return
	}
	if n := m.tr.styles[ls[i].N]; n > 0 {
		why += fmt.Sprintf(", style shared by %d lines", n)
	}
	m.note(ls[i].N, roleHeading, why)
}

// noteLines gives every non-blank line of ls one role.
func (m *memo) noteLines(ls []line, role, why string) {
	if !m.tracing() {
		return
	}
	for _, l := range ls {
		if !l.Blank {
			m.note(l.N, role, why)
		}
	}
}

// tracePubEntries records the entries a publications section was cut
// into: each entry's first line opens it, each logical line has the role
// entryParts gave it, and the physical lines in between were joined to
// the line above (joinWrapped) or dropped as a description.
func (p *parser) tracePubEntries(blocks []pubBlock, cuts [][][]pubLine) {
	if !p.m.tracing() {
		return
	}
	for i, b := range blocks {
		heads := map[int]bool{}
		for _, e := range cuts[i] {
			for k, pl := range e {
				heads[pl.N] = true
				p.notePubLine(pl, k == 0)
			}
		}
		p.noteBlockRest(b, heads)
	}
}

// notePubLine records one logical line of a publication entry.
func (p *parser) notePubLine(pl pubLine, start bool) {
	role, why := pubRoleWhy(pl)
	if start {
		lead := p.m.tr.starts[pl.N]
		if lead == "" {
			lead = "a part of the entry above repeats here, so a new entry starts"
		}
		why = "entry start: " + lead + "; " + why
	}
	p.m.tr.notes[pl.N] = lineNote{role: role, why: why, start: start}
}

// noteBlockRest marks the lines of a block that head no logical line:
// wrapped lines (already noted by joinWrapped) or descriptions.
func (p *parser) noteBlockRest(b pubBlock, heads map[int]bool) {
	last := 0 // the line heading the logical line above
	for _, l := range b.lines {
		if heads[l.N] {
			last = l.N
			continue
		}
		if p.m.tr.notes[last].role == roleCitation {
			p.m.noteJoin(l.N, last, "continued: joined to line {line}, a wrapped line of its citation")
			continue
		}
		if nt, ok := p.m.tr.notes[l.N]; ok && nt.role == roleContinued {
			continue
		}
		if prev, ok := p.m.tr.notes[l.N]; ok && prev.role == roleLabel {
			continue
		}
		p.m.tr.notes[l.N] = lineNote{role: roleDescription, why: "after the entry's citation: prose about it, not a field"}
	}
}

// pubRoleWhy names a logical line's role in its entry and the cue that
// gave it.
func pubRoleWhy(pl pubLine) (string, string) {
	switch pl.role {
	case 'A':
		return roleAuthors, "authors: a list of names"
	case 'V':
		return roleVenue, "venue: a known venue, or the line after the title and authors"
	case 'W':
		return roleAward, "award: a paper award named"
	case 'F':
		return roleCitation, "whole citation: opens with its author list, title and venue follow"
	}
	switch {
	case len(pl.Links()) == 1 && wholeSpan(pl.line):
		return roleTitle, "title: a linked span"
	case wholeSpan(pl.line):
		return roleTitle, "title: set apart by emphasis"
	}
	return roleTitle, "title: neither an author list nor a venue"
}

// traceEntries records the entries a section's reader cut its lines ls
// into by layout; a line in none of them is a label over entries, a
// table's header row or a description the layout left out.
func (p *parser) traceEntries(ls []line, lay layout, es []entry) {
	if !p.m.tracing() {
		return
	}
	p.m.noteLines(ls, roleDropped, "in no entry: a label over entries, a table's header row, or a description")
	why := "entry start: " + layoutWhy[lay]
	for _, e := range es {
		for k, l := range e.lines {
			if k == 0 {
				p.m.noteStart(l.N, roleEntry, why)
				continue
			}
			p.m.noteIn(l.N, e.lines[0].N)
		}
	}
}

// layoutWhy says how each layout finds its entries.
var layoutWhy = [...]string{
	layoutFlat:      "one block, one entry",
	layoutHeaded:    "a heading or bold line opens each entry",
	layoutList:      "a list marker opens each entry",
	layoutTable:     "one table row, one entry",
	layoutDated:     "a date opens each entry",
	layoutParagraph: "a blank line before: one paragraph, one entry",
}

// traceItems records the items a list-like section was cut into.
func traceItems(its []item) {
	if len(its) == 0 || !memOf(its[0].head).tracing() {
		return
	}
	m := memOf(its[0].head)
	for _, it := range its {
		nt := lineNote{role: roleEntry, why: "entry start: " + itemStartWhy(it.head), start: true}
		if it.groupLine > 0 && it.groupLine != it.head.N {
			nt.why, nt.ref = nt.why+", under the label of line {line}", it.groupLine
		}
		m.tr.notes[it.head.N] = nt
		for _, l := range it.more {
			m.noteIn(l.N, it.head.N)
		}
		if it.groupLine > 0 {
			m.note(it.groupLine, roleLabel, "label: a short line over the entries below it")
		}
	}
}

// itemStartWhy is the cue an item's first line opens with.
func itemStartWhy(l line) string {
	switch {
	case l.List != "":
		return "a list marker"
	case l.Bold:
		return "a bold line"
	case memOf(l).findDates(l.Text) != nil:
		return "a dated line"
	}
	return "a line of its own"
}

// ExplainParse reads d as ParseDocContext does, with the trace on, and
// returns Explain's views with what the parser made of each line and why
// (LineView.Role, .Start, .Why). Its errors are ParseDocContext's.
func ExplainParse(ctx context.Context, d *doc.Doc, opt Options) ([]LineView, error) {
	t := newTracer()
	opt.trace = t
	d = typedDoc(d)
	if _, err := ParseDocContext(ctx, "", d, opt); err != nil {
		return nil, err
	}
	views, at := explainViewsWith(d, &opt)
	t.apply(views, at)
	views = withDropped(views, at, d)
	sayRepeats(views, d)
	return views, nil
}

// sayRepeats writes into the why of each running header or footer on how
// many pages the front end found it (its digits aside: "page 2", "page 3").
func sayRepeats(views []LineView, d *doc.Doc) {
	pages := map[string]map[int]bool{}
	for _, l := range d.Lines {
		if l.Repeats {
			k := markdown.FurnitureKey(l.Text)
			if pages[k] == nil {
				pages[k] = map[int]bool{}
			}
			pages[k][l.Page] = true
		}
	}
	for i := range views {
		if v := &views[i]; v.Role == roleFurniture {
			if n := len(pages[markdown.FurnitureKey(v.Text)]); n > 1 {
				v.Why = fmt.Sprintf("furniture: a running header or footer, at the same place on %d pages (front end)", n)
			}
		}
	}
}

// withDropped adds to the views the lines of d that the line reader set
// aside before any pass saw them: a typed document's running headers and
// footers (its front end marked them) and the lines read as blank though
// they hold text (page numbers and lines repeated at page edges in text
// from a PDF, markup alone). at is the view of each line number.
func withDropped(views []LineView, at map[int]int, d *doc.Doc) []LineView {
	out := make([]LineView, 0, len(views))
	next := 0 // the next view not yet copied
	text := textLines(d)
	for n := 1; ; n++ {
		src, ok := d.LineAt(n)
		if !ok {
			break
		}
		if text != nil && n <= len(text) {
			src.Text = text[n-1]
		}
		i, seen := at[n]
		for ; seen && next <= i; next++ {
			out = append(out, views[next])
		}
		if seen && views[i].Text != "" || strings.TrimSpace(src.Text) == "" {
			continue
		}
		v := droppedView(src)
		if len(out) > 0 {
			v.Section = out[len(out)-1].Section
		}
		if seen {
			out[len(out)-1] = v
			continue
		}
		out = append(out, v)
	}
	return append(out, views[next:]...)
}

// textLines are the source lines of a Markdown or plain-text Doc (nil
// for a typed one), as the line reader numbers them.
func textLines(d *doc.Doc) []string {
	if d.Text == "" {
		return nil
	}
	return strings.Split(strings.ReplaceAll(d.Text, "\r\n", "\n"), "\n")
}

// droppedView is the view of a line the line reader set aside.
func droppedView(src doc.Line) LineView {
	v := LineView{Page: src.Page, Src: src.Src, Text: strings.TrimSpace(src.Text), Role: roleDropped,
		Why: "dropped by the line reader: a page number or a line repeated at page edges, or markup alone"}
	if src.Repeats {
		v.Cue.Repeats, v.Cues = true, "repeats"
		v.Role, v.Why = roleFurniture, "furniture: a running header or footer, repeated at the same place across pages (front end)"
	}
	return v
}

// apply writes the notes into the views (at: the view of each line
// number).
func (t *tracer) apply(views []LineView, at map[int]int) {
	for n, nt := range t.notes {
		i, ok := at[n]
		if !ok {
			continue
		}
		v := &views[i]
		v.Role, v.Start, v.Why = nt.role, nt.start, nt.why
		if j, ok := at[nt.ref]; ok && nt.ref > 0 {
			v.Why = strings.Replace(v.Why, "{line}", views[j].Where(), 1)
		}
	}
	for n, i := range at {
		t.applyLine(&views[i], n)
	}
}

// applyLine completes one view: a heading says how its section's kind
// was decided, and a running header or footer says it is one.
func (t *tracer) applyLine(v *LineView, n int) {
	switch {
	case v.Cue.Repeats:
		v.Role, v.Why = roleFurniture, "furniture: a running header or footer, repeated at the same place across pages"
	case v.Title != "":
		kindWhy := t.kinds[n]
		switch {
		case kindWhy != "":
		case v.Section == secUnknown.String():
			kindWhy = "its words name no kind, and its entries show none clearly"
		default:
			kindWhy = "named by its words"
		}
		kindWhy = "kind " + v.Section + ": " + kindWhy
		switch v.Role {
		case roleHeading:
			v.Why += "; " + kindWhy
		case "":
			v.Role, v.Why = roleHeading, "heading; "+kindWhy
		default: // a heading in the line's margin, its content beside it
			v.Why = "heading in the line's margin (" + kindWhy + "); the rest: " + v.Why
		}
	}
}
