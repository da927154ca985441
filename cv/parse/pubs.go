package parse

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

var (
	rePaperAward = regexp.MustCompile(`(?i)\b(?:(?:best|distinguished|outstanding|youth outstanding)\s+(?:student\s+|short\s+|artifact\s+|demo\s+|poster\s+|research\s+|industry\s+|industrial\s+|oral\s+|spotlight\s+)?(?:paper|artifact|presentation|demo|poster)(?:\s+award)?(?:\s+(?:honou?rable mention|runner[- ]up|nominees?|nominations?|finalists?|candidates?))?|honou?rable mention|test[- ]of[- ]time award|spotlight|(?:ieee micro )?top picks|(?:(?:acm )?sigplan |cacm )?research highlights?|oral presentation|best of (?-i:[A-Z][A-Za-z]*[A-Z]))`)
	reYear4      = regexp.MustCompile(`\b(19[5-9]\d|20\d\d)\b`)
	reYear2      = regexp.MustCompile(`(?:['’‘]|[A-Za-z])(\d{2})\b`)
	reNoise      = regexp.MustCompile(`(?i)\s*(?:\((?:acceptance rate|impact factor|if|accepted|citations?)[^)]*\)|\[(?:slides|pdf|code|video|poster|bib|bibtex|link|paper|talk|project|website|doi)\]|\b(?:doi|DOI):\s*\S+)`)
	reLeadYear   = regexp.MustCompile(`^\s*[.,]?\s*\(?((?:19|20)\d\d)[a-z]?\)?\s*[.,:]?\s*`)
	reTrailYear  = regexp.MustCompile(`[.,]?\s*\(?(?:19|20)\d\d\)?\.?\s*$`)
)

var reVenueWords = regexp.MustCompile(`(?i)\b(?:proc\.|proceedings|conference|journal|transactions|workshop|symposium|preprint|arxiv)\b|\((?:[^)]*\d{4})\)`)

type pubLine struct {
	line
	role byte // 'A' authors, 'V' venue, 'W' award, 'T' title or title+venue, 'F' full citation
}

// isLegend reports whether a line only explains marks: "(* equal
// contribution)". A bracketed line with a year is a tag ("(ABC'23)"), not
// a legend.
func isLegend(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")") && strings.Count(s, "(") == 1 && yearIn(s) == 0
}

// continuesSentence reports whether next carries on the text of prev: a
// line broken inside a sentence by a PDF conversion.
func continuesSentence(prev, next string) bool {
	if prev == "" || next == "" {
		return false
	}
	if strings.HasSuffix(prev, "-") {
		return true
	}
	r, _ := firstRune(next)
	return unicode.IsLower(r)
}

func joinText(ls []line) string {
	var parts []string
	for _, l := range ls {
		parts = append(parts, l.Text)
	}
	return strings.Join(parts, " ")
}

// mergeLines joins the lines of an entry into one: texts joined by a
// space (each built in one allocation), spans in order. A one-line entry
// is its line.
func mergeLines(e []pubLine) line {
	m := e[0].line
	if len(e) == 1 {
		return m
	}
	var text, md strings.Builder
	nt, nm := len(e)-1, len(e)-1
	for _, l := range e {
		nt += len(l.Text)
		nm += len(l.MD)
	}
	text.Grow(nt)
	md.Grow(nm)
	text.WriteString(m.Text)
	md.WriteString(m.MD)
	links, bolds, italics := m.Links(), m.Bolds(), m.Italics()
	for _, l := range e[1:] {
		text.WriteByte(' ')
		text.WriteString(l.Text)
		md.WriteByte(' ')
		md.WriteString(l.MD)
		links = append(links, l.Links()...)
		bolds = append(bolds, l.Bolds()...)
		italics = append(italics, l.Italics()...)
	}
	m.SetSpans(links, bolds, italics)
	m.Text, m.MD = text.String(), md.String()
	return m
}

// afterTitle returns the text after a line's title link, or after a bold
// title that opens the line ("**Title** Best Paper Award"), if any.
func afterTitle(l line) string {
	for _, lk := range l.Links() {
		if i := strings.Index(l.Text, lk); i >= 0 && wordCount(lk) >= 3 {
			return l.Text[i+len(lk):]
		}
	}
	if len(l.Bolds()) > 0 && wordCount(l.Bolds()[0]) >= 3 && strings.HasPrefix(l.Text, l.Bolds()[0]) {
		return l.Text[len(l.Bolds()[0]):]
	}
	return ""
}

// pubRole tells what part of a citation a line or paragraph is. Entry
// splitting asks about the same lines several times: the answer is kept
// for the parse.
func (p *parser) pubRole(t string) byte {
	roles := p.pubRoleTable() // a20_memo.go
	if r, ok := roles[t]; ok {
		return r
	}
	r := p.readRole(t)
	roles[t] = r
	return r
}

// readRole is pubRole without the memory.
func (p *parser) readRole(t string) byte {
	t = strings.TrimSpace(t)
	wc := wordCount(t)
	tagged := isVenueTag(t)
	if len(t) < 120 && wc <= 8 && !tagged && mayHaveAward(t) && hasPaperAward(t) {
		if _, _, _, ok := p.matchVenue(t); !ok || wc <= 4 || awardOpens(t) {
			return 'W'
		}
	}
	if tagged && wc <= 16 && p.tagIsVenueLine(t) {
		return 'V'
	}
	if p.authorRole(dropLeadNote(t)) {
		return 'A'
	}
	if !tagged && wc <= 14 { // asked before the catalogue: long lines are no venue line
		if _, s, e, ok := p.matchVenue(t); ok && ((e-s)*2 >= len(t) || s <= 3) {
			return 'V' // mostly a venue, or a short line that opens with one
		}
	}
	if wc <= 8 && isPreprintText(t) {
		return 'V'
	}
	if wc <= 10 {
		return 'T' // too short to be a whole citation
	}
	if n, _ := p.m.authorPrefix(t); n >= 2 {
		return 'F'
	}
	return 'T'
}

// authorRole reports whether a line (its leading note dropped) is an
// author list: isAuthorList(a), or the owner among its names and an
// author list once "et al." is dropped. The names are split only when a
// test needs them: a long line with no comma, "and" or "&" needs them
// only when the line without "et al." may be a list.
func (p *parser) authorRole(a string) bool {
	if mayBeAuthorList(a) {
		if p.m.namesListed(a) { // isNameList(p.m.authorNames(a))
			return true
		}
		// isAuthorList(x) is isNameList(as) when x is a: no et al., no
		// second chance, and the owner need not be looked for
		x := dropEtAl(a)
		return x != a && p.ownerAmong(p.m.authorNames(a)) && p.m.isAuthorList(x)
	}
	x := dropEtAl(a)
	return mayBeAuthorList(x) && p.ownerAmong(p.m.authorNames(a)) && isNameList(splitAuthors(x))
}

