package parse

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv"
)

var (
	reAdvisor     = regexp.MustCompile(`(?i)^(?:[\p{L}.]+\s+)?(?:co-?)?(?:advis[oe]rs?|supervisors?|supervised by|promoters?|under the (?:supervision|guidance) of|mentors?)\s*[:：]?\s*(.+)`)
	reThesis      = regexp.MustCompile(`(?i)^(?:thesis|dissertation)(?: title)?\s*[:：]\s*(.+)`)
	reMajor       = regexp.MustCompile(`(?i)^(?:major|field|specialization|specialisation|concentration|subject)\s*[:：]\s*(.+)`)
	reTitles      = regexp.MustCompile(`(?i)\b(?:prof\.?|professor|dr\.?|mr\.?|ms\.?|mrs\.?)\s+`)
	rePresentTail = regexp.MustCompile(`(?i)\b(?:present|now|current|ongoing)\W*$`)
	// reInlineAdvisor finds an advisor named inside a field list:
	// "Department of X, Advisor: Ann Example", "Ph.D. in X advised by ...".
	reInlineAdvisor = regexp.MustCompile(`(?i)(?:[,;·]\s*|\s)(?:co-?)?(?:advis[oe]rs?\s*[:：]|advised by|supervisors?\s*[:：]|supervised by)\s*(.+)$`)
)

var (
	academicWords = wordSet("academic")
	orgWords      = union(wordSet("organisations"), academicWords)
	countries     = func() map[string]bool {
		m := map[string]bool{}
		for _, c := range wordLines("countries", false) {
			m[c] = true
		}
		return m
	}()
)

func union(a, b map[string]bool) map[string]bool {
	m := make(map[string]bool, len(a)+len(b))
	for k := range a {
		m[k] = true
	}
	for k := range b {
		m[k] = true
	}
	return m
}

// degreeForms maps each degree spelling of words/degrees.txt to its level;
// reDegree finds any of them as a whole word, and degreeOrder lists them
// in the order reDegree tries them (longest first) for findDegree.
var degreeForms, reDegree, degreeOrder = loadDegrees()

func loadDegrees() (map[string]cv.Level, *regexp.Regexp, []string) {
	forms := map[string]cv.Level{}
	var all []string
	for _, ln := range wordLines("degrees", false) {
		level, list, ok := strings.Cut(ln, ":")
		if !ok {
			continue
		}
		for _, f := range strings.Fields(list) {
			f = strings.ReplaceAll(f, "_", " ")
			forms[f] = cv.Level(strings.TrimSpace(level))
			all = append(all, f)
		}
	}
	sort.Slice(all, func(i, j int) bool { return len(all[i]) > len(all[j]) })
	alts := make([]string, len(all))
	for i, f := range all {
		alts[i] = strings.ReplaceAll(regexp.QuoteMeta(f), " ", `\s?`)
	}
	return forms, regexp.MustCompile(`(?i)(?:^|[^\p{L}])(` + strings.Join(alts, "|") + `)(?:$|[^\p{L}])`), all
}

// levelOfForm guesses the level of a degree spelling not in the list by
// its first letter.
func levelOfForm(f string) cv.Level {
	switch f[0] {
	case 'p', 'd':
		return cv.LevelPhD
	case 'm':
		return cv.LevelMasters
	case 'b':
		return cv.LevelBachelors
	}
	return cv.LevelOther
}

// degreeStarts holds the first word of every degree form, without its
// final dots ("ph.d", "ph", "master's"): mayNameDegree looks words up in
// it before reDegree runs.
var degreeStarts = func() map[string]bool {
	m := map[string]bool{}
	for f := range degreeForms {
		first, _, _ := strings.Cut(f, " ")
		m[strings.TrimRight(first, ".")] = true
	}
	return m
}()

// mayNameDegree is a cheap test that lets most text skip reDegree: one
// of the first three words of s starts like a degree form.
// The words are cut at spaces and tabs by a byte scan (neither byte is
// ever part of another rune).
func mayNameDegree(s string) bool {
	i := 0
	for n := 0; n < 3 && i < len(s); n++ {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\t' {
			j++
		}
		if isDegreeStartFast(s[i:j]) { // degree_start.go
			return true
		}
		i = j
	}
	return false
}

