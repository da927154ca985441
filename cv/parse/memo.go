package parse

import (
	"slices"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/parse/lines"
	"github.com/vitae-cv/vitae/cv/parse/names"
	"github.com/vitae-cv/vitae/internal/fieldmodel"
)

// memo remembers, for one parse, the answers of pure functions of a
// string that many readers ask about the same text: the dates in it, the
// author list it opens with, the names of an author list. The first pass
// measured findDates called about 3.8 times per distinct string, the
// author-prefix check 2.2 and the author-list splitter 1.5.
//
// A memo is made by parseText and dropped with the parser: nothing is
// remembered across parses. Every line read carries the parse's memo
// (Line.Ctx, read by memOf), so readers that hold a line but not the parser use it too. A
// nil *memo remembers nothing: its methods compute the answer each time,
// which is what lines made outside a parse (tests) get.
type memo struct {
	dates   map[string][]dateSpan
	spans   []dateSpan // the arena the dates' slices are cut from (speed_datearena.go)
	last    dateSlots  // the texts findDates was asked about last, and their dates (a21c_recent_dates.go)
	prefix  map[string][2]int
	authors map[string]authorSplit
	kinds   map[string]classified
	owners  map[string]bool // ownerIs, for the owner as it stands
	lists   map[string]bool // isAuthorList (speed_memo.go)
	// awardCats is awardCategory by award name (awards_memo.go)
	awardCats map[string]cv.AwardCategory
	// venueHits and roles are matchVenue's and pubRole's answers, kept
	// here so that a pooled memo keeps their room (a20_memo.go)
	venueHits map[string]venueHit
	roles     map[string]byte
	// pubLines and pubBlocks are the arenas the publication blocks are
	// cut from (pubs_arena.go)
	pubLines  []line
	pubBlocks []pubBlock
	// modelToks is the room the field model's tokens of an entry are
	// made in, entry after entry (pubs_arena.go)
	modelToks []fieldmodel.Token
	// bareNames is isBareName by segment of an author list (memo_barename.go)
	bareNames map[string]bool
	// stop ends the parse when its context ends: it is checked on every
	// question the memo has not answered yet (nil: never stops)
	stop *stopper
	tr   *tracer       // the notes of an explained parse (trace.go), nil when not explained
	lr   *lineRoles    // the line-role model's reading, made when asked (linerole_model.go); nil: none
	ctx  lines.Context // the context every line of the parse carries (lineCtx)
}

// authorSplit is one remembered answer of splitAuthorList: the names,
// whether the list was cut short, and whether its text held no mark
// (names.IsNameListOf reads that).
type authorSplit = names.List

// newMemo returns an empty memo for one parse.
func newMemo() *memo { return newMemoFor(0) }

// newMemoFor returns an empty memo for a parse of n lines, its tables
// sized for what such a parse usually asks (measured on the corpus:
// distinct dated texts about a third of the lines, author prefixes and
// lists a sixth, owner tests an eighth, headings a sixteenth), so that
// they seldom grow during the parse.
func newMemoFor(n int) *memo {
	return &memo{
		dates:   make(map[string][]dateSpan, n/2),
		prefix:  make(map[string][2]int, n/4),
		authors: make(map[string]authorSplit, n/4),
		kinds:   make(map[string]classified, n/16),
		owners:  make(map[string]bool, n/8),
	}
}

// findDates is findDates(s), remembered. The slice returned is shared by
// every caller asking about s: its capacity is clipped so that an append
// copies it, and callers only read it. A text with no year has no date
// (findDates answers nil for it): that answer is remembered too, as the
// readers of a section ask about the same line four times on average,
// and a look-up costs less than the search for a year (hasYear).
func (m *memo) findDates(s string) []dateSpan {
	if m == nil {
		return findDates(s)
	}
	if ds, ok := m.lastDates(s); ok { // speed_datearena.go
		return ds
	}
	ds, ok := m.dates[s]
	if !ok {
		if hasYear(s) {
			m.check()
			ds = m.datesYear(s) // speed_datearena.go
		}
		m.dates[s] = ds
	}
	m.last[recentSlot(s)] = lastDated{s, ds}
	return ds
}

// authorPrefix is authorPrefix(s), remembered.
func (m *memo) authorPrefix(s string) (int, int) {
	if m == nil {
		return authorPrefix(s)
	}
	if r, ok := m.prefix[s]; ok {
		return r[0], r[1]
	}
	n, end := authorPrefixBy(s, m.stop, m)
	m.prefix[s] = [2]int{n, end}
	return n, end
}

// splitAuthorList is splitAuthorList(s), remembered. Callers get their own
// copy of the names, free to change.
func (m *memo) splitAuthorList(s string) ([]string, bool) {
	if m == nil {
		return splitAuthorList(s)
	}
	r := m.authorSplit(s)
	return slices.Clone(r.Names), r.Cut
}

// splitAuthors is splitAuthors(s), remembered (see splitAuthorList).
func (m *memo) splitAuthors(s string) []string {
	names, _ := m.splitAuthorList(s)
	return names
}

// onlyDates is onlyDates(s) with the dates of s remembered.
func (m *memo) onlyDates(s string) bool {
	return onlyDatesIn(s, m.findDates(s))
}

// classify is classify(s), remembered: headings are classified by
// splitSections, sectionLevel and sectionHead in turn.
func (m *memo) classify(s string) (kind, bool) {
	if m == nil {
		return classify(s)
	}
	if c, ok := m.kinds[s]; ok {
		return c.k, c.ok
	}
	m.check()
	k, ok := classify(s)
	m.kinds[s] = classified{k, ok}
	return k, ok
}

// classified is one remembered answer of classify.
type classified struct {
	k  kind
	ok bool
}

// ownerIs is p.owner.Is(author), remembered until the owner changes:
// every place that sets or extends p.owner calls ownerChanged.
func (p *parser) ownerIs(author string) bool {
	if p.m == nil {
		return p.owner.Is(author)
	}
	if r, ok := p.m.owners[author]; ok {
		return r
	}
	p.m.check()
	r := p.owner.Is(author)
	p.m.owners[author] = r
	return r
}

// ownerChanged forgets the answers of ownerIs: the owner was set or
// gained a form.
func (p *parser) ownerChanged() {
	if p.m != nil {
		clear(p.m.owners)
	}
}

// check stops the parse when its context has ended (see stopper); a nil
// memo never stops.
func (m *memo) check() {
	if m != nil {
		m.stop.check()
	}
}

// lineCtx is the context the lines of m's parse carry (Line.Ctx), which
// memOf reads back: one for all the lines.
func (m *memo) lineCtx() *lines.Context {
	m.ctx.Value = m
	return &m.ctx
}

// memOf is the memo of the parse l was read in (its Ctx), nil for a line
// made outside a parse.
func memOf(l line) *memo {
	if l.Ctx == nil {
		return nil
	}
	m, _ := l.Ctx.Value.(*memo)
	return m
}
