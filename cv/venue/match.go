package venue

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// stopWords are ignored when matching full names.
var stopWords = map[string]bool{
	"the": true, "of": true, "on": true, "in": true, "for": true, "and": true,
	"a": true, "an": true, "at": true, "to": true, "with": true, "&": true,
	"proceedings": true, "proc": true, "international": true,
	"acm": true, "ieee": true, "usenix": true,
	"first": true, "second": true, "third": true, "fourth": true, "fifth": true,
	"sixth": true, "seventh": true, "eighth": true, "ninth": true, "tenth": true,
	"eleventh": true, "twelfth": true, "thirteenth": true, "fourteenth": true,
	"fifteenth": true, "sixteenth": true, "seventeenth": true, "eighteenth": true,
	"nineteenth": true, "twentieth": true, "thirtieth": true, "fortieth": true,
	"fiftieth": true, "sixtieth": true, "twenty": true, "thirty": true,
	"forty": true, "fifty": true,
}

// leadWords may precede a full name and are included in the matched span.
var leadWords = []string{"acm", "ieee", "usenix", "international"}

// strictWord reports whether a key word must match in exact case or in
// capitals: English words, and words of up to four characters that
// contain a capital ("ATC", "SoCC", "Syst").
func strictWord(w string) bool {
	if englishWords[lowerWord(w)] {
		return true
	}
	return utf8.RuneCountInString(w) <= 4 && strings.ToLower(w) != w
}

// span is a word's byte range.
type span struct{ start, end int }

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// wordAt reports whether a word character starts at s[i], and its size.
func wordAt(s string, i int) (bool, int) {
	b := s[i]
	if b < utf8.RuneSelf {
		return isWordByte(b), 1
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r) || unicode.IsDigit(r), n
}

// wordBytes marks the ASCII bytes that are word characters (isWordByte),
// for tokenize's fast path.
var wordBytes = func() (t [utf8.RuneSelf]bool) {
	for b := range t {
		t[b] = isWordByte(byte(b))
	}
	return t
}()

// tokenize splits s into words: runs of letters and digits, where "&"
// between two word characters joins them ("S&P"). ASCII bytes are
// classified by a table, other runes by wordAt (held to tokenizeRef, the
// plain wordAt loop, by TestTokenizeRef and FuzzTokenize).
func tokenize(s string, dst []span) []span {
	for i := 0; ; {
		start, end := nextWord(s, i)
		if start == end {
			return dst
		}
		dst = append(dst, span{start, end})
		i = end
	}
}

// nextWord returns the bounds of the first word of s at or after i
// (start == end when there is none).
func nextWord(s string, i int) (start, end int) {
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			if !wordBytes[c] {
				i++
				continue
			}
		} else if ok, n := wordAt(s, i); !ok {
			i += n
			continue
		}
		return i, wordEnd(s, i)
	}
	return i, i
}

// wordEnd returns the end of the word that starts at s[i] (a word
// character), "&" between word characters included.
func wordEnd(s string, i int) int {
	for i < len(s) {
		c := s[i]
		if c >= utf8.RuneSelf {
			ok, n := wordAt(s, i)
			if !ok {
				return i
			}
			i += n
			continue
		}
		if wordBytes[c] {
			i++
			continue
		}
		if c == '&' && i+1 < len(s) {
			if ok, _ := wordAt(s, i+1); ok {
				i++
				continue
			}
		}
		return i
	}
	return i
}

// isASCII reports whether s is all ASCII (textscan.IsASCII).
func isASCII(s string) bool { return textscan.IsASCII(s) }

// lowerWord lower-cases a word the same way at build and match time.
func lowerWord(w string) string {
	if isASCII(w) {
		for i := 0; i < len(w); i++ {
			if c := w[i]; c >= 'A' && c <= 'Z' {
				return asciiLower(w)
			}
		}
		return w
	}
	return strings.ToLower(w)
}

