// Package lineview holds how the parser read each line of a document:
// where it came from, its layout cues, the section it was read in and
// what the parser made of it. cv/parse fills these ("vitae parse
// --show-lines", ExplainParse); reports/records prints them and the
// training tools (internal/train, internal/linerole) learn from them.
// It sits beside cv/doc, below the parser and the renderers, so that a
// renderer can print a line view without importing the parser.
package lineview

import (
	"fmt"
	"strings"
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
