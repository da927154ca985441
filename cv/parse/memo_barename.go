package parse

// authorPrefix reads an author list segment by segment, and the first
// test of a segment, whether its bare text is a name (isBareName), was
// about half of its cost. The same segments come back within a parse:
// the owner's name in every citation, a co-author's in several, and the
// same citation asked about as a line and as a joined block. The memo
// remembers the answer by segment.

// isBareNameSeg is isBareName(s), remembered by m (nil: not remembered).
func (m *memo) isBareNameSeg(s string) bool {
	if m == nil {
		return isBareName(s)
	}
	if v, ok := m.bareNames[s]; ok {
		return v
	}
	v := isBareName(s)
	if m.bareNames == nil {
		m.bareNames = make(map[string]bool, 64)
	}
	m.bareNames[s] = v
	return v
}
