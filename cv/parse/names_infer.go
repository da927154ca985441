package parse

import (
	"strings"
	"unicode/utf8"
)

// resolveOwner places the CV owner in the author lists the header name
// did not place them in: when that name is missing or names the owner in
// fewer than half of the publications, the author names are clustered
// (see clusterAuthors) and the owner's cluster chosen (see ownerCluster);
// every form in it then names the owner. When no cluster is surely the
// owner's, the places stay empty and a warning says so. It runs after
// the sections are read.
func (p *parser) resolveOwner(secs []section) {
	lists, hits := p.authorLists()
	if len(lists) == 0 || hits*2 >= len(lists) && hits > 0 {
		return
	}
	c, unsure := ownerCluster(clusterAuthors(lists), boldNames(secs), p.cv.Name, len(lists))
	if c == nil {
		if unsure {
			p.warn(0, "CV owner unsure: no author's name is in most author lists; their places are left empty", p.cv.Name)
		}
		return
	}
	if hits > 0 && !sharesNameWord(c.seed, p.cv.Name) {
		// a header name found in some lists is the owner: another author
		// found in more of them (an advisor) is not
		return
	}
	p.owner.add(c.seed)
	p.owner.addVariants(c.members)
	p.ownerChanged()
	p.nameFromOwner(c.seed)
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

// sharesNameWord reports whether two names share a word of two or more
// letters.
func sharesNameWord(a, b string) bool {
	words := map[string]bool{}
	for _, w := range nameTokens(joinSmallCaps(b)) {
		if utf8.RuneCountInString(w) > 1 {
			words[w] = true
		}
	}
	for _, w := range nameTokens(a) {
		if words[w] {
			return true
		}
	}
	return false
}

// boldNames returns the names set in bold in the publications sections (a
// CV puts its owner in bold in its own author lists).
func boldNames(secs []section) []string {
	var out []string
	for _, s := range secs {
		if s.kind != secPublications {
			continue
		}
		for _, l := range s.lines {
			for _, b := range l.bolds {
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
		if s.kind != secPublications {
			continue
		}
		for _, l := range s.lines {
			if !l.blank {
				m[l.n] = l.text
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

// authorKey identifies a name across its forms: the folded family name
// and the first given initial ("quill|a" for "Ada Quill", "A. Quill" and
// "Quill, A."), or a capitalised abbreviation as written ("adq").
func authorKey(a string) string {
	t := nameTokens(a)
	switch {
	case len(t) == 0:
		return ""
	case len(t) == 1:
		if n := utf8.RuneCountInString(t[0]); n >= 2 && n <= 4 && isUpperWord(strings.TrimSpace(stripMarks(a))) {
			return t[0]
		}
		return ""
	}
	fam, given := len(t)-1, 0
	if strings.Contains(a, ",") {
		fam, given = 0, 1 // "Quill, A."
	} else {
		for fam > 0 && utf8.RuneCountInString(t[fam]) == 1 {
			fam-- // "Quill A."
		}
		if fam == 0 {
			given = 1
		}
	}
	r, _ := utf8.DecodeRuneInString(t[given])
	return t[fam] + "|" + string(r)
}
