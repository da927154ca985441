package parse

import (
	"regexp"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

var titleWords = set(`intern interns internship engineer engineers researcher researchers scientist scientists professor lecturer assistant associate postdoc postdoctoral post-doctoral fellow manager developer programmer consultant guest visiting visitor director head lead analyst architect student instructor tutor founder co-founder cofounder cto ceo officer staff faculty reader dean president member technician trainee apprentice specialist coordinator editor advisor adviser ta ra`)

var (
	reTitleOrg    = regexp.MustCompile(`^(.+?)\s*(?:,|\s@\s|\s+at\s+|\s+in\s+|\s+with\s+|\s[-–—|]\s)\s*(.+)$`)
	reWith        = regexp.MustCompile(`(?i)\s*(?:\(\s*w/.*?\)|\bw/\s.*$|\(with .*?\)|,?\s*(?:supervised|advised|mentored|hosted|managed) by .*$|,?\s*under .*$)`)
	reParenTail   = regexp.MustCompile(`\s*\([^)]*\)\s*$`)
	reSentenceEnd = regexp.MustCompile(`[.!?]$`)
)

func isTitleLike(s string) bool {
	ws := words(s)
	if len(ws) == 0 || len(ws) > 12 {
		return false
	}
	for _, w := range ws {
		if titleWords[w] {
			return true
		}
	}
	return false
}

// isProse reports whether s is a descriptive sentence rather than a field.
func isProse(s string) bool {
	n := len(words(s))
	return n > 14 || (n > 6 && reSentenceEnd.MatchString(s))
}

// splitTitleOrg splits "Research Intern, Meta" or "Research Intern in
// Microsoft Research" into title and organisation.
func splitTitleOrg(s string) (title, org string) {
	s = strings.TrimSpace(dropWith(s))
	if m := reTitleOrg.FindStringSubmatch(s); m != nil && isTitleLike(m[1]) && !isTitleLike(firstClause(m[2])) {
		return strings.TrimSpace(reParenTail.ReplaceAllString(m[1], "")), strings.TrimSpace(m[2])
	}
	return strings.TrimSpace(reParenTail.ReplaceAllString(s, "")), ""
}

func firstClause(s string) string {
	if i := strings.IndexAny(s, ",("); i >= 0 {
		return s[:i]
	}
	return s
}

func positionKind(title, org string) cv.PositionKind {
	t := " " + strings.Join(words(title), " ") + " "
	has := func(ks ...string) bool {
		for _, k := range ks {
			if strings.Contains(t, " "+k+" ") {
				return true
			}
		}
		return false
	}
	switch {
	case has("intern", "interns", "internship", "trainee", "summer intern"):
		return cv.KindInternship
	case has("postdoc", "postdoctoral", "post doctoral", "post-doctoral", "research fellow"):
		return cv.KindPostdoc
	case has("visiting", "guest", "visitor"):
		return cv.KindVisiting
	case has("professor", "lecturer", "faculty", "reader", "dean", "tenure"):
		return cv.KindFaculty
	case has("teaching assistant", "teaching fellow", "instructor", "tutor", "ta"):
		return cv.KindTeaching
	case hasWord(org, academicWords) || has("research assistant", "graduate research", "ra", "phd student", "doctoral"):
		return cv.KindResearch
	case org != "" || has("engineer", "scientist", "researcher", "developer", "manager", "consultant", "member of technical staff", "architect", "analyst"):
		return cv.KindIndustry
	}
	return cv.KindOther
}

type posEntry struct {
	p       cv.Position
	hasDate bool
}

func (p *parser) parsePositions(ls []line) {
	// Sections laid out with headings (or bold organisation lines) use
	// list items for descriptions; others use them for entries.
	// Likewise when entries are anchored by date lines of their own
	// ("01/09/2021 – Present" above the title): bullets then describe.
	structured := false
	for _, l := range ls {
		if l.heading > 0 || (l.bold && l.list == "" && !isLocationLine(l.text)) {
			structured = true
			break
		}
		if _, _, ok := dateLine(l.text); ok && l.list == "" && len(findDates(l.text)) > 0 {
			structured = true
			break
		}
	}
	var all []*posEntry
	var cur *posEntry
	groupOrg, groupLoc := "", ""
	newEntry := func(l line) {
		cur = &posEntry{p: cv.Position{Line: l.n, Organization: groupOrg, Location: groupLoc}}
		all = append(all, cur)
	}
	for _, l := range ls {
		if l.blank {
			continue
		}
		t := l.text
		if reKeyValue.MatchString(t) && !isTitleLike(strings.SplitN(t, ":", 2)[0]) {
			continue // "Mentor: ...", "Publications: ..."
		}
		if structured && l.list != "" && l.heading == 0 && len(findDates(t)) == 0 {
			continue // a project or duty under the current position
		}
		if l.heading > 0 || (structured && l.bold && !isLocationLine(t) && !isTitleLike(t)) {
			// a new group: "### Title, Org" or "**Org**"
			groupOrg, groupLoc = "", ""
			if title, org := splitTitleOrg(t); isTitleLike(title) && l.heading > 0 {
				groupOrg, groupLoc = splitPlace(org)
				newEntry(l)
				cur.p.Title = title
				continue
			}
			groupOrg, groupLoc = splitPlace(t)
			cur = nil
			continue
		}
		if !structured && l.list != "" {
			newEntry(l)
		}
		d, rest, ok := dateLine(t)
		ds := findDates(t)
		withText := !ok && len(ds) > 0 && (l.list != "" || d.isRange || ds[0].start == 0)
		if ok || withText {
			if cur == nil || cur.hasDate {
				newEntry(l)
			}
			cur.p.Start, cur.p.End = d.from, d.to
			cur.hasDate = true
			if ok {
				if rest != "" && isLocationLine(rest) && cur.p.Location == "" {
					cur.p.Location = rest
				}
				continue
			}
			// "Jun. 2018 — Sept. 2018 Research Intern in Microsoft Research, supervised by ..."
			t = strings.TrimSpace(t[:d.start] + " " + t[d.end:])
			t = strings.Trim(t, " *_-–—:,()·•|")
			if i := strings.Index(t, ". "); i > 0 {
				t = t[:i]
			}
			t = strings.TrimSpace(dropWith(t))
			if t != "" {
				title, org := splitTitleOrg(t)
				if isTitleLike(title) {
					cur.p.Title = title
					if org != "" {
						cur.p.Organization, cur.p.Location = splitPlace(org)
					}
				} else if cur.p.Organization == "" {
					cur.p.Organization, cur.p.Location = splitPlace(t)
				}
			}
			continue
		}
		if isLocationLine(t) {
			if cur != nil && cur.p.Location == "" {
				cur.p.Location = t
			} else {
				groupLoc = t
			}
			continue
		}
		if isProse(t) {
			continue
		}
		if isTitleLike(t) || l.italic {
			title, org := splitTitleOrg(t)
			if cur == nil || cur.p.Title != "" {
				newEntry(l)
			}
			cur.p.Title = title
			if org != "" {
				cur.p.Organization, cur.p.Location = splitPlace(org)
			}
			continue
		}
		if cur == nil {
			newEntry(l)
		}
		if cur.p.Organization == "" || cur.p.Organization == groupOrg && !structured {
			cur.p.Organization, cur.p.Location = splitPlace(t)
		}
	}
	for _, e := range all {
		if e.p.Title == "" && e.p.Organization == "" {
			continue
		}
		if e.p.Title == "" {
			p.warn(e.p.Line, "position without a title", e.p.Organization)
		}
		e.p.Kind = positionKind(e.p.Title, e.p.Organization)
		p.cv.Positions = append(p.cv.Positions, e.p)
	}
}

// dropWith removes "(w/ ...)", "supervised by ..." and the like from a
// position line.
func dropWith(s string) string {
	low := strings.ToLower(s)
	if strings.Contains(low, "w/") || strings.Contains(low, "with") || strings.Contains(low, " by ") || strings.Contains(low, "under") {
		return reWith.ReplaceAllString(s, "")
	}
	return s
}
