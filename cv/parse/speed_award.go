package parse

// awardScan finds, in one pass over a text, which of mayHaveAward's
// three lists (awardPhrases, awardHeads, awardNouns) has a member in it,
// ignoring ASCII case: a position whose byte opens no member costs one
// table look-up, where asking each member in turn scanned the text
// fifteen times.
type awardScan struct {
	byFirst [256][]awardSub // members by their first byte
	// second is, by a member's first byte, the set of the second bytes
	// of its members (bit c-'a' of a lower case letter c): a position
	// whose two bytes open no member is passed over without reading
	// byFirst (a21c_award_pairs.go)
	second [256]uint32
}

// awardSub is one member of a list and the list it belongs to.
type awardSub struct {
	s    string
	list uint8 // 1 phrase, 2 head, 4 noun
}

const (
	awardPhrase = 1 << iota
	awardHead
	awardNoun
)

var awardScanner = func() *awardScan {
	a := &awardScan{}
	for _, g := range []struct {
		subs []string
		list uint8
	}{{awardPhrases, awardPhrase}, {awardHeads, awardHead}, {awardNouns, awardNoun}} {
		for _, s := range g.subs {
			a.byFirst[s[0]] = append(a.byFirst[s[0]], awardSub{s, g.list})
			a.addPair(s)
		}
	}
	return a
}()

// found reports whether s holds a member of awardPhrases, or one of
// awardHeads and one of awardNouns (the members are lower case ASCII
// letters first; s is compared ignoring ASCII case).
func (a *awardScan) found(s string) bool {
	var seen uint8
	for i := 0; i+1 < len(s); i++ { // every member has two bytes or more
		c := lowerASCII(s[i])
		if !a.opensPair(c, s[i+1]) {
			continue
		}
		for _, m := range a.byFirst[c] {
			if seen&m.list == 0 && hasPrefixFold(s[i+1:], m.s[1:]) {
				seen |= m.list
			}
		}
		if seen&awardPhrase != 0 || seen&(awardHead|awardNoun) == awardHead|awardNoun {
			return true
		}
	}
	return false
}
