package parse

import (
	"regexp"
	"strings"
	"unicode"
)

// Position entries as CVs lay them out beyond "Title, Org  dates" (issue
// 22, conventions 3, 5 and 7 in the positions section):
//
//   - a bold organisation over units with their own spans, each unit
//     followed by a keyed title line:
//     "**Acme Labs**" / "Storage Group (May 2019 - June 2021)." /
//     "Title: Staff Engineer";
//   - fields separated by full stops instead of commas:
//     "2021 summer. Acme Labs. Research Intern.";
//   - a position held in several spells, the spans in one cell:
//     "Acme Labs    Feb 2013 – Jul 2013; Jun 2012 – Sep 2012";
//   - a supervisor after "with": "Research Assistant with Dr. Ann Example";
//   - a PDF's list glyph on a line of its own ("•" between an
//     organisation line and its title line), and the wrapped lines of a
//     description bullet, indented past the glyph.
//
// A paragraph of prose in a positions section ("My research is about
// ...") names no position: it is left out, not read as one.

// glyphOnly reports whether a line holds nothing but a list glyph (a PDF
// that sets the bullet apart from its text).
func glyphOnly(l line) bool {
	t := strings.TrimSpace(l.Text)
	if t == "" || l.Blank {
		return false
	}
	return strings.Trim(t, "•◦▪▫■□●○‣⁃∙·*-–—>»") == ""
}

// titleKeyValue returns the title a keyed line names, without a note in
// brackets or a date after it ("Title: Fellow (since May 2011)").
func titleKeyValue(t string) (string, bool) {
	if !hasColon(t) {
		return "", false
	}
	key, ok := keyedTitle(t) // "Title: ...", "Position: ...", "Role: ..."
	if !ok {
		return "", false
	}
	v, _, _ := cutDate(key)
	v = strings.TrimSpace(strings.SplitN(v, "\t", 2)[0])
	v = strings.Trim(titleQualified(v), " .,;")
	if v == "" || !hasLetter(v) {
		return "", false
	}
	return v, true
}

// applyTitle gives the record being read the title a keyed line names;
// a record that has one already is followed by a new one.
func (r *posReader) applyTitle(title string) {
	if r.cur == nil || r.cur.p.Title != "" {
		r.next()
	}
	r.cur.p.Title = title
}

// unitSpan reports whether a line read as f starts a new record under the
// entry's organisation: a unit with its own date range after a record
// that has a title and a span ("Storage Group (May 2019 - June 2021).").
func (r *posReader) unitSpan(f posLine) bool {
	c := r.cur
	return c != nil && r.groupOrg != "" && f.org != "" && f.title == "" &&
		f.date != nil && f.date.isRange && c.hasDate && c.p.Title != ""
}

// seasonWords are the words a year may carry after it ("2021 summer").
var seasonWords = set(`spring summer fall autumn winter`)

// appendStopFields appends to dst the fields of a cell separated by full
// stops ("Acme Labs. Research Intern."), when each is short and none is a
// sentence; a season left beside a year ("summer") is dropped. Other
// cells are appended as they are.
func appendStopFields(dst []string, c string) []string {
	if !strings.Contains(c, ". ") {
		return append(dst, c)
	}
	n := len(dst)
	for _, p := range strings.Split(strings.TrimRight(c, ". "), ". ") {
		p = strings.TrimSpace(p)
		if w := lastWord(p); wordCount(p) > 8 || wordCount(p) == 0 || isAbbrev(w) || len(w) <= 2 || strings.Contains(w, ".") {
			return append(dst[:n], c) // a sentence, or an abbreviation's dot
		}
		if seasonWords[strings.ToLower(p)] {
			continue
		}
		if !titleCased(p) {
			return append(dst[:n], c) // "Led the storage team": a description
		}
		dst = append(dst, p)
	}
	if len(dst) == n {
		return append(dst, c)
	}
	return dst
}

func lastWord(s string) string {
	return strings.Trim(s[strings.LastIndexByte(s, ' ')+1:], ".,;([") // "(Dr." is an abbreviation too
}

