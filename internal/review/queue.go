package review

import (
	"sort"
	"time"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/corrections"
)

// Reasons a record needs review, as the queue counts them, with their
// weight: how much one of them makes a record worth looking at first.
var reasonWeights = []struct {
	Key    string
	Label  string
	Weight int
}{
	{"failed", "inputs that could not be read", 100},
	{"warnings", "parser warnings", 2},
	{"unknown_venues", "venues not in the catalogue", 1},
	{"owner_missing", "papers without the owner among the authors", 2},
	{"unsure", "entries missing a year or title", 1},
	{"stale", "stale CVs: not updated within the stale period", 3},
	{"stale_corrections", "corrections that no longer match", 5},
}

// queueItem is one candidate in the queue.
type queueItem struct {
	ID      string         `json:"id"`
	Name    string         `json:"name"`
	Source  string         `json:"source"`
	Format  string         `json:"format"`
	Score   int            `json:"score"`
	Counts  map[string]int `json:"counts"`
	Entries int            `json:"entries"`
	Failed  string         `json:"failed,omitempty"`
}

// queueReason names one reason for the page, with how many records have it.
type queueReason struct {
	Key     string `json:"key"`
	Label   string `json:"label"`
	Records int    `json:"records"`
	Total   int    `json:"total"`
}

// queue is the queue as the API gives it.
type queue struct {
	Items   []queueItem   `json:"items"`
	Reasons []queueReason `json:"reasons"`
}

// buildQueue orders the candidates by need of review: the weighted sum of
// their reasons, most first; ties in input order.
func (s *Server) buildQueue(recs map[string]*cv.CV, res corrections.Result) queue {
	staleBy := map[string]int{}
	for _, st := range res.Stale {
		staleBy[corrections.Fold(st.Candidate)]++
	}
	var q queue
	for _, c := range s.set.cands {
		it := queueItem{ID: c.ID, Source: c.Path, Counts: map[string]int{}, Failed: c.Failed}
		if r := recs[c.ID]; r != nil {
			it.Name, it.Format, it.Entries = r.Name, r.Format, entries(r)
			it.Counts = s.reasonsOf(r)
			it.Counts["stale_corrections"] = staleBy[corrections.Fold(r.Name)] + staleBy[corrections.Fold("file:"+c.Path)]
		} else {
			it.Counts["failed"] = 1
		}
		for _, w := range reasonWeights {
			it.Score += w.Weight * it.Counts[w.Key]
		}
		q.Items = append(q.Items, it)
	}
	sort.SliceStable(q.Items, func(i, j int) bool { return q.Items[i].Score > q.Items[j].Score })
	for _, w := range reasonWeights {
		r := queueReason{Key: w.Key, Label: w.Label}
		for _, it := range q.Items {
			if n := it.Counts[w.Key]; n > 0 {
				r.Records++
				r.Total += n
			}
		}
		q.Reasons = append(q.Reasons, r)
	}
	return q
}

// reasonsOf counts what in a record asks for a look.
func (s *Server) reasonsOf(r *cv.CV) map[string]int {
	n := map[string]int{"warnings": len(r.Warnings)}
	for _, p := range r.Publications {
		if p.Venue == "" && p.VenueRaw != "" {
			n["unknown_venues"]++
		}
		if p.SelfIndex == 0 && len(p.Authors) > 0 {
			n["owner_missing"]++
		}
		if p.Year == 0 || p.Title == "" {
			n["unsure"]++
		}
	}
	for _, a := range r.Awards {
		if a.Year == 0 {
			n["unsure"]++
		}
	}
	if s.isStale(r) {
		n["stale"] = 1
	}
	return n
}

// isStale says whether the CV speaks for a date older than StaleAfter.
func (s *Server) isStale(r *cv.CV) bool {
	if r.AsOf == nil || r.AsOf.Date.Year == 0 {
		return false
	}
	month := max(r.AsOf.Date.Month, 1)
	at := time.Date(r.AsOf.Date.Year, time.Month(month), 1, 0, 0, 0, 0, time.UTC)
	return s.opt.Now().Sub(at) > s.opt.StaleAfter
}

// entries counts a record's entries.
func entries(r *cv.CV) int {
	return len(r.Education) + len(r.Positions) + len(r.Publications) + len(r.Awards) + len(r.Talks) + len(r.Service) + len(r.Teaching)
}
