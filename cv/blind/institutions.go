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

// institutionWords are the words of institution_words.txt (folded, no
// accents); strongWords those marked "+".
var institutionWords, strongWords, stopWords = readWords()

func readWords() (all, strong, stop map[string]bool) {
	all, strong, stop = map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, l := range dataLines(institutionWordsFile) {
		w, marked := strings.CutPrefix(l, "+")
		all[cv.FoldName(w)] = true
		if marked {
			strong[w] = true
		}
	}
	for _, l := range dataLines(institutionStopFile) {
		stop[l] = true
	}
	return all, strong, stop
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
// that free text uses: the name, its distinctive part (the first run of
// words that are neither institution words nor stop words: "Toronto" of
// "University of Toronto") and, kept apart in acronyms, the initials of
// its words ("MIT", three letters or more).
func institutionVariants(n string, ps *phrases) {
	ps.add(n, AnInstitution, 3)
	words := strings.FieldsFunc(n, func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == '(' || r == ')' })
	var run []string
	var ini []rune
	done := false
	for _, w := range words {
		f := cv.FoldName(w)
		generic := institutionWords[f] || stopWords[strings.ToLower(w)] || f == ""
		if !stopWords[strings.ToLower(w)] && f != "" {
			ini = append(ini, unicode.ToUpper([]rune(w)[0]))
		}
		switch {
		case !generic && !done:
			run = append(run, w)
		case generic && len(run) > 0:
			done = true
		}
	}
	if core := strings.Join(run, " "); core != n && letterCount(core) >= 4 {
		ps.add(core, AnInstitution, 4)
	}
	if len(ini) >= 3 && len(words) >= 3 {
		ps.acronym(string(ini), AnInstitution)
	}
}
