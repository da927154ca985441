package venue

import (
	"bufio"
	"cmp"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

//go:embed venues.txt
var embedded string

// Kind is the kind of a venue.
type Kind string

// Venue kinds.
const (
	Conference Kind = "conference"
	Journal    Kind = "journal"
	Workshop   Kind = "workshop"
)

// Valid reports whether k is one of the known kinds.
func (k Kind) Valid() bool {
	return k == Conference || k == Journal || k == Workshop
}

// areas is the fixed set of research areas a venue may belong to.
var areas = []string{
	"systems", "architecture", "hpc", "networking", "databases", "ml", "ai",
	"pl", "se", "security", "theory", "hci", "graphics", "vision", "nlp",
	"speech", "web", "data-mining", "robotics", "interdisciplinary",
	"mathematics", "statistics", "physics", "chemistry", "biology",
	"medicine", "economics",
}

// Areas returns the research areas a catalogue entry may name.
func Areas() []string { return slices.Clone(areas) }

// ValidArea reports whether a is one of Areas.
func ValidArea(a string) bool { return slices.Contains(areas, a) }

// Venue is one catalogue entry. The slices are shared with the catalogue
// and must not be modified.
type Venue struct {
	Acronym string   // canonical, e.g. "ASPLOS", "IoT-J", "ATC"
	Names   []string // full names
	Aliases []string // other acronyms / abbreviations
	Kind    Kind
	Area    string
	// Former holds the names and aliases that are former names of the
	// venue ("NIPS" for NeurIPS), written with a leading '<' in the
	// file; each is also in Names or Aliases. See IsFormer.
	Former []string
}

// IsFormer reports whether text, a span Match returned for v, is one of
// v's former names ("NIPS '17" for NeurIPS): a report may then say
// "NIPS (now NeurIPS)". Aliases compare by their words, names after
// normalisation, as Match compares them.
func (v Venue) IsFormer(text string) bool {
	if len(v.Former) == 0 {
		return false
	}
	key, norm := keyOf(text), strings.Join(normalizeName(text), " ")
	for _, f := range v.Former {
		if keyOf(f) == key || norm != "" && strings.Join(normalizeName(f), " ") == norm {
			return true
		}
	}
	return false
}

// entry is a venue plus what the file says about matching it.
type entry struct {
	Venue
	yearOnly []string // acronym/aliases written with a leading '!'
	tagOnly  []string // aliases written with a leading '=' (see tagOnlyAt)
	src      string   // "file:line", for error messages
	specs    []spec   // its keys (specsOf), worked out once
	index    int      // its place in the list build was given
}

// Catalog is a compiled venue catalogue. It is immutable and safe for
// concurrent use.
type Catalog struct {
	entries *entryTable // sorted by acronym (entries.go)
	specs   [][]spec    // by entry: the keys it owns (what Extend rebuilds from); see entrySpecs

	specsOnce sync.Once // works specs out from entries where decodeCatalog left them nil

	keysOnce sync.Once      // builds keys (when build did not)
	keys     map[string]int // key id -> owning entry (in keyRank's order when set)
	keyRank  []int          // entry index in the loaded file -> sorted index

	once sync.Once // builds the fields below on first Match or Lookup; packed.go tells their form
	// lookupTab finds an acronym or alias key's entry (lookupKey)
	lookupTab  []lookupSlot
	lookupText string

	// vocabBits holds one bit per vocabulary word (its wordHash): a
	// word whose bit is clear is not in the vocabulary, without a look-up
	// (three words in four of a CV are not)
	vocabBits *[vocabBitWords]uint64
	// vocabTab finds a lower-case word's id by its wordHash (see
	// vocabSlot); vocabText[vocabOff[id]:vocabOff[id+1]] is the word of
	// each id, to confirm a slot's hash
	vocabTab  []vocabSlot
	vocabText string
	vocabOff  []uint32
	stop      []bool // by word id: ignored in full-name matching
	lead      []bool // by word id: publisher word, see leadWords
	// acronyms and aliases by id of first word (rawOf), each key's
	// second word (secondCode) beside it, their words in keyIDs,
	// keyWords and keyText
	rawKeys   []rawKey
	rawSecond []int32
	rawStart  []uint32
	keyIDs    []int32
	keyWords  []keyWord
	keyText   string
	// normalised full names by id of first word (namesOf)
	nameKeys  []nameKey
	nameStart []uint32
	nameIDs   []int32
	pairs     *pairIndex // the keys of the words that open many, by second word (match_pairs.go)

	journals *journalLayer // the journal layer under the curated one (journals.go); nil: none
	jvenues  sync.Map      // journal id -> its Venue as this catalogue answers it (journalVenue)
}

var (
	defaultOnce sync.Once
	defaultCat  *Catalog
)

// Default returns the embedded catalogue, decoded once: the curated layer
// (venues.txt, built ahead into catalog.bin; see catalog_bin.go) over the
// journal layer (journals.tsv and its generated index, read in place; see
// journals.go). It panics only if an embedded file is malformed, which
// tests guard against.
func Default() *Catalog {
	defaultOnce.Do(func() {
		c, err := decodeCatalog(embeddedCatalog)
		if err != nil {
			panic("venue: embedded catalogue: " + err.Error())
		}
		c.journals = embeddedJournals
		defaultCat = c
	})
	return defaultCat
}

// MaxLine is the longest line a catalogue file may hold, in bytes.
const MaxLine = 1 << 20

// Load parses a catalogue in the venues.txt format. Errors name the file
// and line ("name:12: ..."): a line over MaxLine bytes, a line that is not
// valid UTF-8, a malformed entry, or an acronym, alias or full name
// claimed by two venues.
func Load(r io.Reader, name string) (*Catalog, error) {
	br := bufio.NewReaderSize(r, 64*1024)
	var entries []entry
	seen := map[string]int{} // acronym key -> line
	for lineNo := 1; ; lineNo++ {
		raw, err := readLine(br)
		if err == io.EOF {
			break
		}
		src := name + ":" + strconv.Itoa(lineNo)
		if err == errLongLine {
			return nil, fmt.Errorf("%s: line longer than %d bytes", src, MaxLine)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", src, err)
		}
		if lineNo == 1 {
			raw = strings.TrimPrefix(raw, "\ufeff")
		}
		if !utf8.ValidString(raw) {
			return nil, fmt.Errorf("%s: not valid UTF-8 (at byte %d of the line)", src, invalidAt(raw)+1)
		}
		line := strings.TrimSpace(raw)
		if line == "" || line[0] == '#' {
			continue
		}
		e, err := parseLine(line)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", src, err)
		}
		e.src = src
		k := keyOf(e.Acronym)
		if prev, ok := seen[k]; ok {
			return nil, fmt.Errorf("%s: duplicate acronym %q (first at %s:%d)", src, e.Acronym, name, prev)
		}
		seen[k] = lineNo
		entries = append(entries, e)
	}
	return build(entries)
}

