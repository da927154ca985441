package parse

// A scanner for rePaperAward (pubs.go): the awards and presentation
// labels a paper's entry names. The regexp is an alternation of word
// sequences, ignoring case, that opens at a word start (\b): it was the
// costliest regexp left on the publications path, as venue texts hold
// its cue words ("ACM", "IEEE", "Research") without an award. The scanner
// reads the same alternatives in the regexp's order at each word start,
// with the regexp's preferences (an optional part taken when it matches,
// a modifier word tried before none). Text where a rune folds to an ASCII
// letter under (?i) ("K" the Kelvin sign, "ſ") still goes to the regexp
// (regexpFoldSafe). TestPaperAwardScanIsRegexp and FuzzPaperAwardScan
// hold the scanner to the regexp.

// paperAwardHeads open the first alternative: "Best Paper", "Outstanding
// Student Paper Award Honorable Mention".
var (
	paperAwardHeads = []string{"best", "distinguished", "outstanding", "youth outstanding"}
	paperAwardMods  = []string{"student", "short", "artifact", "demo", "poster", "research", "industry", "industrial", "oral", "spotlight"}
	paperAwardNouns = []string{"paper", "artifact", "presentation", "demo", "poster"}
	paperAwardTails = []string{"honourable mention", "honorable mention", "runner-up", "runner up", "nominees", "nominee",
		"nominations", "nomination", "finalists", "finalist", "candidates", "candidate"}
)

// paperAwardOpens marks the bytes an alternative opens with, in either
// case.
var paperAwardOpens = func() (open [256]bool) {
	for _, w := range "bdoyhtsiacr" {
		open[w], open[w-'a'+'A'] = true, true
	}
	return open
}()

// paperAwardScan is rePaperAward.FindAllStringIndex(s, -1) for text that
// regexpFoldSafe passes.
func paperAwardScan(s string) [][]int {
	var out [][]int
	for i := 0; i < len(s); i++ {
		if !paperAwardOpens[s[i]] || i > 0 && isREWordByte(s[i-1]) {
			continue
		}
		if e := paperAwardAt(s, i); e > i {
			out = append(out, []int{i, e})
			i = e - 1 // the next match starts at e or after
		}
	}
	return out
}

// paperAwardAt is the end of the match that opens at s[i], a word start;
// -1 when none does.
func paperAwardAt(s string, i int) int {
	for _, alt := range [...]func(string, int) int{
		headedAward, honourableMention, testOfTime, spotlightLabel, topPicks, researchHighlights, oralPresentation, bestOfVenue,
	} {
		if e := alt(s, i); e >= 0 {
			return e
		}
	}
	return -1
}

// asciiFoldAt is the end of w (lower case ASCII) at s[k:], ignoring ASCII
// case; -1 when it is not there.
func asciiFoldAt(s string, k int, w string) int {
	if k < 0 || len(s)-k < len(w) || !hasPrefixFold(s[k:], w) {
		return -1
	}
	return k + len(w)
}

// firstFoldAt is the end of the first of ws at s[k:]; -1 when none is.
func firstFoldAt(s string, k int, ws []string) int {
	for _, w := range ws {
		if e := asciiFoldAt(s, k, w); e >= 0 {
			return e
		}
	}
	return -1
}

// reSpacesAt is the end of the run of \s ([\t\n\f\r ]) at s[k:], -1 when
// none stands there.
func reSpacesAt(s string, k int) int {
	j := k
	for k >= 0 && j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n' || s[j] == '\f' || s[j] == '\r') {
		j++
	}
	if k < 0 || j == k {
		return -1
	}
	return j
}

