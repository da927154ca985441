package parse

import (
	"regexp"
	"strings"
)

// Position titles as CVs write them (issue 22, positions):
//
//   - A qualifier in brackets after a title is part of the title as the
//     CV states it: "Research Scientist (part-time)", "Fellow (visiting)",
//     "Engineer (contract)". A bracket is a note, and dropped, only when
//     it holds a date ("(since 2019)"), names a person ("(host: Dr. Bo
//     Reyes)", "(with Prof. Cy Tam)"), holds only a count of spells
//     ("(2x)"), or names the organisation the entry gives elsewhere
//     ("Research Intern (Acme Labs)" under "Acme Labs"). With no
//     organisation elsewhere, a bracket naming one is the organisation.
//   - A count of spells before a title ("3x Software Intern, Acme") says
//     how often the position was held; it is not part of the title.
//   - A field after "in" belongs to the title ("Lecturer in Statistics,
//     Example University"; "Associate Professor in Marine Ecology" under
//     the organisation's head line): the organisation is the part that
//     names one.
//   - A title with a short tail after a dash that names no organisation
//     ("Statistician – Survey Unit"), over a line naming the organisation
//     ("Example Institute of Health, Research Centre"): the tail is part
//     of the title, the line under it is the organisation.

// titleQualified drops a note in brackets at the end of a title (a date,
// a person, a count) and keeps a qualifier ("Assistant Professor (tenure
// track)").
func titleQualified(s string) string {
	s = strings.TrimSpace(s)
	inner, ok := tailBracket(s)
	if !ok || !noteBracket(inner) {
		return s
	}
	return strings.TrimSpace(dropParenTail(s))
}

// tailBracket returns what the bracket closing s holds ("Fellow (part
// time)" gives "part time"); ok is false when s does not end with one.
func tailBracket(s string) (string, bool) {
	if !endsWithParen(s) {
		return "", false
	}
	start := parenTailStart(s) // reParenTail's match, speed_keyvalue.go
	if start < 0 {
		return "", false
	}
	b := strings.TrimSpace(s[start:])
	return strings.TrimSpace(b[1 : len(b)-1]), true
}

// reBracketPersonNote is a bracket's start naming a person: an
// honorific, a role key ("Mentor:"), or "with"/"under"/"advised by".
var reBracketPersonNote = regexp.MustCompile(`(?i)^(?:(?:dr|drs|prof|profs|mr|ms|mrs)\.?\s|(?:mentors?|managers?|advis[oe]rs?|supervisors?|hosts?|pi|lead)\s*[:：]|(?:with|w/|under|working with)\s|(?:advised|supervised|mentored|hosted|managed|led)\s+by\s)`)

// reSpellCount is a count of spells: "2x", "x3", "×2", "3 times".
var reSpellCount = regexp.MustCompile(`(?i)^(?:\d{1,2}\s?[x×]|[x×]\s?\d{1,2}|\d{1,2}\s+times)$`)

// noteBracket reports whether what a bracket after a title holds is a
// note rather than a qualifier: nothing with letters, a date, a person
// or a count of spells.
func noteBracket(inner string) bool {
	switch {
	case !hasLetter(inner), onlyPresent(inner), len(findDates(inner)) > 0:
		return true
	case reBracketPersonNote.MatchString(inner), reSpellCount.MatchString(inner):
		return true
	}
	return false
}

// tidyTitle settles a record's title against its organisation before its
// kind is read: a count of spells before the title goes; a bracket at
// its end naming the organisation given elsewhere goes, and with no
// organisation given, a bracket naming one is the organisation.
func tidyTitle(title, org string) (string, string) {
	title = title[countPrefixEnd(title):] // a count of spells: "3x ", "2× "
	inner, ok := tailBracket(title)
	if !ok || !hasLetter(inner) {
		return title, org
	}
	bare := strings.TrimSpace(dropParenTail(title))
	switch {
	case bare == "":
		return title, org
	case org != "" && wordsWithin(inner, org):
		return bare, org // "Research Intern (Acme)" at "Acme Labs"
	case org == "" && hasSetWord(inner, orgWordSet) && !hasSetWord(inner, titleWordSet):
		return bare, inner // "Research Intern (Acme Labs)"
	}
	return title, org
}

