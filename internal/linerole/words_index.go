package linerole

// sectionKindOf is sectionKindPlain read through an index of the rules'
// words (kindIndex) instead of comparing every rule word with every
// word: each word of ws looks up the rule words it matches (equal to
// it, or, for a rule word over four bytes, a prefix of it), and the kind
// is that of the first rule one of whose word groups is all matched.
func sectionKindOf(ws []string) string {
	var buf [32]int32
	hit := buf[:0] // the rule words matched, by id
	for _, w := range ws {
		hit = append(hit, kindIndex.exact[w]...)
		for n := 5; n <= min(len(w), kindIndex.longest); n++ {
			hit = append(hit, kindIndex.long[w[:n]]...)
		}
	}
	best := len(sectionRules)
	for _, id := range hit {
		rw := kindIndex.words[id]
		if rw.rule < best && allHit(kindIndex.groups[rw.group], hit) {
			best = rw.rule
		}
	}
	if best == len(sectionRules) {
		return ""
	}
	return sectionRules[best].kind
}

// allHit reports whether every id of group is in hit.
func allHit(group, hit []int32) bool {
	for _, id := range group {
		found := false
		for _, h := range hit {
			if h == id {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// ruleWord is one word of one group of one rule of sectionRules.
type ruleWord struct {
	rule, group int
}

// wordIndex indexes sectionRules' words by id (their order in the
// rules): exact holds the words of four bytes or fewer, which match a
// word equal to them, and long the longer ones, which match a word they
// begin (longest bytes at most).
type wordIndex struct {
	words   []ruleWord
	groups  [][]int32 // the ids of each group's words
	exact   map[string][]int32
	long    map[string][]int32
	longest int
}

var kindIndex = func() wordIndex {
	x := wordIndex{exact: map[string][]int32{}, long: map[string][]int32{}}
	for r, rule := range sectionRules {
		for _, g := range rule.words {
			var ids []int32
			for _, rw := range g {
				id := int32(len(x.words))
				x.words = append(x.words, ruleWord{rule: r, group: len(x.groups)})
				ids = append(ids, id)
				if len(rw) > 4 {
					x.long[rw] = append(x.long[rw], id)
					x.longest = max(x.longest, len(rw))
				} else {
					x.exact[rw] = append(x.exact[rw], id)
				}
			}
			x.groups = append(x.groups, ids)
		}
	}
	return x
}()
