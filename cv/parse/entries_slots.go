package parse

import (
	"strings"
	"unicode"
)

// One entry in several lines, the title not first (issue 22, convention 1;
// item 5, titles as linked spans).
//
// Many CVs kept as Markdown READMEs or HTML pages write each paper as a
// block of short lines of its own: a label naming the project or software
// it belongs to, the author list, the venue (often in italics), the place
// and date, then the title as a link, then links to copies in
// parentheses:
//
//	**Quillfs:**
//	A. Farr, B. Lind and C. Moss.
//	_Symposium on Storage Tiers_ (SST).
//	Lakeview, ON, May 2-4, 2019.
//	[Tiered Journals for Flash Arrays](https://example.org/doi)
//	([Preprint](https://example.org/pre.pdf))
//
// Read line by line (entryParts), such a block is cut into several
// papers: the label with the authors taken for a title, the place and
// date line taken for one more. Here the section's blocks are compared:
// when most of them hold an author list and, below it, exactly one line
// that opens with a link whose text reads as a title, the section's
// template is "label?, authors, venue lines, linked title, extras", and
// every block of that shape is read as one entry by its slots: a short
// bold or colon-ended line before the authors is a label (no part of the
// paper), the lines between the authors and the title are its venue,
// place and date, and the lines after the title that only hold links to
// copies ("(Preprint)", "(Source Code)"; words/pub_link_words.txt) are
// extras. Blocks of other shapes keep their line-by-line reading.

var pubLinkWords = wordSet("pub_link_words")

// slotBlock is where the slots of one block are: the author line and the
// title line (indexes into the block's lines).
type slotBlock struct {
	authors, title int
	// last is true when the title is the template's last slot: most
	// blocks of the section give the venue between the authors and the
	// title ("authors / venue / date / [Title](...)"). Else the venue
	// follows the title ("authors / [Title](...) / venue").
	last bool
}

// maxLabelWords is how long a label line above an author list may be
// ("**Quillfs:**", "**Tile Store**"): a project or software name.
const maxLabelWords = 4

// readSlotEntries replaces the cuts of the blocks that follow the
// section's slot template (see above) by one entry each, read by its
// slots. The section follows it when at least minTemplateBlocks blocks,
// and half of its blocks with an author list, have the template's shape.
func (p *parser) readSlotEntries(bs []pubBlock, cuts [][][]pubLine) {
	if len(bs) < minTemplateBlocks || !mayFitSlots(bs, minTemplateBlocks) { // speed_slots.go
		return
	}
	slots := make([]slotBlock, len(bs))
	fit, withAuthors, venueFirst := 0, 0, 0
	for i, b := range bs {
		s, ok := p.slotsOf(b.lines)
		slots[i] = s
		if ok {
			fit++
			if s.title > s.authors+1 {
				venueFirst++
			}
		}
		if s.authors >= 0 {
			withAuthors++
		}
	}
	if fit < minTemplateBlocks || 2*fit < withAuthors {
		return
	}
	titleLast := 2*venueFirst > fit
	for i, b := range bs {
		if s := slots[i]; s.title >= 0 {
			s.last = titleLast && chapterTitle(b.lines[s.title]) == ""
			cuts[i] = [][]pubLine{p.slotEntry(b.lines, s)}
		}
	}
}

// slotsOf finds a block's slots: its first author line, and the first
// line below it that opens with a title link. ok is false (and the title
// -1) when the block has another shape: no author line, lines other than
// a label above it, no title link below it, or a second author list
// after the title (two papers in one block).
func (p *parser) slotsOf(ls []line) (slotBlock, bool) {
	s := slotBlock{authors: -1, title: -1}
	for i, l := range ls {
		if p.isSlotAuthors(l) {
			s.authors = i
			break
		}
		if !isSlotLabel(l) {
			return s, false
		}
	}
	if s.authors < 0 {
		return s, false
	}
	for i := s.authors + 1; i < len(ls); i++ {
		if s.title < 0 && slotTitle(ls[i]) != "" {
			s.title = i
		} else if s.title >= 0 && ls[i].Heading == 0 && !isCopyLinks(ls[i]) && p.pubRole(ls[i].Text) == 'A' {
			s.title = -1
			return s, false
		}
	}
	return s, s.title >= 0
}

