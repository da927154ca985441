package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/cv/read"
	"github.com/vitae-cv/vitae/cv/venue"
)

// loadOptions configure loadCVs. The zero value reads CVs with the default
// size limit and venue catalogue, on runtime.NumCPU() workers.
type loadOptions struct {
	// MaxSize is the largest CV file read, in bytes; 0 means
	// parse.DefaultMaxSize. It does not apply to JSON record files.
	MaxSize int64
	// Jobs is how many inputs are read and parsed at once; 0 means
	// runtime.NumCPU().
	Jobs int
	// Parse is passed to parse.Parse.
	Parse parse.Options
	// Stdin is read for the path "-"; nil means no standard input.
	Stdin io.Reader
	// Lines, when not nil, collects how the parser read each CV's lines
	// (for --show-lines).
	Lines *lineViews
	// Strict makes a skipped file (one that looks like a CV in a format
	// vitae does not read) a failure.
	Strict bool
}

// strictUsage is the help text of --strict, the same in every command.
const strictUsage = "fail when a file in a folder is skipped because vitae does not read its format (.doc, .rtf, images)"

// loaded is what loadCVs read, and how many inputs it could not.
type loaded struct {
	cvs     []*cv.CV
	failed  int // inputs that could not be read (skips too, under Strict)
	skipped int // files in folders left out because of their format
	// the same, named with why, for the reports' data-quality section
	failedList, skippedList []analytics.InputIssue
}

// issueOf splits an input error into the input's name and why.
func issueOf(err error) analytics.InputIssue {
	var ie *parse.InputError
	if errors.As(err, &ie) {
		return analytics.InputIssue{Path: ie.Name, Why: ie.Err.Error()}
	}
	path, why, ok := strings.Cut(err.Error(), ": ")
	if !ok {
		return analytics.InputIssue{Why: err.Error()}
	}
	return analytics.InputIssue{Path: path, Why: why}
}

// problems says what went wrong, for the closing line of a command, or ""
// when nothing did.
func (l loaded) problems() string {
	var parts []string
	if l.failed > 0 {
		parts = append(parts, fmt.Sprintf("%d input(s) failed", l.failed))
	}
	if l.skipped > 0 {
		parts = append(parts, fmt.Sprintf("%d file(s) skipped (format not read)", l.skipped))
	}
	return strings.Join(parts, ", ")
}

// inputKind says how an input is read.
type inputKind int

const (
	inputCV      inputKind = iota // CV text, parsed
	inputRecords                  // JSON records written by "vitae parse"
	inputStdin                    // CV text, or JSON records, on standard input
)

type input struct {
	name string // as given, or joined below a directory given
	kind inputKind
}

// loadCVs reads the CVs named by paths, in that order: files, directories
// (walked recursively for files parse.IsCVFile accepts, skipping hidden
// directories, in lexical order) and "-" for standard input. A file ending
// in .json or .jsonl is read as records written by "vitae parse" (a JSON
// array, {"cvs": [...]}, or JSON Lines) instead of being parsed; so is
// standard input when it starts like JSON.
//
// Inputs are read and parsed concurrently on opt.Jobs workers; the records
// come back in input order. Each input that cannot be read or parsed is
// reported on stderr as "vitae: NAME: why" and counted in failed; the
// others are still returned.
func loadCVs(paths []string, opt loadOptions, stderr io.Writer) (ld loaded) {
	report := func(err error) {
		fmt.Fprintf(stderr, "vitae: %v\n", err)
		ld.failed++
		ld.failedList = append(ld.failedList, issueOf(err))
	}
	inputs, skips, errs := collectInputs(paths)
	for _, err := range errs {
		report(err)
	}
	for _, s := range skips {
		fmt.Fprintf(stderr, "vitae: %s: skipped: %s\n", s.path, s.why)
		ld.skipped++
		ld.skippedList = append(ld.skippedList, analytics.InputIssue{Path: s.path, Why: s.why})
		if opt.Strict {
			ld.failed++
		}
	}
	if len(inputs) == 0 {
		return ld
	}

	jobs := opt.Jobs
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	jobs = min(jobs, len(inputs))

	type result struct {
		cvs []*cv.CV
		err error
	}
	results := make([]result, len(inputs))
	next := make(chan int)
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				r, err := loadInput(inputs[i], opt)
				results[i] = result{r, err}
			}
		}()
	}
	for i := range inputs {
		next <- i
	}
	close(next)
	wg.Wait()

	for _, r := range results {
		if r.err != nil {
			report(r.err)
			continue
		}
		for _, c := range r.cvs {
			normalizeRecord(c)
		}
		ld.cvs = append(ld.cvs, r.cvs...)
	}
	return ld
}

