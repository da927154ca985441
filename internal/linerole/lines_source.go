package linerole

// A Reader reads a file's lines from a slice (Model.Reader), or from a
// function that makes line i when asked (Model.ReaderOf): a caller whose
// lines are views of its own (cv/parse makes each from its parsed line)
// need not build the views of every line in an array for a question
// about a few. The extractor asks for every line once, for its shape, and
// again for the lines whose features it makes; a function must give the
// same line each time.

// sliceLines is line i of views.
func sliceLines(views []Line) func(int) Line {
	return func(i int) Line { return views[i] }
}

// ReaderOf returns a Reader of the n lines lineAt makes, those of a file
// of the given form: the Reader of the slice of those lines
// (Model.Reader), without the slice.
func (m *Model) ReaderOf(n int, lineAt func(i int) Line, form string) *Reader {
	return &Reader{m: m, x: newExtractorOf(n, lineAt, form, m.Options, &fastReaders)}
}