// dropLeadNote removes a short note in parentheses before an author
// list ("(α-β) A. Quill, B. Reyes" lists the authors alphabetically) or
// after it ("(including C. Lund)").
func dropLeadNote(t string) string {
	if strings.HasSuffix(t, ")") {
		// "A. Quill, B. Reyes, et al. (including C. Lund)"
		if i := strings.LastIndexByte(t, '('); i > 0 && len(t)-i <= 40 {
			t = strings.TrimSpace(t[:i])
		}
	}
	if !strings.HasPrefix(t, "(") {
		return t
	}
	if i := strings.IndexByte(t, ')'); i > 0 && i <= 24 {
		return strings.TrimSpace(t[i+1:])
	}
	return t
}

func (p *parser) hasOwner(t string) bool {
	return p.ownerAmong(p.m.splitAuthors(t))
}

// ownerAmong reports whether one of the names is the owner.
func (p *parser) ownerAmong(names []string) bool {
	for _, a := range names {
		if p.ownerIs(a) {
			return true
		}
	}
	return false
}

// authorPrefix finds the author list at the start of a citation. It returns
// how many names it found and the byte offset where the list ends.
func authorPrefix(s string) (int, int) { return authorPrefixUntil(s, nil) }

// authorPrefixUntil is authorPrefix, checking stop at each name.
func authorPrefixUntil(s string, stop *stopper) (int, int) { return authorPrefixBy(s, stop, nil) }

// authorPrefixBy is authorPrefixUntil with the segments' bare-name test
// remembered by m (memo_barename.go; nil: not remembered).
func authorPrefixBy(s string, stop *stopper, m *memo) (int, int) {
	n, end, pos := 0, 0, 0
	prevName := false
	seps := newAuthorSeps(s)
	for pos < len(s) {
		stop.check()
		next, sepLen := seps.next(pos)
		seg := s[pos:]
		if next >= 0 {
			seg = s[pos : pos+next]
		}
		trim := strings.TrimSpace(seg)
		if t := trimLeadEllipsis(trim); t != trim && t != "" {
			// "..., ... Sinz, F.": names left out before this one
			seg, trim = seg[strings.Index(seg, trim)+len(trim)-len(t):], t
		}
		if t := strings.TrimPrefix(strings.TrimPrefix(trim, "and "), "& "); t != trim {
			seg, trim = seg[strings.Index(seg, trim)+len(trim)-len(t):], t
		}
		bare := bareSegment(trim) // a21b_authors.go
		if n == 0 && next >= 0 && s[pos+next] == ',' {
			if k := familyGivenEnd(bare, s[pos+next+sepLen:]); k > 0 {
				// "Quill, Ada and Bo Reyes": the first author inverted
				n, prevName = 1, true
				end = pos + next + sepLen + k
				pos = end
				continue
			}
		}
		if k := sentenceBreak(trim); k > 0 && isName(trim[:k+1]) {
			// "William Gantt. Document-Level Event ...": the name ends
			// where the sentence does
			return n + 1, pos + strings.Index(s[pos:], trim) + k + 1
		}
		after := ""
		if next >= 0 {
			after = s[pos+next+sepLen:]
		}
		switch {
		case trim == "" || trim == "..." || trim == "…":
		case hasEtAlPrefix(trim):
			// "et al." ends the list, whatever follows it
			return n, pos + strings.Index(seg, trim) + etAlLen(trim)
		case m.isBareNameSeg(bare) || isAuthorSegmentNotBare(trim, bare, after, prevName):
			n++
			prevName = true
			end = pos + strings.Index(s[pos:], trim) + len(trim)
		default:
			if k := lastAuthorEnd(trim, prevName); k > 0 {
				return n + 1, pos + strings.Index(seg, trim) + k
			}
			return n, end
		}
		if next < 0 {
			break
		}
		pos += next + sepLen
	}
	return n, end
}

// etAlLen is the length of the "et al" or "et al." that opens trim.
func etAlLen(trim string) int {
	k := len("et al")
	if len(trim) > k && trim[k] == '.' {
		k++
	}
	return k
}

// An author segment is one comma-separated segment of an author list
// that is an author: a name (isBareName: memo.isBareNameSeg, or with a
// note), an initials segment after a name ("Quill, A. B."), or a family
// name whose initials follow in the next segment (after).

// isAuthorSegmentNotBare reports whether a segment whose bare text is
// no name by itself (isBareName false) is an author segment.
func isAuthorSegmentNotBare(trim, bare, after string, prevName bool) bool {
	return isNameWithoutNote(trim) ||
		(prevName && isInitialSeg(strings.TrimSuffix(bare, "."))) ||
		(after != "" && isFamilyBeforeInitials(bare, after))
}

// lastAuthorEnd finds where the last author ends in a segment that runs
// on into the title, returning the offset just past the name (0 when the
// segment holds no author): before a spaced dash ("Last Author — Title"),
// before a bracketed year ("Ada B. Quill (2020): Title"), at the last
// sentence end after a name ("Pekhimenko G. Daydream: ..."), or, after
// other names, before a venue.
func lastAuthorEnd(trim string, prevName bool) int {
	if m := dashSepIndex(trim); m != nil && isName(trim[:m[0]]) {
		return m[1]
	}
	if i := strings.Index(trim, " ("); i > 0 && isName(trim[:i]) && isYearParen(trim[i+1:]) {
		return i
	}
	best := -1
	for i := 0; i < len(trim) && i < 80; i++ { // a name is short
		if trim[i] == '.' && (i+1 == len(trim) || trim[i+1] == ' ') {
			pre := strings.TrimSpace(trim[:i+1])
			preBare := strings.TrimSpace(stripMarks(pre))
			if isName(pre) || (prevName && isInitialSeg(strings.TrimSuffix(preBare, "."))) {
				best = i + 1
			}
		}
	}
	if best < 0 && prevName {
		best = nameBeforeVenue(trim)
	}
	return max(best, 0)
}

// familyGivenEnd reads the given name of a first author written "Family,
// Given": seg is one capitalised word and after opens with another, then
// " and ", "&", a comma or a period. It returns the length of the given
// name in after, or 0.
func familyGivenEnd(seg, after string) int {
	if !isSingleName(seg) {
		return 0
	}
	t := strings.TrimLeft(after, " ")
	lead := len(after) - len(t)
	i := strings.IndexAny(t, " ,.&")
	if i <= 0 || !isSingleName(t[:i]) {
		return 0
	}
	rest := t[i:]
	if strings.HasPrefix(rest, " and ") || strings.HasPrefix(rest, " & ") || rest[0] == ',' || rest[0] == '.' {
		return lead + i
	}
	return 0
}

// notAllUpper is strings.ToUpper(w) != w without the copy for ASCII w.
func notAllUpper(w string) bool {
	if !isASCII(w) {
		return strings.ToUpper(w) != w
	}
	for i := 0; i < len(w); i++ {
		if w[i] >= 'a' && w[i] <= 'z' {
			return true
		}
	}
	return false
}

var venueLeadWords = wordSet("pub_venue_lead")

