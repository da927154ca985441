package sections

// Rules reports what a heading's words name, word by word: classify is
// an OR over its words' rule bits (ruleIndex.word) and then the first
// rule they make up (ruleIndex.rulesOf). A reader that reads a heading's
// words once can ask each word's bits (WordRules), OR the bits of any
// group of them (Or) and ask what kind a group names (KindOfRules), which
// is Classify of that group's words joined by spaces.

// Rules are the section rules some words match (ruleBits).
type Rules struct{ b ruleBits }

// WordRules are the rules the word w matches: w is one word as
// textscan.Words cuts and lower-cases them.
func WordRules(w string) Rules { return Rules{sectionIndex.word(w)} }

// Or is the rules of both groups of words.
func (r Rules) Or(o Rules) Rules {
	return Rules{ruleBits{rules: r.b.rules | o.b.rules, halves: r.b.halves | o.b.halves}}
}

// KindOfRules is the kind a group of words whose rules are r names:
// Classify of the words joined by spaces.
func KindOfRules(r Rules) (Kind, bool) {
	if i, ok := sectionIndex.rulesOf(r.b); ok {
		return sectionRules[i].kind, true
	}
	return Unknown, false
}
