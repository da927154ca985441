package parse

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv"
)

// posterWords mark a group of posters inside a talks section
// (words/poster.txt).
var posterWords = wordSet("poster")

// parseTalks reads one talk per entry; a talk given at several events is
// one talk per event, each titled by the talk above them.
func (p *parser) parseTalks(ls []line) {
	posters := 0
	defer func() {
		if posters > 0 {
			p.warn(0, fmt.Sprintf("%d poster(s) listed under talks left out: posters are not talks", posters), "")
		}
	}()
	service := labelAnswers{of: labelNamesService}
	items := splitItems(ls)
	p.cv.Talks = slices.Grow(p.cv.Talks, len(items)) // a talk an item at most, made once
	for _, it := range items {
		if service.is(it.group) {
			p.serviceItem(it) // "Organization" under Talks: events organised
			continue
		}
		if hasWord(it.group, posterWords) {
			posters++
			continue
		}
		first := it.head
		// a talks list run together on one line: "Title*Event**Date**Event**Date***Title..."
		if len(it.more) == 0 && strings.Count(first.MD, "*") >= 4 && countDates(starsToSpaces(first.MD)) >= 2 {
			p.splitRunTogetherTalks(first)
			continue
		}
		p.cv.Talks = append(p.cv.Talks, p.talkOf(it))
	}
}

// talkOf reads one talk entry: its title, event and date.
func (p *parser) talkOf(it item) cv.Talk {
	first := it.head
	title := first.Text
	var lead *dateSpan
	if ds := p.m.findDates(title); len(ds) > 0 && ds[0].start == 0 {
		// "2024 – Title, Venue, City"
		lead = &ds[0]
		title = strings.TrimLeft(title[ds[0].end:], " –—-:|\t")
	}
	var rest []string
	for _, l := range it.more {
		rest = append(rest, l.Text)
	}
	event := strings.Join(rest, " ")
	line := first.N
	if it.group != "" && event == "" {
		// a venue line under its talk's title
		title, event, line = it.group, title, it.groupLine
	}
	if event == "" {
		title, event = p.splitTalkLine(title)
	}
	t := cv.Talk{Title: strings.Trim(strings.ReplaceAll(title, "\t", " "), " .,;\"“”"), Line: line}
	all := title + " " + event
	if ds := p.m.findDates(all); len(ds) > 0 {
		d := ds[len(ds)-1]
		t.Date = d.from
		if end := strings.Index(event, all[d.start:d.end]); end >= 0 {
			event = event[:end] + event[end+d.end-d.start:]
		}
	}
	if lead != nil && (t.Date.IsZero() || t.Date.Month == 0) {
		t.Date = lead.from
	}
	t.Event = strings.Trim(strings.TrimSpace(strings.ReplaceAll(event, "\t", " ")), " ,.;")
	if t.Event == "" && mayTrailYear(t.Title) {
		t.Title = strings.Trim(trimTrailYear(t.Title), " ,.;")
	}
	return t
}

// splitTalkLine splits a one-line talk into title and event: a quoted
// title first (`"Title," Event, City, May 2020`), or a venue at the end
// ("Title EuroSys 2019").
func (p *parser) splitTalkLine(title string) (string, string) {
	if q := quotedTitleIndex(title); q != nil && q[0] <= 1 {
		return title[q[2]:q[3]], strings.TrimLeft(title[q[1]:], " ,.;")
	}
	if _, s, _, ok := p.venues.Match(title); ok && s > 0 {
		return strings.TrimSpace(title[:s]), strings.TrimSpace(title[s:])
	}
	return title, ""
}

func countDates(s string) int {
	n := 0
	for _, d := range findDates(s) {
		if d.from.Month > 0 {
			n++
		}
	}
	return n
}

func (p *parser) splitRunTogetherTalks(l line) {
	var toks []string
	for t := range strings.FieldsFuncSeq(l.MD, isStar) { // the text between runs of '*' (empty pieces are dropped below)
		if t = strings.TrimSpace(stripEmphasis(t)); t != "" {
			toks = append(toks, t)
		}
	}
	isDate := func(s string) (dateSpan, bool) {
		d, _, ok := p.m.dateLine(s)
		return d, ok && len(p.m.findDates(s)) > 0
	}
	title := ""
	for i := 0; i < len(toks); i++ {
		if _, ok := isDate(toks[i]); ok {
			continue
		}
		if i+1 < len(toks) {
			if d, ok := isDate(toks[i+1]); ok {
				if title == "" {
					title = toks[i]
					continue
				}
				p.cv.Talks = append(p.cv.Talks, cv.Talk{Title: title, Event: toks[i], Date: d.from, Line: l.N})
				i++
				continue
			}
		}
		title = toks[i]
	}
}

