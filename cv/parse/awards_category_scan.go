package parse

import (
	"bytes"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/textscan"
)

// awardCategoryASCII is awardCategoryByWords for an ASCII name, with no
// list of words made: the name's words are lower-cased into one buffer
// (" w1 w2 ... ", what categoryText makes of them), the paper-award test
// reads them there, and the category phrases are looked for in one pass
// over the words' starts, each start trying only the phrases that open
// with its byte (awardPhrasesAt). The first phrase of the list found
// anywhere decides, as with a search per phrase in list order.
// TestAwardCategoryScan holds it to awardCategoryByWords.
func awardCategoryASCII(name string) cv.AwardCategory {
	var buf [128]byte
	n := asciiCategoryText(buf[:0], name)
	if paperAwardIn(name, n) {
		return cv.CatPaperAward
	}
	best := awardPhraseEmpty // " " + "" is in every text
	for i := 0; i+1 < len(n); i++ {
		if n[i] != ' ' {
			continue
		}
		for _, k := range awardPhrasesAt[n[i+1]] { // ascending
			if k >= best {
				break
			}
			if bytes.HasPrefix(n[i+1:], awardCategoryWords[k].key[1:]) {
				best = k
				break
			}
		}
	}
	if best < len(awardCategoryWords) {
		return awardCategoryWords[best].cat
	}
	return cv.CatHonor
}

// asciiCategoryText appends categoryText(words(name)) to buf for an
// ASCII name: " " and each run of letters and digits, lower-cased, and a
// " " after it.
func asciiCategoryText(buf []byte, name string) []byte {
	buf = append(buf, ' ')
	for i, j := textscan.ASCIIRun(name, 0); i < len(name); i, j = textscan.ASCIIRun(name, j) {
		for k := i; k < j; k++ {
			buf = append(buf, textscan.LowerASCII(name[k]))
		}
		buf = append(buf, ' ')
	}
	return buf
}

// paperAwardIn is isPaperAwardWords(name, ws) with the words ws read
// from n, asciiCategoryText's buffer.
func paperAwardIn(name string, n []byte) bool {
	quality, work := false, false
	qualities, works := paperAwardWords["quality"], paperAwardWords["work"]
	for i := 1; i < len(n); {
		j := i + bytes.IndexByte(n[i:], ' ')
		w := n[i:j]
		quality = quality || qualities[string(w)]
		work = work || works[string(w)]
		i = j + 1
	}
	return work && (quality || namesPrize(name)) // awards_prize.go
}

// awardPhrasesAt lists, for each byte, the indexes in
// awardCategoryWords (ascending) of the phrases that open with it.
var awardPhrasesAt = func() (at [256][]int) {
	for k, cw := range awardCategoryWords {
		if cw.phrase != "" {
			at[cw.phrase[0]] = append(at[cw.phrase[0]], k)
		}
	}
	return at
}()

// awardPhraseEmpty is the index of the first empty phrase of
// awardCategoryWords (found in every name), len(awardCategoryWords) when
// there is none.
var awardPhraseEmpty = func() int {
	for k, cw := range awardCategoryWords {
		if cw.phrase == "" {
			return k
		}
	}
	return len(awardCategoryWords)
}()