// dropWithPerson drops a supervisor named after "with" by an honorific
// from a position cell ("Research Assistant with Dr. Ann Example").
func dropWithPerson(c string) string {
	if !strings.Contains(c, " with ") && !strings.Contains(c, " under ") {
		return c
	}
	if i := withPersonAt(c); i >= 0 {
		return c[:i]
	}
	return c
}

// spellsCell reports whether a cell is several date spans separated by
// ';' or ',' ("Feb 2013 – Jul 2013; Jun 2012 – Sep 2012"): a position held
// in several spells.
func spellsCell(l line, c string) bool {
	if !strings.ContainsAny(c, ";,") {
		return false
	}
	parts := strings.FieldsFunc(c, func(r rune) bool { return r == ';' || r == ',' })
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if _, left, ok := memOf(l).dateLine(p); !ok || left != "" || len(memOf(l).findDates(p)) == 0 {
			return false
		}
	}
	return true
}

// descriptionWrap reports whether line i of an entry is the wrapped end
// of a description bullet: no glyph of its own, indented past the glyph
// of a list item above it (not the entry's first line), and neither
// holds a date. (A wrapped item that holds the entry's fields is read.)
func descriptionWrap(ls []line, i int) bool {
	if i == 0 || ls[i].List != "" || ls[i].Indent == 0 || len(memOf(ls[i]).findDates(ls[i].Text)) > 0 {
		return false
	}
	for j := i - 1; j > 0; j-- {
		if ls[j].List != "" {
			return ls[i].Indent > ls[j].Indent && len(memOf(ls[j]).findDates(ls[j].Text)) == 0
		}
		if ls[j].Indent != ls[i].Indent {
			return false
		}
	}
	return false
}

// proseParagraph reports whether t is a paragraph of prose: more than 30
// words in two sentences or more, the first with no date (a dated line
// is an entry whatever its length).
func proseParagraph(t string) bool {
	if wordCount(t) <= 30 {
		return false
	}
	first := firstSentence(t)
	return first != t && len(findDates(first)) == 0
}

// posCells splits a position line (its date cut out) into cells: at tabs
// and " · ", then each cell at full stops when its fields are so
// separated (appendStopFields).
func posCells(t string) []string { return appendPosCells(nil, t) }

// appendPosCells appends posCells(t) to dst: the runs between tabs found
// by a byte search (a tab is one byte, never part of another rune), each
// split by appendStopFields, with no slice made on the way
// (TestPosCellsScan holds it to the FieldsFunc and stopFields it was, kept in
// the test).
func appendPosCells(dst []string, t string) []string {
	t = strings.ReplaceAll(t, " · ", "\t") // t itself when it holds none
	for i := 0; i < len(t); {
		j := strings.IndexByte(t[i:], '\t')
		if j < 0 {
			j = len(t) - i
		}
		if j > 0 {
			dst = appendStopFields(dst, t[i:i+j])
		}
		i += j + 1
	}
	return dst
}

// onlyDateCell reports whether a cell is only a date (the second spell of
// a position held twice, left after the first was cut out).
func onlyDateCell(c string) bool {
	_, left, ok := dateLine(c)
	return ok && left == "" && len(findDates(c)) > 0
}

// shortDated reports whether a line ending with a full stop is a few
// words with a date range rather than a sentence ("Storage and Retrieval
// Group (May 2019 - June 2021)."): the words left without the dates are
// six or fewer.
func shortDated(t string) bool {
	rest, d, _ := cutDate(t)
	return d != nil && d.isRange && wordCount(rest) <= 6
}

// unitLine reports whether a line read as f names only a unit with its
// own span, under the organisation a head names: it does not replace
// that organisation, even a one-word one.
func unitLine(f posLine) bool {
	return f.title == "" && f.date != nil && f.date.isRange
}

// reBracketPerson is a note in brackets naming a person by their role:
// "(Mentor: Ann Example)", "(host: Dr. Bo Reyes)".
var reBracketPerson = regexp.MustCompile(`(?i)\(\s*(?:mentors?|managers?|advis[oe]rs?|supervisors?|hosts?|pi)\s*[:：][^()]*\)`)

