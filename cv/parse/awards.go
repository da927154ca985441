package parse

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv"
)

var reNote = regexp.MustCompile(`\s*\(\s*([^()]*?)\s*\)\s*$`)

// awardCategory classifies an award by its name. An ASCII name (most)
// is read by a scan that makes no list of words (awards_category_scan.go).
func awardCategory(name string) cv.AwardCategory {
	if isASCII(name) {
		return awardCategoryASCII(name)
	}
	return awardCategoryByWords(name)
}

// awardCategoryByWords is awardCategory read from the list of the name's
// words: the rule, and the path of names beyond ASCII.
func awardCategoryByWords(name string) cv.AwardCategory {
	ws := words(name)
	if isPaperAwardWords(name, ws) {
		return cv.CatPaperAward
	}
	var buf [128]byte // most names fit: no allocation
	n := categoryText(buf[:0], ws)
	for _, cw := range awardCategoryWords {
		if bytes.Contains(n, cw.key) {
			return cw.cat
		}
	}
	return cv.CatHonor
}

var paperAwardWords = func() map[string]map[string]bool {
	m := map[string]map[string]bool{}
	for _, l := range wordLines("paper_award", false) {
		k, ws, _ := strings.Cut(l, ":")
		m[strings.TrimSpace(k)] = set(ws)
	}
	return m
}()

// isPaperAwardWords reports whether an award is for a paper (or poster, demo,
// artifact): it names a kind of work and a quality ("Best Industry Paper
// Award") or a paper-award phrase ("Oral Presentation").
// ws are the words of name (as words() reads them).
func isPaperAwardWords(name string, ws []string) bool {
	quality, work := false, false
	qualities, works := paperAwardWords["quality"], paperAwardWords["work"]
	for _, w := range ws {
		quality = quality || qualities[w]
		work = work || works[w]
	}
	return work && (quality || namesPrize(name)) // awards_prize.go
}

// awardCategoryOf classifies an award by its name and note: an award
// given as a sum of money ("($28,000)") with no other category is a
// grant. (The memo's awardCategoryOf, awards_memo.go, is the rule; a
// nil memo remembers nothing.)
func awardCategoryOf(name, note string) cv.AwardCategory {
	return (*memo)(nil).awardCategoryOf(name, note)
}

type categoryWord struct {
	cat    cv.AwardCategory
	phrase string
	key    []byte // " " + phrase: what a name's words are searched for
}

// awardCategoryWords is words/award_categories.txt, in order.
var awardCategoryWords = func() []categoryWord {
	var out []categoryWord
	for _, l := range wordLines("award_categories", false) {
		cat, phrase, ok := strings.Cut(l, ":")
		if ok {
			phrase = strings.TrimSpace(phrase)
			out = append(out, categoryWord{cv.AwardCategory(strings.TrimSpace(cat)), phrase, []byte(" " + phrase)})
		}
	}
	return out
}()

func awardStatus(name string) cv.AwardStatus {
	if !mayStatus(name) {
		return cv.StatusAwarded
	}
	switch {
	case mayMatch(name, honCues) && honMentionForms.in(name): // speed_awardwords.go
		return cv.StatusHonorableMention
	case mayMatch(name, finalistCues) && finalistForms.in(name):
		return cv.StatusFinalist
	case mayMatch(name, nomineeCues) && nomineeForms.in(name):
		return cv.StatusNominee
	}
	return cv.StatusAwarded
}

// awardStatusOf is awardStatus(name + " " + note), the two joined only
// when one of them holds a status cue (no cue holds a space, so none
// spans the join).
func awardStatusOf(name, note string) cv.AwardStatus {
	if !mayStatus(name) && !mayStatus(note) {
		return cv.StatusAwarded
	}
	return awardStatus(name + " " + note)
}