var reVenueTagInner = regexp.MustCompile(`^\[([^\]]+)\]\s*`)

func (p *parser) parseService(ls []line) {
	if membershipLabel(p.sec) {
		p.m.noteLines(ls, roleSkipped, "skipped: the heading names memberships, not service")
		return
	}
	for _, it := range dropForeign(splitItems(ls)) {
		if membershipLabel(it.group) {
			continue // "Professional Societies": memberships are not service
		}
		if isRecognitionLine(it.head.Text) {
			continue // "2022 Outstanding Reviewer" under a reviewing entry
		}
		p.serviceItem(it)
	}
}

var (
	membershipWords  = wordSet("memberships")
	recognitionWords = wordSet("recognition")
)

// isRecognitionLine reports whether a service line is only an honour
// for a role ("2022 Outstanding Reviewer"): at most three words besides
// its dates, the first a recognition word.
func isRecognitionLine(t string) bool {
	if !hasSetWord(t, recognitionWordSet) {
		return false // the first word counted must be one: no list of words needed
	}
	first, n := "", 0 // the first word that is not a date, and how many there are
	for _, w := range words(t) {
		if len(findDates(w)) == 0 {
			if n++; n == 1 {
				first = w
			} else if n > 3 {
				return false
			}
		}
	}
	return n > 0 && recognitionWords[first]
}

// labelAnswers remembers the answer of a test of group labels for the
// last label asked about: the items of one group ask in a row.
type labelAnswers struct {
	of     func(string) bool
	label  string
	answer bool
	asked  bool
}

// is returns a.of(label), computed once for a run of the same label.
func (a *labelAnswers) is(label string) bool {
	if !a.asked || label != a.label {
		a.label, a.answer, a.asked = label, a.of(label), true
	}
	return a.answer
}

// membershipLabel reports whether a heading or group label lists
// memberships of societies rather than service roles.
func membershipLabel(label string) bool {
	if !hasSetWord(label, membershipWordSet) {
		return false
	}
	k, ok := routeOf(label)
	return !ok || k != secService
}

// labelNamesService reports whether a group label inside another section
// names a service section ("University Service", "Organization") or a
// service role ("Journal Reviewer"): its entries are service.
func labelNamesService(label string) bool {
	if label == "" || membershipLabel(label) {
		return false
	}
	if k, ok := classify(label); ok {
		return k == secService
	}
	k, ok := routeOf(label) // "Journal Reviewer": a service role
	return ok && k == secService
}

// serviceItem reads one service entry: the role, the venue and year.
func (p *parser) serviceItem(it item) {
	l := it.head
	text := l.Text
	s := cv.Service{Line: l.N, Role: text}
	if len(l.Cells) > 1 {
		s.Role, text = serviceCells(l.Cells)
	}
	if it.group != "" {
		if k, ok := routeOf(s.Role); !ok || k != secService {
			// "Program Committee:" above "KITECONF 2023": the label is the role
			s.Role = it.group + ": " + s.Role
		}
	}
	if v, st, e, ok := p.venues.Match(text); ok {
		s.Venue = v.Acronym
		s.Year = yearIn(text[st:min(len(text), e+8)])
	} else if m := reVenueTagInner.FindStringSubmatch(text); m != nil {
		s.Venue = m[1]
	}
	if s.Year == 0 {
		s.Year = firstYear(text)
	}
	p.cv.Service = append(p.cv.Service, s)
}

// serviceCells reads a service line laid out in columns: "Venue \t Role",
// or text and a date cell in either order ("Some Panel \t 2024").
func serviceCells(cells []string) (role, text string) {
	var rest []string
	date := ""
	for _, c := range cells {
		if date == "" && onlyDates(c) {
			date = c
		} else {
			rest = append(rest, c)
		}
	}
	if date != "" {
		role = strings.Join(rest, ", ")
		return role, role + " " + date
	}
	return cells[len(cells)-1], strings.Join(cells[:len(cells)-1], " ")
}

