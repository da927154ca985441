package parse

import (
	"strings"
	"unsafe"
)

// The memo keeps the dates of every distinct dated text of a parse
// (memo.findDates): one small slice each, about a quarter of the parse's
// allocations by count in the date readers. They are cut instead from
// chunks of an arena (memo.spans), each slice's capacity clipped to its
// length so that an append by a caller copies it, as before. A finished
// parse's last chunk is kept with its memo for the next parse (memo_pool.go):
// the slices cut from it are read only during their own parse (no record
// holds a dateSpan), and the memo's table that handed them out is emptied
// with it.

// dateChunk is the number of spans an arena chunk holds.
const dateChunk = 256

// datesYear is findDatesYear(s) cut from the memo's arena: the same spans,
// in a slice of their own length (empty, not nil, for none).
func (m *memo) datesYear(s string) []dateSpan {
	var buf [8]atom
	as := appendSpanAtoms(buf[:0], s) // a21c_span_atoms.go
	// a span takes one atom at least: len(as) is room enough
	if m.spans == nil || cap(m.spans)-len(m.spans) < len(as) {
		m.spans = make([]dateSpan, 0, max(dateChunk, len(as)))
	}
	from := len(m.spans)
	m.spans = appendDateSpans(m.spans, s, as)
	return m.spans[from:len(m.spans):len(m.spans)]
}

// The readers of an entry ask findDates about one text several times in
// a row; a look-up in the memo's table hashes the whole text each time.
// The memo keeps the text it was last asked about (memo.last): the same
// string again (the same bytes in memory, and as long) is answered
// without the table. Holding the string keeps its bytes from being
// reused for another text.

// lastDated is a text and its dates.
type lastDated struct {
	s  string
	ds []dateSpan
}

// lastDates returns the dates of s when s is the text findDates was last
// asked about of those that share its slot (a21c_recent_dates.go).
func (m *memo) lastDates(s string) ([]dateSpan, bool) {
	l := &m.last[recentSlot(s)]
	if len(s) != len(l.s) || unsafe.StringData(s) != unsafe.StringData(l.s) || l.s == "" {
		return nil, false
	}
	return l.ds, true
}

// joinAround is strings.TrimSpace(s[:start] + " " + s[end:]): the text
// around a date, joined by a space. A date that opens or ends the text,
// as most do, leaves one side empty, and the space next to an empty side
// is trimmed with the rest: that side is trimmed alone, with nothing
// copied.
func joinAround(s string, start, end int) string {
	switch {
	case start == 0:
		return strings.TrimSpace(s[end:])
	case end == len(s):
		return strings.TrimSpace(s[:start])
	}
	return strings.TrimSpace(s[:start] + " " + s[end:])
}
