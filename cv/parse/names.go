package parse

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv"
)

// andReplacer is the definition of replaceAnds (names_and.go).
var andReplacer = strings.NewReplacer(" and ", ", ", ",and ", ", ", " & ", ", ", " AND ", ", ")

var (
	reEtAl       = regexp.MustCompile(`(?i)(?:,\s*)?\bet\.?\s+al\.?|…|\.\.\.|\betc\.?$`)
	reInitialSeg = regexp.MustCompile(`^(?:\p{Lu}\.?\s?-?){1,3}$`)
	reEqualNote  = regexp.MustCompile(`(?i)\(\s*equal\s+contribution\s*\)`)
)

// splitAuthors splits an author list into names (see splitAuthorList).
func splitAuthors(s string) []string {
	names, _ := splitAuthorList(s)
	return names
}

// splitAuthorList splits an author list into names. It understands ", and",
// "&", ";", "Last, F." pairs and a missing comma between two names, drops
// annotations such as "(alphabetical order)", and keeps marks such as "*"
// on the names. cut reports a list cut short with "et al." or an ellipsis
// (the names listed are returned).
func splitAuthorList(s string) (names []string, cut bool) {
	s = trimHardBreak(strings.TrimSpace(s))
	s = strings.TrimSuffix(s, ".")
	if strings.ContainsAny(s, "([") {
		s = dropAnnotations(s)
	}
	if strings.Contains(s, "et al") || strings.Contains(s, "Et al") || strings.Contains(s, "etc") || strings.Contains(s, "…") || strings.Contains(s, "..") {
		if t := replaceSpans(s, etAlSpans(s), ","); t != s { // reEtAl.ReplaceAllString(s, ",")
			s, cut = t, true
		}
	}
	if strings.Contains(s, "&") || strings.Contains(s, "and ") {
		s = replaceAnds(s)
	}
	if names := invertedBySemicolon(s); names != nil {
		return names, cut
	}
	if strings.IndexByte(s, ';') >= 0 || strings.Contains(s, "„") {
		s = listSeparators.Replace(s)
	}
	// the comma-separated segments, cut without strings.Split's slice
	var segBuf [16]string
	segs := segBuf[:0]
	for rest, more := s, true; more; {
		var p string
		p, rest, more = strings.Cut(rest, ",")
		if p = strings.Trim(trimHardBreak(strings.TrimSpace(p)), " ."); p != "" {
			segs = append(segs, p)
		}
	}
	return splitRunTogether(joinInvertedFirst(joinInitials(segs))), cut
}

