// Package eval scores parsed CV records against truth files, as
// ../shared/eval/score.py does (a faithful port: the same matching, the
// same checks, the same figures, the same text), and measures the parser
// in-sample, by grouped k-fold and leaving one template out (see
// Learner, KFold and LeaveOneTemplateOut).
//
// A truth file and a record are JSON values as Python's json module reads
// them (maps, lists, strings, json.Number, bools, nil); RecordOf turns a
// parsed *cv.CV into one through the JSON "vitae parse" writes.
package eval

import (
	"fmt"
	"sort"
)

// Value is a JSON value: nil, bool, json.Number, string, []any or
// map[string]any.
type Value = any

// Sections are score.py's sections, in its order.
var Sections = []string{"publications", "awards", "education", "positions"}

// Others are the figures outside the sections, in score.py's order.
var Others = []string{"name", "emails", "talks", "service", "teaching"}

// Options are score.py's flags that change what is scored.
type Options struct {
	// OnlyParsed scores only the truth files that have a record
	// (--only-parsed); by default a truth file with no record counts as
	// all missed.
	OnlyParsed bool
	// Verbose adds the name misses to the misses (-v); the other misses
	// are always kept.
	Verbose bool
}

// Truth is one truth file, with the name of the file it was read from.
type Truth struct {
	File  string         // base name, e.g. "30_wang.json"
	Path  string         // where it was read from, when from a file
	Value map[string]any // its content
}

// Key is the record key the truth scores against (its source's stem).
func (t Truth) Key() string { return stemKey(t.Value["source"]) }

// Count is right out of total.
type Count struct {
	Right float64 `json:"right"`
	Total int     `json:"total"`
}

// Acc is Right/Total, or 1 when there is nothing to count.
func (c Count) Acc() float64 {
	if c.Total == 0 {
		return 1
	}
	return c.Right / float64(c.Total)
}

// SectionScore is one section's matching and field accuracy.
type SectionScore struct {
	Name       string   `json:"name"`
	TP, FP, FN int      `json:"-"`
	Fields     []string `json:"-"` // field names in the order first met
	FieldCount map[string]*Count
	Misses     []string `json:"-"`
}

// PRF is precision, recall and F1 as score.py gives them.
func (s *SectionScore) PRF() (p, r, f float64) {
	return prf(s.TP, s.FP, s.FN)
}

func prf(tp, fp, fn int) (p, r, f float64) {
	p, r = 1, 1
	if tp+fp > 0 {
		p = float64(tp) / float64(tp+fp)
	}
	if tp+fn > 0 {
		r = float64(tp) / float64(tp+fn)
	}
	if p+r > 0 {
		f = 2 * p * r / (p + r)
	}
	return p, r, f
}

func (s *SectionScore) count(name string, ok bool) bool {
	c := s.FieldCount[name]
	if c == nil {
		c = &Count{}
		s.FieldCount[name] = c
		s.Fields = append(s.Fields, name)
	}
	c.Total++
	if ok {
		c.Right++
	}
	return ok
}

// FileScore is one truth file's section counts (score.py --per-file).
type FileScore struct {
	Key    string             `json:"key"`
	Counts [4][3]int          `json:"-"` // tp, fp, fn per section
	F1     map[string]float64 `json:"f1"`
}

// Figure is one named figure of the summary.
type Figure struct {
	Name  string  `json:"name"`
	Value float64 `json:"value"`
}

// Report is what score.py works out for one set.
type Report struct {
	Sections []*SectionScore
	Others   map[string]*Count
	// Missing are the keys of truth files with no record.
	Missing []string
	PerFile []FileScore
	// Summary is every figure, in score.py's order: each section's F1
	// and field accuracies, then name, emails, talks, service, teaching.
	Summary []Figure
	Overall float64
	Worst   Figure
	opt     Options
}

// Figure returns the summary figure called name.
func (r *Report) Figure(name string) (float64, bool) {
	for _, f := range r.Summary {
		if f.Name == name {
			return f.Value, true
		}
	}
	return 0, false
}

