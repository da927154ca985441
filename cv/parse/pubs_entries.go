package parse

import (
	"cmp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/textscan"
)

// This file splits a publications section into entries, one per paper,
// and each entry into its parts (title, authors, venue lines). The fields
// of an entry are read in pubs.go.

// pubBlock is the lines of one publication entry before they are read.
type pubBlock struct {
	lines  []line
	status string     // from the sub-heading above ("" for published work)
	kind   cv.PubType // the type the sub-heading above names (pubs_type.go), "" if none
	year   int        // from a year group label or a year in the margin
	tags   []string   // venue tags set apart in a margin column ("NSDI'24")
	// para marks the lines that open a paragraph of their own inside the
	// entry (title, authors and venue set apart by blank lines); a
	// wrapped line is never joined across one.
	para map[int]bool
	// dated is true once a line of the entry holds a year or a quoted
	// title: the entry may be a whole citation.
	dated bool
	// read is what paragraphRoles found out about the lines, for
	// entryParts to reuse; cleared when the block takes more lines.
	read blockRead
}

// blockRead is what paragraphRoles read of a block that entryParts
// would read again: whether it opens with its authors, and its wrapped
// lines joined (width 0, no paragraph marks).
type blockRead struct {
	done        bool
	authorFirst bool
	logical     []line // nil unless read and not authorFirst
}

var (
	pubWrapWords   = wordSet("pub_wrap")
	pubLegendWords = newPhraseSet(wordLines("pub_legend", false))
	pubMixedWords  = wordSet("pub_mixed")
	pubLabelNouns  = wordSet("pub_labels")
	pubStatusWords = newPhraseSet(append(unpublishedPhrases(), wordLines("pub_kinds", false)...))
)

// maxDescriptionWords is the length above which a line after the venue
// line of a title-first entry is a description of the paper, not part of
// its citation.
const maxDescriptionWords = 25

func (p *parser) parsePublications(title string, ls []line) {
	status, head := sectionStatus(title), headingType(title)
	p.tags = tagSection{first: len(p.cv.Publications)} // each section its own tag places (pubs_tags.go)
	ls, cards := p.takePaperCards(ls, false)           // papers in containers (pubs_cards.go)
	ls = cleanPubLines(ls)
	width := textWidth(ls)
	blocks, cuts := p.induceEntries(p.pubBlocks(ls, status), width) // entryParts, by the section's template
	p.tracePubEntries(blocks, cuts)
	p.cv.Publications = slices.Grow(p.cv.Publications, len(blocks)) // about a publication a block
	for i, b := range blocks {
		for _, e := range cuts[i] {
			p.m.check()
			if p.loneTag(e) {
				p.m.note(e[0].N, roleTag, "tag: a venue tag on its own line, for the entry next to it")
				continue // a venue tag on its own line, for the entry above or below it
			}
			pub := p.pubSlot() // read in place (pubs_slot.go)
			if !p.readPub(pub, b, e) {
				*pub = cv.Publication{} // nothing kept past the list's end
				p.m.note(e[0].N, roleDropped, "dropped: no title, or no authors, venue or year (see the warning)")
				continue
			}
			p.applyBlock(pub, b)
			p.applyHeldTag(pub, e)
			applyLeadTagType(pub, e[0].Text)
			applyHeadingType(pub, cmp.Or(b.kind, head))
			applyStatus(pub, b.status)
			p.keepPub()
		}
	}
	p.placeHeldTag(-1)
	p.joinAuthorTails(p.tags.first) // pubs_order.go
	p.addCardPapers(cards, status, p.tags.first)
	p.dropPreprintCopies()
}

// dropPreprintCopies removes the preprint listing of a paper the CV also
// lists as published (the same title under "Workshop Papers" and under
// "Preprints"): it is one publication.
func (p *parser) dropPreprintCopies() {
	pubs := p.cv.Publications
	if !slices.ContainsFunc(pubs, func(pub cv.Publication) bool { return pub.Type == cv.TypePreprint }) {
		return // no preprint to drop: the titles need no keys
	}
	published := map[string]bool{}
	for _, pub := range pubs {
		if pub.Type != cv.TypePreprint {
			published[titleKey(pub.Title)] = true
		}
	}
	out := pubs[:0]
	for _, pub := range pubs {
		if pub.Type == cv.TypePreprint && published[titleKey(pub.Title)] {
			p.warn(pub.Line, "preprint of a paper listed as published: kept once", pub.Title)
			continue
		}
		out = append(out, pub)
	}
	p.cv.Publications = out
}

// bareTitle reads an entry that is only a title, as patents are often
// listed: no authors, venue or year.
func bareTitle(l line) *cv.Publication {
	t := cleanTitle(l.Text)
	if t == "" {
		return nil
	}
	return &cv.Publication{Title: t, Authors: []string{}, Type: cv.TypePatent, Line: l.N}
}

// sectionStatus is the status a publications heading gives its entries:
// "Preprints" makes them preprints, "Papers Under Review" puts them
// under review, but "Publications and Preprints" is a mixed list whose
// entries each say what they are (headingLabel, pubs_heading_status.go).
func sectionStatus(title string) string {
	st, ok := pubSubsection(line{Text: title})
	if !ok || st == "published" {
		return "" // also a mixed list (headingLabel)
	}
	return st
}

// cleanPubLines drops what is not text of an entry: the backslash of a
// Markdown hard line break and page numbers or running footers that a
// PDF conversion leaves between entries.
//
// The lines are copied only from the first one that changes: a section
// with nothing to clean is returned as it is (its lines are read, never
// written, by the publication readers).
func cleanPubLines(ls []line) []line {
	var out []line
	for i := range ls {
		l, changed := cleanPubLine(ls[i])
		if out == nil && changed {
			out = make([]line, len(ls))
			copy(out, ls[:i])
		}
		if out != nil {
			out[i] = l
		}
	}
	if out == nil {
		return ls
	}
	return out
}

