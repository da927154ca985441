package parse

import (
	"regexp"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

var reEmphSplit = regexp.MustCompile(`\*+`)

// parseTalks reads one talk per list item or paragraph; a talk given at
// several events becomes one talk per event.
func (p *parser) parseTalks(ls []line) {
	var groups [][]line
	for _, g := range groupEntries(ls) {
		dated := 0
		for _, l := range g {
			if len(findDates(l.text)) > 0 {
				dated++
			}
		}
		if len(g) > 1 && dated == len(g) && g[0].list == "" {
			for _, l := range g {
				groups = append(groups, []line{l})
			}
			continue
		}
		groups = append(groups, g)
	}
	for _, g := range groups {
		first := g[0]
		// a talks list run together on one line: "Title*Event**Date**Event**Date***Title..."
		if len(g) == 1 && strings.Count(first.md, "*") >= 4 && countDates(reEmphSplit.ReplaceAllString(first.md, " ")) >= 2 {
			p.splitRunTogetherTalks(first)
			continue
		}
		title := first.text
		var lead *dateSpan
		if ds := findDates(title); len(ds) > 0 && ds[0].start == 0 {
			// "2024 – Title, Venue, City"
			lead = &ds[0]
			title = strings.TrimLeft(title[ds[0].end:], " –—-:|\t")
		}
		var rest []string
		for _, l := range g[1:] {
			rest = append(rest, l.text)
		}
		event := strings.Join(rest, " ")
		if q := reQuotedTitle.FindStringSubmatchIndex(title); q != nil && q[0] <= 1 && event == "" {
			// `"Title," Event, City, Month Year`
			title, event = title[q[2]:q[3]], strings.TrimLeft(title[q[1]:], " ,.;")
		}
		if event == "" {
			// "Title EuroSys 2019": the event is the venue at the end
			if v, s, _, ok := p.venues.Match(title); ok && s > 0 {
				event = strings.TrimSpace(title[s:])
				title = strings.TrimSpace(title[:s])
				_ = v
			}
		}
		t := cv.Talk{Title: strings.Trim(title, " .,;\"“”"), Line: first.n}
		all := title + " " + event
		if ds := findDates(all); len(ds) > 0 {
			d := ds[len(ds)-1]
			t.Date = d.from
			if end := strings.Index(event, all[d.start:d.end]); end >= 0 {
				event = event[:end] + event[end+d.end-d.start:]
			}
		}
		if lead != nil && (t.Date.IsZero() || t.Date.Month == 0) {
			t.Date = lead.from
		}
		t.Event = strings.Trim(strings.TrimSpace(event), " ,.;")
		if t.Event == "" {
			t.Title = strings.Trim(reTrailYear.ReplaceAllString(t.Title, ""), " ,.;")
		}
		p.cv.Talks = append(p.cv.Talks, t)
	}
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
	for _, t := range reEmphSplit.Split(l.md, -1) {
		if t = strings.TrimSpace(stripEmphasis(t)); t != "" {
			toks = append(toks, t)
		}
	}
	isDate := func(s string) (dateSpan, bool) {
		d, _, ok := dateLine(s)
		return d, ok && len(findDates(s)) > 0
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
				p.cv.Talks = append(p.cv.Talks, cv.Talk{Title: title, Event: toks[i], Date: d.from, Line: l.n})
				i++
				continue
			}
		}
		title = toks[i]
	}
}