// isSlotAuthors reports whether a line opens with an author list: alone
// on the line ("A. Farr, B. Lind and C. Moss.") or before the venue
// ("A. Farr and B. Lind, _J. Tiling_ 12, 3 (2019).").
func (p *parser) isSlotAuthors(l line) bool {
	if slotTitle(l) != "" {
		return false
	}
	if p.pubRole(l.Text) == 'A' {
		return true
	}
	n, _ := p.m.authorPrefix(l.Text)
	return n >= 2
}

// isSlotLabel reports whether a line above an author list is a label: a
// short line set in bold or ending in a colon ("**Quillfs:**").
func isSlotLabel(l line) bool {
	t := strings.TrimSpace(l.Text)
	if t == "" || wordCount(t) > maxLabelWords || hasYear(t) {
		return false
	}
	return l.Bold || strings.HasSuffix(t, ":")
}

// slotTitle returns the title a line gives by its markup: the line opens
// with a link of two words or more, not a link to a copy ("Preprint",
// "Slides") nor a venue's name, and what follows the link is only
// punctuation or a note in parentheses; or the line is a chapter's title in italics before the
// book it is in ("_Tiling in Practice_ in" over "[Handbook of Tiles]
// (...), edited by ..."). "" when the line is no such line.
func slotTitle(l line) string {
	if t := chapterTitle(l); t != "" {
		return t
	}
	if len(l.Links()) == 0 {
		return ""
	}
	lk := strings.TrimSpace(l.Links()[0])
	t := strings.TrimSpace(l.Text)
	if lk == "" || !strings.HasPrefix(t, lk) || isLinkLabel(lk) || letterWords(lk) < 2 || hasVenueWords(lk) {
		return "" // a venue's name as a link ("[Journal of Tiles](...)") is no title
	}
	rest := strings.TrimLeft(t[len(lk):], " .,;")
	if rest != "" && rest[0] != '(' {
		return ""
	}
	return lk
}

// chapterTitle returns the italic span a line opens with when the line
// is only that span and the word "in": the title of a chapter, the book
// on the line below.
func chapterTitle(l line) string {
	if len(l.Italics()) == 0 {
		return ""
	}
	it := strings.TrimSpace(l.Italics()[0])
	t := strings.TrimSpace(l.Text)
	if letterWords(it) < 2 || !strings.HasPrefix(t, it) {
		return ""
	}
	if rest := strings.TrimSpace(t[len(it):]); rest != "in" {
		return ""
	}
	return it
}

// isLinkLabel reports whether a link's text names a copy of the paper or
// a thing beside it rather than the paper: every word of it is a link
// word ("Preprint", "Source Code", "Slides (PDF)"), numbers and
// identifiers aside ("Preprint 2", "arXiv:2001.01234").
func isLinkLabel(s string) bool {
	words := 0
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != ':' && r != '.'
	}) {
		w = strings.Trim(w, ":.")
		if w == "" || strings.IndexFunc(w, unicode.IsDigit) >= 0 {
			continue // a number or an identifier
		}
		if !pubLinkWords[w] {
			return false
		}
		words++
	}
	return words > 0
}

// slotEntry reads a block by its slots as one entry in the order the
// citation reader expects: the title, the author line, then the venue,
// place and date lines. Labels above the authors are left out, and so are
// headings and, after the title, the lines that only link to copies. When
// the title is the template's last slot (s.last), other lines after it
// (another version of the paper, "_Also known as_" a report with its own
// linked title) are no part of the citation and are left out with a
// warning, but for an award ("**Best Paper Award.**"); else, and after a
// chapter's title (its book follows), they are the venue.
func (p *parser) slotEntry(ls []line, s slotBlock) []pubLine {
	title := ls[s.title]
	t := slotTitle(title)
	title.Text, title.Cells = t, []string{t}
	title.SetSpans([]string{t}, nil, nil)
	e := make([]pubLine, 0, len(ls)-s.authors+2)
	e = append(e, pubLine{line: title, role: 'T'})
	e, next := p.slotAuthors(e, ls, s.authors)
	for i := next; i < len(ls); i++ {
		l := ls[i]
		switch {
		case i == s.title || l.Heading > 0 || i > s.title && isCopyLinks(l):
		case p.pubRole(l.Text) == 'W':
			e = append(e, pubLine{line: l, role: 'W'}) // "**Best Paper Award.**" on a line of its own
		case i > s.title && s.last:
			p.warn(l.N, "after the paper's title: not read as part of it", l.Text)
		default:
			e = append(e, pubLine{line: l, role: 'V'})
		}
	}
	return e
}

