package parse

import (
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv/parse/sections"
	"github.com/vitae-cv/vitae/internal/textscan"
)

// kind is what a section holds (sections.Kind); its values are the
// sections package's, under the names the parser's readers use.
type kind = sections.Kind

const (
	secHeader       = sections.Header
	secUnknown      = sections.Unknown
	secEducation    = sections.Education
	secPositions    = sections.Positions
	secPublications = sections.Publications
	secAwards       = sections.Awards
	secTalks        = sections.Talks
	secService      = sections.Service
	secTeaching     = sections.Teaching
	secSkills       = sections.Skills
	secProjects     = sections.Projects
	secInterests    = sections.Interests
	secSummary      = sections.Summary
	secContact      = sections.Contact
	secSkipped      = sections.Skipped
	secMixed        = sections.Mixed
)

// kindNames are the kinds' names, in Kind order (sections.Names).
var kindNames = sections.Names

// section is a run of lines under one heading (sections.Section).
type section = sections.Section

// headingWords are the words plain-text section headings are made of
// (words/heading.txt).
var headingWords = wordSet("heading")

func set(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// classify names the section a heading introduces; ok is false when the
// text does not read as a section heading at all (sections.Classify).
func classify(title string) (kind, bool) { return sections.Classify(title) }

// kindLines reads words/NAME.txt as "kind: word word ..." lines
// (sections.KindLines).
func kindLines(name string) []sections.KindLine { return sections.KindLines(name) }

// headingCandidate reports whether a non-Markdown line looks like a
// section heading: all caps, or a short line made of heading words.
func headingCandidate(l *line) (string, bool) {
	if l.Blank || l.List != "" || len(l.Cells) > 1 {
		return "", false
	}
	t := headingTitle(l.Text)
	// a heading ends with no full stop: "Best Paper Award." set bold is
	// the wrapped end of an entry
	if len(t) > 60 || containsAnyOf(t, "@|") || strings.HasSuffix(t, ".") {
		return "", false
	}
	if n := wordsUpTo(t, 6); n == 0 || n > 6 {
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
	if !allWordsIn(t, headingWords) {
		return "", false
	}
	return t, true
}

// headingTitle is a heading line's title: without a final colon or a
// note in parentheses ("Publications (* denotes equal contribution)").
func headingTitle(text string) string {
	t := strings.TrimSpace(strings.TrimRight(text, ":"))
	if i := strings.IndexByte(t, '('); i > 0 && strings.HasSuffix(t, ")") {
		t = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(t[:i]), ":"))
	}
	return t
}

// firstRune returns the first rune of s and its offset (textscan.FirstRune).
func firstRune(s string) (rune, int) { return textscan.FirstRune(s) }

// pubSubsection recognises sub-headings inside a publications section and
// returns the status they imply ("" for published work).
func pubSubsection(l line) (string, bool) {
	if l.Blank || l.List != "" || l.Heading == 1 {
		return "", false
	}
	t := strings.TrimRight(l.Text, ": ")
	if st, ok := pubSubsectionText(t); ok {
		return st, true
	}
	if i := strings.IndexByte(t, '('); i > 0 && strings.HasSuffix(t, ")") {
		return pubSubsectionText(strings.TrimRight(t[:i], ": ")) // "Conferences (as first author)"
	}
	return "", false
}

// pubSubsectionText is pubSubsection for a label's text.
func pubSubsectionText(t string) (string, bool) {
	if len(t) > 60 {
		return "", false
	}
	if n := wordsUpTo(t, 6); n == 0 || n > 6 {
		return "", false
	}
	// what strings.ToLower(t) holds, asked without a copy (lowerFoldSafe)
	lt := t
	if !lowerFoldSafe(t) {
		lt = strings.ToLower(t)
	}
	switch stageLabel(lt) {
	case "under_review":
		return "under_review", true
	case "preprint":
		if containsAnyFold(lt, "workshop", "conference", "journal") {
			return "published", true // a mixed list: each entry says what it is
		}
		return "preprint", true
	}
	switch {
	case hasWord(t, thesisLabelWords): // whole words: "Synthesis" is no thesis
		return "thesis", true
	case containsFold(lt, "patent"):
		return "patent", true
	}
	if !allWordsIn(t, pubSubWords) { // every word of words(t), none built
		return "", false
	}
	return "published", true
}

