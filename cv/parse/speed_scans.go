package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// Byte scans that stand in for regexps on hot paths: each finds exactly
// what its regexp finds (leftmost-first, the same spans), held equal to
// it by speed_scans_test.go over crafted text, every sample and corpus
// line, and FuzzSpeedScans. They state no new convention; they only make
// the questions the parser already asks cheaper.

// hasVenueWords is reVenueWords.MatchString(s): a venue word standing as
// a word ("Proceedings of", "Journal of", "Workshop on", "arXiv"; "proc."
// only when a word follows at once, as \b after a period asks), or a
// parenthesised note that ends in four digits ("(Denver, 2019)"). Text
// holding a rune that case-folds to an ASCII letter (U+017F, U+212A) goes
// to the regexp.
func hasVenueWords(s string) bool {
	if !regexpFoldSafe(s) {
		return reVenueWords.MatchString(s)
	}
	return hasVenueWord(s) || hasYearNote(s)
}

// venueWordForms are the words of reVenueWords, lower case; "proc." asks
// for a word byte after its period, the others for none after them.
var venueWordForms = []string{"proc.", "proceedings", "conference", "journal", "transactions", "workshop", "symposium", "preprint", "arxiv"}

// venueWordLead marks the first letters of venueWordForms.
var venueWordLead = func() (t [256]bool) {
	for _, w := range venueWordForms {
		t[w[0]] = true
	}
	return t
}()

// hasVenueWord reports whether one of venueWordForms stands in s (ASCII
// case aside) with reVenueWords's word bounds.
func hasVenueWord(s string) bool {
	for i := 0; i < len(s); i++ {
		c := lowerASCII(s[i])
		if !venueWordLead[c] || i > 0 && isREWordByte(s[i-1]) {
			continue
		}
		for _, w := range venueWordForms {
			if w[0] != c || !hasPrefixFold(s[i:], w) {
				continue
			}
			end := i + len(w)
			wordAfter := end < len(s) && isREWordByte(s[end])
			if wordAfter == (w[len(w)-1] == '.') {
				return true
			}
		}
	}
	return false
}

// hasYearNote reports whether s holds "(", then anything but ")", then
// four digits and ")": reVenueWords's second alternative.
func hasYearNote(s string) bool {
	open := -1 // the first "(" since the last ")"
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			if open < 0 {
				open = i
			}
		case ')':
			if open >= 0 && open <= i-5 && allDigitBytes(s[i-4:i]) {
				return true
			}
			open = -1
		}
	}
	return false
}

// allDigitBytes reports whether s is all ASCII digits.
func allDigitBytes(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigitByte(s[i]) {
			return false
		}
	}
	return true
}

// quotedTitleIndex is reQuotedTitle.FindStringSubmatchIndex(t): the first
// text of at least eight runes, none a closing quote, between an opening
// quote (“ or ") and a closing one (” or "), with the group's bounds.
// From a quote whose text stops short at a closing quote no later quote
// before that one can do better, so the scan goes on from it: one pass.
func quotedTitleIndex(t string) []int {
	for i := 0; i < len(t); {
		open := quoteOpenAt(t, i)
		if open < 0 {
			return nil
		}
		w := 1
		if t[open] != '"' {
			w = len("“")
		}
		end, n := open+w, 0 // end: where the text stops; n: its runes
		for end < len(t) && !isCloseQuoteAt(t, end) {
			_, size := utf8.DecodeRuneInString(t[end:])
			end += size
			n++
		}
		if end == len(t) {
			return nil // no closing quote after open: none after a later one either
		}
		if n >= 8 {
			cw := 1
			if t[end] != '"' {
				cw = len("”")
			}
			return []int{open, end + cw, open + w, end}
		}
		i = end // the quote that closed too soon may open the next
	}
	return nil
}

// quoteOpenAt is the offset of the first “ or " in t at or after from,
// -1 when there is none.
func quoteOpenAt(t string, from int) int {
	q := strings.IndexByte(t[from:], '"')
	if c := strings.Index(t[from:], "“"); c >= 0 && (q < 0 || c < q) {
		q = c
	}
	if q < 0 {
		return -1
	}
	return from + q
}

// isCloseQuoteAt reports whether ” or " starts at t[i].
func isCloseQuoteAt(t string, i int) bool {
	return t[i] == '"' || strings.HasPrefix(t[i:], "”")
}

