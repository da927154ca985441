package publish

import (
	"cmp"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
)

// Problem is one way a run folder differs from its manifest.
type Problem struct {
	Path string // the file, relative to the run folder, / separated
	What string // what is wrong with it
}

// String is "PATH: WHAT".
func (p Problem) String() string { return p.Path + ": " + p.What }

// Verify checks the run folder dir (OUT/latest, a link, will do) against
// its manifest.json: every output listed must be there with its size and
// SHA-256, and every file there must be listed. It returns the problems
// sorted by path; the error is for a folder or manifest it cannot read.
func Verify(dir string) ([]Problem, error) {
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return nil, err
	}
	m, err := ReadManifest(real)
	if err != nil {
		return nil, err
	}
	var problems []Problem
	listed := map[string]bool{ManifestName: true}
	for _, o := range m.Outputs {
		listed[o.Path] = true
		if p, bad := checkOutput(real, o); bad {
			problems = append(problems, p)
		}
	}
	err = filepath.WalkDir(real, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(real, path)
		if err != nil {
			return err
		}
		if rel = filepath.ToSlash(rel); !listed[rel] {
			problems = append(problems, Problem{rel, "not listed in the manifest"})
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	slices.SortStableFunc(problems, func(a, b Problem) int { return cmp.Compare(a.Path, b.Path) })
	return problems, nil
}

// checkOutput checks one output of the manifest in the run folder dir.
func checkOutput(dir string, o Output) (Problem, bool) {
	local := filepath.FromSlash(o.Path)
	if !filepath.IsLocal(local) {
		return Problem{o.Path, "is not a path inside the run folder"}, true
	}
	path := filepath.Join(dir, local)
	info, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return Problem{o.Path, "missing (the manifest lists it)"}, true
	case err != nil:
		return Problem{o.Path, "cannot be read: " + err.Error()}, true
	case !info.Mode().IsRegular():
		return Problem{o.Path, "is not a regular file"}, true
	case info.Size() != o.Size:
		return Problem{o.Path, fmt.Sprintf("%d bytes, the manifest says %d", info.Size(), o.Size)}, true
	}
	_, sum, err := HashFile(path)
	switch {
	case err != nil:
		return Problem{o.Path, "cannot be read: " + err.Error()}, true
	case sum != o.SHA256:
		return Problem{o.Path, "contents changed (SHA-256 " + sum + ", the manifest says " + o.SHA256 + ")"}, true
	}
	return Problem{}, false
}
