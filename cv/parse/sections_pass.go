package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/cv/parse/lines"
	"github.com/vitae-cv/vitae/cv/parse/sections"
)

// The second pass, sections, is cv/parse/sections: it finds the headings
// and splits the lines into sections of a kind, asking the parser what
// needs its memory, its entry readers or its line-role model through
// sectionReader. The parser then reads the vague sections by their
// content and files each section's parts (readByContent, fileSections).

// splitSections groups lines into sections (sections.Split, after
// margin headings are cut and wrapped dates joined), then reads vague
// sections by their content and files them by kind.
func splitSections(ls []line) []section {
	ls = joinDateWraps(sections.SplitMargin(ls)) // dates_wrap.go
	var m *memo
	for i := 0; i < len(ls) && m == nil; i++ {
		m = memOf(ls[i]) // the parse's (a line cut from a margin has none)
	}
	secs := sections.Split(ls, sectionReader{m})
	for i := range secs[1:] {
		readByContent(&secs[i+1])
		readStatusHeading(&secs[i+1]) // pubs_heading_status.go
	}
	return fileSections(secs, ls) // sections_kind_pass.go
}

// sectionReader answers the sections pass for one parse (m: its memo,
// nil outside a parse).
type sectionReader struct{ m *memo }

func (r sectionReader) Classify(title string) (kind, bool)       { return r.m.classify(title) }
func (r sectionReader) ContentKind(ls []line) (kind, bool)       { return contentKind(ls) }
func (r sectionReader) SubHeading(l line) (string, bool)         { return pubSubsection(l) }
func (r sectionReader) CompletesAbove(ls []line, i int) bool     { return completesAwardAbove(ls, i) }
func (r sectionReader) NoteHeading(ls []line, i int, why string) { noteHeading(ls, i, why) }
func (r sectionReader) NoteWrapped(ls []line, i int)             { noteWrappedHeading(ls, i) }

func (r sectionReader) ModelOpens(ls []line, i int, title string, cur kind, known bool) (string, bool) {
	return modelOpens(ls, i, title, cur, known)
}

func (r sectionReader) NoteContinued(l *line, why string) {
	memOf(*l).note(l.N, roleContinued, why)
}

func (r sectionReader) NoteStyle(l *line, members int) { memOf(*l).noteStyle(l.N, members) }

// The sections pass's helpers the entry readers use, under their names here.
var headingWords = sections.HeadingWords

func allCaps(t string) bool                   { return sections.AllCaps(t) }
func insideNumberedRun(ls []line, i int) bool { return sections.InsideNumberedRun(ls, i) }
func labelRun(ls []line, i int) []line        { return sections.LabelRun(ls, i) }
func readableKind(k kind) bool                { return sections.Readable(k) }
func markKind(m string) string                { return lines.MarkKind(m) }
func nextNonBlank(ls []line, i int) int       { return lines.NextNonBlank(ls, i) }

// completesAwardAbove reports whether line i is the rest of a paper-award
// name whose first word ends the line above.
func completesAwardAbove(ls []line, i int) bool {
	if i == 0 || ls[i-1].Blank {
		return false
	}
	prev := strings.TrimSpace(ls[i-1].Text)
	last := prev[strings.LastIndexByte(prev, ' ')+1:]
	if last == "" || strings.ContainsAny(last, ".,;:") {
		return false
	}
	head := strings.TrimRight(strings.TrimSpace(stripEmphasis(ls[i].Text)), ".:;,")
	joined := last + " " + head
	loc := rePaperAward.FindStringIndex(joined)
	return loc != nil && loc[0] == 0 && loc[1] == len(joined)
}
