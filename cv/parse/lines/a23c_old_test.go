package lines

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv/doc"
)

// The steps of inlineCues before the census (round 23), kept as the
// oracle a23c_census_test.go holds them to: every step makes its own
// searches of the line.

// inlineCuesOld is inlineCues before the census.
func (l *Line) inlineCuesOld(r string, src doc.Line, cells *cellArena, digits int) {
	if strings.IndexByte(r, '<') >= 0 {
		r = l.readHTML(r, cells)
	}
	r = l.readMarkdownLinks(r, cells)
	r = decodeInline(r)
	r = l.takeListMarkers(r, digits)
	r = l.readEmphasisOld23(r, cells)
	l.Bold = l.Bold || src.Bold
	l.splitCellsOld(r, cells)
}

// readEmphasisOld23 is readEmphasis before the census.
func (l *Line) readEmphasisOld23(r string, a *cellArena) string {
	if strings.IndexByte(r, '\\') >= 0 {
		r = unescapeEmphasis(r)
	}
	r = strings.TrimSpace(r)
	l.MD = r
	if containsAnyOf(r, "\x01\x02") {
		l.MD = mdRestore.Replace(r)
	}
	if !containsAnyOf(r, "*_") {
		return r // no emphasis to read
	}
	l.Bold, l.Italic = wholeLineEmphasis(r)
	hasBold := strings.Contains(r, "**") || strings.Contains(r, "__")
	if hasBold {
		// the spans are gathered on the stack, cleaned in place, then
		// kept in the arena (a22b_spans.go)
		var sb [8]string
		bs := appendBoldSpans(sb[:0], r)
		for i, b := range bs {
			bs[i] = cleanText(StripEmphasis(b))
		}
		if len(bs) == 0 {
			// no span: the line's stay as they are
		} else if sp := l.building(a); sp.bolds == nil {
			sp.bolds = a.keep(bs)
		} else {
			sp.bolds = append(sp.bolds, bs...)
		}
	}
	l.readItalics(r, hasBold, a)
	return r
}

// splitCellsOld is splitCells before the census.
func (l *Line) splitCellsOld(r string, arena *cellArena) {
	gap, bar := spaceCues(r)
	if gap {
		r = columnGapsToTabs(r)
		_, bar = spaceCues(r)
	}
	if bar {
		r = strings.ReplaceAll(r, " | ", "\t") // "2022 | Best Paper Award"
	}
	if strings.IndexByte(r, '\t') < 0 {
		if c := cleanText(StripEmphasis(r)); c != "" {
			l.Cells = arena.one(c)
		}
	} else {
		l.Cells = arena.cellsOf(r)
	}
	if len(l.Cells) == 0 {
		l.Blank = true
		return
	}
	if len(l.Cells) == 1 && len(l.Cells[0]) < 60 {
		l.Cells[0] = joinSmallCaps(l.Cells[0])
	}
	l.Text = strings.Join(l.Cells, "\t")
}

// plainLine and its tables are how cleanTyped told a plain line before
// the census (censusOf(r) == 0 now), kept as its oracle.
//
// A plain line is one whose inline cues are none: no byte that opens
// HTML, a link, an entity or math ('<', ']', '&', '$'), no escape, no
// emphasis marker, no cell break or table bar ('\t', '|'), no protected
// byte, no white space but single ' ' (no two spaces meet, no other
// white byte, no white space beyond ASCII), no zero-width space or
// byte-order mark. Every step of inlineCues leaves such a line as it is
// but its list marker and the spaces at its ends, and its text, cleaned,
// is itself: plainCues gives it its cues without the dozen searches of
// the line those steps make to find that out (most lines of a CV are
// plain). plainLine reads the line once, eight bytes at a time (a table
// look-up a byte for the bytes no plain line holds, a test of the word
// for two spaces) up to a byte it must look at closer, from there a byte
// at a time, a rune for a byte that may lead white space beyond ASCII.
// a21_plain_test.go holds plainCues to inlineCues.
func plainLine(r string) bool {
	const ones, lows = 0x0101010101010101, 0x7f7f7f7f7f7f7f7f
	last := false // the byte before r[i] is a space
	i := 0
	for ; i+8 <= len(r); i += 8 {
		b := r[i : i+8]
		if plainStop[b[0]]|plainStop[b[1]]|plainStop[b[2]]|plainStop[b[3]]|
			plainStop[b[4]]|plainStop[b[5]]|plainStop[b[6]]|plainStop[b[7]] != 0 {
			break // a byte that is no plain line's or leads a rune to read
		}
		x := le64(b) ^ 0x20*ones
		sp := ^((x&lows + lows) | x | lows) // the high bit of every space byte
		if sp&(sp>>8) != 0 || last && sp&0x80 != 0 {
			return false // two spaces meet
		}
		last = sp>>56 != 0
	}
	return plainBytes(r, i, last)
}

// plainBytes is plainLine's reading of r from i, a byte at a time (a rune
// for a byte that may lead white space), last saying whether the byte
// before r[i] is a space.
func plainBytes(r string, i int, last bool) bool {
	prevSpace := last
	for ; i < len(r); i++ {
		switch plainClass[r[i]] {
		case plainOK:
			prevSpace = false
		case plainSpace:
			if prevSpace {
				return false
			}
			prevSpace = true
		case plainBad:
			return false
		case plainLead:
			c, w := utf8.DecodeRuneInString(r[i:])
			if unicode.IsSpace(c) || c == '\u200b' || c == '\ufeff' {
				return false
			}
			prevSpace = false
			i += w - 1
		}
	}
	return true
}

// The classes of bytes plainLine tells apart.
const (
	plainOK    = iota // any other byte
	plainSpace        // ' '
	plainBad          // a byte no plain line holds
	plainLead         // a byte that may lead white space beyond ASCII, U+200B or U+FEFF
)

// plainClass is the class of each byte, for plainLine.
var plainClass = func() (t [256]byte) {
	t[' '] = plainSpace
	for _, c := range []byte("<]&$\\*_\t|\x01\x02\n\v\f\r") {
		t[c] = plainBad
	}
	for _, c := range []byte{0xC2, 0xE1, 0xE2, 0xE3, 0xEF} {
		t[c] = plainLead
	}
	return t
}()

// plainStop marks the bytes of the classes plainBad and plainLead: a word
// of eight bytes with none is read at once.
var plainStop = func() (t [256]byte) {
	for c, k := range plainClass {
		if k == plainBad || k == plainLead {
			t[c] = 1
		}
	}
	return t
}()