// errLongLine is readLine's error for a line over MaxLine bytes.
var errLongLine = errors.New("line too long")

// readLine returns the next line without its line ending, io.EOF at the
// end of the input, or errLongLine (the rest of the line is not read).
func readLine(br *bufio.Reader) (string, error) {
	var buf []byte
	for {
		frag, err := br.ReadSlice('\n')
		if len(buf)+len(frag) > MaxLine+2 { // room for "\r\n"
			return "", errLongLine
		}
		buf = append(buf, frag...)
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF && len(buf) == 0:
			return "", io.EOF
		case err != nil && err != io.EOF:
			return "", err
		}
		line := strings.TrimSuffix(strings.TrimSuffix(string(buf), "\n"), "\r")
		if len(line) > MaxLine {
			return "", errLongLine
		}
		return line, nil
	}
}

// invalidAt is the byte offset of the first invalid UTF-8 in s.
func invalidAt(s string) int {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, n := utf8.DecodeRuneInString(s[i:]); n <= 1 {
				return i
			}
		}
	}
	return len(s)
}

// splitEscaped splits s at every sep not escaped by a backslash; the
// escapes stay in the parts (see unescape).
func splitEscaped(s string, sep byte) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++ // the next byte is taken as written
		case sep:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// unescape resolves the catalogue's escapes: `\|`, `\;` and `\\` stand