var thesisLabelWords = set(`thesis theses dissertation dissertations`)

var pubSubWords = set(`conference journal workshop papers paper articles article proceedings and refereed peer reviewed selected publications
book chapters chapter books theses thesis dissertations patents patent posters poster demos short other international domestic national full abstracts
magazine non symposium journals conferences workshops`)

// opensUnknownSection decides whether an all-caps line that names no
// known section starts a section of its own. Inside a known section it is
// a group label ("STORAGE SYSTEMS", a project name) unless it is made only
// of heading words ("PERSONAL INFORMATION"): a label must never become an
// unknown section that swallows the entries after it.
func opensUnknownSection(cur kind, t string) bool {
	switch cur {
	case secHeader:
		return false
	case secUnknown, secSkipped:
		return true
	}
	for _, w := range words(t) {
		if !headingWords[w] {
			return false
		}
	}
	return true
}

// splitSections groups lines into sections. A line opens a section when
// sectionHead says so; in a publications section, a sub-heading line
// ("Journal Articles", "Preprints") is marked on the line instead.
// Sections with a vague heading are then read by their content.
func splitSections(ls []line) []section {
	ls = joinDateWraps(splitMarginHeadings(ls)) // dates_wrap.go
	level := sectionLevel(ls)
	var styled []bool
	if level == 0 {
		styled = styleHeadings(ls) // sections_style.go
	}
	secs := []section{{Kind: secHeader, Line: 1}}
	cur := &secs[0]
	// a section's lines are the run of ls between its heading and the
	// next (no copy): from is where the current section's begin; only
	// .sub is written, which no heading test reads
	from := 0
	for i := 0; i < len(ls); i++ {
		l := &ls[i]
		// a heading wrapped over two lines first (sections_style.go)
		title, wrapped := wrappedHeading(ls, styled, i)
		ok := wrapped
		if !ok {
			title, ok = sectionHead(ls, i, level, cur.Kind, len(secs) == 1, styled != nil && styled[i])
		}
		if ok && l.Heading == 0 && insideNumberedRun(ls, i) { // sections_wrap.go
			ok, wrapped = false, false
			memOf(*l).note(l.N, roleContinued, "continued: the tail of the numbered item above (the next item's number follows on)")
		}
		if ok && l.Heading == 0 && completesAwardAbove(ls, i) { // sections_wrap.go
			ok, wrapped = false, false
			memOf(*l).note(l.N, roleContinued, "continued: the rest of a paper-award name begun on the line above")
		}
		if ok {
			cur.Lines = sectionRun(ls, from, i)
			if wrapped {
				noteWrappedHeading(ls, i)
				i++ // the heading's second line
			}
			k, _ := memOf(*l).classify(title)
			secs = append(secs, section{Kind: k, Title: title, Line: l.N})
			from = i + 1
			cur = &secs[len(secs)-1]
			continue
		}
		if cur.Kind == secPublications {
			// the layout first: it is cheaper than the words
			if l.Heading > 0 || standalone(ls, i) || l.Bold || l.Italic || tightSubsection(ls, i) {
				if st, sub := pubSubsection(*l); sub {
					l.Sub = st
				}
			}
		}
	}
	cur.Lines = sectionRun(ls, from, len(ls))
	for i := range secs[1:] {
		readByContent(&secs[i+1])
	}
	return fileSections(secs, ls) // sections_kind_pass.go
}

// sectionRun is ls[from:to] as a section's lines, full (an append
// copies); nil when empty.
func sectionRun(ls []line, from, to int) []line {
	if to <= from {
		return nil
	}
	return ls[from:to:to]
}

