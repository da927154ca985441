package names

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A List is an author list as Split reads it: the names as written,
// marks such as "*" kept on them, and whether the list was cut short.
type List struct {
	Names []string // the names, in order
	Cut   bool     // cut short with "et al." or an ellipsis (the names listed are given)

	markFree bool // the list as split was MarkFree: no name holds a mark (IsNameListOf)
}

// Split splits an author list into names. It understands ", and", "&",
// ";", "Last, F." pairs and a missing comma between two names, drops
// annotations such as "(alphabetical order)", and keeps marks such as "*"
// on the names.
func Split(text string) List {
	names, cut, free := splitAuthorList(text)
	return List{Names: names, Cut: cut, markFree: free}
}

var (
	// reEtAl is the definition of EtAlSpans (etal.go).
	reEtAl      = regexp.MustCompile(`(?i)(?:,\s*)?\bet\.?\s+al\.?|…|\.\.\.|\betc\.?$`)
	reEqualNote = regexp.MustCompile(`(?i)\(\s*equal\s+contribution\s*\)`)
)

// splitAuthorList is Split's reading of an author list: the names, and
// cut for a list cut short with "et al." or an ellipsis, and free when
// the text it cut the names from was MarkFree (so is every name).
func splitAuthorList(s string) (names []string, cut, free bool) {
	s = trimHardBreak(strings.TrimSpace(s))
	s = strings.TrimSuffix(s, ".")
	if strings.ContainsAny(s, "([") {
		s = dropAnnotations(s)
	}
	etAl, and := listCues(s) // a20_cues.go
	if etAl {
		if t := replaceSpans(s, EtAlSpans(s), ","); t != s { // reEtAl.ReplaceAllString(s, ",")
			s, cut = t, true
			and = strings.Contains(s, "&") || strings.Contains(s, "and ")
		}
	}
	if and {
		s = andsToCommas(s) // replaceAnds(s) but for its leading space
	}
	if names := invertedBySemicolon(s); names != nil {
		return names, cut, MarkFree(s)
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
		if p = trimSegment(p); p != "" { // a21b_trim.go
			segs = append(segs, p)
		}
	}
	free = MarkFree(s)
	return splitRunTogether(joinInvertedFirst(joinInitials(segs, free))), cut, free
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
		if !strings.Contains(strings.TrimSpace(p), " ") || !IsName(p) {
			return segs
		}
	}
	out := append([]string{segs[0] + ", " + segs[1]}, segs[2:]...)
	return out
}

// singleNameWord reports whether s is one capitalised word of two or more
// letters (marks aside).
func singleNameWord(s string) bool {
	s = strings.TrimSpace(StripMarks(s))
	r, _ := firstRune(s)
	return len(s) > 1 && !strings.Contains(s, " ") && unicode.IsUpper(r) && IsNameToken(s) && !isInitials(s)
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
//
// free: the list's text was MarkFree, so no segment needs StripMarks.
func joinInitials(segs []string, free bool) []string {
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
		bares[i] = trimSpacePlain(stripMarksFree(p, free)) // a21b_trim.go
		initials[i] = isInitials(bares[i])
	}
	style := surnameFirstOf(initials)
	var out []string
	if len(segs) > 0 {
		out = make([]string, 0, len(segs)) // a segment adds one name at most
	}
	for i, p := range segs {
		bare := bares[i]
		if len(out) > 0 && initials[i] && takesInitials(out[len(out)-1], style) {
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

// takesInitials reports whether the name last, the one before a segment
// of initials, takes them: in a "Surname, I." list (style) or when it is
// one word, and only when it has none yet.
func takesInitials(last string, style bool) bool {
	return (style || !strings.Contains(strings.TrimSpace(last), " ")) && !endsWithInitials(last)
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
	return i >= 0 && isInitials(strings.TrimSpace(StripMarks(name[i+2:])))
}

// initialsThenName splits "M. Reyes" into its initials and the one
// capitalised word after them.
func initialsThenName(s string) (ini, fam string, ok bool) {
	i := strings.LastIndex(s, " ")
	if i <= 0 || !isInitials(strings.TrimSpace(s[:i])) {
		return "", "", false
	}
	fam = s[i+1:]
	if r, _ := firstRune(fam); !unicode.IsUpper(r) || len(fam) < 2 || !IsNameToken(fam) {
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
		f := strings.Fields(StripMarks(n))
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
		if len(w) < 2 || !unicode.IsUpper(r) || strings.ContainsAny(w, ".-") || !IsNameToken(w) {
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