// degreeWord is a word as degreeStarts keys it, before lower-casing:
// without brackets or emphasis around it, cut at the first character
// that is not a letter, a dot or an apostrophe, without its final dots.
func degreeWord(w string) string {
	w = strings.TrimLeft(w, "([*_\"“")
	for i, r := range w {
		if !(unicode.IsLetter(r) || r == '.' || r == '\'' || r == '’') {
			w = w[:i]
			break
		}
	}
	return strings.TrimRight(w, ".")
}

// isDegreeStart reports whether degreeStarts holds degreeWord(w) lower
// cased, lower-casing an ASCII word on the stack rather than in a new
// string.
func isDegreeStart(w string) bool {
	w = degreeWord(w)
	var buf [32]byte
	if !isASCII(w) || len(w) > len(buf) {
		return degreeStarts[strings.ToLower(w)]
	}
	b := buf[:len(w)]
	for i := range b {
		b[i] = lowerASCII(w[i])
	}
	return degreeStarts[string(b)]
}

// degreeLevel is the level of a degree as found by degreeIn.
func degreeLevel(deg string) cv.Level {
	d := strings.ToLower(deg)
	if l, ok := degreeForms[d]; ok {
		return l
	}
	if l, ok := degreeForms[strings.Join(strings.Fields(d), " ")]; ok {
		return l
	}
	return levelOfForm(d + " ")
}

// degreeIn finds a degree named near the start of s (within its first two
// words).
func degreeIn(s string) (deg string, idx int, ok bool) {
	if strings.Contains(s, "’") {
		return degreeInTypographic(s) // "Master’s" (education_clauses.go)
	}
	if !mayNameDegree(s) {
		return "", 0, false
	}
	start, end, found := findDegree(s)
	if !found {
		return "", 0, false
	}
	if wordCount(s[:start]) > 2 {
		return "", 0, false
	}
	return s[start:end], end, true
}

// fieldCut cuts a field of study where what follows it begins: a comma,
// semicolon or bracket, a spaced dash, or a word such as "minor" or "GPA".
var fieldCut = tailCut{
	re:     regexp.MustCompile(`\s*(?:[,;(]|\s[-–—]\s|\bminor\b|\bconcentration\b|\bwith\b|\bGPA\b|\badvised\b|\bsupervised\b).*$`),
	chars:  ",;(",
	dashes: true,
	words:  []string{"minor", "concentration", "with", "GPA", "advised", "supervised"},
}

// secondSubject cuts where a minor or concentration follows the field
// ("Mathematics, minor in Computer Science").
var secondSubject = tailCut{
	re:    regexp.MustCompile(`\s*(?:[,;]|\bminor\b|\bconcentration\b).*$`),
	chars: ",;",
	words: []string{"minor", "concentration"},
}

// fieldOf reads the field after a degree: "in X", "of X" (not "of
// Science"), or, after an abbreviation ending in a dot, the words that
// follow it ("Ph.D. Computer Science").
func fieldOf(rest string, deg string) string {
	rest = strings.TrimSpace(rest)
	low := strings.ToLower(rest)
	switch {
	case strings.HasPrefix(low, ", ") || strings.HasPrefix(low, "- "):
		rest = rest[2:] // "Ph.D., Computer Science"
	case strings.HasPrefix(low, "in "):
		rest = rest[3:]
	case strings.Contains(secondSubject.cut(low), " in "):
		// "Master of Science in X", but not the "in" of a minor after the
		// field ("Mathematics, minor in Computer Science")
		rest = rest[strings.Index(low, " in ")+4:]
	case strings.HasPrefix(low, "of "):
		rest = rest[3:]
		switch strings.ToLower(fieldCut.cut(rest)) {
		case "science", "arts", "engineering", "philosophy", "technology":
			return ""
		}
	case strings.HasSuffix(deg, ".") && rest != "" && isUpperStart(rest):
	default:
		return ""
	}
	return strings.TrimSpace(fieldCut.cut(rest))
}

func isUpperStart(s string) bool {
	r, _ := firstRune(s)
	return r >= 'A' && r <= 'Z'
}