// sectionLevel is the Markdown heading level of section headings: the
// smallest level that introduces a known section (0 when none does).
func sectionLevel(ls []line) int {
	level := 0
	for _, l := range ls {
		if l.Heading > 0 {
			if _, ok := memOf(l).classify(l.Text); ok && (level == 0 || int(l.Heading) < level) {
				level = int(l.Heading)
			}
		}
	}
	return level
}

// sectionHead decides whether line i opens a section and returns its
// title. In order: a Markdown heading at the section level opens one
// (known or not, once past the header; a higher heading at the top is
// the name); any other line must look like a heading and stand apart,
// and then opens a section when its words, or its note in parentheses,
// name a known kind, or when it is in capitals and opensUnknownSection
// allows it. A line in the CV's heading style (styled, see
// styleHeadings) stands apart and opens a section past the header even
// when its words name no kind. A publications sub-heading never opens a
// section.
func sectionHead(ls []line, i, level int, cur kind, inHeader, styled bool) (string, bool) {
	l := &ls[i] // read only: no copy of the line
	if l.Heading > 0 && int(l.Heading) <= level {
		_, known := memOf(*l).classify(l.Text)
		if int(l.Heading) < level && inHeader {
			return "", false // the name, as "# Name" above "## Section"s
		}
		ok := known || int(l.Heading) < level || cur != secHeader || headsKnownContent(ls, i) // sections_kind_pass.go
		if ok {
			noteHeading(ls, i, "heading: marked a heading (markup, or larger type) at the CV's section level")
		}
		return l.Text, ok
	}
	t, ok := headingCandidate(l)
	if !ok && styled {
		t, ok = headingTitle(l.Text), true
	}
	if !ok || !(styled || standalone(ls, i) || tightHeading(*l, t)) {
		return styledHeading(ls, i, cur) // sections_kind_pass.go
	}
	if _, sub := pubSubsection(*l); sub && cur == secPublications {
		return "", false
	}
	if _, known := memOf(*l).classify(t); known {
		noteHeading(ls, i, "heading: a line apart whose words name a section")
		return t, true
	}
	if _, known := memOf(*l).classify(l.Text); known {
		noteHeading(ls, i, "heading: a line apart whose note in brackets names a section")
		return l.Text, true // "TECHNOLOGY TRANSFER (PATENTS)": the note names it
	}
	if styled && cur != secHeader && cur != secPublications && (!allCaps(t) || opensUnknownSection(cur, t)) {
		// unknown: a publications section's unknown heads are its
		// sub-headings, and capitals name a group as opensUnknownSection says
		noteHeading(ls, i, "heading: in the CV's heading style")
		return t, true
	}
	if l.Heading == 0 && allCaps(t) && opensUnknownSection(cur, t) {
		noteHeading(ls, i, "heading: a line apart in capitals")
		return t, true
	}
	return "", false
}

// tightHeading accepts a heading with no blank line around it when it is
// short, made only of heading words and names a known section.
func tightHeading(l line, t string) bool {
	if l.List != "" || wordCount(t) > 4 || strings.HasSuffix(l.Text, ".") {
		return false
	}
	_, known := memOf(l).classify(t)
	return known
}

// tightSubsection accepts a publication sub-heading with no blank line
// around it ("Conference papers" right above its list): short, no
// brackets or final period, and a list item next.
func tightSubsection(ls []line, i int) bool {
	l := &ls[i]
	if wordsUpTo(l.Text, 4) > 4 || strings.ContainsAny(l.Text, "[]") || strings.HasSuffix(l.Text, ".") {
		return false
	}
	return i+1 < len(ls) && ls[i+1].List != ""
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
	l := &ls[i]
	if l.Heading > 0 || l.Bold {
		return true
	}
	prevBlank := i == 0 || ls[i-1].Blank
	nextBlank := i+1 >= len(ls) || ls[i+1].Blank
	if allCaps(l.Text) {
		return prevBlank || nextBlank
	}
	return prevBlank
}