// invertedBySemicolon reads "Quill, Ada; Reyes, Bo": names separated by
// semicolons, each "Surname, Given" with one comma. It returns nil for
// other lists.
func invertedBySemicolon(s string) []string {
	if !strings.Contains(s, ";") {
		return nil
	}
	var out []string
	for _, p := range strings.Split(s, ";") {
		p = strings.Trim(trimHardBreak(strings.TrimSpace(p)), " .")
		if p == "" {
			continue
		}
		if strings.Count(p, ",") != 1 {
			return nil
		}
		out = append(out, p)
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// joinInvertedFirst joins the first two segments of a list that writes
// only its first author "Surname, Given" ("Quill, Ada, Bo Reyes and Cy
// Tam"): two single capitalised words followed only by names of two or
// more words.
func joinInvertedFirst(segs []string) []string {
	if len(segs) < 3 || !singleNameWord(segs[0]) || !singleNameWord(segs[1]) {
		return segs
	}
	for _, p := range segs[2:] {
		if !strings.Contains(strings.TrimSpace(p), " ") || !isName(p) {
			return segs
		}
	}
	out := append([]string{segs[0] + ", " + segs[1]}, segs[2:]...)
	return out
}

// singleNameWord reports whether s is one capitalised word of two or more
// letters (marks aside).
func singleNameWord(s string) bool {
	s = strings.TrimSpace(stripMarks(s))
	r, _ := firstRune(s)
	return len(s) > 1 && !strings.Contains(s, " ") && unicode.IsUpper(r) && isNameToken(s) && !isInitials(s)
}

// listSeparators turns the other separators of an author list into commas:
// ";" and the low double quote a PDF conversion makes of ",,".
var listSeparators = strings.NewReplacer(";", ",", "„", ",")

// trimHardBreak removes a Markdown hard line break (a trailing backslash),
// which is not part of the last name.
func trimHardBreak(s string) string {
	return strings.TrimSpace(strings.TrimRight(s, "\\"))
}

// joinInitials joins a segment of initials to the family name before it:
// "Qian, Z., He, Y." is two names. In such a list ("Surname, I." style)
// the family name may have several words ("Van Dam, B."), and a segment
// "M. Reyes" followed by initials is two halves with a comma lost
// ("Quill, A., Tam, M. Reyes, B.").
func joinInitials(segs []string) []string {
	// each segment stripped of marks and tested once (on the stack for
	// the usual short list)
	var bareBuf [16]string
	var iniBuf [16]bool
	bares, initials := bareBuf[:0], iniBuf[:0]
	if len(segs) > len(bareBuf) {
		bares, initials = make([]string, 0, len(segs)), make([]bool, 0, len(segs))
	}
	bares, initials = bares[:len(segs)], initials[:len(segs)]
	for i, p := range segs {
		bares[i] = strings.TrimSpace(stripMarks(p))
		initials[i] = isInitials(bares[i])
	}
	style := surnameFirstOf(initials)
	var out []string
	if len(segs) > 0 {
		out = make([]string, 0, len(segs)) // a segment adds one name at most
	}
	for i, p := range segs {
		bare := bares[i]
		if len(out) > 0 && initials[i] && (style || !strings.Contains(strings.TrimSpace(out[len(out)-1]), " ")) && !endsWithInitials(out[len(out)-1]) {
			out[len(out)-1] += ", " + p
			continue
		}
		if style && len(out) > 0 && i+1 < len(segs) && !endsWithInitials(out[len(out)-1]) && initials[i+1] {
			if ini, fam, ok := initialsThenName(bare); ok {
				out[len(out)-1] += ", " + ini
				out = append(out, fam)
				continue
			}
		}
		out = append(out, p)
	}
	return out
}

// surnameFirstOf reports whether a split list is written "Surname, I.": at
// least a third of its segments are initials (initials[i]: segment i,
// marks stripped, is initials).
func surnameFirstOf(initials []bool) bool {
	n := 0
	for _, ok := range initials {
		if ok {
			n++
		}
	}
	return n >= 2 && n*3 >= len(initials)
}

// endsWithInitials reports whether a joined name already has its initials
// ("Quill, A").
func endsWithInitials(name string) bool {
	i := strings.LastIndex(name, ", ")
	return i >= 0 && isInitials(strings.TrimSpace(stripMarks(name[i+2:])))
}

// initialsThenName splits "M. Reyes" into its initials and the one
// capitalised word after them.
func initialsThenName(s string) (ini, fam string, ok bool) {
	i := strings.LastIndex(s, " ")
	if i <= 0 || !isInitials(strings.TrimSpace(s[:i])) {
		return "", "", false
	}
	fam = s[i+1:]
	if r, _ := firstRune(fam); !unicode.IsUpper(r) || len(fam) < 2 || !isNameToken(fam) {
		return "", "", false
	}
	return strings.TrimRight(strings.TrimSpace(s[:i]), "."), fam, true
}

// isInitials reports whether s is one to three initials: "Z", "A. K.",
// "J.-P.", "AK".
func isInitials(s string) bool {
	n, i := 0, 0
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsUpper(r) || n == 3 {
			return false
		}
		n++
		i += size
		for _, c := range []byte{'.', ' ', '-'} {
			if i < len(s) && s[i] == c {
				i++
			}
		}
	}
	return n > 0
}

// splitRunTogether splits a segment of four capitalised words into two
// names when every other name of the list (two or more) has two words: a
// comma lost between two names ("Ada Quill Bo Reyes").
func splitRunTogether(names []string) []string {
	if len(names) < 3 || !hasFourWords(names) {
		return names
	}
	four := -1
	for i, n := range names {
		f := strings.Fields(stripMarks(n))
		switch {
		case len(f) == 4 && four < 0 && plainNameWords(f):
		case len(f) == 2:
			continue
		default:
			return names
		}
		four = i
	}
	if four < 0 || len(names) < 3 {
		return names
	}
	f := strings.Fields(names[four])
	out := append([]string{}, names[:four]...)
	out = append(out, f[0]+" "+f[1], f[2]+" "+f[3])
	return append(out, names[four+1:]...)
}

// hasFourWords reports whether some name has exactly three spaces.
func hasFourWords(names []string) bool {
	for _, n := range names {
		if strings.Count(n, " ") == 3 {
			return true
		}
	}
	return false
}

// plainNameWords reports whether every word is a capitalised word of two
// or more letters (no initials, particles or marks).
func plainNameWords(f []string) bool {
	for _, w := range f {
		r, _ := firstRune(w)
		if len(w) < 2 || !unicode.IsUpper(r) || strings.ContainsAny(w, ".-") || !isNameToken(w) {
			return false
		}
	}
	return true
}

// dropAnnotations removes bracketed notes from an author list, such as
// "(alphabetical order)", "(α-β)", "(+ equal contribution)" or
// "(co-first author)": a bracket with no capitalised word, or one about
// the authors' order or contribution. Other brackets are kept.
func dropAnnotations(s string) string {
	var b strings.Builder
	for {
		i := strings.IndexAny(s, "([")
		if i < 0 {
			break
		}
		closer := ")"
		if s[i] == '[' {
			closer = "]"
		}
		j := strings.Index(s[i:], closer)
		if j < 0 {
			break
		}
		inner := s[i+1 : i+j]
		b.WriteString(s[:i])
		if !isAnnotation(inner) {
			b.WriteString(s[i : i+j+1])
		}
		s = s[i+j+1:]
	}
	b.WriteString(s)
	return b.String()
}

// isAnnotation reports whether a bracket's text is a note on an author
// list rather than part of a name.
func isAnnotation(inner string) bool {
	low := strings.ToLower(inner)
	for _, w := range []string{"contribut", "author", "order", "equal"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	for _, w := range strings.FieldsFunc(inner, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if r, _ := firstRune(w); unicode.IsUpper(r) && len(w) > 1 {
			return false
		}
	}
	return true
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

// stripMarks removes the marks CVs put on author names: "*", "†", "+"
// and the like, superscripts written "^{*}" or "^1", and "(equal
// contribution)".
func stripMarks(s string) string {
	if strings.Contains(s, "qual") {
		s = reEqualNote.ReplaceAllString(s, "")
	}
	if !hasMark(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '^':
			i += superscriptLen(s[i:])
			continue
		case strings.ContainsRune(markRunes, r):
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// hasMark reports whether s holds a mark rune or a "^".
func hasMark(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '*', '#', '+', '^':
			return true
		case 0xC2, 0xE2: // the first byte of every non-ASCII mark rune
			r, _ := utf8.DecodeRuneInString(s[i:])
			if strings.ContainsRune(markRunes, r) {
				return true
			}
		}
	}
	return false
}

// markRunes are the characters that mark an author (equal contribution,
// corresponding author, student).
const markRunes = "*∗†‡§#¶✉+¹²³⁴⁵⁶⁷⁸⁹⁰"

// superscriptLen returns the length of a superscript mark at the start of
// s: "^" then "{...}" or a run of digits, commas and marks.
func superscriptLen(s string) int {
	i := 1
	brace := i < len(s) && s[i] == '{'
	if brace {
		i++
	}
	for i < len(s) {
		c := s[i]
		if c >= '0' && c <= '9' || c == ',' || c == '*' {
			i++
			continue
		}
		if strings.HasPrefix(s[i:], "†") {
			i += len("†")
			continue
		}
		break
	}
	if brace && i < len(s) && s[i] == '}' {
		i++
	}
	return i
}

// isName reports whether s reads as one person's name.
func isName(s string) bool {
	return isBareName(strings.TrimSpace(stripMarks(s)))
}

// isBareName is isName for text already stripped of marks and trimmed
// (strings.TrimSpace(stripMarks(s))).
func isBareName(s string) bool {
	s = strings.TrimPrefix(s, "and ")
	s = strings.TrimPrefix(s, "& ")
	if hasByteOf(s, &notInName) {
		t := dropNickname(s) // "Robert (Bob) Quill"
		if t == s || hasByteOf(t, &notInName) {
			return false
		}
		s = t
	}
	// the words, commas counting as spaces
	n, caps := 0, 0
	for i := 0; ; {
		a, b := nextField(s, i, ',')
		if a == b {
			break
		}
		w := s[a:b]
		if n++; n > 5 || !isNameToken(w) {
			return false
		}
		if r, _ := firstRune(w); unicode.IsUpper(r) {
			caps++
		}
		i = b
	}
	// a single word is a name only with initials glued ("ZhuH") - rare;
	// accept only when it is not a common title word
	return caps > 0 && n > 1
}

// nextField returns the bounds of the next field of s at or after i, as
// strings.Fields cuts them (at white space), sep counting as white space
// too; a == b when there is none.
// sep is an ASCII byte.
func nextField(s string, i int, sep byte) (a, b int) {
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf { // ASCII: no call (sep is ASCII)
			if c != sep && !isSpaceByte(c) {
				break
			}
			i++
			continue
		}
		sp, w := spaceAt(s, i)
		if !sp {
			break
		}
		i += w
	}
	a = i
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			if c == sep || isSpaceByte(c) {
				break
			}
			i++
			continue
		}
		sp, w := spaceAt(s, i)
		if sp {
			break
		}
		i += w
	}
	return a, i
}

