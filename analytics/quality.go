package analytics

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Quality is what a committee should know about the data behind a report:
// inputs that could not be read or were skipped, parser warnings, stale
// CVs, candidates who look like the same person, records corrected by
// hand. Every format shows it.
type Quality struct {
	// Failed and Skipped are filled by the caller that read the inputs
	// (SetInputs); analytics never sees those files.
	Failed  []InputIssue `json:"failed"`
	Skipped []InputIssue `json:"skipped"`
	// Warnings counts parser warnings per candidate (candidates with none
	// left out).
	Warnings []CandidateWarnings `json:"warnings"`
	// Stale names the candidates whose CV is older than the threshold.
	Stale []string `json:"stale"`
	// SamePerson groups candidates with the same normalised name or a
	// shared e-mail address.
	SamePerson [][]string `json:"same_person"`
	// Corrected names the records corrected by hand.
	Corrected []string `json:"corrected"`
	// StaleCorrections are the corrections that found no target (set by
	// the caller that applied them: SetStaleCorrections).
	StaleCorrections []string `json:"stale_corrections,omitempty"`
	// staleAfter is the threshold Stale was measured against, in months
	// (0: not known, as in a Quality read back from JSON).
	staleAfter int
}

// InputIssue is an input that was not read, and why.
type InputIssue struct {
	Path string `json:"path"`
	Why  string `json:"why"`
}

// CandidateWarnings is one candidate's parser warnings.
type CandidateWarnings struct {
	Candidate string `json:"candidate"`
	N         int    `json:"n"`
}

// SetInputs records the inputs that failed or were skipped, for the data
// quality section.
func (r *Report) SetInputs(failed, skipped []InputIssue) {
	r.Quality.Failed = append([]InputIssue{}, failed...)
	r.Quality.Skipped = append([]InputIssue{}, skipped...)
}

// SetStaleCorrections records the corrections that found no record or
// entry to correct (as corrections.Result.Strings writes them), for the
// data-quality section.
func (r *Report) SetStaleCorrections(stale []string) {
	r.Quality.StaleCorrections = append([]string(nil), stale...)
}

// CorrectionMark is how every format marks a corrected paper or award:
// "corrected: venue, year — why", or "added by hand — why"; "" for an
// entry not corrected.
func CorrectionMark(fields []string, note string) string {
	if len(fields) == 0 {
		return ""
	}
	m := "corrected: " + strings.Join(fields, ", ")
	if len(fields) == 1 && fields[0] == "added" {
		m = "added by hand"
	}
	if note != "" {
		m += " — " + note
	}
	return m
}

// quality gathers what the candidates say about the data.
func quality(r *Report) Quality {
	q := Quality{Failed: []InputIssue{}, Skipped: []InputIssue{}, Warnings: []CandidateWarnings{}, Stale: []string{}, SamePerson: [][]string{}, Corrected: []string{}}
	for _, c := range r.Candidates {
		if c.Warnings > 0 {
			q.Warnings = append(q.Warnings, CandidateWarnings{c.Name, c.Warnings})
		}
		if c.Stale {
			q.Stale = append(q.Stale, c.Name)
		}
		if len(c.Corrected) > 0 {
			q.Corrected = append(q.Corrected, c.Name)
		}
	}
	q.SamePerson = samePerson(r.Candidates)
	q.staleAfter = r.Options.staleAfter()
	return q
}

// samePerson groups candidates that look like one person: the same name
// once case, accents and punctuation are folded, or a shared e-mail
// address. Groups are in candidate order; each lists names and sources.
func samePerson(cs []*Candidate) [][]string {
	parent := make([]int, len(cs))
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	first := map[string]int{}
	join := func(key string, i int) {
		if key == "" {
			return
		}
		if j, ok := first[key]; ok {
			parent[find(i)] = find(j)
			return
		}
		first[key] = i
	}
	for i, c := range cs {
		join("name:"+foldPersonName(c.Name), i)
		for _, e := range c.Emails {
			join("email:"+strings.ToLower(strings.TrimSpace(e)), i)
		}
	}
	groups := map[int][]string{}
	var roots []int
	for i, c := range cs {
		r := find(i)
		if _, ok := groups[r]; !ok {
			roots = append(roots, r)
		}
		groups[r] = append(groups[r], fmt.Sprintf("%s (%s)", c.Name, c.Source))
	}
	sort.Ints(roots)
	out := [][]string{}
	for _, r := range roots {
		if len(groups[r]) > 1 {
			out = append(out, groups[r])
		}
	}
	return out
}

// foldPersonName folds a name for comparison: letters only, lower case,
// accents dropped, words in order. "" for a name too short to compare.
func foldPersonName(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case unicode.IsLetter(r):
			b.WriteRune(unicode.ToLower(r))
		case unicode.IsSpace(r) || r == '-' || r == '.':
			b.WriteByte(' ')
		}
	}
	f := strings.Join(strings.Fields(b.String()), " ")
	if len(strings.Fields(f)) < 2 {
		return ""
	}
	return f
}

// Summary says the data quality in one line, for stderr:
// "data quality: 1 input failed, 2 files skipped, 14 parser warnings in 3
// CVs, 1 stale CV, 1 possible duplicate person".
func (q Quality) Summary() string {
	return "data quality: " + strings.Join(q.SummaryParts(), ", ")
}

// SummaryParts are the counts Summary joins, one phrase each: "1 input
// failed", "0 files skipped", ...
func (q Quality) SummaryParts() []string {
	warn := 0
	for _, w := range q.Warnings {
		warn += w.N
	}
	parts := []string{
		plural(len(q.Failed), "input failed", "inputs failed"),
		plural(len(q.Skipped), "file skipped", "files skipped"),
		fmt.Sprintf("%s in %s", plural(warn, "parser warning", "parser warnings"), plural(len(q.Warnings), "CV", "CVs")),
		q.stalePart(),
		plural(len(q.SamePerson), "possible duplicate person", "possible duplicate people"),
		plural(len(q.Corrected), "record corrected by hand", "records corrected by hand"),
	}
	if n := len(q.StaleCorrections); n > 0 {
		parts = append(parts, plural(n, "stale correction", "stale corrections"))
	}
	return parts
}

// stalePart is the stale CVs' phrase of the summary, which says what
// stale means so that it reads as information, not an error: "2 stale
// CVs (dated more than 12 months before the run date; see --stale-after)".
func (q Quality) stalePart() string {
	s := plural(len(q.Stale), "stale CV", "stale CVs")
	if len(q.Stale) == 0 {
		return s
	}
	if q.staleAfter <= 0 {
		return s + " (older than the --stale-after threshold at the run date)"
	}
	return s + fmt.Sprintf(" (dated more than %d months before the run date; see --stale-after)", q.staleAfter)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
