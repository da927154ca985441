package parse

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv"
)

var titleWords = wordSet("titles")

var (
	reTitleOrg = regexp.MustCompile(`^(.+?)\s*(?:,|\s@\s|\s+at\s+|\s+in\s+|\s+with\s+|\s[-–—|]\s)\s*(.+)$`)
	reWith     = regexp.MustCompile(`(?i)\s*(?:\(\s*w/.*?\)|\bw/\s.*$|\(with .*?\)|,?\s*(?:supervised|advised|mentored|hosted|managed) by .*$|,?\s*under .*$)`)
	// rePersonKey starts the note about a person that may follow the
	// fields on a position line: "..., Manager: Ann Example".
	rePersonKey = regexp.MustCompile(`(?i)(?:^|[,;·.]\s*|\s)(?:mentors?|managers?|advis[oe]rs?|supervisors?|hosts?|pi|lead)\s*[:：]`)
)

func isTitleLike(s string) bool {
	if n := wordCount(s); n == 0 || n > 12 {
		return false
	}
	return hasSetWord(s, titleWordSet)
}

// isProse reports whether s is a descriptive sentence rather than a field.
func isProse(s string) bool {
	n := wordCount(s)
	return n > 14 || (n > 6 && endsWithStop(s))
}

// endsWithStop reports whether s ends with '.', '!' or '?' (what the
// regexp [.!?]$ matched).
func endsWithStop(s string) bool {
	return s != "" && strings.IndexByte(".!?", s[len(s)-1]) >= 0
}

// splitTitleOrg splits "Research Intern, Meta" or "Research Intern in
// Microsoft Research" into title and organisation.
func splitTitleOrg(s string) (title, org string) {
	s = strings.TrimSpace(dropWith(s))
	if !maySplitTitleOrg(s) {
		return titleQualified(s), ""
	}
	if t, o, ok := titleOrgSplit(s); ok && isTitleLike(t) && !isTitleLike(firstClause(o)) {
		if ft, fo, ok := fieldInTitle(s, t, o); ok {
			return ft, fo // "Lecturer in Statistics, Example University" (positions_titles.go)
		}
		return titleQualified(t), strings.TrimSpace(o)
	}
	return titleQualified(s), ""
}

// endsWithParen reports whether s ends with ')' and white space (\s): a
// cheap test before the patterns that read a bracketed note at the end.
func endsWithParen(s string) bool {
	return strings.HasSuffix(strings.TrimRight(s, " \t\n\f\r"), ")")
}

// maySplitTitleOrg is a cheap test before reTitleOrg: one of the
// separators it splits at is in s.
func maySplitTitleOrg(s string) bool {
	if strings.ContainsAny(s, ",@|-") || strings.Contains(s, "–") || strings.Contains(s, "—") {
		return true
	}
	return strings.Contains(s, " at ") || strings.Contains(s, " in ") || strings.Contains(s, " with ")
}

func firstClause(s string) string {
	if i := strings.IndexAny(s, ",("); i >= 0 {
		return s[:i]
	}
	return s
}

func positionKind(title, org string) cv.PositionKind {
	t := paddedWords(title) // speed_words.go
	has := func(ks ...string) bool {
		for _, k := range ks {
			if hasPaddedWord(t, k) { // strings.Contains(t, " "+k+" "), speed_words.go
				return true
			}
		}
		return false
	}
	switch {
	case has("intern", "interns", "internship", "trainee", "summer intern", "practicum"):
		return cv.KindInternship
	case has("research fellow") && has("undergraduate", "graduate", "student"):
		return cv.KindResearch
	case has("postdoc", "postdoctoral", "post doctoral", "post-doctoral", "research fellow"):
		return cv.KindPostdoc
	case has("visiting", "guest", "visitor"):
		return cv.KindVisiting
	case has("professor", "lecturer", "faculty", "reader", "dean", "tenure"):
		return cv.KindFaculty
	case has("teaching assistant", "teaching fellow", "instructor", "tutor", "ta"):
		return cv.KindTeaching
	case hasSetWord(org, academicWordSet) || has("research assistant", "graduate research", "ra", "phd", "doctoral"):
		return cv.KindResearch
	case has("participant"):
		return cv.KindOther
	case researchBody(org): // positions_kinds.go
		return cv.KindResearch
	case org != "" || has("engineer", "scientist", "researcher", "developer", "manager", "consultant", "member of technical staff", "architect", "analyst"):
		return cv.KindIndustry
	}
	return cv.KindOther
}

