package fieldmodel

import "sync"

// newIntern maps each feature of a vocabulary to itself, so that a
// feature made of a prefix and a value ("sh:" and "Xx") is found as the
// vocabulary's string instead of being made anew for every token: the
// key of a lookup is built on the stack, the result is not.
func newIntern(vocab []string) map[string]string {
	m := make(map[string]string, len(vocab))
	for _, f := range vocab {
		m[f] = f
	}
	return m
}

// defaultIntern is the intern table of the vocabulary without a lexicon.
var defaultIntern = sync.OnceValue(func() map[string]string { return newIntern(Vocabulary(nil)) })
