package parse

// lazyKind is contentShare of one run of lines, read at most once: the
// pass that files sections asks it of a section both when it tests
// whether the heading continues the item above (continuesItem) and when
// it gives the section its kind (appendFiled).
type lazyKind struct {
	ls    []line
	done  bool
	k     kind
	n, of int
	ok    bool
}

// get is contentKind(c.ls), computed on the first call.
func (c *lazyKind) get() (kind, bool) {
	k, _, _, ok := c.share()
	return k, ok
}

// share is contentShare(c.ls), computed on the first call.
func (c *lazyKind) share() (kind, int, int, bool) {
	if !c.done {
		c.k, c.n, c.of, c.ok = contentShare(c.ls)
		c.done = true
	}
	return c.k, c.n, c.of, c.ok
}
