package inputs

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/cv/read"
)

// inputKind says how an input is read.
type inputKind int

const (
	inputCV      inputKind = iota // CV text, parsed
	inputRecords                  // JSON records written by "vitae parse"
	inputStdin                    // CV text, or JSON records, on standard input
)

type input struct {
	name string // as given, or joined below a folder given
	kind inputKind
	info *Input // what reading it learnt, set by the worker that read it
}

// discover expands paths into slots in input order: the inputs to read,
// and the failures and skips the walk met, each where it was met.
func discover(paths []string) []slot {
	var slots []slot
	fail := func(err error) {
		slots = append(slots, slot{ready: []Result{failure(err)}})
	}
	stdinSeen := false
	for _, p := range paths {
		if p == "-" {
			if stdinSeen {
				fail(&parse.InputError{Name: "-", Err: errors.New("standard input named more than once")})
				continue
			}
			stdinSeen = true
			slots = append(slots, slot{in: &input{name: "-", kind: inputStdin}})
			continue
		}
		info, err := os.Stat(p)
		switch {
		case err != nil:
			fail(PathError(p, err))
		case !info.IsDir() && !info.Mode().IsRegular():
			// Never opened: opening a FIFO blocks until a writer comes.
			fail(&parse.InputError{Name: p, Err: notRegular(info.Mode())})
		case !info.IsDir():
			kind := inputCV
			if IsRecordFile(p) {
				kind = inputRecords
			}
			slots = append(slots, slot{in: &input{name: p, kind: kind}})
		default:
			slots = append(slots, walk(p)...)
		}
	}
	return slots
}

// walk lists the CV files below dir and the files it skips, in lexical
// order of their path, after any errors met on the way.
func walk(dir string) []slot {
	var errs []slot
	type entry struct {
		path, skip string
		info       *Input // of a skipped file
	}
	var found []entry
	parts := map[string]bool{} // files data CVs read, not CVs of their own
	root := linkedRoot(dir)
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			errs = append(errs, slot{ready: []Result{failure(PathError(path, err))}})
			if d != nil && d.IsDir() && path != root {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			if path != root && strings.HasPrefix(d.Name(), ".") {
				return fs.SkipDir
			}
			return nil
		}
		if df, ps, piece := walkData(path, d); piece {
			return nil // a piece of a document, read with it (or not at all), never a CV
		} else if df != nil {
			found = append(found, entry{path: path})
			for _, p := range ps {
				parts[p] = true
			}
		} else if read.IsCVFile(path) {
			if why := irregular(path, d); why != "" {
				found = append(found, entry{path, why, &Input{Path: path, Format: read.FormatOf(path, nil)}})
			} else {
				found = append(found, entry{path: path})
			}
		} else if why, ok := read.Skipped(path); ok {
			found = append(found, entry{path, why, skippedInfo(path, d)})
		}
		return nil
	})
	if err != nil {
		errs = append(errs, slot{ready: []Result{failure(PathError(dir, err))}})
	}
	if len(found) == 0 {
		err := fmt.Errorf("no CV files in directory (looked for %s)", read.Extensions)
		return append(errs, slot{ready: []Result{failure(&parse.InputError{Name: dir, Err: err})}})
	}
	sort.Slice(found, func(i, j int) bool { return found[i].path < found[j].path })
	out := errs
	for _, e := range found {
		if parts[e.path] {
			continue
		}
		if e.skip != "" {
			out = append(out, slot{ready: []Result{&Skip{Path: e.path, Why: e.skip, Input: e.info}}})
		} else {
			out = append(out, slot{in: &input{name: e.path, kind: inputCV}})
		}
	}
	return out
}

// linkedRoot is the root to walk for the folder dir: dir itself, or, when
// dir is a symbolic link (to a folder: the caller checked), dir with a
// trailing separator, so that the walk enters the folder it names (it
// follows no link below) and the files keep the link's name.
func linkedRoot(dir string) string {
	info, err := os.Lstat(dir)
	if err != nil || info.Mode()&fs.ModeSymlink == 0 || strings.HasSuffix(dir, string(filepath.Separator)) {
		return dir
	}
	return dir + string(filepath.Separator)
}

// skippedInfo is the Input of a file a walk skips for its format: its
// path, and its size when it is a regular file (from the walk, without
// opening it).
func skippedInfo(path string, d fs.DirEntry) *Input {
	info := &Input{Path: path}
	if fi, err := d.Info(); err == nil && fi.Mode().IsRegular() {
		info.Size = fi.Size()
	}
	return info
}

// irregular says why a file found in a walk is not read when it is not a
// regular file (a FIFO, a socket, a device, or a link to one), or "".
// The file is never opened: opening a FIFO blocks.
func irregular(path string, d fs.DirEntry) string {
	mode := d.Type()
	if mode&fs.ModeSymlink != 0 {
		info, err := os.Stat(path)
		if err != nil {
			return "a link to nothing readable: " + PathError(path, err).(*parse.InputError).Err.Error()
		}
		mode = info.Mode()
	}
	if mode.IsRegular() {
		return ""
	}
	return notRegular(mode).Error()
}

// notRegular is why a file that is not a regular one is not read.
func notRegular(mode fs.FileMode) error {
	what := "special file"
	switch t := mode.Type(); {
	case t&fs.ModeNamedPipe != 0:
		what = "named pipe (FIFO)"
	case t&fs.ModeSocket != 0:
		what = "socket"
	case t&fs.ModeCharDevice != 0:
		what = "character device"
	case t&fs.ModeDevice != 0:
		what = "device"
	case t&fs.ModeDir != 0:
		what = "folder"
	}
	return fmt.Errorf("%s(a %s): only regular files are read", notRegularPrefix, what)
}

// notRegularPrefix starts the reason a special file is not read.
const notRegularPrefix = "not a regular file "

// IsRecordFile reports whether path names JSON records rather than a CV:
// it ends in .json or .jsonl.
func IsRecordFile(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".json", ".jsonl":
		return true
	}
	return false
}

// PathError names path once: "PATH: why", without the operation an
// *fs.PathError adds.
func PathError(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return &parse.InputError{Name: path, Err: err}
}

// failure wraps an error that names its input.
func failure(err error) *Failure {
	var ie *parse.InputError
	if errors.As(err, &ie) {
		return &Failure{Path: ie.Name, Err: err, Input: &Input{Path: ie.Name, Format: read.FormatOf(ie.Name, nil)}}
	}
	return &Failure{Err: err, Input: &Input{}}
}
