package parse

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv"
)

// A homepage often states its owner's positions and degrees only in the
// first-person bio at its top ("I am an Assistant Professor at X.",
// "I received my Ph.D. in Y from Z in 2020."). readBio reads those
// sentences, and only for a CV whose sections state no positions (or no
// degrees): where a section lists them, the bio repeats them.
var (
	reBioNow    = regexp.MustCompile(`(?i)\bI(?:'m|’m| am)\s+(?:(?:currently|also|now)\s+)*an?\s+(.+?)\s+(?:at|in|with)\s+(?:the\s+)?(.+)$`)
	reBioPast   = regexp.MustCompile(`(?i)\b(?:previously|before that|formerly),?\s*I\s+was\s+an?\s+(.+?)\s+at\s+(?:the\s+)?(.+)$`)
	reBioDegree = regexp.MustCompile(`(?i)\bI\s+(?:obtained|received|earned|completed|got)\s+(?:my|a|an|both)\s+(.+?)\s+(?:degrees?\s+)?(?:in\s+(.+?)\s+)?(?:from|at)\s+(?:the\s+)?(.+)$`)
	reBioIntern = regexp.MustCompile(`(?i)\bI\s+(?:interned|was an intern|did an internship)\s+(?:at|with)\s+(?:the\s+)?(.+)$`)
	reBioYear   = regexp.MustCompile(`\bin\s+((?:19|20)\d\d)\b`)
	reBioAdvice = regexp.MustCompile(`(?i)\b(?:advised|supervised) by\s+(.+)$`)
)

// readBio reads positions and degrees from the bio sentences of the
// header and summary sections.
func (p *parser) readBio(secs []section) {
	wantPos, wantEdu := len(p.cv.Positions) == 0, len(p.cv.Education) == 0
	if !wantPos && !wantEdu {
		return
	}
	var pos []cv.Position
	var edu []cv.Education
	for _, s := range secs {
		if s.kind != secHeader && s.kind != secSummary {
			continue
		}
		for _, l := range s.lines {
			if l.blank || !strings.Contains(l.text, "I ") && !strings.Contains(l.text, "I'm") && !strings.Contains(l.text, "I’m") {
				continue
			}
			for _, st := range sentences(l.text) {
				ps, es := bioSentence(st, l.n)
				pos, edu = append(pos, ps...), append(edu, es...)
			}
		}
	}
	if wantPos {
		p.cv.Positions = append(p.cv.Positions, pos...)
	}
	if wantEdu {
		p.cv.Education = append(p.cv.Education, edu...)
	}
}

// bioSentence reads one bio sentence.
func bioSentence(st string, n int) ([]cv.Position, []cv.Education) {
	if m := reBioDegree.FindStringSubmatch(st); m != nil {
		return nil, bioDegrees(m[1], m[2], m[3], n)
	}
	if m := reBioIntern.FindStringSubmatch(st); m != nil {
		return bioPosition("Intern", m[1], cv.Date{}, n), nil
	}
	m := reBioNow.FindStringSubmatch(st)
	end := cv.Present
	if m == nil {
		m, end = reBioPast.FindStringSubmatch(st), cv.Date{}
	}
	if m == nil || !isTitleLike(m[1]) || len(words(m[1])) > 8 {
		return nil, nil
	}
	if deg, _, ok := degreeIn(m[1]); ok && end == cv.Present {
		// "I am a PhD student at X": a degree under way
		org := bioOrg(m[2])
		if org == "" {
			return nil, nil
		}
		return nil, []cv.Education{{Level: degreeLevel(deg), Degree: strings.TrimSpace(m[1]), Institution: org, End: cv.Present, Line: n}}
	}
	return bioPosition(strings.TrimSpace(m[1]), m[2], end, n), nil
}

func bioPosition(title, rest string, end cv.Date, n int) []cv.Position {
	org := bioOrg(rest)
	if org == "" {
		return nil
	}
	return []cv.Position{{Title: title, Organization: org, End: end, Kind: positionKind(title, org), Line: n}}
}

// bioDegrees reads "my Ph.D. and M.Sc. degrees in X from Y (in 2020)".
func bioDegrees(degs, field, rest string, n int) []cv.Education {
	inst := bioOrg(rest)
	if inst == "" {
		return nil
	}
	var end cv.Date
	if m := reBioYear.FindStringSubmatch(rest); m != nil {
		end = cv.Date{Year: atoi(m[1])}
	}
	var advisors []string
	if m := reBioAdvice.FindStringSubmatch(rest); m != nil {
		advisors = splitPeople(m[1])
	}
	var out []cv.Education
	for _, d := range strings.Split(degs, " and ") {
		deg, _, ok := degreeIn(strings.TrimSpace(d))
		if !ok {
			continue
		}
		e := cv.Education{Level: degreeLevel(deg), Degree: strings.TrimSpace(d), Field: strings.TrimSpace(field), Institution: inst, End: end, Line: n}
		if len(out) == 0 {
			e.Advisors = advisors
		}
		out = append(out, e)
	}
	return out
}

// bioOrg takes the name at the start of s: its words up to the first
// comma or the first lower-case word other than a joining word ("Texas
// A&M University, working with ..." gives "Texas A&M University").
func bioOrg(s string) string {
	var out []string
	for _, w := range strings.Fields(s) {
		end := strings.IndexAny(w, ",;:(") >= 0
		w = strings.TrimRight(strings.Split(w, "(")[0], ",;:.")
		r, _ := firstRune(w)
		if w == "" || len(w) == 4 && isYearAt(w, 0) || !unicode.IsUpper(r) && !unicode.IsDigit(r) && !orgJoiners[strings.ToLower(w)] && w != "&" {
			break
		}
		out = append(out, w)
		if end {
			break
		}
	}
	for len(out) > 0 && orgJoiners[strings.ToLower(out[len(out)-1])] {
		out = out[:len(out)-1]
	}
	return strings.Join(out, " ")
}

var orgJoiners = set(`of for and at the de in on &`)

// sentences splits text at sentence ends: ". " after a word of three
// letters or more that is no abbreviation, before a capital.
func sentences(t string) []string {
	var out []string
	for t != "" {
		first := firstSentence(t)
		out = append(out, first)
		if len(first) >= len(t) {
			break
		}
		t = strings.TrimSpace(t[len(first)+1:])
	}
	return out
}
