package train

import (
	"strconv"
	"strings"
)

// Words that mark a field wherever they stand in an entry: generic CV
// vocabulary, not any CV's text.
var (
	degreeWords = map[string]bool{"phd": true, "dphil": true, "bs": true, "ba": true, "ms": true,
		"ma": true, "msc": true, "bsc": true, "beng": true, "meng": true, "btech": true, "mtech": true,
		"mphil": true, "mba": true, "ab": true, "sb": true, "sm": true, "bse": true, "mse": true,
		"bachelor": true, "bachelors": true, "master": true, "masters": true, "doctor": true,
		"doctorate": true, "diploma": true, "bas": true, "mas": true, "mres": true, "bmath": true}
	statusWords = map[string]bool{"appear": true, "accepted": true, "submitted": true,
		"submission": true, "review": true, "press": true, "forthcoming": true, "revision": true,
		"preparation": true, "revise": true, "resubmit": true}
	awardStatusWords = map[string]bool{"finalist": true, "finalists": true, "nominee": true,
		"nominated": true, "nomination": true, "honorable": true, "honourable": true,
		"mention": true, "runner": true, "shortlisted": true, "semifinalist": true}
	presentWords = map[string]bool{"present": true, "now": true, "current": true, "today": true, "expected": true}
)

// spanner collects the field spans of one entry, a token at most once.
type spanner struct {
	a    *aligner
	e    entry
	used map[[2]int]bool // (line, token) already given a field, in any entry
	lo   int             // the entry's stream words: [lo, hi)
	hi   int
	f    *finder
}

func (a *aligner) newSpanner(e entry) *spanner {
	if a.used == nil {
		a.used = map[[2]int]bool{}
	}
	s := &spanner{a: a, e: e, used: a.used}
	s.lo, s.hi = len(a.st), len(a.st)
	for i, t := range a.st {
		if t.line >= e.start && s.lo == len(a.st) {
			s.lo = i
		}
		if t.line > e.end {
			s.hi = i
			break
		}
	}
	s.lo = min(s.lo, s.hi)
	s.f = newFinder(a.st[s.lo:s.hi])
	return s
}

// find looks for phrase in the entry; hits are stream indices.
func (s *spanner) find(phrase string, minCov float64) ([]int, bool) {
	ms := s.f.find(phrase, minCov)
	if len(ms) == 0 {
		return nil, false
	}
	hits := make([]int, len(ms[0].hits))
	for i, h := range ms[0].hits {
		hits[i] = h + s.lo
	}
	return hits, true
}

// add gives field to the tokens holding the stream words hits: on each
// line, the tokens from the first to the last hit, less any already used.
func (s *spanner) add(field string, hits []int) {
	byLine := map[int][2]int{}
	var order []int
	for _, h := range hits {
		t := s.a.st[h]
		r, ok := byLine[t.line]
		if !ok {
			order = append(order, t.line)
			r = [2]int{t.t, t.t + 1}
		}
		r[0], r[1] = min(r[0], t.t), max(r[1], t.t+1)
		byLine[t.line] = r
	}
	for _, l := range order {
		r := byLine[l]
		s.addTokens(field, l, r[0], r[1])
	}
}

// addTokens gives field to tokens [from, to) of line l, split around
// tokens already used.
func (s *spanner) addTokens(field string, l, from, to int) {
	start := -1
	flush := func(end int) {
		if start >= 0 {
			s.a.spans = append(s.a.spans, Span{N: l + 1, From: start, To: end, Kind: s.e.an.kind,
				Field: field, Item: s.e.an.item, Unsure: s.e.unsure})
			start = -1
		}
	}
	for t := from; t < to; t++ {
		if s.used[[2]int{l, t}] {
			flush(t)
			continue
		}
		s.used[[2]int{l, t}] = true
		if start < 0 {
			start = t
		}
	}
	flush(to)
}

// eachToken calls fn with every token of the entry not yet used.
func (s *spanner) eachToken(fn func(l, t int, tok string, ws []string)) {
	for l := s.e.start; l <= s.e.end; l++ {
		for t, tok := range Tokens(s.a.vs[l].Text) {
			if !s.used[[2]int{l, t}] {
				fn(l, t, tok, words(tok))
			}
		}
	}
}

