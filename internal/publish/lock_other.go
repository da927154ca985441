//go:build !unix

package publish

import (
	"errors"
	"io/fs"
	"os"
)

// tryLock creates the lock file at path with O_EXCL; ok is false when it
// exists already (another run holds it, or a killed one left it).
func tryLock(path string) (f *os.File, ok bool, err error) {
	f, err = os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	switch {
	case err == nil:
		return f, true, nil
	case errors.Is(err, fs.ErrExist):
		return nil, false, nil
	default:
		return nil, false, err
	}
}

// release closes and removes the lock file.
func release(f *os.File, path string) error {
	return errors.Join(f.Close(), os.Remove(path))
}
