package parse

import (
	"regexp"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

var (
	reNote       = regexp.MustCompile(`\s*\(\s*([^()]*?)\s*\)\s*$`)
	reNoteWords  = regexp.MustCompile(`(?i)\btop\b|%|\bstudents?\b|\bwinners?\b|\bawardees?\b|\bworldwide\b|\branked\b|\bout of\b|\bselected\b|\bamong\b|\brecipients?\b|\bdept\b|\bresearchers\b|\$|€|£|\bUSD\b`)
	reFinalist   = regexp.MustCompile(`(?i)\bfinalists?\b|\brunner[- ]?up\b|\bshort-?listed\b`)
	reNominee    = regexp.MustCompile(`(?i)\bnomin(?:ee|ees|ated|ation)\b`)
	reHonMention = regexp.MustCompile(`(?i)\bhonou?rable mention\b`)
)

// awardCategory classifies an award by its name.
func awardCategory(name string) cv.AwardCategory {
	n := " " + strings.Join(words(name), " ") + " "
	has := func(ks ...string) bool {
		for _, k := range ks {
			if strings.Contains(n, " "+k) {
				return true
			}
		}
		return false
	}
	switch {
	case rePaperAward.MatchString(name) && has("paper", "artifact", "presentation", "demo", "poster"):
		return cv.CatPaperAward
	case has("travel grant", "travel award", "travel fellowship", "travel scholarship", "student travel", "travel support"):
		return cv.CatTravelGrant
	case has("fellowship", "fellowships"):
		return cv.CatFellowship
	case has("scholarship", "scholar", "scholars", "bursary", "stipend"):
		return cv.CatScholarship
	case has("grant", "grants", "funding", "funded"):
		return cv.CatGrant
	}
	return cv.CatHonor
}

func awardStatus(name string) cv.AwardStatus {
	low := strings.ToLower(name)
	if !strings.Contains(low, "honorable") && !strings.Contains(low, "honourable") && !strings.Contains(low, "final") &&
		!strings.Contains(low, "runner") && !strings.Contains(low, "listed") && !strings.Contains(low, "nomin") {
		return cv.StatusAwarded
	}
	switch {
	case reHonMention.MatchString(name):
		return cv.StatusHonorableMention
	case reFinalist.MatchString(name):
		return cv.StatusFinalist
	case reNominee.MatchString(name):
		return cv.StatusNominee
	}
	return cv.StatusAwarded
}

func (p *parser) parseAwards(ls []line) {
	var cur *cv.Award
	yearFromName := false
	flush := func() {
		if cur != nil {
			p.cv.Awards = append(p.cv.Awards, *cur)
			cur = nil
		}
	}
	for _, l := range ls {
		if l.blank {
			continue
		}
		t := l.text
		// a line that is only a date belongs to the award above it
		if d, _, ok := dateLine(t); ok && (len(findDates(t)) > 0) && len(words(t)) <= 4 {
			if cur != nil && (cur.Year == 0 || yearFromName) {
				setAwardYear(cur, d)
				yearFromName = false
			}
			continue
		}
		flush()
		a := cv.Award{Line: l.n}
		name := t
		var dateText string
		if len(l.cells) > 1 {
			// the cell that is a date is the date, in either order
			var text []string
			for _, c := range l.cells {
				if dateText == "" && onlyDates(c) {
					dateText = c
				} else {
					text = append(text, c)
				}
			}
			if len(text) == 0 {
				text = l.cells[:1]
			}
			name = strings.Join(text, " ")
		}
		// "**Name** Issuer, 08/2011 – 12/2011": the bold part is the name
		if len(l.bolds) > 0 && strings.HasPrefix(l.md, "**") && len(l.cells) == 1 && !onlyDates(l.bolds[0]) {
			b := l.bolds[0]
			if rest := strings.TrimSpace(strings.TrimPrefix(name, b)); rest != name && rest != "" {
				name = b
				issuer := rest
				if ds := findDates(rest); len(ds) > 0 {
					dateText = rest
					issuer = strings.TrimSpace(rest[:ds[0].start])
				}
				issuer = strings.Trim(issuer, " ,;-–—")
				if issuer != "" && len(findDates(issuer)) == 0 {
					a.Issuer = issuer
					if _, vs, _, ok := p.venues.Match(issuer); ok && vs == 0 {
						name = name + " " + issuer // "Best Paper Award SoCC"
						a.Issuer = ""
					}
				}
			}
		}
		// notes in parentheses: "(top 1.6%)"
		for {
			m := reNote.FindStringSubmatchIndex(name)
			if m == nil || !reNoteWords.MatchString(name[m[2]:m[3]]) {
				break
			}
			a.Note = strings.Trim(name[m[2]:m[3]], " *_")
			name = strings.TrimSpace(name[:m[0]])
		}
		yearFromName = false
		if dateText != "" {
			if ds := findDates(dateText); len(ds) > 0 {
				setAwardYear(&a, ds[0])
			}
		} else if ds := findDates(name); len(ds) > 0 {
			// a date at either end of the line is the award's date: the
			// last one ("Name 2020"), or the first when the line starts with
			// it ("2019 — Name (2019–2022)")
			d := ds[len(ds)-1]
			if ds[0].start == 0 {
				d = ds[0]
			}
			before, after := strings.TrimSpace(name[:d.start]), strings.TrimSpace(name[d.end:])
			setAwardYear(&a, d)
			switch {
			case after == "" || after == ")" || after == ".":
				name = trimUnbalanced(strings.Trim(before, " ,;:-–—"))
			case before == "":
				name = trimUnbalanced(strings.Trim(after, " ,;:-–—"))
			default:
				yearFromName = true
			}
		}
		name = strings.TrimSpace(strings.Trim(name, " ,;:*"))
		if name == "" {
			continue
		}
		a.Name = name
		a.Category = awardCategory(name)
		a.Status = awardStatus(name + " " + a.Note)
		cur = &a
	}
	flush()
}

func setAwardYear(a *cv.Award, d dateSpan) {
	a.Year = d.from.Year
	if d.isRange && d.to.Year > d.from.Year {
		a.EndYear = d.to.Year
	}
	if a.Year == 0 && d.to.Year > 0 {
		a.Year = d.to.Year
	}
}

// trimUnbalanced drops a parenthesis left at either end by cutting a date
// out ("(2020)"), keeping balanced ones ("Award (Society)").
func trimUnbalanced(s string) string {
	for {
		switch {
		case strings.HasSuffix(s, ")") && strings.Count(s, ")") > strings.Count(s, "("):
			s = strings.TrimSpace(strings.TrimSuffix(s, ")"))
		case strings.HasPrefix(s, "(") && strings.Count(s, "(") > strings.Count(s, ")"):
			s = strings.TrimSpace(strings.TrimPrefix(s, "("))
		case strings.HasSuffix(s, "(") || strings.HasSuffix(s, ","):
			s = strings.TrimSpace(strings.TrimRight(s, "(,"))
		default:
			return s
		}
	}
}
