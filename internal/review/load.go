package review

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"slices"
	"sync"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/pdf"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/cv/lineview"
	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/cv/read"
)

// candidate is one input: its record as read (before corrections), or
// why it could not be read.
type candidate struct {
	ID     string // "c1", "c2", … in input order
	Path   string // the input as named: the only files ever read
	Raw    *cv.CV // nil when the input failed
	Failed string
	// Records says the input is a file of JSON records: there is no
	// source to show (the record's own "source" is never read).
	Records bool
	// source is how the parser read the file, kept from the one reading
	// that made Raw; nil for records and failures.
	source *detail
}

// candidateSet is every input of a review, in input order.
type candidateSet struct {
	cands []*candidate
	byID  map[string]*candidate
}

// readCandidates reads every input once, at most one per CPU at a time:
// a CV file by its front end (a PDF with the place of each line on its
// page) and the parser, keeping the record and how the parser read each
// line, so that opening a CV later reads nothing again; a record file as
// the other commands read it. A failed input is a candidate with why.
func readCandidates(ctx context.Context, paths []string, lim doc.Limits) *candidateSet {
	files := &inputs.Files{Paths: paths, Limits: lim}
	names := files.Inputs()
	got := make([][]*candidate, len(names))
	sem := make(chan struct{}, runtime.NumCPU())
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			got[i] = readInput(ctx, name, lim)
		}()
	}
	wg.Wait()
	set := &candidateSet{byID: map[string]*candidate{}}
	add := func(c *candidate) {
		c.ID = fmt.Sprintf("c%d", len(set.cands)+1)
		set.cands = append(set.cands, c)
		set.byID[c.ID] = c
	}
	for _, p := range paths { // what the walk refused without listing it
		info, err := os.Stat(p)
		switch {
		case p == "-":
			add(&candidate{Path: p, Failed: "-: standard input cannot be reviewed: name the files"})
		case err != nil:
			add(&candidate{Path: p, Failed: inputs.PathError(p, err).Error()})
		case !info.IsDir() && !info.Mode().IsRegular():
			add(&candidate{Path: p, Failed: p + ": not a regular file"})
		}
	}
	for _, cs := range got {
		for _, c := range cs {
			add(c)
		}
	}
	return set
}

// readInput reads one input file. It never panics: a parser panic is a
// failed input, as for the other commands.
func readInput(ctx context.Context, name string, lim doc.Limits) (out []*candidate) {
	defer func() {
		if r := recover(); r != nil {
			out = []*candidate{{Path: name, Failed: fmt.Sprintf("%s: internal error while parsing (please report it): %v", name, r)}}
		}
	}()
	if inputs.IsRecordFile(name) {
		return readRecords(name, lim)
	}
	d, rec, err := readSource(ctx, name, lim)
	if err != nil {
		return []*candidate{{Path: name, Failed: err.Error()}}
	}
	return []*candidate{{Path: name, Raw: rec, source: d}}
}

// readRecords reads a file of JSON records as the other commands do.
func readRecords(name string, lim doc.Limits) []*candidate {
	var out []*candidate
	files := &inputs.Files{Paths: []string{name}, Limits: lim}
	for files.Scan() {
		switch r := files.Result().(type) {
		case *inputs.Record:
			out = append(out, &candidate{Path: name, Raw: r.CV, Records: true})
		case *inputs.Failure:
			out = append(out, &candidate{Path: name, Failed: r.Error()})
		}
	}
	return out
}

// raws are the records read, in input order.
func (set *candidateSet) raws() []*cv.CV {
	var out []*cv.CV
	for _, c := range set.cands {
		if c.Raw != nil {
			out = append(out, c.Raw)
		}
	}
	return out
}