// nameBeforeVenue returns the length of a name of two or three words at
// the start of s when a venue follows it with no punctuation between
// ("Ada Quill The 2022 Conference on ..."); 0 when there is none.
func nameBeforeVenue(s string) int {
	var fb [4]string
	f := venueLeadFields(fb[:0], s) // the first four of strings.Fields(s), all it reads (a20_authors.go)
	for k := 3; k >= 2; k-- {
		if len(f) <= k || !inLowerSet(venueLeadWords, f[k]) {
			continue
		}
		if r, _ := firstRune(f[k]); !unicode.IsUpper(r) {
			continue // "Loud Routers in Gardens" is a title
		}
		name := strings.Join(f[:k], " ")
		if isName(name) {
			return strings.Index(s, f[k-1]) + len(f[k-1])
		}
	}
	return 0
}

// hasEtAlPrefix reports whether s opens with "et al", ASCII case
// ignored: strings.HasPrefix(strings.ToLower(s), "et al") without the
// copy (no other letter lower-cases to these).
func hasEtAlPrefix(s string) bool {
	return len(s) >= 5 && indexFoldASCII(s[:5], "et al") == 0
}

// dashSepIndex is reDashSep.FindStringIndex(s) as a scanner: the first
// run of white space (\s) followed by a dash and more white space.
func dashSepIndex(s string) []int {
	for a := 0; a < len(s); a++ {
		if !isSpaceRE(s[a]) {
			continue
		}
		j := skipSpaceRE(s, a)
		d := 0
		switch {
		case strings.HasPrefix(s[j:], "-"):
			d = 1
		case strings.HasPrefix(s[j:], "—"), strings.HasPrefix(s[j:], "–"):
			d = len("—")
		}
		if d > 0 {
			if e := skipSpaceRE(s, j+d); e > j+d {
				return []int{a, e}
			}
		}
		a = j - 1 // the run failed at every start inside it
	}
	return nil
}

// dropNameNote removes a note in parentheses after a name: "Ada Quill*
// (mentored student)".
// isNameWithoutNote reports whether s ends with a short note in brackets
// and is a name without it (isName(dropNameNote(s)) when the note is
// there: without one, authorPrefix has asked isName(s) already).
func isNameWithoutNote(s string) bool {
	t := dropNameNote(s)
	return t != s && isName(t)
}

func dropNameNote(s string) string {
	if i := strings.IndexByte(s, '('); i > 0 && strings.HasSuffix(s, ")") && len(s)-i <= 30 {
		return strings.TrimSpace(s[:i])
	}
	return s
}

// isSingleName reports whether s is one capitalised word of two or more
// letters (apostrophes and hyphens allowed after the first): the pattern
// ^\p{Lu}[\p{L}'’-]+$ as a scanner.
func isSingleName(s string) bool {
	r, w := utf8.DecodeRuneInString(s)
	if w == 0 || !unicode.IsUpper(r) || w == len(s) {
		return false
	}
	for _, r := range s[w:] {
		if !unicode.IsLetter(r) && r != '\'' && r != '’' && r != '-' {
			return false
		}
	}
	return true
}

var reInitialsNext = regexp.MustCompile(`^\s*(?:\p{Lu}\.?\s?-?){1,3}(?:[,;]|\.\s|\.?$)`)

// isFamilyBeforeInitials reports whether seg is a family name written
// "Qian, Z.": one capitalised word followed by initials, which a comma,
// a full stop or a semicolon ends ("Lune, B. A.; Fenn, T.": lists that
// part inverted names by semicolons).
func isFamilyBeforeInitials(seg, after string) bool {
	if !isSingleName(seg) {
		return false
	}
	if len(after) > 16 {
		after = after[:16]
	}
	after = strings.Map(func(r rune) rune {
		if strings.ContainsRune("*∗†‡", r) {
			return -1 // "Lund, C.∗ , Quill, A." marks an equal contributor
		}
		return r
	}, after)
	after = strings.Replace(after, " ,", ",", 1)
	return reInitialsNext.MatchString(after)
}

// buildPub reads an entry into a new publication, nil when it is not
// one (see buildPubInto).
func (p *parser) buildPub(e []pubLine) *cv.Publication {
	pub := new(cv.Publication)
	if !p.buildPubInto(pub, e) {
		return nil
	}
	return pub
}

// pubTexts are an entry's texts as its lines' roles and its citation
// split them: authors, title and venue, and the lines of no role (rest).
type pubTexts struct {
	authors, title, venue string
	rest                  []string
}

// buildPubInto reads an entry into *pub, all of whose fields it sets; it
// reports false, with a warning, when the entry is not a publication.
func (p *parser) buildPubInto(pub *cv.Publication, e []pubLine) bool {
	*pub = cv.Publication{Line: e[0].N, Type: cv.TypeOther}
	t := p.roleTexts(pub, e)
	merged := mergeLines(e)
	p.splitTexts(pub, e, merged, &t)
	t.authors, t.title, t.venue = p.authorsByOrder(merged.Text, t.authors, t.title, t.venue) // pubs_order.go
	if note := trailingNote(t.title); note != "" {
		t.venue += " " + note // "Title [Doctoral dissertation, Univ.]"
	}
	pub.Title = cleanTitle(t.title)
	if pub.Title == "" {
		p.warn(pub.Line, "publication without a title", merged.Text)
		return false
	}
	if t.authors == "" && strings.TrimSpace(t.venue) == "" && !hasYear(merged.Text) {
		// "Full list on Google Scholar": no authors, venue or year
		p.warn(pub.Line, "not read as a publication: no authors, venue or year", merged.Text)
		return false
	}
	p.readAuthors(pub, t.authors)
	if p.descriptionBullet(pub, e) { // pubs_desc_bullet.go
		p.warn(pub.Line, "not read as a publication: a sentence of prose with no authors", merged.Text)
		return false
	}
	p.readVenueFields(pub, e, merged, t.venue)
	return true
}

// roleTexts gathers an entry's texts by its lines' roles: the first
// author list, the venue lines (an award line is venue text too, its
// awards kept on pub), an author list run into the venue under the
// title; the other lines are rest.
func (p *parser) roleTexts(pub *cv.Publication, e []pubLine) pubTexts {
	var t pubTexts
	for i, pl := range e {
		switch pl.role {
		case 'A':
			if t.authors == "" {
				t.authors = dropLeadNote(pl.Text)
				continue
			}
		case 'F':
			// under its title, an author list that runs into the venue
			if i == 0 || t.authors != "" {
				break // only a line under the title, before any author list, gives one: no need to ask
			}
			if n, end := p.m.authorPrefix(pl.Text); n > 0 {
				t.authors = pl.Text[:end]
				t.venue += " " + pl.Text[end:]
				continue
			}
		case 'V':
			t.venue += " " + pl.Text
			continue
		case 'W':
			pub.Awards = append(pub.Awards, paperAwards(pl.Text)...)
			t.venue += " " + pl.Text // "OSDI 2024 · Best Paper Award"
			continue
		}
		t.rest = append(t.rest, pl.Text)
	}
	return t
}

