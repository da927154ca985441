package markdown

// stableRun reports whether a run of bytes beyond ASCII is made only of
// characters NFC keeps whatever surrounds them: of combining class 0,
// composing with nothing before them, and normal alone (NFC's quick
// check says yes to a text of such characters: a character never
// composes with one before it that is no combining mark or jamo). Those
// of U+0080-U+02FF (Latin letters with accents, Latin-1 signs) and of
// U+2002-U+206F (dashes, quotes, bullets, spaces) are, and are most of
// the characters beyond ASCII a CV has, so isNFC asks the normaliser
// (which makes a value for each question) only about a run holding
// another.
func stableRun(run string) bool {
	for i := 0; i < len(run); {
		switch n := stableAt(run, i); n {
		case 0:
			return false
		default:
			i += n
		}
	}
	return true
}

// stableAt is the length of the stable character (see stableRun) that
// starts at run[i], 0 when there is none there.
func stableAt(run string, i int) int {
	c := run[i]
	switch {
	case c >= 0xC2 && c <= 0xCB: // U+0080-U+02FF
		if i+1 < len(run) && run[i+1]&0xC0 == 0x80 {
			return 2
		}
	case c == 0xE2 && i+2 < len(run):
		b, d := run[i+1], run[i+2]
		if b == 0x80 && d >= 0x82 && d <= 0xBF || b == 0x81 && d >= 0x80 && d <= 0xAF { // U+2002-U+203F, U+2040-U+206F
			return 3
		}
	}
	return 0
}