// slotAuthors adds the author slot of a block to e and returns where the
// lines after it start. An author list wrapped over lines ("A. Farr,
// B. Lind," over "C. Moss and D. Hart.") is joined; an italic span after
// the names on the line is the venue ("A. Farr and B. Lind, _J. Tiling_
// 12, 3 (2019).": italics are no part of an author list, and initials
// such as "J." in it would be read as one more name).
func (p *parser) slotAuthors(e []pubLine, ls []line, at int) ([]pubLine, int) {
	next := at + 1
	for next < len(ls) && strings.HasSuffix(strings.TrimSpace(ls[next-1].Text), ",") && slotTitle(ls[next]) == "" && p.pubRole(ls[next].Text) == 'A' {
		next++
	}
	a := joinAll(ls[at:next]) // joined once: the work stays linear in the lines
	if k := italicAfterNames(a); k > 0 {
		names, venue := a, a
		names.Text, names.Cells = strings.TrimSpace(a.Text[:k]), nil
		names.SetSpans(names.Links(), names.Bolds(), nil)
		venue.Text, venue.Cells = a.Text[k:], nil
		names.Cells, venue.Cells = []string{names.Text}, []string{venue.Text}
		return append(e, pubLine{line: names, role: 'A'}, pubLine{line: venue, role: 'V'}), next
	}
	role := byte('F') // the author list, the venue after it
	if p.pubRole(a.Text) == 'A' {
		role = 'A'
	}
	return append(e, pubLine{line: a, role: role}), next
}

// italicAfterNames returns where a line's first italic span starts when
// it follows an author list opening the line, 0 when there is none.
func italicAfterNames(l line) int {
	if len(l.Italics()) == 0 {
		return 0
	}
	k := strings.Index(l.Text, l.Italics()[0])
	if k <= 0 {
		return 0
	}
	if n, _ := authorPrefix(strings.TrimRight(l.Text[:k], " ,;")); n == 0 {
		return 0
	}
	return k
}

// isCopyLinks reports whether a line after a paper's title only links to
// copies of it or things beside it: "([Preprint](...))", "(Slides)
// (Source Code)", or a parenthesised note of links.
func isCopyLinks(l line) bool {
	t := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(l.Text), "."))
	if strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") {
		return true
	}
	if len(l.Links()) == 0 {
		return false
	}
	for _, lk := range l.Links() {
		if !isLinkLabel(lk) {
			return false
		}
	}
	return true
}

// joinLoneTitles joins a title cut off from its citation in a title-first
// section. A title that ends a sentence ("Open Maps of Fields: A Study
// of Paths." or one ending in "?") makes the author list below it look
// like the start of the next citation, so the block splitter ends the
// entry there: the title stands alone (and is dropped: no authors, venue
// or year), and the authors and venue below it make a paper without a
// title, or with the venue line read as its title. When most entries of
// the section are title-first (a title line, then the author line), a
// block that is only a title and the next block, which opens with an
// author list, are one entry, and what follows the author list is the
// venue, as in the section's other entries. A title wrapped before two
// capitalised words ("... for Quiet" over "Tiled Rooms") has its second
// line read as a name: a line of three words or fewer, with no comma,
// under a lone title is its wrap.
func (p *parser) joinLoneTitles(bs []pubBlock, cuts [][][]pubLine) {
	if !p.titleFirstSection(cuts) {
		return
	}
	for i := range cuts {
		cuts[i] = p.joinInBlock(cuts[i], len(bs[i].lines) > 0 && bs[i].lines[0].List != "")
	}
	for i := 0; i+1 < len(cuts); i++ {
		if len(cuts[i]) != 1 || len(cuts[i+1]) != 1 {
			continue
		}
		if e, ok := p.joinedTitle(cuts[i][0], cuts[i+1][0]); ok {
			cuts[i], cuts[i+1] = [][]pubLine{e}, nil
			i++
		}
	}
}