// splitMarginHeadings handles CVs (PDF text) that put section names in a
// left-hand column on the same line as the first content line:
// "Education        Acme University". Such a line becomes a heading line
// and a content line. A name broken over two lines of the column
// ("Grants and" above "Awards") is joined. Only lines that start at the
// margin, whose first cell names a known section in heading words only,
// count, and only when the CV does this at least twice, or once when its
// other headings hang in the margin (hangingHeadings).
func splitMarginHeadings(ls []line) []line {
	n := 0
	for i := range ls {
		if _, ok := marginHeading(ls, i); ok {
			n++
		}
	}
	if n == 0 || n == 1 && !hangingHeadings(ls) {
		return ls
	}
	out := make([]line, 0, len(ls)+n)
	for i := 0; i < len(ls); i++ {
		title, ok := marginHeading(ls, i)
		if !ok {
			out = append(out, ls[i])
			continue
		}
		l := ls[i]
		out = append(out, line{N: l.N, Text: title, Cells: []string{title}, MD: title})
		out = append(out, restCells(l, 1)...)
		if joined := strings.Count(title, " ") > strings.Count(l.Cells[0], " "); joined && i+1 < len(ls) {
			i++
			out = append(out, restCells(ls[i], 1)...)
		}
	}
	return out
}

// marginHeading returns the section name that opens line i in a left
// column, joined with the next line's first cell when the name continues
// there ("Grants and" / "Awards").
func marginHeading(ls []line, i int) (string, bool) {
	l := &ls[i]
	if l.Heading > 0 || l.List != "" || l.Indent > 2 || len(l.Cells) < 2 || l.Blank {
		return "", false
	}
	first := strings.TrimRight(l.Cells[0], ":")
	if !headingVocabulary(first) {
		return "", false
	}
	if endsWithConnector(first) && i+1 < len(ls) {
		nx := &ls[i+1]
		if !nx.Blank && nx.Indent <= 2 && nx.List == "" && len(nx.Cells) >= 1 && headingVocabulary(nx.Cells[0]) {
			first += " " + strings.TrimRight(nx.Cells[0], ":")
		}
	}
	if _, ok := classify(first); !ok {
		return "", false
	}
	return first, true
}

func headingVocabulary(t string) bool {
	if n := wordsUpTo(t, 4); n == 0 || n > 4 {
		return false
	}
	r, _ := firstRune(t)
	return unicode.IsUpper(r) && allWordsIn(t, headingWords)
}

func endsWithConnector(t string) bool {
	ws := words(t)
	if len(ws) == 0 {
		return strings.HasSuffix(t, "&")
	}
	last := ws[len(ws)-1]
	return last == "and" || last == "of" || strings.HasSuffix(t, "&") || strings.HasSuffix(t, ",")
}

// restCells is line l without its first k cells, or nothing when no cell
// is left.
func restCells(l line, k int) []line {
	if len(l.Cells) <= k {
		return nil
	}
	r := l
	r.Cells = append([]string(nil), l.Cells[k:]...)
	r.Text = strings.Join(r.Cells, "\t")
	r.MD = r.Text
	r.Indent = 16
	return []line{r}
}

// readByContent gives a section whose heading is vague ("Research", or no
// known word at all) the kind its lines show: three or more author lists
// with years make it a publications section, as on homepages where
// "Research" holds the papers. A heading that says "projects" keeps its
// kind.
func readByContent(s *section) {
	vague := s.Kind == secUnknown || (s.Kind == secProjects && !headingHas(words(s.Title), "project"))
	if !vague || openedByModel(s) { // linerole_sections.go
		return
	}
	authors, years := 0, 0
	for _, l := range s.Lines {
		if l.Blank {
			continue
		}
		if memOf(l).isAuthorList(l.Text) {
			authors++
		}
		if hasYear(l.Text) {
			years++
		}
	}
	if authors >= 3 && years >= 3 {
		s.Kind = secPublications
		sectionMemo(s).noteKindCount(s.Line, "by content: %d lines hold an author list, %d a year", authors, years)
	}
}

// headingHas reports whether the heading's words contain key
// (sections.HeadingHas).
func headingHas(ws []string, key string) bool { return sections.HeadingHas(ws, key) }
