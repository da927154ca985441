package parse

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// truthCV is the hand-made truth format of ../shared/eval/truth (also used
// for testdata/truth): what a careful reader takes out of a CV.
type truthCV struct {
	Source    string   `json:"source"`
	Name      string   `json:"name"`
	Emails    []string `json:"emails"`
	Education []struct {
		Level       string `json:"level"`
		Field       string `json:"field"`
		Institution string `json:"institution"`
		Start       any    `json:"start"`
		End         any    `json:"end"`
	} `json:"education"`
	Positions []struct {
		Title        string `json:"title"`
		Organization string `json:"organization"`
		Start        any    `json:"start"`
		End          any    `json:"end"`
		Kind         any    `json:"kind"`
	} `json:"positions"`
	Publications []struct {
		Title   string   `json:"title"`
		Venue   any      `json:"venue"`
		Year    *int     `json:"year"`
		Type    string   `json:"type"`
		Authors *int     `json:"authors"`
		Self    *int     `json:"self"`
		Awards  []string `json:"awards"`
	} `json:"publications"`
	Awards []struct {
		Name     string `json:"name"`
		Year     any    `json:"year"`
		Category any    `json:"category"`
		Status   string `json:"status"`
	} `json:"awards"`
	Talks    int `json:"talks"`
	Service  int `json:"service"`
	Teaching int `json:"teaching"`
}

func tokenSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range words(s) {
		m[w] = true
	}
	return m
}

func jaccard(a, b string) float64 {
	ta, tb := tokenSet(a), tokenSet(b)
	if len(ta) == 0 || len(tb) == 0 {
		return 0
	}
	in := 0
	for w := range ta {
		if tb[w] {
			in++
		}
	}
	return float64(in) / float64(len(ta)+len(tb)-in)
}

func containment(a, b string) float64 {
	ta, tb := tokenSet(a), tokenSet(b)
	if len(ta) == 0 || len(tb) == 0 {
		return 0
	}
	in := 0
	for w := range ta {
		if tb[w] {
			in++
		}
	}
	return float64(in) / float64(min(len(ta), len(tb)))
}

func strs(v any) []string {
	switch x := v.(type) {
	case nil:
		return nil
	case string:
		return []string{x}
	case float64:
		return []string{strconv.Itoa(int(x))}
	case []any:
		var out []string
		for _, e := range x {
			out = append(out, strs(e)...)
		}
		return out
	}
	return nil
}

func norm(s string) string { return strings.Join(words(s), "") }

func dateOK(truth any, got cv.Date) bool {
	ts := strs(truth)
	if len(ts) == 0 {
		return true
	}
	want, err := cv.ParseDate(ts[0])
	if err != nil {
		return false
	}
	if want.Present {
		return got.Present
	}
	return want.Year == got.Year && (want.Month == 0 || want.Month == got.Month)
}

// score tallies right/total per field, the way ../shared/eval/score.py does.
type score struct {
	tp, fp, fn map[string]int
	fields     map[string][2]float64 // credit, total
	misses     []string
}

func newScore() *score {
	return &score{tp: map[string]int{}, fp: map[string]int{}, fn: map[string]int{}, fields: map[string][2]float64{}}
}

func (s *score) field(name string, ok bool, miss string) {
	credit := 0.0
	if ok {
		credit = 1
	}
	s.credit(name, credit, miss)
}

// credit adds a partly right item (0 to 1) to a field.
func (s *score) credit(name string, c float64, miss string) {
	f := s.fields[name]
	f[0] += c
	f[1]++
	if c < 1 {
		s.misses = append(s.misses, name+": "+miss)
	}
	s.fields[name] = f
}

// countCredit is how score.py rates a count: 1 - |want-got|/want, not
// below 0.
func countCredit(want, got int) float64 {
	d := want - got
	if d < 0 {
		d = -d
	}
	return max(0, 1-float64(d)/float64(max(want, 1)))
}

// match pairs truths with predictions greedily by similarity.
func match(nt, np int, sim func(i, j int) float64, threshold float64) (pairs [][2]int, lost, extra []int) {
	type cand struct {
		s    float64
		i, j int
	}
	var cs []cand
	for i := 0; i < nt; i++ {
		for j := 0; j < np; j++ {
			if s := sim(i, j); s >= threshold {
				cs = append(cs, cand{s, i, j})
			}
		}
	}
	sort.SliceStable(cs, func(a, b int) bool { return cs[a].s > cs[b].s })
	ti, pj := map[int]bool{}, map[int]bool{}
	for _, c := range cs {
		if ti[c.i] || pj[c.j] {
			continue
		}
		ti[c.i], pj[c.j] = true, true
		pairs = append(pairs, [2]int{c.i, c.j})
	}
	for i := 0; i < nt; i++ {
		if !ti[i] {
			lost = append(lost, i)
		}
	}
	for j := 0; j < np; j++ {
		if !pj[j] {
			extra = append(extra, j)
		}
	}
	return
}