// splitPlace splits "Org, City, ST, Country" into the organisation and a
// trailing location when the tail reads as a place. Its comma parts are
// read from the end, in place (no slice of them made): cut is the comma
// before the place, len(s) while none is found.
func splitPlace(s string) (org, loc string) {
	cut := len(s)
	for end := len(s); ; {
		j := strings.LastIndexByte(s[:end], ',')
		if j < 0 {
			break // the first part is never the place
		}
		p := strings.TrimSpace(s[j+1 : end])
		// a place, or a city in front of a recognised state or country
		if !isPlace(p) && (cut != end || end == len(s) || wordCount(p) > 3 || hasSetWord(p, orgWordSet)) {
			break
		}
		cut, end = j, j
	}
	if cut == len(s) {
		return strings.Trim(s, " ·•|;"), ""
	}
	return strings.Trim(s[:cut], " ·•|;"), strings.Trim(s[cut+1:], " ·•|;.")
}

// isPlace reports whether a comma part is a state code or a country.
func isPlace(p string) bool {
	p = strings.TrimRight(strings.TrimSpace(p), ".")
	if isPlaceCode(p) { // speed_keyvalue.go
		return true
	}
	return inLowerSet(countries, p) // countries[strings.ToLower(p)], no copy
}

// placeShaped reports whether s is shaped like a place: a capital first,
// then only letters, spaces, dots, apostrophes and hyphens, in at most
// three comma parts.
func placeShaped(s string) bool {
	first, _ := firstRune(s)
	if !unicode.IsUpper(first) {
		return false
	}
	commas, ok := placeRunes(s) // speed_place.go
	return ok && commas <= 2 && !strings.HasSuffix(s, ",") && !strings.Contains(s, ",,")
}

// isLocationLine reports whether a whole line is a place ("Pittsburgh, PA").
func isLocationLine(s string) bool {
	if len(s) < 2 || !placeShaped(s) || hasSetWord(s, orgWordSet) {
		return false
	}
	first, _, many := strings.Cut(s, ",") // the first and last comma parts, no list made
	if wordCount(first) > 4 || isTitleLike(first) {
		return false // a city has a short name: "Student Trainee at X, City, Country" is no place
	}
	return many && isPlace(s[strings.LastIndexByte(s, ',')+1:]) || !many && isPlace(s)
}

func splitPeople(s string) []string {
	s = dropTitles(s)
	if strings.IndexByte(s, '(') >= 0 {
		s = reParenthetical.ReplaceAllString(s, "")
	}
	var out []string
	for _, p := range splitPeopleSeps(s) {
		p = strings.Trim(strings.TrimSpace(p), ".")
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// patterns used inside functions, compiled once
var (
	reParenthetical = regexp.MustCompile(`\s*\(.*?\)`)
	rePeopleSep     = regexp.MustCompile(`\s*(?:,|;|&|\band\b)\s*`)
)

var reStrongSep = regexp.MustCompile(`\t|\s+\|\s+|^\|\s*|\s*\|$|\s[—–·]\s|\s-\s|\s{3,}`)

// eduParts splits an education line into its fields: on tabs, table bars
// and spaced dashes, then on commas, keeping the comma parts after a
// degree that name its field with the degree ("Ph.D, Informatics") and an
// institution with the place after it ("University of X, City, ST").
// They are the texts of eduFields (a23h_edu.go), which reads each one's
// degree too.
func eduParts(s string) []string {
	var out []string
	for _, f := range eduFields(s, nil) {
		out = append(out, f.text)
	}
	return out
}

// presentTail is rePresentTail.FindStringIndex(t), tried only when t,
// its closing non-word characters (\W) aside, ends with the last letter
// of one of the words the pattern knows (present, current, now, ongoing).
func presentTail(t string) []int {
	e := len(t)
	for e > 0 && !isASCIIWord(t[e-1]) { // every byte of a non-ASCII rune is \W
		e--
	}
	if e == 0 || strings.IndexByte("tTwWgG", t[e-1]) < 0 {
		return nil
	}
	return presentTailIndex(t)
}

// isKeyValue reports whether t reads "Key: value" (reKeyValue, by a scan:
// speed_keyvalue.go), testing first for the colon the pattern needs.
func isKeyValue(t string) bool {
	return hasColon(t) && isKeyValueScan(t)
}

// hasColon is strings.ContainsAny(t, ":：") without decoding every rune.
func hasColon(t string) bool {
	return strings.IndexByte(t, ':') >= 0 || strings.Contains(t, "：")
}

// mayStrongSep is a cheap guard for reStrongSep: each of its separators
// needs a tab, a bar, a dash, a '·' (all in the set below) or three white
// space bytes (\s) in a row.
func mayStrongSep(s string) bool {
	if strings.ContainsAny(s, "\t|-") || strings.Contains(s, "—") || strings.Contains(s, "–") || strings.Contains(s, "·") {
		return true
	}
	run := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ' ', '\n', '\f', '\r':
			if run++; run == 3 {
				return true
			}
		default:
			run = 0
		}
	}
	return false
}

