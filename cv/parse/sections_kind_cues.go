package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// kindCueWordSet is the set of kindCues' words, for the quick no of an
// ASCII word that is none of them (textscan.WordSet).
var kindCueWordSet = textscan.NewWordSet(func() map[string]bool {
	m := make(map[string]bool, len(kindCues))
	for w := range kindCues {
		m[w] = true
	}
	return m
}())

// addKindCueScores adds cueWeight to the kind of each distinct cue word
// of head (words(head) looked up in kindCues). An ASCII head is read run
// by run without building its words: a run with no bit in
// kindCueWordSet is no cue, and the others are lower-cased in a buffer
// to be looked up.
func addKindCueScores(sc *[len(kindNames)]int, head string) {
	var seenBuf [8]string
	seen := seenBuf[:0]
	add := func(w string, k kind) {
		for _, o := range seen {
			if o == w {
				return
			}
		}
		seen = append(seen, w)
		sc[k] += cueWeight
	}
	if !isASCII(head) {
		for _, w := range words(head) {
			if k, ok := kindCues[w]; ok {
				add(w, k)
			}
		}
		return
	}
	for i, j := asciiRun(head, 0); i < len(head); i, j = asciiRun(head, j) {
		if w := head[i:j]; kindCueWordSet.MayHoldASCII(w) {
			if k, ok := kindCues[lowerKindCue(w)]; ok {
				add(lowerKindCue(w), k)
			}
		}
	}
}

// lowerKindCue is the ASCII word w lower-cased (w itself when it has no
// capital).
func lowerKindCue(w string) string {
	if !textscan.HasUpperASCII(w) {
		return w
	}
	return strings.ToLower(w)
}
