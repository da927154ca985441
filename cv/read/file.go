package read

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/parse"
)

// File reads the file at path with the front end its format calls for.
// Only regular files are read (a FIFO or a device would block or never
// end); a file over the size limit for its format is refused before it is
// read. Errors are *parse.InputError values naming path.
func File(ctx context.Context, path string, opt Options) (*doc.Doc, error) {
	data, err := Bytes(path, opt)
	if err != nil {
		return nil, err
	}
	return Doc(ctx, path, data, opt)
}

// Bytes reads the file at path as File does, without decoding it: only a
// regular file, refused over the size limit for its format. Callers that
// need the bytes themselves (to hash them) read with Bytes, then call Doc.
// Errors are *parse.InputError values naming path.
func Bytes(path string, opt Options) ([]byte, error) {
	data, err := readLimited(path, opt)
	if err != nil {
		return nil, &parse.InputError{Name: path, Err: err}
	}
	return data, nil
}

func readLimited(path string, opt Options) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, unwrapPath(err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, unwrapPath(err)
	}
	if info.IsDir() {
		return nil, errors.New("is a directory")
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("not a regular file (%s): only files are read", info.Mode().Type())
	}
	limit := sizeLimit(path, opt)
	if info.Size() > limit {
		return nil, fmt.Errorf("%w: %d bytes, over the limit of %d for this format", parse.ErrTooLarge, info.Size(), limit)
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, unwrapPath(err)
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%w: grew past the limit of %d bytes while being read", parse.ErrTooLarge, limit)
	}
	return data, nil
}

// sizeLimit is the largest file read for path's format: the text limit for
// Markdown and plain text, the front-end limit for the others.
func sizeLimit(path string, opt Options) int64 {
	lim := opt.Limits.OrDefault().MaxBytes
	switch FormatOf(path, nil) {
	case doc.Markdown, doc.Text:
		// a file named .txt may hold a PDF: read enough to find out, and
		// let Decode refuse text over the text limit
		return max(lim, textLimit(opt))
	}
	return lim
}

func textLimit(opt Options) int64 {
	if opt.MaxTextSize > 0 {
		return opt.MaxTextSize
	}
	return parse.DefaultMaxSize
}

func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
