package lines

// asciiVerdict is what asciiWord makes of eight bytes of a line (and
// asciiTidy, kept in a21_tidy_test.go, of a whole line): tidy, not tidy,
// or not known from its ASCII bytes alone.
type asciiVerdict int8

const (
	asciiUnknown  asciiVerdict = iota // a byte beyond printable ASCII came first: read them a byte at a time (tidyRunes)
	asciiTidyLine                     // printable ASCII, no two spaces meet
	asciiUntidy                       // two spaces meet (in the printable ASCII bytes read)
)