// headedAward is the first alternative: a head, \s+, a modifier and \s+
// (tried first) or none, a noun, then " award" and a tail when they
// follow.
func headedAward(s string, i int) int {
	k := reSpacesAt(s, firstFoldAt(s, i, paperAwardHeads))
	if k < 0 {
		return -1
	}
	e := -1
	for _, m := range paperAwardMods {
		if e = firstFoldAt(s, reSpacesAt(s, asciiFoldAt(s, k, m)), paperAwardNouns); e >= 0 {
			break
		}
	}
	if e < 0 {
		if e = firstFoldAt(s, k, paperAwardNouns); e < 0 {
			return -1
		}
	}
	if a := asciiFoldAt(s, reSpacesAt(s, e), "award"); a >= 0 {
		e = a
	}
	if t := firstFoldAt(s, reSpacesAt(s, e), paperAwardTails); t >= 0 {
		e = t
	}
	return e
}

func honourableMention(s string, i int) int {
	return firstFoldAt(s, i, []string{"honourable mention", "honorable mention"})
}

// testOfTime is "test of time award", each of the first two gaps a
// space or a hyphen.
func testOfTime(s string, i int) int {
	k := asciiFoldAt(s, i, "test")
	if k < 0 || k >= len(s) || s[k] != '-' && s[k] != ' ' {
		return -1
	}
	k = asciiFoldAt(s, k+1, "of")
	if k < 0 || k >= len(s) || s[k] != '-' && s[k] != ' ' {
		return -1
	}
	return asciiFoldAt(s, k+1, "time award")
}

func spotlightLabel(s string, i int) int { return asciiFoldAt(s, i, "spotlight") }

func topPicks(s string, i int) int {
	return firstFoldAt(s, i, []string{"ieee micro top picks", "top picks"})
}

// researchHighlights is "research highlight(s)" after "acm sigplan ",
// "sigplan ", "cacm " or nothing, in that order.
func researchHighlights(s string, i int) int {
	for _, pre := range []string{"acm sigplan ", "sigplan ", "cacm ", ""} {
		if e := asciiFoldAt(s, asciiFoldAt(s, i, pre), "research highlight"); e >= 0 {
			if e < len(s) && (s[e] == 's' || s[e] == 'S') {
				e++
			}
			return e
		}
	}
	return -1
}

func oralPresentation(s string, i int) int { return asciiFoldAt(s, i, "oral presentation") }

// bestOfVenue is "best of " and an acronym, in case as written: a
// capital, letters, and the last capital of the run of letters closing
// it ("Best of CHI", "Best of SIGGRAPH").
func bestOfVenue(s string, i int) int {
	k := asciiFoldAt(s, i, "best of ")
	if k < 0 || k >= len(s) || s[k] < 'A' || s[k] > 'Z' {
		return -1
	}
	end := -1
	for j := k + 1; j < len(s) && isASCIILetter(s[j]); j++ {
		if s[j] >= 'A' && s[j] <= 'Z' {
			end = j + 1
		}
	}
	return end
}

// paperAwardSpans is rePaperAward.FindAllStringIndex(s, -1).
func paperAwardSpans(s string) [][]int {
	if !regexpFoldSafe(s) {
		return rePaperAward.FindAllStringIndex(s, -1)
	}
	return paperAwardScan(s)
}

// paperAwards is rePaperAward.FindAllString(s, -1).
func paperAwards(s string) []string {
	ms := paperAwardSpans(s)
	if ms == nil {
		return nil
	}
	out := make([]string, len(ms))
	for k, m := range ms {
		out[k] = s[m[0]:m[1]]
	}
	return out
}

// paperAwardIndex is rePaperAward.FindStringIndex(s): the first match.
func paperAwardIndex(s string) []int {
	if !regexpFoldSafe(s) {
		return rePaperAward.FindStringIndex(s)
	}
	for i := 0; i < len(s); i++ {
		if !paperAwardOpens[s[i]] || i > 0 && isREWordByte(s[i-1]) {
			continue
		}
		if e := paperAwardAt(s, i); e > i {
			return []int{i, e}
		}
	}
	return nil
}

// hasPaperAward is rePaperAward.MatchString(s).
func hasPaperAward(s string) bool { return paperAwardIndex(s) != nil }
