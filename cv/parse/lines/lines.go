package lines

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv/doc/markdown"
	"github.com/vitae-cv/vitae/internal/textscan"
)

// Line is the neutral form every input format becomes: cleaned text plus
// the layout cues the section and entry passes use. It is what this pass
// hands on (FromDoc, FromText): one Line per line of the Doc, numbered as
// the Doc numbers its lines.
type Line struct {
	N       int      // 1-based source line number
	MD      string   // markup removed except emphasis markers (for run-together splitting)
	Text    string   // fully cleaned text, cells joined by a tab
	Cells   []string // cleaned text split on tabs (at least one cell)
	Heading int32    // Markdown heading level, 0 if none
	Indent  int32    // leading spaces (a tab counts 4) before any marker: PDF text keeps columns this way (beside heading: one word for the two)
	List    string   // list marker ("-", "1.", "[1]"), "" if none
	Bold    bool     // the whole line is bold
	Italic  bool     // the whole line is italic
	Blank   bool     // no content (kept beside the other flags: one word for the three)
	Depth   uint8    // list nesting depth of a typed line (typed.go), low 4 bits; blockquote depth of a Markdown line, high 4 bits (quote.go): read them by ListDepth and QuoteDepth
	Size    uint16   // font size relative to the body in hundredths (typed lines), 0 when unknown: read it by RelSize
	Page    uint16   // page of a typed line, 0 when the format has none (the flags and these share one word)
	rare    *rare    // the link, bold and italic spans and the Sub mark, nil for none (most lines): read by Links, Bolds, Italics, Sub (rare.go)
	Ctx     *Context // the reader's context for the line (cv/parse: the parse's memo, see its memOf); never read here
}

var (
	reImage     = regexp.MustCompile(`!\[[^\]]*\]\([^)]*\)`)
	reAutoLink  = regexp.MustCompile(`<((?:https?|mailto):[^>\s]+)>`)
	reTag       = regexp.MustCompile(`</?[a-zA-Z][a-zA-Z0-9]*(?:\s[^<>]*)?/?>`)
	reBr        = regexp.MustCompile(`(?i)<br\s*/?>`)
	reStrongTag = regexp.MustCompile(`(?i)</?(?:strong|b)\s*>`)
	reRule      = regexp.MustCompile(`^\s*(?:[-*_]\s*){3,}$`)
)

