package linerole

// Line is one line of a CV as the model reads it: its text and the cues
// its front end gave it. The parser (cv/parse) builds these from its own
// lines (parse.RoleLines), so the model knows nothing of the parser's
// types and the parser can use the model.
type Line struct {
	Page int    // page of a PDF, 0 for other formats
	Text string // the line's text, markup removed
	Cue  Cue
	// The parser's reading of the line, read only with
	// Options.ParserCues: the kind of section it was read in
	// ("publications", ...) and, for a section heading, the heading.
	Section string
	Title   string
}

// Cue is a line's layout cues, as parse.Cue gives them.
type Cue struct {
	Heading int     // heading level 1-6, 0 for none
	Bold    bool    // the line is bold
	Italic  bool    // the line is italic
	List    string  // the list marker ("-", "1."), "" for none
	Depth   int     // list depth
	Indent  int     // indentation in columns
	Cells   int     // table cells or columns, when more than one
	Size    float64 // size relative to the body when notably unlike it, else 0
	Repeats bool    // running header or footer
}