func (s *score) add(t *truthCV, c *cv.CV) {
	src := t.Source
	tally := func(sec string, pairs [][2]int, lost, extra []int, label func(i int) string, plabel func(j int) string) {
		s.tp[sec] += len(pairs)
		s.fn[sec] += len(lost)
		s.fp[sec] += len(extra)
		for _, i := range lost {
			s.misses = append(s.misses, fmt.Sprintf("%s: missing %s %s", src, sec, label(i)))
		}
		for _, j := range extra {
			s.misses = append(s.misses, fmt.Sprintf("%s: extra %s %s", src, sec, plabel(j)))
		}
	}
	// publications
	pairs, lost, extra := match(len(t.Publications), len(c.Publications), func(i, j int) float64 {
		return jaccard(t.Publications[i].Title, c.Publications[j].Title)
	}, 0.5)
	tally("publications", pairs, lost, extra, func(i int) string { return t.Publications[i].Title }, func(j int) string { return c.Publications[j].Title })
	for _, pr := range pairs {
		tp, p := t.Publications[pr[0]], c.Publications[pr[1]]
		at := src + ": " + tp.Title
		if vs := strs(tp.Venue); !(len(vs) == 1 && vs[0] == "") {
			ok := false
			for _, v := range vs {
				ok = ok || norm(v) == norm(p.Venue)
			}
			s.field("publications.venue", ok, fmt.Sprintf("%s: want %v got %q", at, vs, p.Venue))
		}
		want := 0
		if tp.Year != nil {
			want = *tp.Year
		}
		s.field("publications.year", want == p.Year, fmt.Sprintf("%s: want %d got %d", at, want, p.Year))
		s.field("publications.type", tp.Type == string(p.Type), fmt.Sprintf("%s: want %s got %s", at, tp.Type, p.Type))
		if tp.Authors != nil {
			s.field("publications.authors", *tp.Authors == len(p.Authors), fmt.Sprintf("%s: want %d got %d %q", at, *tp.Authors, len(p.Authors), p.Authors))
		}
		if tp.Self != nil {
			s.field("publications.self_index", *tp.Self == p.SelfIndex, fmt.Sprintf("%s: want %d got %d", at, *tp.Self, p.SelfIndex))
		}
		if len(tp.Awards) > 0 {
			got := strings.Join(p.Awards, " ")
			ok := true
			for _, a := range tp.Awards {
				ok = ok && containment(a, got) >= 0.99
			}
			s.field("publications.awards", ok, fmt.Sprintf("%s: want %v got %v", at, tp.Awards, p.Awards))
		}
	}
	// awards
	pairs, lost, extra = match(len(t.Awards), len(c.Awards), func(i, j int) float64 {
		return containment(t.Awards[i].Name, c.Awards[j].Name)
	}, 0.6)
	tally("awards", pairs, lost, extra, func(i int) string { return t.Awards[i].Name }, func(j int) string { return c.Awards[j].Name })
	for _, pr := range pairs {
		ta, a := t.Awards[pr[0]], c.Awards[pr[1]]
		at := src + ": " + ta.Name
		ys := strs(ta.Year)
		ok := len(ys) == 0
		for _, y := range ys {
			ok = ok || y == strconv.Itoa(a.Year)
		}
		s.field("awards.year", ok, fmt.Sprintf("%s: want %v got %d", at, ys, a.Year))
		ok = false
		for _, k := range strs(ta.Category) {
			ok = ok || k == string(a.Category)
		}
		s.field("awards.category", ok, fmt.Sprintf("%s: want %v got %s", at, ta.Category, a.Category))
		s.field("awards.status", ta.Status == string(a.Status), fmt.Sprintf("%s: want %s got %s", at, ta.Status, a.Status))
	}
	// education
	pairs, lost, extra = match(len(t.Education), len(c.Education), func(i, j int) float64 {
		if t.Education[i].Level != string(c.Education[j].Level) {
			return 0
		}
		return 0.5 + 0.5*containment(t.Education[i].Institution, c.Education[j].Institution)
	}, 0.5)
	tally("education", pairs, lost, extra, func(i int) string { return t.Education[i].Level + "@" + t.Education[i].Institution },
		func(j int) string { return string(c.Education[j].Level) + "@" + c.Education[j].Institution })
	for _, pr := range pairs {
		te, e := t.Education[pr[0]], c.Education[pr[1]]
		at := src + ": " + te.Level
		s.field("education.institution", containment(te.Institution, e.Institution) >= 0.99, fmt.Sprintf("%s: want %q got %q", at, te.Institution, e.Institution))
		s.field("education.start", dateOK(te.Start, e.Start), fmt.Sprintf("%s: want %v got %v", at, te.Start, e.Start))
		s.field("education.end", dateOK(te.End, e.End), fmt.Sprintf("%s: want %v got %v", at, te.End, e.End))
		if te.Field != "" {
			got := e.Field
			if got == "" {
				got = e.Degree // as score.py reads it
			}
			s.field("education.field", containment(te.Field, got) >= 0.99, fmt.Sprintf("%s: want %q got %q", at, te.Field, e.Field))
		}
	}
	// positions
	pairs, lost, extra = match(len(t.Positions), len(c.Positions), func(i, j int) float64 {
		tp, p := t.Positions[i], c.Positions[j]
		v := 0.45*containment(tp.Organization, p.Organization) + 0.35*jaccard(tp.Title, p.Title)
		if ts := strs(tp.Start); len(ts) > 0 {
			if d, err := cv.ParseDate(ts[0]); err == nil && d.Year != 0 && d.Year == p.Start.Year {
				v += 0.2
			}
		}
		return v
	}, 0.45)
	tally("positions", pairs, lost, extra, func(i int) string { return t.Positions[i].Title + "@" + t.Positions[i].Organization },
		func(j int) string { return c.Positions[j].Title + "@" + c.Positions[j].Organization })
	for _, pr := range pairs {
		tp, p := t.Positions[pr[0]], c.Positions[pr[1]]
		at := src + ": " + tp.Title
		s.field("positions.title", jaccard(tp.Title, p.Title) >= 0.99, fmt.Sprintf("%s: got %q", at, p.Title))
		s.field("positions.organization", containment(tp.Organization, p.Organization) >= 0.6, fmt.Sprintf("%s: want %q got %q", at, tp.Organization, p.Organization))
		s.field("positions.start", dateOK(tp.Start, p.Start), fmt.Sprintf("%s: want %v got %v", at, tp.Start, p.Start))
		s.field("positions.end", dateOK(tp.End, p.End), fmt.Sprintf("%s: want %v got %v", at, tp.End, p.End))
		if ks := strs(tp.Kind); len(ks) > 0 {
			ok := false
			for _, k := range ks {
				ok = ok || k == string(p.Kind)
			}
			s.field("positions.kind", ok, fmt.Sprintf("%s: want %v got %s", at, ks, p.Kind))
		}
	}
	s.field("name", norm(t.Name) == norm(c.Name), fmt.Sprintf("%s: want %q got %q", src, t.Name, c.Name))
	for _, e := range t.Emails {
		ok := false
		for _, g := range c.Contact.Emails {
			ok = ok || strings.EqualFold(e, g)
		}
		s.field("emails", ok, src+": "+e)
	}
	s.credit("talks", countCredit(t.Talks, len(c.Talks)), fmt.Sprintf("%s: want %d got %d", src, t.Talks, len(c.Talks)))
	s.credit("service", countCredit(t.Service, len(c.Service)), fmt.Sprintf("%s: want %d got %d", src, t.Service, len(c.Service)))
	s.credit("teaching", countCredit(t.Teaching, len(c.Teaching)), fmt.Sprintf("%s: want %d got %d", src, t.Teaching, len(c.Teaching)))
}

