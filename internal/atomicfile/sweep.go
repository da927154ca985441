package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"time"
)

// reTemp matches the name of a temporary file of WriteFile, which makes
// them with os.CreateTemp(dir, "."+name+".*.tmp"): a dot, the name of the
// file being written, a dot, a decimal number, ".tmp".
var reTemp = regexp.MustCompile(`^\.(.+)\.[0-9]+\.tmp$`)

// IsTemp reports whether name (a file name, not a path) is named as
// WriteFile names its temporary files: ".NAME.N.tmp".
func IsTemp(name string) bool { return reTemp.MatchString(name) }

// SweepTemps removes from dir the temporary files of WriteFile that a
// killed run left: regular files named as WriteFile names them, for a file
// name that want accepts, last written more than staleTempAge before now
// and, where the system has flock(2), not locked: WriteFile holds a lock
// on its temporary file while it writes, and the kernel drops it when the
// process dies, so the temporary file of another vitae still writing stays
// however long its renderer takes. The age covers the instants between
// creating the file and locking it, and between closing and renaming it,
// and is all there is where there is no flock. Nothing else is touched:
// not other names, links, folders or files in other folders. It returns
// the paths removed and what could not be removed.
func SweepTemps(dir string, want func(name string) bool, now time.Time) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	var gone []string
	var errs []error
	for _, e := range entries {
		m := reTemp.FindStringSubmatch(e.Name())
		if m == nil || !e.Type().IsRegular() || !want(m[1]) {
			continue
		}
		path := filepath.Join(dir, e.Name())
		switch removed, err := removeDeadTemp(path, now); {
		case err != nil:
			errs = append(errs, fmt.Errorf("%s: cannot remove what an interrupted run left: %w", path, pathErr(err)))
		case removed:
			gone = append(gone, path)
		}
	}
	return gone, errors.Join(errs...)
}

// removeDeadTemp removes the temporary file at path if it is old enough
// and no process holds its lock; removed says whether it did.
func removeDeadTemp(path string, now time.Time) (removed bool, err error) {
	info, err := os.Lstat(path)
	if err != nil || !info.Mode().IsRegular() || now.Sub(info.ModTime()) <= staleTempAge {
		return false, nil
	}
	release, free := lockDeadTemp(path)
	if !free {
		return false, nil
	}
	defer release()
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return false, err
	}
	return true, nil
}