// commaParts groups the comma parts of one field run: a degree with the
// field parts after it, an institution with the places after it.
func commaParts(part string) []string {
	cs := strings.Split(part, ",")
	if len(cs) == 1 || !degreeAndInstitution(cs) {
		return []string{part}
	}
	var out []string
	inDegree, inInst := false, false
	for _, c := range cs {
		c = strings.TrimSpace(c)
		if c == "" {
			continue
		}
		_, end, isDeg := degreeIn(c)
		switch {
		case isDeg:
			out = append(out, c)
			inDegree, inInst = fieldOf(c[end:], c[:end]) == "", false
		case inInst && (isPlace(c) || wordCount(c) <= 3 && !hasSetWord(c, orgWordSet)):
			out[len(out)-1] += ", " + c
		case hasSetWord(c, academicWordSet):
			if inInst {
				out[len(out)-1] += ", " + c
			} else {
				out = append(out, c)
			}
			inDegree, inInst = false, true
		case inDegree:
			out[len(out)-1] += " in " + c
			inDegree = false
		default:
			out = append(out, c)
		}
	}
	return out
}

// degreeAndInstitution reports whether one comma part names a degree and
// another an institution ("University of X, Ph.D. Y", "Ph.D, Y, University
// of X").
func degreeAndInstitution(cs []string) bool {
	deg, inst := -1, -1
	for i, c := range cs {
		if _, _, ok := degreeIn(strings.TrimSpace(c)); ok && deg < 0 {
			deg = i
		} else if hasSetWord(c, academicWordSet) && inst < 0 {
			inst = i
		}
	}
	return deg >= 0 && inst >= 0 && deg != inst
}

// eduRecord is one degree being read, with what is known of its dates.
type eduRecord struct {
	e        cv.Education
	hasDate  bool
	hasRange bool
}

// eduReader reads the records of one education entry. An entry usually
// names one degree; it names several when one institution heads them
// ("University of X" over "M.S. ..." and "B.A. ..."), and in a flat
// section (no cue where entries start) a record starts where a degree or
// an institution comes a second time.
type eduReader struct {
	flat       bool
	recs       []*eduRecord
	cur        *eduRecord
	sharedInst bool                    // the institution came before the first degree: later degrees share it
	groupDate  *dateSpan               // a date given before the first degree: degrees without one share it
	lastDegree bool                    // the previous part was a degree (a bare field may follow)
	lineNo     int                     // the line being read
	levels     map[cv.Level]*eduRecord // the section's first record of each level
	noInst     int                     // records before this index all have an institution
	noLoc      int                     // ... a location
	noDate     int                     // ... a date
}

func (p *parser) parseEducation(ls []line) {
	lay, es := splitEntries(ls)
	p.traceEntries(ls, lay, es)
	var done []*eduRecord
	levels := map[cv.Level]*eduRecord{}
	var prev []*eduRecord
	for k, e := range es {
		r := &eduReader{flat: lay == layoutFlat, levels: levels}
		if e.label != "" && hasSetWord(e.label, academicWordSet) {
			r.institution(e.label)
			r.sharedInst = true
		}
		for i, l := range e.lines {
			r.line(l, i == 0)
		}
		recs := r.finish()
		if k > 0 && opensWithInstitution(es[k-1]) && !opensWithInstitution(e) {
			inheritInstitution(prev, recs) // education_clauses.go
		}
		prev = recs
		done = append(done, recs...)
	}
	p.emitEducation(done)
}