// posRecord is one position being read.
type posRecord struct {
	p       cv.Position
	hasDate bool
	open    bool   // its range was left open at a line's end ("Sept. 2022-")
	whole   string // its title cell read whole (posLine.whole)
}

// posReader reads the positions of one entry. An entry usually holds one
// position; a head naming an organisation may hold several roles
// ("**Acme Labs**" over two titles with their dates), and in a flat
// section a record starts where a title comes a second time.
type posReader struct {
	recs      []*posRecord
	cur       *posRecord
	groupOrg  string // the organisation the entry's head or label names
	groupLoc  string
	weakGroup bool      // the group's name is one word naming no organisation ("Earlier")
	groupDate *dateSpan // the span the head gives the roles under it
	lineNo    int
}

// setGroup records the organisation a head or label names.
func (r *posReader) setGroup(org, loc string) {
	r.groupOrg, r.groupLoc = org, loc
	r.weakGroup = wordCount(org) == 1 && !hasSetWord(org, orgWordSet)
}

// finish gives the head's span to the roles without dates; a head alone
// is a position without a title.
func (r *posReader) finish() []*posRecord {
	if len(r.recs) == 0 && r.groupOrg != "" && r.groupDate != nil && !r.weakGroup {
		r.next()
	}
	for _, e := range r.recs {
		if !e.hasDate && r.groupDate != nil {
			e.p.Start, e.p.End, e.hasDate = r.groupDate.from, r.groupDate.to, true
		}
	}
	return r.recs
}

// carriesOn reports whether a line carries on the sentence of
// the line above: it starts with a lower-case letter or a sign.
func carriesOn(t string) bool {
	r, _ := firstRune(t)
	return unicode.IsLower(r) || strings.ContainsRune("~(&%$", r)
}

func (p *parser) parsePositions(ls []line) {
	lay, es := splitEntries(ls)
	p.traceEntries(ls, lay, es)
	internSection := hasWord(p.sec, internWords)
	for i, e := range es {
		if isThesisEntry(e) || subItemEntry(es, i) || p.proseEntry(e) { // positions_prose.go
			continue
		}
		r := &posReader{}
		if e.label != "" && !isTitleLike(e.label) {
			r.setGroup(splitPlace(e.label))
		}
		for i, l := range e.lines {
			if glyphOnly(l) || descriptionWrap(e.lines, i) || proseParagraph(l.Text) {
				continue // positions_blocks.go
			}
			if i == 0 && e.head {
				r.head(l)
				continue
			}
			r.line(l, i == 0, i+1 < len(e.lines) && carriesOn(e.lines[i+1].Text))
		}
		recs := r.finish()
		if internSection {
			internTitles(recs)
		}
		p.emitPositions(recs)
	}
}

var internWords = set(`intern interns internship internships`)

// internTitles gives the entries of an internship section that name no
// title the one the heading implies: "Research on X at Org" is a research
// internship at Org.
func internTitles(recs []*posRecord) {
	for _, e := range recs {
		if e.p.Title != "" || e.p.Organization == "" {
			continue
		}
		e.p.Title = "Intern"
		if strings.HasPrefix(strings.ToLower(e.p.Organization), "research") {
			e.p.Title = "Research Intern"
		}
		if i := strings.LastIndex(e.p.Organization, " at "); i > 0 && hasSetWord(e.p.Organization[i+4:], orgWordSet) {
			e.p.Organization = strings.TrimSpace(e.p.Organization[i+4:])
		}
	}
}

// isThesisEntry reports whether an entry is a thesis project rather than
// a position: its first line names a thesis and no job title.
func isThesisEntry(e entry) bool {
	first := e.lines[0].Cells[0]
	return mayHoldWordOf(first, thesisKeys) && hasWord(first, thesisWords) && !isTitleLike(first)
}

var (
	thesisKeys  = strings.Fields(`thesis dissertation`)
	thesisWords = set(strings.Join(thesisKeys, " "))
)