// cleanPubLine is what cleanPubLines makes of one line, and whether it
// changed it.
func cleanPubLine(l line) (line, bool) {
	changed := false
	if containsAnyOf(l.Text, "\u2010\u2011") {
		l, changed = plainHyphens(l), true
	}
	if strings.HasPrefix(l.Text, ">") {
		l, changed = unquoteLine(l), true
	}
	if n := len(l.Cells); n > 1 && isLinkTagLine(line{Text: l.Cells[n-1]}) {
		l, changed = withoutLastCell(l), true // a right-hand column of link labels
	}
	if strings.Contains(l.Text, "]](") {
		l, changed = unnestLinkTags(l), true
	}
	if !l.Blank && strings.HasSuffix(l.Text, `\`) {
		l.Text = strings.TrimSpace(strings.TrimSuffix(l.Text, `\`))
		l.MD = strings.TrimSpace(strings.TrimSuffix(l.MD, `\`))
		if n := len(l.Cells); n > 0 {
			l.Cells = append([]string(nil), l.Cells...)
			l.Cells[n-1] = strings.TrimSpace(strings.TrimSuffix(l.Cells[n-1], `\`))
		}
		l.Blank = l.Text == ""
		changed = true
	}
	if !l.Blank && l.List == "" && isPageMark(l) {
		memOf(l).note(l.N, roleDropped, "dropped: a page number or page mark between entries")
		l, changed = line{N: l.N, Blank: true}, true
	}
	return l, changed
}

// withoutLastCell drops the last column of a line.
func withoutLastCell(l line) line {
	last := l.Cells[len(l.Cells)-1]
	l.Cells = l.Cells[:len(l.Cells)-1]
	l.Text = strings.Join(l.Cells, "\t")
	if i := strings.LastIndex(l.MD, last); i >= 0 {
		l.MD = strings.TrimSpace(l.MD[:i])
	}
	return l
}

// unquoteLine removes the marker of a Markdown blockquote ("> Title"),
// which some homepages put each paper in.
func unquoteLine(l line) line {
	cut := func(s string) string { return strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(s), ">")) }
	l.Text, l.MD = cut(l.Text), cut(l.MD)
	if len(l.Cells) > 0 {
		l.Cells = append([]string{cut(l.Cells[0])}, l.Cells[1:]...)
	}
	l.Blank = l.Text == ""
	return l
}

// unnestLinkTags writes a tag that is a link ("[[SOSP'23]](url)"), which
// the line reader leaves as written, as the tag ("[SOSP'23]").
func unnestLinkTags(l line) line {
	fix := func(s string) string {
		for {
			j := strings.Index(s, "]](")
			if j < 0 {
				return s
			}
			i := strings.LastIndex(s[:j], "[[")
			k := strings.IndexByte(s[j+3:], ')')
			if i < 0 || k < 0 {
				return s
			}
			s = s[:i] + s[i+1:j+1] + s[j+3+k+1:]
		}
	}
	return mapText(l, fix)
}

// mapText applies f to a line's text, its Markdown form and each cell
// (the cells in a new slice: lines share their cells with copies).
func mapText(l line, f func(string) string) line {
	l.Text, l.MD = f(l.Text), f(l.MD)
	cells := make([]string, len(l.Cells))
	for i, c := range l.Cells {
		cells[i] = f(c)
	}
	l.Cells = cells
	return l
}

var hyphens = strings.NewReplacer("\u2010", "-", "\u2011", "-")

// plainHyphens writes the Unicode hyphens a PDF conversion keeps
// ("Coda‑Forno", "in‑context") as the ASCII hyphen names and titles are
// read with.
func plainHyphens(l line) line { return mapText(l, plainHyphen) }

// plainHyphen is hyphens.Replace(s), without a copy when s has no Unicode
// hyphen.
func plainHyphen(s string) string {
	if !strings.Contains(s, "\u2010") && !strings.Contains(s, "\u2011") {
		return s
	}
	return hyphens.Replace(s)
}

// isPageMark reports whether a line is a page number ("2", "—1—", "2/6")
// or a running footer that holds one among short cells ("Jane Doe  —2—
// Last updated May 2025").
func isPageMark(l line) bool {
	if len(l.Cells) == 1 {
		return isPageNumber(l.Text)
	}
	for _, c := range l.Cells {
		if isPageNumber(c) {
			return true
		}
	}
	return false
}

// isPageNumber reports whether s is only a page number: "4", "- 4 -",
// "2/6", "1 of 3" (textscan.IsPageNumber).
func isPageNumber(s string) bool { return textscan.IsPageNumber(s) }

// allDigitsN reports whether s is 1 to n ASCII digits.
func allDigitsN(s string, n int) bool { return textscan.AllDigitsN(s, n) }

// textWidth is the length in runes of the longest one-cell line: the
// width a PDF conversion wrapped the text at. Text with Markdown markup
// was not wrapped at a width, and has none (0).
func textWidth(ls []line) int {
	w := 0
	for _, l := range ls {
		if len(l.Links())+len(l.Bolds())+len(l.Italics()) > 0 || l.Heading > 0 {
			return 0
		}
		if !l.Blank && len(l.Cells) == 1 {
			w = max(w, utf8.RuneCountInString(l.Text))
		}
	}
	return w
}

// pubBlocks splits a publications section into entries: a list marker,
// a blank line, a year in the margin and a new citation that opens with
// its authors start one; then paragraphs that are the parts of one entry
// (title, authors, venue set apart by blank lines) are joined again.
// Sub-headings set the status, year labels the year of what follows.
func (p *parser) pubBlocks(ls []line, status string) []pubBlock {
	bs := p.dropAbstracts(p.splitPubBlocks(ls, status)) // pubs_prose.go
	return p.mergeParagraphs(bs, textWidth(ls) > 0)
}

// splitPubBlocks is pubBlocks before paragraphs are joined.
func (p *parser) splitPubBlocks(ls []line, status string) []pubBlock {
	b := &blockSplitter{p: p, ls: ls, list: hasListItems(ls), status: status, descIdx: -1}
	b.cur = pubBlock{status: status}
	b.buf = p.m.pubLineRoom(len(ls))                     // a line is added at most once (pubs_arena.go)
	b.out = p.m.pubBlockRoom(pubBlocksAbout(ls, b.list)) // speed_pubblocks.go
	prevBlank := true
	keepTo := 0 // blank lines before it stay inside a headed entry
	for i, l := range ls {
		if l.Blank {
			b.breakAt(i < keepTo)
			prevBlank = true
			continue
		}
		if l, ok := b.label(i, prevBlank); ok {
			if l.Heading > 0 {
				keepTo = p.headedEnd(ls, i)
			}
			b.add(l)
		}
		prevBlank = false
	}
	b.flush()
	return b.out
}

// blockSplitter is the state of pubBlocks as it reads the lines.
type blockSplitter struct {
	p      *parser
	ls     []line
	list   bool // the section has list markers
	out    []pubBlock
	cur    pubBlock
	status string     // from the last sub-heading
	kind   cv.PubType // the type the last sub-heading names
	year   int        // from the last year label
	margin bool       // the section has years in its margin
	// describedBy of out[descIdx], computed once per block
	descIdx int
	descVal bool
	// buf holds the lines of every block in turn: a block's lines are
	// buf[start:] while it is read, capacity-clipped so that an append to
	// them (a paragraph joined later) copies instead of writing over the
	// next block
	buf   []line
	start int
	// prose is the last line of a first-person note under an entry (0:
	// none), proseIndent its indentation: skipsProse
	prose, proseIndent int
}

// breakAt ends the current block at a blank line, or, inside an entry
// under a heading of its own, marks that the next line opens a paragraph.
func (b *blockSplitter) breakAt(inHeaded bool) {
	if !inHeaded || len(b.cur.lines) == 0 {
		b.flush()
		return
	}
	if b.cur.para == nil {
		b.cur.para = map[int]bool{}
	}
	b.cur.para[len(b.cur.lines)] = true
}

func (b *blockSplitter) flush() {
	if len(b.cur.lines) > 0 {
		b.out = append(b.out, b.cur)
		b.cur = pubBlock{status: b.status, kind: b.kind, year: b.year}
	} else {
		b.cur.status, b.cur.kind, b.cur.year = b.status, b.kind, b.year // keep a tag seen before the lines
	}
}

// label reads what line i says about the entries around it (a lone
// bullet, a sub-heading, a legend, a year or topic label, a margin tag)
// and returns the rest of the line to add as entry text, if any.
func (b *blockSplitter) label(i int, wasBlank bool) (line, bool) {
	l, p := b.ls[i], b.p
	if isLoneBullet(l) {
		p.m.note(l.N, roleDropped, "dropped: a bullet alone, its text on the next line")
		b.flush() // the bullet's text is on the next line
		return l, false
	}
	if st, ok := subLabel(b.ls, i, wasBlank, b.list, len(b.cur.lines) > 0); ok {
		p.m.note(l.N, roleLabel, "label: a sub-heading over the entries below it")
		b.flush()
		b.subListYear() // pubs_citestart.go
		b.status, b.cur.status = st, st
		b.kind, b.cur.kind = headingType(l.Text), headingType(l.Text)
		return l, false
	}
	if isLegendLine(l, len(b.out) > 0 || len(b.cur.lines) > 0) || isLinkTagLine(l) {
		p.m.note(l.N, roleDropped, "dropped: a legend of author marks, or a line of link labels")
		return l, false
	}
	if y, rest, ok := yearLabel(l, b.margin); ok && !(rest.Blank && continuesEntry(b.cur, l)) {
		p.m.note(l.N, roleLabel, "label: a year over (or beside) the entries it dates")
		b.flush()
		b.year, b.cur.year = y, y
		b.margin = b.margin || !rest.Blank
		l = rest
	} else if p.isTopicLabel(l, wasBlank) {
		p.m.note(l.N, roleLabel, "label: a short topic line over the entries below it")
		b.flush()
		return l, false
	}
	if l.Blank {
		return l, false
	}
	if tag, rest, ok := marginTag(l); ok {
		if len(b.cur.lines) == 0 && rest.Blank && len(b.out) > 0 {
			b.out[len(b.out)-1].tags = append(b.out[len(b.out)-1].tags, tag)
			p.m.note(l.N, roleTag, "tag: a venue tag alone under its entry")
			return l, false // a tag on its own line under its entry
		}
		b.cur.tags = append(b.cur.tags, tag)
		p.m.note(l.N, roleTag, "tag: a venue tag set apart in a margin or on its own line, for its entry")
		l = rest
	}
	return l, !l.Blank
}

// add puts an entry line into the current block, or starts the next one.
func (b *blockSplitter) add(l line) {
	if l.List != "" && len(b.cur.lines) == 0 && !b.numberedNext(l) && b.describesLast() && b.p.isProse(l) {
		b.p.m.note(l.N, roleDescription, "description: a bullet of prose under a paper with its authors")
		return // a bullet point about the paper above, not a paper
	}
	if b.skipsProse(l) {
		return // a first-person note about the paper above (pubs_prose.go)
	}
	if l.List != "" || l.Heading > 0 || b.p.startsCitation(l, b.cur) {
		b.p.m.noteBlock(l.N, blockWhy(l))
		b.flush() // a list item or a "### Title" heading starts a paper
	}
	if len(b.cur.lines) == 0 {
		b.start = len(b.buf)
		b.p.m.noteBlock(l.N, "a blank line or a label before it")
	}
	b.buf = append(b.buf, l)
	b.cur.lines = b.buf[b.start:len(b.buf):len(b.buf)]
	b.cur.dated = b.cur.dated || hasYear(l.Text) || containsAnyOf(l.Text, "“\"")
}

// describesLast reports whether bullet points of prose under the last
// block describe it (see describedBy), once per block.
func (b *blockSplitter) describesLast() bool {
	n := len(b.out)
	if n == 0 {
		return false
	}
	if b.descIdx != n-1 {
		b.descIdx, b.descVal = n-1, b.p.describedBy(b.out[n-1])
	}
	return b.descVal
}

// describedBy reports whether bullet points of prose under the entry b
// describe it: b is not a list item and has an author line (a paper box
// with its title and authors, then "- Speeds up decoding 2x.").
func (p *parser) describedBy(b pubBlock) bool {
	if b.lines[0].List != "" {
		return false
	}
	for _, pl := range b.lines {
		if p.pubRole(pl.Text) == 'A' {
			return true
		}
	}
	return false
}

// isProse reports whether a list item is a sentence about a paper rather
// than a paper: no year, no author list, not a venue.
func (p *parser) isProse(l line) bool {
	if hasYear(l.Text) || p.pubRole(l.Text) != 'T' {
		return false
	}
	k, _ := p.m.authorPrefix(l.Text)
	return k == 0
}

// isLoneBullet reports whether a line is only a bullet mark, which a PDF
// conversion may put on a line of its own above the item's text.
func isLoneBullet(l line) bool {
	t := strings.TrimSpace(l.Text)
	// one rune is at most 4 bytes: a longer line is not counted through
	return len(t) <= utf8.UTFMax && utf8.RuneCountInString(t) == 1 && strings.ContainsAny(t, "•▪◦●·‣–-*∙")
}

// isLinkTagLine reports whether a line is only bracketed link labels
// ("[paper] [code] [abstract]"): the links of an entry, not a part of it.
func isLinkTagLine(l line) bool {
	t := strings.TrimSpace(l.Text)
	if !strings.HasPrefix(t, "[") || !strings.HasSuffix(t, "]") || hasYear(t) {
		return false
	}
	for _, part := range strings.Split(t[1:len(t)-1], "]") {
		part = strings.TrimLeft(strings.TrimSpace(part), "[")
		if containsAnyOf(part, "[']’") || wordCount(part) > 3 {
			return false
		}
	}
	return true
}

// mergeParagraphs joins paragraphs that are the parts of one entry set
// apart by blank lines (a title, then a venue tag, then the authors): a
// paragraph that is one part joins the entry before it unless that entry
// has the part already, or has authors and a venue and this is a title.
//
// The blocks are merged in bs's own array: the merged block k is written
// only once blocks 0 to k are read (k never passes the block being read),
// and bs is not read after (pubBlocks).
func (p *parser) mergeParagraphs(bs []pubBlock, plain bool) []pubBlock {
	if len(bs) == 0 {
		return nil
	}
	out := bs[:0]
	var roles roleSet
	for i, b := range bs {
		n := len(out)
		var role byte
		var parts roleSet
		if n > 0 && roles != 0 && opensPlain(b) || i+1 < len(bs) && opensPlain(bs[i+1]) {
			// the roles are asked only when this paragraph may join the
			// one before or the next may join this: a list item never
			// joins, so a list's items are not read here at all
			role, parts = p.paragraphRoles(&b, plain)
		}
		if n > 0 && role != 0 && roles != 0 && b.lines[0].List == "" && !roles.has(role) && !(role == 'T' && roles.has('A') && roles.has('V')) &&
			b.status == out[n-1].status && b.year == out[n-1].year {
			prev := &out[n-1]
			if prev.para == nil {
				prev.para = map[int]bool{}
			}
			prev.para[len(prev.lines)] = true
			prev.read = blockRead{} // read again with its new lines
			prev.lines = append(prev.lines, b.lines...)
			prev.tags = append(prev.tags, b.tags...)
			roles = roles.with(role)
			continue
		}
		out = append(out, b)
		roles = parts
	}
	return out
}

// opensPlain reports whether a paragraph's first line is no list item:
// only such a paragraph may join the entry before it.
func opensPlain(b pubBlock) bool {
	return len(b.lines) > 0 && b.lines[0].List == ""
}

// paragraphRoles returns the role of a paragraph that is one part of an
// entry (0 when it is more), and the roles of its parts (no set when it
// is a whole citation, which takes no further parts).
// What it reads is kept in b.read for entryParts.
func (p *parser) paragraphRoles(b *pubBlock, plain bool) (byte, roleSet) {
	if len(b.lines) == 0 {
		return 0, 0
	}
	b.read = blockRead{done: true, authorFirst: authorFirst(b.lines, plain)}
	if b.read.authorFirst {
		return 0, 0
	}
	roles := emptyRoles
	logical := p.joinWrapped(b.lines, 0, nil)
	b.read.logical = logical
	one := byte(0) // the role of the one logical line
	for _, l := range logical {
		one = p.pubRole(l.Text)
		roles = roles.with(one)
	}
	if len(b.tags) > 0 {
		roles = roles.with('V')
	}
	if roles.has('F') || len(logical) > 1 && !roles.has('A') && !roles.has('V') {
		return 0, 0 // a whole citation, or prose about a paper
	}
	if len(logical) == 1 {
		// the line's role; 'V' only when the line is the venue itself
		return one, roles
	}
	return 0, roles
}

func hasListItems(ls []line) bool {
	for _, l := range ls {
		if l.List != "" {
			return true
		}
	}
	return false
}

// subLabel recognises a sub-heading of a publications list and returns
// the status it gives the entries below it ("" for published work).
func subLabel(ls []line, i int, wasBlank, list, inEntry bool) (string, bool) {
	l := ls[i]
	t := l.Text
	if len(l.Cells) > 1 && isLegendText(strings.Join(l.Cells[1:], " ")) {
		t = l.Cells[0] // "Preprints      * equal contribution"
	}
	if l.List != "" || hasYear(t) || strings.HasSuffix(t, ".") {
		return "", false
	}
	if l.Sub() != "" {
		// a venue line of a list item ("arXiv preprint") is not a heading
		if list && inEntry && !wasBlank && l.Heading == 0 && !l.Bold && !isLabelText(t) {
			return "", false
		}
		if l.Sub() != "published" && l.Heading == 0 && !isLabelText(t) && !hasWordFold(t, pubStatusWords) && !headingUnpublished(t) && headingStatusOf(t) == "" {
			return "", false // "Testing of Multiple Hypotheses" is a title
		}
		return labelStatus(l.Sub()), true
	}
	st, ok := pubLabelStatus(t)
	if ok && (isLabelText(t) || i == 0 || l.Heading > 0 || (wasBlank && (l.Bold || l.Italic))) {
		return st, true
	}
	return "", ok && list && wasBlank && nextIsItem(ls, i) && isShortLabel(t)
}

// pubLabelStatus is pubSubsection for a label's text.
func pubLabelStatus(t string) (string, bool) {
	if st, ok := pubSubsection(line{Text: t}); ok {
		return labelStatus(st), true
	}
	return "", false
}

func labelStatus(st string) string {
	if st == "published" {
		return ""
	}
	return st
}

// isLabelText reports whether t reads as a heading rather than a venue:
// made only of publication-kind words, or naming a plural kind of work
// ("Preprints and Works Under Submission").
func isLabelText(t string) bool {
	ws := words(t)
	if len(ws) == 0 || len(ws) > 6 {
		return false
	}
	all := true
	for _, w := range ws {
		if pubLabelNouns[w] {
			return true
		}
		if !pubSubWords[w] {
			all = false
		}
	}
	return all
}

// isShortLabel reports whether t is a short capitalised phrase with no
// digits and no sentence end: "Other Writings".
func isShortLabel(t string) bool {
	if w, _ := firstField(t); w == "" || !fieldCountAtMost(t, 4) || strings.ContainsAny(t, ".,;[]()0123456789") {
		return false
	}
	r, _ := firstRune(t)
	return unicode.IsUpper(r)
}

func nextIsItem(ls []line, i int) bool {
	for j := i + 1; j < len(ls); j++ {
		if !ls[j].Blank {
			return ls[j].List != ""
		}
	}
	return false
}

// isLegendLine reports whether a line explains the marks of the author
// lists ("* denotes equal contribution") instead of being an entry. Above
// the first entry, a mark alone on its line and a legend that does not
// open with its mark are legends too.
func isLegendLine(l line, started bool) bool {
	if isLegend(l.Text) || isLegendText(l.Text) || isMarkBullet(l.List) && isLegendText("*"+l.Text) {
		return true // "* Parallel first author, equal contribution."
	}
	if started {
		return false
	}
	t := strings.TrimSpace(l.Text)
	// the cheap tests first: a long line's words are counted no further
	// than a legend's length (wordsUpTo(t, 9) <= 8 is wordCount(t) <= 8)
	return utf8.RuneCountInString(t) <= 2 && wordCount(t) == 0 ||
		wordsUpTo(t, 9) <= 8 && !hasYear(t) && hasWordFold(t, pubLegendWords)
}

// isMarkBullet reports whether a list marker is also an author mark.
func isMarkBullet(m string) bool { return m == "*" || m == "∗" || m == "†" }

// isLegendText reports whether s is a short note made of a mark legend:
// "∗ Denotes equal contribution.", "† - core contributor".
func isLegendText(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" {
		return false
	}
	// the opening first: most lines are no legend by their first rune
	if r, _ := firstRune(s); !strings.ContainsRune("*∗†‡#(^", r) && !lowerHasPrefix(s, "denote") && !lowerHasPrefix(s, "indicate") {
		return false
	}
	if wordCount(s) > 16 || hasYear(s) {
		return false
	}
	return hasWordFold(s, pubLegendWords)
}

// yearLabel recognises a year that labels the entries below it: a line
// that is only a year ("### 2024", "2019:"), or a year in the left margin
// before an entry's first line. Once the section has years in its margin
// (margin), any line that opens with a year and a capital starts the next
// entry. rest is the line without the year (blank when the line was only
// the year).
func yearLabel(l line, margin bool) (int, line, bool) {
	if l.List != "" {
		return 0, line{}, false
	}
	t := strings.Trim(l.Text, " :.-–—")
	if len(t) == 4 && isYearAt(t, 0) {
		return atoi(t), line{N: l.N, Blank: true}, true
	}
	if len(l.Cells) > 1 && len(l.Cells[0]) == 4 && isYearAt(l.Cells[0], 0) {
		return atoi(l.Cells[0]), withoutPrefix(l, l.Cells[0]), true
	}
	// "2022 Josef Valvoda, Ada Quill and ...": a year glued to the margin
	if len(t) > 6 && isYearAt(t, 0) && t[4] == ' ' {
		if r, _ := firstRune(t[5:]); margin && unicode.IsUpper(r) {
			return atoi(t[:4]), withoutPrefix(l, t[:4]), true
		}
		if n, _ := memOf(l).authorPrefix(t[5:]); n >= 1 {
			return atoi(t[:4]), withoutPrefix(l, t[:4]), true
		}
	}
	return 0, line{}, false
}

// continuesEntry reports whether a line that is only a year ends the
// citation above it ("... Machine Learning (ICML),\n2023.") rather than
// labelling the entries below: the line above ends with a comma or
// another mark that the text goes on.
func continuesEntry(cur pubBlock, l line) bool {
	if len(cur.lines) == 0 || l.Heading > 0 {
		return false
	}
	return wrapCue(cur.lines[len(cur.lines)-1].Text, l.Text) || strings.HasSuffix(strings.TrimSpace(l.Text), ".")
}

// withoutPrefix returns l with the leading text pre (a margin cell) cut.
func withoutPrefix(l line, pre string) line {
	cut := func(s string) string {
		s = strings.TrimSpace(s)
		if strings.HasPrefix(s, pre) {
			s = strings.TrimSpace(s[len(pre):])
		}
		return s
	}
	r := l
	r.Text = cut(l.Text)
	r.MD = cut(l.MD)
	r.Cells = nil
	for i, c := range l.Cells {
		if i == 0 {
			c = cut(c)
		}
		if c != "" {
			r.Cells = append(r.Cells, c)
		}
	}
	r.Text = strings.Join(r.Cells, "\t")
	r.Blank = r.Text == ""
	return r
}

// isTopicLabel reports whether a line is a topic heading in capitals
// that groups the papers below it ("MACHINE LEARNING SYSTEMS"): two or
// more words, no digits, no venue.
func (p *parser) isTopicLabel(l line, wasBlank bool) bool {
	t := l.Text
	// the cheap test that fails on most lines (a lower-case letter) first
	if len(l.Cells) > 1 || !allCaps(t) || strings.ContainsAny(t, "0123456789.,") || fieldCount(t) < 2 || wordCount(t) > 8 {
		return false
	}
	if _, _, _, ok := p.matchVenue(t); ok {
		return false
	}
	return true
}

// marginTag recognises a venue tag in a column of its own, left of the
// entry ("NSDI’24   Yazhuo Zhang, ..."), or alone on a line when the
// conversion put it between the entry's lines. rest is the line without
// the tag.
func marginTag(l line) (string, line, bool) {
	if l.List != "" {
		return "", line{}, false
	}
	if len(l.Cells) == 1 && isShortVenueTag(l.Text) {
		return l.Text, line{N: l.N, Blank: true}, true
	}
	if len(l.Cells) > 1 && isShortVenueTag(l.Cells[0]) {
		return l.Cells[0], withoutPrefix(l, l.Cells[0]), true
	}
	return "", line{}, false
}

// isShortVenueTag reports whether s is only an acronym with a two-digit
// year: "NSDI’24", "SoCC'17", "[HPCA'24]".
func isShortVenueTag(s string) bool {
	s = strings.Trim(strings.TrimSpace(s), "[]()")
	if len(s) < 4 || len(s) > 16 || strings.Contains(s, " ") {
		return false
	}
	i := strings.LastIndexAny(s, "'’‘")
	if i <= 0 {
		return false
	}
	acr, yy := s[:i], s[i:]
	_, size := utf8.DecodeRuneInString(yy)
	yy = yy[size:]
	if !allDigitsN(yy, 2) || len(yy) != 2 {
		return false
	}
	r, _ := firstRune(acr)
	if !unicode.IsUpper(r) {
		return false
	}
	for _, c := range acr {
		if !unicode.IsLetter(c) && !unicode.IsDigit(c) && c != '-' && c != '&' {
			return false
		}
	}
	return true
}

// startsCitation reports whether l, in a list without markers or blank
// lines between entries, begins the next citation: the entry so far opens
// with its authors, is complete (a year, a quoted title or a tag) and
// ends a sentence (or l brings its own quoted title after a quoted one:
// quotedCitationFollows), and l opens with an author list too.
func (p *parser) startsCitation(l line, cur pubBlock) bool {
	if len(cur.lines) == 0 {
		return false
	}
	if last := cur.lines[len(cur.lines)-1].Text; !endsSentence(last) && !endsWithYear(last) && !p.quotedCitationFollows(l, cur) { // pubs_citestart.go
		return false
	}
	if n, _ := p.m.authorPrefix(cur.lines[0].Text); n == 0 {
		return false
	}
	if !cur.dated && len(cur.tags) == 0 {
		return false
	}
	n, end := p.m.authorPrefix(l.Text)
	return n >= 2 || (n == 1 && p.hasOwner(l.Text[:end]))
}

// endsSentence reports whether s ends a sentence or a bracketed note.
func endsSentence(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s)
	return strings.ContainsRune(".?!]);”\"", r)
}

// entryParts turns a block into entries of role-tagged lines. A block
// that opens with its authors is one citation wrapped over lines; a
// title-first block is read line by line once wrapped lines are joined,
// and may hold several papers one after another.
func (p *parser) entryParts(b pubBlock, width int) [][]pubLine {
	if len(b.lines) == 0 {
		return nil
	}
	// paragraphRoles asked the same questions of b (with plain = width
	// > 0) if it read it; its joined lines are these when no width and no
	// paragraph marks apply
	first := b.read.authorFirst
	if !b.read.done {
		first = authorFirst(b.lines, width > 0)
	}
	if first {
		return [][]pubLine{{{line: joinAll(b.lines), role: 'F'}}}
	}
	joined := b.read.logical
	if joined == nil || width > 0 || b.para != nil {
		joined = p.joinWrapped(b.lines, width, b.para)
	}
	return p.cutEntries(p.splitTitleVenues(joined), b.lines[0].List != "")
}

// cutEntries cuts a title-first block's logical lines into entries: a
// line whose role the current entry already has (a venue or award line
// aside), or a title after authors and venue, opens the next. item says
// the block is a list item, which is one paper.
func (p *parser) cutEntries(logical []line, item bool) [][]pubLine {
	var out [][]pubLine
	var cur []pubLine
	// the entries' lines share one array, each entry a capacity-clipped
	// window of it (a line goes into one entry at most)
	all := make([]pubLine, 0, len(logical))
	roles := emptyRoles
	for i, l := range logical {
		role, keep := p.entryLineRole(logical, i, len(cur), roles, item)
		if !keep {
			continue
		}
		if len(cur) > 0 && opensEntry(roles, role) {
			out = append(out, layoutRoles(cur))
			cur, roles = nil, emptyRoles
		}
		roles = roles.with(role)
		if role == 'T' && isVenueTag(afterTitle(l)) {
			roles = roles.with('V')
		}
		all = append(all, pubLine{line: l, role: role})
		cur = all[len(all)-len(cur)-1 : len(all) : len(all)]
	}
	if len(cur) > 0 {
		out = append(out, layoutRoles(cur))
	}
	return out
}

// entryLineRole is the role of logical line i in an entry of n lines so
// far holding roles, as the line reads and as its place in the entry
// says; false when the line is left out: a description after a
// citation, or prose after a list item's venue.
func (p *parser) entryLineRole(logical []line, i, n int, roles roleSet, item bool) (byte, bool) {
	l := logical[i]
	role := p.pubRole(l.Text)
	if role == 'T' && n > 0 && p.ownerOpens(l.Text) {
		role = 'F' // "A. Quill. Venue." under its title: one author, then the venue (pubs_prose.go)
	}
	if role == 'A' && !strings.Contains(l.Text, ",") && (wholeSpan(l) || i+1 < len(logical) && n == 0 && p.pubRole(logical[i+1].Text) == 'A') {
		role = 'T' // "_Performative Prediction_" above the authors is a title
	}
	if role == 'T' && roles.has('T') && roles.has('A') && !roles.has('V') {
		role = 'V' // title, authors, then the venue line
	}
	if citedBefore(roles) && role == 'T' && wordCount(l.Text) > maxDescriptionWords && !p.citesAuthors([]line{l}) {
		return role, false // a description of the paper after its citation
	}
	if role == 'T' && roles.has('A') && roles.has('V') && hasYear(l.Text) {
		role = 'V' // a second venue line: "Workshop on X 2021 (non-archival)"
	}
	if item && role == 'T' && roles.has('A') && roles.has('V') {
		return role, false // a list item is one paper: prose after its venue describes it
	}
	return role, true
}

// opensEntry reports whether a line of role opens a new entry after one
// holding roles: its role is already there (more venue or award lines
// excepted), or it is a title after authors and venue.
func opensEntry(roles roleSet, role byte) bool {
	return roles.has(role) && role != 'V' && role != 'W' || role == 'T' && roles.has('A') && roles.has('V')
}

// splitTitleVenues cuts the venue off a title line that ends with it:
// "Title of the Paper. CVPR 2025." is a title line and a venue line.
func (p *parser) splitTitleVenues(ls []line) []line {
	for i := 0; i < len(ls); i++ {
		t := strings.TrimRight(strings.TrimSpace(ls[i].Text), ". ")
		k := strings.LastIndex(t, ". ")
		if k <= 0 || wordCount(t[:k]) < 2 || strings.Contains(t[:k], ". ") {
			continue // not a title alone before the venue
		}
		tail := t[k+2:]
		if wordCount(tail) > 8 || yearIn(tail) == 0 || p.pubRole(ls[i].Text) != 'T' {
			continue
		}
		if _, vs, _, ok := p.matchVenue(tail); !ok || vs > 0 {
			continue
		}
		head, venueLine := ls[i], ls[i]
		head.Text, head.Cells = t[:k], []string{t[:k]}
		venueLine.Text, venueLine.Cells = tail, []string{tail}
		venueLine.ClearSpans()
		ls = append(ls[:i+1], append([]line{venueLine}, ls[i+1:]...)...)
		ls[i] = head
		i++
	}
	return ls
}

// layoutRoles fixes the roles of a title-first entry by their places:
// after "title / authors", the lines that follow are the venue even when
// it is not in the catalogue.
func layoutRoles(e []pubLine) []pubLine {
	for i := range e {
		if e[i].role == 'A' && i <= 1 {
			for j := i + 1; j < len(e); j++ {
				if e[j].role == 'T' && !(i == 0 && j == 1) {
					e[j].role = 'V'
				}
			}
			break
		}
	}
	return e
}

// authorFirst reports whether a block is a citation that opens with its
// author list and goes on with the title (after a period, a colon, a quote
// or a year), wrapped over lines or not. In text with markup, an author
// list alone on the first line is the author line of a title / authors /
// venue entry instead; in plain text (from a PDF) it is a wrapped
// citation. A first line that is all one link or emphasis span is a title.
func authorFirst(ls []line, plain bool) bool {
	if wholeSpan(ls[0]) || ls[0].Heading > 0 {
		return false // a title set apart by markup or as a heading
	}
	first := strings.TrimSpace(ls[0].Text)
	t := first
	if len(ls) > 1 {
		t = joinAllText(ls)
	}
	if w, more := firstField(first); more && (w == "A" || w == "An" || w == "The") {
		return false // "A Fast, General Protocol for ..." opens a title
	}
	n, end := memOf(ls[0]).authorPrefix(t)
	if n == 0 || semicolonListLine(first) { // names_pass.go
		return false
	}
	if !plain && end >= len(first)-1 && memOf(ls[0]).isAuthorList(first) && !strings.HasSuffix(first, ",") {
		return false
	}
	if n == 1 {
		if k, _ := memOf(ls[0]).authorPrefix(strings.TrimLeft(t[end:], " .,:")); k >= 2 {
			return false // "Short Title. Ada Quill, Bo Reyes. ..."
		}
	}
	if end > 0 && t[end-1] == '.' {
		// "Ada Quill. Title ...", but not "**A Short Title.** NSDI 2024."
		return n > 1 || singleAuthorName(ls[0], t[:end])
	}
	rest := strings.TrimLeft(t[end:], " *∗†‡")
	if rest == "" {
		return false
	}
	r, _ := firstRune(rest)
	return strings.ContainsRune(".,:;(“\"", r) || unicode.IsDigit(r)
}

// singleAuthorName reports whether pre, the one name that opens a
// citation, reads as a person's name rather than a short title: at most
// three words or an initial, and not a bold, italic or link span of three
// words or more.
func singleAuthorName(l line, pre string) bool {
	pre = strings.Trim(pre, " .")
	ws := strings.Fields(pre)
	if len(ws) > 3 && !strings.Contains(pre, ". ") {
		return false
	}
	for _, group := range [][]string{l.Links(), l.Bolds(), l.Italics()} {
		for _, sp := range group {
			if strings.Trim(sp, " .") == pre && len(ws) >= 3 {
				return false
			}
		}
	}
	return true
}

// wholeSpan reports whether a line's text is one link, bold or italic
// span of three words or more: a title set apart by its markup.
func wholeSpan(l line) bool {
	t := strings.Trim(l.Text, " .,")
	for _, group := range [][]string{l.Links(), l.Bolds(), l.Italics()} {
		for _, s := range group {
			if strings.Trim(s, " .,") == t && wordCount(t) >= 3 {
				return true
			}
		}
	}
	return false
}

// joinWrapped joins the lines of an entry that a conversion wrapped: a
// line that ends inside a sentence goes on on the next one.
func (p *parser) joinWrapped(ls []line, width int, para map[int]bool) []line {
	out := make([]line, 0, len(ls)) // a logical line per line at most
	start := 0
	for i := 1; i <= len(ls); i++ {
		if i < len(ls) && !para[i] && p.wrapsInto(ls[i-1].Text, ls[i].Text, width) {
			p.m.noteJoin(ls[i].N, ls[start].N, "continued: joined to line {line}, which runs on (a wrap)")
			continue // the run goes on: compare physical lines, not the run
		}
		out = append(out, joinAll(ls[start:i]))
		start = i
	}
	return out
}

// wrapsInto reports whether the line a goes on on line b: a ends with a
// hyphen, a comma or a word that cannot end a phrase ("of", "and"), b
// opens in lower case, both are parts of one author list, or a fills the
// text width without ending a sentence and b is not a venue line.
func (p *parser) wrapsInto(a, b string, width int) bool {
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	if a == "" || b == "" {
		return false
	}
	if wrapCue(a, b) {
		return true
	}
	last, _ := utf8.DecodeLastRuneInString(a)
	ends := strings.ContainsRune(".?!”\"]", last) && !endsWithInitial(a)
	if ends {
		return false
	}
	comma := strings.Contains(a, ",")
	full := width > 0 && utf8.RuneCountInString(a)*5 >= width*4
	if !comma && !full {
		return false // both tests below need one: b's role is not asked
	}
	rb := p.pubRole(b)
	if rb == 'A' && comma && p.m.isAuthorList(a) {
		return true // an author list wrapped after a comma: "..., Ann" + "Example, Bo Reyes, ..."
	}
	return full && rb != 'V' && rb != 'W' && rb != 'A'
}

// wrapCue reports whether the text shows that line a goes on on line
// b: a ends with a hyphen, a comma or a word that cannot end a phrase
// ("of", "and"), or b opens in lower case.
func wrapCue(a, b string) bool {
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	if a == "" || b == "" {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(a)
	if strings.ContainsRune("-,;:&", last) {
		return true
	}
	if inLowerSet(pubWrapWords, lastField(a)) {
		return true
	}
	first, _ := firstField(b)
	return isLowerWord(first)
}

// isLowerWord reports whether w is a word in lower case letters only
// ("and", "learning"; not "arXiv").
func isLowerWord(w string) bool {
	if r, _ := firstRune(w); !unicode.IsLetter(r) {
		return false
	}
	n := 0
	for _, r := range w {
		if unicode.IsUpper(r) || unicode.IsDigit(r) {
			return false
		}
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n > 0
}

// endsWithInitial reports whether s ends with a name's initial ("S."),
// which is not the end of a sentence.
func endsWithInitial(s string) bool {
	w := lastField(s)
	r, size := utf8.DecodeRuneInString(w)
	return len(w) == size+1 && w[size] == '.' && unicode.IsUpper(r)
}

// joinAll joins the lines of a wrapped citation into one.
// joinAllText is joinAll(ls).text, without building the rest of the
// joined line: authorFirst asks only for the text.
func joinAllText(ls []line) string {
	if len(ls) == 1 {
		return ls[0].Text
	}
	var text strings.Builder
	size := 0
	for _, l := range ls {
		size += len(l.Text) + 1
	}
	text.Grow(size)
	for i, l := range ls {
		t := strings.TrimSpace(l.Text)
		if i+1 < len(ls) && strings.HasSuffix(t, "-") && !strings.HasSuffix(t, " -") {
			if r, _ := firstRune(strings.TrimSpace(ls[i+1].Text)); unicode.IsLower(r) {
				t = strings.TrimSuffix(t, "-")
			}
			text.WriteString(t)
			continue
		}
		text.WriteString(t)
		if i+1 < len(ls) {
			text.WriteByte(' ')
		}
	}
	return text.String()
}

func joinAll(ls []line) line {
	if len(ls) == 1 {
		return ls[0]
	}
	var text, md strings.Builder
	size, mdSize := 0, 0
	for _, l := range ls {
		size += len(l.Text) + 1
		mdSize += len(l.MD) + 1
	}
	text.Grow(size) // the joined text is at most this long
	md.Grow(mdSize)
	m := ls[0]
	var links, bolds, italics []string
	for i, l := range ls {
		t, d := strings.TrimSpace(l.Text), strings.TrimSpace(l.MD)
		if i+1 < len(ls) && strings.HasSuffix(t, "-") && !strings.HasSuffix(t, " -") {
			// a word broken at the line end: "Summa-" + "rization"; a
			// hyphen before a capital stays ("Bounded-" + "Confidence")
			if r, _ := firstRune(strings.TrimSpace(ls[i+1].Text)); unicode.IsLower(r) {
				t, d = strings.TrimSuffix(t, "-"), strings.TrimSuffix(d, "-")
			}
			text.WriteString(t)
			md.WriteString(d)
		} else {
			text.WriteString(t)
			md.WriteString(d)
			if i+1 < len(ls) {
				text.WriteByte(' ')
				md.WriteByte(' ')
			}
		}
		links = append(links, l.Links()...)
		bolds = append(bolds, l.Bolds()...)
		italics = append(italics, l.Italics()...)
	}
	m.SetSpans(links, bolds, italics)
	m.Text, m.MD = text.String(), md.String()
	m.Cells = []string{m.Text}
	return m
}

// applyBlock gives a publication what its block says around the entry:
// a venue tag from the margin (a tag beats a looser match in the text)
// and the year of its group when the entry names none.
func (p *parser) applyBlock(pub *cv.Publication, b pubBlock) {
	for _, tag := range b.tags {
		v, _, _, ok := p.matchVenue(tag)
		if !ok {
			continue
		}
		pub.Venue, pub.Area = v.Acronym, v.Area
		if pub.Type != cv.TypePreprint {
			pub.Type = typeOfKind(string(v.Kind))
		}
		if y := yearIn(tag); y != 0 {
			pub.Year = y
		}
		if pub.VenueRaw == "" {
			pub.VenueRaw = tag
		}
		break
	}
	if pub.Year == 0 && b.year != 0 {
		pub.Year = b.year
	}
}

// typeOfKind is the publication type of a catalogue venue kind.
func typeOfKind(kind string) cv.PubType {
	switch kind {
	case "journal":
		return cv.TypeJournal
	case "workshop":
		return cv.TypeWorkshop
	}
	return cv.TypeConference
}
