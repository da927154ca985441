package eval

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/cvgen"
)

// shared is the shared evaluation beside the repository.
const shared = "../../../shared"

// needScorer skips when python3 or ../shared/eval/score.py is absent.
func needScorer(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("no python3 on PATH")
	}
	score := filepath.Join(shared, "eval", "score.py")
	if _, err := os.Stat(score); err != nil {
		t.Skipf("no %s", score)
	}
	return score
}

// corpusSet is one form of the corpus, as .ci/run scores it.
func corpusSet(t *testing.T, name string, patterns ...string) *Set {
	t.Helper()
	var files []string
	for _, p := range patterns {
		m, _ := filepath.Glob(filepath.Join(shared, "corpus", p))
		files = append(files, m...)
	}
	if len(files) == 0 {
		t.Skipf("no files for %s", name)
	}
	s, err := NewSet("corpus/"+name, "corpus", name, name, files, filepath.Join(shared, "corpus", "truth"))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// syntheticSets writes n records through tmpls into a temporary folder.
func syntheticSets(t *testing.T, seed uint64, n int, names string) []*Set {
	t.Helper()
	tmpls, err := cvgen.Select(names)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := cvgen.WriteCohort(dir, seed, n, tmpls); err != nil {
		t.Fatal(err)
	}
	var sets []*Set
	for _, tm := range tmpls {
		files, _ := filepath.Glob(filepath.Join(dir, tm.Name, "*"+tm.Ext))
		s, err := NewSet("synthetic/"+tm.Name, "synthetic", tm.Name, tm.Format, files, filepath.Join(dir, "truth"))
		if err != nil {
			t.Fatal(err)
		}
		sets = append(sets, s)
	}
	return sets
}

// pythonScore runs score.py on the records of s, with a truth folder
// holding only the set's truth files (as .ci/run does).
func pythonScore(t *testing.T, score string, s *Set, records []byte, args ...string) string {
	t.Helper()
	dir := t.TempDir()
	truth := filepath.Join(dir, "truth")
	if err := os.Mkdir(truth, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tr := range s.Truths {
		src, _ := filepath.Abs(tr.Path)
		if err := os.Symlink(src, filepath.Join(truth, tr.File)); err != nil {
			t.Fatal(err)
		}
	}
	parsed := filepath.Join(dir, "parsed.json")
	if err := os.WriteFile(parsed, records, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("python3", append([]string{score, "--truth", truth, parsed}, args...)...)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("score.py on %s: %v", s.Name, err)
	}
	return string(out)
}

// TestAgreesWithScorePy scores sets of real and synthetic CVs with score.py
// and with the port: the whole printed output (-v --per-file), every
// figure and miss included, must be the same.
func TestAgreesWithScorePy(t *testing.T) {
	score := needScorer(t)
	if _, err := os.Stat(filepath.Join(shared, "corpus", "truth")); err != nil {
		t.Skip("no ../shared/corpus")
	}
	sets := []*Set{}
	seeds, _ := filepath.Glob(filepath.Join(shared, "seeds", "*.txt"))
	s, err := NewSet("seeds", "seeds", "seeds", "text", seeds, filepath.Join(shared, "eval", "truth"))
	if err != nil {
		t.Fatal(err)
	}
	sets = append(sets, s,
		corpusSet(t, "text", "web/*.md", "pdf/*.txt"),
		corpusSet(t, "html", "*/*.html"),
		corpusSet(t, "docx", "*/*.docx"))
	if !testing.Short() {
		sets = append(sets, corpusSet(t, "pdf", "*/*.pdf"))
	}
	sets = append(sets, syntheticSets(t, 1, 8, "md-headed,html-table,txt-right,docx-table")...)
	exs, err := Parse(sets, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sets {
		t.Run(s.Name, func(t *testing.T) {
			var cvs []*cv.CV
			for _, ex := range exs {
				if ex.Set == s && ex.CV != nil {
					cvs = append(cvs, ex.CV)
				}
			}
			var buf bytes.Buffer
			if err := cv.WriteJSON(&buf, cvs); err != nil {
				t.Fatal(err)
			}
			want := pythonScore(t, score, s, buf.Bytes(), "-v", "--per-file")
			recs, err := DecodeRecords(buf.Bytes())
			if err != nil {
				t.Fatal(err)
			}
			rep := Score(s.Truths, Keyed(recs), Options{Verbose: true})
			var got strings.Builder
			if err := rep.WriteText(&got, true); err != nil {
				t.Fatal(err)
			}
			if got.String() != want {
				t.Errorf("port and score.py differ on %s:\n%s", s.Name, lineDiff(want, got.String()))
			}
			in, err := InSample(exs, Parser{})
			if err != nil {
				t.Fatal(err)
			}
			rep2, err := ScoreSet(s, exs, in.Get, Options{Verbose: true})
			if err != nil {
				t.Fatal(err)
			}
			if rep2.Overall != rep.Overall || len(rep2.Summary) != len(rep.Summary) {
				t.Errorf("%s: scoring the records in-process gives %.6f, from their JSON %.6f", s.Name, rep2.Overall, rep.Overall)
			}
			t.Logf("%s: %d files, overall %.3f", s.Name, len(s.Files), rep.Overall)
		})
	}
}

// lineDiff lists the first lines that differ.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	n := 0
	for i := 0; i < max(len(w), len(g)) && n < 12; i++ {
		var a, c string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			c = g[i]
		}
		if a != c {
			b.WriteString("score.py: " + a + "\nport:     " + c + "\n")
			n++
		}
	}
	return b.String()
}
