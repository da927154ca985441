package inputs

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/formats"
	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/cv/read"
)

// CVs kept as data (JSON Resume, RenderCV and other YAML, ORCID, ...:
// cv/data/formats) are read by their format instead of a front end and
// the parser. A file is data when a format claims its content; only
// files whose name gives no document format (read.FormatOf is "") and
// .json files are asked, so a Markdown, HTML, DOCX or PDF CV is read as
// before. Data CVs are not cached: a record depends on every file its
// entry reads, which the cache's key (one file's bytes) does not cover.

// dataFormat is the data format that claims the file name with bytes b,
// or nil; only files whose name names no document format are asked.
func dataFormat(name string, b []byte) *data.Format {
	if read.FormatOf(name, b) != "" {
		return nil
	}
	return formats.Sniff(name, b)
}

// readData reads one data CV whose entry file is name with bytes b; open
// reads the files the entry names (nil: none may be read).
func (f *Files) readData(in *input, b []byte, df *data.Format, open func(string) ([]byte, error)) ([]Result, error) {
	in.info, _ = readInfo(in.name, b, df.Name)
	if open == nil {
		open = data.NoOpen
	}
	limits := f.Limits.OrDefault()
	if int64(len(b)) > limits.MaxBytes {
		return nil, &parse.InputError{Name: in.name, Err: fmt.Errorf("%w: %d bytes, over the limit of %d for a %s CV", parse.ErrTooLarge, len(b), limits.MaxBytes, df.Name)}
	}
	ctx, cancel := context.WithTimeoutCause(context.Background(), limits.Timeout, parse.TimeLimitError(limits.Timeout))
	defer cancel()
	src := data.Source{Name: in.name, Data: b, Open: open}
	c, err := df.Read(ctx, src, data.Options{Parse: f.Parse, Limits: f.Limits})
	if err == nil && c == nil {
		err = errors.New("internal error: the reader returned no record")
	}
	if err != nil {
		return nil, &parse.InputError{Name: in.name, Err: fmt.Errorf("%s: %w", df.Name, err)}
	}
	c.Source, c.Format = in.name, df.Name
	r := &Record{CV: c}
	if f.Lines && df.Lines != nil {
		if r.Lines, err = parse.ExplainParse(ctx, df.Lines(src), f.Parse); err != nil {
			return nil, &parse.InputError{Name: in.name, Err: err}
		}
	}
	return []Result{r}, nil
}

// folderOpen reads the files named relative to the folder of the entry
// file name, bounded to that folder.
func (f *Files) folderOpen(name string) func(string) ([]byte, error) {
	return data.OpenIn(filepath.Dir(name), f.Limits.OrDefault().MaxBytes)
}

// walkData says whether the file at path, met in a folder walk, is the
// entry of a data CV, and the parts it reads (paths as the walk names
// them), which are not CVs of their own; piece is true of a file of a
// data format that is a piece of a document (data.Format.Entry), which a
// walk reads only as a part. It reads the file's head, and the whole file
// only when its format has parts.
func walkData(path string, d fs.DirEntry) (df *data.Format, parts []string, piece bool) {
	if !formats.MayBeData(path) || irregular(path, d) != "" {
		return nil, nil, false
	}
	head, err := readHead(path, formats.HeadSize)
	if err != nil {
		return nil, nil, false
	}
	if df = dataFormat(path, head); df != nil && df.Entry != nil && !df.Entry(head) {
		return nil, nil, true
	}
	if df == nil || df.Parts == nil {
		return df, nil, false
	}
	b, err := read.Bytes(path, read.Options{})
	if err != nil {
		return df, nil, false
	}
	dir := filepath.Dir(path)
	for _, p := range df.Parts(data.Source{Name: path, Data: b, Open: data.OpenIn(dir, 0)}) {
		parts = append(parts, filepath.Join(dir, filepath.FromSlash(p)))
	}
	return df, parts, false
}

// readHead reads up to n bytes from the start of the file at path.
func readHead(path string, n int) ([]byte, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	buf := make([]byte, n)
	m, err := io.ReadFull(fh, buf)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return nil, err
	}
	return buf[:m], nil
}
