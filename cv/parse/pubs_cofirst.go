package parse

import (
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv"
)

// Co-first notes (issue 25): a line of an entry after its authors, or a
// note beside a name, says who contributed equally: "(two equal first
// authors)", "‡ co-first authors", "Jo Roe (co-first author)". The owner
// found among the authors is marked an equal contributor when the note
// names their place or their mark. The notes are
// words/pub_cofirst.txt.

// coFirstWords are the note phrases (longest first) and the count words
// of words/pub_cofirst.txt.
type coFirstWords struct {
	notes  []string
	counts map[string]int
}

var pubCoFirst = loadCoFirst()

func loadCoFirst() coFirstWords {
	w := coFirstWords{counts: map[string]int{}}
	for _, ln := range wordLines("pub_cofirst", false) {
		k, rest, _ := strings.Cut(ln, ":")
		switch strings.TrimSpace(k) {
		case "note":
			for _, ph := range strings.Split(rest, "|") {
				if ph = strings.TrimSpace(ph); ph != "" {
					w.notes = append(w.notes, ph)
				}
			}
		case "count":
			for i, c := range strings.Fields(rest) {
				w.counts[c] = i + 2
			}
		default:
			panic("parse: words/pub_cofirst.txt: no note or count in " + ln)
		}
	}
	sort.SliceStable(w.notes, func(i, j int) bool { return len(w.notes[i]) > len(w.notes[j]) })
	return w
}

// coFirstNote is what one note says: the mark it explains ("†"), or how
// many first authors it names (0 when it gives no count), and whether
// it speaks of first authors at all.
type coFirstNote struct {
	mark  string
	count int
	first bool
}

// findCoFirstNote reads the note a line holds; ok is false when it holds
// none. The note's phrase must stand as whole words.
func findCoFirstNote(t string) (n coFirstNote, ok bool) {
	if !mayHoldCoFirstNote(t) { // speed_cofirst.go
		return n, false
	}
	low := strings.ToLower(t)
	i, ph := -1, ""
	for _, p := range pubCoFirst.notes {
		if j := wholeWordIndex(low, p); j >= 0 && (i < 0 || j < i) {
			i, ph = j, p
		}
	}
	if i < 0 {
		return n, false
	}
	n.first = strings.Contains(ph, "first")
	before := strings.TrimRight(t[:i], " ")
	if w := noteLastWord(before); w != "" {
		if c, err := strconv.Atoi(w); err == nil && c >= 2 && c < 100 {
			n.count = c
		} else {
			n.count = pubCoFirst.counts[strings.ToLower(w)]
		}
	}
	if m := strings.Trim(before, " (["); utf8.RuneCountInString(m) == 1 {
		if r, _ := utf8.DecodeRuneInString(m); !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			n.mark = m // "† co-first authors", "(* equal contribution)"
		}
	}
	return n, true
}

// wholeWordIndex is the offset of the first ph in low that stands as
// whole words, -1 when there is none.
func wholeWordIndex(low, ph string) int {
	for from := 0; from < len(low); {
		j := strings.Index(low[from:], ph)
		if j < 0 {
			return -1
		}
		j += from
		if !wordByteBefore(low, j) && !wordByteAt(low, j+len(ph)) {
			return j
		}
		from = j + 1
	}
	return -1
}

// noteLastWord is the last space-separated word of s, without an opening
// bracket ("(two" is "two").
func noteLastWord(s string) string {
	if k := strings.LastIndexByte(s, ' '); k >= 0 {
		s = s[k+1:]
	}
	return strings.TrimLeft(s, "([")
}

// readCoFirstNotes marks the owner an equal contributor in the papers
// whose lines hold a note that names the owner's place or mark, or that
// hold the note beside the owner's name. It runs once the owner is
// placed; the lines of an entry run from its first line to the next
// entry's, at most maxEntryLines after it.
func (p *parser) readCoFirstNotes(secs []section) {
	texts := pubLineTexts(secs)
	starts := make([]int, 0, len(p.cv.Publications))
	for _, pub := range p.cv.Publications {
		starts = append(starts, pub.Line)
	}
	sort.Ints(starts)
	dropOtherMarks(p.cv.Publications, texts, starts)
	for i := range p.cv.Publications {
		pub := &p.cv.Publications[i]
		if pub.SelfIndex == 0 || pub.EqualContribution || pub.SelfIndex > len(pub.Authors) {
			continue
		}
		p.coFirstFromLines(pub, texts, entryEnd(pub.Line, starts))
	}
}

