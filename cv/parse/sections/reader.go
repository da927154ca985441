package sections

import "github.com/vitae-cv/vitae/cv/parse/lines"

// Reader is what the sections pass asks of the parser that reads the
// sections: the answers that need its memory, its entry readers, its
// line-role model or its vocabulary of one section kind, and the notes it
// keeps for an explained parse. cv/parse implements it (sections_pass.go).
type Reader interface {
	// Classify is Classify(title), as the reader remembers it.
	Classify(title string) (Kind, bool)
	// ContentKind is the kind of entry ls clearly hold, false when they
	// hold none clearly.
	ContentKind(ls []lines.Line) (Kind, bool)
	// ModelOpens says whether line i of ls, a plain title-case label
	// (title) that names no kind, opens a section by the reader's
	// line-role model, and its title.
	ModelOpens(ls []lines.Line, i int, title string, cur Kind, known bool) (string, bool)
	// SubHeading says whether l is a publications sub-heading ("Journal
	// Articles", "Preprints") and the status it gives its entries.
	SubHeading(l lines.Line) (string, bool)
	// CompletesAbove says whether line i of ls, which looks like a
	// heading, is the rest of a name begun on the line above (a
	// paper-award name wrapped after its first words).
	CompletesAbove(ls []lines.Line, i int) bool

	// NoteHeading notes that line i of ls opens a section, and why.
	NoteHeading(ls []lines.Line, i int, why string)
	// NoteWrapped notes a heading wrapped over lines i and i+1 of ls.
	NoteWrapped(ls []lines.Line, i int)
	// NoteContinued notes that l, which looks like a heading, continues
	// the item above, and why.
	NoteContinued(l *lines.Line, why string)
	// NoteStyle notes that l is in the CV's heading style, one of members
	// lines so set.
	NoteStyle(l *lines.Line, members int)
}
