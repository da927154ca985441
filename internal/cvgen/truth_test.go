package cvgen

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// scorer is ../shared/eval/score.py seen from this package, or $VITAE_SCORE.
func scorer(t *testing.T) string {
	t.Helper()
	path := os.Getenv("VITAE_SCORE")
	if path == "" {
		path = filepath.Join("..", "..", "..", "shared", "eval", "score.py")
	}
	if _, err := os.Stat(path); err != nil {
		t.Skipf("no scorer: %v", err)
	}
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("no python3")
	}
	return path
}

// The records themselves, written as vitae parse writes records, score
// 1.000 against the truth made from them: the truth says what the scorer
// reads, field by field.
func TestRecordsScorePerfect(t *testing.T) {
	score := scorer(t)
	dir := t.TempDir()
	recs := Cohort(7, 40)
	var cvs []*cv.CV
	for _, r := range recs {
		writeTruth(t, dir, r)
		cvs = append(cvs, &r.CV)
	}
	var parsed bytes.Buffer
	if err := cv.WriteJSON(&parsed, cvs); err != nil {
		t.Fatal(err)
	}
	out := runScorer(t, score, dir, parsed.Bytes())
	if !strings.Contains(out, "overall 1.000  worst") || strings.Contains(out, "no record for") {
		t.Fatalf("records do not score 1.000 against their truth:\n%s", out)
	}
}

// The scorer is not fooled: a record with one publication's year changed
// scores below 1.
func TestScorerSeesAChange(t *testing.T) {
	score := scorer(t)
	dir := t.TempDir()
	r := Generate(7, 0)
	writeTruth(t, dir, r)
	r.CV.Publications[0].Year++
	var parsed bytes.Buffer
	if err := cv.WriteJSON(&parsed, []*cv.CV{&r.CV}); err != nil {
		t.Fatal(err)
	}
	if out := runScorer(t, score, dir, parsed.Bytes()); strings.Contains(out, "overall 1.000") {
		t.Fatalf("a changed year still scores 1.000:\n%s", out)
	}
}

func writeTruth(t *testing.T, dir string, r *Record) {
	t.Helper()
	b, err := MarshalTruth(TruthOf(r))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, r.ID+".json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func runScorer(t *testing.T, score, truth string, parsed []byte) string {
	t.Helper()
	cmd := exec.Command("python3", score, "--truth", truth, "-v", "-")
	cmd.Stdin = bytes.NewReader(parsed)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("score.py: %v\n%s", err, out)
	}
	return string(out)
}