// normalizeRecord makes the lists that the JSON contract always carries
// (those without omitempty) non-nil, so that they are written as [] rather
// than null, whether a record was parsed or read back from JSON.
func normalizeRecord(c *cv.CV) {
	if c.Contact.Emails == nil {
		c.Contact.Emails = []string{}
	}
	if c.Education == nil {
		c.Education = []cv.Education{}
	}
	if c.Positions == nil {
		c.Positions = []cv.Position{}
	}
	if c.Publications == nil {
		c.Publications = []cv.Publication{}
	}
	for i := range c.Publications {
		if c.Publications[i].Authors == nil {
			c.Publications[i].Authors = []string{}
		}
	}
	if c.Awards == nil {
		c.Awards = []cv.Award{}
	}
	if c.Talks == nil {
		c.Talks = []cv.Talk{}
	}
	if c.Service == nil {
		c.Service = []cv.Service{}
	}
	if c.Teaching == nil {
		c.Teaching = []cv.Teaching{}
	}
}

// isRecordFile reports whether path names JSON records rather than a CV.
func isRecordFile(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".json", ".jsonl":
		return true
	}
	return false
}

// collectInputs expands paths into inputs, reporting paths that do not
// exist, directories without CVs and errors met while walking.
func collectInputs(paths []string) ([]input, []skip, []error) {
	var inputs []input
	var skips []skip
	var errs []error
	stdinSeen := false
	for _, p := range paths {
		if p == "-" {
			if stdinSeen {
				errs = append(errs, fmt.Errorf("-: standard input named more than once"))
				continue
			}
			stdinSeen = true
			inputs = append(inputs, input{name: "-", kind: inputStdin})
			continue
		}
		info, err := os.Stat(p)
		if err != nil {
			errs = append(errs, pathError(p, err))
			continue
		}
		if !info.IsDir() {
			kind := inputCV
			if isRecordFile(p) {
				kind = inputRecords
			}
			inputs = append(inputs, input{name: p, kind: kind})
			continue
		}
		var found []string
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				errs = append(errs, pathError(path, err))
				if d != nil && d.IsDir() && path != p {
					return fs.SkipDir
				}
				return nil
			}
			if d.IsDir() {
				if path != p && strings.HasPrefix(d.Name(), ".") {
					return fs.SkipDir
				}
				return nil
			}
			if read.IsCVFile(path) {
				found = append(found, path)
			} else if why, ok := read.Skipped(path); ok {
				skips = append(skips, skip{path, why})
			}
			return nil
		})
		if err != nil {
			errs = append(errs, pathError(p, err))
		}
		if len(found) == 0 && len(skips) == 0 {
			errs = append(errs, fmt.Errorf("%s: no CV files in directory (looked for %s)", p, read.Extensions))
			continue
		}
		sort.Strings(found)
		for _, f := range found {
			inputs = append(inputs, input{name: f, kind: inputCV})
		}
	}
	return inputs, skips, errs
}

// skip is a file a folder walk left out because of its format.
type skip struct {
	path string
	why  string
}

// pathError names path once: "PATH: why".
func pathError(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return &parse.InputError{Name: path, Err: err}
}

// loadInput reads one input. It never panics: a parser panic is an error.
func loadInput(in input, opt loadOptions) (cvs []*cv.CV, err error) {
	defer func() {
		if r := recover(); r != nil {
			cvs = nil
			err = fmt.Errorf("%s: internal error while parsing (please report it): %v", in.name, r)
		}
	}()
	switch in.kind {
	case inputRecords:
		data, err := os.ReadFile(in.name)
		if err != nil {
			return nil, pathError(in.name, err)
		}
		return decodeRecords(in.name, data)
	case inputStdin:
		if opt.Stdin == nil {
			return nil, fmt.Errorf("-: no standard input")
		}
		maxSize := opt.MaxSize
		if maxSize <= 0 {
			maxSize = parse.DefaultMaxSize
		}
		// Read past the CV limit so that records piped in from
		// "vitae parse" are not refused for their size.
		data, err := io.ReadAll(io.LimitReader(opt.Stdin, max(maxSize, 256<<20)+1))
		if err != nil {
			return nil, &parse.InputError{Name: "-", Err: err}
		}
		if looksLikeJSON(data) {
			return decodeRecords("-", data)
		}
		d, err := read.Doc(context.Background(), "-", data, opt.readOptions())
		if err != nil {
			return nil, err
		}
		return parseDoc("-", d, opt)
	default:
		d, err := read.File(context.Background(), in.name, opt.readOptions())
		if err != nil {
			return nil, err
		}
		return parseDoc(in.name, d, opt)
	}
}

func (opt loadOptions) readOptions() read.Options {
	return read.Options{MaxTextSize: opt.MaxSize}
}

