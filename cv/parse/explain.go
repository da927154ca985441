package parse

import (
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
	unorm "golang.org/x/text/unicode/norm"
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
	Cues    string // the line's cues: "h2 bold list:- depth:1 indent:4 size:1.40 repeats"
	Text    string // the line's text as the parser sees it (markup removed)
}

// Explain reads d as ParseDoc does and returns one view per line. Running
// headers and footers are included, marked "repeats", though they are not
// read as content.
func Explain(d *doc.Doc) []LineView {
	ls := toLines(strings.ReplaceAll(unorm.NFC.String(d.Markdown()), "\r\n", "\n"))
	views := make([]LineView, len(ls))
	at := make(map[int]int, len(ls)) // source line -> view
	for i, l := range ls {
		at[l.n] = i
		views[i] = LineView{Src: l.n, Text: l.text}
		if src, ok := d.LineAt(l.n); ok {
			views[i].Page, views[i].Src = src.Page, src.Src
			views[i].Cues = cues(src, l)
			if src.Repeats {
				views[i].Text = strings.TrimSpace(src.Text)
			}
		}
	}
	for _, s := range splitSections(ls) {
		markSection(views, at, s)
	}
	return views
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

// cues describes the layout cues of a line: those its front end gave it
// (src) and those the parser found in its markup (l).
func cues(src doc.Line, l line) string {
	var c []string
	add := func(ok bool, s string) {
		if ok {
			c = append(c, s)
		}
	}
	h := max(src.Heading, l.heading)
	add(h > 0, fmt.Sprintf("h%d", h))
	add(src.Bold || l.bold, "bold")
	add(l.italic, "italic")
	add(l.list != "", "list:"+l.list)
	add(src.Depth > 0, fmt.Sprintf("depth:%d", src.Depth))
	add(l.indent > 0, fmt.Sprintf("indent:%d", l.indent))
	add(len(l.cells) > 1, fmt.Sprintf("cells:%d", len(l.cells)))
	add(src.Size > 0 && (src.Size < 0.95 || src.Size > 1.05), fmt.Sprintf("size:%.2f", src.Size))
	add(src.Repeats, "repeats")
	return strings.Join(c, " ")
}