// firstField returns strings.Fields(s)[0] ("" when there is none) and
// whether s has more fields.
func firstField(s string) (string, bool) {
	a, b := nextField(s, 0, ' ')
	c, d := nextField(s, b, ' ')
	return s[a:b], c < d
}

// fieldCount is len(strings.Fields(s)).
func fieldCount(s string) int {
	n := 0
	for i := 0; ; n++ {
		a, b := nextField(s, i, ' ')
		if a == b {
			return n
		}
		i = b
	}
}

// isAuthorList reports whether s reads as a list of names: most segments
// are names.
func isAuthorList(s string) bool {
	return mayBeAuthorList(s) && isNameList(splitAuthors(s))
}

// mayBeAuthorList is isAuthorList's first test: a long text with no
// comma, "and" or "&" is no list of names.
func mayBeAuthorList(s string) bool {
	return strings.Count(s, ",") > 0 || strings.Contains(s, " and ") || strings.Contains(s, "&") || fieldCount(s) <= 5
}

// isNameList reports whether most of the segments of a split author list
// are names.
func isNameList(as []string) bool {
	if len(as) == 0 {
		return false
	}
	n := 0
	for _, a := range as {
		if isName(a) {
			n++
		} else if fieldCount(a) > 4 || strings.ContainsAny(a, ":?!") {
			return false // a title or venue among the names
		}
	}
	if len(as) == 1 {
		// one "name" of three or more capitalised words and no initial
		// is more likely a short title ("Towards Carbon-Aware Training
		// Schedulers", "Private Query Sets")
		return n == 1 && (fieldCount(as[0]) <= 2 || strings.Contains(as[0], "."))
	}
	return n*4 >= len(as)*3 && n >= 2
}

