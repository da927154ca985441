package parse

import (
	"regexp"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

var (
	reDegree      = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(ph\.?\s?d\.?|doctor(?:ate|al)?(?: of)?|d\.\s?phil\.?|dr\.\s?rer\.|m\.\s?sc?\.?|m\.?s\.|ms|msc|m\.?eng\.?|m\.?phil\.?|master(?:'?s)?|mba|m\.a\.|b\.\s?sc?\.?|b\.?s\.|bs|bsc|b\.?eng\.?|b\.a\.|bachelor(?:'?s)?|b\.?tech\.?|b\.e\.|habilitation|diplom[ae]?|licen[cs]iat[ea]?|laurea)(?:$|[^\p{L}])`)
	reAdvisor     = regexp.MustCompile(`(?i)^(?:[\p{L}.]+\s+)?(?:co-?)?(?:advis[oe]rs?|supervisors?|supervised by|promoters?|under the (?:supervision|guidance) of|mentors?)\s*[:：]?\s*(.+)`)
	reThesis      = regexp.MustCompile(`(?i)^(?:thesis|dissertation)(?: title)?\s*[:：]\s*(.+)`)
	reMajor       = regexp.MustCompile(`(?i)^(?:major|field|specialization|specialisation|concentration|subject)\s*[:：]\s*(.+)`)
	reGPA         = regexp.MustCompile(`(?i)\bGPA\s*[:：]?\s*(\d+(?:\.\d+)?(?:\s*/\s*\d+(?:\.\d+)?)?)`)
	reTitles      = regexp.MustCompile(`(?i)\b(?:prof\.?|professor|dr\.?|mr\.?|ms\.?|mrs\.?)\s+`)
	rePresentTail = regexp.MustCompile(`(?i)\b(?:present|now|current|ongoing)\W*$`)
	reKeyValue    = regexp.MustCompile(`^[\p{L} /&.-]{2,30}\s*[:：]\s*\S`)
)

var orgWords = set(`university instituto istituto universiteit uniwersytet politechnika technion universitat universitet universität universite université universidad universidade universita università institute institut institution college school academy polytechnic politecnico polytechnique école ecole hochschule eth epfl kaist mit caltech
laboratory laboratories lab labs inc inc. corp corporation company co ltd llc gmbh group department dept centre center foundation research microsoft google meta facebook amazon nvidia intel ibm apple alibaba tencent baidu huawei bytedance netflix uber`)

var academicWords = set(`university instituto istituto universiteit uniwersytet politechnika technion universitat universitet université universität universite université universidad universidade universita università institute institut college school academy polytechnic politecnico polytechnique école ecole hochschule eth epfl kaist mit caltech department dept faculty`)

func hasWord(s string, dict map[string]bool) bool {
	for _, w := range words(s) {
		if dict[w] {
			return true
		}
	}
	return false
}

// mayNameDegree is a cheap test that lets most text skip reDegree: every
// degree the pattern knows starts with one of these letters followed by
// another letter, a '.' or the end of a word.
func mayNameDegree(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] | 0x20 {
		case 'p', 'd', 'm', 'b', 'h', 'l':
			if i == 0 || !isASCIIWord(s[i-1]) {
				return true
			}
		}
	}
	return false
}

func degreeLevel(deg string) cv.Level {
	d := strings.ToLower(strings.NewReplacer(".", "", " ", "").Replace(deg))
	switch {
	case strings.HasPrefix(d, "phd"), strings.HasPrefix(d, "doctor"), strings.HasPrefix(d, "dphil"), strings.HasPrefix(d, "drrer"):
		return cv.LevelPhD
	case strings.HasPrefix(d, "m"):
		return cv.LevelMasters
	case strings.HasPrefix(d, "b"):
		return cv.LevelBachelors
	}
	return cv.LevelOther
}

// degreeIn finds a degree named near the start of s.
func degreeIn(s string) (deg string, idx int, ok bool) {
	if !mayNameDegree(s) {
		return "", 0, false
	}
	m := reDegree.FindStringSubmatchIndex(s)
	if m == nil {
		return "", 0, false
	}
	if len(words(s[:m[2]])) > 2 {
		return "", 0, false
	}
	return s[m[2]:m[3]], m[3], true
}

var reFieldCut = regexp.MustCompile(`\s*(?:[,;(]|\s[-–—]\s|\bminor\b|\bwith\b|\bGPA\b).*$`)

func fieldOf(rest string) string {
	rest = strings.TrimSpace(rest)
	low := strings.ToLower(rest)
	if strings.HasPrefix(low, "in ") {
		rest = rest[3:]
	} else if i := strings.Index(low, " in "); i >= 0 {
		rest = rest[i+4:]
	} else if strings.HasPrefix(low, "of ") {
		rest = rest[3:]
		switch strings.ToLower(reFieldCut.ReplaceAllString(rest, "")) {
		case "science", "arts", "engineering", "philosophy", "technology":
			return ""
		}
	} else {
		return ""
	}
	return strings.TrimSpace(reFieldCut.ReplaceAllString(rest, ""))
}

// splitPlace splits "Org, City, ST, Country" into the organisation and a
// trailing location when the tail reads as a place.
func splitPlace(s string) (org, loc string) {
	parts := strings.Split(s, ",")
	cut := len(parts)
	for i := len(parts) - 1; i >= 1; i-- {
		p := strings.TrimSpace(parts[i])
		if isPlace(p) {
			cut = i
			continue
		}
		// a city in front of a recognised state or country
		if cut == i+1 && cut < len(parts) && len(words(p)) <= 3 && !hasWord(p, orgWords) {
			cut = i
			continue
		}
		break
	}
	org = strings.Trim(strings.Join(parts[:cut], ","), " ·•|;")
	loc = strings.Trim(strings.Join(parts[cut:], ","), " ·•|;")
	return org, loc
}

var rePlaceCode = regexp.MustCompile(`^[A-Z]{2}(?:\s+\d{5})?$`)

func isPlace(p string) bool {
	p = strings.TrimSpace(p)
	if rePlaceCode.MatchString(p) {
		return true
	}
	return countries[strings.ToLower(p)]
}

var countries = func() map[string]bool {
	m := map[string]bool{}
	for _, c := range strings.Split(`usa|u.s.a.|us|u.s.|united states|united states of america|uk|u.k.|united kingdom|england|scotland|canada|china|p.r. china|pr china|hong kong|taiwan|japan|korea|south korea|singapore|india|germany|france|switzerland|italy|spain|portugal|netherlands|the netherlands|belgium|austria|sweden|norway|denmark|finland|poland|czech republic|czechia|greece|israel|australia|new zealand|brazil|mexico|russia|ukraine|turkey|iran|egypt|south africa|ireland|hungary|romania|chile|argentina|vietnam|thailand|malaysia|indonesia|saudi arabia|uae|united arab emirates|qatar|pakistan|bangladesh|nigeria|kenya|luxembourg|estonia|slovenia|croatia|serbia|bulgaria|iceland`, "|") {
		m[c] = true
	}
	return m
}()

var reLocationLine = regexp.MustCompile(`^[\p{Lu}][\p{L} .'’-]+(?:,\s*[\p{L} .'’-]+){0,2}$`)

// isLocationLine reports whether a whole line is a place ("Pittsburgh, PA").
func isLocationLine(s string) bool {
	if !reLocationLine.MatchString(s) || hasWord(s, orgWords) {
		return false
	}
	parts := strings.Split(s, ",")
	return len(parts) >= 2 && isPlace(parts[len(parts)-1]) || len(parts) == 1 && isPlace(s)
}

func splitPeople(s string) []string {
	s = reTitles.ReplaceAllString(s, "")
	s = reParenthetical.ReplaceAllString(s, "")
	var out []string
	for _, p := range rePeopleSep.Split(s, -1) {
		p = strings.Trim(strings.TrimSpace(p), ".")
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

type eduEntry struct {
	e        cv.Education
	hasDate  bool
	hasRange bool
}

func (p *parser) parseEducation(ls []line) {
	var all []*eduEntry
	group := 0 // index in all where the current group starts
	var cur *eduEntry
	newEntry := func(l line, inherit bool) {
		e := &eduEntry{e: cv.Education{Line: l.n}}
		if inherit && cur != nil {
			e.e.Institution, e.e.Location = cur.e.Institution, cur.e.Location
		}
		all = append(all, e)
		cur = e
	}
	// instFromHeader: the group's institution heads it ("### CMU" above
	// two degrees), so a second degree shares it
	instFromHeader := false
	newGroup := func(l line) {
		group = len(all)
		instFromHeader = false
		newEntry(l, false)
	}
	// Sections that mark entries with headings or list items keep every
	// line of an entry under its marker; others start an entry at each
	// institution line.
	structured := false
	for _, l := range ls {
		if l.heading > 0 || l.list != "" {
			structured = true
		}
	}
	lastDegree := false
	for _, l := range ls {
		if l.blank {
			continue
		}
		if cur == nil || l.heading > 0 || l.list != "" || len(l.cells) >= 3 {
			newGroup(l)
		}
		t := l.text
		wasDegree := lastDegree
		lastDegree = false
		if m := reAdvisor.FindStringSubmatch(t); m != nil {
			target := cur
			for _, e := range all[group:] {
				if e.e.Level == cv.LevelPhD {
					target = e
					break
				}
			}
			target.e.Advisors = append(target.e.Advisors, splitPeople(m[1])...)
			continue
		}
		if m := reMajor.FindStringSubmatch(t); m != nil {
			if cur.e.Field == "" {
				cur.e.Field = strings.TrimSpace(m[1])
			}
			continue
		}
		if m := reThesis.FindStringSubmatch(t); m != nil {
			cur.e.Thesis = strings.TrimSpace(m[1])
			continue
		}
		if m := reGPA.FindStringSubmatch(t); m != nil {
			cur.e.GPA = m[1]
		}
		// dates anywhere on the line
		rest := t
		var date *dateSpan
		if ds := findDates(t); len(ds) > 0 || onlyPresent(t) {
			d, r, _ := dateLine(t)
			rest, date = r, &d
		} else if m := rePresentTail.FindStringIndex(t); m != nil && len(words(t)) <= 5 {
			date = &dateSpan{to: cv.Present, isRange: true}
			rest = t[:m[0]]
		}
		rest = strings.TrimSpace(reGPA.ReplaceAllString(rest, ""))
		rest = strings.Trim(rest, " ,;()*")
		if strings.HasPrefix(strings.ToLower(rest), "present") || strings.HasPrefix(strings.ToLower(rest), "now") {
			rest = ""
		}
		parts := eduParts(rest)
		// a line naming both a degree and an institution is a whole entry
		hasDeg, hasInst := false, false
		for _, c := range parts {
			if _, _, ok := degreeIn(c); ok {
				hasDeg = true
			} else if hasWord(c, academicWords) {
				hasInst = true
			}
		}
		switch {
		case hasDeg && hasInst && (cur.e.Degree != "" || cur.e.Institution != "") && !(l.heading > 0 || l.list != ""):
			newGroup(l)
		case hasDeg && cur.e.Degree != "" && date != nil && !instFromHeader:
			// "Master of Science    2012 – 2014": the date is the new degree's
			newGroup(l)
		}
		if date != nil {
			p.eduDate(all[group:], cur, *date)
		}
		for _, cell := range parts {
			wasDegree = wasDegree || lastDegree
			if deg, end, ok := degreeIn(cell); ok {
				if cur.e.Degree != "" {
					if instFromHeader {
						newEntry(l, true)
					} else {
						newGroup(l) // "Degree / Institution" pairs, one after another
					}
				}
				cur.e.Degree = strings.TrimSpace(cell)
				cur.e.Level = degreeLevel(deg)
				cur.e.Field = fieldOf(cell[end:])
				cur.e.Line = l.n
				lastDegree = true
				continue
			}
			if hasWord(cell, academicWords) && len(words(cell)) <= 14 && !strings.HasSuffix(cell, ".") {
				if cur.e.Institution != "" && cur.e.Degree != "" {
					if structured {
						continue // "ACM class", "Honors School" under a degree
					}
					newGroup(l)
				}
				org, loc := splitPlace(cell)
				if l.heading > 0 || l.bold {
					instFromHeader = true
				}
				for _, e := range all[group:] {
					if e.e.Institution == "" {
						e.e.Institution = org
						if loc != "" {
							e.e.Location = loc
						}
					}
				}
				continue
			}
			if isLocationLine(cell) {
				for _, e := range all[group:] {
					if e.e.Location == "" {
						e.e.Location = cell
					}
				}
				continue
			}
			if wasDegree && cur.e.Field == "" && len(words(cell)) <= 6 && !reKeyValue.MatchString(cell) {
				cur.e.Field = cell
			}
		}
	}
	for _, e := range all {
		if e.e.Degree == "" && e.e.Institution == "" {
			continue
		}
		if e.e.Level == "" {
			e.e.Level = cv.LevelOther
		}
		p.cv.Education = append(p.cv.Education, e.e)
	}
}

var reStrongSep = regexp.MustCompile(`\t|\s+\|\s+|^\|\s*|\s*\|$|\s[—–]\s|\s-\s|\s{3,}`)

// eduParts splits an education line into its fields: on tabs, table bars
// and spaced dashes, and on commas when one part names both a degree and
// an institution ("M.S. in CS, KTH Royal Institute of Technology").
func eduParts(s string) []string {
	var out []string
	for _, part := range reStrongSep.Split(s, -1) {
		part = strings.Trim(strings.TrimSpace(part), "|()")
		if part == "" || strings.Trim(part, "-: ") == "" {
			continue
		}
		if _, end, ok := degreeIn(part); ok && hasWord(part[end:], academicWords) {
			cs := strings.Split(part, ",")
			// the institution runs from the first part naming one to the end
			inst := len(cs)
			for i := 1; i < len(cs); i++ {
				if hasWord(cs[i], academicWords) {
					inst = i
					break
				}
			}
			head := strings.TrimSpace(cs[0])
			for _, c := range cs[1:inst] {
				if fieldOf(head[min(len(head), end):]) == "" {
					head += " in " + strings.TrimSpace(c)
				}
			}
			out = append(out, head)
			if inst < len(cs) {
				out = append(out, strings.TrimSpace(strings.Join(cs[inst:], ",")))
			}
			continue
		}
		out = append(out, part)
	}
	return out
}

// splitCells splits a line on tabs and on " | ".
func splitCells(s string) []string {
	var out []string
	for _, c := range strings.FieldsFunc(s, func(r rune) bool { return r == '\t' || r == '|' }) {
		if c = strings.TrimSpace(c); c != "" {
			out = append(out, c)
		}
	}
	return out
}

// eduDate gives a date to the first entry of the group that lacks one; a
// range replaces a lone date (a graduation month written above the span).
func (p *parser) eduDate(group []*eduEntry, cur *eduEntry, d dateSpan) {
	apply := func(e *eduEntry) {
		if d.isRange {
			e.e.Start, e.e.End = d.from, d.to
			e.hasRange = true
		} else {
			e.e.End = d.to
		}
		if d.expected {
			e.e.Expected = true
		}
		e.hasDate = true
	}
	for _, e := range group {
		if !e.hasDate {
			apply(e)
			return
		}
	}
	if d.isRange {
		for _, e := range group {
			if !e.hasRange {
				apply(e)
				return
			}
		}
	}
	_ = cur
}

// patterns used inside functions, compiled once
var (
	reParenthetical = regexp.MustCompile(`\s*\(.*?\)`)
	rePeopleSep     = regexp.MustCompile(`\s*(?:,|;|&|\band\b)\s*`)
)