// head reads an entry's head line: a title with its organisation, or an
// organisation the roles under it share.
func (r *posReader) head(l line) {
	r.lineNo = l.N
	if f := posFields(memOf(l), l.Text, false); f.title == "" && f.org != "" {
		r.setGroup(f.org, f.loc)
		r.groupDate = f.date
		return
	}
	r.line(l, true, false)
}

// line reads one line of an entry. List items after the first line are
// details (projects, duties), as are sentences and "Mentor: ..." notes.
func (r *posReader) line(l line, first, wraps bool) {
	r.lineNo = l.N
	t := l.Text
	if r.closesOpenRange(l) && l.List != "" {
		return // the rest of the item is a detail (positions_blocks.go)
	}
	if !first && (l.List != "" || glyphLed(t)) && len(memOf(l).findDates(t)) == 0 { // positions_details.go
		return
	}
	if !first && wraps && wordCount(t) >= 6 {
		return // a sentence wrapped onto the next line
	}
	if v, ok := titleKeyValue(t); ok {
		r.applyTitle(v) // "Title: Staff Engineer"
		return
	}
	if key, _, _ := strings.Cut(t, ":"); isKeyValue(t) && !isTitleLike(key) {
		return
	}
	if !first && isProse(t) && (wordCount(t) > 30 || isProse(withoutNotes(dropAdvisorClause(t)))) && !shortDated(t) && !titledCells(t) {
		return // a description; a note after the fields does not make one
	}
	if r.cur != nil && r.cur.open && opensWithDate(l) {
		if ds := memOf(l).findDates(t); !ds[0].isRange {
			r.cur.p.End, r.cur.open = ds[0].to, false
			t = strings.TrimSpace(t[ds[0].end:])
		}
	}
	r.apply(posFields(memOf(l), t, r.groupOrg != "" && !r.weakGroup))
}

// posLine is what one line says about a position.
type posLine struct {
	title, org, loc string
	date            *dateSpan
	open            bool
	advised         bool   // an advisor clause stood between the title and the organisation
	whole           string // the title cell read whole, when its tail may be part of the title (orgUnderTitle)
}

// posFields reads a position line: its date, then each cell as a place,
// a title with an organisation, or an organisation. Under a known
// organisation, keepTail keeps "Title, Unit" whole as the title. The
// dates of t are asked of the parse's memo m (nil: none).
func posFields(m *memo, t string, keepTail bool) posLine {
	var f posLine
	t, f.date, f.open = cutDateIn(m, t)
	f.advised = dropAdvisorClause(t) != t
	var cells [8]string // most lines have a few cells: no slice made
	for _, c := range appendPosCells(cells[:0], t) {
		c = cleanPosCell(c)
		if !hasLetter(c) || onlyDateCell(c) || isSeasonCell(c) {
			continue // "01/" left of a day-month-year date; a second spell; a season over its year (entries_margin.go)
		}
		if isLocationLine(c) {
			if f.loc == "" {
				f.loc = c
			}
			continue
		}
		title, org, loc := splitPosCell(c, keepTail)
		if f.title == "" && f.org == "" && title != "" && org != "" {
			f.whole = wholeTitle(c, title, org) // positions_titles.go
		}
		if f.title == "" {
			f.title = title
		}
		if f.org == "" {
			f.org = org
		}
		if f.loc == "" {
			f.loc = loc
		}
	}
	return f
}

func hasLetter(s string) bool {
	return strings.IndexFunc(s, unicode.IsLetter) >= 0
}

// cutDate takes the first date range (else date) out of a line; open
// tells a range left open with a dash at the end ("Sept. 2022-").
func cutDate(t string) (string, *dateSpan, bool) { return cutDateIn(nil, t) }

// cutDateIn is cutDate with the dates of t asked of the parse's memo (a
// nil memo remembers nothing): the readers of a section ask about the
// same line before.
func cutDateIn(m *memo, t string) (string, *dateSpan, bool) {
	if onlyPresent(t) {
		return "", &dateSpan{to: cv.Present, isRange: true}, false
	}
	ds := m.findDates(t)
	if len(ds) == 0 {
		return t, nil, false
	}
	d := ds[0]
	for _, x := range ds {
		if x.isRange {
			d = x
			break
		}
	}
	raw := strings.TrimSpace(t[d.start:d.end])
	open := strings.HasSuffix(raw, "-") || strings.HasSuffix(raw, "–") || strings.HasSuffix(raw, "—") || listLeftOpen(t, ds)
	rest := strings.TrimRight(t[:d.start], " ,;|·•(*_-–—") + "\t" + strings.TrimLeft(t[d.end:], " ,;|·•)*_-–—.")
	return rest, &d, open
}

