package names

// noFormCanMatch reports, cheaply, that no form of the owner can match
// author (Is answers false): the owner has no form; or author is ASCII,
// and each reading Is tries
// has more words a form must pair than the longest form has tokens. A
// form matches a reading only when each of its tokens is paired with
// one of the form's, except a one-letter token after the first
// (form.matches, matchInitials). The readings are the author's words;
// when it has initials written together ("ABQ"), expandInitials's, which
// turns each such word into one-letter tokens; and when it has a hyphen,
// its words with the hyphens taken out. So a form must pair the first
// word and every later word of two letters or more (other than two or
// three capitals, in the first two readings). Most texts asked about
// that are no name (a title, a venue) are rejected here without the
// tokens' lower-cased copies (TestNoFormCanMatch holds Is to the full
// test).
func noFormCanMatch(author string, forms []form) bool {
	if len(forms) == 0 {
		return true
	}
	most := 0
	for _, f := range forms {
		most = max(most, len(f.tokens))
	}
	var split, joined ownerWordCount // the words, and the words with hyphens taken out
	hyphen := false
	for i := 0; i < len(author); i++ {
		c := author[i]
		switch {
		case c >= 0x80:
			return false // runes to decode: the full test
		case isASCIILetter(c):
			split.letter(c)
			joined.letter(c)
		case c == '-':
			hyphen = true
			split.end(true)
		default:
			split.end(true)
			joined.end(false)
		}
	}
	split.end(true)
	joined.end(false)
	return split.need > most && (!hyphen || joined.need > most)
}

// ownerWordCount counts, letter by letter, the words of a reading of an
// author that a form of the owner must pair (see noFormCanMatch).
type ownerWordCount struct {
	need, words, run, caps int
}

// letter adds an ASCII letter to the word being read.
func (w *ownerWordCount) letter(c byte) {
	w.run++
	if c <= 'Z' {
		w.caps++
	}
}

// end closes the word being read, if any; initialsFree: a word of two or
// three capitals may go unpaired (expandInitials's reading).
func (w *ownerWordCount) end(initialsFree bool) {
	if w.run == 0 {
		return
	}
	initials := initialsFree && w.run <= 3 && w.caps == w.run
	if w.words++; w.words == 1 || w.run >= 2 && !initials {
		w.need++
	}
	w.run, w.caps = 0, 0
}
