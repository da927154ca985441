package pdf

import (
	"fmt"
	"runtime"

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

// chunkResult is a chunk drawn by a worker: its document (pages from
// first on are the chunk's), the contents entries of the chunk with the
// worker's page numbers, its candidates' page counts and missing glyphs.
type chunkResult struct {
	d       *doc
	first   int
	entries []entry
	pages   []int
	missing int
	err     error
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
	if set.part.candidateOnly() || set.part.files != nil || set.sequential || len(cs) <= 2*chunk || runtime.GOMAXPROCS(0) < 2 && set.chunk == 0 {
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
	results, ahead := d.startChunks(chunk, set, fonts, family, data, done)
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
		st.CandidatePages = append(st.CandidatePages, res.pages...)
	}
	return d.f.Error()
}

// startChunks starts the workers that draw the chunks after the first;
// the i-th channel gives the (i+1)-th chunk. A chunk is started only
// while fewer than twice as many chunks as workers wait to be adopted:
// the caller receives from ahead after adopting each. Closing done
// stops the workers.
func (d *doc) startChunks(chunk int, set settings, fonts map[string]*coverage, family string, data map[string][]byte, done <-chan struct{}) (results []chan chunkResult, ahead chan struct{}) {
	cs := d.r.Candidates
	for lo := chunk; lo < len(cs); lo += chunk {
		results = append(results, make(chan chunkResult, 1))
	}
	workers := max(runtime.GOMAXPROCS(0), 1)
	ahead = make(chan struct{}, 2*workers)
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
	for range workers {
		go func() {
			for i := range next {
				lo := (i + 1) * chunk
				results[i] <- drawChunk(d.r, d.opt, set, fonts, family, data, lo, min(lo+chunk, len(cs)))
			}
		}()
	}
	return results, ahead
}

// drawChunk draws candidates lo to hi-1 in a document of their own,
// after drawing candidate lo-1 for the state it leaves.
func drawChunk(r *analytics.Report, opt reports.Options, set settings, fonts map[string]*coverage, family string, data map[string][]byte, lo, hi int) (res chunkResult) {
	defer func() {
		if p := recover(); p != nil {
			res.err = fmt.Errorf("pdf: rendering failed: %v", p)
		}
	}()
	d, err := newDoc(r, opt, set, fonts, family, data)
	if err != nil {
		return chunkResult{err: err}
	}
	d.candidate(r.Candidates[lo-1])
	res.first = d.f.PageNo() + 1
	nEntries, missing := len(d.entries), d.totalMissing
	for _, c := range r.Candidates[lo:hi] {
		before := d.f.PageNo()
		d.candidate(c)
		res.pages = append(res.pages, d.f.PageNo()-before)
	}
	d.f.FinishPage()
	res.d, res.entries, res.missing, res.err = d, d.entries[nEntries:], d.totalMissing-missing, d.f.Error()
	return res
}

// adopt appends a chunk's pages to the document, with its contents
// entries (and their links) at the document's page numbers, and carries
// on from the state the chunk left.
func (d *doc) adopt(res chunkResult) {
	offset := d.f.PageNo() + 1 - res.first
	d.f.AdoptPages(res.d.f, res.first)
	for _, e := range res.entries {
		e.page += offset
		e.link = d.f.AddLink()
		d.f.SetLink(e.link, e.y, e.page)
		d.entries = append(d.entries, e)
	}
	d.totalMissing += res.missing
	d.style, d.size, d.landscape = res.d.style, res.d.size, res.d.landscape
}