// figures returns every section F1 and field accuracy, sorted by name.
func (s *score) figures() map[string]float64 {
	out := map[string]float64{}
	for _, sec := range []string{"publications", "awards", "education", "positions"} {
		tp, fp, fn := float64(s.tp[sec]), float64(s.fp[sec]), float64(s.fn[sec])
		f := 1.0
		if tp+fp+fn > 0 {
			f = 2 * tp / (2*tp + fp + fn)
		}
		out[sec+" F1"] = f
	}
	for k, v := range s.fields {
		out[k] = v[0] / v[1]
	}
	return out
}

// scoreDir parses every CV that has a truth file in truthDir.
func scoreDir(t *testing.T, cvDir, truthDir string) *score {
	t.Helper()
	return scoreTruth(t, truthDir, func(tr truthCV) string { return filepath.Join(cvDir, tr.Source) })
}

// scoreTruth scores the CVs of the truth files in truthDir; pathFor names
// the file to read for a truth file, or "" to leave it out.
func scoreTruth(t *testing.T, truthDir string, pathFor func(truthCV) string) *score {
	t.Helper()
	tfs, err := filepath.Glob(filepath.Join(truthDir, "*.json"))
	if err != nil || len(tfs) == 0 {
		t.Fatalf("no truth files in %s", truthDir)
	}
	s := newScore()
	for _, tf := range tfs {
		b, err := os.ReadFile(tf)
		if err != nil {
			t.Fatal(err)
		}
		var tr truthCV
		if err := json.Unmarshal(b, &tr); err != nil {
			t.Fatalf("%s: %v", tf, err)
		}
		path := pathFor(tr)
		if path == "" {
			continue
		}
		text, err := ReadFile(path, 0)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		c, err := Parse(path, []byte(text), Options{})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		s.add(&tr, c)
	}
	return s
}