// for "|", ";" and a backslash; any other backslash is kept as written.
func unescape(s string) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("|;\\", s[i+1]) >= 0 {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func parseLine(line string) (entry, error) {
	var e entry
	f := splitEscaped(line, '|')
	if len(f) != 4 && len(f) != 5 {
		return e, fmt.Errorf("want 4 or 5 |-separated fields (ACRONYM | kind | area | names | aliases), got %d", len(f))
	}
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	acr, yo := strings.CutPrefix(f[0], "!")
	acr = strings.TrimSpace(unescape(acr))
	if !hasWord(acr) {
		return e, fmt.Errorf("empty acronym")
	}
	e.Acronym = acr
	if yo {
		e.setYearOnly(acr)
	}
	e.Kind = Kind(f[1])
	if !e.Kind.Valid() {
		return e, fmt.Errorf("%s: unknown kind %q (want conference, journal or workshop)", acr, f[1])
	}
	e.Area = f[2]
	if !ValidArea(e.Area) {
		return e, fmt.Errorf("%s: unknown area %q (want one of %s)", acr, f[2], strings.Join(areas, ", "))
	}
	for _, n := range splitEscaped(f[3], ';') {
		n, former := strings.CutPrefix(strings.TrimSpace(n), "<")
		n = strings.TrimSpace(unescape(n))
		if n == "" {
			continue
		}
		if former {
			e.addFormer(n)
		}
		if !hasWord(n) {
			return e, fmt.Errorf("%s: name %q has no words", acr, n)
		}
		if !slices.Contains(e.Names, n) {
			e.Names = append(e.Names, n)
		}
	}
	if len(e.Names) == 0 {
		return e, fmt.Errorf("%s: no full name", acr)
	}
	if len(f) == 5 {
		for _, a := range splitEscaped(f[4], ';') {
			a, yo, to, former := cutMarks(strings.TrimSpace(a))
			a = strings.TrimSpace(unescape(a))
			if a == "" {
				continue
			}
			if former {
				e.addFormer(a)
			}
			if !hasWord(a) {
				return e, fmt.Errorf("%s: alias %q has no words", acr, a)
			}
			if yo {
				e.setYearOnly(a)
			}
			if to {
				e.setTagOnly(a)
			}
			if a != acr && !slices.Contains(e.Aliases, a) {
				e.Aliases = append(e.Aliases, a)
			}
		}
	}
	return e, nil
}

// cutMarks strips the marks an alias may open with, in any order: '!'
// (year only), '=' (tag only) and '<' (a former name).
func cutMarks(a string) (rest string, yearOnly, tagOnly, former bool) {
	for a != "" {
		switch a[0] {
		case '!':
			yearOnly = true
		case '=':
			tagOnly = true
		case '<':
			former = true
		default:
			return a, yearOnly, tagOnly, former
		}
		a = a[1:]
	}
	return a, yearOnly, tagOnly, former
}

// addFormer records a former name or alias once.
func (e *entry) addFormer(s string) {
	if !slices.Contains(e.Former, s) {
		e.Former = append(e.Former, s)
	}
}

// setTagOnly marks an alias written with a leading '='.
func (e *entry) setTagOnly(key string) {
	if !slices.Contains(e.tagOnly, key) {
		e.tagOnly = append(e.tagOnly, key)
	}
}

// setYearOnly marks an acronym or alias written with a leading '!'.
func (e *entry) setYearOnly(key string) {
	if !slices.Contains(e.yearOnly, key) {
		e.yearOnly = append(e.yearOnly, key)
	}
}

// Extend returns a new catalogue holding c's entries and other's: an entry
// of other replaces c's entry with the same acronym (case-insensitively),
// and where an alias or name of other's collides with one of c's, other's
// wins and c's entry loses it. Neither c nor other is modified.
func (c *Catalog) Extend(other *Catalog) *Catalog {
	if other == nil || other.entries.len() == 0 {
		return c
	}
	if c == nil {
		return other
	}
	// other's keys are resolved already and all win; c's entries keep
	// the keys other does not claim. Only c's keys are looked at.
	var entries []entry
	var specs [][]spec
	cSpecs := c.entrySpecs()
	for i, e := range c.entries.entries() {
		if j, ok := other.ownerOf("r:" + keyOf(e.Acronym)); ok && keyOf(other.entries.acronym(j)) == keyOf(e.Acronym) {
			continue // replaced by other's entry
		}
		var own []spec
		lost := map[string]bool{}
		for _, s := range cSpecs[i] {
			if _, taken := other.ownerOf(s.id); taken {
				lost[s.text] = true
			} else {
				own = append(own, s)
			}
		}
		if len(lost) > 0 {
			v := e.Venue
			v.Names = slices.DeleteFunc(slices.Clone(v.Names), func(s string) bool { return lost[s] })
			v.Aliases = slices.DeleteFunc(slices.Clone(v.Aliases), func(s string) bool { return lost[s] })
			e.Venue = v
		}
		entries = append(entries, e)
		specs = append(specs, own)
	}
	entries = append(entries, other.entries.entries()...)
	specs = append(specs, other.entrySpecs()...)
	for i := range entries {
		entries[i].specs = specs[i]
	}
	entries = sortedEntries(entries)
	table, _ := newEntryTable(entries) // Load checked kinds and areas
	nc := &Catalog{entries: table, specs: make([][]spec, len(entries)), journals: cmp.Or(c.journals, other.journals)}
	for i := range entries {
		nc.specs[i] = entries[i].specs
	}
	return nc
}

// ownerOf returns the entry (by sorted index) owning the key id.
func (c *Catalog) ownerOf(id string) (int, bool) {
	c.keysOnce.Do(c.indexKeys)
	j, ok := c.keys[id]
	if ok && c.keyRank != nil {
		j = c.keyRank[j]
	}
	return j, ok
}

// indexKeys maps every key to its owner, unless build did already.
func (c *Catalog) indexKeys() {
	if c.keys != nil {
		return
	}
	c.keys = make(map[string]int, 4*c.entries.len())
	for i, ss := range c.entrySpecs() {
		for _, s := range ss {
			c.keys[s.id] = i
		}
	}
}

// entrySpecs returns specs, working it out from the entries once where
// the catalogue was decoded (Default): only Extend and WithoutJournals
// need it then.
func (c *Catalog) entrySpecs() [][]spec {
	c.specsOnce.Do(func() {
		if c.specs != nil {
			return
		}
		entries := c.entries.entries()
		specs := make([][]spec, len(entries))
		for i := range entries {
			specs[i] = specsOf(&entries[i])
		}
		c.specs = specs
	})
	return c.specs
}

// Len returns the number of venues.
func (c *Catalog) Len() int {
	if c == nil {
		return 0
	}
	return c.entries.len()
}

// All returns every venue, sorted by acronym.
func (c *Catalog) All() []Venue {
	if c == nil {
		return nil
	}
	out := make([]Venue, c.entries.len())
	for i := range out {
		out[i] = c.entries.venue(int32(i))
	}
	return out
}

// Lookup finds a venue by its canonical acronym or one of its aliases,
// case-insensitively ("iot-j", "USENIX ATC", "nips"); then a journal of
// the journal layer by its key, full name or abbreviation, dotted or
// dotless (a one-word name only as its key is written).
func (c *Catalog) Lookup(acronym string) (Venue, bool) {
	if c == nil {
		return Venue{}, false
	}
	c.ready()
	i, ok := c.lookupKey(keyOf(acronym))
	if !ok {
		return c.lookupJournal(acronym)
	}
	return c.entries.venue(i), true
}

// keyOf is the identity of an acronym or alias: its words, lower-cased,
// joined by single spaces ("IoT-J" and "iot j" are the same key).
func keyOf(s string) string { return prefixedKey("", s) }

// prefixedKey is prefix + keyOf(s), made in one allocation where s is
// ASCII (Load makes one for every acronym and alias).
func prefixedKey(prefix, s string) string {
	var b strings.Builder
	b.Grow(len(prefix) + len(s))
	b.WriteString(prefix)
	for i, first := 0, true; ; first = false {
		start, end := nextWord(s, i)
		if start == end {
			return b.String()
		}
		if !first {
			b.WriteByte(' ')
		}
		if w := s[start:end]; isASCII(w) {
			for k := 0; k < len(w); k++ {
				c := w[k]
				if c >= 'A' && c <= 'Z' {
					c += 'a' - 'A'
				}
				b.WriteByte(c)
			}
		} else {
			b.WriteString(lowerWord(w))
		}
		i = end
	}
}

// hasWord reports whether s holds a word (tokenize would find one).
func hasWord(s string) bool {
	start, end := nextWord(s, 0)
	return start != end
}

// spec is one matchable key of an entry before indexing.
type spec struct {
	text     string   // as written
	id       string   // identity for conflict detection
	words    []string // normalised words (names only)
	name     bool     // a normalised full name (else matched word for word)
	alias    bool     // acronym or alias (for Lookup)
	yearOnly bool
	tagOnly  bool
}

func specsOf(e *entry) []spec {
	out := make([]spec, 0, 1+len(e.Aliases)+len(e.Names))
	add := func(s string, alias bool) {
		out = append(out, spec{text: s, id: prefixedKey("r:", s), alias: alias,
			yearOnly: slices.Contains(e.yearOnly, s) || (alias && isShortKey(s)), tagOnly: slices.Contains(e.tagOnly, s)})
	}
	add(e.Acronym, true)
	for _, a := range e.Aliases {
		add(a, true)
	}
	for _, n := range e.Names {
		w := normalizeName(n)
		if len(w) < 2 || e.Kind == Journal && proceedingsName(n) {
			// Too short once normalised ("Communications of the ACM"),
			// or a journal named "Proceedings of the ACM on X" that
			// normalises to its field ("programming languages"): match
			// it word for word instead.
			add(n, false)
			continue
		}
		out = append(out, spec{text: n, id: "n:" + strings.Join(w, " "), words: w, name: true})
	}
	return out
}

// proceedingsName reports whether a name opens with "Proceedings", a
// word normalisation drops: a journal so named ("Proceedings of the ACM on
// Programming Languages") would otherwise be matched by the name of its
// field alone ("programming languages" in "My research spans programming
// languages").
func proceedingsName(n string) bool {
	start, end := nextWord(n, 0)
	return start != end && lowerWord(n[start:end]) == "proceedings"
}

// isShortKey reports whether s is a single word of at most two characters
// ("SC", "TC"): such keys only match with a year or in brackets.
func isShortKey(s string) bool {
	start, end := nextWord(s, 0)
	next, _ := nextWord(s, end)
	return start != end && next == len(s) && end-start <= 2
}

// build compiles entries into a catalogue: any key claimed by two
// entries is an error naming the later line. Only the keys are resolved
// here, with one map, in time linear in the entries; the matching index is
// built on first use (see ready), so a catalogue loaded only to extend
// another is never indexed.
func build(entries []entry) (*Catalog, error) {
	owner := make(map[string]int, 4*len(entries))
	for i := range entries {
		entries[i].specs = specsOf(&entries[i])
		for _, s := range entries[i].specs {
			j, taken := owner[s.id]
			if !taken || j == i {
				owner[s.id] = i
				continue
			}
			what := "alias"
			if s.name {
				what = "name"
			}
			return nil, fmt.Errorf("%s: %s: %s %q is already used by %s (%s)",
				entries[i].src, entries[i].Acronym, what, s.text, entries[j].Acronym, entries[j].src)
		}
	}
	entries = sortedEntries(entries)
	table, _ := newEntryTable(entries) // parseLine checked kinds and areas
	c := &Catalog{entries: table, specs: make([][]spec, len(entries)), keys: owner, keyRank: make([]int, len(entries))}
	for i := range entries {
		c.specs[i] = entries[i].specs
		c.keyRank[entries[i].index] = i
	}
	return c, nil
}

// sortedEntries returns a copy of entries sorted by acronym (ignoring
// case, then exactly), each remembering its index in entries.
func sortedEntries(entries []entry) []entry {
	lower := make([]string, len(entries))
	order := make([]int, len(entries))
	for i := range entries {
		lower[i], order[i] = strings.ToLower(entries[i].Acronym), i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return cmp.Or(strings.Compare(lower[a], lower[b]), strings.Compare(entries[a].Acronym, entries[b].Acronym))
	})
	out := make([]entry, len(entries))
	for i, j := range order {
		out[i] = entries[j]
		out[i].index = j
	}
	return out
}