func parseDoc(name string, d *doc.Doc, opt loadOptions) ([]*cv.CV, error) {
	c, err := parse.ParseDoc(name, d, opt.Parse)
	if err != nil {
		var ie *parse.InputError
		if errors.As(err, &ie) {
			return nil, err
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if c == nil {
		return nil, fmt.Errorf("%s: internal error: the parser returned no record", name)
	}
	if opt.Lines != nil {
		opt.Lines.put(c, parse.Explain(d))
	}
	return []*cv.CV{c}, nil
}

// lineViews holds the line views of parsed CVs, safe for the loaders'
// goroutines.
type lineViews struct {
	mu sync.Mutex
	m  map[*cv.CV][]parse.LineView
}

func (v *lineViews) put(c *cv.CV, views []parse.LineView) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.m == nil {
		v.m = map[*cv.CV][]parse.LineView{}
	}
	v.m[c] = views
}

func (v *lineViews) get(c *cv.CV) []parse.LineView {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.m[c]
}

// looksLikeJSON reports whether data starts like a JSON array or object of
// records ("[{", "[]", "{\"") rather than like CV text.
func looksLikeJSON(data []byte) bool {
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF"))
	data = bytes.TrimLeft(data, " \t\r\n")
	if len(data) == 0 || (data[0] != '[' && data[0] != '{') {
		return false
	}
	rest := bytes.TrimLeft(data[1:], " \t\r\n")
	if len(rest) == 0 {
		return false
	}
	if data[0] == '[' {
		return rest[0] == '{' || rest[0] == ']'
	}
	return rest[0] == '"' || rest[0] == '}'
}

// decodeRecords reads records written by "vitae parse": a JSON array of
// records, an object {"cvs": [...]}, or a sequence of records (JSON Lines).
// Errors name the input and, for JSON syntax errors, the line. A record
// without a source gets "NAME#N", N counting records from 1.
func decodeRecords(name string, data []byte) ([]*cv.CV, error) {
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF"))
	// fail names the line of a JSON error whose offset counts from base.
	fail := func(err error, base int64) error {
		offset := int64(-1)
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			offset = base + se.Offset
		case errors.As(err, &te):
			offset = base + te.Offset
		}
		if offset >= 0 && offset <= int64(len(data)) {
			line := 1 + bytes.Count(data[:offset], []byte("\n"))
			return fmt.Errorf("%s:%d: bad JSON record: %w", name, line, err)
		}
		return fmt.Errorf("%s: bad JSON record: %w", name, err)
	}

	dec := json.NewDecoder(bytes.NewReader(data))
	var cvs []*cv.CV
	for {
		var raw json.RawMessage
		if err := dec.Decode(&raw); err == io.EOF {
			break
		} else if err != nil {
			return nil, fail(err, 0) // the decoder's offsets count from the start
		}
		// Where raw starts, for the offsets of errors inside it.
		start := dec.InputOffset() - int64(len(raw))
		raw = bytes.TrimSpace(raw)
		switch {
		case len(raw) > 0 && raw[0] == '[':
			var list []*cv.CV
			if err := json.Unmarshal(raw, &list); err != nil {
				return nil, fail(err, start)
			}
			cvs = append(cvs, list...)
		case len(raw) > 0 && raw[0] == '{':
			var probe map[string]json.RawMessage
			if err := json.Unmarshal(raw, &probe); err != nil {
				return nil, fail(err, start)
			}
			_, hasCVs := probe["cvs"]
			_, hasSource := probe["source"]
			_, hasName := probe["name"]
			if hasCVs && !hasSource && !hasName {
				var wrapper struct {
					CVs []*cv.CV `json:"cvs"`
				}
				if err := json.Unmarshal(raw, &wrapper); err != nil {
					return nil, fail(err, start)
				}
				cvs = append(cvs, wrapper.CVs...)
				continue
			}
			var c cv.CV
			if err := json.Unmarshal(raw, &c); err != nil {
				return nil, fail(err, start)
			}
			cvs = append(cvs, &c)
		default:
			line := 1 + bytes.Count(data[:start], []byte("\n"))
			return nil, fmt.Errorf("%s:%d: bad JSON record: want an object or an array of objects, got %.20s", name, line, raw)
		}
	}
	if len(cvs) == 0 {
		return nil, fmt.Errorf("%s: no records in JSON input", name)
	}
	for i, c := range cvs {
		if c == nil {
			return nil, fmt.Errorf("%s: record %d is null", name, i+1)
		}
		if c.Source == "" {
			c.Source = fmt.Sprintf("%s#%d", name, i+1)
		}
	}
	return cvs, nil
}

// venueCatalog returns the default venue catalogue extended with the
// catalogue in file, or the default catalogue when file is empty.
func venueCatalog(file string) (*venue.Catalog, error) {
	base := venue.Default()
	if file == "" {
		return base, nil
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, pathError(file, err)
	}
	defer f.Close()
	extra, err := venue.Load(f, file)
	if err != nil {
		if !strings.Contains(err.Error(), file) {
			err = fmt.Errorf("%s: %w", file, err)
		}
		return nil, err
	}
	return base.Extend(extra), nil
}
