package parse

import "github.com/vitae-cv/vitae/cv"

// stageAll is the phrases of every stage in one set, for its word bits
// (pubs_phrase_bits.go): a stage's phrase can stand at a word of a text
// only where the word is one of the phrases' first words, so stageOfASCII
// passes over every other word with one bit test.
var stageAll = func() *phraseSet {
	var all []string
	for _, st := range pubStages {
		all = append(all, st.phrases.list...)
	}
	return newPhraseSet(all)
}()

// stageOfASCII is stageOf for ASCII text in one pass over it (was: a pass
// per stage): where a phrase may start, the stages before the best one
// found so far are asked; the first stage in order with a phrase anywhere
// is the first in order among the stages found. A phrase starts only
// where no word byte stands before it; at a word, only when the word's
// bit is set in stageAll (TestStageOfASCIIBits holds it to the scan that
// asked at every such byte).
func stageOfASCII(s string) cv.PubStatus {
	best := len(pubStages)
	for a := 0; a < len(s) && best > 0; a++ { // no word byte stands before s[a]
		if !isASCIIWordByte(s[a]) {
			if stageFirst[lowerASCII(s[a])] {
				best = stageBefore(s, a, best)
			}
			continue
		}
		j := a + 1
		for j < len(s) && isASCIIWordByte(s[j]) {
			j++
		}
		if stageFirst[lowerASCII(s[a])] && stageAll.mayOpenAt(s, a, j) {
			best = stageBefore(s, a, best)
		}
		a = j // s[j] ends the word: a word byte stands before it
	}
	if best == len(pubStages) {
		return ""
	}
	return pubStages[best].status
}

// stageBefore is the first of the stages before best with a phrase at
// s[a:], else best.
func stageBefore(s string, a, best int) int {
	for i := 0; i < best; i++ {
		if pubStages[i].phrases.atASCII(s, a) {
			return i
		}
	}
	return best
}
