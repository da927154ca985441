// Package inputs reads the CVs a command names: files, folders, standard
// input and JSON record files, each by the right front end, parsed in
// parallel and handed back in input order. It is what "vitae parse",
// "vitae stats" and "vitae report" read with, and what the tests and the
// cohort generator load CVs with, so that all of them read alike.
//
// The shape follows benchstat's benchfmt.Files: configure a Files with the
// paths and options, then call Scan until it returns false; each Result is
// a *Record, or an input that could not be read (*Failure) or was left out
// of a folder walk for its format (*Skip). Failures are values, so one bad
// input never stops the others.
//
//	files := &inputs.Files{Paths: []string{"cvs/"}}
//	for files.Scan() {
//		switch r := files.Result().(type) {
//		case *inputs.Record:
//			use(r.CV)
//		case *inputs.Failure, *inputs.Skip:
//			log.Print(r)
//		}
//	}
package inputs

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/lineview"
	"github.com/vitae-cv/vitae/cv/parse"
)

// Files reads CVs from Paths. Set the fields, then call Scan.
type Files struct {
	// Paths are the inputs, in order: files, folders (walked recursively
	// for the files read.IsCVFile accepts, skipping hidden folders, in
	// lexical order of their path), and "-" for Stdin. A file ending in
	// .json or .jsonl holds records written by "vitae parse" (see
	// cv.ReadRecords) and is read back rather than parsed; so is standard
	// input that starts like JSON. A CV kept as data (JSON Resume,
	// RenderCV or other YAML, ORCID: cv/data/formats, found by content)
	// is read by its format, in a walk too, with the files it names.
	Paths []string
	// Stdin is read for the path "-"; nil means there is none.
	Stdin io.Reader
	// MaxSize is the largest CV file read, in bytes; 0 means
	// parse.DefaultMaxSize. It does not apply to JSON record files, which
	// have their own bound, MaxRecordSize (standard input is read up to
	// the larger of the two, and refused past it).
	MaxSize int64
	// Jobs is how many inputs are read and parsed at once; 0 means
	// runtime.NumCPU(). Results come in input order whatever it is.
	Jobs int
	// Limits bound the work done on each CV file: the front ends' limits
	// (see doc.Limits), and Timeout is also the time the parser may take
	// on one file (a parse that passes it is stopped and the file
	// fails). Zero fields mean the defaults.
	Limits doc.Limits
	// Parse is passed to the parser.
	Parse parse.Options
	// Lines keeps, for each parsed CV, how the parser read its lines
	// (Record.Lines), for "vitae parse --show-lines". It turns Cache off.
	Lines bool
	// Cache, when not nil, keeps parsed CV files between runs (see
	// Cache); a hit stands for a fresh parse of the same bytes at the same
	// path. Record files and standard input are never cached.
	Cache Cache
	// Bib is a BibTeX file whose publications are merged into each CV
	// read ("--bib FILE", see bib.go); "" for none.
	Bib string

	bibFile bibFile
	started bool
	slots   []slot
	next    int      // the slot to take results from
	window  *window  // the read-ahead budget of the slots read on workers
	pending []Result // results of the slot being handed out
	cur     Result
}

// Result is one thing Scan found: a *Record, a *Failure, a *Skip or a
// *Warning.
type Result interface{ result() }

// Record is one CV read.
type Record struct {
	CV *cv.CV
	// Lines is how the parser read the CV, when Files.Lines is set
	// (parse.ExplainParse: each line's cues, role and why); nil for
	// records read back from JSON.
	Lines []lineview.LineView
	// Input is the input the record came from.
	Input *Input
}

// Failure is an input that could not be read or parsed: a path that does
// not exist, an empty or damaged file, bad JSON records.
type Failure struct {
	Path string // the input as named (a path, or "-")
	Err  error  // why; its message names Path
	// Input is what is known about the input (at least its Path).
	Input *Input
}

// Skip is a file a folder walk left out because vitae does not read its
// format (.doc, .rtf, images) or because it is not a regular file (a FIFO,
// a socket, a device, never opened), with why.
type Skip struct {
	Path, Why string
	// Input is what is known about the file without reading it: its
	// path, and its size when it is a regular file.
	Input *Input
}

