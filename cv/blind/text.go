package blind

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv"
)

// replacer replaces phrases in text, whole words only, whatever their
// case, accents and the punctuation between their words: a phrase is its
// folded words (cv.FoldName: "Doe, Jane" is "doe jane"), and text is
// matched word by word against a map, longest phrase first, so the cost
// is the text's length times the longest phrase, whatever the number of
// phrases (a cohort of thousands has tens of thousands). Acronyms match
// only as written (a lower-case "mit" is a German word, not an
// institute).
type replacer struct {
	to       map[string]string // folded phrase → replacement
	acronyms map[string]string // word as written → replacement
	longest  int               // words in the longest phrase
}

// ambiguous replaces a phrase two candidates share (a surname, say).
const ambiguous = "[name withheld]"

// phrases collects the phrases of a replacer.
type phrases struct{ r replacer }

func newPhrases() *phrases {
	return &phrases{replacer{to: map[string]string{}, acronyms: map[string]string{}}}
}

// add adds phrase p, replaced by to; a phrase added twice with two
// replacements is replaced by ambiguous. Phrases of fewer than minLen
// letters are left out (two letters match too much).
func (ps *phrases) add(p, to string, minLen int) {
	k := cv.FoldName(p)
	if letterCount(k) < minLen {
		return
	}
	if prev, ok := ps.r.to[k]; ok && prev != to {
		to = ambiguous
	}
	ps.r.to[k] = to
	ps.r.longest = max(ps.r.longest, strings.Count(k, " ")+1)
}

// acronym adds a word matched only as written.
func (ps *phrases) acronym(a, to string) { ps.r.acronyms[a] = to }

// build makes the replacer; nil when there is no phrase.
func (ps *phrases) build() *replacer {
	if len(ps.r.to) == 0 && len(ps.r.acronyms) == 0 {
		return nil
	}
	r := ps.r
	return &r
}

// word is a run of letters and digits in a text: its bytes and its
// folded form.
type word struct {
	start, end int
	raw, fold  string
}

// words splits s into its words.
func words(s string) []word {
	var ws []word
	start := -1
	flush := func(end int) {
		if start >= 0 {
			ws = append(ws, word{start: start, end: end, raw: s[start:end], fold: cv.FoldName(s[start:end])})
			start = -1
		}
	}
	for i, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) {
			if start < 0 {
				start = i
			}
			continue
		}
		flush(i)
	}
	flush(len(s))
	return ws
}

// replace replaces the phrases in s.
func (r *replacer) replace(s string) string {
	if r == nil || s == "" {
		return s
	}
	ws := words(s)
	var b strings.Builder
	last := 0
	for i := 0; i < len(ws); {
		n, to := r.match(ws[i:])
		if n == 0 {
			i++
			continue
		}
		b.WriteString(s[last:ws[i].start])
		b.WriteString(to)
		last = ws[i+n-1].end
		i += n
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// match is the number of words of the longest phrase ws starts with, and
// its replacement; 0 for none.
func (r *replacer) match(ws []word) (int, string) {
	if to, ok := r.acronyms[ws[0].raw]; ok {
		return 1, to
	}
	for n := min(r.longest, len(ws)); n >= 1; n-- {
		parts := make([]string, n)
		for j := range parts {
			parts[j] = ws[j].fold
		}
		if to, ok := r.to[strings.Join(parts, " ")]; ok {
			return n, to
		}
	}
	return 0, ""
}

func letterCount(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}

// Contact details in free text: e-mail addresses (also written "name
// [at] host [dot] org"), links (with a scheme, "www.", or a host and a
// path) and telephone numbers (international, or 555-123-4567).
var (
	emailRE = regexp.MustCompile(`(?i)[\p{L}\p{N}._%+-]+\s*(?:@|[\[({]\s*at\s*[\])}])\s*[\p{L}\p{N}-]+(?:\s*(?:\.|[\[({]\s*dot\s*[\])}])\s*[\p{L}\p{N}-]+)+`)
	linkRE  = regexp.MustCompile(`(?i)(?:\b(?:https?|ftp)://|\bwww\.)[^\s<>"]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|edu|io|dev|me|ai|info|ac\.[a-z]{2}|[a-z]{2})/[^\s<>"]*`)
	phoneRE = regexp.MustCompile(`\+\d[\d\s().-]{6,}\d|\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b`)
)

// Replacements of contact details in free text.
const (
	emailWithheld = "[e-mail withheld]"
	linkWithheld  = "[link withheld]"
	phoneWithheld = "[phone withheld]"
)

// dropContacts replaces e-mail addresses, links and telephone numbers in s.
func dropContacts(s string) string {
	if s == "" {
		return s
	}
	s = emailRE.ReplaceAllString(s, emailWithheld)
	s = linkRE.ReplaceAllString(s, linkWithheld)
	return phoneRE.ReplaceAllString(s, phoneWithheld)
}
