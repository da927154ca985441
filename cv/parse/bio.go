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
	reBioNow    = regexp.MustCompile(`(?i)\bI(?:'m|’m| am)\s+(?:(?:currently|also|now)\s+)*an?\s+(.+?)\s+(at|in|with)\s+(?:the\s+)?(.+)$`)
	reBioPast   = regexp.MustCompile(`(?i)\b(?:previously|before that|formerly),?\s*I\s+was\s+an?\s+(.+?)\s+(at)\s+(?:the\s+)?(.+)$`)
	reBioDegree = regexp.MustCompile(`(?i)\bI\s+(?:\S+\s+){0,5}?(?:obtained|received|earned|completed|completing|got)\s+(?:my|a|an|both)\s+(.+?)\s+(?:degrees?\s+)?(?:in\s+(.+?)\s+)?(?:from|at)\s+(?:the\s+)?(.+)$`)
	// "I graduated from X (in 2015) with a SB in Y and a MEng in Z"
	reBioGradFrom = regexp.MustCompile(`(?i)\bI\s+graduated\s+from\s+(?:the\s+)?(.+?)\s+(?:in\s+((?:19|20)\d\d)\s+)?with\s+(?:an?\s+)?(.+)$`)
	// "I graduated with a BSE (in Y) from X"
	reBioGradWith = regexp.MustCompile(`(?i)\bI\s+graduated\s+with\s+(?:an?\s+)?(.+?)\s+(?:in\s+(.+?)\s+)?from\s+(?:the\s+)?(.+)$`)
	// a header tag line, "PhD Student @ Org" or "PhD Student, Org", is
	// read by a scan (bioTagParts, bio_tag_scan.go)
	reBioIntern = regexp.MustCompile(`(?i)\bI\s+(?:interned|was an intern|did an internship)\s+(?:at|with)\s+(?:the\s+)?(.+)$`)
	reBioYear   = regexp.MustCompile(`\bin\s+((?:19|20)\d\d)\b`)
	reBioAdvice = regexp.MustCompile(`(?i)\b(?:advised|supervised) by\s+(.+)$`)
)

// readBio reads positions and degrees from the bio sentences of the
// header, summary and unknown sections, and from the plain lines of the
// others (a homepage's bio may sit under a misplaced heading).
func (p *parser) readBio(secs []section) {
	wantPos, wantEdu := len(p.cv.Positions) == 0, len(p.cv.Education) == 0
	if !wantPos && !wantEdu {
		return
	}
	var pos []cv.Position
	var edu []cv.Education
	for _, s := range secs {
		intro := s.Kind == secHeader || s.Kind == secSummary || s.Kind == secUnknown
		for _, l := range s.Lines {
			if !intro && l.List != "" {
				continue // a list item in another section is not the bio
			}
			if l.Blank || !firstPerson(l.Text) && !mayBeTag(l.Text) {
				continue
			}
			for _, st := range sentences(l.Text) {
				ps, es := bioSentence(st, l.N)
				pos, edu = append(pos, ps...), append(edu, es...)
			}
		}
	}
	if wantPos {
		p.cv.Positions = append(p.cv.Positions, pos...)
	}
	if wantEdu {
		p.cv.Education = append(p.cv.Education, onePerLevel(edu)...)
	}
}

// onePerLevel keeps the first degree of each level, with a field a later
// statement adds: a bio and its tag line may state the same degree twice.
func onePerLevel(es []cv.Education) []cv.Education {
	at := map[cv.Level]int{}
	var out []cv.Education
	for _, e := range es {
		i, seen := at[e.Level]
		if !seen {
			at[e.Level] = len(out)
			out = append(out, e)
			continue
		}
		if out[i].Field == "" {
			out[i].Field = e.Field // the later statement may name the field
		}
	}
	return out
}

// bioSentence reads one bio sentence.
// bioCues are the literal words (lower case) of the bio patterns: each
// pattern matches only where one of its words stands.
var bioCues = map[*regexp.Regexp][]string{
	reBioDegree:   {"obtained", "received", "earned", "completed", "completing", "got"},
	reBioGradFrom: {"graduated"},
	reBioGradWith: {"graduated"},
	reBioIntern:   {"interned", "was an intern", "did an internship"},
	reBioNow:      {"i'm", "i’m", "i am"},
	reBioPast:     {"previously", "before that", "formerly"},
}

