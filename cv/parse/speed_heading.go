package parse

import (
	"sort"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// Guards before two passes of issue 25 that read every short line of a
// publications section and every venue text (round 9):
//
//   - headingLabel lower-cases a heading, spells its connectors as
//     " and ", cuts it into parts and looks each part up in four word
//     lists. It says something only when a part holds a status phrase
//     (words/pub_heading_status.txt), a review stage that is no
//     publication (words/pub_stage.txt: in preparation, under review,
//     submitted) or a posted-work word (words/pub_preprint.txt,
//     words/pub_heading_unpublished.txt). Each of those phrases holds one
//     of a few key words (headingLabelKeys), so a heading that holds
//     none of the keys, ignoring ASCII case, says nothing ("Journal
//     Articles", "Books"): "" at once.
//   - mayHoldDistinction lower-cased every venue text to look for each
//     distinction label ("oral", "spotlight talk") in it; the labels are
//     covered by a few keys (distinctionKeys), looked for ignoring ASCII
//     case in the text as it is.
//
// The keys are the phrases themselves, less those that hold another
// (coverPhrases). Both fall back to the plain path on text with a rune that ToLower
// turns into an ASCII letter (lowerFoldSafe).

// headingLabelKeys cover the phrases a heading part is labelled by.
var headingLabelKeys = newKeySet(coverPhrases(headingLabelPhrases()))

// headingLabelPhrases are the phrases partLabel finds: a label of
// words/pub_heading_status.txt, a stage it reads as unpublished, a
// posted-work word.
func headingLabelPhrases() []string {
	var out []string
	for _, hs := range headingStatuses {
		out = append(out, hs.phrases.list...)
	}
	for _, st := range pubStages {
		switch st.status {
		case cv.PubUnderReview, cv.PubSubmitted, cv.PubInPreparation:
			out = append(out, st.phrases.list...)
		}
	}
	out = append(out, preprintKindWords.list...)
	return append(out, headingUnpublishedWords.list...)
}

// mayHoldHeadingLabel reports whether headingLabel(t) may say something:
// false only when no part of t holds a phrase partLabel finds. A part
// is a piece of the lower-cased text between connectors; a phrase word
// it holds is a word of t or the "and" a connector's spelling brings,
// and that "and" stands in a part only after an "and" of t.
func mayHoldHeadingLabel(t string) bool {
	if !lowerFoldSafe(t) {
		return true
	}
	return headingLabelKeys.inFold(t)
}

// distinctionKeys cover the distinction labels.
var distinctionKeys = newKeySet(coverPhrases(pubDistinctions.labels))

// mayHoldDistinction is a cheap test before the parts are read: false
// only when strings.ToLower(s) holds none of the labels.
func mayHoldDistinction(s string) bool {
	if !lowerFoldSafe(s) {
		return mayHoldDistinctionPlain(s)
	}
	return distinctionKeys.inFold(s)
}

// coverPhrases are the keys of the phrases, lower case and sorted: a
// phrase is its own key ("under review"), but one whose first word is
// "and" has the key "and" (a heading's connectors are spelt " and ",
// which may stand at the start of a part). A key that holds another key
// is dropped ("preprints" after "preprint": the shorter is found where
// the longer is). A phrase that is not all ASCII makes the one key ""
// (the guards fold ASCII case only), which every text holds; an
// all-white phrase makes none.
func coverPhrases(phrases []string) []string {
	var keys []string
	for _, p := range phrases {
		p = strings.ToLower(p)
		ws := strings.Fields(p)
		switch {
		case len(ws) == 0:
			continue
		case !isASCII(p):
			return []string{""}
		case ws[0] == "and":
			p = "and"
		}
		keys = append(keys, strings.TrimSpace(p))
	}
	sort.Strings(keys)
	keys = compactStrings(keys)
	out := keys[:0:0]
	for _, k := range keys {
		if !holdsAnother(k, keys) {
			out = append(out, k)
		}
	}
	return out
}

// holdsAnother reports whether k holds another of keys.
func holdsAnother(k string, keys []string) bool {
	for _, o := range keys {
		if o != k && strings.Contains(k, o) {
			return true
		}
	}
	return false
}

// keySet is a few lower-case keys found anywhere in a text, ignoring
// ASCII case, in one pass: the keys are grouped by their first byte. The
// one key "" is in every text.
type keySet struct {
	all     bool
	byFirst [256][]string
	// lead marks the bytes some key may start at: those whose lower
	// case opens a key (inFold passes the others by one look-up)
	lead [256]bool
	// pair has a bit for each lower-cased first two bytes of a key, and
	// short marks the first byte of a one-byte key: a lead byte whose
	// pair has no bit and that opens no one-byte key opens no key, and
	// its keys are not compared (keySetPairBit)
	pair  [1024]uint64
	short [256]bool
}

func newKeySet(keys []string) *keySet {
	ks := &keySet{}
	for _, k := range keys {
		if k == "" {
			ks.all = true
			continue
		}
		ks.byFirst[k[0]] = append(ks.byFirst[k[0]], k)
		if len(k) == 1 {
			ks.short[k[0]] = true
			continue
		}
		b := keySetPairBit(k[0], k[1])
		ks.pair[b/64] |= 1 << (b % 64)
	}
	for c := range 256 {
		ks.lead[c] = len(ks.byFirst[lowerASCII(byte(c))]) > 0
	}
	return ks
}

// keySetPairBit is the bit of keySet.pair for the two bytes a, b,
// already lower-cased.
func keySetPairBit(a, b byte) uint32 { return uint32(a)<<8 | uint32(b) }

// inFold reports whether s holds one of the keys, ignoring ASCII case.
func (ks *keySet) inFold(s string) bool {
	if ks.all {
		return true
	}
	for i := 0; i < len(s); i++ {
		if !ks.lead[s[i]] {
			continue
		}
		c := lowerASCII(s[i])
		if !ks.short[c] {
			if i+1 == len(s) {
				return false // no key of two bytes or more starts at the last byte
			}
			if b := keySetPairBit(c, lowerASCII(s[i+1])); ks.pair[b/64]&(1<<(b%64)) == 0 {
				continue
			}
		}
		for _, k := range ks.byFirst[c] {
			if hasPrefixFold(s[i:], k) {
				return true
			}
		}
	}
	return false
}

// A third guard, before talksHeading (pubs_heading_talks.go), which cuts
// a heading into parts and builds each part's words to look them up:
// the heading is one of posters and talks only when a part is a posters
// phrase ("Poster Presentations"), whose words hold one of a few keys
// (talksPosterKeys: with today's words/pub_heading_talks.txt "poster").
// A part's words are words of the lower-cased heading (or the "and" a
// connector's spelling brings, after an "and" of the heading), so a
// heading that holds none of the keys, ignoring ASCII case, is no such
// heading ("Journal Articles", "Invited Talks").

// talksPosterKeys cover the posters phrases of words/pub_heading_talks.txt.
var talksPosterKeys = newKeySet(coverWords(posterPhrases()))

// posterPhrases are the phrases labelled "posters", sorted.
func posterPhrases() []string {
	var out []string
	for ph, k := range talksHeadingPhrases {
		if k == "posters" {
			out = append(out, ph)
		}
	}
	sort.Strings(out)
	return out
}

// mayBeTalksHeading reports whether talksHeading(t) may be true: false
// only when t holds no key of a posters phrase.
func mayBeTalksHeading(t string) bool {
	if !lowerFoldSafe(t) {
		return true
	}
	return talksPosterKeys.inFold(t)
}
