package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Entries by the section's own repetition (issue 22, item 4).
//
// pubBlocks cuts a publications section at its entry-start cues (a list
// item, a blank line, a year in the margin, a new author list) and
// entryParts then reads each block line by line, starting a new paper
// where a line's role repeats. The blocks are never compared with each
// other there. Here they are: when most blocks of the section read as one
// whole citation each (one year, one author list), the section's template
// is "one block, one entry", and a block that the line roles cut into
// pieces is read as one citation when that makes the section's entries
// more alike. Lines after the template's last slot (the line with the
// year) that are prose describe the paper: they are dropped from it.
//
// The conventions served, with fictional examples:
//   - continuation lines of a list item or numbered entry: a citation
//     wrapped over three lines whose last line ("Symposium on Tiling,
//     2019") reads like a title of its own is still one paper;
//   - a description under each entry: "A. Farr and B. Lind. “Paper.”
//     Venue, 2020." over "Built the storage layer." — the sentence is
//     no part of the citation.
//
// For talks, awards, service and teaching (items.go), blank-separated
// blocks of one shape with a line that is only a date (an HTML card:
// "Talk title" / "Host University" / "Mar 2021") are one entry each.

// entryFitGain is how much better a cut must fit the section's template
// than the line-role cut to replace it: the share of entries that hold
// exactly one year must rise.
const entryFitGain = 0.05

// minTemplateBlocks is how many blocks a section needs before their
// repetition says anything: two blocks alike may be chance.
const minTemplateBlocks = 3

// induceEntries cuts each block into entries: by entryParts, then, when
// the section's blocks are one entry each, by its template. It returns
// the blocks without the descriptions at their heads (dropProseLeads)
// and each block's entries.
func (p *parser) induceEntries(bs []pubBlock, width int) ([]pubBlock, [][][]pubLine) {
	bs = p.dropProseLeads(p.splitAtGlyphs(bs))
	cuts := p.templateCuts(bs, width)
	p.readSlotEntries(bs, cuts) // blocks of the section's slot template (entries_slots.go)
	p.joinLoneTitles(bs, cuts)  // a title cut off from its citation (entries_slots.go)
	p.titlesOverAuthors(bs, cuts)
	return bs, cuts
}

// templateCuts is each block's entries: by entryParts, then, when the
// section's blocks are one entry each, by its template.
func (p *parser) templateCuts(bs []pubBlock, width int) [][][]pubLine {
	cuts := make([][][]pubLine, len(bs))
	for i := range bs {
		cuts[i] = p.entryParts(bs[i], width)
	}
	if !p.blocksAreEntries(bs) {
		return cuts
	}
	ends := p.citationEnds(bs, width)
	alt := make([][][]pubLine, len(bs))
	for i := range bs {
		b := bs[i]
		if ends[i] < len(b.lines) {
			b.lines = b.lines[:ends[i]:ends[i]]
			b.read = blockRead{}
			cuts[i] = p.entryParts(b, width) // without its description
		}
		alt[i] = cuts[i]
		if len(cuts[i]) > 1 && p.piecesOfOne(b, cuts[i]) {
			alt[i] = [][]pubLine{{{line: joinAll(b.lines), role: 'F'}}}
		}
	}
	out := cuts
	if entryFit(bs, alt) >= entryFit(bs, cuts)+entryFitGain {
		out = alt
	}
	p.runInLikeTheRest(bs, ends, out)
	return out
}

