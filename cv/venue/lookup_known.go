package venue

// Knows reports whether Lookup(acronym) finds a venue, without making the
// venue, and (for a key of up to 64 bytes) without making the key: it is
// built on the stack by appendKeyOf.
func (c *Catalog) Knows(acronym string) bool {
	if c == nil {
		return false
	}
	c.ready()
	var buf [64]byte
	k := appendKeyOf(buf[:0], acronym)
	if _, ok := c.lookupKeyBytes(k); ok {
		return true
	}
	if c.journals == nil {
		return false
	}
	_, ok := c.journals.lookup(acronym)
	return ok
}

// appendKeyOf appends keyOf(s) to dst: the words of s, lower-cased,
// joined by single spaces (TestAppendKeyOf holds it to keyOf).
func appendKeyOf(dst []byte, s string) []byte {
	for i, first := 0, true; ; first = false {
		start, end := nextWord(s, i)
		if start == end {
			return dst
		}
		if !first {
			dst = append(dst, ' ')
		}
		if w := s[start:end]; isASCII(w) {
			for k := 0; k < len(w); k++ {
				c := w[k]
				if c >= 'A' && c <= 'Z' {
					c += 'a' - 'A'
				}
				dst = append(dst, c)
			}
		} else {
			dst = append(dst, lowerWord(w)...)
		}
		i = end
	}
}

// lookupKeyBytes is lookupKey for a key held in bytes (compared, never
// copied into a string).
func (c *Catalog) lookupKeyBytes(k []byte) (int32, bool) {
	if len(c.lookupTab) == 0 {
		return 0, false
	}
	h := uint32(2166136261) // wordHash, over bytes
	for i := 0; i < len(k); i++ {
		h = (h ^ uint32(k[i])) * 16777619
	}
	mask := uint32(len(c.lookupTab) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		sl := c.lookupTab[i]
		if sl.entry1 == 0 {
			return 0, false
		}
		if sl.hash == h && c.lookupText[sl.off:sl.end] == string(k) {
			return sl.entry1 - 1, true
		}
	}
}