func asciiLower(w string) string {
	b := []byte(w)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

func allDigits(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return len(w) > 0
}

// isOrdinal reports whether w is a numeric ordinal: 1st, 2nd, 37th.
func isOrdinal(w string) bool {
	if len(w) < 3 {
		return false
	}
	n := len(w) - 2
	if !allDigits(w[:n]) {
		return false
	}
	switch strings.ToLower(w[n:]) {
	case "st", "nd", "rd", "th":
		return true
	}
	return false
}

// normalizeName turns a full name into the words that identify it.
func normalizeName(n string) []string {
	var out []string
	for _, t := range tokenize(n, nil) {
		w := lowerWord(n[t.start:t.end])
		if stopWords[w] || allDigits(w) || isOrdinal(w) {
			continue
		}
		out = append(out, w)
	}
	return out
}

// gluedYear returns the length of w without a trailing two- or four-digit
// year glued to a word ("IISWC18" -> 5), or 0 if there is none.
func gluedYear(w string) int {
	i := len(w)
	for i > 0 && w[i-1] >= '0' && w[i-1] <= '9' {
		i--
	}
	d := len(w) - i
	if i < 2 || (d != 2 && d != 4) {
		return 0
	}
	if c := w[i-1]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
		return 0
	}
	if d == 4 && !(w[i:i+2] == "19" || w[i:i+2] == "20") {
		return 0
	}
	return i
}

// yearAfter reports whether a year follows text[end:]: " 2020", "'20",
// " ’20", "-2020", ", 2020", or two digits after a space.
func yearAfter(text string, end int) bool {
	i := end
	if i < len(text) && text[i] == ',' {
		i++
	}
	if i < len(text) && text[i] == ' ' {
		i++
	}
	switch {
	case strings.HasPrefix(text[i:], "'"), strings.HasPrefix(text[i:], "-"), strings.HasPrefix(text[i:], "`"):
		i++
	case strings.HasPrefix(text[i:], "’"), strings.HasPrefix(text[i:], "‘"):
		i += len("’")
	}
	j := i
	for j < len(text) && text[j] >= '0' && text[j] <= '9' {
		j++
	}
	if j < len(text) {
		if ok, _ := wordAt(text, j); ok {
			return false
		}
	}
	switch j - i {
	case 2:
		return true
	case 4:
		return text[i:i+2] == "19" || text[i:i+2] == "20"
	}
	return false
}

// bracketed reports whether text[start:end] stands alone in brackets.
func bracketed(text string, start, end int) bool {
	return start > 0 && end < len(text) &&
		(text[start-1] == '(' || text[start-1] == '[') &&
		(text[end] == ')' || text[end] == ']')
}

// tok is a word of the text being matched.
type tok struct {
	start, end int32
	stemEnd    int32 // end of the word without a glued year, or 0
	id         int32 // lower-case word id, -1 if unknown
	stemID     int32 // id of the word without its glued year, or -1
	drop       bool  // ignored in full-name matching
}

// maxGap is the most bytes allowed between two words of an acronym or
// alias ("ACM Trans. Comput. Syst.").
const maxGap = 5

// vocabBitWords is the size of Catalog.vocabBits in 64-bit words: 65536
// bits, for a vocabulary of about three thousand words (one bit in
// twenty-five set: a word the catalogue lacks rarely passes the test).
const vocabBitWords = 1024

// wordHash is the FNV-1a hash of a (lower-case) word: the bit of the word
// in Catalog.vocabBits is wordHash % (64 * vocabBitWords).
func wordHash(w string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(w); i++ {
		h = (h ^ uint32(w[i])) * 16777619
	}
	return h
}

func (c *Catalog) wordID(w string) int32 {
	var buf [64]byte
	if len(w) <= len(buf) {
		// lower-case and hash (wordHash of the lower-cased word) in one
		// pass while the bytes are ASCII
		b := buf[:len(w)]
		h := uint32(2166136261)
		i := 0
		for ; i < len(w); i++ {
			ch := w[i]
			if ch >= utf8.RuneSelf {
				break
			}
			if ch >= 'A' && ch <= 'Z' {
				ch += 'a' - 'A'
			}
			b[i] = ch
			h = (h ^ uint32(ch)) * 16777619
		}
		if i == len(w) {
			if c.vocabBits[h/64%vocabBitWords]&(1<<(h%64)) == 0 {
				return -1 // not in vocab: its bit is clear
			}
			return c.vocabID(b, h)
		}
	}
	return c.vocabOf(lowerWord(w))
}

