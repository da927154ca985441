package parse

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv"
)

// Distinctions are how a venue presented a paper ("Oral", "Spotlight",
// "Highlight", "Contributed talk"): a label beside the venue, shown with
// the paper and never counted as a paper award (issue 25). Awards are
// prizes: best paper, honourable mention, test of time, distinguished
// paper. The labels are words/pub_distinction.txt.

// distinctionWords are the labels and the lead words before them,
// lower case, longest first (the longest at a place wins), and the
// best-of selections (awards_prize.go).
type distinctionWords struct{ labels, leads, selections []string }

var pubDistinctions = loadDistinctions()

func loadDistinctions() distinctionWords {
	var d distinctionWords
	for _, ln := range wordLines("pub_distinction", false) {
		k, ps, _ := strings.Cut(ln, ":")
		var list []string
		for _, ph := range strings.Split(ps, "|") {
			if ph = strings.TrimSpace(ph); ph != "" {
				list = append(list, ph)
			}
		}
		switch strings.TrimSpace(k) {
		case "label":
			d.labels = append(d.labels, list...)
		case "lead":
			d.leads = append(d.leads, list...)
		case "selection":
			d.selections = append(d.selections, list...)
		default:
			panic("parse: words/pub_distinction.txt: no label or lead in " + ln)
		}
	}
	byLength := func(xs []string) {
		sort.SliceStable(xs, func(i, j int) bool { return len(xs[i]) > len(xs[j]) })
	}
	byLength(d.labels)
	byLength(d.leads)
	return d
}

// prefixPhrase is the length of the first of phrases that opens s as
// whole words (ASCII case aside), 0 when none does.
func prefixPhrase(s string, phrases []string) int {
	for _, ph := range phrases {
		if len(s) >= len(ph) && strings.EqualFold(s[:len(ph)], ph) && !wordByteAt(s, len(ph)) {
			return len(ph)
		}
	}
	return 0
}

// at is the length of the distinction (a lead, then a label) that opens
// part, 0 when none does. What follows the label in the part must not
// go on with a capitalised word: "Oral Diseases" is a journal, while
// "Oral", "oral presentation" and "Long talk at a venue" are labels.
func (d distinctionWords) at(part string) int {
	n := prefixPhrase(part, d.leads)
	if n > 0 {
		rest := strings.TrimLeft(part[n:], " ")
		if len(rest) == len(part[n:]) {
			return 0 // a lead runs into the next word
		}
		n = len(part) - len(rest)
	}
	m := prefixPhrase(part[n:], d.labels)
	if m == 0 {
		return 0
	}
	r, _ := utf8.DecodeRuneInString(strings.TrimLeft(part[n+m:], " "))
	if unicode.IsUpper(r) {
		return 0
	}
	return n + m
}

// isDistinction reports whether an award text read off a paper is a
// distinction: it opens with a label and names no prize quality
// ("Spotlight", "Oral presentation"; not "Best Oral Presentation").
func isDistinction(a string) bool {
	a = strings.TrimSpace(a)
	return pubDistinctions.at(a) > 0 && !namesPrizeQuality(a)
}

// namesPrizeQuality reports whether s holds a quality word of a paper
// award (words/paper_award.txt: "best", "distinguished").
func namesPrizeQuality(s string) bool {
	for _, w := range words(s) {
		if paperAwardWords["quality"][w] {
			return true
		}
	}
	return false
}

// takeDistinctions moves the distinctions among a paper's awards to its
// Distinction, then finds the labels its venue text holds as parts of
// their own ("ICML 2030 (Oral)", "CVPR 2031, Highlight") and returns the
// venue text without them.
func takeDistinctions(pub *cv.Publication, venueText string) string {
	moveDistinctionAwards(pub)
	spans := distinctionSpans(venueText)
	for _, sp := range spans {
		addDistinction(pub, venueText[sp[0]:sp[1]])
	}
	if spans == nil {
		return venueText
	}
	return cutLabelLeftovers.Replace(cutSpans(venueText, spans))
}

// cutLabelLeftovers tidies what a cut label leaves: "(, top 3%)" and "()".
var cutLabelLeftovers = strings.NewReplacer("(, ", "(", "[, ", "[", "()", "", "[]", "", "( )", "")

// moveDistinctionAwards moves the awards that are distinctions to the
// paper's Distinction.
func moveDistinctionAwards(pub *cv.Publication) {
	var kept []string
	for _, a := range pub.Awards {
		if isDistinction(a) {
			addDistinction(pub, a)
			continue
		}
		kept = append(kept, a)
	}
	if len(kept) != len(pub.Awards) {
		pub.Awards = kept
	}
}

// addDistinction adds one label to the paper's Distinction ("Oral,
// Contributed talk"), once.
func addDistinction(pub *cv.Publication, label string) {
	label = strings.Trim(label, " *_")
	if label == "" {
		return
	}
	for _, d := range strings.Split(pub.Distinction, ", ") {
		if strings.EqualFold(d, label) {
			return
		}
	}
	if pub.Distinction != "" {
		pub.Distinction += ", "
	}
	pub.Distinction += label
}

// distinctionSpans are the byte spans of the distinction labels that
// open a part of s, where parts are cut at brackets, commas, semicolons,
// bars, slashes, bullets and sentence ends; a part with a prize quality
// word in it is an award's name and holds none.
func distinctionSpans(s string) [][]int {
	if !mayHoldDistinction(s) {
		return nil
	}
	return distinctionSpansUnguarded(s)
}

// distinctionSpansUnguarded is distinctionSpans without the guard.
func distinctionSpansUnguarded(s string) [][]int {
	var out [][]int
	for start := 0; start < len(s); {
		end := partEnd(s, start)
		a := start + len(s[start:end]) - len(strings.TrimLeft(s[start:end], " *_\"“"))
		if n := pubDistinctions.at(s[a:end]); n > 0 && !namesPrizeQuality(s[start:end]) {
			out = append(out, []int{a, a + n})
		}
		_, size := utf8.DecodeRuneInString(s[min(end, len(s)):])
		start = end + max(size, 1)
	}
	return out
}

// mayHoldDistinctionPlain reports whether strings.ToLower(s) holds a
// label (mayHoldDistinction asks it without the copy where it can).
func mayHoldDistinctionPlain(s string) bool {
	low := strings.ToLower(s)
	for _, ph := range pubDistinctions.labels {
		if strings.Contains(low, ph) {
			return true
		}
	}
	return false
}

// partEnd is the offset of the byte that ends the part of s opening at
// start: a bracket, comma, semicolon, bar, slash, a bullet's first byte,
// or a full stop before a space; len(s) at the end.
func partEnd(s string, start int) int {
	for i := start; i < len(s); i++ {
		switch s[i] {
		case '(', ')', '[', ']', ',', ';', '|', '/':
			return i
		case '.':
			if i+1 == len(s) || s[i+1] == ' ' {
				return i
			}
		case 0xC2, 0xE2: // "·" (C2 B7), "•" (E2 80 A2), "–"/"—" (E2 80 93/94)
			if strings.HasPrefix(s[i:], "·") || strings.HasPrefix(s[i:], "•") || strings.HasPrefix(s[i:], "–") || strings.HasPrefix(s[i:], "—") {
				return i
			}
		}
	}
	return len(s)
}