// coFirstFromLines reads the co-first notes of one entry, whose lines
// run from pub.Line to end.
func (p *parser) coFirstFromLines(pub *cv.Publication, texts map[int]string, end int) {
	owner := pub.Authors[pub.SelfIndex-1]
	for n := pub.Line; n <= end; n++ {
		t, ok := texts[n]
		if !ok {
			continue
		}
		if noteBesideName(t, owner) {
			pub.EqualContribution = true
			return
		}
		note, ok := findCoFirstNote(t)
		if !ok {
			continue
		}
		if ownerCarries(note, pub, texts, end, owner) {
			pub.EqualContribution = true
			return
		}
		if note.mark == "" && note.count == 0 && !note.first {
			p.warn(n, "an equal-contribution note that names no mark and no authors: the owner is not marked", t)
		}
	}
}

// ownerCarries reports whether a note names the owner: the mark it
// explains follows the owner's name in the entry, or the owner's place
// is among the first authors it counts (two when it counts none).
func ownerCarries(note coFirstNote, pub *cv.Publication, texts map[int]string, end int, owner string) bool {
	if note.mark != "" {
		for n := pub.Line; n <= end; n++ {
			if t, ok := texts[n]; ok {
				if k := strings.Index(t, owner); k >= 0 && strings.HasPrefix(strings.TrimLeft(t[k+len(owner):], " ^{"), note.mark) {
					return true
				}
			}
		}
		return false
	}
	switch {
	case note.count > 0:
		return pub.SelfIndex <= note.count
	case note.first:
		return pub.SelfIndex <= 2
	}
	return false
}

// noteBesideName reports whether the owner's name in line t is followed
// by a bracketed note ("Jo Roe (co-first author)").
func noteBesideName(t, owner string) bool {
	k := strings.Index(t, owner)
	if k < 0 {
		return false
	}
	rest := strings.TrimLeft(t[k+len(owner):], " *_")
	if !strings.HasPrefix(rest, "(") {
		return false
	}
	inner, _, _ := strings.Cut(rest[1:], ")")
	_, ok := findCoFirstNote(inner)
	return ok
}

// cutCoFirstNotes removes the co-first notes from an entry's venue text
// ("Journal of Lanterns 4 (two equal first authors)", "‡ co-first
// authors"): with the count, mark and brackets around them, they say
// who wrote the paper, not where it appeared (readCoFirstNotes reads
// them from the entry's lines).
func cutCoFirstNotes(venueText string) string {
	for range 4 { // a few notes at most: bounded work
		a, b := coFirstSpan(venueText)
		if a < 0 {
			break
		}
		venueText = strings.TrimSpace(venueText[:a] + " " + venueText[b:])
	}
	return venueText
}

// coFirstSpan is the byte span of the first co-first note of s with its
// count, mark and brackets; -1, -1 when s holds none.
func coFirstSpan(s string) (int, int) {
	if !strings.ContainsAny(s, "qQcCjJsS") || !mayHoldCoFirstNote(s) { // speed_cofirst.go
		return -1, -1
	}
	low := strings.ToLower(s)
	a, ph := -1, ""
	for _, p := range pubCoFirst.notes {
		if j := wholeWordIndex(low, p); j >= 0 && (a < 0 || j < a) {
			a, ph = j, p
		}
	}
	if a < 0 {
		return -1, -1
	}
	b := a + len(ph)
	before := strings.TrimRight(s[:a], " ")
	if w := noteLastWord(before); w != "" && (pubCoFirst.counts[strings.ToLower(w)] > 0 || isSmallNumber(w)) {
		before = strings.TrimRight(before[:len(before)-len(w)], " ")
	}
	if r, size := utf8.DecodeLastRuneInString(before); size > 0 && !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(".,;", r) {
		before = strings.TrimRight(before[:len(before)-size], " ") // the mark, or "("
		if r2, size2 := utf8.DecodeLastRuneInString(before); size2 > 0 && (r2 == '(' || r2 == '[') && r != '(' && r != '[' {
			before = before[:len(before)-size2]
		}
	}
	if b < len(s) && (s[b] == ')' || s[b] == ']') {
		b++
	}
	return len(before), b
}

