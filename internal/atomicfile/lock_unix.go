//go:build unix

package atomicfile

import (
	"os"
	"syscall"
	"time"
)

// staleTempAge is how long ago a temporary file must have been last
// written for SweepTemps to remove it: the lock says whether its writer
// lives, the age only covers the instants the file is not locked.
const staleTempAge = time.Minute

// lockTemp takes flock(2) on the temporary file f for as long as it is
// open, to tell SweepTemps that its writer lives. A file system without
// flock leaves the age alone to tell.
func lockTemp(f *os.File) {
	syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
}

// lockDeadTemp takes the lock of the temporary file at path; free is
// false when a live writer holds it (or the file cannot be opened to
// tell). The file is opened for writing (flock over NFS is emulated by a
// write lock) and without blocking (a pipe put there since never blocks).
func lockDeadTemp(path string) (release func(), free bool) {
	f, err := os.OpenFile(path, os.O_RDWR|syscall.O_NONBLOCK|syscall.O_NOFOLLOW, 0)
	if err != nil {
		return nil, false
	}
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		f.Close()
		return nil, false
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return nil, false
	}
	return func() { f.Close() }, true
}