// groupEntries splits a section into entries: one per list item (with its
// continuation lines) when the section is a list, else one per paragraph.
func groupEntries(ls []line) [][]line {
	list := false
	for _, l := range ls {
		if l.list != "" {
			list = true
			break
		}
	}
	var out [][]line
	var cur []line
	for _, l := range ls {
		switch {
		case l.blank:
			if !list && len(cur) > 0 {
				out = append(out, cur)
				cur = nil
			}
			continue
		case list && l.list != "" && len(cur) > 0:
			out = append(out, cur)
			cur = nil
		}
		cur = append(cur, l)
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// eachItem returns one entry per list item, or per non-blank line when the
// section is not a list.
func eachItem(ls []line) [][]line {
	for _, l := range ls {
		if l.list != "" {
			return groupEntries(ls)
		}
	}
	var out [][]line
	for _, l := range ls {
		if !l.blank {
			out = append(out, []line{l})
		}
	}
	return out
}

var reVenueTagInner = regexp.MustCompile(`^\[([^\]]+)\]\s*`)

func (p *parser) parseService(ls []line) {
	for _, g := range eachItem(ls) {
		l := g[0]
		text := joinText(g)
		s := cv.Service{Line: l.n, Role: text}
		if len(l.cells) > 1 {
			s.Role = l.cells[len(l.cells)-1]
			text = strings.Join(l.cells[:len(l.cells)-1], " ")
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
}

var (
	reRoleFor = regexp.MustCompile(`(?i)^(teaching assistant|ta|instructor|lecturer|tutor|grader|mentor|co-instructor|guest lecturer)\s+(?:for|of|in)\s+(.+)$`)
	reAtInst  = regexp.MustCompile(`\s+at\s+([^,]+(?:,.*)?)$`)
	reCourse  = regexp.MustCompile(`\s*\(([^)]*)\)\s*$`)
)

func (p *parser) parseTeaching(ls []line) {
	var cur *cv.Teaching
	flush := func() {
		if cur != nil {
			p.cv.Teaching = append(p.cv.Teaching, *cur)
			cur = nil
		}
	}
	for _, l := range ls {
		if l.blank {
			continue
		}
		t := l.text
		if reKeyValue.MatchString(t) && cur != nil {
			continue // "Instructors: ..."
		}
		if d, _, ok := dateLine(t); ok && cur != nil && len(findDates(t)) > 0 {
			cur.Terms = append(cur.Terms, termString(t, d))
			continue
		}
		if isProse(t) && cur != nil && l.list == "" && len(l.cells) == 1 {
			continue
		}
		low := strings.ToLower(t)
		if cur != nil && cur.Institution == "" && hasWord(t, academicWords) && len(words(t)) <= 8 &&
			!strings.Contains(low, " at ") && !strings.Contains(low, " for ") && len(l.cells) == 1 {
			cur.Institution = t
			continue
		}
		flush()
		cur = &cv.Teaching{Line: l.n}
		course := t
		if len(l.cells) > 1 {
			// the cells that are dates are the terms, in either order
			var text []string
			for _, c := range l.cells {
				if onlyDates(c) {
					cur.Terms = append(cur.Terms, splitTerms(c)...)
				} else {
					text = append(text, c)
				}
			}
			course = strings.Join(text, ", ")
		} else if ds := findDates(t); len(ds) > 0 {
			course = strings.TrimSpace(t[:ds[0].start])
			cur.Terms = splitTerms(t[ds[0].start:])
		}
		if m := reAtInst.FindStringSubmatch(course); m != nil {
			cur.Institution = strings.TrimSpace(m[1])
			course = strings.TrimSpace(course[:len(course)-len(m[0])])
		}
		if m := reRoleFor.FindStringSubmatch(course); m != nil {
			cur.Role, course = m[1], m[2]
		} else if role, rest, ok := strings.Cut(course, ", "); ok && isTitleLike(role) && !isTitleLike(rest) {
			// "Teaching Assistant, CS 380D Distributed Computing, UT Austin"
			cur.Role, course = role, rest
			if i := strings.LastIndex(course, ", "); i > 0 && cur.Institution == "" && len(words(course[i+2:])) <= 5 {
				cur.Institution, course = course[i+2:], course[:i]
			}
		}
		cur.Course = trimUnbalanced(strings.Trim(course, " ,;-–—"))
		cur.Institution = trimUnbalanced(strings.Trim(cur.Institution, " ,;-–—"))
	}
	flush()
}

// onlyDates reports whether s holds dates and nothing else but separators
// ("Summer 2018, 2019 & Fall 2020").
func onlyDates(s string) bool {
	ds := findDates(s)
	if len(ds) == 0 {
		return false
	}
	var rest strings.Builder
	at := 0
	for _, d := range ds {
		rest.WriteString(s[at:d.start])
		at = d.end
	}
	rest.WriteString(s[at:])
	for _, w := range words(rest.String()) {
		if w != "and" {
			return false
		}
	}
	return true
}

func termString(t string, d dateSpan) string {
	return strings.TrimSpace(t[d.start:d.end])
}

func splitTerms(s string) []string {
	var out []string
	for _, part := range reTermSep.Split(s, -1) {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}

func (p *parser) parseSkills(ls []line) {
	for _, l := range ls {
		if l.blank {
			continue
		}
		t := l.text
		if len(l.bolds) > 0 && strings.HasPrefix(l.md, "**") {
			t = strings.TrimSpace(strings.TrimPrefix(t, l.bolds[0]))
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
	var cur *cv.Project
	flush := func() {
		if cur != nil {
			p.cv.Projects = append(p.cv.Projects, *cur)
			cur = nil
		}
	}
	for _, l := range ls {
		if l.blank {
			continue
		}
		t := l.text
		if d, _, ok := dateLine(t); ok && len(findDates(t)) > 0 {
			if cur != nil && cur.Start.IsZero() {
				cur.Start, cur.End = d.from, d.to
			}
			continue
		}
		if ds := findDates(t); len(ds) > 0 && cur != nil && cur.Start.IsZero() && reKeyValue.MatchString(t) {
			d := ds[len(ds)-1]
			cur.Start, cur.End = d.from, d.to
			continue
		}
		title := ""
		switch {
		case l.heading > 0:
			title = t
		case l.list != "" && len(l.bolds) > 0 && strings.HasPrefix(l.md, "**"):
			title = l.bolds[0]
		case l.list == "" && !isProse(t) && !reKeyValue.MatchString(t) && !strings.HasPrefix(t, "*") && len(words(t)) <= 16 && l.text != "" && !strings.HasSuffix(t, "."):
			title = t
		}
		if title == "" {
			continue
		}
		flush()
		cur = &cv.Project{Title: strings.Trim(title, " .:"), Line: l.n}
	}
	flush()
}

func (p *parser) parseInterests(ls []line) {
	var para []string
	for _, l := range ls {
		if l.blank {
			continue
		}
		if isProse(l.text) {
			para = append(para, l.text)
			continue
		}
		for _, s := range splitTopLevel(l.text) {
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
		if !l.blank {
			para = append(para, l.text)
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
