package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/lineview"
)

// LineView is one line of a document as the parser read it
// (lineview.LineView: the renderers print it without importing the
// parser).
type LineView = lineview.LineView

// Cue is a line's layout cues (lineview.Cue).
type Cue = lineview.Cue

// Explain reads d as ParseDoc does and returns one view per line. Running
// headers and footers are included, marked "repeats", though they are not
// read as content. It reads the lines and sections only: ExplainParse
// runs the whole parse and says what it made of each line and why.
func Explain(d *doc.Doc) []LineView {
	views, _ := explainViews(d)
	return views
}

// explainViews is Explain, with the view of each parse line number.
func explainViews(d *doc.Doc) ([]LineView, map[int]int) { return explainViewsWith(d, nil) }

// explainViewsWith is explainViews; with opt, the sections are split as
// the parse under opt splits them, with the line-role model's reading
// (linerole_sections.go), so that ExplainParse shows the parse's
// sections.
func explainViewsWith(d *doc.Doc, opt *Options) ([]LineView, map[int]int) {
	d = typedDoc(d)
	ls := docLines(d, nil)
	if opt != nil {
		withLineRoles(ls, *opt, d) // linerole_model.go
	}
	views := make([]LineView, len(ls))
	at := make(map[int]int, len(ls)) // source line -> view
	for i, l := range ls {
		at[l.N] = i
		views[i] = LineView{Src: l.N, Text: l.Text}
		if src, ok := d.LineAt(l.N); ok {
			views[i].Page, views[i].Src = src.Page, src.Src
			views[i].Cue = cueOf(src, l)
			views[i].Cues = views[i].Cue.String()
			if src.Repeats {
				views[i].Text = strings.TrimSpace(src.Text)
			}
		}
	}
	for _, s := range splitSections(ls) {
		markSection(views, at, s)
	}
	return views, at
}

// markSection names the section of each of s's lines, and its heading.
func markSection(views []LineView, at map[int]int, s section) {
	if i, ok := at[s.Line]; ok && s.Title != "" {
		views[i].Section, views[i].Title = s.Kind.String(), s.Title
	}
	for _, l := range s.Lines {
		if i, ok := at[l.N]; ok {
			views[i].Section = s.Kind.String()
		}
	}
}

// cueOf is the layout cues of a line: those its front end gave it (src)
// and those the parser found in its markup (l).
func cueOf(src doc.Line, l line) Cue {
	c := Cue{Heading: int(l.Heading), Bold: l.Bold, Italic: l.Italic,
		List: l.List, Depth: l.ListDepth(), Quote: l.QuoteDepth(), Indent: int(l.Indent), Repeats: src.Repeats}
	if len(l.Cells) > 1 {
		c.Cells = len(l.Cells)
	}
	if s := l.RelSize(); s > 0 && (s < 0.95 || s > 1.05) {
		c.Size = s
	}
	return c
}
