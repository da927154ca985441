package parse

import (
	"regexp"
	"strings"
	"unicode"
)

// owner matches the CV owner's name in author lists, in any of the forms
// CVs use: "Qinyi Luo", "Luo Qinyi", "Q. Luo", "Luo Q.", "Luo, Q.".
type owner struct {
	tokens []string // lower-case name tokens
}

func newOwner(name string) owner {
	return owner{tokens: nameTokens(name)}
}

func nameTokens(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) })
}

// is reports whether author names the owner.
func (o owner) is(author string) bool {
	if len(o.tokens) == 0 {
		return false
	}
	at := nameTokens(author)
	if len(at) < 2 {
		return false
	}
	// every author token must be an owner token or the initial of one, and
	// at least one full token (the family name or a given name) must match
	full := 0
	used := make([]bool, len(o.tokens))
	for _, a := range at {
		ok := false
		for i, t := range o.tokens {
			if used[i] {
				continue
			}
			if a == t {
				ok, used[i] = true, true
				full++
				break
			}
		}
		if ok {
			continue
		}
		for i, t := range o.tokens {
			if used[i] {
				continue
			}
			if len([]rune(a)) <= 2 && strings.HasPrefix(t, a) {
				ok, used[i] = true, true
				break
			}
			// a hyphenated given name written as initials: "Xiao-Ming" -> "xm"
			if len(a) <= 3 && initialsOf(t) == a {
				ok, used[i] = true, true
				break
			}
		}
		if !ok {
			return false
		}
	}
	if full == 0 {
		return false
	}
	// the family name (last or first token of the owner's name) must be there
	last, first := o.tokens[len(o.tokens)-1], o.tokens[0]
	for _, a := range at {
		if a == last || (a == first && len(at) > 1 && len(o.tokens) == 2) {
			return true
		}
	}
	return false
}

func initialsOf(s string) string {
	var b strings.Builder
	for _, p := range strings.Split(s, "-") {
		if p != "" {
			b.WriteString(p[:1])
		}
	}
	return b.String()
}

var andReplacer = strings.NewReplacer(" and ", ", ", ",and ", ", ", " & ", ", ", " AND ", ", ")

var (
	reEtAl       = regexp.MustCompile(`(?i)(?:,\s*)?\bet\.?\s+al\.?|…|\.\.\.|\betc\.?$`)
	reInitialSeg = regexp.MustCompile(`^(?:\p{Lu}\.?\s?-?){1,3}$`)
	reMarks      = regexp.MustCompile(`[*∗†‡§#¶✉]+|\^\{?[*†\d,]+\}?|\(\s*equal\s+contribution\s*\)`)
)

// splitAuthors splits an author list into names. It understands ", and",
// "&", "Last, F." pairs, "et al." and "..." (dropped), and keeps marks such
// as "*" on the names.
func splitAuthors(s string) []string {
	s = strings.TrimSpace(s)
	s = strings.TrimSuffix(s, ".")
	if strings.Contains(s, "et al") || strings.Contains(s, "Et al") || strings.Contains(s, "etc") || strings.Contains(s, "…") || strings.Contains(s, "..") {
		s = reEtAl.ReplaceAllString(s, ",")
	}
	if strings.Contains(s, "&") || strings.Contains(s, "and ") {
		s = andReplacer.Replace(" " + s)
	}
	s = strings.ReplaceAll(s, ";", ",")
	var segs []string
	for _, p := range strings.Split(s, ",") {
		p = strings.TrimSpace(p)
		p = strings.Trim(p, " .")
		if p == "" {
			continue
		}
		segs = append(segs, p)
	}
	// "Qian, Z., He, Y." : a segment of initials belongs to the one before.
	var out []string
	for _, p := range segs {
		bare := strings.TrimSpace(stripMarks(p))
		if len(out) > 0 && reInitialSeg.MatchString(bare) && len(strings.Fields(out[len(out)-1])) == 1 {
			out[len(out)-1] += ", " + p
			continue
		}
		out = append(out, p)
	}
	return out
}

// isNameToken reports whether w can be one word of a name: a capitalised
// word, an initial ("H.", "J.-P."), or a particle ("van", "de").
func isNameToken(w string) bool {
	if particles[w] {
		return true
	}
	prevUpper := false
	for i, r := range w {
		switch {
		case i == 0:
			if !unicode.IsUpper(r) {
				return false
			}
			prevUpper = true
		case unicode.IsLetter(r):
			prevUpper = unicode.IsUpper(r)
		case r == '.':
			if !prevUpper && i != len(w)-1 {
				return false
			}
			prevUpper = false
		case r == '-' || r == '\'' || r == '’':
			prevUpper = false
		default:
			return false
		}
	}
	return true
}

func stripMarks(s string) string {
	if strings.ContainsAny(s, "*∗†‡§#¶✉^") || strings.Contains(s, "qual") {
		return reMarks.ReplaceAllString(s, "")
	}
	return s
}

// isName reports whether s reads as one person's name.
func isName(s string) bool {
	s = strings.TrimSpace(stripMarks(s))
	s = strings.TrimPrefix(s, "and ")
	s = strings.TrimPrefix(s, "& ")
	s = strings.TrimSpace(strings.ReplaceAll(s, ",", " "))
	if s == "" || strings.ContainsAny(s, ":;()[]/0123456789@") {
		return false
	}
	f := strings.Fields(s)
	if len(f) > 5 {
		return false
	}
	caps := 0
	for _, w := range f {
		if !isNameToken(w) {
			return false
		}
		if r, _ := firstRune(w); unicode.IsUpper(r) {
			caps++
		}
	}
	if caps == 0 {
		return false
	}
	if len(f) == 1 {
		// a single word is a name only with initials glued ("ZhuH") - rare;
		// accept only when it is not a common title word
		return false
	}
	return true
}

// isAuthorList reports whether s reads as a list of names: most segments
// are names.
func isAuthorList(s string) bool {
	if strings.Count(s, ",") == 0 && !strings.Contains(s, " and ") && !strings.Contains(s, "&") && len(strings.Fields(s)) > 5 {
		return false
	}
	as := splitAuthors(s)
	if len(as) == 0 {
		return false
	}
	n := 0
	for _, a := range as {
		if isName(a) {
			n++
		} else if len(strings.Fields(a)) > 4 || strings.ContainsAny(a, ":?!") {
			return false // a title or venue among the names
		}
	}
	if len(as) == 1 {
		// one "name" of four capitalised words is more likely a title
		// ("Towards Carbon-Aware Training Schedulers")
		return n == 1 && (len(strings.Fields(as[0])) <= 3 || strings.Contains(as[0], "."))
	}
	return n*4 >= len(as)*3 && n >= 2
}

// cleanAuthor removes marks from a name and reports whether it carried an
// equal-contribution mark.
func cleanAuthor(a string) (string, bool) {
	eq := strings.ContainsAny(a, "*∗†")
	a = strings.TrimSpace(stripMarks(a))
	a = strings.TrimPrefix(a, "and ")
	return strings.TrimSpace(a), eq
}