// corrected applies the corrections file to copies of the records read:
// the records as the next report will count them, by candidate id, with
// what the file did.
func (s *Server) corrected() (map[string]*cv.CV, corrections.Result, error) {
	f, err := corrections.LoadOrEmpty(s.opt.Corrections)
	if err != nil {
		return nil, corrections.Result{}, err
	}
	f.Base = s.opt.Base
	out := map[string]*cv.CV{}
	var cvs []*cv.CV
	for _, c := range s.set.cands {
		if c.Raw != nil {
			cp := cloneCV(c.Raw)
			out[c.ID] = cp
			cvs = append(cvs, cp)
		}
	}
	return out, f.Apply(cvs), nil
}

// cloneCV copies a record deep enough for corrections to change the
// copy alone: the record and its lists of entries (a correction replaces
// an entry's fields, never edits a value they share).
func cloneCV(c *cv.CV) *cv.CV {
	cp := *c
	cp.Education = slices.Clone(c.Education)
	cp.Positions = slices.Clone(c.Positions)
	cp.Publications = slices.Clone(c.Publications)
	cp.Awards = slices.Clone(c.Awards)
	cp.Talks = slices.Clone(c.Talks)
	cp.Service = slices.Clone(c.Service)
	cp.Teaching = slices.Clone(c.Teaching)
	cp.Corrected = slices.Clone(c.Corrected)
	return &cp
}

// detail is a CV's source as the parser read it, kept once read: the
// lines with their roles and, for a PDF, its bytes (to draw pages) and
// the boxes of its lines.
type detail struct {
	doc   *doc.Doc
	lines []lineview.LineView
	pages []pdf.PageView
	data  []byte         // a PDF's bytes; nil for other formats
	pngs  map[int][]byte // pages drawn, by page number
}

// readSource reads a CV file as cv/inputs does (the same front end and
// parser, within the same time limit) and also how the parser read each
// line: for a PDF, with the place of each line on its page.
func readSource(ctx context.Context, name string, lim doc.Limits) (*detail, *cv.CV, error) {
	ropt := read.Options{Limits: lim}
	data, err := read.Bytes(name, ropt)
	if err != nil {
		return nil, nil, err
	}
	d := &detail{pngs: map[int][]byte{}}
	if read.FormatOf(name, data) == doc.PDF {
		d.doc, d.pages, err = pdf.ReadLayout(ctx, data, lim)
		d.data = data
	} else {
		d.doc, err = read.Doc(ctx, name, data, ropt)
	}
	if err != nil {
		return nil, nil, &parse.InputError{Name: name, Err: err}
	}
	limit := lim.OrDefault().Timeout
	ctx, cancel := context.WithTimeoutCause(ctx, limit, parse.TimeLimitError(limit))
	defer cancel()
	rec, err := parse.ParseDocContext(ctx, name, d.doc, parse.Options{})
	if err == nil {
		d.lines, err = parse.ExplainParse(ctx, d.doc, parse.Options{})
	}
	if err != nil {
		var ie *parse.InputError
		if errors.As(err, &ie) {
			return nil, nil, err
		}
		return nil, nil, &parse.InputError{Name: name, Err: err}
	}
	rec.Normalize() // as cv/inputs hands every record out
	return d, rec, nil
}

// detailOf is how the parser read a candidate's file; empty for a record
// read back or a failed input (no source to show).
func (s *Server) detailOf(c *candidate) *detail {
	if c.source == nil {
		return &detail{}
	}
	return c.source
}

// page is page n of a PDF candidate's detail as a PNG, drawn once.
func (s *Server) page(ctx context.Context, d *detail, n int) ([]byte, error) {
	s.mu.Lock()
	img, ok := d.pngs[n]
	s.mu.Unlock()
	if ok {
		return img, nil
	}
	if d.data == nil || n < 1 || n > len(d.pages) {
		return nil, fmt.Errorf("no page %d", n)
	}
	img, err := pdf.RenderPage(ctx, d.data, n, pageDPI, s.opt.Limits)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	d.pngs[n] = img
	s.mu.Unlock()
	return img, nil
}

// pageDPI is the resolution pages are drawn at: sharp on a laptop screen
// at the width the pane shows them.
const pageDPI = 110