// splitTexts sets the title, and the authors and venue the roles left,
// from the entry: one citation string is split (its year set on pub);
// otherwise the first line of no role is the title and the others are
// venue text.
func (p *parser) splitTexts(pub *cv.Publication, e []pubLine, merged line, t *pubTexts) {
	switch {
	case len(e) == 1 || (t.authors == "" && len(t.rest) == 1):
		// one citation string
		a, title, v, y := p.splitCitation(merged)
		if t.authors == "" || len(e) == 1 {
			t.authors = a
		}
		t.title = title
		t.venue = v + " " + t.venue
		pub.Year = y
	case len(t.rest) >= 1:
		t.title = t.rest[0]
		if after := afterTitle(findLine(e, t.rest[0])); after != "" {
			t.venue = after + " " + t.venue
			t.title = strings.TrimSuffix(t.title, after)
		}
		for _, r := range t.rest[1:] {
			t.venue += " " + r
		}
		t.authors, t.title, t.venue = p.quotedTitle(t.authors, t.title, t.venue) // pubs_tags_quoted.go
	default:
		t.authors, t.title, t.venue, pub.Year = p.splitCitation(merged)
	}
}

// readVenueFields reads the venue, year, type, awards and distinctions
// of pub from its venue text and the whole entry (merged), then leaves
// to the field model only what the rules left empty.
func (p *parser) readVenueFields(pub *cv.Publication, e []pubLine, merged line, venueText string) {
	venueText = strings.TrimSpace(dropNoise(venueText))
	if mayHaveAward(venueText) {
		// the regexp runs once: its matches are the awards, and cutting
		// them out is what ReplaceAllString(venueText, "") gave (a match
		// is never empty)
		aws := paperAwardSpans(venueText)
		for _, m := range aws {
			pub.Awards = appendUnique(pub.Awards, venueText[m[0]:m[1]])
		}
		if aws != nil { // no award found: nothing to remove
			venueText = cutSpans(venueText, aws)
		}
	}
	for _, a := range tagAwards(merged.Text) { // pubs_order.go
		pub.Awards = appendUnique(pub.Awards, a)
	}
	// presentation labels and co-first notes (pubs_distinction.go, pubs_cofirst.go)
	venueText = cutCoFirstNotes(takeDistinctions(pub, venueText))
	tags := p.entryTags(e, pub.Title, venueText) // tags anywhere in the entry (pubs_tags.go)
	pub.Title, venueText = tags.title, tags.venueText
	p.placeVenue(pub, venueText, merged.Text, merged.Links())
	p.placeTagYear(pub, tags)
	p.modelFields(pub, e) // only what the rules left empty (pubs_model.go)
}

func findLine(e []pubLine, text string) line {
	for _, pl := range e {
		if pl.Text == text {
			return pl.line
		}
	}
	return e[0].line
}

// splitCitation splits a one-string citation into authors, title, venue
// text and a year found before the title: a title given as a link or in
// bold, italics or quotes first, else by the citation's punctuation.
func (p *parser) splitCitation(l line) (authors, title, venueText string, year int) {
	t := dropNoise(l.Text)
	if a, title, v, y, ok := p.emphasisCitation(l, t); ok {
		return a, title, v, y
	}
	if a, title, v, y, ok := quotedCitation(t); ok {
		return a, title, v, y
	}
	return p.plainCitation(t)
}

// emphasisCitation splits citation t (line l's text without noise) at a
// title given as a link or in bold, or in italics when the italics are
// not the venue; false when no emphasis is a title.
func (p *parser) emphasisCitation(l line, t string) (authors, title, venueText string, year int, ok bool) {
	nStrong := len(l.Links()) + len(l.Bolds())
	for k := range nStrong + len(l.Italics()) {
		cand := strings.TrimSpace(emphasisAt(&l, k))
		if k >= nStrong {
			if hasVenueWords(cand) || func() bool { _, _, _, ok := p.matchVenue(cand); return ok }() {
				continue // an italic venue name
			}
			if a, title, v, y, ok := italicVenueCitation(t, cand); ok {
				return a, title, v, y, true // the venue of an author-year citation (entries_slots.go)
			}
			if p.italicAfterTitle(t, cand) {
				continue // "Authors. Title. *Venue*." (pubs_prose.go)
			}
		}
		if !p.mayBeTitle(cand) {
			continue
		}
		if i := strings.Index(t, cand); i >= 0 {
			a, v, y := p.aroundTitle(t, i, cand)
			return a, cand, v, y, true
		}
	}
	return "", "", "", 0, false
}

// mayBeTitle reports whether an emphasised span can be a citation's
// title: three words or more, not an author list, a venue tag, the
// owner, a paper award, a venue name that fills most of it, or a short
// preprint note.
func (p *parser) mayBeTitle(cand string) bool {
	if letterWords(cand) < 3 || p.m.isAuthorList(cand) || isVenueTag(cand) || p.ownerIs(cand) || mayHaveAward(cand) && hasPaperAward(cand) {
		return false
	}
	if _, s, e, ok := p.matchVenue(cand); ok && (e-s)*3 >= len(cand) {
		return false // "*Proceedings of ... (MLSys 2023)*" is the venue
	}
	return !isPreprintText(cand) || wordCount(cand) > 4
}

// aroundTitle is the authors, venue text and a year before the title of
// citation t whose title cand stands at i; when no author list comes
// before it, an author list right after the title is the authors.
func (p *parser) aroundTitle(t string, i int, cand string) (authors, venueText string, year int) {
	authors = strings.TrimSpace(t[:i])
	if m := reLeadYear.FindStringSubmatch(reverseYearTail(authors)); m != nil {
		year = atoi(m[1])
	}
	if mayTrailYear(authors) {
		authors = trimTrailYear(authors)
	}
	authors = strings.TrimSpace(authors)
	after := t[i+len(cand):]
	if n, _ := p.m.authorPrefix(authors); n == 0 || p.venueTagBefore(t[:i]) {
		// title first: "US 17/555,123 — *Title.* A. Author, B. Author. Granted 2022."
		rest := strings.TrimLeft(after, " .,;:—–-")
		if n, end := p.m.authorPrefix(rest); n > 0 {
			return rest[:end], rest[end:], year
		}
	}
	return authors, after, year
}

// quotedCitation splits citation t at a quoted title; false when t holds
// none.
func quotedCitation(t string) (authors, title, venueText string, year int, ok bool) {
	if !containsAnyOf(t, "\"“”") {
		return "", "", "", 0, false
	}
	q := quotedTitleIndex(t)
	if q == nil {
		return "", "", "", 0, false
	}
	authors, title, after := strings.TrimSpace(t[:q[0]]), t[q[2]:q[3]], t[q[1]:]
	if strings.HasPrefix(after, ":") {
		// “Quoted Words”: Subtitle. — the title goes on to the period
		if k := strings.Index(after, ". "); k > 0 {
			title, after = title+after[:k], after[k+1:]
		}
	}
	if a, y, _, ok := yearAfterAuthors(authors + " "); ok {
		return a, title, after, y, true
	}
	return authors, title, after, 0, true
}

