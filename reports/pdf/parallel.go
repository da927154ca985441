package pdf

import (
	"fmt"
	"runtime"

	"codeberg.org/go-pdf/fpdf"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/reports"
)

// The candidates' pages are most of a large PDF, and each candidate's
// pages depend only on the candidate and on the state the previous
// candidate left (the font, colours and line width a page starts with):
// not on the page number, which the footer writes as a page alias (see
// registerPageNumbers). So the candidates are drawn in chunks, in other
// fpdf documents set up the same way, on every core, and the patched
// fpdf adopts their finished pages into the document in candidate order.
// A chunk's worker first draws the candidate before the chunk and throws
// its pages away, to start from the state it leaves. The document is
// byte for byte the one drawn in one go (see TestParallelSame).

// defaultChunk is the number of candidates a worker draws at a time:
// large enough that drawing the candidate before it costs little, small
// enough that both cores stay busy and few finished chunks wait.
const defaultChunk = 64

// maxAhead bounds the chunks drawn and not yet adopted (a chunk holds
// its pages compressed, about half a megabyte): the workers draw ahead
// while the document draws its cohort pages and first chunk.
const maxAhead = 48

// chunkResult is a chunk drawn by a worker: its pages, the contents
// entries of the chunk with page numbers counted from its first page
// (1), its candidates' page counts and missing glyphs, and the state it
// leaves.
type chunkResult struct {
	pages     *fpdf.Pages
	entries   []entry
	counts    []int
	missing   int
	style     string
	size      float64
	landscape bool
	err       error
}

// candidates draws the candidates' pages of the part being rendered and
// finishes the last page. The whole report's candidates are drawn in
// parallel chunks when there are more than two chunks of them.
func (d *doc) candidates(st *stats, set settings, fonts map[string]*coverage, family string, data map[string][]byte) error {
	chunk := set.chunk
	if chunk <= 0 {
		chunk = defaultChunk
	}
	cs := d.r.Candidates
	if set.part.only != nil || set.part.files != nil || set.sequential || len(cs) <= 2*chunk || runtime.GOMAXPROCS(0) < 2 && set.chunk == 0 {
		for i, c := range cs {
			if !set.part.has(i) {
				continue
			}
			before := d.f.PageNo()
			d.candidate(c)
			st.CandidatePages = append(st.CandidatePages, d.f.PageNo()-before)
		}
		d.f.FinishPage()
		return d.f.Error()
	}
	done := make(chan struct{})
	defer close(done)
	results, ahead := startChunks(d.r, d.opt, set, fonts, family, data, chunk, done)
	for _, c := range cs[:chunk] { // the first chunk here, meanwhile
		before := d.f.PageNo()
		d.candidate(c)
		st.CandidatePages = append(st.CandidatePages, d.f.PageNo()-before)
	}
	d.f.FinishPage()
	for _, ch := range results {
		res := <-ch
		if res.err != nil {
			return res.err
		}
		d.adopt(res)
		<-ahead
		st.CandidatePages = append(st.CandidatePages, res.counts...)
	}
	return d.f.Error()
}

// startChunks starts the workers that draw the chunks after the first,
// each in a document of its own; the i-th channel gives the (i+1)-th
// chunk. A chunk is started only while fewer than maxAhead wait to be
// adopted: the caller receives from ahead after adopting each. Closing
// done stops the workers.
func startChunks(r *analytics.Report, opt reports.Options, set settings, fonts map[string]*coverage, family string, data map[string][]byte, chunk int, done <-chan struct{}) (results []chan chunkResult, ahead chan struct{}) {
	n := len(r.Candidates)
	for lo := chunk; lo < n; lo += chunk {
		results = append(results, make(chan chunkResult, 1))
	}
	ahead = make(chan struct{}, maxAhead)
	next := make(chan int)
	go func() {
		defer close(next)
		for i := range results {
			select {
			case ahead <- struct{}{}:
			case <-done:
				return
			}
			select {
			case next <- i:
			case <-done:
				return
			}
		}
	}()
	for range max(runtime.GOMAXPROCS(0), 1) {
		w := &worker{r: r, opt: opt, set: set, fonts: cloneCoverage(fonts), family: family, data: data}
		go func() {
			for i := range next {
				lo := (i + 1) * chunk
				results[i] <- w.draw(lo, min(lo+chunk, n))
			}
		}()
	}
	return results, ahead
}

// worker draws chunks in a document of its own, set up as the report's.
type worker struct {
	r      *analytics.Report
	opt    reports.Options
	set    settings
	fonts  map[string]*coverage
	family string
	data   map[string][]byte
	d      *doc
	last   int // the candidate drawn last, +1 (0: none)
}

// draw draws candidates lo to hi-1 and takes their pages. Unless the
// worker drew candidate lo-1 last, it draws it first (its pages are
// dropped) for the state it leaves: the state the chunk starts from.
func (w *worker) draw(lo, hi int) (res chunkResult) {
	defer func() {
		if p := recover(); p != nil {
			res = chunkResult{err: fmt.Errorf("pdf: rendering failed: %v", p)}
		}
	}()
	if w.d == nil {
		d, err := newDoc(w.r, w.opt, w.set, w.fonts, w.family, w.data)
		if err != nil {
			return chunkResult{err: err}
		}
		w.d = d
	}
	d := w.d
	if w.last != lo {
		d.candidate(w.r.Candidates[lo-1])
		d.f.FinishPage()
	}
	first := d.f.PageNo() + 1
	// the last entry tells candidate whether "Candidates (n)" is marked
	d.entries, d.totalMissing = d.entries[max(len(d.entries)-1, 0):], 0
	n0 := len(d.entries)
	for _, c := range w.r.Candidates[lo:hi] {
		before := d.f.PageNo()
		d.candidate(c)
		res.counts = append(res.counts, d.f.PageNo()-before)
	}
	d.f.FinishPage()
	w.last = hi
	for _, e := range d.entries[n0:] {
		e.page -= first - 1
		res.entries = append(res.entries, e)
	}
	res.missing, res.style, res.size, res.landscape = d.totalMissing, d.style, d.size, d.landscape
	res.pages = d.f.TakePages(first)
	res.err = d.f.Error()
	return res
}

// adopt appends a chunk's pages to the document, with its contents
// entries (and their links) at the document's page numbers, and carries
// on from the state the chunk left.
func (d *doc) adopt(res chunkResult) {
	offset := d.f.PageNo()
	d.f.AdoptPages(res.pages)
	for _, e := range res.entries {
		e.page += offset
		e.link = d.f.AddLink()
		d.f.SetLink(e.link, e.y, e.page)
		d.entries = append(d.entries, e)
	}
	d.totalMissing += res.missing
	d.style, d.size, d.landscape = res.style, res.size, res.landscape
}

// cloneCoverage copies the coverage of each style for a worker: their
// caches are written as runes are looked up.
func cloneCoverage(fonts map[string]*coverage) map[string]*coverage {
	out := make(map[string]*coverage, len(fonts))
	for style, c := range fonts {
		out[style] = c.clone()
	}
	return out
}
