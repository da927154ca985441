package cvgen

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Person is an invented name in parts.
type Person struct {
	Given  string
	Middle string // one capital letter, or ""
	Family string // may be hyphenated or accented
}

// Full is the name as a CV header writes it: "Given M. Family".
func (p Person) Full() string {
	if p.Middle != "" {
		return p.Given + " " + p.Middle + ". " + p.Family
	}
	return p.Given + " " + p.Family
}

// NameStyle is how a name is written in an author list.
type NameStyle int

// Author name styles.
const (
	StyleFull      NameStyle = iota // "Given M. Family"
	StyleInitials                   // "G. M. Family"
	StyleLastFirst                  // "Family, G. M."
	StyleShort                      // "G. Family"
	nameStyles
)

// Written is the name in style s.
func (p Person) Written(s NameStyle) string {
	inits := initial(p.Given) + "."
	if p.Middle != "" {
		inits += " " + p.Middle + "."
	}
	switch s {
	case StyleInitials:
		return inits + " " + p.Family
	case StyleLastFirst:
		return p.Family + ", " + inits
	case StyleShort:
		return initial(p.Given) + ". " + p.Family
	}
	return p.Full()
}

func initial(s string) string {
	r, _ := utf8.DecodeRuneInString(s)
	return string(r)
}

// newPerson invents a name; accented and hyphenated family names are
// drawn with the given odds.
func newPerson(g *rng, accent, hyphen float64) Person {
	p := Person{Given: givenName(g), Family: familyName(g, accent)}
	if g.chance(hyphen) {
		p.Family += "-" + familyName(g, 0)
	}
	if g.chance(0.3) {
		p.Middle = string(rune('A' + g.intn(26)))
	}
	return p
}

func givenName(g *rng) string {
	return capitalize(pick(g, vocab.given) + pick(g, vocab.givenEnd))
}

func familyName(g *rng, accent float64) string {
	s := pick(g, vocab.family)
	if g.chance(0.4) {
		s += pick(g, vocab.family)
	}
	if g.chance(accent) {
		s += pick(g, vocab.accented)
	} else {
		s += pick(g, vocab.familyEnd)
	}
	return capitalize(s)
}

func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// ascii folds accents away and keeps letters only, lower-cased ("Kasück"
// → "kasuck"), for e-mail addresses and domains.
func ascii(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if r < utf8.RuneSelf && unicode.IsLetter(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}
