package analytics

import (
	"cmp"
	"encoding/json"
	"fmt"
	"runtime"
	"slices"
	"sync"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

// Builder computes a Result from CVs as they come, so that a run need not
// hold every record at once: each CV added becomes a Candidate on one of
// GOMAXPROCS workers and is not kept (the Candidate keeps copies of what
// the reports draw). Add the CVs, then call Result once; a Builder whose
// Result is never called keeps its workers waiting. The Result does not
// depend on the order the CVs were added in.
type Builder struct {
	opt   Options
	in    chan *cv.CV
	wg    sync.WaitGroup
	mu    sync.Mutex
	built []*Candidate
}

// NewBuilder starts a Builder counting under opt.
func NewBuilder(opt Options) *Builder {
	if opt.Catalog == nil {
		opt.Catalog = venue.Default()
	}
	b := &Builder{opt: opt, in: make(chan *cv.CV, 2*runtime.GOMAXPROCS(0))}
	for range runtime.GOMAXPROCS(0) {
		b.wg.Go(b.work)
	}
	return b
}

// work turns the CVs it receives into candidates.
func (b *Builder) work() {
	for c := range b.in {
		k := candidate(c, b.opt)
		if b.opt.Stage != "" && k.Stage != b.opt.Stage {
			continue
		}
		b.mu.Lock()
		b.built = append(b.built, k)
		b.mu.Unlock()
	}
}

// Add counts c (nil is skipped). c must not change until Result returns.
func (b *Builder) Add(c *cv.CV) {
	if c != nil {
		b.in <- c
	}
}

// Result waits for the CVs added and returns what they count.
func (b *Builder) Result() *Result {
	close(b.in)
	b.wg.Wait()
	r := &Result{Options: b.opt, Candidates: keyed(b.built)}
	b.built = nil
	r.resum()
	return r
}

// Compute counts the CVs under opt. The order of cvs does not matter.
func Compute(cvs []*cv.CV, opt Options) *Result {
	b := NewBuilder(opt)
	for _, c := range cvs {
		b.Add(c)
	}
	return b.Result()
}

// keyed gives two candidates read from the same source (a file read twice,
// say) distinct keys, "SOURCE#2" and on, in an order that depends on what
// they hold, not on the order they came in; it returns the candidates by
// source.
func keyed(cands []*Candidate) []*Candidate {
	bySource := map[string][]*Candidate{}
	for _, k := range cands {
		bySource[k.Source] = append(bySource[k.Source], k)
	}
	sources := make([]string, 0, len(bySource))
	for s := range bySource {
		sources = append(sources, s)
	}
	slices.Sort(sources)
	taken := make(map[string]bool, len(sources))
	for _, s := range sources {
		taken[s] = true
	}
	out := make([]*Candidate, 0, len(cands))
	for _, s := range sources {
		group := bySource[s]
		if len(group) > 1 {
			sortSameSource(group)
			for _, k := range group[1:] {
				k.Key = freeKey(s, taken)
			}
		}
		out = append(out, group...)
	}
	return out
}

// sortSameSource orders candidates of one source by name, then by all
// they hold.
func sortSameSource(group []*Candidate) {
	sig := make(map[*Candidate]string, len(group))
	for _, k := range group {
		b, _ := json.Marshal(k)
		sig[k] = string(b)
	}
	slices.SortStableFunc(group, func(a, b *Candidate) int {
		return cmp.Or(cmp.Compare(a.Name, b.Name), cmp.Compare(sig[a], sig[b]))
	})
}

// freeKey is the first "SOURCE#N" (N ≥ 2) not taken, which it takes.
func freeKey(source string, taken map[string]bool) string {
	n := 2
	for taken[fmt.Sprintf("%s#%d", source, n)] {
		n++
	}
	key := fmt.Sprintf("%s#%d", source, n)
	taken[key] = true
	return key
}
