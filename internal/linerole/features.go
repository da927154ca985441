package linerole

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv/venue"
	"golang.org/x/text/unicode/norm"

	"github.com/vitae-cv/vitae/internal/seqmodel"
)

// A feature is a name from a fixed vocabulary (Vocabulary): a template
// and one of its few values ("words:4-5", "cap:all", "p:bold"). The
// extractor never puts a line's text, or any piece of it, in a name; it
// only tests the text against patterns and the project's word lists.

// Feature values by template, the base features of one line.
var templates = []struct {
	name   string
	values []string // "" for a feature without a value
}{
	{"blank", nil},
	{"h", []string{"0", "1", "2", "3", "4", "5", "6"}},
	{"bold", nil},
	{"italic", nil},
	{"repeats", nil},
	{"list", []string{"bullet", "num", "tag", "other"}},
	{"depth", []string{"1", "2", "3+"}},
	{"indent", []string{"0", "1-2", "3-6", "7-15", "16+"}},
	{"cells", []string{"2", "3+"}},
	{"size", []string{"small", "big", "huge"}},
	{"page", []string{"0", "1", "2+"}},
	{"words", []string{"1", "2", "3", "4-5", "6-8", "9-12", "13-20", "21+"}},
	{"chars", []string{"1-10", "11-30", "31-60", "61-100", "101+"}},
	{"cap", []string{"none", "low", "mid", "high", "all"}},
	{"allcaps", nil},
	{"digits", nil},
	{"years", []string{"1", "2+"}},
	{"daterange", nil},
	{"month", nil},
	{"present", nil},
	{"end", []string{"period", "comma", "colon", "semicolon", "paren", "digit", "letter", "other"}},
	{"start", []string{"digit", "year", "bullet", "tag", "paren", "quote", "lower", "upper", "other"}},
	{"quotes", nil},
	{"commas", []string{"0", "1", "2", "3-5", "6+"}},
	{"authors", nil},
	{"etal", nil},
	{"venue", []string{"conference", "journal", "workshop", "other"}},
	{"headwords", []string{"all", "some"}},
	{"section", sectionKinds},
	{"degree", nil},
	{"email", nil},
	{"url", nil},
	{"phone", nil},
	{"pagerange", nil},
	{"volume", nil},
	{"startin", nil},
	{"parens", nil},
	{"midcolon", nil},
	{"middash", nil},
}

// Features of the line itself only: its place and its neighbours.
var ownTemplates = []struct {
	name   string
	values []string
}{
	{"bias", nil},
	{"form", []string{"md", "html", "txt", "pdf", "docx", "other"}},
	{"top", []string{"1", "2-3", "4-8", "9-20"}},
	{"gap", []string{"above", "below"}},
	{"firstonpage", nil},
	{"rel_indent", []string{"more", "less", "same"}},
	{"rel_size", []string{"bigger", "smaller"}},
	{"rel_bold", []string{"on", "off"}},
	{"first", nil},
	{"last", nil},
	{"insec", append(slices.Clone(sectionKinds), "none", "unknown")},
	{"block", []string{"1", "2", "3", "4+"}},
	{"same_shape", nil},
	// the parser's own reading, with Options.ParserCues only
	{"psec", parseSections},
	{"ptitle", nil},
}

// parseSections are the section kinds parse.Explain may name.
var parseSections = []string{"header", "publications", "education", "positions", "awards",
	"talks", "service", "teaching", "skills", "interests", "summary", "projects", "other"}

// Context prefixes: the line itself, the previous and next lines that
// are not blank.
const (
	prevPrefix = "p:"
	nextPrefix = "n:"
)

// names lists a template's feature names.
func names(name string, values []string) []string {
	if len(values) == 0 {
		return []string{name}
	}
	out := make([]string, len(values))
	for i, v := range values {
		out[i] = name + ":" + v
	}
	return out
}