// withoutNotes drops a note about a person ("Manager: ...") and any
// sentence after the first.
func withoutNotes(c string) string {
	if !hasColon(c) {
		return firstSentence(c)
	}
	if m := personKey(c); m != nil {
		c = c[:m[0]]
	}
	return firstSentence(c)
}

// cleanPosCell drops notes from a cell: "(w/ ...)", "supervised by ...",
// "Manager: ..." and any sentence after the first.
func cleanPosCell(c string) string {
	c = dropWithPerson(dropWith(withoutNotes(dropAdvisorClause(strings.TrimLeft(withoutPersonNotes(c), "@ ")))))
	c = trimBrackets(strings.Trim(strings.TrimSpace(c), " *_-–—:,;·•|"))
	return trimSentenceDot(strings.Trim(c, " *_-–—:,;·•|"))
}

// trimSentenceDot drops the full stop that ends a cell, not the dot of an
// abbreviation ("Inc.", "U.S.").
func trimSentenceDot(c string) string {
	if !strings.HasSuffix(c, ".") {
		return c
	}
	w := c[strings.LastIndexByte(c, ' ')+1 : len(c)-1]
	if len(w) <= 2 || strings.Contains(w, ".") || isAbbrev(w) {
		return c
	}
	return c[:len(c)-1]
}

// firstSentence cuts s at the end of its first sentence: a ". " after a
// word of three letters or more, before a capital.
func firstSentence(s string) string {
	for i := 0; i+2 < len(s); i++ {
		if s[i] != '.' || s[i+1] != ' ' {
			continue
		}
		w := strings.TrimLeft(s[strings.LastIndexByte(s[:i], ' ')+1:i], "([") // "(Dr." is "Dr."
		r, _ := firstRune(s[i+2:])
		if len(w) >= 3 && unicode.IsUpper(r) && !isAbbrev(w) {
			return s[:i]
		}
	}
	return s
}

func isAbbrev(w string) bool {
	if strings.Contains(w, ".") {
		return true // "Ph.D", "U.S": dots inside the word
	}
	switch strings.ToLower(w) {
	case "inc", "ltd", "corp", "dept", "prof", "univ", "intl", "assoc":
		return true
	}
	return false
}

// splitPosCell reads one cell: "Title @ Org", "Title, Org", "Title at
// Org", "Org, Title, City, ST", a title alone or an organisation alone.
func splitPosCell(c string, keepTail bool) (title, org, loc string) {
	if t, o, ok := strings.Cut(c, "@"); ok && isTitleLike(t) && !strings.Contains(o, ".") {
		org, loc = orgThenCity(strings.TrimSpace(o))
		return strings.TrimSpace(t), org, loc
	}
	if t, o := splitTitleOrg(c); o != "" {
		if keepTail && commaAfter(c, t) && !hasSetWord(o, orgWordSet) {
			return c, "", "" // "Tech Lead, Storage Team" under its company
		}
		if keepTail && keptTail(c, t, o) {
			return titleQualified(c), "", "" // "Professor in Marine Ecology" under its university
		}
		org, loc = orgDashPlace(o)
		return t, org, loc
	}
	parts := strings.Split(c, ",")
	for k := 1; k < len(parts); k++ {
		if p := strings.TrimSpace(parts[k]); isTitleLike(p) && !hasSetWord(p, academicWordSet) {
			org = strings.TrimSpace(strings.Join(parts[:k], ","))
			return titleQualified(p), org, placeAfter(parts[k+1:])
		}
	}
	if isTitleLike(c) && !hasSetWord(c, academicWordSet) {
		return titleQualified(c), "", ""
	}
	org, loc = splitPlace(c)
	return "", org, loc
}

// orgDashPlace splits "Org — City, ST" at a long dash when a place follows
// it, else "Org, City, ST" at its place.
func orgDashPlace(o string) (org, loc string) {
	for _, d := range []string{" — ", " – "} {
		if i := strings.LastIndex(o, d); i > 0 && isLocationLine(strings.TrimSpace(o[i+len(d):])) {
			return strings.TrimSpace(o[:i]), strings.TrimSpace(o[i+len(d):])
		}
	}
	return splitPlace(o)
}

