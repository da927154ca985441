package names

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/textscan"
	unorm "golang.org/x/text/unicode/norm"
)

// An Owner matches the CV owner's name in author lists, in any of the forms
// CVs use: "Mira Tanaka", "Tanaka Mira", "M. Tanaka", "Tanaka M.",
// "Tanaka, M.", "Mira X. Tanaka", with or without accents, and the
// owner's initials ("MXT") used as an abbreviation.
type Owner struct {
	forms    []form
	variants map[string]bool // forms as written in the author lists (the owner's cluster)
}

// form is one written form of the owner's name.
type form struct {
	tokens   []string // folded name tokens
	initials string   // first letters of the tokens ("psc")
}

// NewOwner returns the owner whose name is name (the header's, its
// nickname dropped by the caller; "" for an owner not yet known).
func NewOwner(name string) Owner {
	var o Owner
	o.Add(name)
	return o
}

// Known reports whether the owner has a name to match.
func (o Owner) Known() bool { return len(o.forms) > 0 }

// AddCluster makes every form of the cluster name the owner: its seed as
// another form of the name (matched in all its forms, as Add does) and
// each member as written.
func (o *Owner) AddCluster(c *Cluster) {
	o.Add(c.Seed)
	o.addVariants(c.Members)
}

// Index returns the place (from 1) of the first author of list who names
// the owner, or 0 when none does.
func (o Owner) Index(list []string) int {
	for i, a := range list {
		if o.Is(a) {
			return i + 1
		}
	}
	return 0
}

// Add records another form of the owner's name (one found in the author
// lists when the header name matches none of them).
func (o *Owner) Add(name string) {
	t := nameTokens(joinSmallCaps(name))
	if len(t) == 0 {
		return
	}
	var b strings.Builder
	for _, w := range t {
		r, _ := utf8.DecodeRuneInString(w)
		b.WriteRune(r)
	}
	o.forms = append(o.forms, form{tokens: t, initials: b.String()})
	if strings.Contains(name, "-") {
		// "Ada-Bea Quill" is also written "Adabea Quill"
		o.Add(strings.ReplaceAll(name, "-", ""))
	}
}

// addVariants records forms of the owner's name as written in the author
// lists: each names the owner wherever it is written so.
func (o *Owner) addVariants(names map[string]bool) {
	if o.variants == nil {
		o.variants = map[string]bool{}
	}
	for n := range names {
		o.variants[n] = true
	}
}

// isUpperWord reports whether w has letters and all of them are capitals.
func isUpperWord(w string) bool {
	n := 0
	for _, r := range w {
		if unicode.IsLetter(r) {
			if !unicode.IsUpper(r) {
				return false
			}
			n++
		}
	}
	return n > 0
}