// cand is a candidate match.
type cand struct {
	venue      int32
	start, end int
	strength   int // 3: with year or long name; 2: multi-word or bracketed; 1: bare acronym
	workshop   bool
	raw        bool // an acronym or alias (else a full name)
}

func (a cand) better(b cand) bool {
	if b.venue < 0 {
		return true
	}
	if a.workshop != b.workshop {
		return a.workshop
	}
	if a.strength != b.strength {
		return a.strength > b.strength
	}
	if a.start != b.start {
		return a.start < b.start
	}
	return a.end-a.start > b.end-b.start
}

// Match finds the venue mentioned in free text from a CV publication entry.
// It returns the venue and the byte span [start,end) of text that matched
// (the acronym or name, without a following year).
//
// When several venues are mentioned, a workshop beats any conference or
// journal ("LearningSys @ NeurIPS'18" is LearningSys); then an acronym
// followed by a year or a full name of three or more words beats a
// multi-word alias, a two-word name or a bracketed acronym, which beat a
// bare acronym; then the earliest mention wins, then the longest.
func (c *Catalog) Match(text string) (v Venue, start, end int, ok bool) {
	p, start, end, ok := c.MatchShared(text)
	if !ok {
		return Venue{}, 0, 0, false
	}
	return *p, start, end, true
}

// MatchShared is Match, with the venue found by reference: a catalogued
// venue is the catalogue's own (made once, shared by every caller, which
// must not change it), so a caller that keeps what it found keeps no copy.
// It is nil when nothing matched.
func (c *Catalog) MatchShared(text string) (v *Venue, start, end int, ok bool) {
	var m MatchScratch // on the stack, zeroed (MatchSharedIn lets no part of it escape)
	return c.MatchSharedIn(text, &m)
}

// tokens appends the words of text to dst, with their ids: an ASCII
// word is found, lower-cased and hashed in one pass (asciiWord), any
// other by nextWord and wordID (TestTokensRef holds the two to
// tokensRef, the plain nextWord and wordID loop).
func (c *Catalog) tokens(text string, dst []tok) []tok {
	for i := 0; i < len(text); {
		if b := text[i]; b < utf8.RuneSelf && !wordBytes[b] {
			i++
			continue
		}
		start, end, id := c.asciiWord(text, i)
		if end < 0 {
			start, end = nextWord(text, i)
			if start == end {
				return dst
			}
			id = c.wordID(text[start:end])
		}
		// built in place: a tok returned by value and copied into dst
		// stalled on its stores, a word at a time
		dst = append(dst, tok{start: int32(start), end: int32(end), id: id, stemID: -1})
		c.finishTok(text, &dst[len(dst)-1])
		i = end
	}
	return dst
}

// asciiWord finds the word that starts at text[i], a word byte, and its
// id, as nextWord and wordID would, while it is ASCII and at most 64
// bytes long; end is -1 when it is not. The word is hashed as it is
// lower-cased, byte by byte, and compared with the vocabulary ignoring
// ASCII case (vocabIDFold): no lower-cased copy is made.
func (c *Catalog) asciiWord(text string, i int) (start, end int, id int32) {
	h := uint32(2166136261)
	j := i
	for ; j < len(text); j++ {
		ch := text[j]
		if j-i == 64 {
			return i, -1, -1
		}
		if lc := wordLower[ch]; lc != 0 { // a word byte, lower-cased: one look-up
			h = (h ^ uint32(lc)) * 16777619
			continue
		}
		if ch >= utf8.RuneSelf {
			return i, -1, -1
		}
		if ch == '&' && j+1 < len(text) {
			if joinsAt(text, j+1) {
				h = (h ^ '&') * 16777619
				continue
			}
			if text[j+1] >= utf8.RuneSelf {
				return i, -1, -1 // "&" before a non-ASCII rune: wordAt decides
			}
		}
		break
	}
	if c.vocabBits[h/64%vocabBitWords]&(1<<(h%64)) == 0 {
		return i, j, -1 // not in vocab: its bit is clear
	}
	return i, j, c.vocabIDFold(text[i:j], h)
}

