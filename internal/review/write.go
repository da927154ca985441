package review

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/internal/atomicfile"
)

// written is one correction this session wrote: the file before and
// after, so that undo can put it back when nothing else changed it.
type written struct {
	Seq       int      `json:"seq"`
	Candidate string   `json:"candidate_id"`
	Says      string   `json:"says"` // the correction as the file has it
	Did       []string `json:"did"`
	before    []byte   // nil: the file did not exist
	after     []byte
}

// change is a correction as the page asks for it: field assignments as
// "vitae correct" takes them (FIELD=VALUE).
type change struct {
	ID      string   `json:"id"`
	Section string   `json:"section"`
	Entry   string   `json:"entry"`
	Set     []string `json:"set"`
	Add     []string `json:"add"`
	Remove  bool     `json:"remove"`
	Note    string   `json:"note"`
}

// errStale is a correction that would find no single target.
var errStale = errors.New("stale")

// correct checks ch, tries it on the records as corrected so far (a
// correction that would be stale is refused, as "vitae correct --check"
// refuses it) and appends it to the corrections file, atomically.
func (s *Server) correct(ch change) (written, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.set.byID[ch.ID]
	if !ok || c.Raw == nil {
		return written{}, fmt.Errorf("no candidate %q to correct", ch.ID)
	}
	req := corrections.Request{Candidate: s.candidateName(c), Section: ch.Section, Entry: ch.Entry,
		Set: ch.Set, Add: ch.Add, Remove: ch.Remove, Note: ch.Note}
	if err := req.Missing(); err != nil {
		return written{}, err
	}
	corr, err := req.Correction()
	if err != nil {
		return written{}, err
	}
	f, err := corrections.LoadOrEmpty(s.opt.Corrections)
	if err != nil {
		return written{}, err
	}
	f.Base = s.opt.Base
	var cvs = s.set.raws()
	for i := range cvs {
		cvs[i] = cloneCV(cvs[i])
	}
	made, stale := f.Try(corr, cvs)
	if stale != nil {
		return written{}, fmt.Errorf("%w: %s", errStale, stale.Why)
	}
	before, err := readIfAny(s.opt.Corrections)
	if err != nil {
		return written{}, err
	}
	if err := corrections.Append(s.opt.Corrections, corr); err != nil {
		return written{}, err
	}
	after, err := readIfAny(s.opt.Corrections)
	if err != nil {
		return written{}, err
	}
	w := written{Seq: len(s.session) + 1, Candidate: c.ID, Says: corrections.Encode(corr), before: before, after: after}
	for _, a := range made {
		w.Did = append(w.Did, a.String())
	}
	s.session = append(s.session, w)
	return w, nil
}

// undo takes back the last correction this session wrote: the file goes
// back to what it was before it, atomically, unless something else
// changed the file since (then it is left alone and undo says so).
func (s *Server) undo() (written, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.session) == 0 {
		return written{}, errors.New("nothing to undo: this session wrote no correction")
	}
	last := s.session[len(s.session)-1]
	now, err := readIfAny(s.opt.Corrections)
	if err != nil {
		return written{}, err
	}
	if !bytes.Equal(now, last.after) {
		return written{}, fmt.Errorf("%s changed since this session wrote to it; not undone", s.opt.Corrections)
	}
	if last.before == nil {
		err = os.Remove(s.opt.Corrections)
	} else {
		err = atomicfile.WriteFile(s.opt.Corrections, func(w io.Writer) error {
			_, err := w.Write(last.before)
			return err
		})
	}
	if err != nil {
		return written{}, err
	}
	s.session = s.session[:len(s.session)-1]
	return last, nil
}

// readIfAny is the file's bytes, or nil when it does not exist.
func readIfAny(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if b == nil && err == nil {
		b = []byte{}
	}
	return b, err
}

// candidateName is how a correction names the candidate: the record's
// name when no other record has it, else its input ("file:PATH").
func (s *Server) candidateName(c *candidate) string {
	name := corrections.Fold(c.Raw.Name)
	if name == "" {
		return "file:" + c.Path
	}
	for _, o := range s.set.cands {
		if o != c && o.Raw != nil && corrections.Fold(o.Raw.Name) == name {
			return "file:" + c.Path
		}
	}
	return c.Raw.Name
}
