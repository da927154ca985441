package venue

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// The journal layer: about 40,000 journals of every field, generated from
// the CC0 JabRef abbreviation lists by internal/cmd/genjournals into
// journals.tsv.gz (JOURNALS.md says which lists, from which commit, and
// why the others are left out). It sits under the curated layer
// (venues.txt): Match and Lookup ask the curated layer first, and a
// journal the curated layer also knows, by an acronym, alias or full
// name, is answered as the curated venue.
//
// A journal is keyed by its full name; its Acronym is a stable short key,
// its ISO 4 abbreviation when no other journal of the lists shares it,
// else its full name. Full names and abbreviations are matched case-
// insensitively on whole words, dotted or dotless ("J. Chem. Phys." and
// "J Chem Phys"), "the" and "and" ignored (so "&" reads as "and").
//
// Tens of thousands of names hold ordinary words ("Science", "Energy",
// "Data"), so the layer only answers for a text that is the venue: the
// name must open the text, after words such as "In" or "Accepted to" and
// a year, and cover it up to volume, issue, pages, year, a DOI and a
// bracketed acronym ("Journal of Pebble Studies (JPS) 12(3):45–67,
// 2021"). An abbreviation that is no full name may instead be the head of
// the text, followed by a comma, colon, semicolon or bracket ("J. Pebble
// Stud., special issue on gravel"). A name inside a title, an
// affiliation or a sentence is never a journal of this layer.

//go:embed journals.tsv.gz
var journalsGz []byte

//go:embed journalwords.txt
var journalWordsFile string

// journalWords are the words of journalwords.txt.
var journalWords = func() map[string]bool {
	m := map[string]bool{}
	for _, l := range strings.Split(journalWordsFile, "\n") {
		if l = strings.TrimSpace(l); l != "" && l[0] != '#' {
			m[l] = true
		}
	}
	return m
}()

// IsJournalWord reports whether a lower-case word names a journal as a
// journal ("journal", "letters", "annals"; journalwords.txt).
func IsJournalWord(w string) bool { return journalWords[w] }

// journalLayer is the compiled journal layer: the file's lines, one
// journal each, and a token trie over every matchable name, built once
// (load) on first use.
type journalLayer struct {
	once sync.Once
	gz   []byte // the gzipped file

	lines []string         // by journal: key, area, names, abbreviations, other names (tab-separated; "|" between names)
	vocab map[string]int32 // lower-case word -> id
	edges map[uint64]int32 // node<<32 | word id -> child node (node 0: the root)
	term  []int32          // by node: the journal whose name or abbreviation ends here; -1 none, -2 two journals
	name  []bool           // by node: a full name ends here (not only an abbreviation)
	self  []bool           // by node: the full name ending here holds a journal word (IsJournalWord)
	depth []uint8          // by node: words from the root
	jword []bool           // by word id: a journal word (IsJournalWord)
	tab   []vocabSlot      // ASCII words by wordHash (index): vocab without a map look-up
	words []string         // by word id: the word
	// first has one bit per word that opens a name (its wordHash): a
	// text whose first word's bit is clear opens no journal's name,
	// known without a map look-up (most texts asked about)
	first *[firstBitWords]uint64
	spans []span // build's scratch
	err   error  // a malformed file (TestJournalsLoad guards the embedded one)
}

// embeddedJournals is the layer Default carries.
var embeddedJournals = &journalLayer{gz: journalsGz}

// Journal file columns.
const (
	jKey = iota
	jArea
	jNames
	jAbbrevs
	jOther
	jColumns
)

// maxJournalWords bounds a trie walk: no journal name is longer.
const maxJournalWords = 40

// JournalKey is the identity of a journal name or abbreviation as the
// journal layer matches it: its words lower-cased, "the" and "and"
// dropped, joined by single spaces ("The Journal of Pebbles & Gravel"
// and "journal of pebbles and gravel" are both "journal of pebbles
// gravel"; "J. Pebble Stud." and "J Pebble Stud" both "j pebble stud").
func JournalKey(s string) string {
	var parts []string
	for _, t := range tokenize(s, nil) {
		if w := lowerWord(s[t.start:t.end]); !journalSkip(w) {
			parts = append(parts, w)
		}
	}
	return strings.Join(parts, " ")
}

