package cv

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// StableID identifies a candidate across runs and across edits of their
// CV: the name folded (letters only, lower case, accents dropped, words in
// order) and the first e-mail address in lower case, as
// "name:jane doe|jane@example.org"; without a usable name, the input
// file, as "file:applications/jd.pdf". Scheduled runs key what changed and
// the corrections a committee made by it, so a CV re-exported with a new
// layout keeps its corrections while two people of the same name stay
// apart by their addresses.
func StableID(name string, emails []string, source string) string {
	n := FoldName(name)
	if n == "" {
		return "file:" + source
	}
	id := "name:" + n
	for _, e := range emails {
		if e = strings.ToLower(strings.TrimSpace(e)); e != "" {
			return id + "|" + e
		}
	}
	return id
}

// ID is the record's StableID.
func (c *CV) ID() string { return StableID(c.Name, c.Contact.Emails, c.Source) }

// FoldName folds a name or a title for comparison: letters and digits
// only, lower case, accents dropped, anything else a word break, words
// one space apart ("Renée Dupont-Lefèvre" is "renee dupont lefevre").
func FoldName(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteByte(' ')
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}
