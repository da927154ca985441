package sections

import (
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv/parse/lines"
)

// HeadingWords are the words plain-text section headings are made of
// (words/heading.txt).
var HeadingWords = wordSet("heading")

// headingCandidate reports whether a non-Markdown line looks like a
// section heading: all caps, or a short line made of heading words. A
// title in ASCII is read in one pass (a23h_heads.go).
func headingCandidate(l *lines.Line) (string, bool) {
	if l.Blank || l.List != "" || len(l.Cells) > 1 || longPlainLine(l.Text) {
		return "", false
	}
	t := headingTitle(l.Text)
	// a heading ends with no full stop: "Best Paper Award." set bold is
	// the wrapped end of an entry
	if len(t) > 60 || strings.HasSuffix(t, ".") {
		return "", false
	}
	ok := false
	if sh, ascii := asciiTitleShape(t); ascii {
		ok = candidateShape(t, sh)
	} else {
		ok = candidateText(t)
	}
	if !ok {
		return "", false
	}
	return t, true
}

// candidateText is headingCandidate's test of a title t beyond ASCII (no
// longer than 60 bytes, no final full stop).
func candidateText(t string) bool {
	if containsAnyOf(t, "@|") {
		return false
	}
	if n := wordsUpTo(t, 6); n == 0 || n > 6 {
		return false
	}
	letters, upper, digit := letterCounts(t) // heading_letters.go
	if digit {
		return false
	}
	if letters >= 4 && upper == letters {
		return true
	}
	first, _ := firstRune(t)
	return unicode.IsUpper(first) && allWordsIn(t, HeadingWords)
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

// opensUnknownSection decides whether an all-caps line that names no
// known section starts a section of its own. Inside a known section it is
// a group label ("STORAGE SYSTEMS", a project name) unless it is made only
// of heading words ("PERSONAL INFORMATION"): a label must never become an
// unknown section that swallows the entries after it.
func opensUnknownSection(cur Kind, t string) bool {
	switch cur {
	case Header:
		return false
	case Unknown, Skipped:
		return true
	}
	for _, w := range words(t) {
		if !HeadingWords[w] {
			return false
		}
	}
	return true
}

// Split groups lines into sections: the header (before the first
// heading) and one section per heading, kinds by their heading words
// (r.Classify). A line opens a section when sectionHead says so; in a
// publications section, a sub-heading line ("Journal Articles",
// "Preprints") is marked on the line instead (Line.Sub, r.SubHeading).
// The lines come as the reader has them after SplitMargin (and whatever
// joins it makes); the sections' lines are runs of ls, not copies.
// Reading vague sections by their content is the reader's next step.
func Split(ls []lines.Line, r Reader) []Section {
	level := sectionLevel(r, ls)
	var styled []bool
	if level == 0 {
		styled = styleHeadings(r, ls) // style.go
	}
	// room for the sections of most CVs at once (an append past it grows
	// the slice as before)
	secs := make([]Section, 1, 16)
	secs[0] = Section{Kind: Header, Line: 1}
	cur := &secs[0]
	// a section's lines are the run of ls between its heading and the
	// next (no copy): from is where the current section's begin; only
	// .Sub is written, which no heading test reads
	from := 0
	for i := 0; i < len(ls); i++ {
		l := &ls[i]
		title, wrapped, ok := headingAt(r, ls, styled, i, level, cur.Kind, len(secs) == 1)
		if ok {
			cur.Lines = sectionRun(ls, from, i)
			if wrapped {
				r.NoteWrapped(ls, i)
				i++ // the heading's second line
			}
			k, _ := r.Classify(title)
			secs = append(secs, Section{Kind: k, Title: title, Line: l.N})
			from = i + 1
			cur = &secs[len(secs)-1]
			continue
		}
		if cur.Kind == Publications {
			markSubHeading(r, ls, i)
		}
	}
	cur.Lines = sectionRun(ls, from, len(ls))
	return secs
}

// headingAt decides whether line i opens a section, and its title:
// a heading wrapped over two lines first (style.go, wrapped), then one
// line, unless it is the tail of a numbered item or of a paper-award
// name begun above (each noted on the line). cur is the kind of the
// section i is in; inHeader that no section has opened yet.
func headingAt(r Reader, ls []lines.Line, styled []bool, i, level int, cur Kind, inHeader bool) (title string, wrapped, ok bool) {
	l := &ls[i]
	title, wrapped = wrappedHeading(r, ls, styled, i)
	ok = wrapped
	if !ok {
		title, ok = sectionHead(r, ls, i, level, cur, inHeader, styled != nil && styled[i])
	}
	if ok && l.Heading == 0 && InsideNumberedRun(ls, i) { // wrap.go
		r.NoteContinued(l, "continued: the tail of the numbered item above (the next item's number follows on)")
		return title, false, false
	}
	if ok && l.Heading == 0 && r.CompletesAbove(ls, i) {
		r.NoteContinued(l, "continued: the rest of a paper-award name begun on the line above")
		return title, false, false
	}
	return title, wrapped, ok
}

// markSubHeading marks line i of a publications section as a
// sub-heading when the reader takes it for one; the layout is asked
// first, as it is cheaper than the words.
func markSubHeading(r Reader, ls []lines.Line, i int) {
	l := &ls[i]
	if l.Heading > 0 || standalone(ls, i) || l.Bold || l.Italic || tightSubsection(ls, i) {
		if st, sub := r.SubHeading(*l); sub {
			l.SetSub(st)
		}
	}
}

// sectionRun is ls[from:to] as a section's lines, full (an append
// copies); nil when empty.
func sectionRun(ls []lines.Line, from, to int) []lines.Line {
	if to <= from {
		return nil
	}
	return ls[from:to:to]
}

// sectionLevel is the Markdown heading level of section headings: the
// smallest level that introduces a known section (0 when none does).
func sectionLevel(r Reader, ls []lines.Line) int {
	level := 0
	for i := range ls {
		l := &ls[i] // read only: no copy of the line
		// a heading no higher than the level found cannot lower it: its
		// words are not asked
		if l.Heading == 0 || (level != 0 && int(l.Heading) >= level) {
			continue
		}
		if _, ok := r.Classify(l.Text); ok {
			level = int(l.Heading)
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
func sectionHead(r Reader, ls []lines.Line, i, level int, cur Kind, inHeader, styled bool) (string, bool) {
	l := &ls[i] // read only: no copy of the line
	if l.Heading > 0 && int(l.Heading) <= level {
		return markedHead(r, ls, i, level, cur, inHeader)
	}
	t, ok := headingCandidate(l)
	if !ok && styled {
		t, ok = headingTitle(l.Text), true
	}
	if !ok || !(styled || standalone(ls, i) || tightHeading(r, *l, t)) {
		return styledHeading(r, ls, i, cur) // sections_kind_pass.go
	}
	if cur == Publications && isSubHeading(r, l) { // its words are asked only there
		return "", false
	}
	return plainHead(r, ls, i, t, cur, styled)
}

// isSubHeading reports whether the reader takes l for a publications
// sub-heading.
func isSubHeading(r Reader, l *lines.Line) bool {
	_, sub := r.SubHeading(*l)
	return sub
}

// markedHead decides a line marked a heading at the CV's section level
// (markup, or larger type), or above it.
func markedHead(r Reader, ls []lines.Line, i, level int, cur Kind, inHeader bool) (string, bool) {
	l := &ls[i]
	_, known := r.Classify(l.Text)
	if int(l.Heading) < level && inHeader {
		return "", false // the name, as "# Name" above "## Section"s
	}
	ok := known || int(l.Heading) < level || cur != Header || headsKnownContent(r, ls, i) // sections_kind_pass.go
	if ok {
		r.NoteHeading(ls, i, "heading: marked a heading (markup, or larger type) at the CV's section level")
	}
	return l.Text, ok
}

// plainHead decides an unmarked line apart whose title is t: a heading
// when its words, or its note in brackets, name a section, or, naming
// none, when it is in the CV's heading style or in capitals that open a
// section (opensUnknownSection).
func plainHead(r Reader, ls []lines.Line, i int, t string, cur Kind, styled bool) (string, bool) {
	l := &ls[i]
	if _, known := r.Classify(t); known {
		r.NoteHeading(ls, i, "heading: a line apart whose words name a section")
		return t, true
	}
	if _, known := r.Classify(l.Text); known {
		r.NoteHeading(ls, i, "heading: a line apart whose note in brackets names a section")
		return l.Text, true // "TECHNOLOGY TRANSFER (PATENTS)": the note names it
	}
	if styled && cur != Header && cur != Publications && (!AllCaps(t) || opensUnknownSection(cur, t)) {
		// unknown: a publications section's unknown heads are its
		// sub-headings, and capitals name a group as opensUnknownSection says
		r.NoteHeading(ls, i, "heading: in the CV's heading style")
		return t, true
	}
	if l.Heading == 0 && AllCaps(t) && opensUnknownSection(cur, t) {
		r.NoteHeading(ls, i, "heading: a line apart in capitals")
		return t, true
	}
	return "", false
}

// tightHeading accepts a heading with no blank line around it when it is
// short, made only of heading words and names a known section.
func tightHeading(r Reader, l lines.Line, t string) bool {
	if l.List != "" || wordCount(t) > 4 || strings.HasSuffix(l.Text, ".") {
		return false
	}
	_, known := r.Classify(t)
	return known
}

// tightSubsection accepts a publication sub-heading with no blank line
// around it ("Conference papers" right above its list): short, no
// brackets or final period, and a list item next.
func tightSubsection(ls []lines.Line, i int) bool {
	if i+1 >= len(ls) || ls[i+1].List == "" {
		return false // the layout first: no list item next
	}
	l := &ls[i]
	return wordsUpTo(l.Text, 4) <= 4 && !strings.ContainsAny(l.Text, "[]") && !strings.HasSuffix(l.Text, ".")
}

// AllCaps reports whether t has no lower-case letter.
func AllCaps(t string) bool {
	for _, r := range t {
		if unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// standalone reports whether line i stands apart: a blank line (or the
// start) before it, or it is bold or a Markdown heading.
func standalone(ls []lines.Line, i int) bool {
	l := &ls[i]
	if l.Heading > 0 || l.Bold {
		return true
	}
	if i == 0 || ls[i-1].Blank {
		return true // a blank line above: capitals or not
	}
	// in capitals, a blank line below does too (the text is read last)
	return (i+1 >= len(ls) || ls[i+1].Blank) && AllCaps(l.Text)
}