// journalSkip reports whether a lower-case word is ignored in journal
// names: "the", and "and" (written "&" as often, which is no word).
func journalSkip(w string) bool { return w == "the" || w == "and" }

// ready builds the layer once.
func (l *journalLayer) ready() bool {
	l.once.Do(l.load)
	return l.err == nil
}

// load decompresses the file and builds the trie.
func (l *journalLayer) load() {
	zr, err := gzip.NewReader(bytes.NewReader(l.gz))
	if err != nil {
		l.err = err
		return
	}
	data, err := io.ReadAll(zr)
	if err != nil {
		l.err = err
		return
	}
	l.err = l.build(string(data))
}

// build indexes text, the journal file: comment lines start with "#".
func (l *journalLayer) build(text string) error {
	l.vocab = make(map[string]int32, 1<<16)
	l.edges = make(map[uint64]int32, 1<<18)
	l.term, l.name, l.self, l.depth = []int32{-1}, []bool{false}, []bool{false}, []uint8{0}
	l.first = new([firstBitWords]uint64)
	for n, line := range strings.Split(text, "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != jColumns || f[jKey] == "" || (f[jArea] != "" && !ValidArea(f[jArea])) {
			return fmt.Errorf("journals: line %d: want %d tab-separated columns with a key and a known area", n+1, jColumns)
		}
		j := int32(len(l.lines))
		l.lines = append(l.lines, line)
		for _, nm := range splitList(f[jNames]) {
			l.add(nm, j, true)
		}
		for _, a := range splitList(f[jAbbrevs]) {
			l.add(a, j, false)
		}
	}
	l.index()
	return nil
}

// splitList splits a column of "|"-separated names.
func splitList(col string) []string {
	if col == "" {
		return nil
	}
	return strings.Split(col, "|")
}

// add puts form s of journal j into the trie. Where two journals end at
// one node a full name beats an abbreviation; two of a kind make the node
// ambiguous (-2): the text names one of two journals, which is unsure.
func (l *journalLayer) add(s string, j int32, isName bool) {
	node := int32(0)
	words := 0
	self := false
	l.spans = tokenize(s, l.spans[:0])
	for _, t := range l.spans {
		w := s[t.start:t.end]
		if isSkipWord(w) {
			continue
		}
		if words++; words > maxJournalWords {
			return
		}
		id := l.wordID(w, false)
		if id < 0 {
			lw := lowerWord(w)
			id = int32(len(l.vocab))
			l.vocab[lw] = id
			l.jword = append(l.jword, journalWords[lw])
		}
		self = self || l.jword[id]
		if node == 0 {
			h := wordHash(l.vocabWord(w))
			l.first[h/64%firstBitWords] |= 1 << (h % 64)
		}
		node = l.child(node, id, words)
	}
	if node == 0 {
		return
	}
	l.mark(node, j, isName)
	l.self[node] = l.name[node] && self
}

// firstBitWords is the size of journalLayer.first in 64-bit words:
// 262,144 bits for some 15,000 words that open a name.
const firstBitWords = 4096

// vocabWord is w lower-cased as the vocabulary holds it.
func (l *journalLayer) vocabWord(w string) string { return lowerWord(w) }

// child returns the child of node by word id, made if new (at depth).
func (l *journalLayer) child(node, id int32, depth int) int32 {
	k := uint64(node)<<32 | uint64(id)
	c, ok := l.edges[k]
	if !ok {
		c = int32(len(l.term))
		l.edges[k] = c
		l.term = append(l.term, -1)
		l.name = append(l.name, false)
		l.self = append(l.self, false)
		l.depth = append(l.depth, uint8(depth))
	}
	return c
}

// mark records that a name (or abbreviation) of journal j ends at node.
func (l *journalLayer) mark(node, j int32, isName bool) {
	switch prev := l.term[node]; {
	case prev == -1 || prev == j:
		l.term[node] = j
		l.name[node] = l.name[node] || isName
	case prev == -2:
	case l.name[node] == isName:
		l.term[node] = -2
	case isName:
		l.term[node], l.name[node] = j, true
	}
}