// withoutPersonNotes drops the notes in brackets naming a person from a
// line ("Acme Labs (Mentor: Ann Example)   Springfield"): a mentor or a
// host named beside an organisation says nothing about the section's
// kind.
func withoutPersonNotes(s string) string {
	if !strings.Contains(s, "(") || !hasColon(s) {
		return s
	}
	return reBracketPerson.ReplaceAllString(s, " ")
}

// titledCells reports whether a line is cells separated by " · " or
// tabs, the first a job title ("Research Associate · supervised by Dr.
// Bo Reyes, Dr. Cy Tam · Springfield"): fields, however many words the
// notes after the title hold, not a sentence.
func titledCells(t string) bool {
	first, _, ok := strings.Cut(t, " · ")
	if !ok {
		first, _, ok = strings.Cut(t, "\t")
	}
	return ok && isTitleLike(strings.TrimSpace(first))
}

// subItemEntry reports whether entry i of a section is a nested list
// item under the entry above: a list item indented past the first line
// of the nearest entry above that is not one, holding no date ("* Lead
// Engineer, Acme (2020 - 2022)" over "  * Storage: a fictional
// speedup"). It describes that entry and names no position.
func subItemEntry(es []entry, i int) bool {
	l := es[i].lines[0]
	if i == 0 || l.List == "" || l.Indent == 0 && l.Depth == 0 || len(memOf(l).findDates(l.Text)) > 0 {
		return false
	}
	for j := i - 1; j >= 0; j-- {
		p := es[j].lines[0]
		if p.Indent < l.Indent || p.Depth < l.Depth {
			return true
		}
		if p.Indent > l.Indent {
			return false
		}
	}
	return false
}

// dropAdvisorClause drops an advisor clause that stands between a title
// and an organisation (what follows it names one), so the organisation
// is read: "Research Assistant, Advised by Prof. Bo Reyes, Vision Lab,
// Example University". An advisor clause at the end is left to dropWith.
func dropAdvisorClause(c string) string {
	if !strings.Contains(c, " by ") {
		return c
	}
	start, end, ok := advisorClauseIndex(c) // speed_advisor.go
	if !ok {
		return c
	}
	next, _, _ := strings.Cut(c[end:], ",")
	if r, _ := firstRune(next); !unicode.IsUpper(r) || !hasSetWord(next, orgWordSet) {
		return c // "..., the manager of the storage group": a note on the advisor
	}
	return c[:start] + ", " + c[end:]
}

// projectHead reports whether the organisation a record holds is the
// name of a project rather than of a place of work: the entry's first
// line, three words or more naming no organisation ("Exploring Fictional
// Queue Models   Sept.2020 – May.2022"), when a title line under it names
// the organisation after an advisor ("Research Assistant, Advised by
// Prof. Bo Reyes, Vision Lab, Example University"): that organisation
// replaces it.
func (r *posReader) projectHead(f posLine) bool {
	c := r.cur
	return c != nil && f.advised && f.title != "" && c.p.Title == "" &&
		wordCount(c.p.Organization) >= 3 && !hasSetWord(c.p.Organization, orgWordSet) && hasSetWord(f.org, orgWordSet)
}

// closesOpenRange ends the range the line above left open ("Software
// Engineer, Acme   Feb. 2023-") with a date that is the last cell of this
// line (a printed CV's date column wraps beside the first detail line:
// "• Wrote fictional tools.   Oct. 2024"). It reports whether it did.
func (r *posReader) closesOpenRange(l line) bool {
	if r.cur == nil || !r.cur.open || len(l.Cells) < 2 {
		return false
	}
	last := l.Cells[len(l.Cells)-1]
	d, left, ok := memOf(l).dateLine(last)
	if end, list := dateListEnd(last); list {
		d, left, ok = dateSpan{to: end}, "", true // "2020, 2021" (positions_spells.go)
	}
	if !ok || left != "" || d.isRange || len(memOf(l).findDates(last)) == 0 {
		return false
	}
	r.cur.p.End, r.cur.open = d.to, false
	return true
}