// Score scores records (keyed by stemKey of their source) against
// truths, in the order of truths (score.py sorts them by file name).
func Score(truths []Truth, records map[string]Value, opt Options) *Report {
	rep := &Report{Others: map[string]*Count{}, opt: opt}
	for _, n := range Sections {
		rep.Sections = append(rep.Sections, &SectionScore{Name: n, FieldCount: map[string]*Count{}})
	}
	for _, n := range Others {
		rep.Others[n] = &Count{}
	}
	for _, t := range truths {
		rep.scoreFile(t.Value, records)
	}
	rep.summarise()
	return rep
}

// Keyed indexes records by their source's stem, later ones winning, as
// score.py's load does.
func Keyed(records []Value) map[string]Value {
	m := make(map[string]Value, len(records))
	for _, r := range records {
		m[stemKey(get(r, "source", "file", "path"))] = r
	}
	return m
}

func (rep *Report) scoreFile(t map[string]any, records map[string]Value) {
	src := stemKey(t["source"])
	p, ok := records[src]
	if !ok {
		rep.Missing = append(rep.Missing, src)
		if rep.opt.OnlyParsed {
			return
		}
		p = map[string]any{}
	}
	var before [4][3]int
	for i, s := range rep.Sections {
		before[i] = [3]int{s.TP, s.FP, s.FN}
	}
	secs := rep.Sections
	scoreList(secs[0], src, asList(t["publications"]), asList(get(p, "publications")),
		func(a, b Value) float64 { return jaccard(field(a, "title"), get(b, "title")) }, 0.5,
		func(x Value) string { return "publication " + reprString(cut(pyStr(get(x, "title")), 60)) }, pubChecks)
	scoreList(secs[1], src, asList(t["awards"]), asList(get(p, "awards")),
		func(a, b Value) float64 { return containment(field(a, "name"), get(b, "name", "title")) }, 0.6,
		func(x Value) string { return "award " + pyRepr(get(x, "name", "title")) }, awardChecks)
	scoreList(secs[2], src, asList(t["education"]), asList(get(p, "education")), eduSim, 0.5,
		func(x Value) string {
			return "education " + pyStr(get(x, "level")) + "@" + pyRepr(get(x, "institution"))
		}, eduChecks)
	scoreList(secs[3], src, asList(t["positions"]), asList(get(p, "positions")), posSim, 0.45,
		func(x Value) string {
			return "position " + pyRepr(get(x, "title")) + "@" + pyRepr(get(x, "organization"))
		}, posChecks)
	rep.perFile(src, before)
	rep.scoreOthers(src, t, p)
}

func (rep *Report) perFile(src string, before [4][3]int) {
	fs := FileScore{Key: src, F1: map[string]float64{}}
	for i, s := range rep.Sections {
		tp, fp, fn := s.TP-before[i][0], s.FP-before[i][1], s.FN-before[i][2]
		fs.Counts[i] = [3]int{tp, fp, fn}
		f := 1.0
		if tp+fp+fn > 0 {
			f = 2 * float64(tp) / float64(2*tp+fp+fn)
		}
		fs.F1[s.Name] = f
	}
	rep.PerFile = append(rep.PerFile, fs)
}

func (rep *Report) scoreOthers(src string, t map[string]any, p Value) {
	pos := rep.Sections[3]
	name := rep.Others["name"]
	name.Total++
	if norm(get(p, "name")) == norm(t["name"]) {
		name.Right++
	} else if rep.opt.Verbose {
		pos.Misses = append(pos.Misses, fmt.Sprintf("%s: name want %s got %s", src, pyRepr(t["name"]), pyRepr(get(p, "name"))))
	}
	contact := get(p, "contact")
	if !truthy(contact) {
		contact = map[string]any{}
	}
	emails := map[string]bool{}
	for _, e := range append(asList(get(contact, "emails")), asList(get(p, "emails"))...) {
		emails[lower(e)] = true
	}
	em := rep.Others["emails"]
	for _, e := range asList(t["emails"]) {
		em.Total++
		if emails[lower(e)] {
			em.Right++
		}
	}
	for _, n := range []string{"talks", "service", "teaching"} {
		want := 0.0
		if v, ok := number(t[n]); ok {
			want = v
		}
		got := float64(len(asList(get(p, n))))
		c := rep.Others[n]
		c.Total++
		c.Right += max(0, 1-abs(want-got)/max(want, 1))
		if want != got {
			wantText := "0"
			if v, ok := t[n]; ok {
				wantText = pyStr(v)
			}
			pos.Misses = append(pos.Misses, fmt.Sprintf("%s: %s want %s got %d", src, n, wantText, int(got)))
		}
	}
}