// venue is journal j as a Venue.
func (l *journalLayer) venue(j int32) Venue {
	f := strings.Split(l.lines[j], "\t")
	v := Venue{Acronym: f[jKey], Kind: Journal, Area: f[jArea]}
	v.Names = append(splitList(f[jNames]), splitList(f[jOther])...)
	for _, a := range splitList(f[jAbbrevs]) {
		if a != v.Acronym && !slices.Contains(v.Aliases, a) {
			v.Aliases = append(v.Aliases, a)
		}
	}
	if len(v.Names) == 0 {
		v.Names = []string{v.Acronym}
	}
	return v
}

// wordID is the id of text word w, lower-cased, or -1: looked up in
// the open-addressed table (vocabTab) once built, in the map while
// building. first: w opens the text, and a word no name opens with is
// -1 at once (its bit in first is clear).
func (l *journalLayer) wordID(w string, first bool) int32 {
	var buf [64]byte
	if len(w) > len(buf) || !isASCII(w) {
		if id, ok := l.vocab[lowerWord(w)]; ok {
			return id
		}
		return -1
	}
	b := buf[:len(w)]
	h := uint32(2166136261)
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
		h = (h ^ uint32(c)) * 16777619
	}
	if first && l.first[h/64%firstBitWords]&(1<<(h%64)) == 0 {
		return -1
	}
	if l.tab == nil {
		if id, ok := l.vocab[string(b)]; ok {
			return id
		}
		return -1
	}
	mask := uint32(len(l.tab) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		sl := l.tab[i]
		if sl.id1 == 0 {
			return -1
		}
		if sl.hash == h && l.words[sl.id1-1] == string(b) {
			return sl.id1 - 1
		}
	}
}

// index builds tab and words from vocab: an open-addressed table of at
// least four slots per word, probed linearly from the word's hash. Words
// beyond ASCII stay in vocab, the only ones left there.
func (l *journalLayer) index() {
	l.words = make([]string, len(l.vocab))
	size := 64
	for size < 4*len(l.vocab) {
		size *= 2
	}
	l.tab = make([]vocabSlot, size)
	mask := uint32(size - 1)
	other := map[string]int32{} // the words beyond ASCII, which stay in the map
	for w, id := range l.vocab {
		l.words[id] = w
		if !isASCII(w) {
			other[w] = id
			continue
		}
		h := wordHash(w)
		i := h & mask
		for l.tab[i].id1 != 0 {
			i = (i + 1) & mask
		}
		l.tab[i] = vocabSlot{hash: h, id1: id + 1}
	}
	l.vocab = other
}

// isSkipWord reports whether text word w is "the" or "and", any case.
func isSkipWord(w string) bool {
	return strings.EqualFold(w, "the") || strings.EqualFold(w, "and")
}

// walk follows the trie from text[i:] word by word and returns the
// deepest node that ends a name, and the end of its last word (node 0:
// none). A word the trie lacks ends the walk.
func (l *journalLayer) walk(text string, i int) (last int32, end int) {
	node := int32(0)
	for words := 0; words < maxJournalWords; {
		s, e := nextWord(text, i)
		if s == e {
			break
		}
		i = e
		w := text[s:e]
		if isSkipWord(w) {
			continue
		}
		id := l.wordID(w, node == 0)
		if id < 0 {
			break
		}
		child, ok := l.edges[uint64(node)<<32|uint64(id)]
		if !ok {
			break
		}
		node = child
		words++
		if l.term[node] != -1 {
			last, end = node, e
		}
	}
	return last, end
}