// commaAfter reports whether the title t is followed by a comma in c.
func commaAfter(c, t string) bool {
	i := strings.Index(c, t)
	return i >= 0 && strings.HasPrefix(strings.TrimLeft(c[i+len(t):], " "), ",")
}

// orgThenCity splits "Org, City" after "Title@": a last comma part of at
// most three words naming no organisation is the place.
func orgThenCity(o string) (org, loc string) {
	org, loc = splitPlace(o)
	if i := strings.LastIndexByte(org, ','); loc == "" && i > 0 {
		if city := strings.TrimSpace(org[i+1:]); wordCount(city) <= 3 && !hasSetWord(city, orgWordSet) {
			return strings.TrimSpace(org[:i]), city
		}
	}
	return org, loc
}

// placeAfter joins the comma parts after a title when they read as a
// place.
func placeAfter(parts []string) string {
	s := strings.Trim(strings.Join(parts, ","), " .")
	if s == "" {
		return ""
	}
	if _, loc := splitPlace("x," + s); loc != "" {
		return loc
	}
	return ""
}

// apply adds what a line says to the entry's records: a second title
// starts a new record, which shares the entry's organisation.
func (r *posReader) apply(f posLine) {
	if f.title == "" && f.org == "" && f.loc == "" && f.date == nil {
		return
	}
	if r.cur == nil || f.title != "" && r.cur.p.Title != "" || r.unitSpan(f) {
		r.next()
	}
	project := r.projectHead(f) // positions_blocks.go
	if r.orgUnderTitle(f) {     // positions_titles.go
		f.org = ""
	}
	c := r.cur
	takesOrg := f.org != "" && (c.p.Organization == "" || r.weakGroup && c.p.Organization == r.groupOrg && !unitLine(f) || project)
	r.tailKept(&f, takesOrg) // positions_titles.go
	if f.title != "" {
		c.p.Title = f.title
	}
	if takesOrg {
		c.p.Organization, c.whole = f.org, f.whole
		if f.loc != "" {
			c.p.Location = f.loc
		}
	}
	if c.p.Location == "" {
		c.p.Location = f.loc
	}
	if f.date != nil && !c.hasDate {
		c.p.Start, c.p.End = f.date.from, f.date.to
		c.hasDate, c.open = true, f.open
	}
}

func (r *posReader) next() {
	r.cur = &posRecord{p: cv.Position{Line: r.lineNo, Organization: r.groupOrg, Location: r.groupLoc}}
	r.recs = append(r.recs, r.cur)
}

func (p *parser) emitPositions(recs []*posRecord) {
	kept := 0
	for _, e := range recs {
		if e.p.Title != "" || e.p.Organization != "" {
			kept++
		}
	}
	p.cv.Positions = slices.Grow(p.cv.Positions, kept) // made once, not grown one by one
	for _, e := range recs {
		if e.p.Title == "" && e.p.Organization == "" {
			continue
		}
		if e.p.Title == "" {
			p.warn(e.p.Line, "position without a title", e.p.Organization)
		}
		e.p.Title, e.p.Organization = tidyTitle(e.p.Title, e.p.Organization) // positions_titles.go
		e.p.Kind = positionKind(e.p.Title, e.p.Organization)
		p.cv.Positions = append(p.cv.Positions, e.p)
	}
}

// withCues are the literal parts of every reWith alternative: a match
// needs one of them.
var withCues = []string{"w/", "(with ", "supervised by ", "advised by ", "mentored by ", "hosted by ", "managed by ", "under "}

// dropWith removes "(w/ ...)", "supervised by ..." and the like from a
// position line.
func dropWith(s string) string {
	if regexpFoldSafe(s) {
		// reWith matches only where one of these stands (ASCII case aside)
		if containsAnyFold(s, withCues...) {
			return dropWithScan(s) // reWith, by a scan
		}
		return s
	}
	low := strings.ToLower(s)
	if strings.Contains(low, "w/") || strings.Contains(low, "(with ") || strings.Contains(low, " by ") || strings.Contains(low, "under") {
		return reWith.ReplaceAllString(s, "")
	}
	return s
}
