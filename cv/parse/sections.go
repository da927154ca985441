package parse

import (
	"strings"
	"unicode"
)

// kind is what a section holds.
type kind int

const (
	secHeader kind = iota // before the first heading: name and contact
	secUnknown
	secEducation
	secPositions
	secPublications
	secAwards
	secTalks
	secService
	secTeaching
	secSkills
	secProjects
	secInterests
	secSummary
	secContact
)

var kindNames = [...]string{"header", "unknown", "education", "positions", "publications", "awards", "talks", "service", "teaching", "skills", "projects", "interests", "summary", "contact"}

func (k kind) String() string { return kindNames[k] }

// section is a run of lines under one heading.
type section struct {
	kind  kind
	title string
	line  int
	lines []line
}

// headingWords are the words section headings are made of.
var headingWords = set(`education academic academics background degrees degree qualifications
experience experiences employment work positions position appointments appointment professional career history industry industrial research
publications publication papers paper selected refereed peer reviewed preprints articles journal conference journals conferences manuscripts
awards award honors honours honor honour fellowships fellowship scholarships scholarship grants grant funding distinctions achievements prizes recognition
talks talk presentations presentation invited seminars lectures keynotes
service services activities reviewing reviewer committees committee outreach leadership
teaching mentoring mentorship supervision instruction
skills skill technical languages programming tools competencies expertise
projects project interests interest personal hobbies summary objective profile about biography bio contact information info overview statement other and & of in the additional selected key relevant related memberships membership patents citations`)

func set(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// classify names the section a heading introduces; ok is false when the
// text does not read as a section heading at all.
func classify(title string) (kind, bool) {
	ws := words(title)
	if len(ws) == 0 {
		return secUnknown, false
	}
	has := func(keys ...string) bool {
		for _, w := range ws {
			for _, k := range keys {
				if w == k || (len(k) > 4 && strings.HasPrefix(w, k)) {
					return true
				}
			}
		}
		return false
	}
	switch {
	case has("teaching", "mentoring", "mentorship", "supervision", "instruction"):
		return secTeaching, true
	case has("talk", "talks", "presentation", "seminar", "lecture", "keynote"):
		return secTalks, true
	case has("service", "services", "reviewing", "committee", "committees", "outreach", "activities", "memberships"):
		return secService, true
	case has("skill", "skills", "competencies", "expertise", "languages", "tools"):
		return secSkills, true
	case has("award", "awards", "honor", "honors", "honour", "honours", "fellowship", "fellowships", "scholarship", "scholarships", "grant", "grants", "distinctions", "achievements", "prizes", "recognition", "funding"):
		return secAwards, true
	case has("publication", "publications", "papers", "preprints", "articles", "manuscripts", "patents"):
		return secPublications, true
	case has("education", "degrees", "qualifications") || (has("academic") && has("background")):
		return secEducation, true
	case has("interest", "interests", "hobbies"):
		return secInterests, true
	case has("summary", "objective", "profile", "about", "biography", "bio", "overview", "statement"):
		return secSummary, true
	case has("project", "projects"):
		return secProjects, true
	case has("experience", "employment", "work", "positions", "position", "appointments", "career", "history"):
		return secPositions, true
	case has("research"):
		return secProjects, true
	case has("contact"):
		return secContact, true
	}
	return secUnknown, false
}

// headingCandidate reports whether a non-Markdown line looks like a
// section heading: all caps, or a short line made of heading words.
func headingCandidate(l line) (string, bool) {
	if l.blank || l.list != "" || len(l.cells) > 1 {
		return "", false
	}
	t := strings.TrimSpace(strings.TrimRight(l.text, ":"))
	// "Publications (* denotes equal contribution)": the note is not part
	// of the heading
	if i := strings.IndexByte(t, '('); i > 0 && strings.HasSuffix(t, ")") {
		t = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(t[:i]), ":"))
	}
	if len(t) > 60 || strings.ContainsAny(t, "@|") {
		return "", false
	}
	ws := words(t)
	if len(ws) == 0 || len(ws) > 6 {
		return "", false
	}
	for _, r := range t {
		if unicode.IsDigit(r) {
			return "", false
		}
	}
	letters, upper := 0, 0
	for _, r := range t {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	if letters >= 4 && upper == letters {
		return t, true
	}
	first, _ := firstRune(t)
	if !unicode.IsUpper(first) {
		return "", false
	}
	for _, w := range ws {
		if !headingWords[w] {
			return "", false
		}
	}
	return t, true
}

func firstRune(s string) (rune, int) {
	for i, r := range s {
		return r, i
	}
	return 0, 0
}

