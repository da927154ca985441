package train

import (
	"slices"
)

// match is where a phrase was found in a word stream: the stream indices
// of the words it matched, in order, and the share of its words found.
type match struct {
	hits []int
	cov  float64
}

func (m match) from() int { return m.hits[0] }
func (m match) to() int   { return m.hits[len(m.hits)-1] + 1 }

func (m match) overlaps(o match) bool { return m.from() < o.to() && o.from() < m.to() }

// lookahead is how many stream words a phrase word may be looked for past
// the previous one found (words the truth left out, markup, a page break).
const lookahead = 4

// finder finds phrases in a word stream.
type finder struct {
	st []tok
	at map[string][]int // word -> its places in st
}

func newFinder(st []tok) *finder {
	f := &finder{st: st, at: map[string][]int{}}
	for i, t := range st {
		f.at[t.w] = append(f.at[t.w], i)
	}
	return f
}

// find returns the places phrase is found with at least minCov of its
// words, best first, none overlapping another.
func (f *finder) find(phrase string, minCov float64) []match {
	p := words(phrase)
	if len(p) == 0 {
		return nil
	}
	var all []match
	seen := map[int]bool{}
	for k := 0; k < min(3, len(p)); k++ {
		for _, pos := range f.at[p[k]] {
			if seen[pos] {
				continue
			}
			seen[pos] = true
			m := f.walk(p, k, pos)
			if m.cov >= minCov {
				all = append(all, m)
			}
		}
	}
	slices.SortStableFunc(all, func(a, b match) int {
		if a.cov != b.cov {
			if a.cov > b.cov {
				return -1
			}
			return 1
		}
		return a.from() - b.from()
	})
	var out []match
	for _, m := range all {
		if !slices.ContainsFunc(out, m.overlaps) {
			out = append(out, m)
		}
	}
	return out
}

// walk matches p[k:] greedily from stream place pos, where p[k] is.
func (f *finder) walk(p []string, k, pos int) match {
	hits := []int{pos}
	found := 1
	j := pos + 1
	for _, w := range p[k+1:] {
		for q := j; q < min(j+lookahead, len(f.st)); q++ {
			if f.st[q].w == w {
				hits = append(hits, q)
				found++
				j = q + 1
				break
			}
			// a word broken at a line end: "differen- tially"
			if q+1 < len(f.st) && len(f.st[q].w) > 1 && f.st[q].w+f.st[q+1].w == w {
				hits = append(hits, q, q+1)
				found++
				j = q + 2
				break
			}
		}
	}
	return match{hits: hits, cov: float64(found) / float64(len(p))}
}

// lines returns the views a match's words are on, in order.
func (m match) lines(st []tok) []int {
	var out []int
	for _, h := range m.hits {
		if l := st[h].line; len(out) == 0 || out[len(out)-1] != l {
			out = append(out, l)
		}
	}
	return out
}
