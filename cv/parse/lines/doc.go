// Package lines is the parser's first pass: typed lines. It turns the
// lines of a doc.Doc, as a front end read them (cv/doc/markdown for
// Markdown and plain text; the HTML, DOCX and PDF readers), into Lines:
// cleaned text, table cells and the cues the later passes weigh (heading
// level, list marker and depth, indentation, blockquote depth, page, font
// size, whole-line bold and italic, bold, italic and link spans).
//
// The hand-off is []Line, one per Doc line, in order:
//
//	ls := lines.FromDoc(lines.TypedDoc(d), nil)   // a Doc from any front end
//	ls := lines.FromText("# Ada Quill\n...")      // Markdown or plain text
//
// cv/parse reads them in this order: lines (this package) → sections →
// entries and fields, per section kind. A Line carries no judgement of
// what it is (heading, entry, field): that is the later passes' work.
// Two fields are theirs: Sub (SetSub), which a later pass may set, and Ctx, an
// opaque context the reader may hang on each line (cv/parse: its memo).
//
// The scans here stand for regexps they were held equal to (the tests
// hold each to its pattern on the sample CVs and by fuzzing); every pass
// is linear in its input.
package lines