// pubSubsection recognises sub-headings inside a publications section and
// returns the status they imply ("" for published work).
func pubSubsection(l line) (string, bool) {
	if l.blank || l.list != "" || l.heading == 1 {
		return "", false
	}
	t := strings.TrimRight(l.text, ": ")
	ws := words(t)
	if len(ws) == 0 || len(ws) > 6 || len(t) > 60 {
		return "", false
	}
	lt := strings.ToLower(t)
	switch {
	case strings.Contains(lt, "under review"), strings.Contains(lt, "in submission"), strings.Contains(lt, "under submission"), strings.Contains(lt, "submitted"):
		return "under_review", true
	case strings.Contains(lt, "preprint"), strings.Contains(lt, "working paper"), strings.Contains(lt, "manuscript"), strings.Contains(lt, "in preparation"):
		if strings.Contains(lt, "workshop") || strings.Contains(lt, "conference") || strings.Contains(lt, "journal") {
			return "published", true // a mixed list: each entry says what it is
		}
		return "preprint", true
	case strings.Contains(lt, "thesis"), strings.Contains(lt, "theses"), strings.Contains(lt, "dissertation"):
		return "thesis", true
	case strings.Contains(lt, "patent"):
		return "patent", true
	}
	for _, w := range ws {
		if !pubSubWords[w] {
			return "", false
		}
	}
	return "published", true
}

var pubSubWords = set(`conference journal workshop papers paper articles article proceedings and refereed peer reviewed selected publications
book chapters chapter books theses thesis dissertations patents patent posters poster demos short other international domestic national full abstracts
magazine non symposium journals conferences workshops`)

// splitSections groups lines into sections.
func splitSections(ls []line) []section {
	// The level of section headings is the smallest Markdown heading level
	// that introduces a known section.
	level := 0
	for _, l := range ls {
		if l.heading > 0 {
			if _, ok := classify(l.text); ok && (level == 0 || l.heading < level) {
				level = l.heading
			}
		}
	}
	secs := []section{{kind: secHeader, line: 1}}
	cur := &secs[0]
	for i, l := range ls {
		isHead, title := false, ""
		switch {
		case l.heading > 0 && l.heading <= level:
			if k, ok := classify(l.text); ok || l.heading < level || cur.kind != secHeader {
				_ = k
				isHead, title = true, l.text
			}
			if l.heading < level && len(secs) == 1 {
				isHead = false // the name, as "# Name" above "## Section"s
			}
		case l.heading == 0 || l.heading > level:
			if t, ok := headingCandidate(l); ok && (standalone(ls, i) || tightHeading(l, t)) {
				if cur.kind == secPublications {
					if _, sub := pubSubsection(l); sub {
						break
					}
				}
				if _, known := classify(t); known || (l.heading == 0 && allCaps(t) && cur.kind != secHeader) {
					isHead, title = true, t
				}
			}
		}
		if isHead {
			k, _ := classify(title)
			secs = append(secs, section{kind: k, title: title, line: l.n})
			cur = &secs[len(secs)-1]
			continue
		}
		if cur.kind == secPublications {
			if st, sub := pubSubsection(l); sub && (l.heading > 0 || standalone(ls, i) || l.bold || l.italic || tightSubsection(ls, i)) {
				l.sub = st
			}
		}
		cur.lines = append(cur.lines, l)
	}
	return secs
}

// tightHeading accepts a heading with no blank line around it when it is
// short, made only of heading words and names a known section.
func tightHeading(l line, t string) bool {
	if l.list != "" || len(words(t)) > 4 || strings.HasSuffix(l.text, ".") {
		return false
	}
	_, known := classify(t)
	return known
}

// tightSubsection accepts a publication sub-heading with no blank line
// around it ("Conference papers" right above its list): short, no
// brackets or final period, and a list item next.
func tightSubsection(ls []line, i int) bool {
	l := ls[i]
	if len(words(l.text)) > 4 || strings.ContainsAny(l.text, "[]") || strings.HasSuffix(l.text, ".") {
		return false
	}
	return i+1 < len(ls) && ls[i+1].list != ""
}

func allCaps(t string) bool {
	for _, r := range t {
		if unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// standalone reports whether line i stands apart: a blank line (or the
// start) before it, or it is bold or a Markdown heading.
func standalone(ls []line, i int) bool {
	l := ls[i]
	if l.heading > 0 || l.bold {
		return true
	}
	prevBlank := i == 0 || ls[i-1].blank
	nextBlank := i+1 >= len(ls) || ls[i+1].blank
	if allCaps(l.text) {
		return prevBlank || nextBlank
	}
	return prevBlank
}