// Fold lower-cases s and removes accents, so that "José García",
// "JOSE GARCIA" and the decomposed forms of the accented letters compare
// equal.
func Fold(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToLower(s)
	}
	var b strings.Builder
	for _, r := range unorm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		switch r {
		case 'đ', 'Đ':
			r = 'd'
		case 'ł', 'Ł':
			r = 'l'
		case 'ø', 'Ø':
			r = 'o'
		case 'ı':
			r = 'i'
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// nameTokens splits a name into folded words of letters. An ASCII name
// goes by asciiNameTokens (tokens_ascii.go), which gives the same words.
func nameTokens(s string) []string {
	if textscan.IsASCII(s) {
		return asciiNameTokens(s)
	}
	return strings.FieldsFunc(Fold(s), func(r rune) bool { return !unicode.IsLetter(r) })
}

// Is reports whether author (a name as an author list writes it) names
// the owner.
func (o Owner) Is(author string) bool {
	if o.variants[author] {
		return true
	}
	author = dropNickname(author)
	if noFormCanMatch(author, o.forms) { // no form, or too many words for any (a20_owner.go)
		return false
	}
	at := nameTokens(author)
	if len(at) == 0 {
		return false
	}
	// the other readings of the author, made once for all the forms
	var ex, unhyphenated []string
	exDone, unhyphenatedDone := false, false
	for _, f := range o.forms {
		if len(at) == 1 {
			if isOwnerAbbrev(author, f) {
				return true
			}
			continue
		}
		if f.matches(at) {
			return true
		}
		if !exDone {
			ex, exDone = expandInitials(author), true
		}
		if ex != nil && f.matches(ex) {
			return true
		}
		if strings.Contains(author, "-") {
			if !unhyphenatedDone {
				unhyphenated, unhyphenatedDone = nameTokens(strings.ReplaceAll(author, "-", "")), true
			}
			if f.matches(unhyphenated) {
				return true // "Mc-Carthy": a family name hyphenated at a line break
			}
		}
	}
	return false
}

// isOwnerAbbrev reports whether a one-word author is the owner's initials
// in capitals, an abbreviation some CVs use for the owner in every author
// list ("ADQ" for "Ada D. Quill").
func isOwnerAbbrev(author string, f form) bool {
	a := strings.TrimSpace(StripMarks(author))
	n := utf8.RuneCountInString(a)
	if n < 2 || n > 4 || !isUpperWord(a) || len(f.tokens) < 2 {
		return false
	}
	return Fold(a) == f.initials
}

// expandInitials reads capital runs of two or three letters as glued
// initials ("XM Li" -> x, m, li); nil when there are none.
func expandInitials(author string) []string {
	if !mayHaveInitialsWord(author) {
		return nil // no two capitals in a row: no initials word
	}
	ws := strings.FieldsFunc(author, func(r rune) bool { return !unicode.IsLetter(r) })
	if !slices.ContainsFunc(ws, isInitialsWord) {
		return nil // nothing to expand: no reading is made
	}
	out := make([]string, 0, len(ws)+2)
	for _, w := range ws {
		if isInitialsWord(w) {
			for _, r := range Fold(w) {
				out = append(out, string(r))
			}
			continue
		}
		out = append(out, Fold(w))
	}
	return out
}

// isInitialsWord reports whether a word is two or three capitals
// ("PSC"), initials written together.
func isInitialsWord(w string) bool {
	n := utf8.RuneCountInString(w)
	return n >= 2 && n <= 3 && isUpperWord(w)
}

// matches reports whether the author's name tokens at name this form: each
// token is one of the form's names or an initial of one (either side may
// be the initial), a middle initial may be extra, at least two tokens
// agree, and the family name is there in full unless two full names are.
func (f form) matches(at []string) bool {
	var buf [16]bool // (on the stack for the usual short names)
	var used, matched []bool
	if n := len(f.tokens) + len(at); n <= len(buf) {
		used, matched = buf[:len(f.tokens)], buf[len(f.tokens):n]
	} else {
		used, matched = make([]bool, len(f.tokens)), make([]bool, len(at))
	}
	// full names first, so an initial never takes a full name's place
	full, famFull := f.matchFull(at, used, matched)
	initials, ok := f.matchInitials(at, used, matched)
	if !ok || full+initials < 2 || full == 0 {
		return false
	}
	return famFull || fullNames(at, matched, f) >= 2
}

// matchFull pairs each of the author's tokens at with an unused token of
// the form equal to it, marking both (used, matched); it returns how many
// it paired and whether one of them is the family name in full.
func (f form) matchFull(at []string, used, matched []bool) (full int, famFull bool) {
	for j, a := range at {
		for i, t := range f.tokens {
			if !used[i] && a == t {
				used[i], matched[j] = true, true
				full++
				if f.isFamily(i) && len(a) > 1 {
					famFull = true
				}
				break
			}
		}
	}
	return full, famFull
}

// matchInitials pairs each author token left unmatched with an unused
// token of the form it is the initial of, or that is its initial; it
// returns how many it paired, and false when a token other than an extra
// middle initial is left unmatched.
func (f form) matchInitials(at []string, used, matched []bool) (int, bool) {
	n := 0
	for j, a := range at {
		if matched[j] {
			continue
		}
		for i, t := range f.tokens {
			if !used[i] && (initialOf(a, t) || initialOf(t, a)) {
				used[i], matched[j] = true, true
				n++
				break
			}
		}
		if !matched[j] && (j == 0 || utf8.RuneCountInString(a) > 1) {
			return n, false // only an extra middle initial may go unmatched
		}
	}
	return n, true
}

// fullNames counts the author's matched tokens that are full names (not
// initials) and equal to one of the form's names.
func fullNames(at []string, matched []bool, f form) int {
	n := 0
	for j, a := range at {
		if !matched[j] || utf8.RuneCountInString(a) < 2 {
			continue
		}
		for _, t := range f.tokens {
			if a == t {
				n++
				break
			}
		}
	}
	return n
}

// isFamily reports whether token i of the form can be the family name: the
// last one, or the first of a two-word name (family-name-first order).
func (f form) isFamily(i int) bool {
	return i == len(f.tokens)-1 || (i == 0 && len(f.tokens) == 2)
}

// initialOf reports whether a is a one-letter initial of name t.
func initialOf(a, t string) bool {
	return utf8.RuneCountInString(a) == 1 && utf8.RuneCountInString(t) > 1 && strings.HasPrefix(t, a)
}

// dropNickname removes a one-word nickname in brackets or quotes from a
// name, written between given and family names ("Robert (Bob) Quill",
// "Robert “Bob” Quill" -> "Robert Quill"); anything else in brackets
// ("Operating Systems (BSc)") is kept.
func dropNickname(a string) string {
	if !hasNicknameMark(a) {
		return a
	}
	for _, p := range [][2]string{{"(", ")"}, {"\"", "\""}, {"“", "”"}} {
		i := strings.Index(a, p[0])
		if i < 0 {
			continue
		}
		j := strings.Index(a[i+len(p[0]):], p[1])
		if j < 0 {
			continue
		}
		before, after := strings.TrimSpace(a[:i]), strings.TrimSpace(a[i+len(p[0])+j+len(p[1]):])
		if before == "" || after == "" || !isNicknameWord(a[i+len(p[0]):i+len(p[0])+j]) {
			continue // a nickname stands between given and family names
		}
		a = before + " " + after
	}
	return strings.TrimSpace(a)
}

// hasNicknameMark is strings.ContainsAny(a, "(\"“") as byte scans:
// ContainsAny with a non-ASCII set tests every rune of a.
func hasNicknameMark(a string) bool {
	return strings.IndexByte(a, '(') >= 0 || strings.IndexByte(a, '"') >= 0 || strings.Contains(a, "“")
}

// isNicknameWord reports whether w is one capitalised word of letters.
func isNicknameWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) && !strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })
}
