package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// evalcv runs the command and returns its exit code and outputs.
func evalcv(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errs strings.Builder
	code := run(args, &out, &errs)
	return code, out.String(), errs.String()
}

// small is a quick synthetic run (invented CVs only), with no shared
// folder so that the seeds and the corpus are not measured.
func small(extra ...string) []string {
	return append([]string{"-shared", "/nonexistent-shared", "-sets", "seeds,synthetic",
		"-templates", "md-headed,html-table", "-n", "4", "-k", "3", "-j", "2"}, extra...)
}

func TestTextAndJSON(t *testing.T) {
	code, out, errs := evalcv(t, small("-misses", "synthetic/md-headed")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"synthetic/md-headed", "synthetic/html-table", "synthetic, mean of 2",
		"not measured: seeds: no seed CVs in /nonexistent-shared/seeds",
		"synthetic, k-fold: every figure equals in-sample",
		"synthetic, loto: every figure equals in-sample",
		"publications.self_index",
		"== synthetic/md-headed, in-sample", "\nmisses:\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}

	code, out, errs = evalcv(t, small("-json")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got jsonOut
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Sets) != 2 || got.Learner != "parser" || got.K != 3 || got.N != 4 {
		t.Fatalf("JSON: %d sets, learner %q, k %d, n %d", len(got.Sets), got.Learner, got.K, got.N)
	}
	for _, s := range got.Sets {
		in, kf, loto := s.Measures["in-sample"], s.Measures["k-fold"], s.Measures["loto"]
		if in == nil || kf == nil || loto == nil || s.Files != 4 {
			t.Fatalf("%s: measures %v, files %d", s.Name, s.Measures, s.Files)
		}
		if in.Overall <= 0 || in.Overall > 1 || in.Overall != kf.Overall || in.Overall != loto.Overall {
			t.Errorf("%s: in-sample %v, k-fold %v, loto %v", s.Name, in.Overall, kf.Overall, loto.Overall)
		}
		if len(in.Figures) < 20 || len(in.PerFile) != 4 {
			t.Errorf("%s: %d figures, %d files", s.Name, len(in.Figures), len(in.PerFile))
		}
	}
}

func writeFloor(t *testing.T, text string) string {
	t.Helper()
	f := filepath.Join(t.TempDir(), "floor")
	if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return f
}

func TestFloors(t *testing.T) {
	code, out, _ := evalcv(t, small("-json")...)
	if code != 0 {
		t.Fatal("the run failed")
	}
	var got jsonOut
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	overall := got.Sets[0].Measures["in-sample"].Overall
	name := got.Sets[0].Name

	pass := writeFloor(t, fmt.Sprintf("# a floor file\n%s in-sample %.4f\nsynthetic/* k-fold 0 worst\ncorpus/text in-sample 0.9\n", name, overall-0.0001))
	code, out, errs := evalcv(t, small("-floor", pass)...)
	if code != 0 || !strings.Contains(out, "3 figure(s) checked, 0 below") || !strings.Contains(out, "corpus/text not measured") {
		t.Errorf("floors just under the figures: exit %d\n%s%s", code, out, errs)
	}

	fail := writeFloor(t, fmt.Sprintf("%s loto %.4f overall\n", name, overall+0.0001))
	code, out, errs = evalcv(t, small("-floor", fail)...)
	if code != 1 || !strings.Contains(out, "BELOW "+name+" loto overall") || !strings.Contains(errs, "1 figure(s) below their floor") {
		t.Errorf("a floor over the figure: exit %d\n%s%s", code, out, errs)
	}

	for text, msg := range map[string]string{
		"synthetic/nope in-sample 0.5\n":             `:1: no set "synthetic/nope"`,
		"\nsynthetic/* in-sampel 0.5\n":              `:2: measure "in-sampel"`,
		"synthetic/* in-sample 1.5\n":                `:1: min "1.5"`,
		"synthetic/* in-sample\n":                    `:1: want SET MEASURE MIN`,
		"synthetic/* in-sample 0.5 no such figure\n": `has no figure "no such figure"`,
	} {
		code, _, errs := evalcv(t, small("-floor", writeFloor(t, text))...)
		if code != 1 || !strings.Contains(errs, msg) {
			t.Errorf("floor %q: exit %d, %q; want %q", text, code, errs, msg)
		}
	}
}

func TestFlags(t *testing.T) {
	for _, args := range [][]string{{"-sets", "seeds,bogus"}, {"-formats", "rtf"}, {"-n", "0"}, {"-k", "0"}, {"-j", "0"}, {"extra"}} {
		if code, _, errs := evalcv(t, args...); code != 2 || errs == "" {
			t.Errorf("%v: exit %d, %q", args, code, errs)
		}
	}
	c, err := parseFlags([]string{"-ci"}, &strings.Builder{})
	if err != nil {
		t.Fatal(err)
	}
	if c.sets != "corpus,real,synthetic" || c.templates != ciTemplates || c.n != 10 {
		t.Errorf("-ci: sets %q, templates %q, n %d", c.sets, c.templates, c.n)
	}
	c, _ = parseFlags([]string{"-ci", "-n", "3"}, &strings.Builder{})
	if c.n != 3 {
		t.Errorf("-ci -n 3 gave n %d", c.n)
	}
	if code, _, errs := evalcv(t, "-shared", "/nonexistent-shared", "-sets", "seeds,corpus"); code != 1 || !strings.Contains(errs, "no set to measure") {
		t.Errorf("nothing to measure: exit %d, %q", code, errs)
	}
}

// TestRecordsMode: -records scores a record file as score.py does
// (invented CVs).
func TestRecordsMode(t *testing.T) {
	dir := t.TempDir()
	truth := filepath.Join(dir, "truth")
	os.Mkdir(truth, 0o755)
	for name, js := range map[string]string{
		"01_a.json": `{"source": "01_a.md", "name": "Jo Doe", "emails": ["jo@example.org"], "publications": [{"title": "Folding paper towers quickly", "venue": ["ISCA"], "year": 2020, "type": "conference"}], "awards": [], "education": [], "positions": []}`,
		"02_b.json": `{"source": "02_b.md", "name": "Al Roe", "emails": [], "publications": [], "awards": [], "education": [], "positions": []}`,
	} {
		if err := os.WriteFile(filepath.Join(truth, name), []byte(js), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	recs := `{"source": "x/01_a.pdf", "name": "Jo Doe", "contact": {"emails": []}, "publications": [{"title": "Folding paper towers quickly", "venue": "ISCA", "year": 2020, "type": "journal"}]}`
	var out, errs strings.Builder
	code := runWith([]string{"-records", "-", "-truth", truth, "-v", "-per-file"}, strings.NewReader(recs), &out, &errs)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	for _, want := range []string{
		"publications    1.000  1.000  1.000   venue=1/1  year=1/1  type=0/1\n",
		"no record for: 02_b\n",
		"  01_a: publication 'Folding paper towers quickly': type want conference got 'journal'\n",
		"  02_b: name want 'Al Roe' got None\n",
		"worst publications.type=0.000\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	code = runWith([]string{"-records", "-", "-truth", truth, "-min", "0"}, strings.NewReader(recs), &out, &errs)
	if code != 1 {
		t.Errorf("-min 0 with a truth file unparsed: exit %d, want 1 as score.py", code)
	}
	code = runWith([]string{"-records", "-", "-truth", truth, "-min", "0", "-only-parsed"}, strings.NewReader(recs), &out, &errs)
	if code != 1 {
		t.Errorf("-min 0 -only-parsed: exit %d, want 1 (score.py fails on any file with no record)", code)
	}
	errs.Reset()
	code = runWith([]string{"-records", "-", "-truth", filepath.Join(dir, "none")}, strings.NewReader(recs), &out, &errs)
	if code != 1 || !strings.Contains(errs.String(), "none") {
		t.Errorf("no truth folder: exit %d, %q", code, errs.String())
	}
	if code, _, _ := evalcv(t, "-records", "x.json"); code != 2 {
		t.Errorf("-records without -truth: exit %d", code)
	}
}

// TestLearnerFlag: with the venue-memorising learner, the folds hold out
// what it memorised: in-sample is above k-fold and loto on the set it
// helps, and the tables show the k-fold figures.
func TestLearnerFlag(t *testing.T) {
	code, out, errs := evalcv(t, small("-learner", "venue-memo", "-json")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got jsonOut
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	gained := false
	for _, s := range got.Sets {
		in, kf, loto := s.Measures["in-sample"].Overall, s.Measures["k-fold"].Overall, s.Measures["loto"].Overall
		if in > kf && in > loto {
			gained = true
		}
	}
	if got.Learner != "venue-memo" || !gained {
		t.Errorf("learner %q: no set scores higher in-sample than held out", got.Learner)
	}
	_, out, _ = evalcv(t, small("-learner", "venue-memo")...)
	if !strings.Contains(out, "synthetic, k-fold, figure by set:") {
		t.Errorf("no k-fold table:\n%s", out)
	}
	if code, _, _ := evalcv(t, "-learner", "oracle"); code != 2 {
		t.Errorf("-learner oracle: exit %d", code)
	}
	if code, _, _ := evalcv(t, "-h"); code != 0 {
		t.Errorf("-h: exit %d", code)
	}
}
