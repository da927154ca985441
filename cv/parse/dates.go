package parse

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/textscan"
)

const (
	monthNames = `jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?`
	yearPat    = `(?:19[5-9]\d|20\d\d)`
)

// sinceWords open a span that runs to the present ("since 2019").
var sinceWords = []string{"since", "from", "starting"}

// reRangeSep is what stands between the two dates of a range: a dash or
// "to", perhaps "(expected" before the end, perhaps the day of a
// "01/10/2019 – 31/08/2021" end date.
var reRangeSep = regexp.MustCompile(`^\s*(?:[-–—~−‒―‑‐]+|to|until|till)\s*(\(?\s*(?:expected|exp\.|anticipated)\s*)?(?:\d{1,2}[/.])?\(?$`)

// dateSpan is a date or a date range found in text.
type dateSpan struct {
	start, end int // byte span in the text
	from, to   cv.Date
	isRange    bool
	expected   bool
}

type atom struct {
	start, end int
	d          cv.Date
	present    bool
}

func monthNum(s string) int {
	s = strings.ToLower(s)
	if len(s) < 3 {
		return 0
	}
	switch s[:3] {
	case "jan":
		return 1
	case "feb":
		return 2
	case "mar":
		return 3
	case "apr":
		return 4
	case "may":
		return 5
	case "jun":
		return 6
	case "jul":
		return 7
	case "aug":
		return 8
	case "sep":
		return 9
	case "oct":
		return 10
	case "nov":
		return 11
	case "dec":
		return 12
	}
	return 0
}

// seasonMonth is the month a season word stands for ("Fall" 9), 0 for
// any other word.
func seasonMonth(s string) int {
	if isASCII(s) {
		// compared ignoring case, without a lower-cased copy
		for _, sm := range seasonMonths {
			if equalFoldASCII(s, sm.w) {
				return sm.m
			}
		}
		return 0
	}
	switch strings.ToLower(s) {
	case "spring":
		return 1
	case "summer":
		return 6
	case "fall", "autumn":
		return 9
	case "winter":
		return 12
	}
	return 0
}

// seasonMonths are the season words of seasonMonth's switch and their
// months.
var seasonMonths = []struct {
	w string
	m int
}{{"spring", 1}, {"summer", 6}, {"fall", 9}, {"autumn", 9}, {"winter", 12}}

// hasYear reports whether s holds four digits that could be a year: a
// run of four or more digits that opens with 19 or 20. It jumps between
// the '1's and '2's of s, which is quick on text with few digits.
func hasYear(s string) bool {
	f := yearLeads{s: s, n1: -2, n2: -2}
	for k := f.next(0); k >= 0; k = f.next(k + 1) {
		if yearRunAt(s, k) {
			return true
		}
	}
	return false
}

// yearLeads finds, in order, the '1's and '2's of s, where a year may
// start. n1 and n2 are the next of each found so far: -1 when there is
// none left, -2 before the first look.
type yearLeads struct {
	s      string
	n1, n2 int
}

// next returns the offset of the first '1' or '2' at or after from (which
// never decreases from call to call), or -1.
func (f *yearLeads) next(from int) int {
	if f.n1 != -1 && f.n1 < from {
		f.n1 = nextByte(f.s, min(from, len(f.s)), '1')
	}
	if f.n2 != -1 && f.n2 < from {
		f.n2 = nextByte(f.s, min(from, len(f.s)), '2')
	}
	switch {
	case f.n1 < 0:
		return f.n2
	case f.n2 < 0 || f.n1 < f.n2:
		return f.n1
	}
	return f.n2
}

// nextByte returns the offset of the first c in s at or after from, or
// -1.
func nextByte(s string, from int, c byte) int {
	j := strings.IndexByte(s[from:], c)
	if j < 0 {
		return -1
	}
	return from + j
}

// yearRunAt reports whether a run of four or more digits opening with 19
// or 20 starts at s[k], which is '1' or '2'.
func yearRunAt(s string, k int) bool {
	if k+4 > len(s) || k > 0 && isDigitByte(s[k-1]) {
		return false
	}
	second := byte('9')
	if s[k] == '2' {
		second = '0'
	}
	return s[k+1] == second && isDigitByte(s[k+2]) && isDigitByte(s[k+3])
}