func bioSentence(st string, n int) ([]cv.Position, []cv.Education) {
	// each pattern runs only where its literal words stand (ASCII case
	// aside, see regexpFoldSafe)
	safe := regexpFoldSafe(st)
	find := func(re *regexp.Regexp) []string {
		if safe && !containsAnyFold(st, bioCues[re]...) {
			return nil
		}
		return re.FindStringSubmatch(st)
	}
	if m := find(reBioDegree); m != nil {
		return nil, bioDegrees(m[1], m[2], m[3], n)
	}
	if m := find(reBioGradFrom); m != nil {
		return nil, bioGraduated(m[3], m[1], m[2], n)
	}
	if m := find(reBioGradWith); m != nil {
		return nil, bioDegrees(m[1], m[2], m[3], n)
	}
	if m := find(reBioIntern); m != nil {
		return bioPosition("Intern", m[1], cv.Date{}, n), nil
	}
	m := find(reBioNow)
	end := cv.Present
	if m == nil {
		m, end = find(reBioPast), cv.Date{}
	}
	if m == nil {
		return nil, bioTag(st, n)
	}
	if !isTitleLike(m[1]) || wordCount(m[1]) > 8 {
		return nil, nil
	}
	field, rest := fieldThenAt(m[2], m[3])
	if deg, _, ok := degreeIn(m[1]); ok && end == cv.Present {
		// "I am a PhD student (in X) at Y": a degree under way
		org := bioOrg(rest)
		if org == "" {
			return nil, nil
		}
		return nil, []cv.Education{{Level: degreeLevel(deg), Degree: strings.TrimSpace(m[1]), Field: field, Institution: org, End: cv.Present, Line: n}}
	}
	return bioPosition(strings.TrimSpace(m[1]), rest, end, n), nil
}

// bioTag reads a tag line under the name: "PhD Student @ Org".
func bioTag(st string, n int) []cv.Education {
	tag, rest, ok := bioTagParts(st) // bio_tag_scan.go
	if !ok {
		return nil
	}
	deg, _, ok := degreeIn(tag)
	org := bioOrg(rest)
	if !ok || org == "" {
		return nil
	}
	return []cv.Education{{Level: degreeLevel(deg), Degree: strings.TrimSpace(tag), Institution: org, End: cv.Present, Line: n}}
}

// fieldThenAt splits "in X at Y": the field or department X, then the
// place Y ("in the Department of Botany at Nowhere University").
func fieldThenAt(sep, rest string) (field, org string) {
	if !strings.EqualFold(sep, "in") {
		return "", rest
	}
	i := strings.Index(rest, " at ")
	if i < 0 || strings.ContainsAny(rest[:i], ",;") {
		return "", rest
	}
	field = strings.TrimSpace(rest[:i])
	for _, p := range []string{"the ", "Department of ", "School of "} {
		field = strings.TrimPrefix(field, p)
	}
	return field, strings.TrimPrefix(strings.TrimSpace(rest[i+4:]), "the ")
}

// bioGraduated reads "with a SB in X and a MEng in Y" after "I graduated
// from Z (in 2015)".
func bioGraduated(degs, rest, year string, n int) []cv.Education {
	inst := bioOrg(rest)
	if inst == "" {
		return nil
	}
	var out []cv.Education
	for _, d := range splitDegreeList(degs) {
		deg, end, ok := degreeIn(d)
		if !ok {
			continue
		}
		e := cv.Education{Level: degreeLevel(deg), Degree: d, Field: fieldOf(d[end:], deg), Institution: inst, Line: n}
		if year != "" {
			e.End = cv.Date{Year: atoi(year)}
		}
		out = append(out, e)
	}
	return out
}

// splitDegreeList splits "a SB in X and Y and a MEng in Z" at " and a ".
func splitDegreeList(s string) []string {
	s = strings.TrimRight(strings.TrimSpace(s), ".")
	var out []string
	for _, sep := range []string{" and an ", " and a "} {
		s = strings.ReplaceAll(s, sep, "\x00")
	}
	for _, d := range strings.Split(s, "\x00") {
		if d = strings.TrimSpace(d); d != "" {
			out = append(out, d)
		}
	}
	return out
}

func bioPosition(title, rest string, end cv.Date, n int) []cv.Position {
	org := bioOrg(rest)
	if org == "" {
		return nil
	}
	return []cv.Position{{Title: title, Organization: org, End: end, Kind: positionKind(title, org), Line: n}}
}

// bioDegrees reads a first-person sentence that names two degrees, their
// field and the institution that gave them, with the year in brackets.
func bioDegrees(degs, field, rest string, n int) []cv.Education {
	inst, unit := bioSchool(rest) // bio_school.go
	if inst == "" {
		return nil
	}
	if strings.TrimSpace(field) == "" {
		field = unit
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
		if strings.HasSuffix(w, ":") {
			break // "Email:" starts a label
		}
		end := strings.ContainsAny(w, ",;:(")
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

// mayBeTag is a cheap test before bioTagParts.
func mayBeTag(t string) bool {
	return len(t) < 120 && lowerContainsAny(t, tagCues)
}

// tagCues are what a tag line's lower case holds (mayBeTag).
var tagCues = []string{"student", "candidate"}

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
