package review

import (
	"context"
	"fmt"
	"slices"

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
}

// candidateSet is every input of a review, in input order.
type candidateSet struct {
	cands []*candidate
	byID  map[string]*candidate
}

// readCandidates reads the inputs of files (in parallel, as every
// command does); a failed input is a candidate with why.
func readCandidates(files *inputs.Files) *candidateSet {
	set := &candidateSet{byID: map[string]*candidate{}}
	add := func(c *candidate) {
		c.ID = fmt.Sprintf("c%d", len(set.cands)+1)
		set.cands = append(set.cands, c)
		set.byID[c.ID] = c
	}
	for files.Scan() {
		switch r := files.Result().(type) {
		case *inputs.Record:
			c := &candidate{Path: r.CV.Source, Raw: r.CV, Records: true}
			if r.Input != nil && r.Input.Path != "-" {
				c.Path, c.Records = r.Input.Path, r.Input.Format == inputs.FormatRecords
			}
			add(c)
		case *inputs.Failure:
			add(&candidate{Path: r.Path, Failed: r.Error()})
		}
	}
	return set
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

// readDetail reads a candidate's file again to show its lines: for a
// PDF, with the place of each line on its page.
func (s *Server) readDetail(ctx context.Context, c *candidate) (*detail, error) {
	if c.Records || c.Raw == nil {
		return &detail{}, nil // a record read back, or a failed input: no source to show
	}
	ropt := read.Options{Limits: s.opt.Limits}
	data, err := read.Bytes(c.Path, ropt)
	if err != nil {
		return nil, err
	}
	d := &detail{pngs: map[int][]byte{}}
	if read.FormatOf(c.Path, data) == doc.PDF {
		d.doc, d.pages, err = pdf.ReadLayout(ctx, data, s.opt.Limits)
		d.data = data
	} else {
		d.doc, err = read.Doc(ctx, c.Path, data, ropt)
	}
	if err != nil {
		return nil, err
	}
	limit := s.opt.Limits.OrDefault().Timeout
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	if d.lines, err = parse.ExplainParse(ctx, d.doc, parse.Options{}); err != nil {
		return nil, err
	}
	return d, nil
}

// detailOf is the candidate's detail, read on first use.
func (s *Server) detailOf(ctx context.Context, c *candidate) (*detail, error) {
	s.mu.Lock()
	d, ok := s.details[c.ID]
	s.mu.Unlock()
	if ok {
		return d, nil
	}
	d, err := s.readDetail(ctx, c)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	s.details[c.ID] = d
	s.mu.Unlock()
	return d, nil
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