// parseAwards reads one award per entry; the lines below an award (what
// it is for, who gives it) are not awards.
// heading is the section's title: the category it names is the one of
// every award that names none (awards_category.go).
func (p *parser) parseAwards(heading string, ls []line) {
	var cur *cv.Award
	var above line // the head of the last award's item
	yearFromName := false
	from := len(p.cv.Awards)
	items, paired := pairedAwardItems(ls), true // awards_blocks.go
	if items == nil {
		items, paired = dropForeign(splitItems(ls)), false
	}
	// room for an award an item, made once rather than grown one by one
	p.cv.Awards = slices.Grow(p.cv.Awards, len(items))
	for _, it := range items {
		// a line that is only a date belongs to the award above it
		if t := it.head.Text; p.m.onlyDates(t) || p.m.isDateOnlyLine(t) {
			if cur != nil && (cur.Year == 0 || yearFromName) {
				if d, _, ok := p.m.dateLine(t); ok {
					setAwardYear(cur, d)
					p.m.note(it.head.N, roleEntry, "a date alone: the year of the award above")
				}
				yearFromName = false
			}
			continue
		}
		if cur != nil && describesAward(it.head, above) { // awards_blocks.go
			p.m.note(it.head.N, roleDescription, "description: a list item nested under the award above")
			continue
		}
		a, fromName, ok := p.awardOf(it.head)
		if !ok {
			p.m.note(it.head.N, roleDropped, "dropped: not read as an award")
			continue
		}
		if paired {
			p.readPairDetail(&a, it.more[0])
			p.m.note(it.more[0].N, roleEntry, "detail: the issuer and date below the award's name")
			it.more = nil
		}
		p.cv.Awards = appendAwardList(p.cv.Awards, a)
		prev := it.head
		for _, l := range it.more {
			switch {
			case a.Year == 0 && p.m.onlyDates(l.Text):
				setAwardYear(&p.cv.Awards[len(p.cv.Awards)-1], p.m.findDates(l.Text)[0])
			case !carriesListItem(it.head, l) && sameYearAward(prev, l):
				if b, _, ok := p.awardOf(l); ok {
					b.Year, b.EndYear = a.Year, a.EndYear
					p.cv.Awards = append(p.cv.Awards, b)
				}
			}
			prev = l
		}
		cur, yearFromName = &p.cv.Awards[len(p.cv.Awards)-1], fromName
		above = it.head
	}
	placeCategories(p.m, p.cv.Awards[from:], heading, items)
}

var awardWords = wordSet("award_words")

// namesAward reports whether s has a word that names an award.
func namesAward(s string) bool {
	for _, w := range words(s) {
		if awardWords[w] {
			return true
		}
	}
	return false
}

// sameYearAward reports whether l, a line below a dated award, is another
// award of the same year (awards grouped by year, several to a year)
// rather than a description: a short capitalised line that names an award
// or is a short name ("Tau Beta Pi"), with no sum of money, not carrying
// on a sentence broken at the line above.
func sameYearAward(prev, l line) bool {
	t := strings.TrimSpace(l.Text)
	r, _ := firstRune(t)
	ws := words(t)
	if l.List != "" || len(l.Cells) > 1 || !unicode.IsUpper(r) || len(ws) > 10 || strings.ContainsAny(t, "$€£") {
		return false
	}
	if endsOpen(prev.Text) || strings.HasPrefix(strings.ToLower(t), "award") {
		return false
	}
	return namesAward(t) || (len(ws) <= 4 && allCapitalised(strings.Fields(t)))
}

// endsOpen reports whether a line stops in the middle of a phrase: it
// ends with a short lower-case word ("of", "the", "and"), letters only.
func endsOpen(s string) bool {
	ws := strings.Fields(s)
	if len(ws) == 0 {
		return false
	}
	w := ws[len(ws)-1]
	if len(w) > 4 {
		return false
	}
	for _, r := range w {
		if r < 'a' || r > 'z' {
			return false // "2017", "UK", "in." are no open ends
		}
	}
	return true
}