func isDigitByte(c byte) bool { return textscan.IsDigit(c) }

// atoms finds the date atoms of s: dates ending in a year ("Aug. 2017",
// "August 21, 2017", "Fall 2009", "08/2011", "2017"), "2017-08"-style
// dates ("2021.6" too), and words for "present". It is a hand-written scanner equivalent
// to reDateAtom (dates_test.go checks the two agree): it looks only around
// the years in s, which keeps date finding cheap on the bulk of the text.
func atoms(s string) []atom {
	return appendAtoms(nil, s)
}

// appendAtoms is atoms, appending to out (findDates passes a buffer on
// its stack).
func appendAtoms(out []atom, s string) []atom {
	return mergePresent(s, appendYearAtoms(out, s))
}

// appendYearAtoms is appendAtoms without the words for "present": the
// dates that end in a year.
func appendYearAtoms(out []atom, s string) []atom {
	lastEnd := 0
	leads := yearLeads{s: s, n1: -2, n2: -2}
	for i := 0; i+4 <= len(s); i++ {
		if i = leads.next(i); i < 0 || i+4 > len(s) {
			break
		}
		if !isYearAt(s, i) {
			continue
		}
		ys, ye := i, i+4
		if wordByteBefore(s, ys) {
			// only a month name may be glued to a year ("May2020")
			if st, m, ok := monthWordBefore(s, ys, lastEnd, false); ok {
				out = append(out, atom{start: st, end: ye, d: cv.Date{Year: atoi(s[ys:ye]), Month: m}})
				lastEnd = ye
			}
			i = ye - 1
			continue
		}
		// YYYY-MM, YYYY/MM, YYYY.MM
		if ye+3 <= len(s) && (s[ye] == '-' || s[ye] == '/' || s[ye] == '.') && isMonthDigits(s[ye+1:ye+3]) && !wordByteAt(s, ye+3) {
			out = append(out, atom{start: ys, end: ye + 3, d: cv.Date{Year: atoi(s[ys:ye]), Month: atoi(s[ye+1 : ye+3])}})
			lastEnd = ye + 3
			i = ye + 2
			continue
		}
		// YYYY.M ("2021.6")
		if ye+2 <= len(s) && s[ye] == '.' && s[ye+1] >= '1' && s[ye+1] <= '9' && !wordByteAt(s, ye+2) {
			out = append(out, atom{start: ys, end: ye + 2, d: cv.Date{Year: atoi(s[ys:ye]), Month: int(s[ye+1] - '0')}})
			lastEnd = ye + 2
			i = ye + 1
			continue
		}
		a := atom{start: ys, end: ye, d: cv.Date{Year: atoi(s[ys:ye])}}
		if st, m, ok := dateBefore(s, ys, lastEnd); ok {
			a.start, a.d.Month = st, m
			// "Sep–Dec 2021": the first month takes the year of the second
			if first, ok := monthBeforeRange(s, st, lastEnd); ok {
				y := a.d.Year
				if first.d.Month > m {
					y-- // "Nov–Feb 2021" starts the year before
				}
				first.d.Year = y
				out = append(out, first)
			}
		}
		out = append(out, a)
		lastEnd = ye
		i = ye - 1
	}
	return out
}

// isYearAt reports whether a year 1950–2099 stands at s[i:i+4] as a whole
// word.
func isYearAt(s string, i int) bool {
	c0, c1, c2, c3 := s[i], s[i+1], s[i+2], s[i+3]
	if !(c0 == '1' && c1 == '9' && c2 >= '5' && c2 <= '9' || c0 == '2' && c1 == '0' && c2 >= '0' && c2 <= '9') || c3 < '0' || c3 > '9' {
		return false
	}
	return !wordByteAt(s, i+4) && (i == 0 || s[i-1] < '0' || s[i-1] > '9')
}