// match finds the journal text is: a name or abbreviation that opens it
// (after journalLead words and years) and leaves it as the venue (fits).
// It returns the journal and the span of its name.
func (l *journalLayer) match(text string) (j int32, start, end int, ok bool) {
	if !l.ready() {
		return -1, 0, 0, false
	}
	i := 0
	for lead := 0; lead <= maxJournalLead; lead++ {
		s, e := nextWord(text, i)
		if s == e {
			break
		}
		if node, nameEnd := l.walk(text, s); node > 0 {
			j := l.term[node]
			if j < 0 {
				return -1, 0, 0, false // two journals so named: unsure
			}
			if l.fits(node, text[s:min(nameEnd+1, len(text))], text[nameEnd:], lead > 0) {
				return j, s, nameEnd, true
			}
		}
		if !isLeadWord(text[s:e]) && !isYearWord(text[s:e]) {
			break
		}
		i = e
	}
	return -1, 0, 0, false
}

// fits reports whether a name of two or more words that ends at node,
// written as name in the text (with the byte after it, its final
// period), leaves the text as the venue, with rest after it and led or
// not by journalLead words. The name must cover the text (coverRest) and
// read as a journal's: it holds a journal word ("Journal of Pebbles"), is
// an abbreviation that is no full name, dotted or not ("J. Pebbles", "J
// Pebbles"), follows a lead ("In Pebble Science") or has a volume or page
// number after it ("Pebble Science 12, 3–4"); "Pebble Science" alone, or
// with only a year or a term ("Pebble Science, Fall 2003"), is a course,
// a field or a heading as often. A dotted abbreviation that is no full
// name may also head the text (headRest).
//
// A one-word name ("Pebbles") is never enough: it is as often the tail of
// a longer name wrapped onto the next line ("…of Pebbles 12, 3–4") or a
// heading; the curated layer knows the one-word journals CVs name, and
// which of them need a year.
func (l *journalLayer) fits(node int32, name, rest string, led bool) bool {
	if l.depth[node] < 2 {
		return false
	}
	dotted := !l.name[node] && strings.Contains(name, ".")
	if dotted && headRest(rest) {
		return true
	}
	if !coverRest(rest) {
		return false
	}
	return led || l.self[node] || !l.name[node] || hasVolume(rest)
}

// hasVolume reports whether rest holds a number that is not a year: a
// volume, issue, page or article number.
func hasVolume(rest string) bool {
	for i := 0; ; {
		s, e := nextWord(rest, i)
		if s == e {
			return false
		}
		if w := rest[s:e]; numberish(w) && !isYearWord(w) {
			return true
		}
		i = e
	}
}

// maxJournalLead is how many words may stand before a journal's name.
const maxJournalLead = 4

// journalLead are words that may open a venue text before a journal's
// name: "In", "To appear in", "Accepted to", "Published in", "Submitted
// to", "Under review at", "Forthcoming in".
var journalLead = map[string]bool{
	"in": true, "to": true, "appear": true, "appears": true, "appeared": true,
	"published": true, "accepted": true, "submitted": true, "forthcoming": true,
	"under": true, "review": true, "at": true, "for": true, "publication": true,
}

// isLeadWord reports whether w is a journalLead word, any case.
func isLeadWord(w string) bool {
	var buf [12]byte
	if len(w) > len(buf) {
		return false
	}
	return journalLead[string(textscan.AppendLowerASCII(buf[:0], w))]
}

// isYearWord reports whether w is a four-digit year, 1900–2099.
func isYearWord(w string) bool {
	return len(w) == 4 && allDigits(w) && (w[:2] == "19" || w[:2] == "20")
}

// journalTrail are words that may follow a journal's name in the text it
// covers: volume, issue and page words, months, and the words of a
// status ("in press", "to appear", "early access").
var journalTrail = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`vol vols volume volumes no nos nr num number numbers
		issue issues iss pp p pg pgs page pages art article articles suppl supplement pt part
		special ed edition series ser sect sec
		in press to appear forthcoming accepted submitted online early access preprint
		jan january feb february mar march apr april may jun june jul july aug august
		sep sept september oct october nov november dec december`) {
		m[w] = true
	}
	return m
}()

