package parse

import (
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
)

// LineView is one line of a document as the parser read it: where it came
// from, the cues its front end gave it, and the section it was read in.
// "vitae parse --show-lines" prints these so a user can see why a line was
// read as it was.
type LineView struct {
	Page    int    // page of a PDF, 0 for other formats
	Src     int    // source line (PDF: line on its page; DOCX: paragraph)
	Section string // the kind of section the line was read in ("header", "publications", ...)
	Title   string // for a section heading: the heading as read; "" otherwise
	Cue     Cue    // the line's cues, typed
	Cues    string // the same cues as --show-lines prints them: "h2 bold list:- depth:1 indent:4 size:1.40 repeats"
	Text    string // the line's text as the parser sees it (markup removed)
	// What the parser made of the line, and why (ExplainParse only;
	// Explain leaves them empty): Role is one of heading, name, contact,
	// entry, citation, authors, title, venue, award, tag, label,
	// description, continued, dropped, furniture, skipped, or "" when no
	// pass decided anything about the line; Start marks the line that
	// opens an entry; Why names the cue or rule that decided.
	Role  string
	Start bool
	Why   string
}

// Where is the line's place as --show-lines prints it: "12", or "p2:12"
// for a line of a paged document.
func (v LineView) Where() string {
	if v.Page > 0 {
		return fmt.Sprintf("p%d:%d", v.Page, v.Src)
	}
	return fmt.Sprintf("%d", v.Src)
}

// Cue is a line's layout cues: those its front end gave it and those the
// parser found in its markup.
type Cue struct {
	Heading int     // heading level 1-6, 0 for none
	Bold    bool    // the line is bold
	Italic  bool    // the line is italic
	List    string  // the list marker ("-", "1."), "" for none
	Depth   int     // list depth
	Quote   int     // blockquote depth (Markdown "> " markers)
	Indent  int     // indentation in columns
	Cells   int     // table cells or columns, when more than one
	Size    float64 // size relative to the body when notably unlike it (under 0.95 or over 1.05), else 0
	Repeats bool    // running header or footer: repeated at the same place across pages
}

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
		at[l.n] = i
		views[i] = LineView{Src: l.n, Text: l.text}
		if src, ok := d.LineAt(l.n); ok {
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
	if i, ok := at[s.line]; ok && s.title != "" {
		views[i].Section, views[i].Title = s.kind.String(), s.title
	}
	for _, l := range s.lines {
		if i, ok := at[l.n]; ok {
			views[i].Section = s.kind.String()
		}
	}
}

// cueOf is the layout cues of a line: those its front end gave it (src)
// and those the parser found in its markup (l).
func cueOf(src doc.Line, l line) Cue {
	c := Cue{Heading: int(l.heading), Bold: l.bold, Italic: l.italic,
		List: l.list, Depth: l.listDepth(), Quote: l.quoteDepth(), Indent: int(l.indent), Repeats: src.Repeats}
	if len(l.cells) > 1 {
		c.Cells = len(l.cells)
	}
	if s := l.relSize(); s > 0 && (s < 0.95 || s > 1.05) {
		c.Size = s
	}
	return c
}

// String writes the cues as --show-lines prints them.
func (c Cue) String() string {
	var out []string
	add := func(ok bool, s string) {
		if ok {
			out = append(out, s)
		}
	}
	add(c.Heading > 0, fmt.Sprintf("h%d", c.Heading))
	add(c.Bold, "bold")
	add(c.Italic, "italic")
	add(c.List != "", "list:"+c.List)
	add(c.Depth > 0, fmt.Sprintf("depth:%d", c.Depth))
	add(c.Quote > 0, fmt.Sprintf("quote:%d", c.Quote))
	add(c.Indent > 0, fmt.Sprintf("indent:%d", c.Indent))
	add(c.Cells > 1, fmt.Sprintf("cells:%d", c.Cells))
	add(c.Size > 0, fmt.Sprintf("size:%.2f", c.Size))
	add(c.Repeats, "repeats")
	return strings.Join(out, " ")
}