// line reads one line of the entry; a sentence other than the entry's
// first line is a description and is skipped.
func (r *eduReader) line(l line, first bool) {
	r.lineNo = l.N
	t := l.Text
	if r.keyValue(t) || r.clauseLines(l, first) {
		return
	}
	if !strings.Contains(t, "GPA") && !strings.Contains(t, "gpa") {
		// no GPA on the line
	} else if gpa, ok := gpaIn(t); ok && r.cur != nil {
		r.cur.e.GPA = gpa
	}
	date, rest := eduDateOf(memOf(l), t)
	rest = eduRest(rest)
	if !first && isProse(rest) && !isDegreeText(rest) {
		return // a description: "Obtained as a student before ..."
	}
	if isLocationLine(rest) {
		r.location(rest)
		return
	}
	rest, advisors := inlineAdvisors(rest)
	var fb [8]eduField // on the stack for a line's few fields
	fields := eduFields(rest, fb[:0])
	if startsDegreeField(fields) && r.cur != nil && r.cur.e.Degree != "" {
		r.next(r.sharedInst)
	}
	if date != nil {
		r.date(*date)
	}
	for _, f := range fields {
		r.part(f)
	}
	if first && date != nil && len(r.recs) <= 1 && (r.cur == nil || r.cur.e.Degree == "" && r.cur.e.Institution == "") {
		r.program(rest)
	}
	if len(advisors) > 0 {
		r.advisors(advisors)
	}
}

// program reads a dated entry that names no degree and no school but an
// organisation ("Spring 2017  Retreat, The Example Center, City, ST"): a
// programme of study, of level other, at that organisation.
func (r *eduReader) program(rest string) {
	cs := strings.Split(rest, ",")
	for i, c := range cs {
		if c = strings.TrimSpace(c); hasSetWord(c, orgWordSet) && wordCount(c) <= 8 {
			_, loc := splitPlace("x," + strings.Join(cs[i+1:], ","))
			r.institution(c)
			if loc != "" {
				r.location(loc)
			}
			if e := r.cur; !e.hasRange && !e.e.End.IsZero() {
				e.e.Start = e.e.End // a term's programme: "Spring 2017"
			}
			return
		}
	}
}

// eduRest tidies what is left of a line once its date is out: no GPA,
// no brackets or stray punctuation at the ends, no "present".
func eduRest(rest string) string {
	if strings.Contains(rest, "GPA") || strings.Contains(rest, "gpa") {
		rest = strings.TrimSpace(strings.ReplaceAll(dropGPAs(rest), "()", ""))
	}
	rest = trimBrackets(strings.Trim(rest, " ,;*"))
	rest = strings.TrimLeft(rest, " .,;")
	if hasLowerPrefix(rest, "present") || hasLowerPrefix(rest, "now") { // the lower-cased rest opens so
		return ""
	}
	return rest
}

// trimBrackets drops brackets at the ends of s that have no partner
// inside it ("(2019 – 2021" after its date is cut), keeping "(Hons)".
func trimBrackets(s string) string {
	for strings.HasSuffix(s, ")") && strings.Count(s, "(") < strings.Count(s, ")") {
		s = strings.TrimSpace(s[:len(s)-1])
	}
	for strings.HasPrefix(s, "(") && strings.Count(s, "(") > strings.Count(s, ")") {
		s = strings.TrimSpace(s[1:])
	}
	return strings.Trim(s, " ,;*")
}

// inlineAdvisors cuts "..., Advisor: Ann Example" or "... advised by Ann
// Example" off a line and returns the people.
func inlineAdvisors(rest string) (string, []string) {
	if !mayNamePeople(rest) {
		return rest, nil
	}
	if m := reInlineAdvisor.FindStringSubmatchIndex(rest); m != nil {
		return strings.TrimSpace(rest[:m[0]]), splitPeople(rest[m[2]:m[3]])
	}
	return rest, nil
}