// emphasisAt returns the k-th of a line's links, then bolds, then italics
// (read in place: splitCitation used to copy the three lists into one).
func emphasisAt(l *line, k int) string {
	switch nl, nb := len(l.Links()), len(l.Bolds()); {
	case k < nl:
		return l.Links()[k]
	case k < nl+nb:
		return l.Bolds()[k-nl]
	default:
		return l.Italics()[k-nl-nb]
	}
}

// plainCitation splits a citation with no markup to tell its parts:
// authors first ("A. Quill, B. Reyes. Title. Venue 2024."), in the
// author-year form, or title first with the authors after it, and a venue
// tag before the title ("[HPCA'24] Title. ...") or after it ("Title
// (CCS'25).").
func (p *parser) plainCitation(t string) (authors, title, venueText string, year int) {
	tag, t := p.leadingTag(t)
	rest := t
	if a, y, after, ok := yearAfterAuthors(t); ok {
		authors, year, rest = a, y, after
	} else if n, end := p.m.authorPrefix(t); n >= 2 || n == 1 && !opensAuthorList(t[end:]) {
		authors = t[:end]
		rest = t[end:]
	}
	rest = strings.TrimLeft(rest, " ,.;:")
	if !mayLeadYear(rest) {
		// no year leads the rest
	} else if m := reLeadYear.FindStringSubmatch(rest); m != nil {
		year = atoi(m[1])
		rest = rest[len(m[0]):]
	}
	title, venueText = p.titleAndVenue(rest)
	if authors == "" {
		authors, title, venueText = p.titleThenAuthors(title, venueText) // pubs_prose.go
	}
	if authors == "" {
		authors, venueText = p.authorsAfterTitle(venueText)
	}
	title, ptag := p.trailingTag(title)
	return authors, title, strings.TrimSpace(tag + " " + ptag + " " + venueText), year
}

// tagIsVenueLine reports whether a line that opens with a bracketed tag
// is a venue line ("[OSDI '23] USENIX Symposium on ...", "[Preprint]
// Submitted") rather than a citation that a tag precedes ("[HPCA'24]
// Title. Authors.").
func (p *parser) tagIsVenueLine(t string) bool {
	after := strings.TrimSpace(t[strings.IndexByte(t, ']')+1:])
	if wordCount(after) <= 4 {
		return true
	}
	_, s, _, ok := p.matchVenue(after)
	return ok && s <= 4 || isPreprintText(after)
}

// opensAuthorList reports whether s (after a first "name") opens with a
// list of two names or more: then that "name" was a short title ("Folding
// Paper Boats. Ada Quill and Bo Reyes.").
func opensAuthorList(s string) bool {
	n, _ := authorPrefix(strings.TrimLeft(s, " .,:"))
	return n >= 2
}

// titleAndVenue splits what follows the authors into the title and the
// venue text: at a venue marker ("In Proceedings", ". Journal"), else at
// the first sentence end, else where a catalogue venue begins.
func (p *parser) titleAndVenue(rest string) (string, string) {
	if i := venueIntroAt(rest); i > 0 {
		return rest[:i], rest[i:]
	}
	for i := 0; i+2 < len(rest); i++ {
		if rest[i] == '.' && rest[i+1] == ' ' && wordCount(rest[:i]) >= 3 {
			return rest[:i], rest[i+1:]
		}
	}
	if _, s, _, ok := p.matchVenue(rest); ok && s > 0 {
		return rest[:s], rest[s:]
	}
	return rest, ""
}

// authorsAfterTitle reads an author list that follows the title ("Title.
// Ada Quill, Bo Reyes. NSDI 2024."): two names or more, or the owner.
func (p *parser) authorsAfterTitle(venueText string) (string, string) {
	v := strings.TrimLeft(venueText, " .,;:")
	n, end := p.m.authorPrefix(v)
	if n >= 2 || n == 1 && p.hasOwner(v[:end]) {
		return v[:end], v[end:]
	}
	return "", venueText
}

// leadingTag takes a bracketed venue tag off the front of a citation:
// "[HPCA'24] Title", "[NSDI 2022]: Title".
func (p *parser) leadingTag(t string) (string, string) {
	if !isVenueTag(t) {
		return "", t
	}
	t = strings.TrimLeft(t, " ")
	end := strings.IndexByte(t, ']')
	inner := t[1:end]
	if yearIn(inner) == 0 {
		if _, _, _, ok := p.matchVenue(inner); !ok {
			return "", t
		}
	}
	return inner, strings.TrimLeft(t[end+1:], " :.,")
}

// trailingTag takes a venue tag in parentheses off the end of a title:
// "Sparse Lattices (CCS’25)".
func (p *parser) trailingTag(title string) (string, string) {
	t := strings.TrimSpace(title)
	if !strings.HasSuffix(t, ")") {
		return title, ""
	}
	i := strings.LastIndexByte(t, '(')
	if i <= 0 {
		return title, ""
	}
	inner := t[i+1 : len(t)-1]
	if !isShortVenueTag(inner) && !(yearIn(inner) != 0 && wordCount(inner) <= 3 && p.isVenue(inner)) {
		return title, ""
	}
	return strings.TrimSpace(t[:i]), inner
}

// isVenue reports whether the catalogue finds a venue in s.
func (p *parser) isVenue(s string) bool {
	_, _, _, ok := p.matchVenue(s)
	return ok
}

// yearAfterAuthors reads the author-year form of a citation: "A. Quill,
// B. Reyes and C. Lund (2021): Title. Venue" or "Quill, A. (2021). Title".
// The year in parentheses ends the author list whatever the names look
// like (initials such as "PSC" included). It returns the authors, the
// year and the text after the year.
func yearAfterAuthors(t string) (string, int, string, bool) {
	limit := min(len(t), 400)
	for i := 1; i+6 <= limit; i++ {
		if t[i] != '(' || !isYearAt(t, i+1) {
			continue
		}
		j := i + 5
		if j < len(t) && t[j] >= 'a' && t[j] <= 'z' {
			j++ // "(2021a)"
		}
		if j >= len(t) || t[j] != ')' {
			continue
		}
		after := strings.TrimLeft(t[j+1:], " ")
		if after == "" || !strings.ContainsRune(":.,", rune(after[0])) {
			return "", 0, "", false
		}
		authors := strings.TrimSpace(t[:i])
		if authors == "" || containsAnyOf(authors, "“”\"") || !mostlyNames(authors) {
			return "", 0, "", false
		}
		return authors, atoi(t[i+1 : i+5]), after[1:], true
	}
	return "", 0, "", false
}

// mostlyNames reports whether every part of an author list is short
// enough to be a name (a title among them is not).
func mostlyNames(s string) bool {
	as := splitAuthors(dropEtAl(s))
	if len(as) == 0 {
		return false
	}
	for _, a := range as {
		if !fieldCountAtMost(a, 5) || strings.ContainsAny(a, ":?!") {
			return false
		}
	}
	return true
}