func allCapitalised(ws []string) bool {
	for _, w := range ws {
		r, _ := firstRune(w)
		if !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// appendAwardList appends a to dst, split into one award each when its
// line names several awards and no year ("Acme Scholarship, Globex
// Prize"): every part must end with an award word. No slice is made for
// an award that is not a list (most).
func appendAwardList(dst []cv.Award, a cv.Award) []cv.Award {
	if a.Year != 0 {
		return append(dst, a)
	}
	parts := splitTopLevel(a.Name)
	if len(parts) < 2 {
		return append(dst, a)
	}
	for _, part := range parts {
		if !endsWithAwardWord(words(part)) { // awards_blocks.go
			return append(dst, a)
		}
	}
	out := slices.Grow(dst, len(parts))
	for _, part := range parts {
		b := a
		b.Name = part
		b.Category = awardCategoryOf(part, a.Note)
		b.Status = awardStatusOf(part, a.Note)
		out = append(out, b)
	}
	return out
}

// isDateOnlyLine reports whether t is (nearly) only a date.
func isDateOnlyLine(t string) bool {
	return (*memo)(nil).isDateOnlyLine(t)
}

// isDateOnlyLine is isDateOnlyLine(t) with the dates of t remembered; the
// cheap tests first (the three are pure).
func (m *memo) isDateOnlyLine(t string) bool {
	if wordsUpTo(t, 4) > 4 || len(m.findDates(t)) == 0 {
		return false
	}
	_, _, ok := m.dateLine(t)
	return ok
}

// awardOf reads one award line: its name, issuer, note and year.
// fromName is true when the year came from inside the name, so a date
// line below may still correct it.
func (p *parser) awardOf(l line) (a cv.Award, fromName, ok bool) {
	t := l.Text
	a = cv.Award{Line: l.N}
	name := t
	var dateText string
	if len(l.Cells) > 1 {
		name, dateText, a.Issuer = awardCells(l.Cells)
	}
	// "**Name** Issuer, 08/2011 – 12/2011": the bold part is the name
	if len(l.Bolds()) > 0 && strings.HasPrefix(l.MD, "**") && len(l.Cells) == 1 && !p.m.onlyDates(l.Bolds()[0]) {
		name, dateText = p.boldAwardName(&a, l.Bolds()[0], name, dateText)
	}
	name = dropDateBound(name)
	// notes in parentheses: "(top 1.6%)"
	for {
		var m []int
		if endsWithParen(name) {
			m = noteIndex(name)
		}
		if m == nil || !hasNoteWords(name[m[2]:m[3]]) {
			break
		}
		a.Note = strings.Trim(name[m[2]:m[3]], " *_")
		name = strings.TrimSpace(name[:m[0]])
	}
	noted := false
	if dateText == "" {
		name, noted = p.awardNoteYear(&a, name) // awards_years.go
	}
	if dateText != "" {
		if ds := p.m.findDates(dateText); len(ds) > 0 {
			setAwardYear(&a, ds[0])
		}
	} else if ds := p.m.findDates(name); !noted && len(ds) > 0 {
		name, fromName = nameAroundDate(&a, name, ds)
	}
	if a.Year == 0 {
		a.Year = tagYearOf(name)
	}
	name = trimFullStop(strings.TrimSpace(strings.Trim(name, " ,;:*")))
	if name == "" {
		return a, false, false
	}
	a.Name = name
	a.Category = p.m.awardCategoryOf(name, a.Note)
	a.Status = awardStatusOf(name, a.Note)
	return a, fromName, true
}

var dateBounds = wordLines("date_bounds", false)

// dateBoundsSpaced are dateBounds, each with the space that follows it in
// a name, made once rather than at every name.
var dateBoundsSpaced = func() []string {
	out := make([]string, len(dateBounds))
	for i, b := range dateBounds {
		out[i] = b + " "
	}
	return out
}()

// dropDateBound drops a leading "Before 2022:" from an award line: the
// award's year is not that year, and not known.
func dropDateBound(name string) string {
	ascii := isASCII(name)
	low := name // lower-cased only when not ASCII: an ASCII name is compared ignoring case
	if !ascii {
		low = strings.ToLower(name)
	}
	for i, b := range dateBounds {
		if bs := dateBoundsSpaced[i]; ascii && !hasPrefixFold(name, bs) || !ascii && !strings.HasPrefix(low, bs) {
			continue
		}
		if ds := findDates(name); len(ds) > 0 && strings.TrimSpace(name[len(b):ds[0].start]) == "" {
			return strings.TrimLeft(name[ds[0].end:], " :,;-–—")
		}
	}
	return name
}

// awardCells reads a line laid out in columns: the cell that is a date
// is the date, in either order; a last cell that ends with a date after
// other text ("Some University, May 2017") gives the issuer and the date.
func awardCells(cells []string) (name, dateText, issuer string) {
	var text []string
	for i, c := range cells {
		switch {
		case dateText == "" && onlyDates(c):
			dateText = c
		case dateText == "" && i == len(cells)-1 && i > 0 && textEndsWithDate(c):
			ds := findDates(c)
			dateText = c[ds[len(ds)-1].start:]
			issuer = strings.Trim(c[:ds[len(ds)-1].start], " ,;-–—")
		default:
			text = append(text, c)
		}
	}
	if len(text) == 0 {
		text = cells[:1]
	}
	return strings.Join(text, " "), dateText, issuer
}

// boldAwardName takes the bold part of "**Name** Issuer, 2011" as the
// name, the rest as the issuer and date.
func (p *parser) boldAwardName(a *cv.Award, b, name, dateText string) (string, string) {
	rest := strings.TrimSpace(strings.TrimPrefix(name, b))
	if rest == name || rest == "" || boldOpensSentence(b, rest) {
		return name, dateText
	}
	name = b
	issuer := rest
	if ds := p.m.findDates(rest); len(ds) > 0 {
		dateText = rest
		issuer = strings.TrimSpace(rest[:ds[0].start])
	}
	issuer = strings.Trim(issuer, " ,;-–—")
	if issuer != "" && len(p.m.findDates(issuer)) == 0 {
		a.Issuer = issuer
		if _, vs, _, ok := p.venues.Match(issuer); ok && vs == 0 {
			name = name + " " + issuer // "Best Paper Award SoCC"
			a.Issuer = ""
		}
	}
	return name, dateText
}

// nameAroundDate takes the award's year from a date at either end of the
// line: the last one ("Name 2020"), or the first when the line starts
// with it ("2019 — Name (2019–2022)"). A date inside the name is kept
// there (fromName).
func nameAroundDate(a *cv.Award, name string, ds []dateSpan) (string, bool) {
	d := ds[len(ds)-1]
	if ds[0].start == 0 {
		d = ds[0]
	}
	before, after := strings.TrimSpace(name[:d.start]), strings.TrimSpace(name[d.end:])
	setAwardYear(a, d)
	switch {
	case after == "" || after == ")" || after == ".":
		return trimUnbalanced(strings.Trim(before, " ,;:-–—")), false
	case before == "":
		return trimUnbalanced(strings.Trim(after, " ,;:-–—")), false
	}
	return name, true
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
