package corrections

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// Matcher tells the records a corrections file may name from the others,
// so that a run can count the others as they are read and hold only these
// until Apply. It errs on the side of holding: a record it picks may turn
// out not to match (a "name:…|e-mail" id with another e-mail), but every
// record Apply would find is picked, so Apply over the picked records
// does what it does over all of them.
type Matcher struct {
	names map[string]bool // folded names a correction names
	files []string        // candidates named as "file:PATH"
	base  string
}

// Matcher returns f's matcher.
func (f *File) Matcher() *Matcher {
	m := &Matcher{names: map[string]bool{}, base: f.Base}
	for _, c := range f.Corrections {
		who := c.Candidate
		switch {
		case strings.HasPrefix(who, "file:"):
			m.files = append(m.files, who)
		case strings.HasPrefix(who, "name:"):
			n, _, _ := strings.Cut(strings.TrimPrefix(who, "name:"), "|")
			m.add(n)
		default:
			m.add(who)
		}
	}
	return m
}

func (m *Matcher) add(name string) {
	if f := cv.FoldName(name); f != "" {
		m.names[f] = true
	}
}

// Concerns says whether a correction may name c.
func (m *Matcher) Concerns(c *cv.CV) bool {
	if len(m.names) > 0 && m.names[cv.FoldName(c.Name)] {
		return true
	}
	for _, who := range m.files {
		if isCandidate(c, who, m.base) {
			return true
		}
	}
	return false
}
