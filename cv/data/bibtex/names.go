package bibtex

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/vitae-cv/vitae/cv/data/tex"
)

// Person is one name of an author list.
type Person struct {
	// Name is the name as people write it: "First von Last, Jr".
	Name string
	// Last is the family name (with its "von" part), First the given
	// names.
	Last, First string
	// Bold is true when the file set the name in bold, as a CV marks its
	// owner (\textbf{Last}, \textbf{First}).
	Bold bool
}

// Names splits a BibTeX name list ("Last, First and First Last and
// others") into people; etAl is true when it ends in "and others".
func Names(field string) (people []Person, etAl bool) {
	for _, raw := range splitDepth0(field, isAnd) {
		raw = strings.TrimSpace(raw)
		if raw == "" {
			continue
		}
		if strings.EqualFold(raw, "others") || strings.EqualFold(tex.Text(raw, tex.Options{}), "et al.") {
			etAl = true
			continue
		}
		if len(people) < maxAuthors {
			people = append(people, person(raw))
		}
	}
	return people, etAl
}

// maxAuthors bounds the names read from one list (physics papers list
// thousands; a CV's record needs none of those past this).
const maxAuthors = 2000

func person(raw string) Person {
	bold := strings.Contains(raw, `\textbf`) || strings.Contains(raw, `\bf `) || strings.Contains(raw, `\bfseries`)
	parts := splitDepth0(raw, isComma)
	p := Person{Bold: bold}
	switch len(parts) {
	case 1:
		words := strings.Fields(tex.Text(parts[0], tex.Options{}))
		if len(words) > 0 {
			p.Last = words[len(words)-1]
			p.First = strings.Join(words[:len(words)-1], " ")
		}
	case 2:
		p.Last, p.First = tex.Text(parts[0], tex.Options{}), tex.Text(parts[1], tex.Options{})
	default: // von Last, Jr, First
		p.Last = tex.Text(parts[0], tex.Options{}) + ", " + tex.Text(parts[1], tex.Options{})
		p.First = tex.Text(strings.Join(parts[2:], ","), tex.Options{})
	}
	p.Name = strings.TrimSpace(p.First + " " + p.Last)
	if len(parts) > 2 {
		p.Name = strings.TrimSpace(p.First + " " + tex.Text(parts[0], tex.Options{}) + ", " + tex.Text(parts[1], tex.Options{}))
	}
	return p
}

// splitDepth0 splits s at the separators sep finds outside braces.
func splitDepth0(s string, sep func(s string, i int) int) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{':
			depth++
			continue
		case '}':
			depth = max(depth-1, 0)
			continue
		}
		if depth > 0 {
			continue
		}
		if n := sep(s, i); n > 0 {
			out = append(out, s[start:i])
			start = i + n
			i = start - 1
		}
	}
	return append(out, s[start:])
}

// isAnd finds " and " (any case, any white space around it) at i.
func isAnd(s string, i int) int {
	if !isSpace(s[i]) {
		return 0
	}
	j := i
	for j < len(s) && isSpace(s[j]) {
		j++
	}
	if j+3 >= len(s) || !strings.EqualFold(s[j:j+3], "and") || !isSpace(s[j+3]) {
		return 0
	}
	return j + 3 - i
}

func isComma(s string, i int) int {
	if s[i] == ',' {
		return 1
	}
	return 0
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// key is how two names are compared: the family name folded (case and
// accents) and the first given name's initial.
type key struct{ last, initial string }

func (p Person) key() key {
	k := key{last: fold(lastWord(p.Last))}
	if f := fold(p.First); f != "" {
		k.initial = string([]rune(f)[0])
	}
	return k
}

func lastWord(s string) string {
	w := strings.Fields(strings.ReplaceAll(s, ",", " "))
	if len(w) == 0 {
		return ""
	}
	if len(w) > 1 && isSuffix(w[len(w)-1]) {
		return w[len(w)-2]
	}
	return w[len(w)-1]
}

func isSuffix(w string) bool {
	switch strings.ToLower(strings.TrimSuffix(w, ".")) {
	case "jr", "sr", "ii", "iii", "iv":
		return true
	}
	return false
}

// fold lower-cases s and drops its accents and everything but letters
// and digits.
func fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// ownerKey is the key of the CV owner's name as a CV writes it ("Ada
// Lovelace", "Lovelace, Ada").
func ownerKey(name string) key {
	name = strings.TrimSpace(name)
	if name == "" {
		return key{}
	}
	return person(name).key()
}
