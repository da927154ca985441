package parse

import "unicode/utf8"

// modelMayFill reports whether the field model can fill anything the
// rules left empty of a publication read from the entry e: a venue when
// needVenue, else only a year. The model's year is one of its tokens of
// four ASCII digits from 1900 to 2039 (modelYear), a whole run of digits
// in the text; an entry with no such run ("Folding Towers. Workshop on
// Quiet Proofs.") gives the model no year to read, so labelling it would
// only cost time. The entry's lines are joined with spaces, so a run
// never spans two of them and each line is asked on its own.
func modelMayFill(e []pubLine, needVenue bool) bool {
	if needVenue {
		return true
	}
	for i := range e {
		if hasYear(e[i].text) {
			return true
		}
	}
	return false
}

// mayHaveInitialsWord is a cheap test that lets most authors skip
// expandInitials' split: a word of two or three capitals ("PSC",
// initials written together) holds two capitals in a row, so an ASCII
// name with no such pair ("Ada B. Quill") has none to expand. Text
// beyond ASCII is always split.
func mayHaveInitialsWord(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return true
		}
		if i > 0 && c >= 'A' && c <= 'Z' && s[i-1] >= 'A' && s[i-1] <= 'Z' {
			return true
		}
	}
	return false
}