var (
	// mdEscapes is what unescapeEmphasis does, by a scan (held to it by its tests)
	mdEscapes = strings.NewReplacer(`\*`, "\x01", `\_`, "\x02", `\[`, "[", `\]`, "]", `\#`, "#", `\\`, `\`, `\-`, "-", `\.`, ".", `\|`, "|", `\~`, "~", `\>`, ">", `\<`, "<")
	mdRestore = strings.NewReplacer("\x01", "*", "\x02", "_")
)

var protectRestore = strings.NewReplacer("\x01", "*", "\x02", "_", "\u200b", "", "\ufeff", "")

var latex = strings.NewReplacer(`\times`, "×", `\rightarrow`, "→", `\leftarrow`, "←", `\approx`, "≈", `\sim`, "~", `\%`, "%", `\le`, "≤", `\ge`, "≥", `\,`, " ", `\;`, " ")

// lineBuilder collects the cleaned lines of typedLines, carrying a list
// marker that stands alone on its line over to the text that follows.
type lineBuilder struct {
	out    []Line
	wide   map[int]bool // the lines whose list number is wider than three digits (wideMarkerLines)
	marker string       // a list marker alone on its line, waiting for its text
	cells  cellArena    // the one-cell lines' cells
}

// cellArena hands out one-element cell slices from a shared array: one
// allocation for the lines of a text instead of one per line. Each slice
// has its capacity clipped, so an append to it copies. It hands out the
// rare parts of the lines with spans from chunks of them too (arena.go).
type cellArena struct {
	buf   []string
	rares []rare
}

// one returns []string{c}, from the arena when it has room.
func (a *cellArena) one(c string) []string {
	if a == nil {
		return []string{c}
	}
	if len(a.buf) == cap(a.buf) {
		a.buf = make([]string, 0, 256)
	}
	a.buf = append(a.buf, c)
	n := len(a.buf)
	return a.buf[n-1 : n : n]
}

// cellsOf returns the cells of r, split on tabs, each cleaned
// (emphasis markers stripped, spaces collapsed), the empty ones left out;
// nil when none is left. They come from the arena (nil: allocated) like
// one's, capacity clipped.
func (a *cellArena) cellsOf(r string) []string {
	if a == nil {
		a = &cellArena{}
	}
	if n := strings.Count(r, "\t") + 1; cap(a.buf)-len(a.buf) < n {
		a.buf = make([]string, 0, max(256, n))
	}
	start := len(a.buf)
	for {
		c, rest, found := strings.Cut(r, "\t")
		if c = cleanText(StripEmphasis(c)); c != "" {
			a.buf = append(a.buf, c)
		}
		if !found {
			break
		}
		r = rest
	}
	k := len(a.buf)
	if k == start {
		return nil
	}
	return a.buf[start:k:k]
}

// raw prepares raw line n for cleaning: false when it is white after a
// blank line (skipped; heading says it is a heading, which is kept), else
// the line without template markup and the widest list number it may
// start with.
func (b *lineBuilder) raw(n int, r string, heading bool) (string, int, bool) {
	if len(b.out) > 0 && !heading && isWhite(r) {
		if last := &b.out[len(b.out)-1]; last.Blank && last.List == "" && strings.IndexByte(r, '\f') < 0 {
			return "", 0, false
		}
	}
	if strings.IndexByte(r, '{') >= 0 {
		r = markdown.DropTemplateMarkup(r)
	}
	digits := 3
	if b.wide != nil && b.wide[n] { // no look-up in the nil map of almost every text
		digits = MaxMarkerDigits
	}
	return r, digits, true
}

// carryMarker carries a list marker that stands alone on its line (l,
// just appended) over to the text that follows.
func (b *lineBuilder) carryMarker(l *Line) {
	switch {
	case l.Blank && l.List != "":
		b.marker = l.List
	case !l.Blank && b.marker != "" && l.List == "":
		l.List, b.marker = b.marker, ""
	case !l.Blank:
		b.marker = ""
	}
}

// isWhite reports whether r holds only white space (textscan.IsWhite).
func isWhite(r string) bool { return textscan.IsWhite(r) }

// maxLines bounds how many lines typedLines keeps of raw: every line but a
// white one after a white one.
func maxLines(raw []string) int {
	n, prevWhite := 0, false
	for _, r := range raw {
		w := isWhite(r)
		if !w || !prevWhite {
			n++
		}
		prevWhite = w
	}
	return n
}

// indentOf counts the leading spaces of a raw line (a tab counts 4).
func indentOf(r string) int {
	n := 0
	for _, c := range r {
		switch c {
		case ' ':
			n++
		case '\t':
			n += 4
		default:
			return n
		}
	}
	return n
}

// joinSmallCaps joins capitals split by PDF text extraction (textscan.JoinSmallCaps).
func joinSmallCaps(t string) string { return textscan.JoinSmallCaps(t) }

// isBlankLine reports whether a raw line holds no content: empty, a
// horizontal rule, or a page footer.
func isBlankLine(r string) bool {
	t := strings.TrimSpace(r)
	return t == "" || (strings.IndexByte("-*_", t[0]) >= 0 && isRuleLine(r)) || markdown.IsPageFooter(t)
}

// readHTML reads what HTML markup says about the line (bold as "**",
// a list item, link and italic texts) and removes the tags.
func (l *Line) readHTML(r string, a *cellArena) string {
	// each pattern runs only where its tag can be (see regexpFoldSafe)
	ascii := regexpFoldSafe(r)
	if !ascii {
		r = reBr.ReplaceAllString(r, " ")
		r = reStrongTag.ReplaceAllString(r, "**") // HTML bold reads like Markdown bold
	} else {
		r = strongTagsToStars(brTagsToSpace(r)) // the same, by scans
	}
	if t := strings.TrimSpace(r); textscan.HasLowerPrefix(t, "<li") {
		r = "- " + stripTags(r) // an HTML list item is a list item
	}
	if strings.Contains(r, "<http") || strings.Contains(r, "<mailto:") {
		r = reAutoLink.ReplaceAllString(r, "$1")
	}
	if !ascii || containsFold(r, "<a") {
		for _, t := range anchorTexts(r) {
			sp := l.building(a)
			sp.links = append(sp.links, cleanText(unescapeEntities(stripTags(t))))
		}
	}
	if !ascii || containsAnyFold(r, "<i>", "<em>") {
		for _, t := range italicTagTexts(r) {
			sp := l.building(a)
			sp.italics = append(sp.italics, cleanText(unescapeEntities(stripTags(t))))
		}
	}
	return stripTags(r)
}

// italicTagTexts returns the texts of the HTML italic elements of s,
// left to right: the first groups of reItalTag's matches
// (`(?i)<(?:i|em)>(.*?)</(?:i|em)>`), found by a scan. An element's text
// runs to the first closing tag after it within its line. The last
// closing-tag search is remembered (where it found one, or up to which
// newline it found none), so the scan is linear however many opening
// tags share one closing tag or find none.
func italicTagTexts(s string) []string {
	var out []string
	from, at, n := -1, -1, 0 // the last search: from where, the tag found (-1: none before the newline or end at n)
	for i := 0; i < len(s); {
		j := strings.IndexByte(s[i:], '<')
		if j < 0 {
			break
		}
		p := i + j
		open := italicOpenAt(s, p)
		if open == 0 {
			i = p + 1
			continue
		}
		cs := p + open
		if from < 0 || at >= 0 && at < cs || at < 0 && cs > n {
			from = cs
			at, n = nextItalicClose(s, cs)
		}
		if at < 0 {
			i = p + 1
			continue
		}
		out = append(out, s[cs:at])
		i = at + n
	}
	return out
}

// italicOpenAt is the length of the italic opening tag ("<i>", "<em>",
// any ASCII case) at s[p], 0 when there is none.
func italicOpenAt(s string, p int) int {
	switch {
	case s[p] != '<':
		return 0
	case hasPrefixFold(s[p+1:], "i>"):
		return 3
	case hasPrefixFold(s[p+1:], "em>"):
		return 4
	}
	return 0
}

// nextItalicClose finds the first italic closing tag ("</i>", "</em>",
// any ASCII case) at or after from and before the next newline: its
// offset and length, or -1 and the offset of that newline (len(s) when
// there is none).
func nextItalicClose(s string, from int) (int, int) {
	end := len(s)
	if k := strings.IndexByte(s[from:], '\n'); k >= 0 {
		end = from + k
	}
	for q := from; q < end; {
		k := strings.IndexByte(s[q:end], '<')
		if k < 0 {
			break
		}
		q += k
		switch {
		case hasPrefixFold(s[q+1:], "/i>"):
			return q, 4
		case hasPrefixFold(s[q+1:], "/em>"):
			return q, 5
		}
		q++
	}
	return -1, end
}

// readMarkdownLinks drops images and replaces each link by its text,
// keeping the texts (a mailto link with no address in its text gives the
// address).
func (l *Line) readMarkdownLinks(r string, a *cellArena) string {
	if noLinkMarkup(r) {
		return r // nothing for reImage nor the links to match
	}
	if strings.Contains(r, "![") {
		r = reImage.ReplaceAllString(r, "")
	}
	if !strings.Contains(r, "](") {
		return r
	}
	var buf [4][6]int
	ms := markdownLinks(r, buf[:0])
	if len(ms) == 0 {
		return r
	}
	var b strings.Builder
	b.Grow(len(r))   // one allocation: a link's text is shorter than its markup
	var lb [4]string // the link texts, on the stack, then kept in the arena
	links := lb[:0]
	at := 0
	for _, m := range ms {
		t, target := r[m[2]:m[3]], r[m[4]:m[5]]
		if strings.HasPrefix(target, "mailto:") && !strings.Contains(t, "@") {
			t = strings.TrimPrefix(target, "mailto:")
		}
		links = append(links, cleanText(unescapeMD(t)))
		b.WriteString(r[at:m[0]])
		b.WriteString(t)
		at = m[1]
	}
	b.WriteString(r[at:])
	l.keepLinks(links, a)
	return b.String()
}

// keepLinks adds a line's link texts to the ones it holds: from the
// arena (a22b_spans.go) when it holds none yet, capacity clipped.
func (l *Line) keepLinks(links []string, a *cellArena) {
	if sp := l.building(a); sp.links == nil {
		sp.links = a.keep(links)
	} else {
		sp.links = append(sp.links, links...)
	}
}

// decodeInline decodes HTML entities and short inline LaTeX math.
func decodeInline(r string) string {
	if strings.IndexByte(r, '&') >= 0 {
		r = unescapeEntities(r) // a21_entities.go
	}
	if strings.IndexByte(r, '$') >= 0 {
		r = replaceMath(r)
	}
	return r
}

// replaceMath replaces each short inline formula ("$\\times$") with its
// text, LaTeX commands made symbols: what reMath (`\$([^$\n]{1,40})\$`)
// replaced, found by a scan. A formula is 1 to 40 runes of neither '$'
// nor newline between two '$'; each '$' is tried once, and at most 41
// runes are read from it.
func replaceMath(r string) string {
	var b strings.Builder
	at := 0 // r[:at] is written to b
	for i := 0; i < len(r); {
		j := strings.IndexByte(r[i:], '$')
		if j < 0 {
			break
		}
		p := i + j
		q, n := p+1, 0
		for q < len(r) && n < 40 && r[q] != '$' && r[q] != '\n' {
			_, w := utf8.DecodeRuneInString(r[q:])
			q += w
			n++
		}
		if n == 0 || q == len(r) || r[q] != '$' {
			i = p + 1
			continue
		}
		if at == 0 {
			b.Grow(len(r)) // one allocation: a formula's text is no longer than it
		}
		b.WriteString(r[at:p])
		b.WriteString(latex.Replace(r[p+1 : q]))
		at, i = q+1, q+1
	}
	if at == 0 {
		return r
	}
	b.WriteString(r[at:])
	return b.String()
}

// takeListMarkers removes the list markers that open the line ("- ",
// "3. ", "[J2] ", or a bullet before a number) and records the marker.
func (l *Line) takeListMarkers(r string, digits int) string {
	for len(r) > 0 {
		first, _ := firstRune(strings.TrimLeft(r, " "))
		if !(first == '[' || unicode.IsDigit(first) || strings.ContainsRune(bulletMarks, first)) {
			return r
		}
		m, ok := l.nextMarker(r, digits)
		if !ok {
			return r
		}
		l.List = r[m[2]:m[3]]
		if b, _ := firstRune(l.List); b >= 0xE000 && b <= 0xF8FF {
			l.List = "•" // a font's private bullet glyph
		}
		r = r[m[1]:]
	}
	return r
}

// nextMarker finds the marker at the start of r that may follow what the
// line already has: a bullet first, then a number or bracketed tag.
func (l *Line) nextMarker(r string, digits int) ([4]int, bool) {
	if m, ok := bulletAt(r); ok && l.List == "" {
		return m, true
	}
	if l.List != "" && !isBulletMark(l.List) {
		return [4]int{}, false
	}
	if m, ok := numberAtWidth(r, digits); ok {
		return m, true
	}
	return bracketNoAtWidth(r, digits)
}

// The list markers, read by scanners that give what the patterns'
// FindStringSubmatchIndex gives, {0, end of match, marker start, marker
// end}, and whether there is a match.

// bulletAt reads reBullet: spaces, a bullet, at least one space.
func bulletAt(r string) ([4]int, bool) { return textscan.BulletAt(r, bulletMarks) }

// bulletMarks are the bullets reBullet takes: the front end's
// (markdown.BulletMarks), so that both read the same list items.
const bulletMarks = markdown.BulletMarks

// numberAt reads reNumber: spaces, one to three digits and '.' or ')',
// at least one space.
func numberAt(r string) ([4]int, bool) { return textscan.NumberAt(r, 3) }

// numberAtWidth is numberAt with up to digits digits.
func numberAtWidth(r string, digits int) ([4]int, bool) { return textscan.NumberAt(r, digits) }

// bracketNoAt reads reBracketNo: spaces, '[', up to three ASCII letters,
// one to three digits, ']', spaces.
func bracketNoAt(r string) ([4]int, bool) { return textscan.BracketAt(r, 3) }

// bracketNoAtWidth is bracketNoAt with up to digits digits.
func bracketNoAtWidth(r string, digits int) ([4]int, bool) { return textscan.BracketAt(r, digits) }

// readEmphasis records bold and italic spans and whether the whole line
// is bold or italic; escaped "*" and "_" are protected first. It returns
// the line with markers still in place (cells strip them). c is r's
// census (a23c_census.go): a search for bytes it says are absent is
// skipped.
func (l *Line) readEmphasis(r string, c census, a *cellArena) string {
	if c.has(cBackslash) {
		r, c = kept(r, c, unescapeEmphasis(r)) // a23c_census.go
	}
	r = strings.TrimSpace(r)
	l.MD = r
	if c.has(cProtect) && hasEither(r, '\x01', '\x02') {
		l.MD = mdRestore.Replace(r)
	}
	if !c.has(cStar|cUnder) || !hasEither(r, '*', '_') {
		return r // no emphasis to read
	}
	l.Bold, l.Italic = wholeLineEmphasis(r)
	hasBold := c.has(cStar) && strings.Contains(r, "**") || c.has(cUnder) && strings.Contains(r, "__")
	if hasBold {
		// the spans are gathered on the stack, cleaned in place, then
		// kept in the arena (a22b_spans.go)
		var sb [8]string
		bs := appendBoldSpans(sb[:0], r)
		for i, b := range bs {
			bs[i] = cleanBoldSpan(b, c) // a23c_census.go
		}
		if len(bs) == 0 {
			// no span: the line's stay as they are
		} else if sp := l.building(a); sp.bolds == nil {
			sp.bolds = a.keep(bs)
		} else {
			sp.bolds = append(sp.bolds, bs...)
		}
	}
	l.readItalics(r, hasBold, a)
	return r
}

// readItalics records the italic spans of r, read with its bold markers
// made spaces (hasBold: r holds one). A line whose every marker is part
// of a bold marker has none: it is not rewritten to be searched.
func (l *Line) readItalics(r string, hasBold bool, a *cellArena) {
	noBold := r
	if hasBold {
		if !singleMarkLeft(r) {
			return // boldMarksToSpaces(r) holds no '*' or '_'
		}
		noBold = boldMarksToSpaces(r)
	}
	if hasEither(noBold, '*', '_') {
		var ib [8]string
		is := appendItalicSpans(ib[:0], noBold)
		if len(is) == 0 {
			// no span: the line's stay as they are
		} else if sp := l.building(a); sp.italics == nil {
			sp.italics = a.keep(is) // from the arena when HTML gave none
		} else {
			sp.italics = append(sp.italics, is...)
		}
	}
}

// singleMarkLeft reports whether boldMarksToSpaces(r) holds a '*' or
// '_': whether a marker byte of r is not taken into a pair ("**", "__")
// by its left-to-right scan. It reads r as that scan does, writing
// nothing, jumping from marker to marker (markScan).
func singleMarkLeft(r string) bool {
	marks := newMarkScan(r)
	for i := marks.next(0); i >= 0; i = marks.next(i + 2) {
		if i+1 >= len(r) || r[i+1] != r[i] {
			return true
		}
		// a pair: both bytes taken
	}
	return false
}

// unescapeEmphasis is mdEscapes.Replace(r) by a scan: every escape it
// replaces is a backslash and one ASCII byte, made one byte (an escaped
// emphasis marker a protected byte, \x01 or \x02, the others the byte
// itself), read left to right without overlap as the replacer reads
// them; r is returned as it is when it holds no such escape.
func unescapeEmphasis(r string) string {
	i := strings.IndexByte(r, '\\')
	if i < 0 {
		return r
	}
	var b strings.Builder // one allocation: the text only shrinks
	at := 0               // r[:at] is in b
	for ; i >= 0 && i+1 < len(r); i = textscan.IndexByteFrom(r, '\\', i) {
		c, ok := escapedByte(r[i+1])
		if !ok {
			i++
			continue
		}
		if at == 0 {
			b.Grow(len(r))
		}
		b.WriteString(r[at:i])
		b.WriteByte(c)
		i += 2
		at = i
	}
	if at == 0 {
		return r
	}
	b.WriteString(r[at:])
	return b.String()
}

// escapedByte is what mdEscapes makes of a backslash before c, and
// whether it replaces that pair.
func escapedByte(c byte) (byte, bool) {
	switch c {
	case '*':
		return 1, true
	case '_':
		return 2, true
	case '[', ']', '#', '\\', '-', '.', '|', '~', '>', '<':
		return c, true
	}
	return 0, false
}

// boldMarksToSpaces is strings.ReplaceAll(strings.ReplaceAll(r, "**", " "),
// "__", " ") in one pass and one allocation: the two markers share no
// byte, and a space put for one never joins the other's run, so each
// pair is found left to right as the two passes found it. The scan
// jumps from marker to marker (markScan); the text between pairs is
// copied a run at a time.
func boldMarksToSpaces(r string) string {
	var b strings.Builder
	b.Grow(len(r))
	at := 0 // r[:at] is written
	marks := newMarkScan(r)
	for i := marks.next(0); i >= 0 && i+1 < len(r); i = marks.next(i) {
		if r[i+1] != r[i] {
			i++
			continue
		}
		b.WriteString(r[at:i])
		b.WriteByte(' ')
		i += 2
		at = i
	}
	b.WriteString(r[at:])
	return b.String()
}

// wholeLineEmphasis reports whether t is one bold span or one italic span.
func wholeLineEmphasis(t string) (bold, italic bool) {
	if strings.HasPrefix(t, "**") && strings.HasSuffix(t, "**") && len(t) > 4 && !strings.Contains(t[2:len(t)-2], "**") {
		return true, false
	}
	if len(t) <= 2 {
		return false, false
	}
	for _, mk := range []byte{'*', '_'} {
		if t[0] == mk && t[len(t)-1] == mk && t[1] != mk && strings.IndexByte(t[1:len(t)-1], mk) < 0 {
			return false, true
		}
	}
	return false, false
}

// splitCells splits the line into cells (a PDF conversion lays columns
// out with runs of spaces; tables use tabs or " | ") and sets its text;
// a line with no cell left is blank. A one-cell line's cells come from arena
// (nil: allocated). c is r's census (a23c_census.go): a search for bytes
// it says are absent is skipped.
func (l *Line) splitCells(r string, c census, arena *cellArena) {
	var gap, bar bool
	if c.has(cTwoSpaces | cBar) { // three spaces meet, or " | "
		gap, bar = spaceCues(r)
	}
	if gap {
		r = columnGapsToTabs(r)
		_, bar = spaceCues(r)
	}
	if bar {
		r = strings.ReplaceAll(r, " | ", "\t") // "2022 | Best Paper Award"
	}
	if !(gap || bar || c.has(cTab)) || strings.IndexByte(r, '\t') < 0 {
		if t := cleanCell(r, c); t != "" { // r is trimmed (readEmphasis)
			l.Cells = arena.one(t)
		}
	} else {
		l.Cells = arena.cellsOf(r)
	}
	if len(l.Cells) == 0 {
		l.Blank = true
		return
	}
	if len(l.Cells) == 1 && len(l.Cells[0]) < 60 {
		l.Cells[0] = joinSmallCaps(l.Cells[0])
	}
	l.Text = strings.Join(l.Cells, "\t")
}

// spaceCues reports, in one pass, whether r holds a run of three spaces
// (a column gap) and whether it holds " | " (a table bar). Both are
// " X " with X a space or '|', so the byte two past a candidate start i
// decides three starts at once: when r[i+2] is neither, no match starts
// at i, i+1 or i+2 and the scan moves on by three.
func spaceCues(r string) (gap, bar bool) {
	for i := 0; i+2 < len(r); {
		c := r[i+2]
		if c != ' ' && c != '|' {
			i += 3
			continue
		}
		if r[i] == ' ' && c == ' ' {
			switch r[i+1] {
			case ' ':
				gap = true
			case '|':
				bar = true
			}
			if gap && bar {
				break
			}
		}
		i++
	}
	return gap, bar
}

// columnGapsToTabs replaces every run of three or more spaces by a tab.
func columnGapsToTabs(r string) string {
	var b strings.Builder
	b.Grow(len(r))
	for i := 0; i < len(r); {
		if r[i] != ' ' {
			b.WriteByte(r[i])
			i++
			continue
		}
		j := i
		for j < len(r) && r[j] == ' ' {
			j++
		}
		if j-i >= 3 {
			b.WriteByte('\t')
		} else {
			b.WriteString(r[i:j])
		}
		i = j
	}
	return b.String()
}

func isBulletMark(s string) bool { return len(s) > 0 && !unicode.IsDigit(rune(s[0])) && s[0] != '[' }

// mdUnescapes undoes the Markdown escapes a link text may hold.
var mdUnescapes = strings.NewReplacer(`\*`, "*", `\_`, "_", `\[`, "[", `\]`, "]", `\\`, `\`)

func unescapeMD(s string) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	return mdUnescapes.Replace(s)
}

// cleanText restores protected characters and collapses spaces.
func cleanText(s string) string {
	if tidy(s) {
		return s
	}
	if strings.IndexByte(s, 1) >= 0 || strings.IndexByte(s, 2) >= 0 || strings.Contains(s, "\u200b") || strings.Contains(s, "\ufeff") {
		s = protectRestore.Replace(s)
	}
	return collapseSpaces(s)
}

// tidy reports whether cleanText would return s as it is, in one pass:
// no protected byte (\x01, \x02), no zero-width space or byte-order mark,
// no white space at either end and only single ' ' inside. It may say
// false for a string that is clean (cleanText then finds that out).
func tidy(s string) bool {
	if s == "" {
		return true
	}
	if s[0] == ' ' || s[len(s)-1] == ' ' {
		return false
	}
	return tidyScan(s) // a23c_tidy.go
}

// The classes of bytes tidy tells apart.
const (
	tidyOK    = iota // any other byte
	tidySpace        // ' '
	tidyBad          // \x01, \x02 and ASCII white space other than ' '
	tidyLead         // a byte that may lead a rune tidy must look at
)

// tidyClass is the class of each byte, for tidy.
var tidyClass = func() (t [256]byte) {
	t[' '] = tidySpace
	for _, c := range []byte{1, 2, '\t', '\n', '\v', '\f', '\r'} {
		t[c] = tidyBad
	}
	for _, c := range []byte{0xC2, 0xE1, 0xE2, 0xE3, 0xEF} {
		t[c] = tidyLead
	}
	return t
}()

// StripEmphasis removes Markdown emphasis markers while keeping a "*" that
// follows a word (an equal-contribution mark such as "Ann Lee*"): the
// "**" pairs are dropped, then each "__" made a space, then the single
// markers that pair by the flanking rules (emphasisPairs) dropped
// (a21_strip.go, in one buffer and one allocation).
func StripEmphasis(s string) string {
	if !hasEither(s, '*', '_') {
		return s
	}
	return stripMarks(s)
}
