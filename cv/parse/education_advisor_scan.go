package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// advisorSpan is where reAdvisor's group (the people) stands in t, as
// FindStringSubmatchIndex gives it, read by advisorScan in ASCII text
// with no line break (most lines) and by the pattern elsewhere
// (TestAdvisorScan holds the two together).
func advisorSpan(t string) (start, end int, ok bool) {
	if textscan.IsASCII(t) && strings.IndexByte(t, '\n') < 0 {
		return advisorScan(t)
	}
	m := reAdvisor.FindStringSubmatchIndex(t)
	if m == nil {
		return 0, 0, false
	}
	return m[2], m[3], true
}

// advisorScan is reAdvisor on ASCII text without '\n', tried in the
// pattern's order: a first word (letters and dots, then white space)
// taken, then not; "co-", then "co", then neither; the one advisor word
// that stands there. A word stands when a byte follows it ("(.+)" takes
// one at least); the group opens past the white space, colon and white
// space after it, or at the last byte when they run to the end (the
// pattern gives one back to "(.+)"), and runs to the end.
func advisorScan(t string) (start, end int, ok bool) {
	if p := advisorLeadEnd(t); p > 0 {
		if s, ok := advisorAfterCo(t, p); ok {
			return s, len(t), true
		}
	}
	if s, ok := advisorAfterCo(t, 0); ok {
		return s, len(t), true
	}
	return 0, 0, false
}

// advisorLeadEnd is the end of "[\p{L}.]+\s+" at the start of ASCII t, 0
// when t does not open so.
func advisorLeadEnd(t string) int {
	i := 0
	for i < len(t) && (t[i] == '.' || t[i]|0x20 >= 'a' && t[i]|0x20 <= 'z') {
		i++
	}
	if i == 0 {
		return 0
	}
	j := i
	for j < len(t) && textscan.IsRESpace(t[j]) {
		j++
	}
	if j == i {
		return 0
	}
	return j
}

// advisorAfterCo tries "co-", "co" and nothing at t[p:] before an
// advisor word, in that order, and returns where the group opens.
func advisorAfterCo(t string, p int) (int, bool) {
	if textscan.HasPrefixFold(t[p:], "co-") {
		if s, ok := advisorAfterWord(t, p+3); ok {
			return s, true
		}
	}
	if textscan.HasPrefixFold(t[p:], "co") {
		if s, ok := advisorAfterWord(t, p+2); ok {
			return s, true
		}
	}
	return advisorAfterWord(t, p)
}

// advisorWords are reAdvisor's alternatives, spelt out: no two can
// stand at one place; plural says an "s" may follow.
var advisorWords = []struct {
	word   string
	plural bool
}{
	{"advisor", true}, {"adviser", true}, {"supervisor", true}, {"supervised by", false}, {"promoter", true},
	{"under the supervision of", false}, {"under the guidance of", false}, {"mentor", true},
}

// advisorAfterWord reads the advisor word at t[q:] and what follows it
// ("s?\s*[:：]?\s*(.+)"), and returns where the group opens.
func advisorAfterWord(t string, q int) (int, bool) {
	for _, w := range advisorWords {
		if !textscan.HasPrefixFold(t[q:], w.word) {
			continue
		}
		p := q + len(w.word)
		if p == len(t) {
			return 0, false // "(.+)" needs a byte
		}
		if w.plural && t[p]|0x20 == 's' {
			p++
		}
		for p < len(t) && textscan.IsRESpace(t[p]) {
			p++
		}
		if p < len(t) && t[p] == ':' {
			p++
		}
		for p < len(t) && textscan.IsRESpace(t[p]) {
			p++
		}
		if p == len(t) {
			return len(t) - 1, true // one byte given back to "(.+)"
		}
		return p, true
	}
	return 0, false
}