// ready builds the matching index once: the lookup map, the word
// vocabulary and the acronym and name keys by first word.
func (c *Catalog) ready() {
	c.once.Do(c.index)
}

// index builds what ready promises, in time linear in the keys.
func (c *Catalog) index() {
	keys := 0
	for _, ss := range c.entrySpecs() {
		keys += len(ss)
	}
	lookup := make(map[string]int32, keys)
	vocab := make(map[string]int32, keys)
	var words []string
	c.vocabBits = new([vocabBitWords]uint64)
	raws := make([]rawSpec, 0, keys)
	names := make([]nameSpec, 0, keys)
	word := func(w string) int32 {
		if id, ok := vocab[w]; ok {
			return id
		}
		id := int32(len(words))
		vocab[w] = id
		words = append(words, w)
		h := wordHash(w)
		c.vocabBits[h/64%vocabBitWords] |= 1 << (h % 64)
		c.stop = append(c.stop, false)
		c.lead = append(c.lead, false)
		return id
	}
	// in a fixed order, so that ids (and catalog.bin) do not vary by run
	for _, w := range slices.Sorted(maps.Keys(stopWords)) {
		c.stop[word(w)] = true
	}
	for _, w := range leadWords {
		c.lead[word(w)] = true
	}
	for i := range c.entries.len() {
		raws, names = c.entryKeys(i, lookup, word, raws, names)
	}
	c.packLookupMap(lookup)
	c.packVocab(words)
	c.packKeys(raws, names, len(words))
	c.indexPairs()
}