func (rep *Report) summarise() {
	rep.Summary = rep.Summary[:0]
	for _, s := range rep.Sections {
		_, _, f := s.PRF()
		rep.Summary = append(rep.Summary, Figure{s.Name + " F1", f})
		for _, k := range s.Fields {
			rep.Summary = append(rep.Summary, Figure{s.Name + "." + k, s.FieldCount[k].Acc()})
		}
	}
	for _, k := range Others {
		rep.Summary = append(rep.Summary, Figure{k, rep.Others[k].Acc()})
	}
	sum := 0.0
	rep.Worst = rep.Summary[0]
	for _, f := range rep.Summary {
		sum += f.Value
		if f.Value < rep.Worst.Value {
			rep.Worst = f
		}
	}
	rep.Overall = sum / float64(len(rep.Summary))
}

type check struct {
	name   string
	ok     bool
	detail string
}

// match is score.py's match: greedy best-first one-to-one pairing of the
// candidates at or over threshold; ties go to the later truth, then the
// later record (Python sorts the (score, i, j) tuples in reverse).
func match(truths, preds []Value, sim func(a, b Value) float64, threshold float64) (pairs [][2]Value, lost, extra []Value) {
	type cand struct {
		s    float64
		i, j int
	}
	var cands []cand
	for i, t := range truths {
		for j, p := range preds {
			if s := sim(t, p); s >= threshold {
				cands = append(cands, cand{s, i, j})
			}
		}
	}
	sort.Slice(cands, func(a, b int) bool {
		x, y := cands[a], cands[b]
		if x.s != y.s {
			return x.s > y.s
		}
		if x.i != y.i {
			return x.i > y.i
		}
		return x.j > y.j
	})
	ti, pj := map[int]bool{}, map[int]bool{}
	for _, c := range cands {
		if ti[c.i] || pj[c.j] {
			continue
		}
		ti[c.i], pj[c.j] = true, true
		pairs = append(pairs, [2]Value{truths[c.i], preds[c.j]})
	}
	for i, t := range truths {
		if !ti[i] {
			lost = append(lost, t)
		}
	}
	for j, p := range preds {
		if !pj[j] {
			extra = append(extra, p)
		}
	}
	return pairs, lost, extra
}

func scoreList(sec *SectionScore, src string, truths, preds []Value, sim func(a, b Value) float64,
	threshold float64, label func(Value) string, checks func(t, p Value) []check) {
	pairs, lost, extra := match(truths, preds, sim, threshold)
	sec.TP += len(pairs)
	sec.FN += len(lost)
	sec.FP += len(extra)
	for _, t := range lost {
		sec.Misses = append(sec.Misses, src+": missing "+label(t))
	}
	for _, p := range extra {
		sec.Misses = append(sec.Misses, src+": extra "+label(p))
	}
	for _, tp := range pairs {
		for _, c := range checks(tp[0], tp[1]) {
			if !sec.count(c.name, c.ok) {
				sec.Misses = append(sec.Misses, src+": "+label(tp[0])+": "+c.name+" "+c.detail)
			}
		}
	}
}

func want(t, got Value) string { return "want " + pyStr(t) + " got " + pyRepr(got) }

func wantRepr(t, got Value) string { return "want " + pyRepr(t) + " got " + pyRepr(got) }