func isMonthDigits(m string) bool {
	return m[0] == '0' && m[1] >= '1' && m[1] <= '9' || m[0] == '1' && m[1] >= '0' && m[1] <= '2'
}

// wordByteAt reports whether an ASCII word character (letter, digit or
// '_', as in a regexp \b) is at s[i].
func wordByteAt(s string, i int) bool {
	return i < len(s) && isASCIIWord(s[i])
}

// wordByteBefore reports whether an ASCII word character ends just before
// s[i].
func wordByteBefore(s string, i int) bool {
	return i > 0 && isASCIIWord(s[i-1])
}

func isASCIIWord(c byte) bool { return isASCIILetter(c) || c >= '0' && c <= '9' || c == '_' }

// dateBefore reads what stands before the year at ys: "MM/" or "MM.", or a
// month name or season with an optional day ("Nov. 21, "). floor is where
// the previous atom ended.
func dateBefore(s string, ys, floor int) (start, month int, ok bool) {
	// MM/YYYY or MM.YYYY
	if ys >= 2 && (s[ys-1] == '/' || s[ys-1] == '.') {
		j := ys - 1
		k := j
		for k > floor && k > j-2 && s[k-1] >= '0' && s[k-1] <= '9' {
			k--
		}
		if k < j && !wordByteBefore(s, k) {
			if m := atoi(s[k:j]); m >= 1 && m <= 12 {
				return k, m, true
			}
		}
		if s[ys-1] == '/' {
			return 0, 0, false
		}
		// "Mar.2020": a month name, then the '.'
	}
	j := ys
	// spaces (at least one, unless a '.' or ',' follows the month)
	for j > floor && isSpaceByte(s[j-1]) {
		j--
	}
	// an optional day: "21, " or "3rd "
	if j < ys {
		k := j
		if k > floor && s[k-1] == ',' {
			k--
		}
		d := k
		for d > floor && d > k-4 && (s[d-1] >= 'a' && s[d-1] <= 'z') {
			d--
		}
		suffix := s[d:k]
		if suffix == "" || suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th" {
			e := d
			for e > floor && e > d-2 && s[e-1] >= '0' && s[e-1] <= '9' {
				e--
			}
			if e < d {
				m := e
				for m > floor && isSpaceByte(s[m-1]) {
					m--
				}
				if st, mon, ok := monthWordBefore(s, m, floor, false); ok {
					return st, mon, true
				}
			}
		}
	}
	return monthWordBefore(s, j, floor, j < ys)
}

// monthWordBefore reads a month name (with an optional "." and ",") or,
// when spaced, a season ending at s[:j].
func monthWordBefore(s string, j, floor int, spaced bool) (start, month int, ok bool) {
	k := j
	if k > floor && s[k-1] == ',' {
		k--
	}
	if k > floor && s[k-1] == '.' {
		k--
	}
	w := k
	for w > floor && isASCIILetter(s[w-1]) {
		w--
	}
	if w == k || wordByteBefore(s, w) {
		return 0, 0, false
	}
	word := s[w:k]
	var buf [16]byte // ASCII letters, lower-cased on the stack
	if hasUpperASCII(word) && len(word) <= len(buf) {
		b := buf[:len(word)]
		for i := range b {
			b[i] = lowerASCII(word[i])
		}
		word = string(b)
	} else if hasUpperASCII(word) {
		word = strings.ToLower(word)
	}
	if m := monthWord(word); m > 0 {
		return w, m, true
	}
	if spaced && k == j {
		if m := seasonMonth(word); m > 0 {
			return w, m, true
		}
	}
	return 0, 0, false
}

// monthBeforeRange reads "Sep–" (a month name and a range dash) ending
// just before st.
func monthBeforeRange(s string, st, floor int) (atom, bool) {
	j := st
	for j > floor && s[j-1] == ' ' {
		j--
	}
	k := j
	for k > floor && strings.ContainsRune("-–—~", rune(s[k-1])) {
		k--
	}
	// multi-byte dashes
	for _, d := range []string{"–", "—"} {
		if strings.HasSuffix(s[floor:j], d) {
			k = j - len(d)
		}
	}
	if k == j {
		return atom{}, false
	}
	for k > floor && s[k-1] == ' ' {
		k--
	}
	w, m, ok := monthWordBefore(s, k, floor, false)
	if !ok {
		return atom{}, false
	}
	return atom{start: w, end: k, d: cv.Date{Month: m}}, true
}