// wordTokens gives field to every unused token with a word in set.
func (s *spanner) wordTokens(field string, set map[string]bool) {
	s.eachToken(func(l, t int, _ string, ws []string) {
		for _, w := range ws {
			if set[w] {
				s.addTokens(field, l, t, t+1)
				return
			}
		}
	})
}

// fieldSpans labels the fields of an entry's tokens.
func (a *aligner) fieldSpans(e entry) {
	s := a.newSpanner(e)
	switch e.an.kind {
	case KindPublication:
		s.pub(a.t.Publications[e.an.item])
	case KindEducation:
		s.edu(a.t.Education[e.an.item])
	case KindPosition:
		s.pos(a.t.Positions[e.an.item])
	case KindAward:
		s.award(a.t.Awards[e.an.item])
	}
}

func (s *spanner) pub(p TruthPub) {
	s.add("title", s.e.an.key.hits)
	for _, w := range p.Awards {
		if hits, ok := s.find(w, 0.67); ok {
			s.add("award", hits)
		}
	}
	year := ""
	if len(p.Year) > 0 {
		year = strconv.Itoa(p.Year[0])
	}
	acr := map[string]bool{}
	for _, v := range p.Venue {
		if ws := words(v); len(ws) == 1 {
			acr[ws[0]] = true
		}
	}
	s.bracketTag()
	s.eachToken(func(l, t int, tok string, ws []string) {
		switch {
		case reTag.MatchString(tok) && t == 0:
			s.addTokens("tag", l, t, t+1)
		case tagged(ws, acr, year):
			s.addTokens("tag", l, t, t+1)
		}
	})
	for _, v := range p.Venue {
		if v == "" {
			continue
		}
		if hits, ok := s.find(v, 1); ok {
			s.add("venue", hits)
		}
	}
	s.wordTokens("year", yearSet(p.Year))
	s.statusTokens()
	s.authors()
	s.eachToken(func(l, t int, tok string, _ []string) {
		if reParenNote.MatchString(tok) {
			s.addTokens("note", l, t, t+1)
		}
	})
}

// tagged reports whether a token's words are a venue acronym and the
// year's last two digits ("NDSS'21").
func tagged(ws []string, acr map[string]bool, year string) bool {
	if len(ws) != 2 || len(year) != 4 {
		return false
	}
	return acr[ws[0]] && ws[1] == year[2:]
}

// statusTokens labels "to appear", "under review", "accepted" and the
// like, with the small word before them.
func (s *spanner) statusTokens() {
	s.eachToken(func(l, t int, _ string, ws []string) {
		for _, w := range ws {
			if statusWords[w] {
				from := t
				if t > 0 && !s.used[[2]int{l, t - 1}] {
					switch strings.ToLower(strings.Trim(Tokens(s.a.vs[l].Text)[t-1], "([,.")) {
					case "to", "under", "in", "conditionally", "major", "minor":
						from = t - 1
					}
				}
				s.addTokens("status", l, from, t+1)
				return
			}
		}
	})
}

// authors labels the author lists: lines of the entry that read as one,
// and the name-like tokens before the title on the title's first line.
func (s *spanner) authors() {
	a := s.a
	key := s.e.an.key
	first, last := a.st[key.from()], a.st[key.to()-1]
	for l := s.e.start; l <= s.e.end; l++ {
		ts := Tokens(a.vs[l].Text)
		if l == first.line {
			s.nameRun(l, 0, first.t, 2)
		}
		if l == last.line {
			s.authorsAfter(l, last.t+1, ts)
		}
		switch {
		case containsLine(s.e.an.lines, l):
		case authorLike(a.vs[l].Text, a.cs[l], a.surname):
			s.nameRun(l, 0, len(ts), 2)
		case l > s.e.start && s.authorsGoOn(l-1):
			s.nameRun(l, 0, len(ts), 1)
		}
	}
}

// authorsAfter labels an author list after the title on its line: a run
// of name-like tokens with a comma, "and" or the owner's name in it.
func (s *spanner) authorsAfter(l, from int, ts []string) {
	if from >= len(ts) || strings.EqualFold(ts[from], "in") {
		return
	}
	end := from
	for end < len(ts) && nameLike(ts[end]) && !s.used[[2]int{l, end}] {
		end++
	}
	sep := false
	for _, t := range ts[from:end] {
		if strings.HasSuffix(t, ",") || strings.EqualFold(t, "and") || containsWord(words(t), s.a.surname) {
			sep = true
		}
	}
	if sep && end-from >= 2 {
		s.addTokens("author", l, from, end)
	}
}

