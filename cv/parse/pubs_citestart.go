package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// quotedCitationFollows reports whether l starts a citation of its own
// after the entry cur although cur's last line does not end a sentence:
// cur already holds a closed quoted title, and l opens with an author
// list followed by a quoted title of its own. A wrapped line of one
// citation never brings a second author list and a second title, so
// such a line is the next paper, whatever the line before it ends with
// and whether or not a date column dates it. The convention: a list of
// manuscripts, each ending with a bare status,
//
//	A. Quill and B. Marrow. “A Pretend Study of Widgets”. Under review
//	C. Dune and A. Quill. “Toward Invented Methods”. Under review
//
// is two papers, not one wrapped over two lines.
func (p *parser) quotedCitationFollows(l line, cur pubBlock) bool {
	n, end := p.m.authorPrefix(l.Text)
	if n == 0 || quotedTitleIndex(l.Text[end:]) == nil {
		return false
	}
	return hasQuotedTitle(cur.lines)
}

// hasQuotedTitle reports whether the lines, read as one text, hold a
// closed quoted title (a title may wrap over lines).
func hasQuotedTitle(ls []line) bool {
	for _, l := range ls {
		if quotedTitleIndex(l.Text) != nil {
			return true
		}
	}
	if len(ls) < 2 {
		return false
	}
	texts := make([]string, len(ls))
	for i, l := range ls {
		texts[i] = l.Text
	}
	return quotedTitleIndex(strings.Join(texts, " ")) != nil
}

// subListYear forgets, at a sub-heading, a year read from the margin of
// the entries above it. A margin year dates the entry on its line (and,
// by a ditto convention, the undated rows right under it in the same
// list); a new sub-list starts a new run of rows, and a row there with
// an empty date cell has no date:
//
//	2019 | A. Quill. “A Pretend Study of Widgets”. Fictional Conf.
//	Manuscripts
//	     | A. Quill. “Toward Invented Methods”. Under review
//
// gives the manuscript no year rather than 2019. A year on a line of its
// own over the entries ("2019" then its papers) labels a group, which
// may hold sub-headings of its own, and is kept.
func (b *blockSplitter) subListYear() {
	if b.margin {
		b.year, b.cur.year = 0, 0
	}
}

// undatedWork reports whether the block b, which holds no year, is a
// work not yet published: under a heading of manuscripts or preprints,
// or with an unpublished status in its text or its label. Such a work
// has no year to give, so its block says nothing against a section whose
// published entries hold one year a block:
//
//	2019 | A. Quill. “A Pretend Study of Widgets”. Fictional Conf., 2019.
//	Manuscripts
//	     | A. Quill. “Toward Invented Methods”. Under review
//
// is a section of one entry a block, the manuscript included.
func undatedWork(b pubBlock) bool {
	if b.kind == cv.TypePreprint || unpublished(cv.PubStatus(b.status)) {
		return true
	}
	for _, l := range b.lines {
		if unpublished(stageOf(l.Text)) {
			return true
		}
	}
	return false
}