func pubChecks(t, p Value) []check {
	var out []check
	var venues []string
	for _, v := range asList(field(t, "venue")) {
		venues = append(venues, norm(v))
	}
	if len(venues) != 1 || venues[0] != "" {
		pv := norm(get(p, "venue"))
		ok := false
		for _, v := range venues {
			ok = ok || v == pv
		}
		out = append(out, check{"venue", ok, want(field(t, "venue"), get(p, "venue"))})
	}
	out = append(out,
		check{"year", pyEq(field(t, "year"), yearOf(get(p, "year"))), want(field(t, "year"), get(p, "year"))},
		check{"type", norm(field(t, "type")) == norm(get(p, "type")), want(field(t, "type"), get(p, "type"))})
	tm, _ := t.(map[string]any)
	if a, ok := tm["authors"]; ok {
		n := len(asList(get(p, "authors")))
		out = append(out, check{"authors", pyEq(int64(n), a), fmt.Sprintf("want %s got %d", pyStr(a), n)})
	}
	if s, ok := tm["self"]; ok {
		si := get(p, "self_index")
		out = append(out, check{"self_index", pyEq(si, s), want(s, si)})
	}
	if truthy(tm["awards"]) {
		var got []string
		for _, a := range asList(get(p, "awards")) {
			got = append(got, pyStr(a))
		}
		all := joinSpace(got)
		ok := true
		for _, a := range asList(tm["awards"]) {
			ok = ok && containment(a, all) >= 0.99
		}
		out = append(out, check{"paper_awards", ok, want(tm["awards"], get(p, "awards"))})
	}
	return out
}

func awardChecks(t, p Value) []check {
	years := asList(field(t, "year"))
	py := yearOf(get(p, "year", "date"))
	yearOK := len(years) == 0
	for _, y := range years {
		yearOK = yearOK || pyEq(py, y)
	}
	pc := norm(get(p, "category"))
	catOK := false
	for _, c := range asList(field(t, "category")) {
		catOK = catOK || norm(c) == pc
	}
	status := get(p, "status")
	if !truthy(status) {
		status = "awarded"
	}
	return []check{
		{"year", yearOK, want(field(t, "year"), get(p, "year", "date"))},
		{"category", catOK, want(field(t, "category"), get(p, "category"))},
		{"status", norm(field(t, "status")) == norm(status), want(field(t, "status"), get(p, "status"))},
	}
}

func eduSim(t, p Value) float64 {
	if norm(field(t, "level")) != norm(get(p, "level")) {
		return 0
	}
	return 0.5 + 0.5*containment(field(t, "institution"), get(p, "institution"))
}

func eduChecks(t, p Value) []check {
	out := []check{
		{"institution", containment(field(t, "institution"), get(p, "institution")) >= 0.99,
			wantRepr(field(t, "institution"), get(p, "institution"))},
		{"start", dateOK(field(t, "start"), get(p, "start")), want(field(t, "start"), get(p, "start"))},
		{"end", dateOK(field(t, "end"), get(p, "end")), want(field(t, "end"), get(p, "end"))},
	}
	if f := field(t, "field"); truthy(f) {
		out = append(out, check{"field", containment(f, get(p, "field", "degree")) >= 0.99, wantRepr(f, get(p, "field"))})
	}
	return out
}

func posSim(t, p Value) float64 {
	s := 0.45 * containment(field(t, "organization"), get(p, "organization"))
	s += 0.35 * jaccard(field(t, "title"), get(p, "title"))
	if ty := yearOf(field(t, "start")); ty != nil && pyEq(ty, yearOf(get(p, "start"))) {
		s += 0.2
	}
	return s
}

func posChecks(t, p Value) []check {
	out := []check{
		{"title", jaccard(field(t, "title"), get(p, "title")) >= 0.99, wantRepr(field(t, "title"), get(p, "title"))},
		{"organization", containment(field(t, "organization"), get(p, "organization")) >= 0.6,
			wantRepr(field(t, "organization"), get(p, "organization"))},
		{"start", dateOK(field(t, "start"), get(p, "start")), want(field(t, "start"), get(p, "start"))},
		{"end", dateOK(field(t, "end"), get(p, "end")), want(field(t, "end"), get(p, "end"))},
	}
	kinds := asList(field(t, "kind"))
	if len(kinds) > 0 {
		pk := norm(get(p, "kind"))
		ok := false
		for _, k := range kinds {
			ok = ok || norm(k) == pk
		}
		out = append(out, check{"kind", ok, want(field(t, "kind"), get(p, "kind"))})
	}
	return out
}