func monthWord(w string) int {
	switch w {
	case "jan", "january":
		return 1
	case "feb", "february":
		return 2
	case "mar", "march":
		return 3
	case "apr", "april":
		return 4
	case "may":
		return 5
	case "jun", "june":
		return 6
	case "jul", "july":
		return 7
	case "aug", "august":
		return 8
	case "sep", "sept", "september":
		return 9
	case "oct", "october":
		return 10
	case "nov", "november":
		return 11
	case "dec", "december":
		return 12
	}
	return 0
}

// isSpaceByte is textscan.IsSpaceByte: ASCII white space.
func isSpaceByte(c byte) bool { return textscan.IsSpaceByte(c) }

func isASCIILetter(c byte) bool { return textscan.IsASCIILetter(c) }

var presentWords = []string{"present", "now", "current", "today", "ongoing", "to date"}

// mergePresent adds the words for "present" to the year atoms, in order.
// It looks for them in one pass, word by word (presentAtWordStarts),
// comparing ASCII letters without case (offsets are those of s).
func mergePresent(s string, years []atom) []atom {
	if len(years) == 0 {
		return nil // "now" only ends a range that starts with a year
	}
	out := presentAtWordStarts(s, years) // speed_present.go
	if len(out) == 0 {
		return years
	}
	return mergeAtoms(out, years)
}

// presentLead marks the bytes a word of presentWords starts with, in
// either case (a fixed table, read only).
var presentLead = func() (t [256]bool) {
	for _, w := range presentWords {
		t[w[0]], t[w[0]-'a'+'A'] = true, true
	}
	return t
}()

