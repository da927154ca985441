package records

import (
	"io"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data/jsonresume/resume"
	"github.com/vitae-cv/vitae/reports/cite"
)

// LinesHelp says, for the help of "vitae parse", what WriteText prints
// of each line when given the parser's line views (--show-lines): the
// columns and the "why:" lines. It lives beside the code that writes
// them, so the two change together.
const LinesHelp = `--show-lines prints, before each record, every line as the parser read it,
in columns:
  where    the line: "12", or "p2:12" for page 2 of a PDF
  section  the kind of section it fell in; "# kind" on a section heading
  role     what the parser made of it: heading, name, contact, summary,
           entry, citation (a whole citation on one logical line),
           authors, title, venue, award, tag (a venue tag set apart),
           label (a sub-heading or year over entries), description,
           continued (joined to a line above), dropped, furniture
           (running header or footer), skipped (a section not read),
           or - when no pass decided; a leading + marks the line that
           starts an entry
  cues     its layout cues: heading level (h2), bold, italic, list
           marker, depth, indentation, table cells, font size, repeats
  text     its text, cut at 100 characters
and under a line the parser decided about, "why:" and the cue or rule that
decided ("heading: a line apart whose words name a section, style shared
by 3 lines; kind publications: named by its words", "entry start: a list
marker", "continued: joined to line 7, which runs on (a wrap)"). The
explanation comes from a second, traced parse of the same input; the
record printed after it is the ordinary parse's.`

// Writers are the output formats of "vitae parse": the records as JSON,
// as JSON Lines, as text for people (WriteText without line views), or
// as JSON Resume documents (resume.Write), or their publications as
// BibTeX or CSL-JSON (reports/cite).
var Writers = map[string]func(w io.Writer, cvs []*cv.CV) error{
	"json":       cv.WriteJSON,
	"jsonl":      cv.WriteJSONL,
	"text":       func(w io.Writer, cvs []*cv.CV) error { return WriteText(w, cvs, nil) },
	"jsonresume": resume.Write,
	"bibtex":     cite.WriteBibTeX,
	"csl-json":   cite.WriteCSL,
}

// WriterNames lists them, in the order the help gives them (sorted, as
// shell completion lists them).
var WriterNames = []string{"bibtex", "csl-json", "json", "jsonl", "jsonresume", "text"}