// runInLikeTheRest reads a block as one run-in citation (authors, title
// and venue in one run of sentences, role 'F') when most blocks of the
// section are read so and the block's line roles go wrong on a wrapped
// author list: its first line is an author list that goes on below
// (ending at an initial or a comma: "A. Quill, B. Reyes, C." over "Moss,
// and D. Hart. “Title.” Venue, 2020."), or the title opens the next line
// in quotes. Read one role a line, the author list's second line is taken
// for a title.
func (p *parser) runInLikeTheRest(bs []pubBlock, ends []int, cuts [][][]pubLine) {
	whole := 0
	for _, c := range cuts {
		if len(c) == 1 && len(c[0]) == 1 && c[0][0].role == 'F' {
			whole++
		}
	}
	if 2*whole <= len(cuts) {
		return
	}
	for i, c := range cuts {
		if len(c) != 1 || len(c[0]) < 2 || c[0][0].role != 'A' || !authorsGoOn(c[0][0].Text, c[0][1].Text) {
			continue
		}
		b := bs[i]
		b.lines = b.lines[:ends[i]:ends[i]]
		if blockYears(b, len(b.lines)) <= 1 {
			cuts[i] = [][]pubLine{{{line: joinAll(b.lines), role: 'F'}}}
		}
	}
}

// authorsGoOn reports whether an author line a goes on into the line b:
// a ends at an initial or a comma, and b goes on with names (its first
// word is a family name ending in a comma: "Stone, H. Wells, and ...",
// or "al.") or holds the quoted title. A title alone on the line below
// ("Authors" / "Title" / "Venue" on lines of their own) is no such line.
func authorsGoOn(a, b string) bool {
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	if !strings.HasSuffix(a, ",") && !endsWithInitial(a) {
		return false
	}
	first, _ := firstField(b)
	return strings.HasSuffix(first, ",") || first == "al." || strings.ContainsAny(b, "“\"")
}

// citationEnds returns, for each block, where its citation ends (see
// citationEnd). A description is a slot of the section's template only
// when it repeats: one prose line under one entry may be its last part,
// and then every block keeps all its lines.
func (p *parser) citationEnds(bs []pubBlock, width int) []int {
	ends := make([]int, len(bs))
	described := 0
	for i := range bs {
		ends[i] = p.citationEnd(bs[i], width)
		if ends[i] < len(bs[i].lines) {
			described++
		}
	}
	if described < 2 {
		for i := range bs {
			ends[i] = len(bs[i].lines)
		}
		return ends
	}
	n := commonEnd(bs, ends)
	for i, b := range bs {
		if ends[i] == len(b.lines) && n < len(b.lines) && p.describedFrom(b.lines, n, width) {
			ends[i] = n // an undated entry ("Under review") of the same shape
		}
	}
	return ends
}

// commonEnd is the citation length most of the described blocks share
// (the shortest of the most common): the template's citation slots.
func commonEnd(bs []pubBlock, ends []int) int {
	count := map[int]int{}
	best, most := 0, 0
	for i, e := range ends {
		if e == len(bs[i].lines) {
			continue
		}
		count[e]++
		if c := count[e]; c > most || c == most && e < best {
			best, most = e, c
		}
	}
	return best
}

// describedFrom reports whether the lines from n on are descriptions
// under a citation of n lines that holds an author list. A line the one
// above it wraps into ("... Applications. Applied Network" over
// "Science 5, 9.") goes on with the citation, unless it is set in italics.
func (p *parser) describedFrom(ls []line, n, width int) bool {
	if n <= 0 || n >= len(ls) {
		return false
	}
	for i := n; i < len(ls); i++ {
		l := ls[i]
		if !p.isDescription(l) || !l.Italic && p.wrapsInto(ls[i-1].Text, l.Text, width) {
			return false
		}
	}
	return p.holdsAuthors(ls[:n])
}

// blocksAreEntries reports whether a section's blocks are one entry
// each: at least minTemplateBlocks blocks, and three in four of them hold
// exactly one year (a year label or margin year counts when the lines
// have none) or are a work not yet published, which has none to hold.
func (p *parser) blocksAreEntries(bs []pubBlock) bool {
	if len(bs) < minTemplateBlocks {
		return false
	}
	one := 0
	for _, b := range bs {
		if n := blockYears(b, len(b.lines)); n == 1 || n == 0 && undatedWork(b) { // pubs_citestart.go
			one++
		}
	}
	return 4*one >= 3*len(bs)
}