// isSmallNumber reports whether w is a count written in digits (2 to 99).
func isSmallNumber(w string) bool {
	n, err := strconv.Atoi(w)
	return err == nil && n >= 2 && n < 100
}

// Mark legends: a CV says what its marks mean ("* equal contribution, †
// core contributor", "‡ corresponding author"). A mark its legend ties
// to something else than equal contribution makes no equal contributor,
// whichever glyph it is.

// legendMarks are the glyphs a legend may explain.
const legendMarks = "*∗†‡§#⋆+"

// otherMarks are the marks the publications' lines explain as something
// else than equal contribution, and never as it.
func otherMarks(texts map[int]string) map[rune]bool {
	other, equal := map[rune]bool{}, map[rune]bool{}
	for _, t := range texts {
		for _, lg := range legends(t) { // none in a line without a mark
			if _, ok := findCoFirstNote(lg.meaning); ok {
				equal[lg.mark] = true
			} else {
				other[lg.mark] = true
			}
		}
	}
	for r := range equal {
		delete(other, r)
	}
	return other
}

// legendLeads marks the first bytes of the marks' encodings.
var legendLeads = func() (lead [256]bool) {
	for _, r := range legendMarks {
		lead[string(r)[0]] = true
	}
	return lead
}()

// legend is one mark and the words that explain it.
type legend struct {
	mark    rune
	meaning string
}

// legends reads the legends of a line: a mark, an optional "-", ":" or
// "=", then one to four lower-case words up to a comma, semicolon,
// bracket or the line's end ("† - core contributor").
//
// The marks are found byte by byte: a byte that opens no mark's encoding
// (legendLeads) is passed without decoding a rune, so a line without a
// mark costs one table look-up a byte. No such byte stands inside
// another rune's encoding, so the runes read are those a range over t
// gives (TestLegendsByLeadBytes holds the two to each other).
func legends(t string) []legend {
	var out []legend
	var lead legendLead // a23p_legends.go: the next lead byte, found by byte searches
	lead.reset(t)
	for i := lead.from(0); i >= 0; i = lead.from(i + 1) {
		r, n := utf8.DecodeRuneInString(t[i:])
		if !strings.ContainsRune(legendMarks, r) {
			continue
		}
		i += n - 1 // the next search starts past the mark
		rest := strings.TrimLeft(t[i+1:], " -–:=")
		if end := strings.IndexAny(rest, ",;)]"); end >= 0 {
			rest = rest[:end]
		}
		rest = strings.TrimSpace(rest)
		first, _ := utf8.DecodeRuneInString(rest)
		if n := len(strings.Fields(rest)); n >= 1 && n <= 4 && unicode.IsLower(first) {
			out = append(out, legend{mark: r, meaning: rest})
		}
	}
	return out
}

// dropOtherMarks clears the equal-contribution mark of the papers whose
// owner carries only a mark the CV's legend explains as something else
// ("† core contributor").
func dropOtherMarks(pubs []cv.Publication, texts map[int]string, starts []int) {
	other := otherMarks(texts)
	if len(other) == 0 {
		return
	}
	for i := range pubs {
		pub := &pubs[i]
		if !pub.EqualContribution || pub.SelfIndex == 0 || pub.SelfIndex > len(pub.Authors) {
			continue
		}
		if m, ok := ownerMark(pub, texts, entryEnd(pub.Line, starts)); ok && other[m] {
			pub.EqualContribution = false
		}
	}
}

// ownerMark is the mark right after the owner's name in the entry.
func ownerMark(pub *cv.Publication, texts map[int]string, end int) (rune, bool) {
	owner := pub.Authors[pub.SelfIndex-1]
	for n := pub.Line; n <= end; n++ {
		t, ok := texts[n]
		if !ok {
			continue
		}
		if k := strings.Index(t, owner); k >= 0 {
			r, _ := utf8.DecodeRuneInString(strings.TrimLeft(t[k+len(owner):], " ^{"))
			return r, strings.ContainsRune(legendMarks, r)
		}
	}
	return 0, false
}

// entryEnd is the last line of the entry that starts at line: the line
// before the next entry's, at most maxEntryLines after it.
func entryEnd(line int, starts []int) int {
	end := line + maxEntryLines
	if k := sort.SearchInts(starts, line+1); k < len(starts) {
		end = min(end, starts[k]-1)
	}
	return end
}