// eduDateOf finds the date of an education line and the text left around
// it; a line may end with a bare "present". The dates of t are asked of
// the parse's memo m once (a nil memo remembers nothing), not found
// twice (by findDates, then by dateLine).
func eduDateOf(m *memo, t string) (*dateSpan, string) {
	if ds := m.findDates(t); len(ds) > 0 || onlyPresent(t) {
		d, _, _ := m.dateLine(t) // its dates remembered by the line above
		if onlyPresent(t) {
			return &d, ""
		}
		// the text around the date, its brackets kept: "... (EPFL), 2018 – 2020"
		rest := strings.TrimSpace(t[:d.start]) + " " + strings.TrimSpace(t[d.end:])
		if holdsEmptyBrackets(rest) { // a23h_edu.go: else Replace would copy it unchanged
			rest = emptyDateBrackets.Replace(rest)
		}
		return &d, trimBrackets(strings.Trim(rest, " ,;|·•*_-–—"))
	}
	if m := presentTail(t); m != nil && wordCount(t) <= 5 {
		return &dateSpan{to: cv.Present, isRange: true}, t[:m[0]]
	}
	return nil, t
}

// emptyDateBrackets removes the brackets a date leaves empty: "(2013 – 2018)".
var emptyDateBrackets = strings.NewReplacer("( )", "", "()", "", "[ ]", "", "[]", "")

// keyValue reads "Advisor: ...", "Major: ...", "Thesis: ..." lines.
func (r *eduReader) keyValue(t string) bool {
	people := mayNamePeople(t)
	if !people && !hasColon(t) {
		return false
	}
	if gs, ge, ok := advisorMatch(t, people); ok {
		people := splitPeople(t[gs:ge])
		if e := r.namedDegree(t[:gs]); e != nil {
			e.e.Advisors = append(e.e.Advisors, people...)
		} else {
			r.advisors(people)
		}
		return true
	}
	if m := majorMatch(t); m != nil {
		if r.cur != nil && r.cur.e.Field == "" {
			r.cur.e.Field = strings.TrimSpace(fieldCut.cut(m[1]))
		}
		return true
	}
	if m := thesisMatch(t); m != nil {
		if r.cur != nil {
			r.cur.e.Thesis = strings.TrimSpace(m[1])
		}
		return true
	}
	return false
}

// namedDegree is the section's record of the level a key names ("Ph.D.
// advisors: ..."), nil when the key names none.
func (r *eduReader) namedDegree(key string) *eduRecord {
	deg, _, ok := degreeIn(key)
	if !ok {
		return nil
	}
	return r.levels[degreeLevel(deg)]
}

