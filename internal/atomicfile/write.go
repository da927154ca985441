// Package atomicfile writes files atomically: into a temporary file in the
// same folder, synced and renamed over the target only when the write
// succeeded, so a failed or interrupted run never leaves a half-written
// file in place of a good one. It also removes the temporary files that a
// killed process left (SweepTemps) and those of writes under way when the
// process stops (RemoveTemps).
//
// It is a leaf utility: it imports nothing of vitae's, and every layer
// that writes files (cv/corrections, reports, internal/publish, cmd) may
// use it.
package atomicfile

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
)

// WriteFile writes the file at path through write, atomically: into a
// temporary file in the same folder that is synced to disk and renamed
// over path only when write succeeded, so a failed or interrupted run never
// leaves a half-written file in place of a good one. The temporary file is
// removed on every failure. A file replaced keeps its permission bits; a
// new one gets 0644. A symbolic link is followed: the file it names is
// replaced, the link stays. A device, pipe or socket (/dev/null,
// /dev/stdout) is written to as it is, never replaced. Every file vitae
// writes (reports, "vitae parse -o", "vitae stats -o", corrections, run
// manifests) goes through here.
func WriteFile(path string, write func(io.Writer) error) (err error) {
	mode := os.FileMode(0o644)
	target := path
	if info, err := os.Stat(path); err == nil {
		switch {
		case info.IsDir():
			return fmt.Errorf("%s: is a directory", path)
		case !info.Mode().IsRegular():
			return writeInPlace(path, write)
		}
		mode = info.Mode().Perm()
		if target, err = filepath.EvalSymlinks(path); err != nil {
			return fmt.Errorf("%s: %w", path, pathErr(err))
		}
	}
	dir := filepath.Dir(target)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("%s: cannot write in %s: %w", path, dir, pathErr(err))
	}
	lockTemp(f) // until closed: SweepTemps leaves it alone
	temps.Store(f.Name(), struct{}{})
	renamed := false
	defer func() { // on an error or a panic in write
		if !renamed {
			f.Close()
			os.Remove(f.Name())
		}
		temps.Delete(f.Name())
	}()
	if err = writeBuffered(f, write); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	for _, step := range []func() error{func() error { return f.Chmod(mode) }, f.Sync, f.Close, func() error { return os.Rename(f.Name(), target) }} {
		if err = step(); err != nil {
			return fmt.Errorf("%s: %w", path, pathErr(err))
		}
	}
	renamed = true
	syncDir(dir)
	return nil
}

// writeBuffered runs write through a buffer onto f: renderers write as
// they go, in small pieces, and the file gets them in large ones.
func writeBuffered(f io.Writer, write func(io.Writer) error) error {
	bw := bufio.NewWriterSize(f, 256<<10)
	if err := write(bw); err != nil {
		return err
	}
	return bw.Flush()
}

// temps holds the temporary files WriteFile is writing, for RemoveTemps.
var temps sync.Map

// RemoveTemps removes the temporary files of the writes under way, so that
// a run stopped by a signal or an internal error leaves none behind. The
// files being replaced are untouched.
func RemoveTemps() {
	temps.Range(func(name, _ any) bool {
		os.Remove(name.(string))
		temps.Delete(name)
		return true
	})
}

// writeInPlace writes to a file that is not a regular one (a device, a
// pipe), which can be neither replaced nor written atomically.
func writeInPlace(path string, write func(io.Writer) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("%s: %w", path, pathErr(err))
	}
	if err := write(f); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("%s: %w", path, pathErr(err))
	}
	return nil
}

// syncDir makes a rename in dir durable where the system allows it.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// pathErr drops the temporary file's name from an error: the message
// names the file being written instead.
func pathErr(err error) error {
	var pe *os.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		return pe.Err
	case errors.As(err, &le):
		return le.Err
	}
	return err
}