// reverseYearTail returns the trailing "2021." of an author list as a
// string reLeadYear can read.
func reverseYearTail(s string) string {
	if !mayTrailYear(s) {
		return ""
	}
	if p := trailYearStart(s); p >= 0 {
		return s[p:]
	}
	return ""
}

// mayTrailYear is a cheap test before reTrailYear: s must end with a
// year, then perhaps ')', '.' and white space (\s).
func mayTrailYear(s string) bool {
	s = strings.TrimRight(s, " \t\n\f\r")
	s = strings.TrimSuffix(s, ".")
	s = strings.TrimSuffix(s, ")")
	return len(s) >= 4 && yearRunAt(s[len(s)-4:], 0)
}

// titleTrimSet is what a title loses at either end: quotes, punctuation
// and leftover emphasis marks.
const titleTrimSet = " \t\"“”'‘’.,:;*_-"

func cleanTitle(s string) string {
	s = dropTrailingTags(strings.TrimSpace(s))
	s = strings.TrimSuffix(s, "[C]")
	s = strings.TrimSuffix(s, "[J]")
	s = strings.Trim(s, titleTrimSet)
	return s
}

// bracketedAcronym finds a venue acronym the catalogue knows written in
// parentheses after a full name: "Asian Conference on Machine Learning
// (ACML), 2018", "( SOSP ’21, acceptance rate ...)". The acronym the CV
// states beats a looser match of the name around it.
func (p *parser) bracketedAcronym(text string) (venue.Venue, int, int, bool) {
	for i := 0; i < len(text); i++ {
		if text[i] != '(' {
			continue
		}
		j := strings.IndexByte(text[i:], ')')
		if j < 0 {
			break
		}
		inner := text[i+1 : i+j]
		if len(inner) <= 40 {
			tok := strings.FieldsFunc(inner, func(r rune) bool { return r == ' ' || r == ',' || r == ';' })
			if len(tok) > 0 {
				acr := p.bracketKey(inner, tok[0])
				if v, ok := p.venues.LookupTag(acr); ok && len(acr) >= 2 {
					start := i + 1 + strings.Index(inner, acr)
					return v, start, start + len(acr), true
				}
			}
		}
		i += j
	}
	return venue.Venue{}, 0, 0, false
}

// trailingNote returns the last bracketed group after a title when it is
// a note of two words or more that is not about a preprint ("[Doctoral
// dissertation, University of X]"); "" otherwise.
func trailingNote(s string) string {
	s = strings.TrimSpace(s)
	if !strings.HasSuffix(s, "]") {
		return ""
	}
	i := strings.LastIndexByte(s, '[')
	if i <= 0 {
		return ""
	}
	note := s[i+1 : len(s)-1]
	if wordCount(note) < 2 || isPreprintText(note) {
		return ""
	}
	return note
}

// hasVolumeIssue reports whether s holds a journal's volume and issue
// before pages: "15(9):1845–1858", "12(3), 1501".
func hasVolumeIssue(s string) bool {
	for i := 1; i < len(s); i++ {
		if s[i] != '(' || s[i-1] < '0' || s[i-1] > '9' {
			continue
		}
		j := strings.IndexByte(s[i:], ')')
		if j < 2 || j > 5 || !allDigitsN(s[i+1:i+j], 4) {
			continue
		}
		if k := i + j + 1; k < len(s) && (s[k] == ':' || s[k] == ',') {
			return true
		}
	}
	return false
}

// dropTrailingTags removes the bracketed link labels a title is followed
// by ("Title [PDF] [code]", "Title [code, dataset]").
func dropTrailingTags(s string) string {
	for strings.HasSuffix(s, "]") {
		i := strings.LastIndexByte(s, '[')
		if i <= 0 || wordCount(s[:i]) < 2 {
			break
		}
		s = strings.TrimSpace(s[:i])
	}
	return s
}

func (p *parser) placeVenue(pub *cv.Publication, venueText, whole string, links []string) {
	raw := strings.TrimSpace(venueText)
	raw = strings.TrimLeft(raw, " .,;:")
	raw = strings.TrimPrefix(raw, "[C]//")
	raw = strings.TrimPrefix(raw, "[J]//")
	if hasPrefixFold(raw, "in") || hasPrefixFold(raw, "proc") { // (what reProcPrefix can remove opens so; no rune beyond ASCII folds to these letters)
		raw = dropProcPrefix(raw)
	}
	if mayEmptyBrackets(raw) { // speed_scans.go
		raw = emptyBrackets.Replace(raw) // left by a paper award taken out
	}
	raw = strings.TrimSpace(strings.Trim(raw, " .,"))
	raw = cutBytes(raw, 160) // never inside a character (utf8guard.go)
	pub.VenueRaw = raw
	v, s, e, ok := p.matchVenue(venueText)
	if bv, bs, be, bok := p.bracketedAcronym(venueText); bok && (!ok || bv.Acronym != v.Acronym) && v.Kind != venue.Kind("workshop") {
		v, s, e, ok = bv, bs, be, true
	}
	coLocated := ok && v.Kind != venue.Kind("workshop") && heldWith(venueText, v, s, e)
	switch {
	case coLocated:
		// "Workshop on X (IA3), held with SC21": a workshop paper, not a
		// paper of the host conference; the workshop keeps its own name
		pub.Type = cv.TypeWorkshop // no area unless the guest is known: never the host's
		if g, known := p.catalogGuest(venueText); known {
			pub.Venue, pub.Area = g.Acronym, g.Area
		}
		p.warn(pub.Line, "workshop held with "+v.Acronym+": venue kept as written", raw)
		ok = false
	case ok:
		pub.Venue = v.Acronym
		pub.Area = v.Area
		pub.Type = typeOfKind(string(v.Kind))
		if pub.Type == cv.TypeConference && hasVolumeIssue(venueText) {
			pub.Type = cv.TypeJournal // "Proceedings of the X Endowment 15(9):1845–1858"
		}
	default:
		if t, found := typeByWords(venueText); found {
			pub.Type = t
		} else if hasVolumePages(venueText) {
			pub.Type = cv.TypeJournal
		} else if t, found := typeByForm(venueText); found {
			pub.Type = t // pubs_type.go: "(eds.)", "19 (3), 2013"
		} else if t, found := typeByAcronymYear(raw); found {
			pub.Type = t // pubs_refereed.go: "ABCD 2020"
		}
		if raw != "" && !isPreprintText(venueText) {
			p.warn(pub.Line, unknownVenueWarning, raw)
		}
	}
	if hasWordFold(withoutLinkLabels(venueText, links), pubOtherWords) {
		pub.Type = cv.TypeOther // "KDD 2023 (Tutorial)"
	}
	placeStage(pub, venueText, links, ok)
	if pub.Year == 0 && ok {
		pub.Year = venueYear(venueText[s:min(len(venueText), e+8)])
	}
	placeYear(pub, venueText, whole)
}

