package venue

// The journal layer reads the words Match has already found (its toks,
// of which it uses the bounds only), rather than finding them again for
// every word a journal's name may start at.

// matchToks finds the journal text, of words toks, is: a name or
// abbreviation that opens it (after journalLead words and years) and
// leaves it as the venue (fits). It returns the journal and the span of
// its name.
func (l *journalLayer) matchToks(text string, toks []tok) (j int32, start, end int, ok bool) {
	for lead := 0; lead <= maxJournalLead && lead < len(toks); lead++ {
		s, e := int(toks[lead].start), int(toks[lead].end)
		if h, nameEnd, ok := l.walkToks(text, toks[lead:]); ok {
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
	}
	return -1, 0, 0, false
}

// walkToks is walk over the words toks of text, from the first.
func (l *journalLayer) walkToks(text string, toks []tok) (last jhit, end int, ok bool) {
	w := journalWalk{h: fnvOffset, prev: -1}
	for k := 0; w.words < maxJournalWords && k < len(toks); k++ {
		if !l.step(&w, text, int(toks[k].start), int(toks[k].end)) {
			break
		}
	}
	return w.last, w.end, w.ok
}