// titleFirstSection reports whether a section's entries are title-first:
// at least minTemplateBlocks entries open with a title line over an
// author line, more than open with an author list (not counting those
// under a lone title, which are the pieces joinLoneTitles looks for).
func (p *parser) titleFirstSection(cuts [][][]pubLine) bool {
	first, authors := 0, 0
	var prev []pubLine
	for _, c := range cuts {
		for _, e := range c {
			switch _, lone := loneTitle(prev); {
			case len(e) >= 2 && e[0].role == 'T' && e[1].role == 'A':
				first++
			case !lone && p.opensWithAuthors(e):
				authors++
			}
			prev = e
		}
	}
	return first >= minTemplateBlocks && first > authors
}

// joinInBlock joins, inside one block, a lone title entry and the entry
// after it (see joinLoneTitles). In a list item, which is one paper, a
// lone title line is also joined to a title line under it that has the
// authors below it: a title wrapped over two lines that the wrap
// reading did not join ("... Models with Semantic-Aware" over
// "Pretraining (ABC'24)", the second line set apart by its style).
func (p *parser) joinInBlock(c [][]pubLine, item bool) [][]pubLine {
	out := c[:0:0] // a new array: c is read while out grows
	for j := 0; j < len(c); j++ {
		if j+1 < len(c) {
			e, ok := p.joinedTitle(c[j], c[j+1])
			if !ok && item {
				e, ok = titleOverTwoLines(c[j], c[j+1])
			}
			if ok {
				out = append(out, e)
				j++
				continue
			}
		}
		out = append(out, c[j])
	}
	return out
}

// titleOverTwoLines returns the entry a lone title line a and the entry b
// under it make when b opens with a title line over its author line: one
// title over two lines.
func titleOverTwoLines(a, b []pubLine) ([]pubLine, bool) {
	if len(a) != 1 || a[0].role != 'T' || hasYear(a[0].Text) || len(b) < 2 || b[0].role != 'T' || b[1].role != 'A' {
		return nil, false
	}
	title := pubLine{line: joinAll([]line{a[0].line, b[0].line}), role: 'T'}
	return append(titleAndNote(title), b[1:]...), true
}

// titleAndNote cuts a note in parentheses that holds a year off the end
// of a title line ("Handbook of Tiles (Fable Press, 2024)"): the
// publisher or venue and the year, a venue line of their own.
func titleAndNote(t pubLine) []pubLine {
	s := strings.TrimSpace(t.Text)
	k := strings.LastIndexByte(s, '(')
	if !strings.HasSuffix(s, ")") || k <= 0 || yearIn(s[k:]) == 0 || letterWords(s[:k]) < 2 {
		return []pubLine{t}
	}
	note := t
	t.Text, note.Text = strings.TrimSpace(s[:k]), s[k+1:len(s)-1]
	t.Cells, note.Cells = []string{t.Text}, []string{note.Text}
	note.ClearSpans()
	return []pubLine{t, {line: note.line, role: 'V'}}
}

// joinedTitle returns the entry a lone title a and the untitled citation
// b under it make, if they are such (see joinLoneTitles).
func (p *parser) joinedTitle(a, b []pubLine) ([]pubLine, bool) {
	title, ok := loneTitle(a)
	if !ok || !p.opensWithAuthors(b) {
		return nil, false
	}
	return append([]pubLine{title}, p.authorsThenVenue(b)...), true
}

// loneTitle returns an entry's title when the entry is one title line
// with no year, or a title line and its wrap (see joinLoneTitles), joined.
func loneTitle(e []pubLine) (pubLine, bool) {
	if len(e) == 0 || len(e) > 2 || e[0].role != 'T' || hasYear(e[0].Text) {
		return pubLine{}, false
	}
	if len(e) == 1 {
		return e[0], true
	}
	if w := e[1]; w.role != 'A' || strings.Contains(w.Text, ",") || wordCount(w.Text) > 3 || hasYear(w.Text) {
		return pubLine{}, false
	}
	return pubLine{line: joinAll([]line{e[0].line, e[1].line}), role: 'T'}, true
}

// opensWithAuthors reports whether an entry opens with an author list.
func (p *parser) opensWithAuthors(e []pubLine) bool {
	if len(e) == 0 {
		return false
	}
	if r := e[0].role; r != 'A' && r != 'F' {
		return false
	}
	n, _ := p.m.authorPrefix(e[0].Text)
	return n > 0 || e[0].role == 'A'
}

