package lines

// Lines with link, bold or italic spans (a sixth of a Markdown CV's) each
// need a rare part. They are made in chunks, a chunk for several lines,
// instead of one allocation each; a chunk's size doubles from
// minRareChunk up to maxRareChunk, so a text with few such lines makes
// a small one.
const (
	minRareChunk = 2
	maxRareChunk = 16
)

// newRare returns an empty rare part from a's current chunk (a new chunk
// when it is full); a nil arena allocates it alone. The parts stay where
// they are: a chunk is never grown, only replaced by the next.
func (a *cellArena) newRare() *rare {
	if a == nil {
		return &rare{}
	}
	if len(a.rares) == cap(a.rares) {
		a.rares = make([]rare, 0, min(max(2*cap(a.rares), minRareChunk), maxRareChunk))
	}
	a.rares = append(a.rares, rare{})
	return &a.rares[len(a.rares)-1]
}