// readAuthors fills a publication's authors from its author list: the
// cleaned names, the owner's place and equal-contribution mark, and
// whether the list was cut short.
func (p *parser) readAuthors(pub *cv.Publication, authorsText string) {
	names, cut := p.m.splitAuthorList(authorsText)
	for _, a := range names {
		name, eq := cleanAuthor(a)
		if name == "" {
			continue
		}
		pub.Authors = append(pub.Authors, name)
		if pub.SelfIndex == 0 && p.ownerIs(name) {
			pub.SelfIndex = len(pub.Authors)
			pub.EqualContribution = eq
		}
	}
	if pub.Authors == nil {
		pub.Authors = []string{}
	}
	pub.EtAl = cut && len(pub.Authors) > 0
	if authorsText != "" && pub.SelfIndex == 0 && len(p.owner.forms) > 0 {
		p.warn(pub.Line, "CV owner not found among the authors", authorsText)
	}
}

// cleanAuthor removes marks from a name and reports whether it carried an
// equal-contribution mark.
func cleanAuthor(a string) (string, bool) {
	eq := hasEqualMark(a)
	a = strings.TrimSpace(stripMarks(a))
	a = dropLeadingTag(a)
	a = strings.TrimPrefix(a, "and ")
	// a dot left before a mark ("Quill, A.∗") goes like any other end dot
	return strings.TrimRight(strings.TrimSpace(a), " ."), eq
}

// maxTagLen bounds the bracketed tag dropLeadingTag removes.
const maxTagLen = 60

// dropLeadingTag removes a bracketed tag that opens an author list and so
// sticks to its first name ("[VENUE'24] Quill, A.", "[J3]: A. Quill").
func dropLeadingTag(a string) string {
	if !strings.HasPrefix(a, "[") {
		return a
	}
	i := strings.IndexByte(a, ']')
	if i < 0 || i > maxTagLen {
		return a
	}
	rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(a[i+1:]), ":"))
	if rest == "" {
		return a
	}
	return strings.TrimSpace(rest)
}

// isYearParen reports whether s opens with a year in brackets: "(2020)".
func isYearParen(s string) bool {
	if len(s) < 6 || s[0] != '(' || s[5] != ')' {
		return false
	}
	for i := 1; i < 5; i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s[1] == '1' || s[1] == '2'
}
