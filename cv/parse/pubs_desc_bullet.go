package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// A highlight bullet under a paper (issue 25): pages that show each paper
// as a card list what it achieved in bullets under the citation ("- First
// boat folded from a single sheet, ten times faster than prior folds.").
// Such a bullet is a sentence of prose: it ends with a full stop, names
// no authors, and its own line holds no year or venue. It is the paper's
// description, not a paper, even when the next card's venue badge ("ABCD
// 2030") follows it and would lend it a venue and a year.

// descriptionBullet reports whether entry e, read as pub, is such a
// bullet: its first line is a list item of at least eight words ending
// with a full stop, with no year and no catalogued venue on it, and the
// entry has no author list.
func (p *parser) descriptionBullet(pub *cv.Publication, e []pubLine) bool {
	first := e[0]
	if first.List == "" || len(pub.Authors) > 0 {
		return false
	}
	t := strings.TrimSpace(first.Text)
	if !strings.HasSuffix(t, ".") || strings.HasSuffix(t, "..") || wordsUpTo(t, 9) < 8 || hasYear(t) {
		return false
	}
	for _, pl := range e {
		if pl.role == 'A' {
			return false
		}
	}
	_, _, _, named := p.matchVenue(t)
	return !named
}