// Warning is something wrong in a record file that did not stop it being
// read, such as a venue not in the catalogue (the record keeps the text as
// venue_raw).
type Warning struct {
	Path string // the input as named
	Err  error  // what; its message names Path and the line
}

func (*Record) result()  {}
func (*Failure) result() {}
func (*Skip) result()    {}
func (*Warning) result() {}

func (w *Warning) String() string { return "warning: " + w.Err.Error() }

func (f *Failure) Error() string { return f.Err.Error() }
func (f *Failure) Unwrap() error { return f.Err }

// Why is the failure without the input's name, for lists that name it
// apart.
func (f *Failure) Why() string {
	var ie *parse.InputError
	if errors.As(f.Err, &ie) && ie.Name == f.Path {
		return ie.Err.Error()
	}
	var res cv.RecordErrors
	var re *cv.RecordError
	switch {
	case errors.As(f.Err, &res):
	case errors.As(f.Err, &re):
		res = cv.RecordErrors{re}
	default:
		msg := f.Err.Error()
		rest, _ := strings.CutPrefix(msg, f.Path+": ")
		return rest
	}
	whys := make([]string, len(res))
	for i, e := range res {
		whys[i] = e.Msg
		if e.Line > 0 {
			whys[i] = fmt.Sprintf("line %d: %s", e.Line, e.Msg)
		}
	}
	return strings.Join(whys, "; ")
}

func (s *Skip) String() string { return s.Path + ": skipped: " + s.Why }

// Scan advances to the next result, which Result returns. It returns false
// when every input has been handed out.
func (f *Files) Scan() bool {
	if !f.started {
		f.start()
	}
	for len(f.pending) == 0 {
		if f.next == len(f.slots) {
			f.cur = nil
			return false
		}
		f.pending = f.slots[f.next].take()
		if w := f.slots[f.next].weight; w > 0 {
			f.window.release(w)
		}
		f.slots[f.next] = slot{}
		f.next++
	}
	// the slot's results are let go one by one as they are handed out:
	// a record file's thousands of records need not all stay alive until
	// its last is counted
	f.cur, f.pending[0], f.pending = f.pending[0], nil, f.pending[1:]
	return true
}

// Result is the result Scan moved to.
func (f *Files) Result() Result { return f.cur }

// slot is one place in the input order: results known from the walk, or
// an input being read on a worker.
type slot struct {
	ready  []Result
	in     *input
	done   chan []Result
	weight int64 // bytes of the read-ahead budget it holds until taken
}

func (s *slot) take() []Result {
	if s.done != nil {
		return <-s.done
	}
	return s.ready
}

// Inputs lists the files Scan will read, in input order: the files named
// and those found in the folders named ("-" left out). Commands check
// their outputs against them before reading. The folders are walked once,
// here or by the first Scan.
func (f *Files) Inputs() []string {
	if f.slots == nil {
		f.slots = discover(f.Paths)
	}
	var names []string
	for _, s := range f.slots {
		if s.in != nil && s.in.kind != inputStdin {
			names = append(names, s.in.name)
		}
	}
	return names
}

// start walks the paths, unless Inputs did, and sets the workers going.
func (f *Files) start() {
	f.started = true
	if f.slots == nil {
		f.slots = discover(f.Paths)
	}
	var work []*slot
	for i := range f.slots {
		if f.slots[i].in != nil {
			f.slots[i].done = make(chan []Result, 1)
			work = append(work, &f.slots[i])
		}
	}
	jobs := f.Jobs
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	jobs = min(jobs, len(work))
	next := make(chan *slot)
	f.window = newWindow(readAhead)
	go func() { // lets the inputs through in order, as the budget allows
		for _, s := range work {
			s.weight = weightOf(s.in)
			f.window.acquire(s.weight)
			next <- s
		}
		close(next)
	}()
	for range jobs {
		go func() {
			for s := range next {
				s.done <- f.read(s.in)
			}
		}()
	}
}