func (p *parser) parseTeaching(ls []line) {
	if mentoringOnly(p.sec) {
		p.m.noteLines(ls, roleSkipped, "skipped: the heading names mentoring or supervision, not teaching")
		return
	}
	var cur *cv.Teaching
	flush := func() {
		if cur != nil {
			p.cv.Teaching = append(p.cv.Teaching, *cur)
			cur = nil
		}
	}
	holdsMentoring := sectionHoldsMentoring(p.sec) // items_desc.go
	var prevHead line                              // the head of the item above
	for _, it := range dropRoleLabels(dropForeignTeaching(splitItems(ls), holdsMentoring)) {
		if mentoringOnly(it.group) && !holdsMentoring {
			continue // "Mentees", "Thesis Committees": not teaching
		}
		if labelNamesService(it.group) {
			flush()
			p.serviceItem(it) // "University Service" under Teaching
			continue
		}
		if headDated(it.head) || paragraphAfterParagraph(prevHead, it.head) || !teachingJoins(cur, it.head) {
			flush()
			cur = newTeaching(it.head)
		}
		prevHead = it.head
		for _, l := range it.more {
			if sameShapeTeaching(it.head, l) {
				// year-grouped: "2018 TA, Course A" then "TA, Course B"
				terms := cur.Terms
				flush()
				cur = newTeaching(l)
				cur.Terms = append(cur.Terms, terms...)
				continue
			}
			teachingDetail(cur, l)
		}
	}
	flush()
}

var (
	mentoringWords = wordSet("mentoring")
	teachingWords  = wordSet("teaching")
)

// mentoringOnly reports whether a section heading names mentoring or
// supervising students and not teaching: those entries are not teaching.
func mentoringOnly(title string) bool {
	if isASCII(title) {
		return mentoringOnlyASCII(title) // misc_teaching_scan.go
	}
	ws := words(title)
	mentor, teach := false, false
	for _, w := range ws {
		switch {
		case mentoringWords[w]:
			mentor = true
		case teachingWords[w]:
			teach = true
		}
	}
	return mentor && !teach
}

// teachingJoins folds a line that completes the entry above into it (an
// "Instructors:" line, a date line, a description, the institution) and
// reports whether it did.
func teachingJoins(cur *cv.Teaching, l line) bool {
	if cur == nil {
		return false
	}
	t := l.Text
	if isKeyValue(t) {
		return true // "Instructors: ..."
	}
	if d, _, ok := memOf(l).dateLine(t); ok && len(memOf(l).findDates(t)) > 0 {
		cur.Terms = append(cur.Terms, termString(t, d))
		return true
	}
	if isProse(t) && l.List == "" && len(l.Cells) == 1 {
		return true
	}
	low := strings.ToLower(t)
	if cur.Institution == "" && hasSetWord(t, academicWordSet) && wordCount(t) <= 8 &&
		!strings.Contains(low, " at ") && !strings.Contains(low, " for ") && len(l.Cells) == 1 {
		cur.Institution = t
		return true
	}
	return false
}

// sameShapeTeaching reports whether l, a line below a teaching entry in
// a year group, is another entry: it opens with a role and a comma
// ("Teaching Assistant, Some Course, ...") and has no date of its own.
func sameShapeTeaching(head, l line) bool {
	if l.List != "" || len(l.Cells) > 1 || len(memOf(head).findDates(l.Text)) > 0 {
		return false
	}
	role, _, ok := strings.Cut(l.Text, ", ")
	return ok && isTeachingRole(role)
}

var teachingRoleWords = wordSet("teaching_roles")

// isTeachingRole reports whether s is a short teaching role: at most
// four words, the last a role word ("Guest Instructor").
func isTeachingRole(s string) bool {
	if isASCII(s) {
		return isTeachingRoleASCII(s) // misc_teaching_scan.go
	}
	ws := words(s)
	return len(ws) > 0 && len(ws) <= 4 && teachingRoleWords[ws[len(ws)-1]]
}

// teachingDetail reads a continuation line of a teaching entry: its
// terms or institution; descriptions are skipped.
func teachingDetail(cur *cv.Teaching, l line) {
	if d, _, ok := memOf(l).dateLine(l.Text); ok && len(memOf(l).findDates(l.Text)) > 0 && len(cur.Terms) == 0 {
		cur.Terms = append(cur.Terms, termString(l.Text, d))
		return
	}
	if len(cur.Terms) > 0 {
		teachingJoins(cur, l)
	}
}

