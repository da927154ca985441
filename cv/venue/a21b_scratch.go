package venue

// MatchScratch is the room MatchShared works in: the words of the text,
// the candidates and the words a full name is matched on. MatchShared
// makes it on its stack, zeroed, at each call: some 3 KB cleared for a
// text of a few words. A caller that matches text after text keeps one
// and hands it to MatchSharedIn, which clears nothing: every slot it
// reads it has written for the same text (TestMatchSharedIn holds the
// two to each other).
type MatchScratch struct {
	toks  [96]tok
	cands [16]cand
	norm  [96]int32
}

// MatchSharedIn is MatchShared(text) working in *m, which may hold what
// an earlier call left: the same answer.
func (c *Catalog) MatchSharedIn(text string, m *MatchScratch) (v *Venue, start, end int, ok bool) {
	if c == nil || text == "" {
		return nil, 0, 0, false
	}
	c.ready()
	s := candSet{c: c, text: text, toks: c.tokens(text, m.toks[:0])}
	cands := m.cands[:0]
	for i := range s.toks {
		cands = s.rawAt(cands, i) // acronyms and aliases
	}
	norm := m.norm[:0]
	for i, t := range s.toks {
		if !t.drop {
			norm = append(norm, int32(i))
		}
	}
	for j := range norm {
		cands = s.namesAt(cands, norm, j) // normalised full names
	}
	best := bestCand(dropJoint(text, cands))
	if jv, s, e, ok := c.journalOver(text, s.toks, best); ok {
		v := new(Venue) // made only for a journal found: jv itself stays off the heap
		*v = jv
		return v, s, e, true
	}
	if best.venue < 0 {
		return nil, 0, 0, false
	}
	return c.entries.shared(best.venue), best.start, best.end, true
}