// blockYears counts the distinct years in the first n lines of a block;
// with none there, the block's label year counts as one.
func blockYears(b pubBlock, n int) int {
	var buf, ys [8]int
	seen := buf[:0]
	for _, l := range b.lines[:n] {
		seen = addYears(seen, appendCitationYears(ys[:0], l.Text))
	}
	if len(seen) == 0 && b.year != 0 {
		return 1
	}
	return len(seen)
}

// citationYears returns the years written in s as whole words, leaving
// out digits that are part of an identifier ("arXiv:1908.01234", a DOI,
// a page range "1950-1999" is two years and is rare enough to ignore).
// Only a '1' or a '2' opens a year (isYearAt): the offsets are those
// yearLeads finds, not every byte of s.
func citationYears(s string) []int { return appendCitationYears(nil, s) }

// appendCitationYears is citationYears, appending to out (its callers
// pass a buffer on their stack).
func appendCitationYears(out []int, s string) []int {
	f := yearLeads{s: s, n1: -2, n2: -2}
	for i := f.next(0); i >= 0 && i+4 <= len(s); i = f.next(i + 1) {
		if !isYearAt(s, i) || wordByteBefore(s, i) {
			continue
		}
		if i > 0 && (s[i-1] == ':' || s[i-1] == '/' || s[i-1] == '.') {
			continue // an identifier: "arXiv:1908.01234", "10.1145/2020"
		}
		if i+5 < len(s) && s[i+4] == '.' && s[i+5] >= '0' && s[i+5] <= '9' {
			continue // "1908.01234"
		}
		out = append(out, atoi(s[i:i+4]))
		i += 3
	}
	return out
}

// citationEnd returns where a block's citation ends: after its last line
// with a year, when every line after it is a description (see
// isDescription) and the lines up to it hold an author list; else the
// block's length.
func (p *parser) citationEnd(b pubBlock, width int) int {
	last := -1
	for i, l := range b.lines {
		var ys [8]int
		if len(appendCitationYears(ys[:0], l.Text)) > 0 {
			last = i
		}
	}
	if last < 0 || !p.describedFrom(b.lines, last+1, width) {
		return len(b.lines)
	}
	return last + 1
}

