package parse

import (
	"regexp"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// A homepage's positions section may be a first-person paragraph rather
// than a list ("I am currently working at Example Corp as a Storage
// Engineer. Before that I ..."), its sentences wrapped over several
// lines. Read line by line, a title cut by a wrap reads as half a title
// and the sentence's head as an organisation. The paragraph is read
// whole, sentence by sentence, as a bio is (bio.go); a paragraph that
// states no position names none.

// minWrapWords is the fewest words a wrapped line of prose holds.
const minWrapWords = 5

// reBioWorkAs is "I (am currently) working at ORG as a TITLE" and "I work
// for ORG as a TITLE".
var reBioWorkAs = regexp.MustCompile(`(?i)\bI(?:'m|’m| am)?\s+(?:(?:currently|also|now)\s+)*(?:working|work)\s+(?:at|for|with)\s+(?:the\s+)?(.+?)\s+as\s+(?:an?\s+)?(.+)$`)

// workAsPosition reads a sentence of the form reBioWorkAs: a position
// held now.
func workAsPosition(st string, n int) []cv.Position {
	if !containsAnyFold(st, "work") {
		return nil
	}
	m := reBioWorkAs.FindStringSubmatch(st)
	if m == nil {
		return nil
	}
	title := strings.TrimRight(firstClause(m[2]), " .;")
	if !isTitleLike(title) || wordCount(title) > 8 {
		return nil
	}
	return bioPosition(title, m[1], cv.Present, n)
}

// proseEntry reads an entry that is a first-person paragraph by its
// sentences, and reports whether it was one: it opens with a first-person
// line, every line but the last is a wrapped run of words (no short
// field such as a title or a date alone), and its lines joined are prose.
func (p *parser) proseEntry(e entry) bool {
	if len(e.lines) < 2 || e.lines[0].List != "" || !firstPerson(e.lines[0].Text) {
		return false
	}
	parts := make([]string, 0, len(e.lines))
	for i, l := range e.lines {
		if i+1 < len(e.lines) && (wordCount(l.Text) < minWrapWords || l.List != "") {
			return false
		}
		parts = append(parts, strings.TrimSpace(l.Text))
	}
	joined := strings.Join(parts, " ")
	if !firstPerson(joined) || !proseParagraph(joined) {
		return false
	}
	for _, st := range sentences(joined) {
		ps, _ := bioSentence(st, e.lines[0].N)
		if len(ps) == 0 {
			ps = workAsPosition(st, e.lines[0].N)
		}
		p.cv.Positions = append(p.cv.Positions, ps...)
	}
	return true
}
