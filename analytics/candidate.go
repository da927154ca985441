package analytics

import (
	"cmp"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv"
)

// candidate counts one CV, its strings packed (packStrings).
func candidate(c *cv.CV, opt Options) *Candidate {
	k := counted(c, opt)
	packStrings(k)
	return k
}

// counted counts one CV.
func counted(c *cv.CV, opt Options) *Candidate {
	k := &Candidate{
		Key:          c.Source,
		Name:         strings.TrimSpace(c.Name),
		Source:       c.Source,
		Emails:       append([]string(nil), c.Contact.Emails...),
		Format:       c.Format,
		Corrected:    append([]string(nil), c.Corrected...),
		WarningList:  append([]cv.Warning(nil), c.Warnings...),
		Talks:        len(c.Talks),
		Service:      len(c.Service),
		Teaching:     len(c.Teaching),
		Warnings:     len(c.Warnings),
		Spans:        make([]Span, 0, len(c.Education)+len(c.Positions)),
		TalkList:     append([]cv.Talk{}, c.Talks...),
		ServiceList:  append([]cv.Service{}, c.Service...),
		TeachingList: append([]cv.Teaching{}, c.Teaching...),
		Awards:       make([]cv.Award, 0, len(c.Awards)),
	}
	if k.Name == "" {
		k.Name = c.Source
	}
	latest := func(d cv.Date) {
		if !d.Present {
			k.LatestYear = max(k.LatestYear, d.Year)
		}
	}
	// timeline
	for _, e := range c.Education {
		label := e.Degree
		if label == "" {
			label = string(e.Level)
		}
		expected := e.Expected && e.End.Year > 0 && !e.End.Present
		k.Spans = append(k.Spans, Span{Kind: string(e.Level), Label: label, Org: e.Institution, Start: e.Start, End: e.End,
			Ongoing: e.End.Present || (e.Expected && !expected), Expected: expected, IsEdu: true})
		latest(e.Start)
		if !e.Expected {
			latest(e.End)
		}
		if e.Level == cv.LevelPhD && k.PhD == nil {
			k.PhD = &PhD{Institution: e.Institution, Start: e.Start, End: e.End, Expected: e.Expected || e.End.Present}
		}
	}
	var current *cv.Position
	for i, p := range c.Positions {
		k.Spans = append(k.Spans, Span{Kind: string(p.Kind), Label: p.Title, Org: p.Organization, Start: p.Start, End: p.End, Ongoing: p.End.Present})
		latest(p.Start)
		latest(p.End)
		if p.Kind == cv.KindInternship {
			k.Internships++
		}
		if p.End.Present && (current == nil || current.Kind == cv.KindInternship || (p.Kind != cv.KindInternship && current.Start.Before(p.Start))) {
			current = &c.Positions[i]
		}
	}
	k.setStage(c, current)
	k.AsOf, k.AsOfSource = asOfOf(c)
	if current != nil {
		k.Current = strings.Trim(current.Title+", "+current.Organization, ", ")
	} else if k.PhD != nil && k.PhD.Expected {
		k.Current = "PhD student"
		if k.PhD.Institution != "" {
			k.Current += ", " + k.PhD.Institution
		}
	}
	sort.SliceStable(k.Spans, func(i, j int) bool {
		a, b := k.Spans[i], k.Spans[j]
		if a.Start != b.Start {
			return a.Start.Before(b.Start)
		}
		return a.Label < b.Label
	})
	// publications, each paper once
	pubs, merged := dedupe(c.Publications)
	k.Merged = merged
	k.Papers = make([]Paper, 0, len(pubs))
	for _, p := range pubs {
		paper := paperOf(p, opt)
		paper.apart = apartOf(p.Type, opt.apartColumn(p))
		if p.Type != cv.TypePreprint && (p.Status == "" || p.Status == "published" || p.Status == "to_appear") {
			latest(cv.Date{Year: p.Year}) // a planned paper's year is not "now"
		}
		k.Papers = append(k.Papers, paper)
		k.Counts.count(paper, paper.apartType())
	}
	// awards
	for _, a := range c.Awards {
		k.Awards = append(k.Awards, a)
		latest(cv.Date{Year: a.Year})
	}
	sort.SliceStable(k.Awards, func(i, j int) bool { return k.Awards[i].Year > k.Awards[j].Year })
	return k
}