// newTeaching reads the line that opens a teaching entry: course, role,
// institution and terms.
func newTeaching(l line) *cv.Teaching {
	t := l.Text
	cur := &cv.Teaching{Line: l.N}
	course := t
	if len(l.Cells) > 1 {
		// the cells that are dates are the terms, in either order
		var text []string
		for _, c := range l.Cells {
			if memOf(l).onlyDates(c) {
				cur.Terms = append(cur.Terms, splitTerms(c)...)
			} else {
				text = append(text, c)
			}
		}
		course = strings.Join(text, ", ")
	} else if ds := memOf(l).findDates(t); len(ds) > 0 && ds[0].start == 0 {
		// "2018 Teaching Assistant, Course": the date opens the line
		course = strings.TrimLeft(t[ds[0].end:], " .,:;-–—")
		cur.Terms = splitTerms(t[:ds[0].end])
	} else if len(ds) > 0 {
		course = strings.TrimSpace(t[:ds[0].start])
		cur.Terms = splitTerms(t[ds[0].start:])
	}
	if m := atInst(course); m != nil {
		cur.Institution = strings.TrimSpace(m[1])
		course = strings.TrimSpace(course[:len(course)-len(m[0])])
	}
	if m := roleFor(course); m != nil {
		cur.Role, course = m[1], m[2]
	} else if role, rest, ok := strings.Cut(course, ", "); ok && (isTeachingRole(role) || isTitleLike(role)) && !isTitleLike(rest) {
		// "Teaching Assistant, CS 380D Distributed Computing, UT Austin"
		cur.Role, course = role, rest
		if i := strings.LastIndex(course, ", "); i > 0 && cur.Institution == "" && wordCount(course[i+2:]) <= 5 {
			cur.Institution, course = course[i+2:], course[:i]
		}
	}
	cur.Course = trimUnbalanced(strings.Trim(course, " ,;-–—"))
	cur.Institution = trimUnbalanced(strings.Trim(cur.Institution, " ,;-–—"))
	return cur
}

// onlyDates reports whether s holds dates and nothing else but separators
// ("Summer 2018, 2019 & Fall 2020").
func onlyDates(s string) bool {
	return onlyDatesIn(s, findDates(s))
}

// onlyDatesIn is onlyDates for s whose dates, findDates(s), are ds.
func onlyDatesIn(s string, ds []dateSpan) bool {
	if len(ds) == 0 {
		return false
	}
	at := 0
	for _, d := range ds {
		if !onlyAnd(s[at:d.start]) {
			return false
		}
		at = d.end
	}
	return onlyAnd(s[at:])
}

// onlyAnd reports whether the only word in s, if any, is "and".
// ASCII text is read in place: each run of letters and digits must be
// "and" in some case.
func onlyAnd(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c >= utf8.RuneSelf {
			return allWordsIn(s, andOnly)
		}
		if !isASCIIWordByte(c) {
			i++
			continue
		}
		j := i
		for j < len(s) && isASCIIWordByte(s[j]) {
			j++
		}
		if j < len(s) && s[j] >= utf8.RuneSelf {
			return allWordsIn(s, andOnly) // the word may go on in a letter outside ASCII
		}
		if j-i != 3 || !hasPrefixFold(s[i:j], "and") {
			return false
		}
		i = j
	}
	return true
}

var andOnly = map[string]bool{"and": true}

func termString(t string, d dateSpan) string {
	return strings.TrimSpace(t[d.start:d.end])
}

func splitTerms(s string) []string {
	var out []string
	for _, part := range splitPeopleSeps(s) { // reTermSep.Split(s, -1): the same pattern as rePeopleSep
		if part = strings.Trim(part, " ()[]."); part != "" {
			out = append(out, part)
		}
	}
	return out
}

func (p *parser) parseSkills(ls []line) {
	for _, l := range ls {
		if l.Blank {
			continue
		}
		t := l.Text
		if len(l.Bolds()) > 0 && strings.HasPrefix(l.MD, "**") {
			t = strings.TrimSpace(strings.TrimPrefix(t, l.Bolds()[0]))
			t = strings.TrimLeft(t, ":：- ")
		}
		for _, s := range splitTopLevel(t) {
			if s != "" {
				p.cv.Skills = append(p.cv.Skills, s)
			}
		}
	}
}

// splitTopLevel splits on commas that are not inside parentheses.
func splitTopLevel(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '(', '[':
			depth++
		case ')', ']':
			if depth > 0 {
				depth--
			}
		case ',', ';':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	out = append(out, strings.Trim(strings.TrimSpace(s[start:]), "."))
	return out
}

