// Package cite writes the publications of CV records for reference
// managers: BibTeX (WriteBibTeX) and CSL-JSON (WriteCSL), the formats of
// "vitae parse --format bibtex|csl-json". Both name each publication by
// the same citation key (Keys): stable for the same records, unique in
// one output. It reads records only; the BibTeX reader is cv/data/bibtex.
package cite

import (
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/vitae-cv/vitae/cv"
)

// Item is one publication to write, with its key and the CV it is from.
type Item struct {
	Key string
	Pub *cv.Publication
	CV  *cv.CV
}

// Items lists the publications of cvs in order with their keys: the
// first author's family name, the year and the title's first word of
// four letters or more ("lovelace1843notes"), in ASCII lower case; a key
// already taken gets "b", "c", … ("…notesb").
func Items(cvs []*cv.CV) []Item {
	var out []Item
	taken := map[string]bool{}
	for _, c := range cvs {
		for i := range c.Publications {
			p := &c.Publications[i]
			base := baseKey(p, c)
			k := base
			for n := 1; taken[k]; n++ {
				k = base + suffix(n)
			}
			taken[k] = true
			out = append(out, Item{Key: k, Pub: p, CV: c})
		}
	}
	return out
}

func suffix(n int) string {
	if n < 26 {
		return string(rune('a' + n))
	}
	return "x" + strconv.Itoa(n)
}

func baseKey(p *cv.Publication, c *cv.CV) string {
	who := ""
	if len(p.Authors) > 0 {
		_, who = SplitName(p.Authors[0])
	} else if c.Name != "" {
		_, who = SplitName(c.Name)
	}
	k := ascii(who)
	if k == "" {
		k = "anon"
	}
	if p.Year > 0 {
		k += strconv.Itoa(p.Year)
	}
	for _, w := range strings.Fields(p.Title) {
		if a := ascii(w); len(a) >= 4 {
			return k + a
		}
	}
	return k
}

// ascii is s lower-cased, accents dropped, ASCII letters and digits only.
func ascii(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		r = unicode.ToLower(r)
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// SplitName splits a name as written ("Ada King Lovelace") into given
// names and family name, the family name being the last word (with a
// particle before it: "van", "von", "de", …) or, for "Lovelace, Ada",
// what comes before the comma.
func SplitName(name string) (given, family string) {
	if before, after, ok := strings.Cut(name, ","); ok && !isSuffix(strings.TrimSpace(after)) {
		return strings.TrimSpace(after), strings.TrimSpace(before)
	}
	w := strings.Fields(name)
	if len(w) == 0 {
		return "", ""
	}
	last := len(w) - 1
	for last > 1 && isParticle(w[last-1]) {
		last--
	}
	return strings.Join(w[:last], " "), strings.Join(w[last:], " ")
}

func isParticle(w string) bool {
	switch w {
	case "van", "von", "de", "der", "den", "da", "di", "del", "della", "du", "la", "le", "ter", "ten", "dos", "das":
		return true
	}
	return false
}

func isSuffix(w string) bool {
	switch strings.ToLower(strings.TrimSuffix(w, ".")) {
	case "jr", "sr", "ii", "iii", "iv":
		return true
	}
	return false
}