// coverRest reports whether rest, the text after a journal's name, holds
// only what a citation gives after it: numbers (volume, issue, pages,
// year, article numbers such as "e1002345" or "L12"), journalTrail words,
// roman numerals, a DOI or link, and, right after the name, a bracketed
// acronym ("(JPS)").
func coverRest(rest string) bool {
	rest = skipOwnAcronym(rest)
	for i := 0; ; {
		s, e := nextWord(rest, i)
		if s == e {
			return true
		}
		w := rest[s:e]
		lw := strings.ToLower(w)
		switch {
		case lw == "doi" || lw == "https" || lw == "http" || lw == "www":
			// the DOI or link runs to the next space
			sp := strings.IndexAny(rest[e:], " \t")
			if sp < 0 {
				return true
			}
			e += sp
		case journalTrail[lw], numberish(w), romanNumeral(lw):
		default:
			return false
		}
		i = e
	}
}

// skipOwnAcronym drops a bracket right after a journal's name that holds
// one acronym of letters ("(JPS)", "[JPS]"): the journal's own, as CVs
// write it. A code with digits ("(PEB2021)") is a course's or an event's.
func skipOwnAcronym(rest string) string {
	t := strings.TrimLeft(rest, " ,")
	if t == "" || (t[0] != '(' && t[0] != '[') {
		return rest
	}
	closer := byte(')')
	if t[0] == '[' {
		closer = ']'
	}
	k := strings.IndexByte(t, closer)
	if k < 0 {
		return rest
	}
	inner := strings.TrimSpace(t[1:k])
	if isAcronymWord(inner) && len(tokenize(inner, nil)) == 1 && !strings.ContainsAny(inner, "0123456789") {
		return t[k+1:]
	}
	return rest
}

// numberish reports whether w is a number or an article or page number:
// digits with at most one letter ("12", "044103", "e1002345", "L12",
// "5A"); "CS449" is a course's code.
func numberish(w string) bool {
	digits, letters := 0, 0
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letters++
		default:
			return false
		}
	}
	return digits > 0 && letters <= 1
}

// romanNumeral reports whether a lower-case word is a roman numeral of up
// to six letters ("ii", "xiv").
func romanNumeral(w string) bool {
	if len(w) == 0 || len(w) > 6 {
		return false
	}
	return strings.Trim(w, "ivxlc") == ""
}

// headRest reports whether rest, the text after an abbreviation, leaves
// it as the head of the text: nothing, or a comma, colon, semicolon or
// bracket after its final period.
func headRest(rest string) bool {
	t := strings.TrimLeft(rest, ". ")
	if t == "" {
		return true
	}
	r, _ := utf8.DecodeRuneInString(t)
	return strings.ContainsRune(",;:([", r)
}

// lookup finds the journal whose key, full name or abbreviation s is,
// word for word, and the trie node it ends at. A single word answers only
// as the journal's key written exactly ("Pebbles", not "pebbles"): a
// one-word name is an ordinary word more often than a journal's.
func (l *journalLayer) lookup(s string) (int32, int32, bool) {
	if !l.ready() {
		return -1, 0, false
	}
	node, end := l.walk(s, 0)
	if node == 0 || l.term[node] < 0 {
		return -1, 0, false
	}
	for i := end; ; {
		s2, e2 := nextWord(s, i)
		if s2 == e2 {
			break
		}
		if !isSkipWord(s[s2:e2]) {
			return -1, 0, false // words the walk did not take
		}
		i = e2
	}
	j := l.term[node]
	if l.depth[node] == 1 && strings.TrimSpace(s) != l.lines[j][:strings.IndexByte(l.lines[j], '\t')] {
		return -1, 0, false
	}
	return j, node, true
}

// journalOver returns the journal of the journal layer that text is
// (journalLayer.match), unless the curated layer's best candidate names
// a venue outside its span or the same span: the curated layer wins,
// except over a name that lies inside the journal's longer one ("Pebble
// Reports" inside "Pebble Reports Quarterly"). A journal the curated
// layer knows is answered as the curated venue.
func (c *Catalog) journalOver(text string, best cand) (Venue, int, int, bool) {
	if c.journals == nil {
		return Venue{}, 0, 0, false
	}
	j, s, e, ok := c.journals.match(text)
	if !ok {
		return Venue{}, 0, 0, false
	}
	if best.venue >= 0 && !(best.start >= s && best.end <= e && best.end-best.start < e-s) {
		return Venue{}, 0, 0, false
	}
	return c.journalVenue(j), s, e, true
}

