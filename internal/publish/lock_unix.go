//go:build unix

package publish

import (
	"errors"
	"os"
	"syscall"
)

// tryLock opens the lock file at path and takes flock(2) on it without
// blocking; ok is false when another open file holds it. A lock file that
// is a symbolic link is not followed (the file it names would be
// truncated): it is an error.
func tryLock(path string) (f *os.File, ok bool, err error) {
	f, err = os.OpenFile(path, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW, 0o644)
	if errors.Is(err, syscall.ELOOP) {
		return nil, false, errors.New("is a symbolic link, not vitae's lock file; remove it")
	}
	if err != nil {
		return nil, false, err
	}
	err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	switch {
	case err == nil:
		return f, true, nil
	case errors.Is(err, syscall.EWOULDBLOCK):
		f.Close()
		return nil, false, nil
	default:
		f.Close()
		return nil, false, err
	}
}

// release empties the lock file (the holder is gone) and drops the lock.
// The file stays: removing it while another process waits on it would let
// two runs hold locks on two different files.
func release(f *os.File, _ string) error {
	terr := f.Truncate(0)
	uerr := syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	cerr := f.Close()
	return errors.Join(terr, uerr, cerr)
}
