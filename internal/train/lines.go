package train

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv/parse"
)

// cue is a line's layout as its view's cues say.
type cue struct {
	blank   bool
	heading int // h1..h6; 0 for body text
	bold    bool
	list    bool
	depth   int
	indent  int
	size    float64
	repeats bool
	words   []string // folded words
	ntok    int
}

func cuesOf(vs []parse.LineView) []cue {
	out := make([]cue, len(vs))
	for i, v := range vs {
		c := &out[i]
		c.words = words(v.Text)
		// a line without a letter or digit ("", ">", "•") holds nothing
		c.blank = len(c.words) == 0
		c.ntok = len(Tokens(v.Text))
		c.heading, c.bold, c.list = v.Cue.Heading, v.Cue.Bold, v.Cue.List != ""
		c.depth, c.indent, c.size, c.repeats = v.Cue.Depth, v.Cue.Indent, v.Cue.Size, v.Cue.Repeats
	}
	return out
}

// Section words: what a heading's words say its section holds. These are
// the generic words of CV headings, not any CV's text.
var sectionWords = []struct {
	kind  string
	words []string
}{
	{KindTeaching, []string{"teaching", "courses", "course", "lectures", "instructor", "ta"}},
	{KindTalk, []string{"talks", "talk", "presentations", "seminars", "keynotes", "invited"}},
	{KindService, []string{"service", "services", "reviewer", "reviewing", "committee", "committees", "activities", "outreach", "organization", "organizing"}},
	{KindAward, []string{"awards", "award", "honors", "honours", "honor", "fellowships", "fellowship", "prizes", "grants", "scholarships", "distinctions", "recognition", "funding", "achievements"}},
	{KindPublication, []string{"publications", "publication", "papers", "preprints", "articles", "journal", "journals", "conference", "conferences", "proceedings", "manuscripts", "patents", "workshop", "workshops", "books", "chapters", "refereed", "submitted", "submissions", "review", "posters", "theses", "thesis", "reports"}},
	{KindEducation, []string{"education", "degrees", "qualifications", "schooling"}},
	{KindPosition, []string{"experience", "employment", "positions", "appointments", "work", "career", "internships", "internship", "industry"}},
	{"", []string{"skills", "interests", "research", "projects", "software", "languages", "references", "students", "mentoring", "advising", "contact", "about", "bio", "biography", "summary", "profile", "news", "selected", "professional", "other", "personal", "information", "leadership", "memberships", "misc", "miscellaneous", "background", "press", "media", "supervision", "statement", "links", "and", "of", "&", "the", "in", "recent", "current", "past", "peer", "reviewed", "technical", "academic", "undergraduate", "graduate", "visits", "collaborators", "service", "history", "record", "external", "internal", "university", "departmental", "highlights", "additional", "funded", "sponsored", "synergistic", "institutional", "editorial", "boards", "for", "a", "to", "at", "on"}},
}

// sectionKind returns the kind a heading's words name and whether all of
// its words are heading words.
func sectionKind(ws []string) (kind string, all bool) {
	known := 0
	for _, w := range ws {
		for _, s := range sectionWords {
			if slices.Contains(s.words, w) {
				known++
				break
			}
		}
	}
	for _, s := range sectionWords {
		if s.kind != "" && slices.ContainsFunc(ws, func(w string) bool { return slices.Contains(s.words, w) }) {
			kind = s.kind
			break
		}
	}
	return kind, len(ws) > 0 && known == len(ws)
}