// entryKeys adds entry i's keys to lookup, raws and names, its words to
// the vocabulary (word). An entry's own keys are compared only with each
// other: linear.
func (c *Catalog) entryKeys(i int, lookup map[string]int32, word func(string) int32, raws []rawSpec, names []nameSpec) ([]rawSpec, []nameSpec) {
	ownNames, ownRaws := len(names), len(raws)
	var spans []span // scratch
	for _, s := range c.specs[i] {
		if s.alias {
			lookup[s.id[2:]] = int32(i)
		}
		if s.name {
			nk := nameSpec{venue: int32(i), ids: make([]int32, 0, len(s.words))}
			for _, w := range s.words {
				nk.ids = append(nk.ids, word(w))
			}
			if !slices.ContainsFunc(names[ownNames:], func(o nameSpec) bool { return slices.Equal(o.ids, nk.ids) }) {
				names = append(names, nk)
			}
			continue
		}
		toks := tokenize(s.text, spans[:0])
		spans = toks
		if slices.ContainsFunc(toks, func(t span) bool { return t.end-t.start > maxKeyWord/4 }) {
			continue // a word too long to pack (and to be written in a CV)
		}
		rk := newRawSpec(len(toks))
		rk.venue, rk.yearOnly, rk.tagOnly = int32(i), s.yearOnly, s.tagOnly
		for x, t := range toks {
			w := s.text[t.start:t.end]
			if x > 0 {
				rk.seps = append(rk.seps, keySep(s.text[toks[x-1].end:t.start]))
			}
			rk.words = append(rk.words, w)
			rk.upper = append(rk.upper, strings.ToUpper(w))
			rk.strict = append(rk.strict, strictWord(w))
			rk.ids = append(rk.ids, word(lowerWord(w)))
		}
		if !slices.ContainsFunc(raws[ownRaws:], func(o rawSpec) bool { return slices.Equal(o.words, rk.words) }) {
			raws = append(raws, rk)
		}
	}
	return raws, names
}

// newRawSpec is a rawSpec with room for n words, its slices cut from one
// array each of strings, ids and flags (index makes one for every
// acronym and alias).
func newRawSpec(n int) rawSpec {
	strs := make([]string, 0, 2*n)
	flags := make([]bool, 0, n)
	ids := make([]int32, 0, n)
	seps := make([]byte, 0, n)
	return rawSpec{words: strs[:0:n], upper: strs[n : n : 2*n], strict: flags, ids: ids, seps: seps}
}

// vocabSlot is a slot of Catalog.vocabTab: a word's hash, its id + 1
// (0: an empty slot) and where vocabText holds it.
type vocabSlot struct {
	hash   uint32
	id1    int32
	off, n uint32
}

// vocabID is vocab[w] for a word w whose wordHash is h, or -1: the table
// is probed from h until an empty slot (it is never full).
func (c *Catalog) vocabID(w []byte, h uint32) int32 {
	mask := uint32(len(c.vocabTab) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		sl := c.vocabTab[i]
		if sl.id1 == 0 {
			return -1
		}
		if sl.hash == h && int(sl.n) == len(w) && c.vocabText[sl.off:sl.off+sl.n] == string(w) {
			return sl.id1 - 1
		}
	}
}
