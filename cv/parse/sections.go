package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/cv/parse/sections"
	"github.com/vitae-cv/vitae/internal/textscan"
)

// kind is what a section holds (sections.Kind); its values are the
// sections package's, under the names the parser's readers use.
type kind = sections.Kind

const (
	secHeader       = sections.Header
	secUnknown      = sections.Unknown
	secEducation    = sections.Education
	secPositions    = sections.Positions
	secPublications = sections.Publications
	secAwards       = sections.Awards
	secTalks        = sections.Talks
	secService      = sections.Service
	secTeaching     = sections.Teaching
	secSkills       = sections.Skills
	secProjects     = sections.Projects
	secInterests    = sections.Interests
	secSummary      = sections.Summary
	secContact      = sections.Contact
	secSkipped      = sections.Skipped
	secMixed        = sections.Mixed
)

// kindNames are the kinds' names, in Kind order (sections.Names).
var kindNames = sections.Names

// section is a run of lines under one heading (sections.Section).
type section = sections.Section

func set(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// classify names the section a heading introduces; ok is false when the
// text does not read as a section heading at all (sections.Classify).
func classify(title string) (kind, bool) { return sections.Classify(title) }

// kindLines reads words/NAME.txt as "kind: word word ..." lines
// (sections.KindLines).
func kindLines(name string) []sections.KindLine { return sections.KindLines(name) }

// firstRune returns the first rune of s and its offset (textscan.FirstRune).
func firstRune(s string) (rune, int) { return textscan.FirstRune(s) }

// pubSubsection recognises sub-headings inside a publications section and
// returns the status they imply ("" for published work).
func pubSubsection(l line) (string, bool) {
	if l.Blank || l.List != "" || l.Heading == 1 {
		return "", false
	}
	t := strings.TrimRight(l.Text, ": ")
	if st, ok := pubSubsectionText(t); ok {
		return st, true
	}
	if i := strings.IndexByte(t, '('); i > 0 && strings.HasSuffix(t, ")") {
		return pubSubsectionText(strings.TrimRight(t[:i], ": ")) // "Conferences (as first author)"
	}
	return "", false
}

// pubSubsectionText is pubSubsection for a label's text.
func pubSubsectionText(t string) (string, bool) {
	if len(t) > 60 {
		return "", false
	}
	if n := wordsUpTo(t, 6); n == 0 || n > 6 {
		return "", false
	}
	// what strings.ToLower(t) holds, asked without a copy (lowerFoldSafe)
	lt := t
	if !lowerFoldSafe(t) {
		lt = strings.ToLower(t)
	}
	switch st := stageLabel(lt); st {
	case "":
	case "mixed":
		return "published", true // a mixed list: each entry says what it is
	default:
		return st, true
	}
	if talksHeading(lt) {
		return "other", true // "Posters & Talks": pubs_heading_talks.go
	}
	switch {
	case hasSetWord(t, thesisLabelWordSet): // whole words: "Synthesis" is no thesis
		return "thesis", true
	case containsFold(lt, "patent"):
		return "patent", true
	}
	if pubSubWordSet.AnyWord(t, false) { // a word of words(t) not in pubSubWords, none built
		return "", false
	}
	return "published", true
}

var thesisLabelWords = set(`thesis theses dissertation dissertations`)

var pubSubWords = set(`conference journal workshop papers paper articles article proceedings and refereed peer reviewed selected publications
book chapters chapter books theses thesis dissertations patents patent posters poster demos short other international domestic national full abstracts
magazine non symposium journals conferences workshops`)

// readByContent gives a section whose heading is vague ("Research", or no
// known word at all) the kind its lines show: three or more author lists
// with years make it a publications section, as on homepages where
// "Research" holds the papers. A heading that says "projects" keeps its
// kind.
func readByContent(s *section) {
	vague := s.Kind == secUnknown || (s.Kind == secProjects && !headingHas(words(s.Title), "project"))
	if !vague || openedByModel(s) { // linerole_sections.go
		return
	}
	authors, years := 0, 0
	for _, l := range s.Lines {
		if l.Blank {
			continue
		}
		if memOf(l).isAuthorList(l.Text) {
			authors++
		}
		if hasYear(l.Text) {
			years++
		}
	}
	if authors >= 3 && years >= 3 {
		s.Kind = secPublications
		sectionMemo(s).noteKindCount(s.Line, "by content: %d lines hold an author list, %d a year", authors, years)
	}
}

// headingHas reports whether the heading's words contain key
// (sections.HeadingHas).
func headingHas(ws []string, key string) bool { return sections.HeadingHas(ws, key) }
