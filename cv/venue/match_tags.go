package venue

import (
	_ "embed"
	"strings"
)

// How acronyms and aliases are told apart from ordinary text.
//
// An acronym that is also an English word ("FAST", "TENOR", "Proteins")
// must be written in its own case or in capitals: "the tenor of the
// debate" names no venue. The words are data, english.txt.
//
// A mark written between the words of an alias is part of it when it is
// "@", "+" or "/": "L@S '24" is the alias L@S, but "L. S. Quill" (an
// author's initials) is not, though both read as the words L and S.
//
// An alias written "=Name" in the catalogue is a tag only: a venue's
// former name or a short form that is also a place or an ordinary word
// ("Oakland" for IEEE S&P, "Security" for USENIX Security) names the venue
// only where it opens the text or a bracket and a year follows it
// ("Oakland'15", "(Security '23)"); "Oakland, CA, 2019" in an address or
// "Computers & Security 2023" does not.

//go:embed english.txt
var englishFile string

// englishWords are acronym words that are also ordinary words, lower
// case: they must appear in their exact case or in capitals.
var englishWords = func() map[string]bool {
	m := map[string]bool{}
	for _, l := range strings.Split(englishFile, "\n") {
		if l = strings.TrimSpace(l); l != "" && l[0] != '#' {
			m[strings.ToLower(l)] = true
		}
	}
	return m
}()

// sepMarks are the marks that, written between two words of an alias,
// must stand between them in the text too.
const sepMarks = "@+/"

// keySep is the mark of sepMarks in the gap between two words of an
// alias as the catalogue writes it, or 0 when there is none.
func keySep(gap string) byte {
	for i := 0; i < len(gap); i++ {
		if strings.IndexByte(sepMarks, gap[i]) >= 0 {
			return gap[i]
		}
	}
	return 0
}

// gapFits reports whether gap, the text between two words matched to two
// words of an alias, may separate them: at most maxGap bytes, holding the
// alias's own mark when it has one.
func gapFits(gap string, mark byte) bool {
	if len(gap) > maxGap {
		return false
	}
	return mark == 0 || strings.IndexByte(gap, mark) >= 0
}

// tagOnlyAt reports whether a tag-only alias found at text[start:end]
// stands as a tag: opening the text or a bracket, with a year right after
// it (glued, or after a space or an apostrophe, but not after a comma).
func tagOnlyAt(text string, start, end int, glued bool) bool {
	before := strings.TrimRight(text[:start], " ")
	if before != "" && !strings.HasSuffix(before, "(") && !strings.HasSuffix(before, "[") {
		return false
	}
	if glued {
		return true
	}
	return end < len(text) && text[end] != ',' && yearAfter(text, end)
}

// maxNested bounds the candidates bestCand compares pairwise: beyond it
// (a text naming venues over and over) the plain ranking decides.
const maxNested = 64

// bestCand is the best of the candidates (cand.better), leaving out one
// whose span lies inside a longer span of another venue's: the shorter
// name is a part of the longer ("Science" in "Management Science, 2018",
// "JAMA" in "JAMA Network Open"), not a venue of its own.
func bestCand(cands []cand) cand {
	best := cand{venue: -1}
	nested := len(cands) <= maxNested
	for i, k := range cands {
		if nested && insideOther(cands, i) {
			continue
		}
		if k.better(best) {
			best = k
		}
	}
	return best
}

// insideOther reports whether cands[i]'s span lies within a longer span
// of a candidate naming another venue.
func insideOther(cands []cand, i int) bool {
	k := cands[i]
	for j, o := range cands {
		if j != i && o.venue != k.venue && o.start <= k.start && o.end >= k.end && o.end-o.start > k.end-k.start {
			return true
		}
	}
	return false
}

// secondCode is what secondFits needs of the second word of a key of
// word ids ids, in four
// bytes (Catalog.rawSecond keeps one per key, so the test reads no key):
// -1 for a key of one word, the word's id for a key of two words (whose
// last word may carry a glued year), -(id+2) for a longer key.
func secondCode(ids []int32) int32 {
	switch {
	case len(ids) < 2:
		return -1
	case len(ids) == 2:
		return ids[1]
	}
	return -(ids[1] + 2)
}

// secondFits reports whether the word after toks[i] may be the second
// word of a key whose secondCode is code (or the key has one word): a
// cheap test before matchRaw.
func secondFits(toks []tok, i int, code int32) bool {
	if code == -1 {
		return true
	}
	if i+1 >= len(toks) {
		return false
	}
	t := toks[i+1]
	if code >= 0 {
		return t.id == code || t.stemID == code
	}
	return t.id == -(code + 2)
}