// emailSpans is reEmail.FindAllStringIndex(t, -1): each address is the
// run of local-part bytes ([A-Za-z0-9._%+-]) just before an "@", then the
// domain: the longest run of [A-Za-z0-9.-] after it cut at its last "."
// that two letters follow, and the letters after that ".". The matches
// never overlap: the next search starts where one ends.
func emailSpans(t string) [][]int {
	var out [][]int
	for pos := 0; ; {
		k := strings.IndexByte(t[pos:], '@')
		if k < 0 {
			return out
		}
		at := pos + k
		start := at
		for start > pos && isEmailLocalByte(t[start-1]) {
			start--
		}
		if end := emailDomainEnd(t, at+1); start < at && end > 0 {
			out = append(out, []int{start, end})
			pos = end
			continue
		}
		pos = at + 1
	}
}

// emailDomainEnd is where reEmail's domain part ends when it starts at
// t[a], -1 when no domain starts there.
func emailDomainEnd(t string, a int) int {
	b := a
	for b < len(t) && (isASCIIWordByte(t[b]) || t[b] == '.' || t[b] == '-') {
		b++
	}
	for q := b - 1; q > a; q-- {
		if t[q] != '.' || q+2 >= len(t) || !isASCIILetter(t[q+1]) || !isASCIILetter(t[q+2]) {
			continue
		}
		e := q + 3
		for e < len(t) && isASCIILetter(t[e]) {
			e++
		}
		return e
	}
	return -1
}

// isEmailLocalByte reports whether c may stand in the local part of an
// address as reEmail reads it: [A-Za-z0-9._%+-].
func isEmailLocalByte(c byte) bool {
	return isASCIIWordByte(c) || c == '.' || c == '_' || c == '%' || c == '+' || c == '-'
}

// trailYearStart is where reTrailYear matches in s ([.,]?\s*\(?, a year
// 19xx or 20xx, then \)?\.?\s* to the end: "Title, (2019)."), -1 when it
// does not. The tail after the year reads one way only from the right,
// and the match starts as far left as its optional head reaches.
func trailYearStart(s string) int {
	e := len(s)
	for e > 0 && isRESpace(s[e-1]) {
		e--
	}
	if e > 0 && s[e-1] == '.' {
		e--
	}
	if e > 0 && s[e-1] == ')' {
		e--
	}
	y := e - 4
	if y < 0 || !isYear19or20(s[y:e]) {
		return -1
	}
	return trailYearHead(s, y)
}

// isYear19or20 reports whether y (four bytes) is a year 19xx or 20xx.
func isYear19or20(y string) bool {
	return (y[:2] == "19" || y[:2] == "20") && isDigitByte(y[2]) && isDigitByte(y[3])
}

// trailYearHead is where reTrailYear's optional head ([.,]?\s*\(?)
// before the year at s[y] reaches, as far left as it can.
func trailYearHead(s string, y int) int {
	p := y
	if p > 0 && s[p-1] == '(' {
		p--
	}
	for p > 0 && isRESpace(s[p-1]) {
		p--
	}
	if p > 0 && (s[p-1] == '.' || s[p-1] == ',') {
		p--
	}
	return p
}

// trimTrailYear is reTrailYear.ReplaceAllString(s, ""): s without its
// trailing year.
func trimTrailYear(s string) string {
	if p := trailYearStart(s); p >= 0 {
		return s[:p]
	}
	return s
}

// titleCues are what every reTitles match holds, lower case: "prof",
// "professor", "dr", "mr", "ms", "mrs".
var titleCues = []string{"pr", "dr", "mr", "ms"}

// dropTitles is reTitles.ReplaceAllString(s, ""), the regexp asked only
// when s holds one of titleCues (ASCII case aside; text with a rune that
// case-folds to an ASCII letter always asks it).
func dropTitles(s string) string {
	if !regexpFoldSafe(s) {
		return reTitles.ReplaceAllString(s, "")
	}
	if !containsAnyFold(s, titleCues...) {
		return s
	}
	return dropTitlesScan(s)
}

// personTitles are reTitles' alternatives in its order, each with
// whether a "." may close it.
var personTitles = []struct {
	word string
	dot  bool
}{{"prof", true}, {"professor", false}, {"dr", true}, {"mr", true}, {"ms", true}, {"mrs", true}}

