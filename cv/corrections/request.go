package corrections

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"

	"github.com/vitae-cv/vitae/cv"
)

// Request is a correction asked for field by field, as "vitae correct"
// takes it: Set and Add are "FIELD=VALUE" assignments (see Values), with
// fields named as in the JSON records.
type Request struct {
	Candidate, Section, Entry, Note string
	Set, Add                        []string
	Remove                          bool
}

// Actions counts how many of Set, Remove and Add r asks for: a request
// must ask for one.
func (r Request) Actions() int {
	n := 0
	for _, given := range []bool{len(r.Set) > 0, r.Remove, len(r.Add) > 0} {
		if given {
			n++
		}
	}
	return n
}

// Correction builds the correction r asks for and checks it (see
// Correction.Check): an error says what is wrong, a field unknown to the
// section or a value of the wrong form.
func (r Request) Correction() (Correction, error) {
	c := Correction{Candidate: r.Candidate, Section: r.Section, Entry: r.Entry, Remove: r.Remove, Note: r.Note}
	var err error
	if len(r.Set) > 0 {
		c.Set, err = Values(r.Section, r.Set)
	}
	if len(r.Add) > 0 {
		c.Add, err = Values(r.Section, r.Add)
	}
	if err != nil {
		return c, err
	}
	return c, c.Check()
}

// LoadOrEmpty is Load, but a file that does not exist yet is an empty
// File at path: the file Append would create.
func LoadOrEmpty(path string) (*File, error) {
	f, err := Load(path)
	if errors.Is(err, fs.ErrNotExist) {
		return &File{Path: path}, nil
	}
	return f, err
}

// Try applies f's corrections and then c to cvs, changing them in place,
// as a run would once c is appended to f. It returns the rows c made or,
// when c would find no single target, the Stale that says why; f itself
// is unchanged.
func (f *File) Try(c Correction, cvs []*cv.CV) ([]Applied, *Stale) {
	trial := *f
	n := len(f.Corrections)
	c.Line = 0
	trial.Corrections = append(slices.Clip(f.Corrections), c)
	r := trial.Apply(cvs)
	for _, s := range r.Stale {
		if s.Index == n+1 {
			return nil, &s
		}
	}
	var made []Applied
	for _, a := range r.Applied {
		if a.Index == n+1 {
			made = append(made, a)
		}
	}
	return made, nil
}

// String says what the row did, for people: "Jane Doe, publications “A
// Title”: venue set to NSDI (was: ASPLOS)", "…: removed", "…: added".
func (a Applied) String() string {
	what := a.Field
	if a.Field != "removed" && a.Field != "added" {
		what = fmt.Sprintf("%s set to %s (was: %s)", a.Field, orUnknown(a.New), orUnknown(a.Old))
	}
	return fmt.Sprintf("%s, %s “%s”: %s", a.Candidate, a.Section, a.Entry, what)
}