// placeStage sets the status, and makes the work a preprint when its
// venue text says it is not yet published.
func placeStage(pub *cv.Publication, venueText string, links []string, named bool) {
	stage := stageOf(venueText)
	if isPreprintText(venueText) && !preprintOnlyInLinks(venueText, links, named) && !(named && preprintOnlyInBrackets(venueText)) && !preprintAtWorkshop(venueText, links) || unpublished(stage) {
		pub.Type = cv.TypePreprint
		pub.Status = "" // a posted preprint has no status
		if unpublished(stage) {
			pub.Status = stage
		}
		if !named {
			pub.Venue = ""
		}
	} else if stage != "" {
		pub.Status = stage // accepted, to appear
	}
}

// placeYear sets a year not found next to the venue: anywhere in the
// venue text, then (for published work) the last year in the entry
// outside its title.
func placeYear(pub *cv.Publication, venueText, whole string) {
	if pub.Year == 0 {
		pub.Year = venueYear(venueText)
	}
	if pub.Year == 0 && pub.Type != cv.TypePreprint {
		if y := lastYear4(strings.Replace(whole, pub.Title, "", 1)); y != "" {
			pub.Year = atoi(y)
		}
	}
}

// preprintOnlyInLinks reports whether the only preprint words of a
// venue text are link labels ("ICML 2024 [arXiv] [code]") next to a named
// venue: a link to the arXiv copy of a published paper does not make it a
// preprint.
func preprintOnlyInLinks(venueText string, links []string, named bool) bool {
	rest := withoutLinkLabels(venueText, links)
	if rest == venueText || isPreprintText(rest) {
		return false
	}
	if named {
		return true
	}
	_, typed := typeByWords(rest)
	return typed
}

// pubStages are the review statuses and the phrases that state them, in
// precedence order (words/pub_stage.txt).
var pubStages = loadPubStages()

type pubStage struct {
	status  cv.PubStatus
	phrases *phraseSet
}

func loadPubStages() []pubStage {
	var out []pubStage
	for _, ln := range wordLines("pub_stage", false) {
		k, ps, ok := strings.Cut(ln, ":")
		st := cv.PubStatus(strings.TrimSpace(k))
		if !ok || !st.Valid() {
			panic("parse: words/pub_stage.txt: bad status in " + ln)
		}
		var phrases []string
		for _, ph := range strings.Split(ps, "|") {
			if ph = strings.TrimSpace(ph); ph != "" {
				phrases = append(phrases, ph)
			}
		}
		out = append(out, pubStage{status: st, phrases: newPhraseSet(phrases)})
	}
	return out
}

// stageOf returns the review status a venue text states ("Under review",
// "Submitted to X", "To appear"), "" when it states none.
func stageOf(venueText string) cv.PubStatus {
	if isASCII(venueText) {
		return stageOfASCII(venueText)
	}
	if stagesASCII && lowerFoldSafe(venueText) {
		for _, st := range pubStages {
			if st.phrases.inFold(venueText) { // a23p_phrase.go
				return st.status
			}
		}
		return ""
	}
	low := strings.ToLower(venueText) // once for all the stages
	for _, st := range pubStages {
		if st.phrases.inLower(low) {
			return st.status
		}
	}
	return ""
}

// stagesASCII reports whether every stage's phrases are ASCII: stageOf
// then searches other text by inFold.
var stagesASCII = stageAll.ascii // a21b_stage.go

// stageFirst marks the bytes (lower case) that open a phrase of any
// stage.
var stageFirst = func() (f [256]bool) {
	for _, st := range pubStages {
		for c, k := range st.phrases.first {
			f[c] = f[c] || k != 0
		}
	}
	return f
}()

// unpublished reports whether a status is one of work not yet out.
func unpublished(st cv.PubStatus) bool {
	return st == cv.PubInPreparation || st == cv.PubUnderReview || st == cv.PubSubmitted
}

// withoutLinkLabels removes the short link labels ("arXiv", "code",
// "blog post") from a venue text: they name copies and extras of the
// paper, not where it appeared.
func withoutLinkLabels(venueText string, links []string) string {
	for _, lk := range links {
		if n := wordCount(lk); n > 0 && n <= 3 && !hasYear(lk) {
			venueText = strings.Replace(venueText, lk, " ", 1)
		}
	}
	return venueText
}

// pubTypeWords are the words that type a venue not in the catalogue, in
// precedence order (words/pub_types.txt).
var pubTypeWords = loadPubTypes("pub_types")

type pubTypeWord struct {
	typ   cv.PubType
	words *phraseSet
}

// loadPubTypes reads a word file of "type: word word ..." lines, in the
// file's order (words/pub_types.txt, words/pub_heading_types.txt).
func loadPubTypes(name string) []pubTypeWord {
	var out []pubTypeWord
	for _, ln := range wordLines(name, false) {
		k, ws, ok := strings.Cut(ln, ":")
		if !ok {
			panic("parse: words/" + name + ".txt: no type in " + ln)
		}
		out = append(out, pubTypeWord{typ: cv.PubType(strings.TrimSpace(k)), words: newPhraseSet(strings.Fields(ws))})
	}
	return out
}

// workshopWords tell a workshop co-located with a catalogued venue.
var workshopWords = newPhraseSet([]string{"workshop", "workshops"})

var pubOtherWords = newPhraseSet(wordLines("pub_other", false))

// typeByWords types a venue the catalogue does not know by its words
// ("Journal of ...", "Proceedings of ...").
func typeByWords(venueText string) (cv.PubType, bool) {
	for _, tw := range pubTypeWords {
		if hasWordFold(venueText, tw.words) {
			return tw.typ, true
		}
	}
	return "", false
}

// hasVolumePages reports whether a venue text ends with a volume and
// pages or an article number, the mark of a journal: "Scientific Reports
// 14, 6933.", "Frontiers in Psychology, 9, 2652", "Brain Sciences, 1-38".
func hasVolumePages(s string) bool {
	s = strings.TrimRight(strings.TrimSpace(s), ".")
	i := strings.LastIndex(s, ", ")
	if i <= 0 {
		return false
	}
	last := s[i+2:]
	if !isPageRange(last) {
		return false
	}
	head := strings.TrimSpace(s[:i])
	f := strings.Fields(head)
	vol := strings.TrimRight(f[len(f)-1], ",")
	if j := strings.IndexByte(vol, '('); j > 0 {
		vol = vol[:j] // "12(3)"
	}
	if isBareYear(last) && !allDigitsN(vol, 4) {
		return false // "Venue Name, 2023": the venue and its year (pubs_tags.go)
	}
	return allDigitsN(vol, 4) || len(f) >= 2 && letterWords(head) >= 2
}

// isPageRange reports whether s is pages ("1501-1519", "1‑38"), an article
// number ("6933", "e2021GL094333") or the like.
func isPageRange(s string) bool {
	s = strings.TrimPrefix(s, "pp. ")
	if s == "" || len(s) > 24 {
		return false
	}
	digits := 0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '-' || r == '–' || r == '‑' || unicode.IsLetter(r):
		default:
			return false
		}
	}
	r, _ := firstRune(s)
	return digits > 0 && (unicode.IsDigit(r) || r == 'e')
}

