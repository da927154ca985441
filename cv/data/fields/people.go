package fields

import (
	"regexp"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

var (
	reTitle  = regexp.MustCompile(`^(?i)(?:dr|prof|professor|mr|mrs|ms|mx|sir)\.?\s+`)
	reAmount = regexp.MustCompile(`\s*[:(,]?\s*[$€£]\s?[\d,.]+\s*(?:[kKmM]\b)?.*$`)
	reParen  = regexp.MustCompile(`\s*\([^()]*\)`)
)

// WithoutTitle drops a title before a name ("Dr Ada Quill" → "Ada
// Quill").
func WithoutTitle(name string) string {
	for {
		t := reTitle.ReplaceAllString(name, "")
		if t == name {
			return name
		}
		name = t
	}
}

// WithoutAmount drops a sum of money and what follows it from a grant's
// text ("Pebble survey: $750,000 (lead PI)" → "Pebble survey").
func WithoutAmount(s string) string {
	return strings.TrimSpace(strings.TrimRight(reAmount.ReplaceAllString(s, ""), " :,;("))
}

// EducationNote reads one note under a degree: "Advisor(s)/Supervisor(s):
// A, B" adds advisors (titles and bracketed affiliations dropped),
// "Thesis/Dissertation: T" sets the thesis.
func EducationNote(ed *cv.Education, s string) {
	key, val, ok := strings.Cut(s, ":")
	if !ok {
		return
	}
	k := strings.ToLower(strings.TrimSpace(key))
	switch {
	case strings.Contains(k, "advisor") || strings.Contains(k, "adviser") || strings.Contains(k, "supervisor"):
		for _, p := range People(reParen.ReplaceAllString(val, "")) {
			if p = WithoutTitle(p); p != "" {
				ed.Advisors = append(ed.Advisors, p)
			}
		}
	case strings.HasPrefix(k, "thesis") || strings.HasPrefix(k, "dissertation"):
		ed.Thesis = strings.Trim(strings.TrimSpace(val), `"“”`)
	}
}

var (
	reTeachingNote = regexp.MustCompile(`(?i)^(?:teaching assistant|teaching fellow|TA|tutor|instructor)\b`)
	reServiceNote  = regexp.MustCompile(`(?i)\b(?:student representative|representative of|council representative|committee member)\b`)
)

// NoteRole says whether a note under a degree records a role held
// during it: "teaching" for a teaching assistantship ("Teaching
// Assistant: 2024, Course"), "service" for a representative's or
// committee role, "" for anything else.
func NoteRole(s string) string {
	switch {
	case reTeachingNote.MatchString(s):
		return "teaching"
	case reServiceNote.MatchString(s):
		return "service"
	}
	return ""
}
