package inputs

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/cv/read"
)

// MaxRecordSize is the largest record file read (a .json or .jsonl file,
// or records on standard input), in bytes: 256 MiB, about 28,000 full
// records; the count is bounded apart, by cv.MaxRecords. Records are far
// larger than one CV, so --max-size does not apply to them.
const MaxRecordSize = 256 << 20

// ErrRecordsTooLarge is the error for records over MaxRecordSize; its
// message is the one users see after the input's name.
var ErrRecordsTooLarge = fmt.Errorf("over %d bytes (256 MiB), the limit for a record file; split the records into several files", MaxRecordSize)

// maxRecordSize is MaxRecordSize, lowered by tests.
var maxRecordSize int64 = MaxRecordSize

// load reads one input: records read back (with their warnings), or one
// parsed CV. It sets in.info to what it learnt about the input.
func (f *Files) load(in *input) ([]Result, error) {
	switch in.kind {
	case inputRecords:
		data, err := readRecordFile(in.name)
		if err != nil {
			in.info = unreadInfo(in.name, FormatRecords)
			return nil, err
		}
		if df := dataFormat(in.name, data); df != nil {
			return f.readData(in, data, df, f.folderOpen(in.name))
		}
		in.info, _ = readInfo(in.name, data, FormatRecords)
		return f.records(in.name, data)
	case inputStdin:
		in.info = &Input{Path: "-"}
		if f.Stdin == nil {
			return nil, &parse.InputError{Name: "-", Err: errors.New("no standard input")}
		}
		// Read past the CV limit so that records piped in from
		// "vitae parse" are not refused for their size.
		limit := max(f.maxSize(), maxRecordSize)
		data, err := io.ReadAll(io.LimitReader(f.Stdin, limit+1))
		if err != nil {
			return nil, &parse.InputError{Name: "-", Err: err}
		}
		if int64(len(data)) > limit {
			// Never cut: a record file cut at a line would lose records
			// silently.
			return nil, &parse.InputError{Name: "-", Err: ErrRecordsTooLarge}
		}
		if df := dataFormat("-", data); df != nil {
			return f.readData(in, data, df, nil)
		}
		if cv.LooksLikeRecords(data) {
			in.info, _ = readInfo("-", data, FormatRecords)
			return f.records("-", data)
		}
		in.info, _ = readInfo("-", data, read.FormatOf("-", data))
		d, err := read.Doc(context.Background(), "-", data, f.readOptions())
		if err != nil {
			return nil, err
		}
		in.info.Format = d.Format
		return f.parse("-", d)
	default:
		return f.loadCV(in)
	}
}

// loadCV reads and parses one CV file, through f.Cache when there is one:
// the bytes are read once and hashed; a hit is the record kept for them,
// a miss is parsed as without a cache and then kept.
func (f *Files) loadCV(in *input) ([]Result, error) {
	data, err := read.Bytes(in.name, f.readOptions())
	if err != nil {
		in.info = unreadInfo(in.name, read.FormatOf(in.name, nil))
		return nil, err
	}
	if df := dataFormat(in.name, data); df != nil {
		return f.readData(in, data, df, f.folderOpen(in.name))
	}
	info, sum := readInfo(in.name, data, read.FormatOf(in.name, data))
	in.info = info
	cache := f.Cache
	if f.Lines {
		cache = nil // a cached record has no line views
	}
	if cache != nil {
		if c, ok := cache.Get(sum, in.name); ok {
			info.Cached = true
			info.Format = c.Format
			return []Result{&Record{CV: c}}, nil
		}
	}
	d, err := read.Doc(context.Background(), in.name, data, f.readOptions())
	if err != nil {
		return nil, err
	}
	info.Format = d.Format
	out, err := f.parse(in.name, d)
	if err == nil && cache != nil {
		c := out[0].(*Record).CV
		c.Normalize() // as read does to every record: the cache keeps what callers get
		cache.Put(sum, in.name, c)
	}
	return out, err
}

func (f *Files) maxSize() int64 {
	if f.MaxSize <= 0 {
		return parse.DefaultMaxSize
	}
	return f.MaxSize
}

func (f *Files) readOptions() read.Options {
	return read.Options{MaxTextSize: f.MaxSize, Limits: f.Limits}
}

// readRecordFile reads a record file: a regular file of at most
// MaxRecordSize bytes, read through that limit (a file may grow, and a
// link may name /dev/zero).
func readRecordFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, PathError(name, err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, PathError(name, err)
	}
	if !info.Mode().IsRegular() {
		return nil, &parse.InputError{Name: name, Err: notRegular(info.Mode())}
	}
	// sized to the file (and the read that finds its end), so that a
	// large file is not copied as its buffer grows
	buf := bytes.NewBuffer(make([]byte, 0, min(info.Size(), maxRecordSize)+bytes.MinRead+1))
	_, err = buf.ReadFrom(io.LimitReader(f, maxRecordSize+1))
	if err != nil {
		return nil, PathError(name, err)
	}
	data := buf.Bytes()
	if int64(len(data)) > maxRecordSize {
		return nil, &parse.InputError{Name: name, Err: ErrRecordsTooLarge}
	}
	return data, nil
}

// records reads back the records of a JSON file, checking their venues
// against the catalogue the CVs are parsed with. The records read come
// first, then the warnings, then a failure for the bad lines of a JSON
// Lines file (whose good lines are kept).
func (f *Files) records(name string, data []byte) ([]Result, error) {
	cvs, warnings, err := cv.ReadRecordsWith(name, data, cv.RecordOptions{Venues: f.Parse.Venues})
	if err != nil && len(cvs) == 0 {
		return nil, err
	}
	out := make([]Result, 0, len(cvs)+len(warnings)+1)
	for _, c := range cvs {
		out = append(out, &Record{CV: c})
	}
	for _, w := range warnings {
		out = append(out, &Warning{Path: name, Err: w})
	}
	if err != nil {
		out = append(out, &Failure{Path: name, Err: err})
	}
	return out, nil
}

// parse parses one document read by a front end, within the time limit
// per file (Limits.Timeout): a parse that passes it is stopped and is an
// error wrapping doc.ErrLimit.
func (f *Files) parse(name string, d *doc.Doc) ([]Result, error) {
	limit := f.Limits.OrDefault().Timeout
	ctx, cancel := context.WithTimeoutCause(context.Background(), limit, parse.TimeLimitError(limit))
	defer cancel()
	c, err := parse.ParseDocContext(ctx, name, d, f.Parse)
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
		if r.Lines, err = parse.ExplainParse(ctx, d, f.Parse); err != nil {
			return nil, &parse.InputError{Name: name, Err: err}
		}
	}
	return []Result{r}, nil
}
