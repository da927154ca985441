package parse

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
		if hasYear(e[i].Text) {
			return true
		}
	}
	return false
}