// lookupJournal is Lookup's answer from the journal layer.
func (c *Catalog) lookupJournal(s string) (Venue, bool) {
	if c.journals == nil {
		return Venue{}, false
	}
	j, _, ok := c.journals.lookup(s)
	if !ok {
		return Venue{}, false
	}
	return c.journalVenue(j), true
}

// journalVenue is journal j of the journal layer, or the curated venue
// that is the same journal, worked out once per catalogue.
func (c *Catalog) journalVenue(j int32) Venue {
	if v, ok := c.jvenues.Load(j); ok {
		return v.(Venue)
	}
	v := c.journals.venue(j)
	if i, ok := c.curatedJournal(v); ok {
		v = c.entries[i].Venue
	}
	c.jvenues.Store(j, v)
	return v
}

// LookupTag is Lookup for a short name a CV writes as a tag or in
// brackets ("(PEBL)", "[J. Pebble Stud.]"): the curated layer's acronyms
// and aliases, and of the journal layer only abbreviations of two or more
// words written dotted, never a journal's full name. A bracket after a
// conference's name holds its short name, which may be a journal's full
// name too ("Conference on Pebbles (Pebble Science)").
func (c *Catalog) LookupTag(s string) (Venue, bool) {
	if c == nil {
		return Venue{}, false
	}
	c.ready()
	if i, ok := c.lookup[keyOf(s)]; ok {
		return c.entries[i].Venue, true
	}
	if c.journals == nil || !strings.Contains(s, ".") {
		return Venue{}, false
	}
	j, node, ok := c.journals.lookup(s)
	if !ok || c.journals.name[node] || c.journals.depth[node] < 2 {
		return Venue{}, false
	}
	return c.journalVenue(j), true
}

// curatedJournal finds the curated venue that is v, a journal of the
// journal layer: one whose acronym or alias is v's key, abbreviation or
// name, or whose full name is v's (after the curated layer's
// normalisation). A single word ("PEBL") names only a curated journal: a
// conference may share a journal's one-word abbreviation.
func (c *Catalog) curatedJournal(v Venue) (int, bool) {
	c.ready()
	for _, list := range [][]string{{v.Acronym}, v.Aliases, v.Names} {
		for _, a := range list {
			k := keyOf(a)
			if i, ok := c.lookup[k]; ok && (strings.Contains(k, " ") || c.entries[i].Kind == Journal) {
				return int(i), true
			}
		}
	}
	for _, n := range v.Names {
		if i, ok := c.nameOwner(n); ok {
			return int(i), true
		}
	}
	return 0, false
}

// nameOwner finds the curated venue with full name n (normalised).
func (c *Catalog) nameOwner(n string) (int32, bool) {
	w := normalizeName(n)
	if len(w) < 2 {
		return 0, false
	}
	ids := make([]int32, len(w))
	for x, word := range w {
		id, ok := c.vocab[word]
		if !ok {
			return 0, false
		}
		ids[x] = id
	}
	for _, k := range c.names[ids[0]] {
		if slices.Equal(k.ids, ids) {
			return k.venue, true
		}
	}
	return 0, false
}

// WithoutJournals returns c without the journal layer: only its curated
// venues (and a user's, see Extend) are matched. Benchmarks use it to
// measure what the layer costs.
func (c *Catalog) WithoutJournals() *Catalog {
	if c == nil || c.journals == nil {
		return c
	}
	return &Catalog{entries: c.entries, specs: c.specs}
}

// Journals returns the venues of the journal layer, sorted by key (the
// curated layer's venues are All). It builds the layer if Match or
// Lookup has not.
func (c *Catalog) Journals() []Venue {
	if c == nil || c.journals == nil || !c.journals.ready() {
		return nil
	}
	out := make([]Venue, len(c.journals.lines))
	for j := range c.journals.lines {
		out[j] = c.journals.venue(int32(j))
	}
	return out
}