// wordLower maps each ASCII word byte (wordBytes) to its lower case, and
// every other byte to 0, for asciiWord.
var wordLower = func() (t [256]byte) {
	for b := range utf8.RuneSelf {
		if wordBytes[b] {
			t[b] = byte(unicode.ToLower(rune(b)))
		}
	}
	return t
}()

// vocabIDFold is vocabID of the lower case of w, an ASCII word whose
// lower case hashes to h, compared ignoring ASCII case rather than
// copied lower-cased (the vocabulary's words are lower case).
func (c *Catalog) vocabIDFold(w string, h uint32) int32 {
	mask := uint32(len(c.vocabTab) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		sl := c.vocabTab[i]
		if sl.id1 == 0 {
			return -1
		}
		if sl.hash == h && int(sl.n) == len(w) && textscan.EqualFold(w, c.vocabText[sl.off:sl.off+sl.n]) {
			return sl.id1 - 1
		}
	}
}

// joinsAt reports whether text[j], after an "&", is an ASCII word byte.
func joinsAt(text string, j int) bool {
	return text[j] < utf8.RuneSelf && wordBytes[text[j]]
}

// wordTok is the tok of the word text[start:end], whose id is id.
func (c *Catalog) wordTok(text string, start, end int, id int32) tok {
	t := tok{start: int32(start), end: int32(end), id: id, stemID: -1}
	c.finishTok(text, &t)
	return t
}

// finishTok fills in the rest of tok t, whose bounds and id are set:
// its stem before a glued year, and whether full names skip it.
func (c *Catalog) finishTok(text string, t *tok) {
	if last := text[t.end-1]; last >= '0' && last <= '9' {
		c.digitTok(text, t)
	} else if t.id < 0 {
		t.drop = isOrdinal(text[t.start:t.end])
	}
	if t.id >= 0 && c.stop[t.id] {
		t.drop = true
	}
}

// digitTok fills in what a word ending in a digit adds to its tok t: the
// stem before a glued year, and whether it is a number or an ordinal.
func (c *Catalog) digitTok(text string, t *tok) {
	w := text[t.start:t.end]
	if n := gluedYear(w); n > 0 {
		t.stemEnd = t.start + int32(n)
		t.stemID = c.wordID(w[:n])
	}
	t.drop = allDigits(w) || isOrdinal(w)
}

// candSet is what gathering the candidates of one Match reads: the
// candidates go in and out of its methods by value (a slice kept in the
// struct would move Match's buffers to the heap).
type candSet struct {
	c    *Catalog
	text string
	toks []tok
}

// consider adds candidate k, whose first word is toks[first], unless it
// is part of a body's name ("Imaginary Chapter of the ACL", "Institute
// for ...").
func (s *candSet) consider(cands []cand, k cand, first int) []cand {
	if s.c.partOfBody(s.text, s.toks, first) {
		return cands
	}
	k.workshop = s.c.entries.workshop(k.venue)
	return append(cands, k)
}

// rawAt tries the acronyms and aliases that open with word i: by the
// pair index when the word opens many.
func (s *candSet) rawAt(cands []cand, i int) []cand {
	c, t := s.c, s.toks[i]
	if t.id >= 0 {
		keys, second := c.rawOf(t.id)
		if c.pairs != nil && len(keys) >= pairMin {
			m := c.rawPlaces(s.toks, i, t.id)
			for x, ok := m.next(); ok; x, ok = m.next() {
				cands = s.tryRaw(cands, i, &keys[x], second[x])
			}
		} else {
			for x := range keys { // by index: no copy of the key
				cands = s.tryRaw(cands, i, &keys[x], second[x])
			}
		}
	}
	if t.stemID >= 0 {
		keys, _ := c.rawOf(t.stemID)
		for x := range keys {
			if k := &keys[x]; k.n == 1 {
				if m, ok := c.matchRaw(s.text, s.toks, i, k); ok {
					cands = s.consider(cands, m, i)
				}
			}
		}
	}
	return cands
}

