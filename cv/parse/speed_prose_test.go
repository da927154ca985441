package parse

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv/venue"
)

// isProseRunInOrder is isProseRun as first written: each line's quotes,
// role and author prefix tested before its words are counted.
func isProseRunInOrder(p *parser, ls []line) bool {
	words, lower := 0, 0
	for _, l := range ls {
		if strings.ContainsAny(l.Text, "“”\"") || p.pubRole(l.Text) == 'A' {
			return false
		}
		if n, _ := p.m.authorPrefix(l.Text); n > 0 {
			return false
		}
		for _, w := range strings.Fields(l.Text) {
			words++
			if isLowerWord(strings.Trim(w, ".,;:()")) {
				lower++
			}
		}
	}
	return words >= minProseWords && 2*lower > words
}

// proseRunTexts are fictional publication lists with descriptions under
// and above the citations, an owner's single-author line and quotes.
var proseRunTexts = []string{
	"We show that folding towers of tiles is easy when the tiles are small and the towers are short.\n" +
		"Ann Example and Bo Reyes. Folding towers. In Proc. of the Tile Symposium, 2030.\n" +
		"this work studies how queues grow quiet under load, and what that costs the operators of large systems.\n" +
		"Ann Example. Quiet queues. Journal of Queues, 2031.\n" +
		"A \"quoted\" remark about the paper that runs on for quite a few words in lower case here.\n" +
		"Ann Example, Bo Reyes, Cy Moss\nan author list above a lower-case line that goes on and on about the work it describes.\n",
}

// TestProseRunOrder: testing the words of a run before its author lists
// gives isProseRun's answer, on every window of the fictional lists and
// of the sample CVs.
func TestProseRunOrder(t *testing.T) {
	texts := proseRunTexts
	for _, data := range sampleCVs(t) {
		texts = append(texts, string(data))
	}
	p := &parser{venues: venue.Default(), m: newMemo(), owner: newOwner("Ann Example")}
	prose := 0
	for _, text := range texts {
		ls := toLines(text)
		for i := range ls {
			for n := 1; n <= 4 && i+n <= len(ls); n++ {
				w := ls[i : i+n]
				got, want := p.isProseRun(w), isProseRunInOrder(p, w)
				if got != want {
					t.Fatalf("isProseRun(%q) = %v, want %v", joinTexts(w), got, want)
				}
				if got {
					prose++
				}
			}
		}
	}
	if prose == 0 {
		t.Fatal("no run read as prose: the test checks nothing")
	}
}

// TestAuthorCellOrder: authorCell, asking its word tests before the
// author-list test, answers as in the first order on fictional cells and
// every cell of the sample CVs' lines.
func TestAuthorCellOrder(t *testing.T) {
	inOrder := func(m *memo, c string) bool {
		if strings.Count(c, ",") < 2 && !strings.Contains(c, " and ") && !strings.Contains(c, "&") {
			return false
		}
		return m.isAuthorList(c) && !hasWord(c, titleWords) && !hasWord(c, notNameWords)
	}
	cells := []string{"A. Roe, B. Doe and C. Poe", "Assistant Professor, Acme State University, 2030", "Ann Example & Bo Reyes", "Roe, Doe, Poe"}
	for _, data := range sampleCVs(t) {
		for _, l := range toLines(string(data)) {
			cells = append(cells, l.Cells...)
		}
	}
	m := newMemo()
	for _, c := range cells {
		if got, want := authorCell(m, c), inOrder(m, c); got != want {
			t.Fatalf("authorCell(%q) = %v, want %v", c, got, want)
		}
	}
}

// wrapsIntoInOrder is wrapsInto as first written: b's role asked before
// the tests that need it.
func wrapsIntoInOrder(p *parser, a, b string, width int) bool {
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	if a == "" || b == "" {
		return false
	}
	if wrapCue(a, b) {
		return true
	}
	last, _ := utf8.DecodeLastRuneInString(a)
	if strings.ContainsRune(".?!”\"]", last) && !endsWithInitial(a) {
		return false
	}
	rb := p.pubRole(b)
	if rb == 'A' && strings.Contains(a, ",") && p.m.isAuthorList(a) {
		return true
	}
	full := width > 0 && utf8.RuneCountInString(a)*5 >= width*4
	return full && rb != 'V' && rb != 'W' && rb != 'A'
}

// TestWrapsIntoOrder: wrapsInto, asking b's role only when a test needs
// it, answers as in the first order for every pair of successive lines
// of the fictional lists and the sample CVs, with no width and with
// widths that make lines full.
func TestWrapsIntoOrder(t *testing.T) {
	texts := append([]string{"Ann Example, Bo Reyes, Cy\nMoss and Di Hart. Folding towers of tiles in small\nrooms. In Proc. of the Tile Symposium, 2030.\n"}, proseRunTexts...)
	for _, data := range sampleCVs(t) {
		texts = append(texts, string(data))
	}
	p := &parser{venues: venue.Default(), m: newMemo(), owner: newOwner("Ann Example")}
	for _, text := range texts {
		ls := toLines(text)
		for i := 1; i < len(ls); i++ {
			for _, width := range []int{0, 30, 60, 90} {
				a, b := ls[i-1].Text, ls[i].Text
				if got, want := p.wrapsInto(a, b, width), wrapsIntoInOrder(p, a, b, width); got != want {
					t.Fatalf("wrapsInto(%q, %q, %d) = %v, want %v", a, b, width, got, want)
				}
			}
		}
	}
}

// TestMayEmptyBrackets: where the guard says no, emptyBrackets replaces
// nothing, on fictional venue texts, every sample line and random joins.
func TestMayEmptyBrackets(t *testing.T) {
	check := func(s string) {
		t.Helper()
		if !mayEmptyBrackets(s) && emptyBrackets.Replace(s) != s {
			t.Fatalf("mayEmptyBrackets(%q) = false, emptyBrackets gives %q", s, emptyBrackets.Replace(s))
		}
	}
	for _, s := range []string{"", "()", "( )", "[]", "Proc. of SST, ]", "Tile Symposium, )", "SST 2030 · ·", "(SST 2030)", "[J]", "x)", " )"} {
		check(s)
	}
	for _, data := range sampleCVs(t) {
		for _, s := range strings.Split(string(data), "\n") {
			check(s)
		}
	}
	pieces := []string{"(", ")", "[", "]", " ", ",", "·", "SST", "2030", "x"}
	state := uint64(3)
	for range 20000 {
		var b strings.Builder
		for range 1 + state%8 {
			state ^= state << 13
			state ^= state >> 7
			state ^= state << 17
			b.WriteString(pieces[state%uint64(len(pieces))])
		}
		check(b.String())
	}
}