// dropTitlesScan is reTitles.ReplaceAllString(s, "") for text that
// regexpFoldSafe passes: at each word start, the first alternative (its
// "." taken when the spaces follow it) with the spaces after it is cut.
func dropTitlesScan(s string) string {
	var b strings.Builder
	last := 0
	for i := 0; i < len(s); i++ {
		if !isASCIILetter(s[i]) || i > 0 && isREWordByte(s[i-1]) {
			continue
		}
		if e := personTitleEnd(s, i); e > i {
			b.WriteString(s[last:i])
			last = e
			i = e - 1
		}
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// personTitleEnd is the end of the reTitles match at s[i], spaces
// included; -1 when none opens there.
func personTitleEnd(s string, i int) int {
	for _, t := range personTitles {
		e := asciiFoldAt(s, i, t.word)
		if e < 0 {
			continue
		}
		if t.dot && e < len(s) && s[e] == '.' {
			if sp := reSpacesAt(s, e+1); sp >= 0 {
				return sp
			}
		}
		if sp := reSpacesAt(s, e); sp >= 0 {
			return sp
		}
	}
	return -1
}

// urlCue is a guard for reURL: a match holds "://" or "www.", or a
// letter, digit or "-" then "." and one of its top-level domains (ASCII
// case aside). Text with a rune that case-folds to an ASCII letter says
// yes.
func urlCue(t string) bool {
	if !regexpFoldSafe(t) || strings.Contains(t, "://") || indexFoldASCII(t, "www.") >= 0 {
		return true
	}
	for i := strings.IndexByte(t, '.'); i >= 0; i = nextIndexByte(t, '.', i+1) {
		if i > 0 && (isASCIIWordByte(t[i-1]) || t[i-1] == '-') && hasTLDAt(t, i+1) {
			return true
		}
		if i+1 >= len(t) {
			break
		}
	}
	return false
}

// urlTLDs are reURL's top-level domains.
var urlTLDs = []string{"com", "org", "net", "edu", "io", "xyz", "me", "dev", "ai"}

// hasTLDAt reports whether one of urlTLDs starts at t[i], ASCII case
// aside.
func hasTLDAt(t string, i int) bool {
	for _, d := range urlTLDs {
		if hasPrefixFold(t[i:], d) {
			return true
		}
	}
	return false
}

// peopleSepSpans is rePeopleSep.FindAllStringIndex(s, -1): each ",",
// ";", "&" or the word "and", with the white space (\s) either side.
func peopleSepSpans(s string) [][]int {
	var out [][]int
	for i := 0; i < len(s); {
		j := skipRESpace(s, i)
		k := peopleSepEnd(s, j)
		if k < 0 {
			i = j + 1 // every start in the run of spaces stops at j too
			continue
		}
		k = skipRESpace(s, k)
		out = append(out, []int{i, k})
		i = k
	}
	return out
}

// peopleSepEnd is where a separator of rePeopleSep that starts at s[j]
// ends, -1 when none starts there.
func peopleSepEnd(s string, j int) int {
	switch {
	case j >= len(s):
		return -1
	case s[j] == ',' || s[j] == ';' || s[j] == '&':
		return j + 1
	case strings.HasPrefix(s[j:], "and") && (j == 0 || !isREWordByte(s[j-1])) && (j+3 == len(s) || !isREWordByte(s[j+3])):
		return j + 3
	}
	return -1
}

// skipRESpace is the offset of the first byte at or after i that is not \s.
func skipRESpace(s string, i int) int { return textscan.SkipRESpace(s, i) }

// splitPeopleSeps is rePeopleSep.Split(s, -1).
func splitPeopleSeps(s string) []string {
	if s == "" {
		return []string{""}
	}
	spans := peopleSepSpans(s)
	out := make([]string, 0, len(spans)+1)
	beg := 0
	for _, m := range spans {
		if m[1] != 0 {
			out = append(out, s[beg:m[0]])
		}
		beg = m[1]
	}
	return append(out, s[beg:])
}

// dropProcPrefix is reProcPrefix.ReplaceAllString(raw, ""): raw without
// a leading "in ", then "proceedings of (the )" or "proc. (of )(the )"
// (ASCII case aside, \s+ where the regexp has it). Text with a rune that
// case-folds to an ASCII letter goes to the regexp.
func dropProcPrefix(raw string) string {
	if !regexpFoldSafe(raw) {
		return reProcPrefix.ReplaceAllString(raw, "")
	}
	i := foldWordSpace(raw, 0, "in")
	switch {
	case hasPrefixFold(raw[i:], "proceedings of "):
		i = foldWordSpace(raw, i+len("proceedings of "), "the")
	case hasPrefixFold(raw[i:], "proc."):
		if j := skipRESpace(raw, i+len("proc.")); j > i+len("proc.") {
			i = foldWordSpace(raw, foldWordSpace(raw, j, "of"), "the")
		}
	}
	return raw[i:]
}

// foldWordSpace is the offset after w (lower case, ASCII case aside) and
// the white space after it when both start at raw[i]; i when not.
func foldWordSpace(raw string, i int, w string) int {
	if !hasPrefixFold(raw[i:], w) {
		return i
	}
	if j := skipRESpace(raw, i+len(w)); j > i+len(w) {
		return j
	}
	return i
}

// Cues each award-status regexp's matches hold (ASCII case aside).
var (
	honCues      = []string{"rable mention", "runner"} // reHonMention
	finalistCues = []string{"finalist", "listed"}      // reFinalist
	nomineeCues  = []string{"nomin"}                   // reNominee
)

// mayMatch is a guard for a (?i) regexp of ASCII words: s holds one of
// cues (lower case), ASCII case aside, or a rune that case-folds to an
// ASCII letter (then the regexp must say).
func mayMatch(s string, cues []string) bool {
	return !regexpFoldSafe(s) || containsAnyFold(s, cues...)
}

// noteIndex is reNote.FindStringSubmatchIndex(s): a note in parentheses
// closing s ("Fellowship (top 5%)"), with the white space around it; the
// group is the note without its inner white space. The "(" is the last
// parenthesis before the closing one (a note holds none), and the match
// opens at the white space before it.
func noteIndex(s string) []int {
	e := len(s)
	for e > 0 && isRESpace(s[e-1]) {
		e--
	}
	if e == 0 || s[e-1] != ')' {
		return nil
	}
	e-- // s[e] is the closing ")"
	o := strings.LastIndexAny(s[:e], "()")
	if o < 0 || s[o] != '(' {
		return nil
	}
	p := o
	for p > 0 && isRESpace(s[p-1]) {
		p--
	}
	a := skipRESpace(s[:e], o+1)
	b := e
	for b > a && isRESpace(s[b-1]) {
		b--
	}
	return []int{p, len(s), a, b}
}

// isInitialSeg is reInitialSeg.MatchString(s): one to three capital
// letters (\p{Lu}), each perhaps followed by ".", one white space byte
// (\s) and "-" in that order ("J.", "J. R.", "A-B"). The parts after a
// letter are told apart by their first byte, so one greedy pass decides.
func isInitialSeg(s string) bool {
	i := 0
	for g := 0; g < 3 && i < len(s); g++ {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !unicode.Is(unicode.Lu, r) {
			return false
		}
		i += size
		if i < len(s) && s[i] == '.' {
			i++
		}
		if i < len(s) && isRESpace(s[i]) {
			i++
		}
		if i < len(s) && s[i] == '-' {
			i++
		}
	}
	return i == len(s) && i > 0
}

// The words reMajor and reThesis open with (lower case).
var (
	majorOpenWords  = []string{"major", "field", "specialization", "specialisation", "concentration", "subject"}
	thesisOpenWords = []string{"thesis", "dissertation"}
)

// mayOpenWith is a guard for a (?i) regexp anchored at the start that
// opens with one of words (lower case ASCII): s opens so, ASCII case
// aside, or holds a rune that case-folds to an ASCII letter (then the
// regexp must say).
func mayOpenWith(s string, words []string) bool {
	if !regexpFoldSafe(s) {
		return true
	}
	for _, w := range words {
		if hasPrefixFold(s, w) {
			return true
		}
	}
	return false
}

// majorMatch is reMajor.FindStringSubmatch(t), asked only when t opens
// with one of majorOpenWords.
func majorMatch(t string) []string {
	if !mayOpenWith(t, majorOpenWords) {
		return nil
	}
	return reMajor.FindStringSubmatch(t)
}

// thesisMatch is reThesis.FindStringSubmatch(t), asked only when t opens
// with one of thesisOpenWords.
// Text where a rune folds to an ASCII letter goes to the regexp; other
// text is read by thesisScan.
func thesisMatch(t string) []string {
	if !mayOpenWith(t, thesisOpenWords) {
		return nil
	}
	if !regexpFoldSafe(t) {
		return reThesis.FindStringSubmatch(t)
	}
	return thesisScan(t)
}

// thesisScan is reThesis.FindStringSubmatch(t) for text regexpFoldSafe
// passes: "thesis" or "dissertation", " title" when it follows, \s*, a
// colon (ASCII or full width), \s*, then the rest of the line. The \s*
// after the colon gives back the white space the line needs (".+" takes
// one rune at least, never a "\n").
func thesisScan(t string) []string {
	k := firstFoldAt(t, 0, thesisOpenWords)
	if k < 0 {
		return nil
	}
	if e := asciiFoldAt(t, k, " title"); e >= 0 {
		k = e
	}
	k = max(reSpacesAt(t, k), k)
	switch {
	case k < len(t) && t[k] == ':':
		k++
	case strings.HasPrefix(t[k:], "："):
		k += len("：")
	default:
		return nil
	}
	j := max(reSpacesAt(t, k), k)
	for j == len(t) || t[j] == '\n' {
		if j == k {
			return nil
		}
		j--
	}
	end := len(t)
	if n := strings.IndexByte(t[j:], '\n'); n >= 0 {
		end = j + n
	}
	return []string{t[:end], t[j:end]}
}

// dropWithScan is reWith.ReplaceAllString(s, "") for text where no rune
// case-folds to an ASCII letter (see regexpFoldSafe): each note of who
// an appointment was with or under, with the white space before it, is
// cut: "(w/ ...)", "(with ...)" (to the first ")" on the line), "w/ ..."
// and ", supervised|advised|mentored|hosted|managed by ..." or ", under
// ..." (to the end, when no newline comes first). The white space before
// a note is all taken by the match, so a start inside it finds what its
// first byte finds: the scan goes on after the run.
func dropWithScan(s string) string {
	var b strings.Builder
	at := 0 // s[:at] is written to b
	for p := 0; p < len(s); {
		q := skipRESpace(s, p)
		end := withNoteEnd(s, q)
		if end < 0 {
			p = q + 1
			continue
		}
		if at == 0 {
			b.Grow(len(s))
		}
		b.WriteString(s[at:p])
		at, p = end, end
	}
	if at == 0 {
		return s
	}
	b.WriteString(s[at:])
	return b.String()
}

// withNoteEnd is where a note of reWith (its alternatives in order) that
// opens at s[q] ends, -1 when none opens there.
func withNoteEnd(s string, q int) int {
	if q >= len(s) {
		return -1
	}
	if e := withSlashParenEnd(s, q); e > 0 {
		return e
	}
	if (q == 0 || !isREWordByte(s[q-1])) && hasPrefixFold(s[q:], "w/") && q+2 < len(s) && isRESpace(s[q+2]) && restOfText(s, q+3) {
		return len(s) // "w/ ..." to the end
	}
	if hasPrefixFold(s[q:], "(with ") {
		if e := closeOnLine(s, q+len("(with ")); e > 0 {
			return e
		}
	}
	return withByEnd(s, q)
}

// withSlashParenEnd is where "(w/ ...)" opening at s[q] ends, -1 when
// none opens there.
func withSlashParenEnd(s string, q int) int {
	if s[q] != '(' {
		return -1
	}
	if j := skipRESpace(s, q+1); hasPrefixFold(s[j:], "w/") {
		return closeOnLine(s, j+2)
	}
	return -1
}

// withByEnd is where ", supervised by ..." (or another of withByWords,
// the comma optional) opening at s[q] ends: the end of s, -1 when none
// opens there or a newline comes before the end.
func withByEnd(s string, q int) int {
	j := q
	if s[j] == ',' {
		j++
	}
	j = skipRESpace(s, j)
	for _, w := range withByWords {
		if hasPrefixFold(s[j:], w) && restOfText(s, j+len(w)) {
			return len(s)
		}
	}
	return -1
}

// withByWords are the words of reWith's notes that run to the end.
var withByWords = []string{"supervised by ", "advised by ", "mentored by ", "hosted by ", "managed by ", "under "}

// closeOnLine is the offset after the first ")" at or after i, -1 when a
// newline or the end comes first.
func closeOnLine(s string, i int) int {
	if k := strings.IndexAny(s[i:], ")\n"); k >= 0 && s[i+k] == ')' {
		return i + k + 1
	}
	return -1
}

// restOfText reports whether s holds no newline from i on (".*$").
func restOfText(s string, i int) bool {
	return strings.IndexByte(s[i:], '\n') < 0
}

// presentWordsTail are the words of rePresentTail (lower case).
var presentWordsTail = []string{"present", "now", "current", "ongoing"}

// presentTailIndex is rePresentTail.FindStringIndex(t): t ends with one
// of presentWordsTail, standing as a word, then only \W bytes. The word
// must end where that trailing run of \W begins, and no word of the list
// ends another, so one comparison per word decides.
func presentTailIndex(t string) []int {
	if !regexpFoldSafe(t) {
		return rePresentTail.FindStringIndex(t)
	}
	x := len(t)
	for x > 0 && !isREWordByte(t[x-1]) {
		x--
	}
	for _, w := range presentWordsTail {
		p := x - len(w)
		if p >= 0 && hasPrefixFold(t[p:x], w) && (p == 0 || !isREWordByte(t[p-1])) {
			return []int{p, len(t)}
		}
	}
	return nil
}

// urlSpans is reURL.FindAllStringIndex(t, -1) for text where no rune
// case-folds to an ASCII letter (see regexpFoldSafe): an address opening
// with "http://", "https://" or "www." where a word starts, to the next
// white space, "<", ">", "(", ")" or "]"; or a run of letters, digits and
// "-" opening at a word bound, then "." and one of urlTLDs, then perhaps
// "/" and a path. A run ends at the same place from wherever in it a
// match is tried, so it is measured once.
func urlSpans(t string) [][]int {
	var out [][]int
	runEnd := -1 // the end of the run of [A-Za-z0-9-] the last start was in
	for p := 0; p < len(t); {
		if e := urlEndAt(t, p, &runEnd); e > 0 {
			out = append(out, []int{p, e})
			p, runEnd = e, -1
			continue
		}
		p++
	}
	return out
}

// urlEndAt is where a match of reURL that opens at t[p] ends, -1 when
// none does; runEnd carries the end of the current run of host bytes.
func urlEndAt(t string, p int, runEnd *int) int {
	c := t[p]
	prevWord := p > 0 && isREWordByte(t[p-1])
	if !prevWord {
		if e := urlSchemeEnd(t, p); e > 0 {
			return e
		}
	}
	if !isHostByte(c) {
		*runEnd = -1
		return -1
	}
	if *runEnd < p {
		r := p
		for r < len(t) && isHostByte(t[r]) {
			r++
		}
		*runEnd = r
	}
	if isASCIIWordByte(c) == prevWord { // \b: a word byte on one side only
		return -1
	}
	return urlHostEnd(t, *runEnd)
}

// urlSchemeEnd is where an address opening with "http://", "https://"
// or "www." at t[p] ends (its path must not be empty), -1 when none
// opens there.
func urlSchemeEnd(t string, p int) int {
	if c := lowerASCII(t[p]); c != 'h' && c != 'w' {
		return -1
	}
	for _, open := range urlOpens {
		if hasPrefixFold(t[p:], open) {
			if e := urlPathEnd(t, p+len(open)); e > p+len(open) {
				return e
			}
			return -1 // the three open differently: no other can match here
		}
	}
	return -1
}

// urlOpens are how reURL's first alternative opens (lower case).
var urlOpens = []string{"http://", "https://", "www."}

// urlHostEnd is where reURL's second alternative ends when its run of
// host bytes ends at t[r]: a "." there, one of urlTLDs, then perhaps "/"
// and a path; -1 when it does not match.
func urlHostEnd(t string, r int) int {
	if r >= len(t) || t[r] != '.' {
		return -1
	}
	for _, d := range urlTLDs {
		if hasPrefixFold(t[r+1:], d) {
			e := r + 1 + len(d)
			if e < len(t) && t[e] == '/' {
				e = urlPathEnd(t, e+1)
			}
			return e
		}
	}
	return -1
}

// isHostByte reports whether c is in reURL's [a-z0-9-] (any case).
func isHostByte(c byte) bool { return isASCIIWordByte(c) || c == '-' }

// urlPathEnd is the end of the run of bytes from i that are not \s, "<",
// ">", "(", ")" or "]".
func urlPathEnd(t string, i int) int {
	for i < len(t) {
		switch t[i] {
		case ' ', '\t', '\n', '\f', '\r', '<', '>', '(', ')', ']':
			return i
		}
		i++
	}
	return i
}

// mayEmptyBrackets reports whether s may hold a pattern of emptyBrackets
// ("()", "( )", "[]", ", ]", ", )", " · ·"): a closing bracket right after
// an opening one or a space, or the doubled dot. A venue's own brackets
// ("(ICSE 2030)") close after a word, and the replacer, which copies s
// even when it replaces nothing, is not run on them.
func mayEmptyBrackets(s string) bool {
	for i := 1; i < len(s); i++ {
		if c := s[i]; c == ')' || c == ']' {
			if b := s[i-1]; b == '(' || b == '[' || b == ' ' {
				return true
			}
		}
	}
	return strings.Contains(s, " · ·")
}
