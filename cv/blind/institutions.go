package blind

import (
	_ "embed"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv"
)

// Neutral words that stand for an institution in strict mode.
const (
	AUniversity   = "a university"
	ACompany      = "a company"
	AnInstitution = "an institution"
)

//go:embed institution_words.txt
var institutionWordsFile string

//go:embed institution_stopwords.txt
var institutionStopFile string

// institutionWords are the words of institution_words.txt that make a
// name an institution's (folded, no accents); strongWords those marked
// "+"; genericWords those and the ones marked "-", left out of a name's
// distinctive part.
var institutionWords, strongWords, genericWords, stopWords = readWords()

func readWords() (inst, strong, generic, stop map[string]bool) {
	inst, strong, generic, stop = map[string]bool{}, map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, l := range dataLines(institutionWordsFile) {
		w, only := strings.CutPrefix(l, "-")
		w, marked := strings.CutPrefix(w, "+")
		generic[cv.FoldName(w)] = true
		if !only {
			inst[cv.FoldName(w)] = true
		}
		if marked {
			strong[w] = true
		}
	}
	for _, l := range dataLines(institutionStopFile) {
		stop[l] = true
	}
	return inst, strong, generic, stop
}

// dataLines are the lines of a word file, without comments and blanks.
func dataLines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out
}

// phraseRE finds an institution's name in free text: up to four
// capitalised words, a strong institution word ("University"), and what
// follows "of" or "for" ("of Example, Northtown"); or "UC" and a
// campus.
var phraseRE = func() *regexp.Regexp {
	var words []string
	for w := range strongWords {
		r := []rune(w)
		words = append(words, regexp.QuoteMeta(string(unicode.ToUpper(r[0]))+string(r[1:])))
	}
	sort.Sort(sort.Reverse(sort.StringSlice(words)))
	cap := `\p{Lu}[\p{L}\p{M}&'.-]*`
	return regexp.MustCompile(`(?:` + cap + `\s+){0,4}(?:` + strings.Join(words, "|") + `)` +
		`(?:\s+(?:of|for|de|di|du|der|für)(?:\s+the)?(?:[\s,]+` + cap + `){1,4})?` +
		`|\bUC\s+` + cap + `(?:\s+` + cap + `)?`) // a campus of the University of California
}()

// isInstitution reports whether a name holds an institution word, or is
// one of the names known as institutions.
func isInstitution(name string, known map[string]string) bool {
	if _, ok := known[cv.FoldName(name)]; ok && name != "" {
		return true
	}
	for _, w := range strings.Fields(cv.FoldName(name)) {
		if institutionWords[w] {
			return true
		}
	}
	return phraseRE.MatchString(name)
}

// institutionNames adds to ps the forms of an institution's name n that
// stand for it wherever they occur: the name, each of its comma parts
// ("University of Vienna" of "Systems Group, University of Vienna") and,
// matched in capitals only, the initials of the first words of a part
// that holds a strong institution word ("MIT"; "IIT" and "IITB" of
// "Indian Institute of Technology Bombay"; three letters or more).
func institutionNames(n string, ps *phrases) {
	ps.add(n, AnInstitution, 3)
	for _, part := range strings.Split(n, ",") {
		ps.add(part, AnInstitution, 4)
		if !strongPart(part) {
			continue
		}
		var ini []rune
		for _, w := range nameWords(part) {
			if !stopWords[strings.ToLower(w)] && cv.FoldName(w) != "" {
				ini = append(ini, unicode.ToUpper([]rune(w)[0]))
				if len(ini) >= 3 {
					ps.acronym(string(ini), AnInstitution)
				}
			}
		}
	}
}

// institutionCores adds to ps the distinctive parts of an institution's
// name n: in each comma part that holds a strong institution word, each
// run of words that are neither generic nor stop words, of four letters
// or more ("Toronto" of "University of Toronto", "Max Planck" of "Max
// Planck Institute for Software Systems"). A part without one is a
// department or a group ("Chair of Operating Systems"): its words are
// topics, not names. They are replaced only in the records of the
// candidate who names the institution, so one candidate's institutions
// do not reword another's titles.
func institutionCores(n string, ps *phrases) {
	for _, part := range strings.Split(n, ",") {
		if !strongPart(part) {
			continue
		}
		var run []string
		flush := func() {
			if core := strings.Join(run, " "); letterCount(core) >= 4 {
				ps.add(core, AnInstitution, 4)
			}
			run = nil
		}
		for _, w := range nameWords(part) {
			f := cv.FoldName(w)
			if stopWords[strings.ToLower(w)] || f == "" || genericWords[f] {
				flush()
				continue
			}
			run = append(run, w)
		}
		flush()
	}
}

// strongPart reports whether a part of a name holds a strong
// institution word ("University", "Institute").
func strongPart(part string) bool {
	for _, w := range strings.Fields(cv.FoldName(part)) {
		if strongWords[w] {
			return true
		}
	}
	return false
}

// nameWords are the words of a name, parentheses and commas apart.
func nameWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == '(' || r == ')' })
}

// replacePhrases replaces the institution phrases phraseRE finds in s,
// but not one whose institution word runs on ("Novel Techniques" holds
// no "Tech").
func replacePhrases(s string) string {
	locs := phraseRE.FindAllStringIndex(s, -1)
	if locs == nil {
		return s
	}
	var b strings.Builder
	last := 0
	for _, l := range locs {
		if r, _ := utf8.DecodeRuneInString(s[l[1]:]); l[1] < len(s) && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			continue
		}
		b.WriteString(s[last:l[0]])
		b.WriteString(AnInstitution)
		last = l[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

// repeated is a neutral word said again and again where the parts of a
// name were replaced one by one ("IIT Bombay").
var repeated = regexp.MustCompile(`(` + AnInstitution + `)(?:[\s,]+` + AnInstitution + `)+`)
