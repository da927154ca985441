package parse

// awardScan finds, in one pass over a text, which of mayHaveAward's
// three lists (awardPhrases, awardHeads, awardNouns) has a member in it,
// ignoring ASCII case: a position whose byte opens no member costs one
// table look-up, where asking each member in turn scanned the text
// fifteen times.
type awardScan struct {
	byFirst [256][]awardSub // members by their first byte
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
		}
	}
	return a
}()

// found reports whether s holds a member of awardPhrases, or one of
// awardHeads and one of awardNouns (the members are lower case ASCII
// letters first; s is compared ignoring ASCII case).
func (a *awardScan) found(s string) bool {
	var seen uint8
	for i := 0; i < len(s); i++ {
		for _, m := range a.byFirst[lowerASCII(s[i])] {
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
