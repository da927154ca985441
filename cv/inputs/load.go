package inputs

import (
	"context"
	"errors"
	"io"
	"os"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/cv/read"
)

// maxStdinRecords is how much standard input is read when it may hold
// records piped from "vitae parse", which are far larger than one CV.
const maxStdinRecords = 256 << 20

// load reads one input: records read back, or one parsed CV.
func (f *Files) load(in *input) ([]*Record, error) {
	switch in.kind {
	case inputRecords:
		data, err := os.ReadFile(in.name)
		if err != nil {
			return nil, PathError(in.name, err)
		}
		return records(in.name, data)
	case inputStdin:
		if f.Stdin == nil {
			return nil, &parse.InputError{Name: "-", Err: errors.New("no standard input")}
		}
		// Read past the CV limit so that records piped in from
		// "vitae parse" are not refused for their size.
		data, err := io.ReadAll(io.LimitReader(f.Stdin, max(f.maxSize(), maxStdinRecords)+1))
		if err != nil {
			return nil, &parse.InputError{Name: "-", Err: err}
		}
		if cv.LooksLikeRecords(data) {
			return records("-", data)
		}
		d, err := read.Doc(context.Background(), "-", data, f.readOptions())
		if err != nil {
			return nil, err
		}
		return f.parse("-", d)
	default:
		d, err := read.File(context.Background(), in.name, f.readOptions())
		if err != nil {
			return nil, err
		}
		return f.parse(in.name, d)
	}
}

func (f *Files) maxSize() int64 {
	if f.MaxSize <= 0 {
		return parse.DefaultMaxSize
	}
	return f.MaxSize
}

func (f *Files) readOptions() read.Options {
	return read.Options{MaxTextSize: f.MaxSize}
}

// records reads back the records of a JSON file.
func records(name string, data []byte) ([]*Record, error) {
	cvs, err := cv.ReadRecords(name, data)
	if err != nil {
		return nil, err
	}
	out := make([]*Record, len(cvs))
	for i, c := range cvs {
		out[i] = &Record{CV: c}
	}
	return out, nil
}

// parse parses one document read by a front end.
func (f *Files) parse(name string, d *doc.Doc) ([]*Record, error) {
	c, err := parse.ParseDoc(name, d, f.Parse)
	if err != nil {
		var ie *parse.InputError
		if errors.As(err, &ie) {
			return nil, err
		}
		return nil, &parse.InputError{Name: name, Err: err}
	}
	if c == nil {
		return nil, &parse.InputError{Name: name, Err: errors.New("internal error: the parser returned no record")}
	}
	r := &Record{CV: c}
	if f.Lines {
		r.Lines = parse.Explain(d)
	}
	return []*Record{r}, nil
}
