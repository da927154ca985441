package parse

import (
	"strings"
	"unicode/utf8"
)

// resolveOwner places the CV owner in the author lists the header name
// did not place them in: when that name is missing or names the owner in
// fewer than half of the publications, the author the lists themselves
// point at (see ownerFromLists) is taken as another form of the owner's
// name. It runs after the sections are read.
func (p *parser) resolveOwner(secs []section) {
	lists, hits := p.authorLists()
	if len(lists) == 0 || hits*2 >= len(lists) && hits > 0 {
		return
	}
	form := ownerFromLists(lists, boldNames(secs), p.cv.Name)
	if form == "" || hits > 0 && !sharesNameWord(form, p.cv.Name) {
		// a header name found in some lists is the owner: another author
		// found in more of them (an advisor) is not
		return
	}
	p.owner.add(form)
	p.ownerChanged()
	p.nameFromOwner(form)
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

// ownerFromLists finds the CV owner from the author lists alone: the name
// set in bold in most lists, else a name that shares a word with the
// header name, else the name that appears in nearly every list (at least
// half of them, and more often than any other). It returns the fullest
// form in which that name is written, or "".
func ownerFromLists(lists [][]string, bolds []string, header string) string {
	if k := topKey(countKeys([][]string{bolds}, true), 2); k != "" {
		return fullestForm(lists, bolds, k)
	}
	counts := countKeys(lists, false)
	if k := headerKey(counts, header); k != "" {
		return fullestForm(lists, nil, k)
	}
	k := topKey(counts, 2)
	if k == "" || counts[k]*2 < len(lists) {
		return ""
	}
	return fullestForm(lists, nil, k)
}

// countKeys counts the lists each name key appears in; perName counts
// every name instead (for a flat list of bold names).
func countKeys(lists [][]string, perName bool) map[string]int {
	counts := map[string]int{}
	for _, l := range lists {
		seen := map[string]bool{}
		for _, a := range l {
			k := authorKey(a)
			if k == "" || (seen[k] && !perName) {
				continue
			}
			seen[k] = true
			counts[k]++
		}
	}
	return counts
}

// topKey returns the most frequent key when it is seen at least min times
// and more often than every other key, else "".
func topKey(counts map[string]int, min int) string {
	best, top, ties := "", 0, 0
	for k, n := range counts {
		switch {
		case n > top:
			best, top, ties = k, n, 1
		case n == top:
			ties++
		}
	}
	if top < min || ties > 1 {
		return ""
	}
	return best
}

// headerKey returns the most frequent key (seen twice or more) whose
// family name is a word of the header name, for a header the PDF
// conversion garbled; "" if none.
func headerKey(counts map[string]int, header string) string {
	words := map[string]bool{}
	for _, w := range nameTokens(joinSmallCaps(header)) {
		if utf8.RuneCountInString(w) > 1 {
			words[w] = true
		}
	}
	if len(words) == 0 {
		return ""
	}
	sub := map[string]int{}
	for k, n := range counts {
		if fam, _, _ := strings.Cut(k, "|"); words[fam] {
			sub[k] = n
		}
	}
	return topKey(sub, 2)
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

// fullestForm returns the way a name with key k is most often written in
// the bold names, else in the lists (the longer form on a tie).
func fullestForm(lists [][]string, bolds []string, k string) string {
	if f := commonForm([][]string{bolds}, k); f != "" {
		return f
	}
	return commonForm(lists, k)
}

func commonForm(lists [][]string, k string) string {
	counts := map[string]int{}
	best := ""
	for _, l := range lists {
		for _, a := range l {
			if authorKey(a) != k {
				continue
			}
			counts[a]++
			if n := counts[a]; best == "" || n > counts[best] || (n == counts[best] && len(a) > len(best)) {
				best = a
			}
		}
	}
	return best
}