// nameRun labels as author the name-like tokens of [from, to) of line l,
// in runs of at least least tokens.
func (s *spanner) nameRun(l, from, to, least int) {
	ts := Tokens(s.a.vs[l].Text)
	start := -1
	for t := from; t <= to; t++ {
		ok := t < to && !s.used[[2]int{l, t}] && nameLike(ts[t]) && !reTag.MatchString(ts[t])
		if ok && start < 0 {
			start = t
		}
		if !ok && start >= 0 {
			if t-start >= least {
				s.addTokens("author", l, start, t)
			}
			start = -1
		}
	}
}

func containsLine(ls []int, l int) bool {
	for _, x := range ls {
		if x == l {
			return true
		}
	}
	return false
}

func (s *spanner) edu(e TruthEdu) {
	if e.Institution != "" {
		s.add("institution", s.e.an.key.hits)
	}
	if e.Field != "" {
		if hits, ok := s.find(e.Field, 0.67); ok {
			s.add("field", hits)
		}
	}
	for _, adv := range e.Advisors {
		if hits, ok := s.find(adv, 0.67); ok {
			s.add("advisor", hits)
		}
	}
	s.degreeTokens()
	s.dateTokens(e.Start, e.End)
}

// degreeTokens labels "Ph.D.", "B.S.", "Master" and the like.
func (s *spanner) degreeTokens() {
	s.eachToken(func(l, t int, _ string, ws []string) {
		if degreeWords[strings.Join(ws, "")] || len(ws) > 0 && degreeWords[ws[0]] && len(ws[0]) > 3 {
			s.addTokens("degree", l, t, t+1)
		}
	})
}

// dateTokens labels the tokens holding the item's years, "present" and
// the like.
func (s *spanner) dateTokens(start, end *string) {
	set := map[string]bool{}
	for _, d := range []*string{start, end} {
		if d != nil && len(*d) >= 4 {
			set[(*d)[:4]] = true
		}
		if d != nil && *d == "present" {
			for w := range presentWords {
				set[w] = true
			}
		}
	}
	s.wordTokens("date", set)
}

func (s *spanner) pos(p TruthPos) {
	if p.Title != "" {
		s.add("title", s.e.an.key.hits)
		if hits, ok := s.find(p.Organization, 0.67); ok && p.Organization != "" {
			s.add("organisation", hits)
		}
	} else {
		s.add("organisation", s.e.an.key.hits)
	}
	s.dateTokens(p.Start, p.End)
}

func (s *spanner) award(w TruthAwd) {
	s.add("name", s.e.an.key.hits)
	s.wordTokens("year", yearSet(w.Year))
	s.wordTokens("status", awardStatusWords)
}

func yearSet(ys Years) map[string]bool {
	set := map[string]bool{}
	for _, y := range ys {
		set[strconv.Itoa(y)] = true
	}
	return set
}

// authorsGoOn reports whether line l ends inside an author list: its last
// token is author and ends with a comma or is "and".
func (s *spanner) authorsGoOn(l int) bool {
	ts := Tokens(s.a.vs[l].Text)
	if len(ts) == 0 {
		return false
	}
	last := ts[len(ts)-1]
	if !strings.HasSuffix(last, ",") && !strings.EqualFold(last, "and") {
		return false
	}
	for _, sp := range s.a.spans {
		if sp.N == l+1 && sp.Field == "author" && sp.To == len(ts) {
			return true
		}
	}
	return false
}

// bracketTag labels a bracketed label opening the entry ("[C3]",
// "[ACL 2022]:"), up to four tokens.
func (s *spanner) bracketTag() {
	l := s.e.start
	ts := Tokens(s.a.vs[l].Text)
	if len(ts) == 0 || !strings.HasPrefix(ts[0], "[") {
		return
	}
	for t := 0; t < min(4, len(ts)); t++ {
		if strings.HasSuffix(strings.TrimRight(ts[t], ":.,"), "]") {
			s.addTokens("tag", l, 0, t+1)
			return
		}
	}
}