// venueKey is how a paper's venue is named: its catalogue acronym
// (known), else the venue as the CV wrote it, on one line, whatever its
// length (renderers shorten it, see VenueLabel), else "". A venue the
// catalogue lacks is never pooled with others under a common name.
func venueKey(p cv.Publication) (string, bool) {
	if p.Venue != "" {
		return p.Venue, true
	}
	return strings.Join(strings.Fields(p.VenueRaw), " "), false
}

// ownerPlace is the owner's 1-based place among the paper's authors, 0
// (unknown) when self_index is not a place in the list: never counted as
// first or last author past the end of it.
func ownerPlace(p cv.Publication) int {
	if p.SelfIndex < 1 || p.SelfIndex > len(p.Authors) {
		return 0
	}
	return p.SelfIndex
}

func paperOf(p cv.Publication, opt Options) Paper {
	n := len(p.Authors)
	credit := 1.0
	if opt.Fractional && n > 0 {
		if p.EtAl {
			credit = 1 / float64(n+1) // at least one author more than listed
		} else {
			credit = 1 / float64(n)
		}
	}
	v, known := venueKey(p)
	area := venueArea(p, known, opt)
	paper := Paper{
		Title: p.Title, Authors: n, EtAl: p.EtAl, Place: ownerPlace(p), Equal: p.EqualContribution,
		CoFirst: p.EqualContribution && ownerPlace(p) >= 2 && ownerPlace(p) <= 3,
		Venue:   v, Known: known, Area: area, Year: p.Year, Type: p.Type, Status: p.Status,
		Awards: p.Awards, Distinction: p.Distinction, Credit: credit, SourceLine: p.Line,
		Corrected: p.Corrected, CorrectionNote: p.CorrectionNote,
	}
	switch {
	case !opt.countsPub(p):
		paper.Why = whyApart(p)
	case !opt.inWindow(p.Year):
		paper.Why = "outside the years"
	case opt.Area != "" && !strings.EqualFold(area, opt.Area):
		paper.Why = "not in area " + opt.Area
	case len(opt.Venues) > 0 && !containsFold(opt.Venues, p.Venue):
		paper.Why = "venue not selected"
	default:
		paper.Counted = true
	}
	if !paper.Counted {
		paper.Reason = opt.reasonOf(p)
	}
	return paper
}

// venueArea is the area of a paper's venue: the record's, else the
// catalogue's, for a catalogued venue only. A venue the catalogue lacks
// has no area, even when the record carries one (a workshop given its
// host conference's): an area is never guessed from a neighbour.
func venueArea(p cv.Publication, known bool, opt Options) string {
	if !known {
		return ""
	}
	if p.Area == "" && opt.Catalog != nil {
		if ven, ok := opt.Catalog.Lookup(p.Venue); ok {
			return ven.Area
		}
	}
	return p.Area
}

