package parse

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The owner's name as CVs write it outside a bare name line (issue 22,
// convention 6):
//
//   - after a word naming the document: "CV of Ann Example",
//     "Curriculum Vitae: Ann Example", "Ann Example – Résumé";
//   - with a nickname in brackets or quotes: "Ann B. (“Annie”) Example";
//   - with a family name that opens with an elided particle:
//     "Marie d’Aubert", "Luca dell’Orto";
//   - as the first cell of a line that goes on with a job title or
//     contact details: "Ann Example, Research Scientist, ann@example.org".
//
// Each form is read only where a name line is looked for (the header, or
// the first lines of a CV that opens with a section).

var (
	// reNickname is a nickname in a name: a bracketed or quoted word
	// ("(“Annie”)", "(Annie)", "“Annie”").
	reNickname = regexp.MustCompile(`\s*(?:\(\s*["“”'‘’]?\p{L}+["“”'‘’]?\s*\)|["“]\p{L}+["”])`)
)

// nameOf returns the owner's name a line or cell gives in one of the forms
// above (or as a bare name line), and whether it gives one.
func nameOf(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if looksLikeName(s) {
		return cleanName(s), true
	}
	if t := stripDocWord(s); t != s && t != "" {
		if n, ok := nameOf(t); ok {
			return n, true
		}
	}
	if t := dropNicknames(s); t != s && looksLikeName(t) {
		if !latinOnly(s) {
			return cleanName(t), true // "Ann Example (安)": the name in another script
		}
		return s, true // the nickname is part of the name as written
	}
	return "", false
}

// latinOnly reports whether every letter of s is a Latin one.
func latinOnly(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r) {
			return false
		}
	}
	return true
}

// withoutNickname is a name without its nickname: the form author lists
// use ("Ann B. (“Annie”) Example" is "Ann B. Example").
func withoutNickname(name string) string {
	if mayHoldNickname(name) {
		name = reNickname.ReplaceAllString(name, "")
	}
	return strings.Join(strings.Fields(name), " ")
}

// stripDocWord drops the word naming the document before or after a name
// ("CV of ...", "... – Curriculum Vitae").
func stripDocWord(s string) string {
	s = stripDocPrefix(s) // speed_regexp.go
	return strings.TrimSpace(stripDocSuffix(s))
}

// nameFirstCell returns the name that opens a line of comma-separated
// cells when the rest of the line is a job title or contact details
// ("Ann Example, Research Scientist, ann@example.org").
func nameFirstCell(t string) (string, bool) {
	first, rest, ok := strings.Cut(t, ",")
	if !ok || !looksLikeName(first) {
		return "", false
	}
	rest = strings.TrimSpace(rest)
	second, _, _ := strings.Cut(rest, ",")
	if isTitleLike(second) || strings.Contains(rest, "@") || mayHaveURL(rest) {
		return cleanName(first), true
	}
	return "", false
}

// elidedParticle reports whether w is a family name opening with an
// elided particle: "d’Aubert", "dell'Orto", "l’Hôte".
func elidedParticle(w string) bool {
	i := strings.IndexAny(w, "'’")
	if i <= 0 || i > 4 {
		return false
	}
	switch strings.ToLower(w[:i]) {
	case "d", "l", "dell", "dall", "degl", "sull":
	default:
		return false
	}
	_, size := utf8.DecodeRuneInString(w[i:])
	r, _ := utf8.DecodeRuneInString(w[i+size:])
	return unicode.IsUpper(r)
}

// nameFromFirstSection names the owner of a CV that opens with a section
// (no header lines): a name line among the first lines of that section,
// or a line opening with the name and going on with a title or contact
// details. Headings and list items are never names.
func (p *parser) nameFromFirstSection(secs []section) {
	if p.cv.Name != "" {
		return
	}
	for _, l := range firstSectionOpening(secs) {
		if l.List != "" || l.Heading > 0 {
			continue
		}
		if n, ok := nameOf(l.Text); ok {
			p.cv.Name = n
			return
		}
		if n, ok := nameFirstCell(l.Text); ok {
			p.cv.Name = n
			return
		}
	}
}

// firstSectionOpening is the first three non-blank lines of the first
// section of a CV that opens with a section (no header lines), where
// such a CV puts its owner's name and contact details; nil for a CV
// with no section.
func firstSectionOpening(secs []section) []line {
	if len(secs) < 2 {
		return nil
	}
	var out []line
	for _, l := range secs[1].Lines {
		if l.Blank {
			continue
		}
		if out = append(out, l); len(out) == 3 {
			break
		}
	}
	return out
}