func (p *parser) parseProjects(ls []line) {
	ls, cards := p.takePaperCards(ls, true) // paper cards of the owner's (pubs_cards.go)
	p.addCardPapers(cards, "", len(p.cv.Publications))
	ls = p.takeProjectCards(ls)
	var cur *cv.Project
	flush := func() {
		if cur != nil {
			p.cv.Projects = append(p.cv.Projects, *cur)
			cur = nil
		}
	}
	for _, l := range ls {
		if l.Blank {
			continue
		}
		t := l.Text
		if d, _, ok := p.m.dateLine(t); ok && len(p.m.findDates(t)) > 0 {
			p.m.note(l.N, roleEntry, "a date line: the dates of the project above, if it has none yet")
			if cur != nil && cur.Start.IsZero() {
				cur.Start, cur.End = d.from, d.to
			}
			continue
		}
		if ds := p.m.findDates(t); len(ds) > 0 && cur != nil && cur.Start.IsZero() && isKeyValue(t) {
			d := ds[len(ds)-1]
			cur.Start, cur.End = d.from, d.to
			continue
		}
		title := ""
		switch {
		case l.Heading > 0:
			title = t
		case l.List != "" && len(l.Bolds()) > 0 && strings.HasPrefix(l.MD, "**"):
			title = l.Bolds()[0]
		case l.List == "" && !isProse(t) && !isKeyValue(t) && !strings.HasPrefix(t, "*") && wordCount(t) <= 16 && l.Text != "" && !strings.HasSuffix(t, "."):
			title = t
		}
		if title == "" {
			p.m.note(l.N, roleDescription, "description: prose or a detail under the project above")
			continue
		}
		flush()
		cur = &cv.Project{Title: strings.Trim(title, " .:"), Line: l.N}
		p.m.noteStart(l.N, roleEntry, "entry start: a project's title (a heading, a bold lead, or a short line that is no sentence)")
	}
	flush()
}

func (p *parser) parseInterests(ls []line) {
	var para []string
	for _, l := range ls {
		if l.Blank {
			continue
		}
		if isProse(l.Text) {
			para = append(para, l.Text)
			continue
		}
		for _, s := range splitTopLevel(l.Text) {
			if s != "" {
				p.cv.Interests = append(p.cv.Interests, s)
			}
		}
	}
	if len(para) > 0 && p.cv.Summary == "" {
		p.cv.Summary = strings.Join(para, " ")
	}
}

func (p *parser) parseSummary(ls []line) {
	var para []string
	for _, l := range ls {
		if !l.Blank {
			para = append(para, l.Text)
		}
	}
	if s := strings.Join(para, " "); s != "" {
		if p.cv.Summary != "" {
			p.cv.Summary += "\n\n"
		}
		p.cv.Summary += s
	}
}

// patterns used inside functions, compiled once
var (
	reTermSep = regexp.MustCompile(`\s*(?:[,;&]|\band\b)\s*`)
)

var taughtPhrases = wordLines("taught", false)

// taughtKeys are taughtPhrases with the space proseTeaching looks for
// after each.
var taughtKeys = func() []string {
	out := make([]string, len(taughtPhrases))
	for i, ph := range taughtPhrases {
		out[i] = ph + " "
	}
	return out
}()

// proseTeaching reads the courses a bio says the owner taught ("In Spring
// 2026 I taught Kite Science."): one teaching entry per such sentence,
// with the sentence's dates as its terms.
func (p *parser) proseTeaching(text string) {
	if !mayHoldTaught(text) {
		return // no sentence of the text can hold a phrase the text does not
	}
	for _, sent := range strings.SplitAfter(text, ". ") {
		low := strings.ToLower(sent)
		for _, ph := range taughtPhrases {
			i := strings.Index(low, ph+" ")
			if i < 0 || (i > 0 && isWordRune(rune(low[i-1]))) {
				continue
			}
			course := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(sent[i+len(ph):]), "."))
			if course == "" || wordCount(course) > 12 {
				break
			}
			t := cv.Teaching{Course: course}
			for _, d := range p.m.findDates(sent) {
				t.Terms = append(t.Terms, strings.TrimSpace(sent[d.start:d.end]))
			}
			p.cv.Teaching = append(p.cv.Teaching, t)
			break
		}
	}
}