func insideAtom(as []atom, i int) bool {
	for _, a := range as {
		if i >= a.start && i < a.end {
			return true
		}
	}
	return false
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// findDates returns the dates and date ranges in s, in order. A bare word
// such as "now" only counts as the end of a range.
func findDates(s string) []dateSpan {
	if !hasYear(s) {
		return nil // every date has a year: no year, no date (a cheap guard)
	}
	return findDatesYear(s)
}

// findDatesYear is findDates for text known to hold a year (hasYear):
// the memo asks hasYear first and does not ask it twice. The spans are
// gathered on the stack for the usual text and handed out in a slice of
// their own length (the memo keeps it): like the make it stands for, it
// is empty, not nil, for no span (callers tell "no year" by nil).
func findDatesYear(s string) []dateSpan {
	var buf [8]atom
	as := appendSpanAtoms(buf[:0], s) // a21c_span_atoms.go
	if len(as) > 8 {
		return appendDateSpans(make([]dateSpan, 0, len(as)), s, as)
	}
	var obuf [8]dateSpan // a span takes one atom at least
	out := appendDateSpans(obuf[:0], s, as)
	return append(make([]dateSpan, 0, len(out)), out...)
}

// appendDateSpans appends to out the dates and date ranges the atoms as
// of s make, in order.
func appendDateSpans(out []dateSpan, s string, as []atom) []dateSpan {
	for i := 0; i < len(as); i++ {
		a := as[i]
		if ok, expected := rangeSep(s, a, as, i); ok && !a.present {
			b := as[i+1]
			ds := dateSpan{start: a.start, end: b.end, from: a.d, to: b.d, isRange: true}
			ds.expected, ds.end = expectedAfter(s, b.end)
			ds.expected = ds.expected || expected
			out = append(out, ds)
			i++
			continue
		}
		if a.present {
			continue
		}
		ds := dateSpan{start: a.start, end: a.end, from: a.d, to: a.d}
		ds.expected, ds.end = expectedAfter(s, a.end)
		if e, ok := openEnd(s, ds.end); ok {
			ds.end, ds.to, ds.isRange = e, cv.Present, true
		}
		if k, ok := sinceBefore(s, a.start); ok {
			ds.start, ds.to, ds.isRange = k, cv.Present, true
		}
		out = append(out, ds)
	}
	return out
}

// openEnd reports whether a date is followed by a dash and nothing more
// ("Mar 2021–", "2020 - ..."): a range still open, which ends now. It
// returns the end of the dash.
func openEnd(s string, end int) (int, bool) {
	i := end
	for i < len(s) && s[i] == ' ' {
		i++
	}
	dash := i
	for _, d := range []string{"-", "–", "—", "‑"} {
		for strings.HasPrefix(s[i:], d) {
			i += len(d)
		}
	}
	if i == dash {
		return end, false
	}
	j := i
	for j < len(s) && s[j] == ' ' {
		j++
	}
	for _, e := range []string{"...", "…"} {
		if strings.HasPrefix(s[j:], e) {
			j += len(e)
			i = j
		}
	}
	if j == len(s) || strings.IndexByte("\t)*_`|,;", s[j]) >= 0 {
		return i, true
	}
	return end, false
}

func expectedAfter(s string, end int) (bool, int) {
	rest := s[end:min(len(s), end+20)] // look just past the date
	if !mayBeExpected(rest) {
		return false, end
	}
	if k := expectedEnd(rest); k > 0 { // reExpected, speed_datetail.go
		e := end + k
		if strings.HasPrefix(s[e:], ")") {
			e++
		}
		return true, e
	}
	return false, end
}

// mayBeExpected is a cheap guard for reExpected: the word it looks for
// ("expected", "anticipated", "est.") must start with e or a, after at
// most three non-word runes (\W, as the regexp reads it).
func mayBeExpected(rest string) bool {
	i := 0
	for n := 0; n < 3 && i < len(rest); n++ {
		r, w := utf8.DecodeRuneInString(rest[i:])
		if r < utf8.RuneSelf && isASCIIWord(byte(r)) {
			break
		}
		i += w
	}
	if i >= len(rest) {
		return false
	}
	switch rest[i] {
	case 'e', 'E', 'a', 'A':
		return true
	}
	return false
}

// onlyPresent reports whether s is just a word for "now".
func onlyPresent(s string) bool {
	t := strings.Trim(s, " *_.()")
	if isASCII(t) {
		// ASCII: compared ignoring case, without a lower-cased copy
		for _, w := range onlyPresentWords {
			if len(t) == len(w) && hasPrefixFold(t, w) {
				return true
			}
		}
		return false
	}
	if len(t) > utf8.UTFMax*len("present") {
		return false // lower-cased rune by rune, it cannot become one of the words
	}
	switch strings.ToLower(t) {
	case "present", "now", "current", "today", "ongoing":
		return true
	}
	return false
}

// onlyPresentWords are the words onlyPresent reads as "until now" (the
// ones of its switch).
var onlyPresentWords = []string{"present", "now", "current", "today", "ongoing"}

// dateLine reports whether a line is (nearly) only a date or date range, and
// returns it. rest is the text left over.
func dateLine(s string) (dateSpan, string, bool) {
	return (*memo)(nil).dateLine(s)
}

// dateLine is dateLine(s) with the dates of s remembered.
func (m *memo) dateLine(s string) (dateSpan, string, bool) {
	if onlyPresent(s) {
		return dateSpan{to: cv.Present, isRange: true}, "", true
	}
	ds := m.findDates(s)
	if len(ds) == 0 {
		return dateSpan{}, s, false
	}
	d := ds[len(ds)-1]
	for _, x := range ds {
		if x.isRange {
			d = x
			break
		}
	}
	rest := strings.Trim(joinAround(s, d.start, d.end), " ,;|·•()*_-–—") // speed_datearena.go
	return d, rest, wordCount(rest) <= 1 || (len(ds) == 1 && len(rest) <= 3)
}

// rangeSep reads the gap between atom i and the next as a range
// separator: ok when they are a range, expected when the gap says the
// end is expected.
func rangeSep(s string, a atom, as []atom, i int) (ok, expected bool) {
	if i+1 >= len(as) || as[i+1].start-a.end > 24 {
		return false, false
	}
	return rangeGap(s[a.end:as[i+1].start])
}

// rangeGap is reRangeSep as a scanner: ok when g matches, expected when
// its group 1 ("(expected", "exp.", "anticipated") takes part.
func rangeGap(g string) (ok, expected bool) {
	i := skipSpaceRE(g, 0)
	j := i
	for j < len(g) {
		r, w := utf8.DecodeRuneInString(g[j:])
		if r == utf8.RuneError || !strings.ContainsRune(rangeDashes, r) {
			break
		}
		j += w
	}
	if j == i {
		switch {
		case strings.HasPrefix(g[i:], "to"):
			j = i + len("to")
		case strings.HasPrefix(g[i:], "until"):
			j = i + len("until")
		case strings.HasPrefix(g[i:], "till"):
			j = i + len("till")
		default:
			return false, false
		}
	}
	i = skipSpaceRE(g, j)
	// "(expected", "exp.", "anticipated"
	k := i
	if k < len(g) && g[k] == '(' {
		k++
	}
	k = skipSpaceRE(g, k)
	for _, w := range []string{"expected", "exp.", "anticipated"} {
		if strings.HasPrefix(g[k:], w) {
			i, expected = skipSpaceRE(g, k+len(w)), true
			break
		}
	}
	// the day of a "01/10/2019" end date
	d := i
	for d < len(g) && d < i+2 && g[d] >= '0' && g[d] <= '9' {
		d++
	}
	if d > i && d < len(g) && (g[d] == '/' || g[d] == '.') {
		i = d + 1
	}
	if i < len(g) && g[i] == '(' {
		i++
	}
	if i != len(g) {
		return false, false
	}
	return true, expected
}

// rangeDashes are the dashes reRangeSep takes between two dates.
const rangeDashes = "-–—~−‒―‑‐"

// skipSpaceRE skips the white space a regexp \s matches from s[i] (textscan.SkipRESpace).
func skipSpaceRE(s string, i int) int { return textscan.SkipRESpace(s, i) }

// isSpaceRE reports whether c is white space to a regexp \s (textscan.IsRESpace).
func isSpaceRE(c byte) bool { return textscan.IsRESpace(c) }

// twoDigitYear turns "'24" into 2024 and "'98" into 1998.
func twoDigitYear(s string) int {
	n := atoi(s)
	if n <= 40 {
		return 2000 + n
	}
	return 1900 + n
}

// indexFoldASCII is strings.Index with ASCII letters compared without
// case; w must be lower-case ASCII. Offsets are those of s, which a
// lower-cased copy would not keep for every non-ASCII letter.
func indexFoldASCII(s, w string) int {
	if len(w) == 0 {
		return 0
	}
	for i := 0; i+len(w) <= len(s); i++ {
		if lowerASCII(s[i]) != w[0] {
			continue
		}
		j := 1
		for j < len(w) && lowerASCII(s[i+j]) == w[j] {
			j++
		}
		if j == len(w) {
			return i
		}
	}
	return -1
}

func lowerASCII(c byte) byte { return textscan.LowerASCII(c) }

func hasUpperASCII(s string) bool { return textscan.HasUpperASCII(s) }

// sinceBefore reports whether one of sinceWords, as a whole word, ends
// just before offset at (spaces between), returning where it starts.
func sinceBefore(s string, at int) (int, bool) {
	j := at
	for j > 0 && isSpaceByte(s[j-1]) {
		j--
	}
	if j == at {
		return 0, false
	}
	for _, w := range sinceWords {
		k := j - len(w)
		if k < 0 || wordByteBefore(s, k) {
			continue
		}
		if indexFoldASCII(s[k:j], w) == 0 {
			return k, true
		}
	}
	return 0, false
}

// isASCII reports whether s is all ASCII (textscan.IsASCII).
func isASCII(s string) bool { return textscan.IsASCII(s) }
