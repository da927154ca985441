package parse

import (
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/parse/names"
)

// The parser's side of the names pass (cv/parse/names): it hands the
// pass the author lists and header name it read, and places the owner
// the pass finds in the publications.

// readAuthors fills a publication's authors from its author list: the
// cleaned names, the owner's place and equal-contribution mark, and
// whether the list was cut short.
func (p *parser) readAuthors(pub *cv.Publication, authorsText string) {
	list := p.m.authorListOf(authorsText) // read only
	pub.Authors = slices.Grow(pub.Authors, len(list.Names))
	for _, a := range list.Names {
		name, eq := names.CleanOf(list, a) // cleanAuthor(a), sparing the scans for marks when the list has none
		if name == "" {
			continue
		}
		pub.Authors = append(pub.Authors, name)
		if pub.SelfIndex == 0 && p.ownerIs(name) {
			pub.SelfIndex = len(pub.Authors)
			pub.EqualContribution = eq
		}
	}
	if pub.Authors == nil {
		pub.Authors = []string{}
	}
	pub.EtAl = list.Cut && len(pub.Authors) > 0
	if authorsText != "" && pub.SelfIndex == 0 && p.owner.Known() {
		p.warn(pub.Line, "CV owner not found among the authors", authorsText)
	}
}

// expandOwnerAbbrev handles CVs that write their owner as capital initials
// in every author list ("ADQ" for "Ada D. Quill"): when the initials of
// the header name stand as an author in names.MinAbbrevLines or more
// lines of the publications sections, they are replaced there by the
// header name, so the author lists read as lists of names and the owner
// is found in them.
func (p *parser) expandOwnerAbbrev(secs []section) {
	abbrev := names.AbbrevOf(p.cv.Name)
	if abbrev == "" {
		return
	}
	n := 0
	for _, s := range secs {
		if s.Kind != secPublications {
			continue
		}
		for _, l := range s.Lines {
			if abbrev.In(l.Text) {
				n++
			}
		}
	}
	if n < names.MinAbbrevLines {
		return
	}
	name := strings.Join(strings.Fields(p.cv.Name), " ")
	for _, s := range secs {
		if s.Kind != secPublications {
			continue
		}
		for i := range s.Lines {
			l := &s.Lines[i]
			if !abbrev.In(l.Text) {
				continue
			}
			l.Text = abbrev.Expand(l.Text, name)
			l.MD = abbrev.Expand(l.MD, name)
			for j := range l.Cells {
				l.Cells[j] = abbrev.Expand(l.Cells[j], name)
			}
		}
	}
}

// resolveOwner places the CV owner in the author lists the header name
// did not place them in: when that name is missing or names the owner in
// fewer than half of the publications, the names pass infers the owner
// from all the author lists (names.Infer); every form of the owner's
// cluster then names the owner. When no cluster is surely the owner's,
// the places stay empty and a warning says so. It runs after the
// sections are read.
func (p *parser) resolveOwner(secs []section) {
	lists, hits := p.authorLists()
	if len(lists) == 0 || hits*2 >= len(lists) && hits > 0 {
		return
	}
	c, unsure := names.Infer(p.cv.Name, lists, boldNames(secs))
	if c == nil {
		if unsure {
			p.warn(0, "CV owner unsure: no author's name is in most author lists; their places are left empty", p.cv.Name)
		}
		return
	}
	if hits > 0 && !names.SharesWord(c.Seed, p.cv.Name) {
		// a header name found in some lists is the owner: another author
		// found in more of them (an advisor) is not
		return
	}
	p.owner.AddCluster(c)
	p.ownerChanged()
	p.nameFromOwner(c.Seed)
	p.placeOwnerMarked(pubLineTexts(secs))
}

// authorLists returns the publications' author lists and how many of them
// the owner was found in.
func (p *parser) authorLists() (lists [][]string, hits int) {
	for _, pub := range p.cv.Publications {
		if len(pub.Authors) > 0 {
			lists = append(lists, pub.Authors)
			if pub.SelfIndex > 0 {
				hits++
			}
		}
	}
	return lists, hits
}

// placeOwnerMarked sets the owner's place, and their equal-contribution mark as
// written in the source lines, in the publications that have none yet.
func (p *parser) placeOwnerMarked(texts map[int]string) {
	for i := range p.cv.Publications {
		pub := &p.cv.Publications[i]
		if pub.SelfIndex > 0 {
			continue
		}
		for j, a := range pub.Authors {
			if p.ownerIs(a) {
				pub.SelfIndex = j + 1
				pub.EqualContribution = markedInSource(texts, pub.Line, a)
				break
			}
		}
	}
}

// nameFromOwner names the owner of a CV whose header gives no name after
// the form of their name the author lists point at.
func (p *parser) nameFromOwner(form string) {
	if p.cv.Name != "" || !looksLikeName(form) {
		return
	}
	p.cv.Name = form
	p.warn(0, "no name in the header: the owner is taken to be the author the publications point at", form)
}

// boldNames returns the names set in bold in the publications sections (a
// CV puts its owner in bold in its own author lists).
func boldNames(secs []section) []string {
	var out []string
	for _, s := range secs {
		if s.Kind != secPublications {
			continue
		}
		for _, l := range s.Lines {
			for _, b := range l.Bolds() {
				if n, _ := cleanAuthor(b); isName(n) {
					out = append(out, n)
				}
			}
		}
	}
	return out
}

// maxEntryLines is how many source lines after its first one
// markedInSource looks at for an entry's author list.
const maxEntryLines = 8

// pubLineTexts maps the source line numbers of the publications sections
// to their text.
func pubLineTexts(secs []section) map[int]string {
	m := map[int]string{}
	for _, s := range secs {
		if s.Kind != secPublications {
			continue
		}
		for _, l := range s.Lines {
			if !l.Blank {
				m[l.N] = l.Text
			}
		}
	}
	return m
}

// markedInSource reports whether name carries an equal-contribution mark
// where it is written in the entry that starts at source line n.
func markedInSource(texts map[int]string, n int, name string) bool {
	for i := n; i <= n+maxEntryLines; i++ {
		t, ok := texts[i]
		if !ok {
			continue
		}
		if k := strings.Index(t, name); k >= 0 {
			return markFollows(t[k+len(name):])
		}
	}
	return false
}

// markFollows reports whether s opens with an equal-contribution mark
// (spaces and superscript braces aside).
func markFollows(s string) bool {
	for _, r := range s {
		switch {
		case r == ' ' || r == '^' || r == '{':
			continue
		case strings.ContainsRune("*∗†+", r):
			return true
		}
		return false
	}
	return false
}

// Author lists of inverted names parted by semicolons ("Fenn, T. K.;
// Quell, M.; Lune, B. Paper Kites. Kite Journal, 2030.") are read by
// authorPrefix, whose family-then-initials test lets a semicolon end the
// initials (isFamilyBeforeInitials). A line that holds nothing but such
// a list ("Quell, M.; Lune, B." or "Quell, M.; Lune, B.," over a title
// line of its own) is an
// author line, not the first line of a run-in citation: its last name is
// whole, so nothing marks it as wrapped.

// semicolonListLine reports whether line t is wholly an author list of
// inverted names parted by semicolons.
func semicolonListLine(t string) bool {
	t = strings.TrimSpace(t)
	if !strings.Contains(t, ";") {
		return false
	}
	n, at := semicolonAuthors(t)
	return n >= 2 && at >= len(strings.TrimRight(t, " .,;"))
}
