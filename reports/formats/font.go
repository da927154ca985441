package formats

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"golang.org/x/image/font/sfnt"
)

// maxFontSize bounds the font file read: the largest CJK TrueType fonts
// are about 20 MB.
const maxFontSize = 64 << 20

// CheckFont checks a font file for the PDF before anything is written, as
// the PDF writer will read it: a regular file of at most maxFontSize
// bytes holding one TrueType font (not CFF outlines, not a collection).
// "" is the embedded fonts, always fine.
func CheckFont(path string) error {
	if path == "" {
		return nil
	}
	f, err := os.Open(path)
	if err != nil {
		return fontError(path, err)
	}
	defer f.Close()
	if info, err := f.Stat(); err != nil {
		return fontError(path, err)
	} else if !info.Mode().IsRegular() {
		return fmt.Errorf("%s: not a regular file (want a .ttf font file)", path)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxFontSize+1))
	switch {
	case err != nil:
		return fontError(path, err)
	case len(data) > maxFontSize:
		return fmt.Errorf("%s: over %d MiB, too large for a font", path, maxFontSize>>20)
	case !bytes.HasPrefix(data, []byte{0, 1, 0, 0}) && !bytes.HasPrefix(data, []byte("true")):
		return fmt.Errorf("%s: not a TrueType font (want a single .ttf font)", path)
	}
	if _, err := sfnt.Parse(data); err != nil {
		return fmt.Errorf("%s: damaged TrueType font: %v", path, err)
	}
	return nil
}

// fontError names path once, "PATH: why", without the operation an
// *fs.PathError adds ("open PATH: no such file" reads "PATH: no such
// file").
func fontError(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s: %w", path, err)
}
