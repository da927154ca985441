package eval

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/cv/parse"
)

// Set is a set of CV files scored together against their truth: the
// seeds, one format of the corpus, one synthetic template.
type Set struct {
	Name string // "corpus/pdf", "seeds", "synthetic/md-headed"
	// Family is what the set belongs to ("seeds", "corpus",
	// "synthetic"); the folds of a k-fold run are drawn within a family.
	Family string
	// Template is the synthetic template (or the corpus format); it is
	// what leave-one-template-out holds out.
	Template string
	Format   string
	Files    []string
	// Truths are the truth files of the set: one for each file's stem
	// (as score.py is given them, sorted by file name).
	Truths []Truth
}

// NewSet makes a set of files scored against the truth files of truthDir
// that match their stems. A file with no truth is an error naming it.
func NewSet(name, family, template, format string, files []string, truthDir string) (*Set, error) {
	return NewSetTruths(name, family, template, format, files, []string{truthDir})
}

// NewSetTruths is NewSet with truth files looked for in each of truthDirs
// in turn (the seeds' truth and the corpus's are in two folders).
func NewSetTruths(name, family, template, format string, files []string, truthDirs []string) (*Set, error) {
	s := &Set{Name: name, Family: family, Template: template, Format: format}
	seen := map[string]bool{}
	for _, f := range files {
		stem := stemKey(f)
		if seen[stem] {
			return nil, fmt.Errorf("%s: %s: a second file with the stem %q (score.py keeps only one)", name, f, stem)
		}
		seen[stem] = true
		t, err := readTruthIn(truthDirs, stem+".json")
		if err != nil {
			return nil, fmt.Errorf("%s: %s: no truth: %v", name, f, err)
		}
		s.Files = append(s.Files, f)
		s.Truths = append(s.Truths, t)
	}
	sortTruths(s.Truths)
	return s, nil
}

// readTruthIn reads the truth file name from the first of dirs that
// holds it (the last one's error when none does).
func readTruthIn(dirs []string, name string) (Truth, error) {
	var err error
	for _, d := range dirs {
		var t Truth
		if t, err = ReadTruth(filepath.Join(d, name)); err == nil {
			return t, nil
		}
	}
	return Truth{}, err
}

func sortTruths(ts []Truth) {
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && ts[j].File < ts[j-1].File; j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
}

// Example is one CV file of a set: its truth, what the parser read, and
// the group it falls in for cross-validation.
type Example struct {
	Set      *Set
	Path     string
	Key      string // the stem the scorer matches on
	Truth    Truth
	Group    string // the person: forms of one CV, or CVs of one person, share it
	CV       *cv.CV // nil when the file could not be read
	Err      error  // why, when CV is nil
	template string
}

// Template is the example's set template.
func (e *Example) Template() string { return e.template }

// group is who the truth is about: the owner's name when the truth gives
// one (so 70_x.pdf and 70_x.txt, or two CVs of one person, fall
// together), else the key.
func group(family string, t Truth, key string) string {
	if n := norm(t.Value["name"]); n != "" {
		return family + "/name:" + n
	}
	return family + "/key:" + key
}

// Parse reads every file of sets with the parser, as "vitae parse" does
// (cv/inputs, jobs files at once), and returns one example per file, in
// set order. A file that cannot be read is an example with Err set: it
// scores as missed, and the others are still read. A file in several
// sets (the corpus per form and the real CVs each read directly) is
// read once; its examples share the record.
func Parse(sets []*Set, jobs int) ([]*Example, error) {
	cat, err := inputs.Venues("")
	if err != nil {
		return nil, err
	}
	var paths []string
	var out []*Example
	byPath := map[string][]*Example{}
	for _, s := range sets {
		truth := map[string]Truth{}
		for _, t := range s.Truths {
			truth[stemKey(strings.TrimSuffix(t.File, ".json"))] = t
		}
		for _, f := range s.Files {
			key := stemKey(f)
			ex := &Example{Set: s, Path: f, Key: key, Truth: truth[key], template: s.Template}
			ex.Group = group(s.Family, ex.Truth, key)
			for _, other := range byPath[f] {
				if other.Set == s {
					return nil, fmt.Errorf("%s: named twice", f)
				}
			}
			if byPath[f] == nil {
				paths = append(paths, f)
			}
			byPath[f] = append(byPath[f], ex)
			out = append(out, ex)
		}
	}
	files := &inputs.Files{Paths: paths, Jobs: jobs, Parse: parse.Options{Venues: cat}}
	c := files.Collect(nil)
	for _, rec := range c.CVs {
		for _, ex := range byPath[rec.Source] {
			ex.CV = rec
		}
	}
	for _, f := range c.Failed {
		for _, ex := range byPath[f.Path] {
			ex.Err = f.Err
		}
	}
	for _, sk := range c.Skipped {
		for _, ex := range byPath[sk.Path] {
			ex.Err = fmt.Errorf("%s: skipped: %s", sk.Path, sk.Why)
		}
	}
	for _, ex := range out {
		if ex.CV == nil && ex.Err == nil {
			ex.Err = fmt.Errorf("%s: no record", ex.Path)
		}
	}
	return out, nil
}

// ScoreSet scores the predictions of a set's examples (pred gives the
// record for each; nil for none) as score.py scores the set.
func ScoreSet(s *Set, exs []*Example, pred func(*Example) *cv.CV, opt Options) (*Report, error) {
	var records []Value
	for _, ex := range exs {
		if ex.Set != s {
			continue
		}
		c := pred(ex)
		if c == nil {
			continue
		}
		r, err := RecordOf(c)
		if err != nil {
			return nil, err
		}
		records = append(records, r)
	}
	return Score(s.Truths, Keyed(records), opt), nil
}
