package lines

import (
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
)

// List numbers of more than three digits. A number of one to three digits
// that opens a line ("12. ", "[12] ") is always a list marker; a wider one
// (up to MaxMarkerDigits) is one only where it continues the numbering of
// the lines around it, so that a list of 1,200 papers, numbered up or
// down, is read to its end while a line that opens with a year ("2019.
// Best paper award") keeps it.

// MaxMarkerDigits is the widest list number read: far past any CV.
const MaxMarkerDigits = 6

// numberedLine is a line that opens with a list number.
type numberedLine struct {
	n     int // the source line
	value int
	wide  bool // more than three digits
}

// wideMarkerLines returns the lines (numbered as typedLines numbers them) whose list number
// is wider than three digits and is read as a marker: it is part of a
// run of numbered lines that count up or down by one, and the run holds
// a number that is no year (before 1900 or after 2100), so that a run of
// years is not a list. A line's number is read from its marker and text
// as written (typedListNumber). It returns nil when there is none, which is
// what almost every text gets.
func wideMarkerLines(src []doc.Line, raw []string) map[int]bool {
	if !anyWideNumber(src, raw) {
		return nil // no list of numbers to collect
	}
	var nums []numberedLine
	n := 1 // the line number, as typedLines counts
	for i, r := range raw {
		if v, digits, ok := typedListNumber(src[i], r); ok {
			nums = append(nums, numberedLine{n: n, value: v, wide: digits > 3})
		}
		n += max(src[i].Span, 1)
	}
	var wide map[int]bool
	for start := 0; start < len(nums); {
		end := runEnd(nums, start)
		if runHasNonYear(nums[start:end]) {
			for _, l := range nums[start:end] {
				if l.wide {
					if wide == nil {
						wide = map[int]bool{}
					}
					wide[l.n] = true
				}
			}
		}
		start = end
	}
	return wide
}

// anyWideNumber reports whether a line opens with a list number wider
// than three digits.
func anyWideNumber(src []doc.Line, raw []string) bool {
	for i, r := range raw {
		if !mayHaveListNumber(src[i].Heading, src[i].List, r) { // numbers_lead.go
			continue
		}
		if _, digits, ok := typedListNumber(src[i], r); ok && digits > 3 {
			return true
		}
	}
	return false
}

// typedListNumber reads the list number of typed line l with text r: none
// for a heading (no list item), the marker's number when it is a number
// ("12.", "[J12]"), else the number that opens the text (after a bullet
// in the marker or in the text), as leadingListNumber reads it.
func typedListNumber(l doc.Line, r string) (value, digits int, ok bool) {
	switch {
	case l.Heading > 0:
		return 0, 0, false
	case l.List == "" || isBulletMark(l.List):
		return leadingListNumber(r)
	}
	return leadingListNumber(l.List + " ")
}

// runEnd returns the end of the run of numbered lines that starts at
// start: each one more (or each one less) than the one before. A run of
// one line ends at start+1.
func runEnd(nums []numberedLine, start int) int {
	end := start + 1
	if end == len(nums) {
		return end
	}
	step := nums[end].value - nums[start].value
	if step != 1 && step != -1 {
		return end
	}
	for end < len(nums) && nums[end].value-nums[end-1].value == step {
		end++
	}
	return end
}

// runHasNonYear reports whether a run of two or more numbered lines holds
// a number that cannot be a year.
func runHasNonYear(run []numberedLine) bool {
	if len(run) < 2 {
		return false
	}
	for _, l := range run {
		if l.value < 1900 || l.value > 2100 {
			return true
		}
	}
	return false
}

// leadingListNumber reads the list number that opens raw line r, as the
// line cleaner would find it: after spaces, a bullet or an HTML list
// item's tag, "123. ", "123) " or "[AB123]" of up to MaxMarkerDigits
// digits. It returns the number and its digit count.
func leadingListNumber(r string) (value, digits int, ok bool) {
	i, ok := afterListLead(r)
	if !ok {
		return 0, 0, false
	}
	if i < len(r) && r[i] == '[' {
		i++
		for k := 0; k < 3 && i < len(r) && isASCIILetter(r[i]); k++ {
			i++
		}
		value, digits, i = digitsAt(r, i)
		return value, digits, digits > 0 && i < len(r) && r[i] == ']'
	}
	value, digits, i = digitsAt(r, i)
	if digits == 0 || i+1 >= len(r) || r[i] != '.' && r[i] != ')' || !isSpaceRE(r[i+1]) {
		return 0, 0, false
	}
	return value, digits, true
}

// afterListLead is the offset in raw line r past its leading spaces and
// a bullet or an HTML list item's tag (and the spaces after it); false
// for a "<li" tag that never closes.
func afterListLead(r string) (int, bool) {
	i := skipSpaceRE(r, 0)
	if m, ok := bulletAt(r[i:]); ok {
		return i + m[1], true
	}
	if hasPrefixFold(r[i:], "<li") {
		j := strings.IndexByte(r[i:], '>')
		if j < 0 {
			return 0, false
		}
		return skipSpaceRE(r, i+j+1), true
	}
	return i, true
}

// digitsAt reads up to MaxMarkerDigits ASCII digits at r[i:], returning
// their value, how many there are and the offset past them; a longer run
// of digits is no list number (0 digits).
func digitsAt(r string, i int) (value, digits, end int) {
	for i < len(r) && isDigitByte(r[i]) {
		if digits == MaxMarkerDigits {
			return 0, 0, i
		}
		value = value*10 + int(r[i]-'0')
		digits++
		i++
	}
	return value, digits, i
}