func checkScore(t *testing.T, s *score, floor float64) {
	t.Helper()
	figs := s.figures()
	keys := make([]string, 0, len(figs))
	for k := range figs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%-26s %.3f", k, figs[k])
	}
	bad := false
	for _, k := range keys {
		if figs[k] < floor {
			t.Errorf("%s = %.3f, below %.2f", k, figs[k], floor)
			bad = true
		}
	}
	if bad || testing.Verbose() {
		for _, m := range s.misses {
			t.Log("  " + m)
		}
	}
}

// TestSeedTruth reads the real CVs in ../shared/seeds (not part of this
// repository) and compares them with the hand-made truth beside them.
func TestSeedTruth(t *testing.T) {
	seeds := filepath.Join("..", "..", "..", "shared", "seeds")
	truth := filepath.Join("..", "..", "..", "shared", "eval", "truth")
	if _, err := os.Stat(truth); err != nil {
		t.Skipf("no seed truth at %s: skipping (it lives beside the repository, not in it)", truth)
	}
	checkScore(t, scoreDir(t, seeds, truth), 0.95)
}

// TestTestdataTruth scores the fictional CVs in testdata against the truth
// written for them by hand. The floor is a ratchet: raise it as reading
// improves, never lower it.
func TestTestdataTruth(t *testing.T) {
	checkScore(t, scoreDir(t, filepath.Join("..", "..", "testdata", "cvs"), filepath.Join("..", "..", "testdata", "truth")), testdataFloor)
}

const testdataFloor = 0.98

// TestHoldoutTruth scores the CVs in testdata/holdout: layouts written
// after the parser, by someone who had not read it, to measure how it
// reads CVs it was not built on. Its first score was 0.827 overall (0.974
// after general fixes); the
// floor is a ratchet on the worst figure.
func TestHoldoutTruth(t *testing.T) {
	checkScore(t, scoreDir(t, filepath.Join("..", "..", "testdata", "holdout"), filepath.Join("..", "..", "testdata", "holdout", "truth")), holdoutFloor)
}

const holdoutFloor = 0.84

// TestCorpusTruth scores the real CVs of ../shared/corpus (not part of
// this repository) in their text forms (Markdown pages, and the text
// pdftotext makes of PDF CVs) against their hand-made truth. HTML, PDF
// and DOCX files are read directly by a later stage and are left out
// here. corpusFloor is a ratchet on the worst figure (re-based on the
// 38-CV corpus: publications.venue 0.669 on its 30 text files; raised to
// 0.79 when issue 22's passes brought it to 0.794, and to 0.89 when its
// later passes brought the worst figure, publications.paper_awards, to
// 0.893): raise it as reading improves, never lower it.
func TestCorpusTruth(t *testing.T) {
	corpus := filepath.Join("..", "..", "..", "shared", "corpus")
	truth := filepath.Join(corpus, "truth")
	if _, err := os.Stat(truth); err != nil {
		t.Skipf("no corpus truth at %s: skipping (it lives beside the repository, not in it)", truth)
	}
	s := scoreTruth(t, truth, func(tr truthCV) string {
		stem := strings.TrimSuffix(tr.Source, filepath.Ext(tr.Source))
		for _, p := range []string{filepath.Join(corpus, "web", stem+".md"), filepath.Join(corpus, "pdf", stem+".txt")} {
			if _, err := os.Stat(p); err == nil {
				return p
			}
		}
		return ""
	})
	checkScore(t, s, corpusFloor)
}

const corpusFloor = 0.89
