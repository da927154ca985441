package data

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
)

// Limits on what one CV's entry may read besides itself (Source.Open).
const (
	// MaxPartSize is the largest file an entry may read, in bytes.
	MaxPartSize = 16 << 20
	// MaxParts is how many files an entry may read.
	MaxParts = 256
)

// ErrOutside is the error for a file named outside the entry's folder.
var ErrOutside = errors.New("names a file outside the CV's folder")

// OpenIn returns a Source.Open that reads files below dir, the folder the
// CV was given in: a path must be relative and stay inside dir (no "..",
// no absolute path, no symbolic link out: the files are opened through
// an os.Root), be a regular file of at most maxSize bytes (0:
// MaxPartSize), and no more than MaxParts files are read in all.
func OpenIn(dir string, maxSize int64) func(rel string) ([]byte, error) {
	if maxSize <= 0 {
		maxSize = MaxPartSize
	}
	var mu sync.Mutex
	count := 0
	return func(rel string) ([]byte, error) {
		mu.Lock()
		count++
		n := count
		mu.Unlock()
		if n > MaxParts {
			return nil, fmt.Errorf("%s: more than %d files read for one CV", rel, MaxParts)
		}
		clean, err := inside(rel)
		if err != nil {
			return nil, err
		}
		return readIn(dir, clean, maxSize)
	}
}

// NoOpen is a Source.Open for an entry with no folder (standard input):
// it reads nothing.
func NoOpen(rel string) ([]byte, error) {
	return nil, fmt.Errorf("%s: a CV read from standard input cannot read other files", rel)
}

// inside checks that rel names a file inside the folder and cleans it.
func inside(rel string) (string, error) {
	r := filepath.ToSlash(rel)
	if r == "" || strings.ContainsRune(r, 0) || path.IsAbs(r) || filepath.IsAbs(rel) || filepath.VolumeName(rel) != "" {
		return "", fmt.Errorf("%s: %w", rel, ErrOutside)
	}
	c := path.Clean(r)
	if c == ".." || strings.HasPrefix(c, "../") {
		return "", fmt.Errorf("%s: %w", rel, ErrOutside)
	}
	return c, nil
}

func readIn(dir, rel string, maxSize int64) ([]byte, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	f, err := root.Open(filepath.FromSlash(rel))
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) && strings.Contains(pe.Err.Error(), "escapes") {
			return nil, fmt.Errorf("%s: %w", rel, ErrOutside)
		}
		return nil, fmt.Errorf("%s: %w", rel, unwrapPath(err))
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", rel, unwrapPath(err))
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", rel)
	}
	b, err := io.ReadAll(io.LimitReader(f, maxSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", rel, unwrapPath(err))
	}
	if int64(len(b)) > maxSize {
		return nil, fmt.Errorf("%s: over %d bytes, the limit for a file a CV reads", rel, maxSize)
	}
	return b, nil
}

func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
