package lines

// Context is what a reader hangs on the lines it reads (Line.Ctx): one
// value for all the lines of a read, held by a pointer so that a line
// carries eight bytes for it rather than an interface's sixteen (lines
// are copied by value from pass to pass).
type Context struct{ Value any }
