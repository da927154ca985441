package corrections

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"

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

// ErrRequired is the error of a field a Request lacks (RequestError.Key
// names it); ErrOneAction that of a Request that asks for none or more
// than one of Set, Remove and Add.
var (
	ErrRequired  = errors.New("is required")
	ErrOneAction = errors.New("give one of set, remove and add")
)

// Missing says what r lacks to be a correction, if anything: a
// *RequestError with ErrRequired for the candidate or the section (with
// the sections there are), or ErrOneAction. Correction checks r in full.
func (r Request) Missing() error {
	switch {
	case r.Candidate == "":
		return &RequestError{Key: "candidate", Err: ErrRequired}
	case r.Section == "" && !recordOnly(r.Set):
		return &RequestError{Key: "section", Err: fmt.Errorf("%w (%s; none for --set stage=STAGE)", ErrRequired, strings.Join(Sections(), ", "))}
	case r.Actions() != 1:
		return &RequestError{Err: ErrOneAction}
	}
	return nil
}

// Correction builds the correction r asks for and checks it (see
// Correction.Check). An error says what is wrong (an unknown section, a
// field unknown to the section, a value of the wrong form, an entry
// missing or not wanted) and is a *RequestError naming the field of r
// it is about.
func (r Request) Correction() (Correction, error) {
	c := Correction{Candidate: r.Candidate, Section: r.Section, Entry: r.Entry, Remove: r.Remove, Note: r.Note}
	if _, ok := sectionNamed(r.Section); !ok && r.Section != "" {
		return c, &RequestError{Key: "section", Err: fmt.Errorf("section %q is not one of %s", clip(r.Section), strings.Join(Sections(), ", "))}
	}
	var err error
	if len(r.Set) > 0 {
		if c.Set, err = Values(r.Section, r.Set); err != nil {
			return c, &RequestError{Key: "set", Err: err}
		}
	}
	if len(r.Add) > 0 {
		if c.Add, err = Values(r.Section, r.Add); err != nil {
			return c, &RequestError{Key: "add", Err: err}
		}
	}
	if err := c.Check(); err != nil {
		return c, &RequestError{Key: r.keyOf(err), Err: err}
	}
	return c, nil
}

// keyOf is the field of r an error of Check is about: the key it names
// where that is a field of r, else the set or add whose values it is
// about (a field's value that the section refuses: `status "won" is not
// one of ...`).
func (r Request) keyOf(err error) string {
	ke, ok := err.(*keyError)
	switch {
	case ok && (ke.key == "candidate" || ke.key == "section" || ke.key == "entry"):
		return ke.key
	case len(r.Set) > 0:
		return "set"
	case len(r.Add) > 0:
		return "add"
	}
	return ""
}

// RequestError is what is wrong with a Request.
type RequestError struct {
	// Key is the field of the request the error is about, as the
	// corrections file names it: "candidate", "section", "entry", "set"
	// or "add"; empty when it is about the request as a whole.
	Key string
	Err error
}

func (e *RequestError) Error() string { return e.Err.Error() }
func (e *RequestError) Unwrap() error { return e.Err }

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
	if a.Section == "" {
		return a.Candidate + ": " + what // the record as a whole
	}
	return fmt.Sprintf("%s, %s “%s”: %s", a.Candidate, a.Section, a.Entry, what)
}

// AsFlags says err, an error of Request.Missing or Request.Correction,
// with the command-line flag it is about, as "vitae correct" reports it:
// "--candidate is required", "--set: year: \"soon\" is not a whole number".
func AsFlags(err error) string {
	var re *RequestError
	switch {
	case errors.Is(err, ErrOneAction):
		return "give one of --set, --remove and --add"
	case !errors.As(err, &re) || re.Key == "":
		return err.Error()
	case errors.Is(err, ErrRequired):
		return "--" + re.Key + " " + err.Error()
	}
	return "--" + re.Key + ": " + err.Error()
}