// tryRaw tries key k, whose secondCode is code, at word i.
func (s *candSet) tryRaw(cands []cand, i int, k *rawKey, code int32) []cand {
	if !secondFits(s.toks, i, code) {
		return cands // most keys of a common first word ("J.", "IEEE") fail here, in a 4-byte code
	}
	if m, ok := s.c.matchRaw(s.text, s.toks, i, k); ok {
		return s.consider(cands, m, i)
	}
	return cands
}

// namesAt tries the full names that open with kept word norm[j]: by the
// pair index when the word opens many.
func (s *candSet) namesAt(cands []cand, norm []int32, j int) []cand {
	c := s.c
	id := s.toks[norm[j]].id
	if id < 0 {
		return cands
	}
	keys := c.namesOf(id)
	if c.pairs != nil && len(keys) >= pairMin {
		m := c.namePlaces(s.toks, norm, j, id)
		for x, ok := m.next(); ok; x, ok = m.next() {
			cands = s.tryName(cands, norm, j, &keys[x])
		}
		return cands
	}
	for x := range keys {
		cands = s.tryName(cands, norm, j, &keys[x])
	}
	return cands
}

// tryName tries full name k at kept word norm[j].
func (s *candSet) tryName(cands []cand, norm []int32, j int, k *nameKey) []cand {
	toks := s.toks
	ids := s.c.nameIDsOf(k)
	n := len(ids)
	if j+n > len(norm) {
		return cands
	}
	for x := 1; x < n; x++ {
		if toks[norm[j+x]].id != ids[x] {
			return cands
		}
	}
	strength := 2
	if n >= 3 {
		strength = 3
	}
	// Widen the span over publisher words just before the name
	// ("IEEE International Conference on ...").
	c, first := s.c, int(norm[j])
	for first > 0 && toks[first-1].id >= 0 && c.lead[toks[first-1].id] &&
		int(toks[first].start)-int(toks[first-1].end) <= maxGap {
		first--
	}
	last := int(norm[j+n-1])
	if !c.namePrecise(s.text, toks, first, last, k.venue) {
		return cands
	}
	return s.consider(cands, cand{venue: k.venue, start: int(toks[first].start), end: int(toks[last].end), strength: strength}, first)
}

// matchRaw tries acronym or alias k at word i of text.
func (c *Catalog) matchRaw(text string, toks []tok, i int, k *rawKey) (cand, bool) {
	ids := c.keyIDsOf(k)
	n := len(ids)
	if i+n > len(toks) {
		return cand{}, false
	}
	for j := 1; j < n; j++ { // the words' ids first: most keys fail here, cheaply
		if t := toks[i+j]; t.id != ids[j] && (j < n-1 || t.stemID != ids[j]) {
			return cand{}, false
		}
	}
	kw := c.keyWords[k.first : k.first+k.n]
	glued := false
	end := 0
	for j := 0; j < n; j++ {
		t := toks[i+j]
		if j > 0 && !gapFits(text[toks[i+j-1].end:t.start], kw[j].sep) {
			return cand{}, false
		}
		var w string
		switch {
		case t.id == ids[j]:
			w = text[t.start:t.end]
		case j == n-1 && t.stemID == ids[j]:
			w = text[t.start:t.stemEnd]
			glued = true
		default:
			return cand{}, false
		}
		if kw[j].strict && w != c.word(&kw[j]) && w != c.upper(&kw[j]) {
			return cand{}, false
		}
		end = int(t.start) + len(w)
	}
	start := int(toks[i].start)
	m := cand{venue: k.venue, start: start, end: end, strength: 1, raw: true}
	if k.tagOnly && !tagOnlyAt(text, start, end, glued) {
		return cand{}, false
	}
	switch {
	case n == 1 && c.lead[ids[0]]:
		// a publisher's name standing for its venue ("USENIX'23"): the
		// weakest evidence, any other venue named beats it
		if !glued && !yearAfter(text, end) && !bracketed(text, start, end) {
			return cand{}, false
		}
	case glued || yearAfter(text, end):
		m.strength = 3
	case bracketed(text, start, end):
		m.strength = 2
	case k.yearOnly:
		return cand{}, false
	case n > 1:
		m.strength = 2
	}
	return m, true
}