// Vocabulary is every feature name the extractor can emit, sorted.
func Vocabulary() []string {
	var out []string
	for _, t := range templates {
		for _, n := range names(t.name, t.values) {
			out = append(out, n, prevPrefix+n, nextPrefix+n)
		}
	}
	for _, t := range ownTemplates {
		out = append(out, names(t.name, t.values)...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Options choose the features.
type Options struct {
	// ParserCues adds what parse.Explain says of a line beyond its cues:
	// the section it was read in and whether the parser took it for a
	// heading. Off by default: the model then reads cues and shapes only.
	ParserCues bool `json:"parser_cues"`
}

// shape is one line's base features and the layout its neighbours are
// compared with.
type shape struct {
	feats  []string // base features
	blank  bool
	page   int
	indent int
	size   float64
	bold   bool
	start  string // its start feature
}

// Extract returns each line's features: its own base features, those of
// the previous and next lines that are not blank (prefixed "p:" and
// "n:"), and its place among its neighbours.
func Extract(views []Line, form string, opt Options) [][]string {
	x := newExtractor(views, form, opt)
	out := make([][]string, len(views))
	for i := range views {
		out[i] = x.features(i)
	}
	return out
}

func formValue(form string) string {
	if slices.Contains([]string{"md", "html", "txt", "pdf", "docx"}, form) {
		return form
	}
	return "other"
}

// appendPrefixed appends fs under prefix p to out, each a name made once
// (prefixedNames) when it is one of the base features.
func appendPrefixed(out []string, p string, fs []string) []string {
	names := prefixedNames[p]
	for _, f := range fs {
		if n, ok := names[f]; ok {
			out = append(out, n)
		} else {
			out = append(out, p+f)
		}
	}
	return out
}

// prefixedNames are the base features' names under each context
// prefix, made once: a line's neighbours' features are then no new
// strings.
var prefixedNames = func() map[string]map[string]string {
	out := map[string]map[string]string{prevPrefix: {}, nextPrefix: {}}
	for _, t := range templates {
		for _, n := range names(t.name, t.values) {
			for p, m := range out {
				m[n] = p + n
			}
		}
	}
	return out
}()

// neighbours returns, for each line, the previous and next lines that
// are not blank (-1 for none).
func neighbours(ss []shape) (prev, next []int) {
	prev, next = make([]int, len(ss)), make([]int, len(ss))
	last := -1
	for i := range ss {
		prev[i] = last
		if !ss[i].blank {
			last = i
		}
	}
	last = -1
	for i := len(ss) - 1; i >= 0; i-- {
		next[i] = last
		if !ss[i].blank {
			last = i
		}
	}
	return prev, next
}

// placeOf is line i's place: how far down the first page's text, whether
// a blank line is just above or below it, whether it starts a page.
func placeOf(ss []shape, prev []int, i int) []string {
	var fs []string
	if n := textBefore(ss, i); n < 20 && ss[i].page <= 1 {
		fs = append(fs, feature("top", bucket(n+1, []int{1, 3, 8, 20}, []string{"1", "2-3", "4-8", "9-20"})))
	}
	if i > 0 && ss[i-1].blank {
		fs = append(fs, "gap:above")
	}
	if i+1 < len(ss) && ss[i+1].blank {
		fs = append(fs, "gap:below")
	}
	if p := prev[i]; p >= 0 && ss[p].page != ss[i].page {
		fs = append(fs, "firstonpage")
	}
	if !ss[i].blank {
		fs = append(fs, feature("block", bucket(blockPlace(ss, i), []int{1, 2, 3}, []string{"1", "2", "3", "4+"})))
		if p := prev[i]; p >= 0 && sameShape(ss[p], ss[i]) {
			fs = append(fs, "same_shape")
		}
	}
	return fs
}

// blockPlace is line i's place in its run of lines without a blank line
// (1 for the first).
func blockPlace(ss []shape, i int) int {
	n := 1
	for j := i - 1; j >= 0 && !ss[j].blank; j-- {
		n++
	}
	return n
}

// sameShape reports whether two lines start alike, at the same indent
// and weight.
func sameShape(a, b shape) bool {
	return a.indent == b.indent && a.bold == b.bold && a.start == b.start
}

// headingLine reports whether v, a line that is not blank with words ws,
// is heading-like: a heading cue, or at most five words all of them
// heading words (its base features "h:N" with N > 0, or "words:1" to
// "words:4-5" with "headwords:all").
func headingLine(v Line, ws []string) bool {
	if cueOf(v.Cue).heading != 0 {
		return true
	}
	if len(strings.Fields(strings.TrimSpace(v.Text))) > 5 {
		return false
	}
	for _, w := range ws {
		if !headingWords[w] {
			return false
		}
	}
	return len(ws) > 0
}

// textBefore counts the lines before i that are not blank.
func textBefore(ss []shape, i int) int {
	n := 0
	for _, s := range ss[:i] {
		if !s.blank {
			n++
		}
	}
	return n
}

// relative compares a line's layout with the previous line's.
func relative(c, p shape) []string {
	var fs []string
	switch {
	case c.indent > p.indent:
		fs = append(fs, "rel_indent:more")
	case c.indent < p.indent:
		fs = append(fs, "rel_indent:less")
	default:
		fs = append(fs, "rel_indent:same")
	}
	cs, ps := sizeOr1(c.size), sizeOr1(p.size)
	if cs > ps*1.05 {
		fs = append(fs, "rel_size:bigger")
	} else if cs < ps*0.95 {
		fs = append(fs, "rel_size:smaller")
	}
	if c.bold && !p.bold {
		fs = append(fs, "rel_bold:on")
	} else if !c.bold && p.bold {
		fs = append(fs, "rel_bold:off")
	}
	return fs
}

func sizeOr1(s float64) float64 {
	if s == 0 {
		return 1
	}
	return s
}

// parserCues is the parser's reading of a line: its section and whether
// it is a section heading.
func parserCues(v Line) []string {
	var fs []string
	if v.Section != "" {
		s := v.Section
		if !slices.Contains(parseSections, s) {
			s = "other"
		}
		fs = append(fs, feature("psec", s))
	}
	if v.Title != "" {
		fs = append(fs, "ptitle")
	}
	return fs
}

// cue is a view's typed cues, as the features read them.
type cue struct {
	heading int
	bold    bool
	italic  bool
	list    string
	depth   int
	indent  int
	cells   int
	size    float64
	repeats bool
}

// cueOf maps a view's typed cues to the features' view of them; a
// heading level outside 1-6 (no front end gives one) reads as none, so
// the feature vocabulary stays fixed.
func cueOf(p Cue) cue {
	h := p.Heading
	if h < 1 || h > 6 {
		h = 0
	}
	return cue{heading: h, bold: p.Bold, italic: p.Italic, list: p.List, depth: p.Depth,
		indent: p.Indent, cells: p.Cells, size: p.Size, repeats: p.Repeats}
}

// shapeOf is one line's base features, read with rd.
func shapeOf(v Line, rd *readers) shape {
	c := cueOf(v.Cue)
	ws := rd.words(v.Text)
	s := shape{blank: len(ws) == 0, page: v.Page, indent: c.indent, size: c.size, bold: c.bold}
	if s.blank {
		s.feats = []string{"blank"}
		return s
	}
	// one slice with room for a line's features (about twenty)
	s.feats = textFeatures(cueFeatures(make([]string, 0, 32), c, v.Page), v.Text, ws, rd)
	for _, f := range s.feats {
		if strings.HasPrefix(f, "start:") {
			s.start = f
		}
	}
	return s
}

// cueFeatures appends the features of a line's cues to fs.
func cueFeatures(fs []string, c cue, page int) []string {
	fs = append(fs, feature("h", strconv.Itoa(c.heading)))
	add := func(ok bool, f string) {
		if ok {
			fs = append(fs, f)
		}
	}
	add(c.bold, "bold")
	add(c.italic, "italic")
	add(c.repeats, "repeats")
	if c.list != "" {
		fs = append(fs, feature("list", listClass(c.list)))
	}
	if c.depth > 0 {
		fs = append(fs, feature("depth", bucket(c.depth, []int{1, 2}, []string{"1", "2", "3+"})))
	}
	fs = append(fs, feature("indent", bucket(c.indent, []int{0, 2, 6, 15}, []string{"0", "1-2", "3-6", "7-15", "16+"})))
	if c.cells > 1 {
		fs = append(fs, feature("cells", bucket(c.cells, []int{2}, []string{"2", "3+"})))
	}
	switch {
	case c.size > 1.3:
		fs = append(fs, "size:huge")
	case c.size > 1.05:
		fs = append(fs, "size:big")
	case c.size > 0 && c.size < 0.95:
		fs = append(fs, "size:small")
	}
	fs = append(fs, feature("page", bucket(page, []int{0, 1}, []string{"0", "1", "2+"})))
	return fs
}

// bucket returns the label of the first bound n is at or under, the
// last label past them all.
func bucket(n int, bounds []int, labels []string) string {
	for i, b := range bounds {
		if n <= b {
			return labels[i]
		}
	}
	return labels[len(labels)-1]
}

func listClass(m string) string {
	switch {
	case m == "-" || m == "*" || m == "+" || m == "•":
		return "bullet"
	case strings.HasPrefix(m, "["):
		return "tag"
	case m != "" && m[0] >= '0' && m[0] <= '9':
		return "num"
	}
	return "other"
}

var (
	reYear      = regexp.MustCompile(`\b(19|20)\d\d\b`)
	reDateRange = regexp.MustCompile(`(?i)\b(19|20)\d\d\s*(-|–|—|to|until)\s*((19|20)?\d\d\b|present|now|current|today)`)
	reEmail     = regexp.MustCompile(`[\w.+-]+@[\w-]+\.[\w.]+|\(at\)|\[at\]`)
	reURL       = regexp.MustCompile(`(?i)https?://|www\.|\.com\b|\.org\b|\.edu\b|github|linkedin|scholar\.google|orcid`)
	rePhone     = regexp.MustCompile(`\+?\(?\d{2,4}\)?[\s.-]\d{3}[\s.-]\d{3,4}`)
	rePageRange = regexp.MustCompile(`\b\d{1,5}\s*[-–]\s*\d{1,5}\b`)
	reVolume    = regexp.MustCompile(`(?i)\b(vol|volume|pp|no|issue)\.?\s*\d`)
	reTagStart  = regexp.MustCompile(`^[\[(][A-Za-z]{0,4}\d{1,3}[\])]`)
	reEtAl      = regexp.MustCompile(`(?i)\bet\s+al\b`)
	reMidColon  = regexp.MustCompile(`\S:\s+\S`)
	reMidDash   = regexp.MustCompile(`\S\s+[-–—|]\s+\S`)
)

// textFeatures appends a line's text shapes to fs: sizes, case, digits,
// dates, punctuation and the word classes it has words of, read with rd.
func textFeatures(fs []string, text string, ws []string, rd *readers) []string {
	text = strings.TrimSpace(text)
	toks := strings.Fields(text)
	fs = append(fs,
		feature("words", bucket(len(toks), []int{1, 2, 3, 5, 8, 12, 20}, []string{"1", "2", "3", "4-5", "6-8", "9-12", "13-20", "21+"})),
		feature("chars", bucket(len([]rune(text)), []int{10, 30, 60, 100}, []string{"1-10", "11-30", "31-60", "61-100", "101+"})),
		feature("cap", capClass(toks)),
		feature("end", endClass(text)),
		feature("start", startClass(text)),
		feature("commas", bucket(strings.Count(text, ","), []int{0, 1, 2, 5}, []string{"0", "1", "2", "3-5", "6+"})),
	)
	// each pattern is tried only when the text has what it needs (an
	// ASCII digit for \d, the mark it opens on): the same features, made
	// faster
	num := strings.ContainsAny(text, "0123456789")
	pair := num && hasYearPair(text) // reYear and reDateRange need "19" or "20"
	fs = dateFlags(fs, text, ws, pair)
	fs = citeFlags(fs, text, toks, ws, rd, num, pair)
	fs = wordClasses(fs, ws, rd)
	return venueOf(fs, text)
}

// addIf appends f to fs when ok.
func addIf(fs []string, ok bool, f string) []string {
	if ok {
		return append(fs, f)
	}
	return fs
}

// dateFlags appends the flags of case, digits and dates; pair says text
// holds "19" or "20" after a digit check, as years and ranges need.
func dateFlags(fs []string, text string, ws []string, pair bool) []string {
	years := 0
	if pair {
		years = countYears(text)
	}
	fs = addIf(fs, allCaps(text), "allcaps")
	fs = addIf(fs, strings.ContainsFunc(text, unicode.IsDigit), "digits")
	fs = addIf(fs, years == 1, "years:1")
	fs = addIf(fs, years > 1, "years:2+")
	fs = addIf(fs, pair && hasDateRange(text), "daterange")
	fs = addIf(fs, slices.ContainsFunc(ws, func(w string) bool { return seqmodel.Months[w] }), "month")
	return addIf(fs, slices.ContainsFunc(ws, func(w string) bool { return w == "present" || w == "current" || w == "now" }), "present")
}

// citeFlags appends the flags of a citation's and a contact line's
// parts: quotes, authors, et al., e-mail, URL, phone, pages, volume, a
// leading "in", parentheses, a colon or dash mid-line, a degree. num
// says text holds an ASCII digit; pair as dateFlags.
func citeFlags(fs []string, text string, toks, ws []string, rd *readers, num, pair bool) []string {
	fs = addIf(fs, strings.ContainsAny(text, "\"“”«»„"), "quotes")
	fs = addIf(fs, rd.authorLike(toks, ws), "authors")
	fs = addIf(fs, hasEt(text) && hasEtAl(text), "etal")
	fs = addIf(fs, mayBeEmail(text) && reEmail.MatchString(text), "email")
	fs = addIf(fs, hasURL(text), "url")
	fs = addIf(fs, num && mayPhone(text) && hasPhone(text), "phone")
	fs = addIf(fs, num && mayPageRange(text) && hasPageRange(dropYears(text, pair)), "pagerange")
	fs = addIf(fs, num && mayVolume(text) && hasVolume(text), "volume")
	fs = addIf(fs, len(ws) > 0 && ws[0] == "in" && len(toks) > 1, "startin")
	fs = addIf(fs, strings.HasPrefix(text, "(") && strings.HasSuffix(strings.TrimRight(text, ".,;"), ")"), "parens")
	fs = addIf(fs, hasMidColon(text), "midcolon")
	fs = addIf(fs, hasMidDash(text), "middash")
	return addIf(fs, hasDegree(text), "degree")
}

// hasEt reports whether text holds "et" in any case: reEtAl needs it.
func hasEt(text string) bool {
	for i := 0; i+1 < len(text); i++ {
		if text[i]|0x20 == 'e' && text[i+1]|0x20 == 't' {
			return true
		}
	}
	return false
}

// urlWords are reURL's alternatives that need no word boundary, and
// urlEnds those that end at one, lower case.
var (
	urlWords = []string{"http://", "https://", "www.", "github", "linkedin", "scholar.google", "orcid"}
	urlEnds  = []string{".com", ".org", ".edu"}
)

// hasURL is reURL.MatchString(text), without the pattern for text that
// holds no rune its case folding reads as an ASCII letter (urlFolds: "K",
// the Kelvin sign, is a "k" to it); other runes beyond ASCII match none
// of its words and are no word runes to its \b.
func hasURL(text string) bool {
	for _, f := range urlFolds {
		if strings.Contains(text, f) {
			return reURL.MatchString(text)
		}
	}
	low := lowerASCIIString(text)
	for _, w := range urlWords {
		if strings.Contains(low, w) {
			return true
		}
	}
	for _, e := range urlEnds {
		for j := 0; j < len(low); {
			k := strings.Index(low[j:], e)
			if k < 0 {
				break
			}
			end := j + k + len(e)
			if end == len(low) || !isASCIIWord(low[end]) {
				return true
			}
			j += k + 1
		}
	}
	return false
}

// isASCIIWord reports whether b is a word byte of a regexp's \b.
func isASCIIWord(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// mayBeEmail reports whether text holds what reEmail needs: "@", "(at)"
// or "[at]".
func mayBeEmail(text string) bool {
	return strings.Contains(text, "@") || strings.Contains(text, "(at)") || strings.Contains(text, "[at]")
}

// wordClasses appends to fs whether the line's words are heading words,
// and the section kind they name.
func wordClasses(fs []string, ws []string, rd *readers) []string {
	n := 0
	for _, w := range ws {
		if headingWords[w] {
			n++
		}
	}
	switch {
	case n == len(ws) && n > 0:
		fs = append(fs, "headwords:all")
	case n > 0:
		fs = append(fs, "headwords:some")
	}
	if len(ws) <= 8 {
		if k := rd.sectionKind(ws); k != "" {
			fs = append(fs, feature("section", k))
		}
	}
	return fs
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// venueOf appends to fs the kind of the catalogue venue the line names,
// if any.
func venueOf(fs []string, text string) []string {
	v, _, _, ok := venue.Default().Match(text) // loaded on first use, not at init
	if !ok {
		return fs
	}
	switch v.Kind {
	case venue.Conference, venue.Journal, venue.Workshop:
		return append(fs, feature("venue", string(v.Kind)))
	}
	return append(fs, "venue:other")
}

// capClass is the share of tokens with letters that start upper case.
func capClass(toks []string) string {
	n, up := 0, 0
	for _, t := range toks {
		for _, r := range t {
			if unicode.IsLetter(r) {
				n++
				if unicode.IsUpper(r) {
					up++
				}
				break
			}
		}
	}
	switch {
	case n == 0:
		return "none"
	case up == n:
		return "all"
	case up*10 >= n*7:
		return "high"
	case up*10 >= n*3:
		return "mid"
	}
	return "low"
}

// endClass is the class of text's last rune (text is not empty).
func endClass(text string) string {
	last, _ := utf8.DecodeLastRuneInString(text) // []rune(text)'s last, without the slice
	switch {
	case last == '.':
		return "period"
	case last == ',':
		return "comma"
	case last == ':':
		return "colon"
	case last == ';':
		return "semicolon"
	case last == ')' || last == ']':
		return "paren"
	case unicode.IsDigit(last):
		return "digit"
	case unicode.IsLetter(last):
		return "letter"
	}
	return "other"
}

// startClass is the class of text's start (text is not empty): a tag
// ("[12]"), a year, or its first rune's class.
func startClass(text string) string {
	first, _ := utf8.DecodeRuneInString(text) // []rune(text)[0], without the slice
	switch {
	case (text[0] == '[' || text[0] == '(') && reTagStart.MatchString(text):
		return "tag"
	case yearFirst(text):
		return "year"
	case unicode.IsDigit(first):
		return "digit"
	case strings.ContainsRune("•·–—-*▪◦●○■□➢►", first):
		return "bullet"
	case first == '(' || first == '[':
		return "paren"
	case strings.ContainsRune("\"“”«„'‘", first):
		return "quote"
	case unicode.IsLower(first):
		return "lower"
	case unicode.IsUpper(first):
		return "upper"
	}
	return "other"
}

// allCaps reports whether text's letters are all upper case (at least
// three of them).
func allCaps(text string) bool {
	n := 0
	for _, r := range text {
		if unicode.IsLetter(r) {
			if !unicode.IsUpper(r) {
				return false
			}
			n++
		}
	}
	return n >= 3
}

// name-list words that are not capitalised in an author list.
var nameParticles = map[string]bool{"and": true, "&": true, "et": true, "al": true, "al.": true,
	"van": true, "von": true, "der": true, "den": true, "de": true, "da": true, "di": true,
	"del": true, "della": true, "la": true, "le": true, "du": true, "dos": true, "das": true, "bin": true}

// authorLikePlain reports whether a line reads as an author list: at
// least three tokens, 80% of them name-like (capitalised, initials,
// particles), separated by commas or "and", and no year.
func authorLikePlain(toks, ws []string) bool {
	if len(toks) < 3 || slices.ContainsFunc(ws, func(w string) bool { return hasYearPair(w) && reYear.MatchString(w) }) {
		return false
	}
	n := 0
	for _, t := range toks {
		t = strings.Trim(t, ",.;:*†‡§¹²³")
		if t == "" || nameParticles[strings.ToLower(t)] || unicode.IsUpper([]rune(t)[0]) {
			n++
		}
	}
	sep := strings.Contains(strings.Join(toks, " "), ",") || slices.Contains(ws, "and")
	return n*10 >= len(toks)*8 && sep
}

// wordsPlain splits s, lower-cased and without accents, into runs of
// letters and digits.
func wordsPlain(s string) []string {
	var b strings.Builder
	for _, r := range norm.NFKD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return strings.FieldsFunc(b.String(), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}
