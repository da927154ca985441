package parse

import "unsafe"

// Parse speed round 21c: the readers of a section ask findDates about a
// line's text in turns (the layout pass over every line, then the entry
// cuts, then each reader), so the text asked about before is seldom the
// one asked about now, and most asks went to the memo's table, hashing
// the whole text. The memo keeps the last text of each of recentDatesSize
// slots, a slot chosen by where the text's bytes are and its length: a
// text asked about again (the same bytes in memory, and as long) is
// answered from its slot while no other text took it. The same rule as
// for the last text alone (speed_datearena.go): a string held keeps its
// bytes from being reused, so an answer found by address is the text's.

// recentDatesBits is the log2 of recentDatesSize, how many texts the
// memo keeps by address.
const (
	recentDatesBits = 6
	recentDatesSize = 1 << recentDatesBits
)

// dateSlots is the memo's texts kept by address, one a slot.
type dateSlots [recentDatesSize]lastDated

// recentSlot is the slot of s: its address and length mixed by a
// multiplicative hash, the top bits kept.
func recentSlot(s string) int {
	h := uint64(uintptr(unsafe.Pointer(unsafe.StringData(s)))) + uint64(len(s))
	return int((h * 0x9E3779B97F4A7C15) >> (64 - recentDatesBits))
}
