package publish

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/vitae-cv/vitae/internal/atomicfile"
)

// reLatestTemp matches the temporary links of switchLatest.
var reLatestTemp = regexp.MustCompile(`^\.latest\.[0-9]+\.tmp$`)

// Sweep removes what interrupted runs left in OUT: unfinished run
// folders (OUT/runs/.ID.partial), temporary files of atomic writes
// (.NAME.N.tmp, atomicfile.IsTemp) in OUT, OUT/runs and the complete run
// folders, and temporary links .latest.N.tmp in OUT. It touches nothing else. It
// returns the paths it removed, in the order it removed them. Call it
// holding the lock: a run under way would lose its files.
func Sweep(out string) ([]string, error) {
	var gone []string
	var errs []error
	remove := func(path string, all bool) {
		rm := os.Remove
		if all {
			rm = os.RemoveAll
		}
		if err := rm(path); err != nil {
			errs = append(errs, fmt.Errorf("%s: cannot remove what an interrupted run left: %w", path, err))
			return
		}
		gone = append(gone, path)
	}
	entries, err := readDir(out)
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		path := filepath.Join(out, e.Name())
		switch {
		case e.Type()&fs.ModeSymlink != 0 && reLatestTemp.MatchString(e.Name()):
			remove(path, false)
		case e.Type().IsRegular() && atomicfile.IsTemp(e.Name()):
			remove(path, false)
		}
	}
	runs := filepath.Join(out, RunsDir)
	entries, err = readDir(runs)
	if err != nil {
		return gone, err
	}
	for _, e := range entries {
		path := filepath.Join(runs, e.Name())
		switch {
		case e.IsDir() && isPartial(e.Name()):
			remove(path, true)
		case e.Type().IsRegular() && atomicfile.IsTemp(e.Name()):
			remove(path, false)
		case e.IsDir() && IsID(e.Name()):
			sweepTemps(path, remove)
		}
	}
	return gone, errors.Join(errs...)
}

// sweepTemps removes the temporary files of atomic writes in dir.
func sweepTemps(dir string, remove func(string, bool)) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if e.Type().IsRegular() && atomicfile.IsTemp(e.Name()) {
			remove(filepath.Join(dir, e.Name()), false)
		}
	}
}

// isPartial reports whether name is the folder of an unfinished run,
// .ID.partial.
func isPartial(name string) bool {
	id, ok := strings.CutSuffix(name, partialExt)
	id, dot := strings.CutPrefix(id, ".")
	return ok && dot && IsID(id)
}

// readDir reads dir; a missing one is empty.
func readDir(dir string) ([]fs.DirEntry, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return entries, err
}
