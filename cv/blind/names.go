package blind

import (
	"path/filepath"
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv"
)

// person is what finds one candidate in text: the words of the name as
// read, and the author entries the parser marked as the owner.
type person struct {
	pseudonym string
	given     string // first word of the name, folded
	surname   string // last word, folded
	name      string // the name as read
	authors   []string
	sources   []string
	// marked holds the authors, folded: made once, by isFolded.
	marked map[string]bool
	// institutions are those the person's records name; cores replaces
	// their distinctive parts in those records, names their names in
	// titles (strict).
	institutions []string
	cores, names *replacer
}

// newPerson is the candidate c under pseudonym p.
func newPerson(p string) *person { return &person{pseudonym: p} }

// addRecord adds what record c says of the person: its name, its source
// and the author entries its self_index marks.
func (ps *person) addRecord(c *cv.CV) {
	if ps.name == "" {
		ps.name = strings.TrimSpace(c.Name)
		if w := strings.Fields(cv.FoldName(ps.name)); len(w) > 0 {
			ps.given, ps.surname = w[0], w[len(w)-1]
		}
	}
	ps.sources = append(ps.sources, c.Source)
	ps.institutions = append(ps.institutions, institutionsOf(c)...)
	for _, p := range c.Publications {
		if p.SelfIndex >= 1 && p.SelfIndex <= len(p.Authors) {
			ps.authors = append(ps.authors, cleanAuthor(p.Authors[p.SelfIndex-1]))
		}
	}
}

// cleanAuthor is an author entry without the marks around it ("*", "†",
// "**" of Markdown bold).
func cleanAuthor(a string) string {
	return strings.TrimFunc(a, func(r rune) bool { return !unicode.IsLetter(r) && r != '.' && r != ')' })
}

// variants adds to ps the phrases that name the person in free text: the
// name as read, its words in the orders a CV writes them ("Doe, Jane",
// "J. Doe", "Doe J"), the surname alone, the author entries marked as the
// owner, and the source's path, file name and stem.
func (ps *person) variants(to *phrases) {
	if w := strings.Fields(ps.name); len(w) > 0 {
		to.add(ps.name, ps.pseudonym, 3)
		first, last := w[0], w[len(w)-1]
		if len(w) > 1 {
			ini := string([]rune(first)[0])
			for _, v := range []string{first + " " + last, last + ", " + first, last + " " + first,
				ini + ". " + last, ini + " " + last, last + ", " + ini + ".", last + " " + ini} {
				to.add(v, ps.pseudonym, 3)
			}
		}
		to.add(strings.Trim(last, ".,"), ps.pseudonym, 3)
	}
	for _, a := range ps.authors {
		to.add(a, ps.pseudonym, 4)
	}
	for _, s := range ps.sources {
		base := filepath.Base(filepath.ToSlash(s))
		for _, v := range []string{s, base, strings.TrimSuffix(base, filepath.Ext(base))} {
			to.add(v, ps.pseudonym, 3)
		}
	}
}

// isFolded reports whether the author entry fa (folded) names the person: its
// words hold the surname and another word starting with the given
// name's initial ("J. Doe", "Doe, Jane", "DOE J"), or it is one of the
// entries the parser marked as the owner.
func (ps *person) isFolded(fa string) bool {
	if ps.marked == nil {
		ps.marked = map[string]bool{}
		for _, x := range ps.authors {
			ps.marked[cv.FoldName(x)] = true
		}
	}
	if ps.marked[fa] {
		return true
	}
	if len(ps.surname) < 2 || ps.given == "" || ps.given == ps.surname {
		return false
	}
	w := strings.Fields(fa)
	at := -1
	for i, x := range w {
		if x == ps.surname {
			at = i
		}
	}
	if at < 0 {
		return false
	}
	for i, x := range w {
		if i != at && strings.HasPrefix(x, ps.given[:1]) && (len(x) == 1 || strings.HasPrefix(ps.given, x) || x == ps.given) {
			return true
		}
	}
	return false
}