// read reads one input into its results. It never panics: a parser panic
// is a failure.
func (f *Files) read(in *input) (out []Result) {
	defer func() {
		if r := recover(); r != nil {
			out = []Result{&Failure{Path: in.name, Err: fmt.Errorf("%s: internal error while parsing (please report it): %v", in.name, r)}}
		}
		if in.info == nil {
			in.info = &Input{Path: in.name}
		}
		setInput(out, in.info)
	}()
	out, err := f.load(in)
	if err != nil {
		return []Result{&Failure{Path: in.name, Err: err}}
	}
	out = f.withBib(out)
	for _, r := range out {
		if rec, ok := r.(*Record); ok {
			rec.CV.Normalize()
		}
	}
	return out
}

// Collected is everything a Files read, for commands that want it all at
// once.
type Collected struct {
	CVs []*cv.CV
	// Lines are the line views of parsed CVs (with Files.Lines).
	Lines map[*cv.CV][]lineview.LineView
	// Inputs are the inputs read or met, each once, in input order, with
	// what is known about them (see Input): those read, those that
	// failed and those skipped. A record file whose bad lines failed is
	// one input.
	Inputs []*Input
	// From is the input each record came from.
	From     map[*cv.CV]*Input
	Failed   []*Failure
	Skipped  []*Skip
	Warnings []*Warning
}

// Release drops the records and their line views once they are no longer
// needed (the analytics copied what the reports draw), so that the memory
// they hold can go while the reports are written. Failures, skips and
// warnings stay.
func (c *Collected) Release() {
	c.CVs, c.Lines, c.From = nil, nil, nil
}

// Collect scans f to the end. each, when not nil, sees every failure and
// skip as it comes, to report it.
func (f *Files) Collect(each func(Result)) *Collected {
	c := &Collected{Lines: map[*cv.CV][]lineview.LineView{}, From: map[*cv.CV]*Input{}}
	for f.Scan() {
		if in := inputOf(f.Result()); in != nil && (len(c.Inputs) == 0 || c.Inputs[len(c.Inputs)-1] != in) {
			c.Inputs = append(c.Inputs, in)
		}
		switch r := f.Result().(type) {
		case *Record:
			c.CVs = append(c.CVs, r.CV)
			if r.Input != nil {
				c.From[r.CV] = r.Input
			}
			if r.Lines != nil {
				c.Lines[r.CV] = r.Lines
			}
			continue
		case *Failure:
			c.Failed = append(c.Failed, r)
		case *Skip:
			c.Skipped = append(c.Skipped, r)
		case *Warning:
			c.Warnings = append(c.Warnings, r)
		}
		if each != nil {
			each(f.Result())
		}
	}
	return c
}

// Problems says what could not be read, for a command's closing line
// ("2 input(s) failed, 1 file(s) skipped (format not read)"), or "" when
// everything was read. With strict, skipped files count as failed too.
func (c *Collected) Problems(strict bool) string {
	var parts []string
	if n := c.Failures(strict); n > 0 {
		parts = append(parts, fmt.Sprintf("%d input(s) failed", n))
	}
	special := 0
	for _, s := range c.Skipped {
		if strings.HasPrefix(s.Why, notRegularPrefix) {
			special++
		}
	}
	if n := len(c.Skipped) - special; n > 0 {
		parts = append(parts, fmt.Sprintf("%d file(s) skipped (format not read)", n))
	}
	if special > 0 {
		parts = append(parts, fmt.Sprintf("%d file(s) skipped (not regular files)", special))
	}
	return strings.Join(parts, ", ")
}

// Failures counts the inputs that failed: with strict, skipped files too.
func (c *Collected) Failures(strict bool) int {
	if strict {
		return len(c.Failed) + len(c.Skipped)
	}
	return len(c.Failed)
}

// Load reads the CVs at paths and fails on the first input that cannot be
// read; skipped files are left out. It is for tests and tools that load
// known-good CVs.
func Load(paths ...string) ([]*cv.CV, error) {
	c := (&Files{Paths: paths}).Collect(nil)
	if len(c.Failed) > 0 {
		return nil, c.Failed[0]
	}
	return c.CVs, nil
}
