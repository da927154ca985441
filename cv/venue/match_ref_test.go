package venue

// The reference implementation of Match as it stood before issue 28's
// speed work (round 8): TestMatchSameAsRef and FuzzMatchSameAsRef hold
// Match to it, answer for answer.

func (c *Catalog) matchRef(text string) (v Venue, start, end int, ok bool) {
	if c == nil || text == "" {
		return Venue{}, 0, 0, false
	}
	c.ready()
	var tokBuf [96]tok
	toks := tokBuf[:0]
	for i := 0; ; {
		start, end := nextWord(text, i)
		if start == end {
			break
		}
		i = end
		w := text[start:end]
		t := tok{start: int32(start), end: int32(end), id: c.wordID(w), stemID: -1}
		if w[len(w)-1] >= '0' && w[len(w)-1] <= '9' {
			if n := gluedYear(w); n > 0 {
				t.stemEnd = int32(start + n)
				t.stemID = c.wordID(w[:n])
			}
			t.drop = allDigits(w) || isOrdinal(w)
		} else if t.id < 0 {
			t.drop = isOrdinal(w)
		}
		if t.id >= 0 && c.stop[t.id] {
			t.drop = true
		}
		toks = append(toks, t)
	}

	var candBuf [16]cand
	cands := candBuf[:0]
	consider := func(k cand, first int) {
		if c.partOfBody(text, toks, first) {
			return // "Imaginary Chapter of the ACL", "Institute for ..."
		}
		k.workshop = c.entries.workshop(k.venue)
		cands = append(cands, k)
	}

	// Acronyms and aliases.
	for i, t := range toks {
		if t.id >= 0 {
			keys, second := c.rawOf(t.id)
			for x := range keys { // by index: a key is a 104-byte struct
				if !secondFits(toks, i, second[x]) {
					continue // most keys of a common first word ("J.", "IEEE") fail here, in a 4-byte code
				}
				if m, ok := c.matchRaw(text, toks, i, &keys[x]); ok {
					consider(m, i)
				}
			}
		}
		if t.stemID >= 0 {
			keys, _ := c.rawOf(t.stemID)
			for x := range keys {
				if k := &keys[x]; k.n == 1 {
					if m, ok := c.matchRaw(text, toks, i, k); ok {
						consider(m, i)
					}
				}
			}
		}
	}

	// Normalised full names.
	var normBuf [96]int32
	norm := normBuf[:0]
	for i, t := range toks {
		if !t.drop {
			norm = append(norm, int32(i))
		}
	}
	for j, ti := range norm {
		id := toks[ti].id
		if id < 0 {
			continue
		}
	keys:
		for _, k := range c.namesOf(id) {
			ids := c.nameIDsOf(&k)
			n := len(ids)
			if j+n > len(norm) {
				continue
			}
			for x := 1; x < n; x++ {
				if toks[norm[j+x]].id != ids[x] {
					continue keys
				}
			}
			s := 2
			if n >= 3 {
				s = 3
			}
			// Widen the span over publisher words just before the name
			// ("IEEE International Conference on ...").
			first := int(ti)
			for first > 0 && toks[first-1].id >= 0 && c.lead[toks[first-1].id] &&
				int(toks[first].start)-int(toks[first-1].end) <= maxGap {
				first--
			}
			if !c.namePrecise(text, toks, first, int(norm[j+n-1]), k.venue) {
				continue
			}
			consider(cand{venue: k.venue, start: int(toks[first].start), end: int(toks[norm[j+n-1]].end), strength: s}, first)
		}
	}

	best := bestCand(dropJoint(text, cands))
	if v, s, e, ok := c.journalOverRef(text, best); ok {
		return v, s, e, true
	}
	if best.venue < 0 {
		return Venue{}, 0, 0, false
	}
	return c.entries.venue(best.venue), best.start, best.end, true
}

func (c *Catalog) journalOverRef(text string, best cand) (Venue, int, int, bool) {
	if c.journals == nil {
		return Venue{}, 0, 0, false
	}
	j, s, e, ok := c.journals.matchRef(text)
	if !ok {
		return Venue{}, 0, 0, false
	}
	if best.venue >= 0 && !(best.start >= s && best.end <= e && best.end-best.start < e-s) {
		return Venue{}, 0, 0, false
	}
	return c.journalVenue(j), s, e, true
}

func (l *journalLayer) matchRef(text string) (j int32, start, end int, ok bool) {
	i := 0
	for lead := 0; lead <= maxJournalLead; lead++ {
		s, e := nextWord(text, i)
		if s == e {
			break
		}
		if h, nameEnd, ok := l.walk(text, s); ok {
			if h.j < 0 {
				return -1, 0, 0, false // two journals so named: unsure
			}
			if h.fits(text[s:min(nameEnd+1, len(text))], text[nameEnd:], lead > 0) {
				return h.j, s, nameEnd, true
			}
		}
		if !isLeadWord(text[s:e]) && !isYearWord(text[s:e]) {
			break
		}
		i = e
	}
	return -1, 0, 0, false
}

// tokensRef is Catalog.tokens as it stood: nextWord and wordID, word by
// word.
func (c *Catalog) tokensRef(text string, dst []tok) []tok {
	for i := 0; ; {
		start, end := nextWord(text, i)
		if start == end {
			return dst
		}
		i = end
		dst = append(dst, c.wordTok(text, start, end, c.wordID(text[start:end])))
	}
}