// wordsWithin reports whether every word of a is a word of b.
func wordsWithin(a, b string) bool {
	in := wordMap(b)
	ws := words(a)
	for _, w := range ws {
		if !in[w] {
			return false
		}
	}
	return len(ws) > 0
}

// sepAfter returns the separator that follows the title t in the cell c
// ("in", "-", "–", "—", "," ...), or "" when t is not found in c.
func sepAfter(c, t string) string {
	i := strings.Index(c, t)
	if i < 0 || t == "" {
		return ""
	}
	rest := strings.TrimLeft(c[i+len(t):], " ")
	for _, s := range []string{"in ", "-", "–", "—", ",", "|", "@", "at ", "with "} {
		if strings.HasPrefix(rest, s) {
			return strings.TrimSpace(s)
		}
	}
	return ""
}

// plainTail reports whether the part o after a title names neither an
// organisation nor a place: a field ("Data Science") or a unit's short
// name ("Survey Unit") that belongs to the title.
func plainTail(o string) bool {
	return hasLetter(o) && !hasSetWord(o, orgWordSet) && !isLocationLine(o) && wordCount(o) <= 8
}

// fieldInTitle reads "Title in Field, Org": the title split before "in"
// and the first clause after it is a field naming no organisation while
// the rest names one. It returns the title with its field and the
// organisation; ok is false for any other cell.
func fieldInTitle(c, t, o string) (title, org string, ok bool) {
	if sepAfter(c, t) != "in" {
		return "", "", false
	}
	field, rest, found := strings.Cut(o, ",")
	if !found || !plainTail(field) || !hasSetWord(rest, orgWordSet) {
		return "", "", false
	}
	return strings.TrimSpace(t) + " in " + strings.TrimSpace(field), strings.TrimSpace(rest), true
}

// keptTail reports whether, under an organisation the entry's head names,
// the part after "Title in" or "Title –" is part of the title: it names
// no organisation nor place ("Associate Professor in Marine Science").
func keptTail(c, t, o string) bool {
	switch sepAfter(c, t) {
	case "in", "-", "–", "—":
		return plainTail(o)
	}
	return false
}

// wholeTitle is the cell c read as one title, when the split gave a
// title t and a tail o after a dash or "in" that names no organisation:
// an organisation given elsewhere in the entry (a line above or under
// it) shows the tail was part of the title (orgUnderTitle, tailKept).
func wholeTitle(c, t, o string) string {
	if !keptTail(c, t, o) {
		return ""
	}
	return titleQualified(c)
}

// orgUnderTitle reads a line naming only an organisation under a record
// whose organisation is the plain tail of its title cell ("Statistician –
// Survey Unit" over "Example Institute of Health"): the tail goes back
// into the title and the line is the organisation. It reports whether it
// did.
func (r *posReader) orgUnderTitle(f posLine) bool {
	c := r.cur
	if c == nil || c.whole == "" || f.title != "" || f.org == "" || !hasSetWord(f.org, orgWordSet) {
		return false
	}
	if hasWord(c.p.Organization, wordMap(f.org)) {
		c.whole = ""
		return false // the tail is a short form of the organisation
	}
	c.p.Title, c.p.Organization, c.whole = c.whole, f.org, ""
	if f.loc != "" {
		c.p.Location = f.loc
	}
	return true
}

// wordMap is the set of the words of s.
func wordMap(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range words(s) {
		m[w] = true
	}
	return m
}

// tailKept gives a record that already holds its organisation (from a
// line above: "Sample University" over "Associate Professor in Marine
// Ecology") the title cell read whole, as the tail it split off cannot
// be the organisation. It reports whether it did.
func (r *posReader) tailKept(f *posLine, takesOrg bool) bool {
	c := r.cur
	if takesOrg || f.whole == "" || c.p.Organization == "" || c.p.Title != "" {
		return false
	}
	f.title, f.org, f.whole = f.whole, "", ""
	return true
}