func containsFold(xs []string, s string) bool {
	for _, x := range xs {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// count adds one paper. apart is the per-year column of a paper
// the policy lists apart (preprints, theses, patents, other writings, work
// not yet accepted), "" for any other: it still shows in that table. The
// tallies (maps) are counted only when pc has them: a candidate keeps its
// totals alone (see Tally).
func (pc *PaperCounts) count(p Paper, apart cv.PubType) {
	pc.countTotals(p)
	if pc.ByType != nil {
		pc.countTallies(p, apart)
	}
}

// countTotals adds one paper to the totals: the figures a candidate keeps.
func (pc *PaperCounts) countTotals(p Paper) {
	if !p.Counted {
		pc.Uncounted++
		if p.Type == cv.TypePreprint {
			pc.Preprints++
		}
		return
	}
	pc.Papers++
	pc.Credit += p.Credit
	if p.Place == 1 || p.CoFirst {
		pc.FirstAuthor++
	}
	if p.CoFirst {
		pc.CoFirst++
	}
	if p.EtAl {
		pc.EtAl++
	}
	if p.Place > 0 && p.Place == p.Authors && p.Authors > 1 && !p.EtAl {
		pc.LastAuthor++
	}
	if p.Equal {
		pc.Equal++
	}
	if p.Authors == 1 {
		pc.Solo++
	}
	if len(p.Awards) > 0 {
		pc.WithAwards++
	}
	switch {
	case p.Known:
	case p.Venue != "":
		pc.OutsideCatalogue += p.Credit
	default:
		pc.NoVenue += p.Credit
	}
}

// countTallies adds one paper to the tallies by year, type, venue, area,
// author count and reason.
func (pc *PaperCounts) countTallies(p Paper, apart cv.PubType) {
	if !p.Counted {
		pc.NotCounted[p.Reason]++
		if apart != "" {
			pc.addYear(p.Year, apart, p.Credit)
		}
		return
	}
	c := p.Credit
	if p.Authors > 0 {
		pc.AuthorCounts[p.Authors]++
	}
	pc.ByType[p.Type] += c
	pc.countVenue(p)
	area := p.Area
	if area == "" {
		area = "unknown"
	}
	pc.ByArea[area] += c
	if p.Year > 0 {
		pc.ByYear[p.Year] += c
	}
	pc.addYear(p.Year, p.Type, c)
}

// titleKey normalises a title for duplicate detection: its distinct
// lower-case words (letters and digits), sorted.
func titleKey(s string) []string {
	words := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	slices.Sort(words)
	return slices.Compact(words)
}

// similar reports whether two titles, as titleKey gives them, are the
// same paper: their word sets overlap by at least 90% (Jaccard).
func similar[T cmp.Ordered](a, b []T) bool {
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	// a 90% overlap leaves at most (len(a)+len(b))/19 words unshared:
	// stop early past that (one word of slack for rounding)
	lo, hi := min(len(a), len(b)), max(len(a), len(b))
	if 10*lo < 9*hi-9 {
		return false
	}
	allowed := (len(a)+len(b))/19 + 1
	in, miss := 0, 0
	for i, j := 0, 0; i < len(a) && j < len(b) && miss <= allowed; {
		switch {
		case a[i] < b[j]:
			i++
			miss++
		case a[i] > b[j]:
			j++
			miss++
		default:
			in++
			i++
			j++
		}
	}
	union := len(a) + len(b) - in
	return float64(in)/float64(union) >= 0.9
}

// rank orders duplicates: a published paper beats a preprint, a known
// venue beats an unknown one, then the earlier entry.
func better(a, b cv.Publication) bool {
	pa, pb := a.Type != cv.TypePreprint, b.Type != cv.TypePreprint
	if pa != pb {
		return pa
	}
	if (a.Venue != "") != (b.Venue != "") {
		return a.Venue != ""
	}
	return a.Line <= b.Line
}

// dedupe keeps each paper once: the same title listed twice (under review
// and later published, or in two sections) counts once, and the merge is
// reported.
//
// Each paper is compared only with the later papers that could be similar
// (see titleIndex), in list order, so the result is that of comparing
// every pair while the work stays near-linear in the number of papers.
func dedupe(pubs []cv.Publication) ([]cv.Publication, []Merge) {
	keys := make([][]string, len(pubs))
	for i, p := range pubs {
		keys[i] = titleKey(p.Title)
	}
	if len(pubs) <= smallList {
		all := make([]int, len(pubs))
		for i := range all {
			all[i] = i
		}
		return dedupeBy(pubs, func(i int) []int { return all[i+1:] },
			func(i, j int) bool { return similar(keys[i], keys[j]) })
	}
	return dedupeIndexed(pubs, keys)
}

// smallList is the longest list of papers dedupe compares pair by pair:
// for a CV's usual few dozen papers that is cheaper than building the
// index, and gives the same result.
const smallList = 48

// dedupeIndexed is dedupe through a titleIndex, for long lists; keys are
// the papers' titleKeys.
func dedupeIndexed(pubs []cv.Publication, keys [][]string) ([]cv.Publication, []Merge) {
	idx := newTitleIndex(keys)
	return dedupeBy(pubs, idx.candidates, func(i, j int) bool { return similar(idx.words[i], idx.words[j]) })
}

// dedupeBy keeps each paper once, comparing paper i with the papers
// later(i) (ascending), which are the same paper when same(i, j).
func dedupeBy(pubs []cv.Publication, later func(int) []int, same func(i, j int) bool) ([]cv.Publication, []Merge) {
	drop := make([]bool, len(pubs))
	var merged []Merge
	for i := range pubs {
		if drop[i] {
			continue
		}
		for _, j := range later(i) {
			if drop[j] || !same(i, j) {
				continue
			}
			keep, lose := i, j
			if better(pubs[j], pubs[i]) {
				keep, lose = j, i
			}
			drop[lose] = true
			merged = append(merged, Merge{
				Kept:    describe(pubs[keep]),
				Dropped: describe(pubs[lose]),
				Reason:  "same title",
			})
			if lose == i {
				break
			}
		}
	}
	if len(merged) == 0 {
		return pubs, nil // the usual case: nothing to copy
	}
	out := make([]cv.Publication, 0, len(pubs)-len(merged))
	for i, p := range pubs {
		if !drop[i] {
			out = append(out, p)
		}
	}
	return out, merged
}

// bucketScan bounds how many later papers one paper looks at per word of
// its prefix: titles sharing their rarest words beyond that many times (a
// hostile or machine-made list) are not all compared. Papers with the very
// same words are always compared (each such comparison merges).
const bucketScan = 32

// titleIndex finds the papers a title may be similar to by prefix
// filtering: with every title's words ordered rarest first, two titles
// whose word sets overlap by at least 90% share a word among the first
// len - floor(0.9·len) + 1 words of each. Each such prefix word is a
// hash bucket listing its papers in list order.
type titleIndex struct {
	words   [][]int32        // by paper: its word ids, ascending (for similar)
	prefix  [][]int32        // by paper: its prefix word ids
	order   [][]int32        // by paper: its word ids, rarest first
	buckets map[int32][]post // prefix word -> papers, ascending
	exact   []string         // by paper: its words joined, the key of same
	same    map[string][]int // all words -> papers, ascending
}

// post is one paper in a bucket: the paper and where the bucket's word
// stands in its rarest-first order.
type post struct {
	paper int
	pos   int
}

// newTitleIndex numbers the words, orders each title's words by how many
// titles hold them (rarest first, ties by the word) and buckets the papers
// by their prefix words.
func newTitleIndex(keys [][]string) *titleIndex {
	ids := map[string]int32{}
	var freq []int
	idx := &titleIndex{words: make([][]int32, len(keys)), prefix: make([][]int32, len(keys)),
		order: make([][]int32, len(keys)), buckets: map[int32][]post{}, exact: make([]string, len(keys)), same: map[string][]int{}}
	for i, k := range keys {
		ws := make([]int32, len(k))
		for n, w := range k {
			id, ok := ids[w]
			if !ok {
				id = int32(len(freq))
				ids[w] = id
				freq = append(freq, 0)
			}
			freq[id]++
			ws[n] = id
		}
		slices.Sort(ws)
		idx.words[i] = ws
	}
	for i, k := range keys {
		if len(k) == 0 {
			continue // never similar to anything
		}
		idx.exact[i] = strings.Join(k, " ")
		idx.same[idx.exact[i]] = append(idx.same[idx.exact[i]], i)
		ws := slices.Clone(idx.words[i])
		slices.SortFunc(ws, func(a, b int32) int {
			return cmp.Or(cmp.Compare(freq[a], freq[b]), cmp.Compare(a, b))
		})
		idx.order[i] = ws
		idx.prefix[i] = ws[:min(len(ws)-9*len(ws)/10+1, len(ws))]
		for pos, w := range idx.prefix[i] {
			idx.buckets[w] = append(idx.buckets[w], post{i, pos})
		}
	}
	return idx
}

// candidates lists the papers after i that share a prefix word with it
// and could still reach the threshold, ascending and each once (at most
// bucketScan looked at in each bucket), and every later paper with the
// same words.
func (idx *titleIndex) candidates(i int) []int {
	if len(idx.prefix[i]) == 0 {
		return nil
	}
	same := idx.same[idx.exact[i]]
	at, _ := slices.BinarySearch(same, i+1)
	out := slices.Clone(same[at:])
	nx := len(idx.order[i])
	for px, w := range idx.prefix[i] {
		b := idx.buckets[w]
		at, _ := slices.BinarySearchFunc(b, i+1, func(p post, n int) int { return cmp.Compare(p.paper, n) })
		for _, p := range b[at:min(len(b), at+bucketScan)] {
			if idx.mayReach(nx, px, len(idx.order[p.paper]), p.pos) {
				out = append(out, p.paper)
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// mayReach is the positional filter: two titles of nx and ny words whose
// first shared word (rarest first) stands at px and py share at most
// 1 + min(nx-px-1, ny-py-1) words, and a 90% overlap needs
// 19·shared >= 9·(nx+ny). A later shared word gives a smaller bound than
// the first, so a pair is kept when any shared prefix word keeps it. One
// word of slack guards against rounding in similar.
func (idx *titleIndex) mayReach(nx, px, ny, py int) bool {
	ub := 1 + min(nx-px-1, ny-py-1)
	return 19*(ub+1) >= 9*(nx+ny)
}

func describe(p cv.Publication) string {
	v := p.Venue
	if v == "" {
		v = string(p.Type)
	}
	if p.Year > 0 {
		return p.Title + " (" + v + " " + itoa(p.Year) + ")"
	}
	return p.Title + " (" + v + ")"
}
