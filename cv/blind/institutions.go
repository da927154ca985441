package blind

import (
	_ "embed"
	"regexp"
	"sort"
	"strings"
	"unicode"

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
// follows "of" or "for" ("of Example, Northtown").
var phraseRE = func() *regexp.Regexp {
	var words []string
	for w := range strongWords {
		r := []rune(w)
		words = append(words, regexp.QuoteMeta(string(unicode.ToUpper(r[0]))+string(r[1:])))
	}
	sort.Sort(sort.Reverse(sort.StringSlice(words)))
	cap := `\p{Lu}[\p{L}\p{M}&'.-]*`
	return regexp.MustCompile(`(?:` + cap + `\s+){0,4}(?:` + strings.Join(words, "|") + `)` +
		`(?:\s+(?:of|for|de|di|du|der|für)(?:\s+the)?(?:[\s,]+` + cap + `){1,4})?`)
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

// institutionVariants adds to ps the forms of an institution's name n
// that free text uses: the name, its distinctive parts (each run of
// words that are neither generic nor stop words, of four letters or
// more: "Toronto" of "University of Toronto", "Max Planck" of "Max
// Planck Institute for Software Systems") and, matched in capitals only,
// the initials of its first words ("MIT", "IIT" and "IITB" of "Indian
// Institute of Technology Bombay"; three letters or more).
func institutionVariants(n string, ps *phrases) {
	ps.add(n, AnInstitution, 3)
	words := strings.FieldsFunc(n, func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == '(' || r == ')' })
	var run []string
	flush := func() {
		if core := strings.Join(run, " "); core != n && letterCount(core) >= 4 {
			ps.add(core, AnInstitution, 4)
		}
		run = nil
	}
	var ini []rune
	for _, w := range words {
		f := cv.FoldName(w)
		stop := stopWords[strings.ToLower(w)] || f == ""
		if !stop {
			ini = append(ini, unicode.ToUpper([]rune(w)[0]))
			if len(ini) >= 3 && len(words) >= 3 {
				ps.acronym(string(ini), AnInstitution)
			}
		}
		if stop || genericWords[f] {
			flush()
			continue
		}
		run = append(run, w)
	}
	flush()
}

// repeated is a neutral word said again and again where the parts of a
// name were replaced one by one ("IIT Bombay").
var repeated = regexp.MustCompile(`(` + AnInstitution + `)(?:[\s,]+` + AnInstitution + `)+`)