// isPreprintText reports whether s says the work is not yet published.
func isPreprintText(s string) bool { return hasWordFold(s, preprintWords) }

// dropEtAl removes "et al." and ellipses from an author list.
func dropEtAl(s string) string {
	if strings.Contains(s, "et al") || strings.Contains(s, "Et al") || strings.Contains(s, "…") || strings.Contains(s, "..") || strings.Contains(s, "etc") {
		return replaceSpans(s, etAlSpans(s), "") // reEtAl.ReplaceAllString(s, "")
	}
	return s
}

// dropNoise removes acceptance rates, impact factors, [PDF]-style links
// and DOIs from a citation.
func dropNoise(s string) string {
	if regexpFoldSafe(s) {
		return dropNoiseScan(s) // the regexp as a scan (see regexpFoldSafe)
	}
	low := strings.ToLower(s)
	if strings.Contains(low, "[") || strings.Contains(low, "doi") || strings.Contains(low, "accept") ||
		strings.Contains(low, "impact") || strings.Contains(low, "(if") || strings.Contains(low, "citation") {
		return reNoise.ReplaceAllString(s, "")
	}
	return s
}

// noiseCues are the literal openings of every reNoise alternative: a
// match needs one of them.
var noiseCues = []string{"(acceptance rate", "(impact factor", "(if", "(accepted", "(citation",
	"[slides]", "[pdf]", "[code]", "[video]", "[poster]", "[bib]", "[bibtex]", "[link]", "[paper]",
	"[talk]", "[project]", "[website]", "[doi]", "doi:"}

var emptyBrackets = strings.NewReplacer("()", "", "( )", "", "[]", "", ", ]", "]", ", )", ")", " · ·", " ·")

// letterWords counts the words of s that have a letter ("US 17/555,123"
// has one).
func letterWords(s string) int {
	// the words of words() without building them: lower-casing keeps a
	// rune a letter, a digit or neither. An ASCII byte is read from a
	// table (asciiLetterDigit), any other rune decoded
	n := 0
	inWord, counted := false, false
	for i := 0; i < len(s); {
		r := rune(s[i])
		if r < utf8.RuneSelf {
			i++
			switch asciiLetterDigit[r] {
			case 0:
				inWord = false
			case 'a':
				if !inWord || !counted {
					n++
				}
				inWord, counted = true, true
			default: // a digit
				if !inWord {
					inWord, counted = true, false
				}
			}
			continue
		}
		var size int
		r, size = utf8.DecodeRuneInString(s[i:])
		i += size
		if !isWordRune(r) {
			inWord = false
			continue
		}
		if !inWord {
			inWord, counted = true, false
		}
		if !counted && unicode.IsLetter(r) {
			n++
			counted = true
		}
	}
	return n
}

// asciiLetterDigit classes the ASCII bytes: 'a' a letter, '0' a digit, 0
// neither (as unicode.IsLetter and unicode.IsDigit read them).
var asciiLetterDigit = func() (c [utf8.RuneSelf]byte) {
	for b := range utf8.RuneSelf {
		switch {
		case unicode.IsLetter(rune(b)):
			c[b] = 'a'
		case unicode.IsDigit(rune(b)):
			c[b] = '0'
		}
	}
	return c
}()

// isVenueTag reports whether s opens with a bracketed tag such as
// "[NSDI '24]" or "[SoCC'15, Best Paper Award]".
func isVenueTag(s string) bool {
	s = strings.TrimLeft(s, " \t")
	if !strings.HasPrefix(s, "[") {
		return false
	}
	end := strings.IndexByte(s, ']')
	return end >= 3 && end <= 61 && !strings.Contains(s[1:end], "[")
}

// firstYear returns the first year (1950–2099) standing as a word in s.
func firstYear(s string) int {
	for i := 0; i+4 <= len(s); i++ {
		if c := s[i]; (c == '1' || c == '2') && isYearAt(s, i) && !wordByteBefore(s, i) {
			return atoi(s[i : i+4])
		}
	}
	return 0
}

// yearIn returns the first year in s: four digits, else a two-digit year
// glued to an acronym or after an apostrophe ("NSDI '24", "IISWC18").
func yearIn(s string) int {
	if y := firstYear(s); y != 0 {
		return y
	}
	if y := gluedYear(s); y != 0 {
		return y
	}
	if d, ok := year2(s); ok {
		return twoDigitYear(d)
	}
	return 0
}

// venueYear returns the year of a venue text: a year in parentheses
// ("12(3), 1501-1519 (2023)") first, else the first year that is not part
// of a page range ("45:2001-2010, 2016" is 2016); then the forms yearIn
// reads (two-digit and glued years).
func venueYear(s string) int {
	first := 0
	for i := 0; i+4 <= len(s); i++ {
		if c := s[i]; c != '1' && c != '2' {
			continue // no year opens here: isYearAt is not asked
		}
		if !isYearAt(s, i) || wordByteBefore(s, i) || wordByteAt(s, i+4) || inPageRange(s, i) {
			continue
		}
		if i > 0 && s[i-1] == '(' && i+4 < len(s) && s[i+4] == ')' {
			return atoi(s[i : i+4])
		}
		if first == 0 {
			first = atoi(s[i : i+4])
		}
	}
	if first != 0 {
		return first
	}
	if y := gluedYear(s); y != 0 {
		return y
	}
	if d, ok := year2(s); ok {
		return twoDigitYear(d)
	}
	return 0
}

// inPageRange reports whether the four digits at s[i:] are a page number:
// one end of a range ("2001-2010") or right after a volume's colon
// ("45:2001").
func inPageRange(s string, i int) bool {
	isDash := func(r rune) bool { return r == '-' || r == '–' || r == '‑' || r == '—' }
	if r, size := utf8.DecodeRuneInString(s[i+4:]); isDash(r) && i+4+size < len(s) && s[i+4+size] >= '0' && s[i+4+size] <= '9' {
		return true
	}
	if r, size := utf8.DecodeLastRuneInString(s[:i]); isDash(r) && i-size > 0 && s[i-size-1] >= '0' && s[i-size-1] <= '9' {
		return true
	}
	return i > 0 && s[i-1] == ':'
}

// gluedYear returns a four-digit year written right after an acronym
// ("ACL2021"), 0 when there is none.
func gluedYear(s string) int {
	for i := 2; i+4 <= len(s); i++ {
		if c := s[i]; c != '1' && c != '2' {
			continue // no year opens here
		}
		if isYearAt(s, i) && s[i-1] >= 'A' && s[i-1] <= 'Z' && s[i-2] >= 'A' && s[i-2] <= 'Z' && !wordByteAt(s, i+4) {
			return atoi(s[i : i+4])
		}
	}
	return 0
}

// patterns used inside functions, compiled once
var (
	reQuotedTitle = regexp.MustCompile(`[“"]([^”"]{8,})[”"]`)
	reProcPrefix  = regexp.MustCompile(`^(?i)(?:in\s+)?(?:proceedings of (?:the\s+)?|proc\.\s+(?:of\s+)?(?:the\s+)?)?`)
)