// isDescription reports whether a line under a citation is a sentence
// about the paper: no year, no author list, no venue or award, and it
// reads as prose (three words or more, ending a sentence or set in
// italics), not a link label line.
func (p *parser) isDescription(l line) bool {
	t := strings.TrimSpace(l.Text)
	if wordCount(t) < 3 || hasYear(t) || isLinkTagLine(l) || strings.ContainsAny(t, "“\"") {
		return false
	}
	if !l.Italic && !strings.HasSuffix(t, ".") {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(t); !unicode.IsUpper(r) {
		return false // a wrapped line goes on in lower case
	}
	if p.pubRole(t) != 'T' {
		return false
	}
	n, _ := p.m.authorPrefix(t)
	return n == 0
}

// holdsAuthors reports whether lines hold an author list: at the start
// of a line, a line of its own, or after the first sentence ("Title. A. Farr and B. Lind.").
func (p *parser) holdsAuthors(ls []line) bool {
	for _, l := range ls {
		if n, _ := p.m.authorPrefix(l.Text); n > 0 || p.pubRole(l.Text) == 'A' {
			return true // "A. Quill, B. Reyes. Title." or "Quill, A.; Reyes, B."
		}
		if k := strings.Index(l.Text, ". "); k > 0 {
			if n, end := p.m.authorPrefix(l.Text[k+2:]); n >= 2 || n == 1 && p.hasOwner(l.Text[k+2:k+2+end]) {
				return true
			}
		}
	}
	return p.holdsAuthorsJoined(ls)
}

// holdsAuthorsJoined is holdsAuthors for an author list wrapped over the
// block's first lines: the lines joined open with it.
func (p *parser) holdsAuthorsJoined(ls []line) bool {
	if len(ls) < 2 {
		return false
	}
	n, _ := p.m.authorPrefix(joinAllText(ls))
	return n > 0
}

// piecesOfOne reports whether the pieces the line roles cut a block
// into are one citation: the block holds one year, and at most one piece
// opens with an author list (two author lists are two papers).
func (p *parser) piecesOfOne(b pubBlock, cut [][]pubLine) bool {
	if blockYears(b, len(b.lines)) != 1 {
		return false
	}
	authors := 0
	for _, e := range cut {
		if p.pieceHasAuthors(e) {
			authors++
		}
	}
	return authors <= 1
}

// pieceHasAuthors reports whether an entry holds an author line or opens
// with an author list.
func (p *parser) pieceHasAuthors(e []pubLine) bool {
	for _, pl := range e {
		if pl.role == 'A' {
			return true
		}
	}
	n, _ := p.m.authorPrefix(e[0].Text)
	return n > 0
}

// entryFit is the share of a section's entries that hold exactly one
// year: how alike a cut makes the entries as citations. A block's label
// year counts for an entry with none.
func entryFit(bs []pubBlock, cuts [][][]pubLine) float64 {
	total, good := 0, 0
	for i, cut := range cuts {
		label := bs[i].year
		for _, e := range cut {
			total++
			if entryYears(e, label) == 1 {
				good++
			}
			label = 0 // a block's label year is its first entry's
		}
	}
	if total == 0 {
		return 0
	}
	return float64(good) / float64(total)
}

// entryYears counts the distinct years of an entry's lines; an entry with
// none takes the year of its block's label, if any.
func entryYears(e []pubLine, label int) int {
	var buf, ys [8]int
	seen := buf[:0]
	for _, pl := range e {
		seen = addYears(seen, appendCitationYears(ys[:0], pl.Text))
	}
	if len(seen) == 0 && label != 0 {
		return 1
	}
	return len(seen)
}

// cardBlocks reports whether a group's blank-separated blocks are cards,
// one entry each: two blocks or more, all of one length (two to five
// lines), none a list item, each with exactly one line that is only a
// date, at the same place in every block ("Talk title" / "Host
// University" / "Mar 2021"). Read line by line, the date would join only
// the line above it and the title would stand alone.
func cardBlocks(blocks [][]line) bool {
	if len(blocks) < 2 {
		return false
	}
	n, at := len(blocks[0]), dateLineAt(blocks[0])
	if n < 2 || n > 5 || at <= 0 {
		return false // a date-first block is read by dateFirstItems
	}
	for _, b := range blocks {
		if len(b) != n || dateLineAt(b) != at {
			return false
		}
	}
	return true
}

// dateLineAt returns the index of a block's one line that is only a date,
// -1 when there is none, more than one, or a list item.
func dateLineAt(b []line) int {
	at := -1
	for i, l := range b {
		if l.List != "" {
			return -1
		}
		if memOf(l).onlyDates(l.Text) {
			if at >= 0 {
				return -1
			}
			at = i
		}
	}
	return at
}

// cardItem reads a card: its first line heads the entry, the rest (the
// date among them) continue it.
func cardItem(b []line, label string, labelAt int) item {
	return item{head: b[0], more: b[1:len(b):len(b)], group: label, groupLine: labelAt}
}

// minProseWords is how long a run of lines must be to read as a
// description rather than a title: a title is a phrase, a description
// one or more sentences.
const minProseWords = 12

// dropProseLeads removes the descriptions that a layout put at the head
// of the next block (PDF text often has the gap between a citation and
// its description, not after the description): lines of prose that end
// a sentence, followed by a line that opens a citation with its author
// list, are a description of the entry above; a block that is only such
// prose is one too. It acts only when at least two blocks show it (the
// template repeats) and never on the first block.
func (p *parser) dropProseLeads(bs []pubBlock) []pubBlock {
	leads := make([]int, len(bs))
	n := 0
	for i := 1; i < len(bs); i++ {
		if leads[i] = p.proseLead(bs[i].lines); leads[i] > 0 {
			n++
		}
	}
	if n < 2 {
		return bs
	}
	out := make([]pubBlock, 0, len(bs))
	for i, b := range bs {
		k := leads[i]
		if k == len(b.lines) {
			continue // all prose: a description of the entry above
		}
		if k > 0 {
			b = withoutLead(b, k)
		}
		out = append(out, b)
	}
	return out
}

// withoutLead returns the block without its first k lines.
func withoutLead(b pubBlock, k int) pubBlock {
	b.lines = b.lines[k:len(b.lines):len(b.lines)]
	b.read = blockRead{}
	if b.para != nil {
		para := map[int]bool{}
		for j, v := range b.para {
			if j > k {
				para[j-k] = v
			}
		}
		b.para = para
	}
	return b
}

// proseLead returns how many lines at the head of a block are a
// description: prose (see isProseRun) ending a sentence, followed by a
// line that opens with an author list of two names or more or one with
// the owner ("Ada Quill and Ben Reyes. “Title.” Venue, 2020."); or the
// block's length when the whole block is prose with no year. 0 when
// neither.
func (p *parser) proseLead(ls []line) int {
	for k := 1; k < len(ls); k++ {
		if !endsSentence(ls[k-1].Text) || !p.opensCitation(ls[k].Text) {
			continue
		}
		if p.isProseRun(ls[:k]) {
			return k
		}
		return 0
	}
	for _, l := range ls {
		if hasYear(l.Text) {
			return 0
		}
	}
	if endsSentence(ls[len(ls)-1].Text) && p.isProseRun(ls) {
		return len(ls)
	}
	return 0
}

// opensCitation reports whether a line opens with an author list of two
// names or more, or of one name that is the owner's.
func (p *parser) opensCitation(t string) bool {
	n, end := p.m.authorPrefix(t)
	return n >= 2 || n == 1 && p.hasOwner(t[:end])
}

// isProseRun reports whether lines are sentences about something, not a
// part of a citation: minProseWords words or more, most of them in lower
// case (a title is mostly capitalised), no quotes, no author list.
func (p *parser) isProseRun(ls []line) bool {
	words, lower := 0, 0
	for _, l := range ls {
		n, low, quoted := proseWords(l.Text) // a23p_prose.go
		if quoted {
			return false
		}
		words, lower = words+n, lower+low
	}
	if words < minProseWords || 2*lower <= words {
		return false
	}
	// the author-list tests last: they cost the most, and the words
	// above answer most runs (each test is a pure function of the line
	// while the sections are read, so their order changes no answer)
	for _, l := range ls {
		if p.pubRole(l.Text) == 'A' {
			return false
		}
		if n, _ := p.m.authorPrefix(l.Text); n > 0 {
			return false
		}
	}
	return true
}

// entryGlyphs are marks that open list entries where a conversion did
// not make them list items (an arrow or bullet drawn in a PDF, a Word
// list's symbol). Any other symbol rune counts too (see isEntryGlyph).
const entryGlyphs = "•▪◦●‣∙►▸▹➢➤→⇒■□◆◇✓✔"

// minGlyphLines is how many lines must open with one glyph before it
// marks the section's entries.
const minGlyphLines = 3

// splitAtGlyphs cuts blocks at lines that open with the section's entry
// glyph ("→ Title of the paper" over its authors and venue, entries not
// set apart by blank lines), when that makes more blocks hold exactly one
// year: the predicate "a list glyph starts an entry", kept only when it
// makes the blocks more alike.
func (p *parser) splitAtGlyphs(bs []pubBlock) []pubBlock {
	g := sectionGlyph(bs)
	if g == 0 {
		return bs
	}
	out := make([]pubBlock, 0, len(bs))
	for _, b := range bs {
		out = append(out, cutAtGlyph(b, g)...)
	}
	if blockFit(out) < blockFit(bs)+entryFitGain {
		return bs
	}
	return out
}

// sectionGlyph returns the glyph that opens at least minGlyphLines lines
// of the section and more than any other, 0 if none.
func sectionGlyph(bs []pubBlock) rune {
	count := map[rune]int{}
	var best rune
	for _, b := range bs {
		for _, l := range b.lines {
			r, ok := leadGlyph(l)
			if !ok {
				continue
			}
			count[r]++
			if c := count[r]; c > count[best] || c == count[best] && r < best {
				best = r
			}
		}
	}
	if count[best] < minGlyphLines {
		return 0
	}
	return best
}

// leadGlyph returns the glyph a line opens with, alone or before a space.
func leadGlyph(l line) (rune, bool) {
	t := strings.TrimSpace(l.Text)
	r, size := utf8.DecodeRuneInString(t)
	if size == 0 || !isEntryGlyph(r) {
		return 0, false
	}
	if rest := t[size:]; rest != "" && rest[0] != ' ' && rest[0] != '\t' {
		return 0, false
	}
	return r, true
}

// isEntryGlyph reports whether r may mark list entries: a listed glyph or
// a symbol rune (an arrow, a box); not a quote, bracket or letter.
func isEntryGlyph(r rune) bool {
	return strings.ContainsRune(entryGlyphs, r) || r > 0x7f && unicode.IsSymbol(r)
}

// cutAtGlyph cuts a block at its lines that open with the glyph g; the
// glyph is taken off each, and a glyph alone on a line opens the entry
// of the line below.
func cutAtGlyph(b pubBlock, g rune) []pubBlock {
	var out []pubBlock
	cur := pubBlock{status: b.status, kind: b.kind, year: b.year, tags: b.tags}
	for _, l := range b.lines {
		if r, ok := leadGlyph(l); ok && r == g {
			if len(cur.lines) > 0 {
				out = append(out, cur)
				cur = pubBlock{status: b.status, kind: b.kind, year: b.year}
			}
			l = withoutGlyph(l)
			if l.Blank {
				continue
			}
		}
		cur.lines = append(cur.lines, l)
	}
	if len(cur.lines) > 0 {
		out = append(out, cur)
	}
	if len(out) == 1 {
		return []pubBlock{b} // nothing cut: the block as it was
	}
	return out
}

// withoutGlyph returns the line without its leading glyph.
func withoutGlyph(l line) line {
	t := strings.TrimSpace(l.Text)
	_, size := utf8.DecodeRuneInString(t)
	rest := strings.TrimSpace(t[size:])
	l.Text, l.Cells, l.Blank = rest, []string{rest}, rest == ""
	return l
}

// blockFit is the share of blocks that hold exactly one year.
func blockFit(bs []pubBlock) float64 {
	if len(bs) == 0 {
		return 0
	}
	one := 0
	for _, b := range bs {
		if blockYears(b, len(b.lines)) == 1 {
			one++
		}
	}
	return float64(one) / float64(len(bs))
}

// dropEntryDescriptions takes the description sentences off the end of
// a section's entries (positions, education): after an entry's last
// line with a date, lines that are sentences ("Mentored two students.",
// "Designed the storage layer.") describe the entry and hold none of its
// fields; read as fields, one became a record of its own. Only when two
// entries or more end so (the template repeats); a "Label: value" line
// (an advisor, a thesis) is never a description.
func dropEntryDescriptions(es []entry) []entry {
	es = dropSubItemDescriptions(es)
	ends := make([]int, len(es))
	n := 0
	for i, e := range es {
		ends[i] = describedTail(e.lines)
		if ends[i] < len(e.lines) {
			n++
		}
	}
	if n < 2 {
		return es
	}
	for i := range es {
		es[i].lines = es[i].lines[:ends[i]:ends[i]]
	}
	return es
}

// describedTail returns where the description sentences at the end of an
// entry's lines begin: after the last line with a date, when every line
// after it is one (see isSentenceLine); else the number of lines.
func describedTail(ls []line) int {
	last := -1
	for i, l := range ls {
		if len(memOf(l).findDates(l.Text)) > 0 {
			last = i
		}
	}
	if last < 0 || last == len(ls)-1 {
		return len(ls)
	}
	for _, l := range ls[last+1:] {
		if !isSentenceLine(l) {
			return len(ls)
		}
	}
	return last + 1
}

// isSentenceLine reports whether a line is a sentence: three words or
// more, opening with a capital, ending with a period, most words in lower
// case, no "Label:" and no year.
func isSentenceLine(l line) bool {
	if !isSentenceShape(l) {
		return false
	}
	words := strings.Fields(strings.TrimSpace(l.Text))
	lower := 0
	for _, w := range words {
		if isLowerWord(strings.Trim(w, ".,;()")) {
			lower++
		}
	}
	return 2*lower > len(words)
}

// wrapsItemDate reports whether next is the wrapped end of the list item
// prev, carrying the item's date: prev is a list item with no date that
// stops mid-phrase, next is no list item, is indented under it, and holds
// a date ("* Talk Title, Host University, Systems" over "  Lunch, Sep
// 2023."). The item's date slot is at its end; a wrap moves it onto the
// continuation line, which is no entry of its own.
func wrapsItemDate(prev, next line) bool {
	if prev.List == "" || next.List != "" || next.Indent <= prev.Indent || len(next.Cells) != 1 {
		return false
	}
	if endsSentence(prev.Text) || strings.HasSuffix(strings.TrimSpace(prev.Text), ".") {
		return false
	}
	return len(memOf(prev).findDates(prev.Text)) == 0 && len(memOf(next).findDates(next.Text)) > 0
}

// dropSubItemDescriptions drops the entries that are sub-items of the
// entry above and only describe it: a list item indented deeper than the
// list item opening the entry above, with no date, each line a sentence
// ("* Research Intern, Harbor Labs (2020)" over "  * Built the storage
// layer."). Split at every list item, each became a record of its own.
// Only when two such entries or more stand in the section.
func dropSubItemDescriptions(es []entry) []entry {
	sub := make([]bool, len(es))
	n := 0
	top := -1 // the entry the sub-items stand under
	for i, e := range es {
		if top >= 0 && isSubDescription(es[top].lines[0], e.lines) {
			sub[i] = true
			n++
			continue
		}
		top = i
	}
	if n < 2 {
		return es
	}
	out := es[:0:0]
	for i, e := range es {
		if !sub[i] {
			out = append(out, e)
		}
	}
	return out
}

// isSubDescription reports whether lines are a sub-item describing the
// entry that opens with head: a list item deeper than head (itself a
// list item), no date, every line a sentence.
func isSubDescription(head line, ls []line) bool {
	if head.List == "" || ls[0].List == "" || ls[0].Indent <= head.Indent {
		return false
	}
	for _, l := range ls {
		if !isSentenceShape(l) || len(memOf(l).findDates(l.Text)) > 0 {
			return false
		}
	}
	return true
}

// isSentenceShape reports whether a line has the shape of a sentence:
// three words or more, opening with a capital, ending with a period, no
// "Label:" and no year. Under a sub-item's indent that is enough; a line
// standing in an entry must also be mostly lower case (isSentenceLine).
func isSentenceShape(l line) bool {
	t := strings.TrimSpace(l.Text)
	if !strings.HasSuffix(t, ".") || strings.Contains(t, ":") || hasYear(t) || wordCount(t) < 3 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(t)
	return unicode.IsUpper(r)
}
