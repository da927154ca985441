package parse

// lazyKind is contentKind of one run of lines, read at most once: the
// pass that files sections asks it of a section both when it tests
// whether the heading continues the item above (continuesItem) and when
// it gives the section its kind (fileSection).
type lazyKind struct {
	ls   []line
	done bool
	k    kind
	ok   bool
}

// get is contentKind(c.ls), computed on the first call.
func (c *lazyKind) get() (kind, bool) {
	if !c.done {
		c.k, c.ok = contentKind(c.ls)
		c.done = true
	}
	return c.k, c.ok
}