var (
	reYearOnly  = regexp.MustCompile(`^\W*(19|20)\d\d\W*$`)
	rePageNum   = regexp.MustCompile(`(?i)^\W*(page\s*)?\d{1,3}(\s*(/|of)\s*\d{1,3})?\W*$`)
	reEmail     = regexp.MustCompile(`[\w.+-]+@[\w-]+\.[\w.]+|\(at\)|\[at\]`)
	rePhone     = regexp.MustCompile(`\+?\(?\d{2,4}\)?[\s.-]\d{3}[\s.-]\d{3,4}`)
	reURL       = regexp.MustCompile(`(?i)https?://|www\.|github\.com|linkedin|scholar\.google|orcid`)
	reYear      = regexp.MustCompile(`^(19|20)\d\d$`)
	reTag       = regexp.MustCompile(`^[\[(][A-Za-z]{0,4}\d{1,3}[\])][.:]?$`)
	reFooter    = regexp.MustCompile(`(?i)^\W*(©|\(c\)|copyright\b)|last (updated|modified)`)
	reParenNote = regexp.MustCompile(`^\(.*\)[.,;]?$`)
)

// allCaps reports whether text's letters are all upper case (and it has
// at least three).
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

// headingLike reports whether line i looks like a section heading and
// its level (1..6 from the cue, 7 for a heading found by its words).
func headingLike(v parse.LineView, c cue) (bool, int) {
	if c.blank || c.repeats || len(c.words) == 0 || len(c.words) > 8 {
		return false, 0
	}
	_, all := sectionKind(c.words)
	if c.heading > 0 && len(c.words) <= 8 {
		return true, c.heading
	}
	if strings.ContainsAny(v.Text, "0123456789@") {
		return false, 0
	}
	if all && len(c.words) <= 5 {
		return true, 7
	}
	if allCaps(v.Text) && len(c.words) <= 4 && (c.bold || c.size > 1.05) {
		return true, 7
	}
	return false, 0
}

// nameLike reports whether a white-space token looks like part of a
// person's name in an author list.
func nameLike(t string) bool {
	t = strings.Trim(t, ",.;:*†‡§¹²³")
	if t == "" {
		return true
	}
	switch strings.ToLower(t) {
	case "and", "&", "et", "al", "al.", "van", "von", "der", "den", "de", "da", "di", "del", "della", "la", "le", "du", "dos", "das", "bin", "ibn":
		return true
	}
	r := []rune(t)
	return unicode.IsUpper(r[0])
}

// authorLike reports whether a line reads as an author list: mostly
// name-like tokens with commas or "and", or the owner's surname.
func authorLike(text string, c cue, surname string) bool {
	ts := Tokens(text)
	if len(ts) == 0 || c.heading > 0 {
		return false
	}
	for _, w := range c.words {
		if reYear.MatchString(w) {
			return false // an author list has no year; a citation's tail has
		}
	}
	hasOwner := surname != "" && containsWord(c.words, surname)
	n := 0
	for _, t := range ts {
		if nameLike(t) {
			n++
		}
	}
	sep := strings.Contains(text, ",") || containsWord(c.words, "and")
	return float64(n) >= 0.8*float64(len(ts)) && (hasOwner || sep && len(ts) >= 3)
}

func containsWord(ws []string, w string) bool {
	for _, x := range ws {
		if x == w {
			return true
		}
	}
	return false
}

// prose reports whether a line reads as running text.
func proseLike(text string, c cue) bool {
	ts := Tokens(text)
	if len(ts) < 10 {
		return false
	}
	lower := 0
	for _, t := range ts {
		if r := []rune(t); unicode.IsLower(r[0]) {
			lower++
		}
	}
	return float64(lower) >= 0.5*float64(len(ts))
}

// contactLike reports whether a line holds contact details.
func contactLike(text string) bool {
	return reEmail.MatchString(text) || rePhone.MatchString(text) || reURL.MatchString(text)
}

// furnitureKey is a line's text with digits masked, for finding text that
// repeats from page to page.
func furnitureKey(ws []string) string {
	var b strings.Builder
	for _, w := range ws {
		for _, r := range w {
			if unicode.IsDigit(r) {
				r = '#'
			}
			b.WriteRune(r)
		}
		b.WriteByte(' ')
	}
	return b.String()
}