// mayNamePeople is a cheap test before the advisor patterns: the words
// they start with.
func mayNamePeople(s string) bool {
	if lowerFoldSafe(s) {
		return containsAnyFold(s, peopleCues...)
	}
	low := strings.ToLower(s)
	for _, w := range peopleCues {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// peopleCues open the advisor patterns mayNamePeople guards.
var peopleCues = []string{"advis", "supervis", "promoter", "mentor", "guidance"}

// advisors go to the doctorate of the entry, else to the current degree.
func (r *eduReader) advisors(people []string) {
	if r.cur == nil {
		r.next(false)
	}
	target := r.cur
	if e := r.levels[cv.LevelPhD]; e != nil && r.inEntry(e) {
		target = e
	}
	target.e.Advisors = append(target.e.Advisors, people...)
}

// inEntry reports whether e is one of this entry's records.
func (r *eduReader) inEntry(e *eduRecord) bool {
	for _, x := range r.recs[max(0, len(r.recs)-8):] {
		if x == e {
			return true
		}
	}
	return false
}

// part reads one field of a line: a degree, an institution, a place or a
// bare field after a degree (its degree read by eduFields).
func (r *eduReader) part(f eduField) {
	c := f.text
	wasDegree := r.lastDegree
	r.lastDegree = false
	if deg, end, ok := f.deg, f.end, f.isDeg; ok {
		if r.cur == nil {
			r.next(false)
		} else if r.cur.e.Degree != "" {
			r.next(r.sharedInst)
		}
		r.cur.e.Degree = strings.TrimSpace(c)
		r.cur.e.Line = r.lineNo
		r.cur.e.Level = degreeLevel(deg)
		if r.levels[r.cur.e.Level] == nil {
			r.levels[r.cur.e.Level] = r.cur
		}
		r.cur.e.Field = fieldOf(c[end:], deg)
		r.lastDegree = true
		return
	}
	switch {
	case hasSetWord(c, academicWordSet) && wordCount(c) <= 14:
		if r.cur != nil && r.cur.e.Institution != "" && r.cur.e.Degree != "" {
			if !r.flat {
				return // "Honors College" under a degree and its university
			}
			r.next(false)
		}
		if r.cur == nil || r.cur.e.Degree == "" && len(r.recs) == 1 {
			r.sharedInst = true
		}
		r.institution(c)
	case isLocationLine(c):
		r.location(c)
	case wasDegree && r.cur.e.Field == "" && wordCount(c) <= 6 && !isKeyValue(c):
		r.cur.e.Field = c
	}
}

// afterAt drops a role in front of an institution ("Exchange student at
// University of X").
func afterAt(c string) string {
	if i := strings.Index(c, " at "); i > 0 && !hasSetWord(c[:i], academicWordSet) {
		return strings.TrimSpace(c[i+4:])
	}
	return c
}

// tidyName drops the punctuation a cut date or note leaves at the end of
// a name ("University of X, ."), keeping an abbreviation's dot.
func tidyName(s string) string {
	s = singleSpaced(s) // a23h_edu.go
	for {
		t := strings.TrimRight(s, " ,;")
		if strings.HasSuffix(t, " .") {
			t = strings.TrimSpace(t[:len(t)-1])
		}
		if t == s {
			return trimSentenceDot(s)
		}
		s = t
	}
}

// location gives a place to the entry's records that lack one.
func (r *eduReader) location(c string) {
	for _, e := range r.recs[r.noLoc:] {
		if e.e.Location == "" {
			e.e.Location = c
		}
	}
	r.noLoc = len(r.recs)
}

// institution gives an institution to the entry's records that lack one.
func (r *eduReader) institution(c string) {
	if r.cur == nil {
		r.next(false)
	}
	org, loc := splitPlace(afterAt(c))
	org = tidyName(org)
	for _, e := range r.recs[r.noInst:] {
		if e.e.Institution == "" {
			e.e.Institution = org
			if loc != "" {
				e.e.Location = loc
			}
		}
	}
	r.noInst = len(r.recs)
}

// next starts a record; inherit copies the current institution.
func (r *eduReader) next(inherit bool) {
	e := &eduRecord{e: cv.Education{Line: r.lineNo}}
	if inherit && r.cur != nil {
		e.e.Institution, e.e.Location = r.cur.e.Institution, r.cur.e.Location
	}
	r.recs = append(r.recs, e)
	r.cur = e
}

// date gives a date to the first record of the entry that lacks one; a
// range replaces a lone date (a graduation month written above the span).
// A date before any degree is the group's date.
func (r *eduReader) date(d dateSpan) {
	if r.cur == nil || len(r.recs) == 1 && r.cur.e.Degree == "" && !r.cur.hasDate {
		dd := d
		r.groupDate = &dd
	}
	if r.cur == nil {
		r.next(false)
	}
	for r.noDate < len(r.recs) && r.recs[r.noDate].hasDate {
		r.noDate++
	}
	if r.noDate < len(r.recs) {
		r.recs[r.noDate].setDate(d)
		return
	}
	if d.isRange {
		// a range after a lone date replaces it (the last records only)
		for _, e := range r.recs[max(0, len(r.recs)-8):] {
			if !e.hasRange {
				e.setDate(d)
				return
			}
		}
	}
}

func (e *eduRecord) setDate(d dateSpan) {
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

// finish gives the group's date to records without one.
func (r *eduReader) finish() []*eduRecord {
	if r.groupDate != nil {
		for _, e := range r.recs {
			if !e.hasDate {
				e.setDate(*r.groupDate)
			}
		}
	}
	return r.recs
}

func (p *parser) emitEducation(recs []*eduRecord) {
	kept := 0
	for _, e := range recs {
		if e.e.Degree != "" || e.e.Institution != "" {
			kept++
		}
	}
	p.cv.Education = slices.Grow(p.cv.Education, kept) // made once, not grown one by one
	for _, e := range recs {
		if e.e.Degree == "" && e.e.Institution == "" {
			continue
		}
		if e.e.Level == "" {
			e.e.Level = cv.LevelOther
		}
		if e.e.Institution == "" {
			p.warn(e.e.Line, "degree without an institution", e.e.Degree)
		}
		p.cv.Education = append(p.cv.Education, e.e)
	}
}
