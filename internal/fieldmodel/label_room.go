package fieldmodel

// Label returns the entry's tokens in a new array each call: about
// nine tenths of what it allocates. A caller that labels entry after
// entry and reads each Labelled before asking for the next gives its own
// room for the tokens (LabelWith), kept from one call to the next.

// LabelWith is Label with the tokens in *room's array when it has room
// for them, else in a new one left in *room for the next call. The
// Labelled's Tokens are valid until the next call with the same room
// (their capacity is their length: an append copies them).
func (m *Model) LabelWith(e Entry, lx *Lexicon, room *[]Token) Labelled {
	ib := getInfoBuf() // the tokens' infos: scratch, kept by nothing LabelWith returns
	defer putInfoBuf(ib)
	var toks []Token
	toks, *room = tokenizeInto(*room, e.Text)
	return m.labelTokens(prepareToks(e, lx, ib, toks))
}

// tokenizeInto is Tokenize(text) in dst's array when it has room (the
// array returned as the second result, to be kept for the next call):
// the same tokens, nil when there is none.
func tokenizeInto(dst []Token, text string) ([]Token, []Token) {
	n := countTokens(text)
	if n == 0 {
		return nil, dst
	}
	if cap(dst) < n {
		dst = make([]Token, n)
	}
	out := dst[:n:n]
	for k, i := 0, 0; k < n; k++ {
		out[k], i = nextToken(text, i)
	}
	return out, dst
}