// authorsThenVenue is an entry's lines read in the section's order: the
// author list, then the venue. A run-in citation ("A. Quill, B. Reyes.
// Venue. 2019.") is cut into its author list and the rest; every line
// after the author list is the venue.
func (p *parser) authorsThenVenue(e []pubLine) []pubLine {
	out := make([]pubLine, 0, len(e)+1)
	for i, pl := range e {
		if i > 0 {
			out = append(out, pubLine{line: pl.line, role: 'V'})
			continue
		}
		n, end := p.m.authorPrefix(pl.Text)
		if pl.role == 'A' || n == 0 {
			out = append(out, pl)
			continue
		}
		names, venue := pl.line, pl.line
		names.Text, venue.Text = strings.TrimSpace(pl.Text[:end]), strings.TrimLeft(pl.Text[end:], " .,;")
		names.Cells, venue.Cells = []string{names.Text}, []string{venue.Text}
		out = append(out, pubLine{line: names, role: 'A'}, pubLine{line: venue, role: 'V'})
	}
	return out
}

// titlesOverAuthors reads again, in a title-first section, a block read
// as one run-in citation because its first line opens like an author list
// ("Weave Wide, Then Trim: Rethinking Looms" reads as the names "Weave
// Wide" and "Then Trim") when the line under it is an author list of its
// own: an entry holds one author list, so the first line is the title,
// as in the section's other entries, and the lines under the authors are
// the venue (links to copies left out).
func (p *parser) titlesOverAuthors(bs []pubBlock, cuts [][][]pubLine) {
	if !p.titleFirstSection(cuts) {
		return
	}
	for i, b := range bs {
		c := cuts[i]
		if len(c) != 1 || len(c[0]) != 1 || c[0][0].role != 'F' || len(b.lines) < 2 {
			continue
		}
		if !p.titleOverAuthorLine(b.lines[0], b.lines[1]) {
			continue
		}
		e := []pubLine{{line: b.lines[0], role: 'T'}, {line: b.lines[1], role: 'A'}}
		for _, l := range b.lines[2:] {
			if !isCopyLinks(l) {
				e = append(e, pubLine{line: l, role: 'V'})
			}
		}
		cuts[i] = [][]pubLine{e}
	}
}

// titleOverAuthorLine reports whether a line is a title that only looks
// like it opens with names: it is no author list itself, the names it
// seems to open with do not include the CV's owner, and the line under it
// is an author list.
func (p *parser) titleOverAuthorLine(first, next line) bool {
	if p.pubRole(first.Text) == 'A' || p.pubRole(next.Text) != 'A' || hasYear(first.Text) {
		return false
	}
	n, end := p.m.authorPrefix(first.Text)
	return n > 0 && !p.hasOwner(first.Text[:end])
}

// italicVenueCitation reads a citation in the author-year form whose
// italic span is its venue: the citation opens with the authors and the
// year in parentheses, and a sentence of three words or more, the title,
// stands between the year and the span ("Farr, A., Lind, B. (2019) Tiled
// journals for flash arrays. _Storage Methods and Models_. Proceedings of
// ..."). Read as a title, the span would leave the real title among the
// authors. It returns the authors, the title, the venue text (the span
// and what follows it) and the year.
func italicVenueCitation(t, span string) (authors, title, venue string, year int, ok bool) {
	authors, year, after, ok := afterAuthorYear(t)
	if !ok {
		return "", "", "", 0, false
	}
	i := strings.Index(after, span)
	if i <= 0 {
		return "", "", "", 0, false
	}
	title = strings.TrimSpace(after[:i])
	if !strings.HasSuffix(title, ".") || letterWords(title) < 3 {
		return "", "", "", 0, false
	}
	return authors, strings.TrimSuffix(title, "."), after[i:], year, true
}

// afterAuthorYear reads "Farr, A., Lind, B., (2019) Title": the authors
// before the first year in parentheses, the year, and the text after it,
// with or without a mark after the year (yearAfterAuthors wants one).
func afterAuthorYear(t string) (string, int, string, bool) {
	for i := 1; i+6 <= min(len(t), 400); i++ {
		if t[i] != '(' || !isYearAt(t, i+1) || t[i+5] != ')' {
			continue
		}
		authors := strings.TrimRight(strings.TrimSpace(t[:i]), ",;")
		if authors == "" || !mostlyNames(authors) {
			return "", 0, "", false
		}
		return authors, atoi(t[i+1 : i+5]), strings.TrimLeft(t[i+6:], " .,:"), true
	}
	return "", 0, "", false
}
