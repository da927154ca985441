package seqmodel

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestViterbiFollowsTransitions(t *testing.T) {
	// two labels; position scores favour 0,1,0 but 1 after 0 is heavily
	// penalised, so the best path stays 0,0,0
	sc := [][]float64{{1, 0}, {0, 1}, {1, 0}}
	start := []float64{0, 0}
	free := [][]float64{{0, 0}, {0, 0}}
	if got := Viterbi(sc, start, free); !slices.Equal(got, []int{0, 1, 0}) {
		t.Errorf("free transitions: %v", got)
	}
	barred := [][]float64{{0, -5}, {0, 0}}
	if got := Viterbi(sc, start, barred); !slices.Equal(got, []int{0, 0, 0}) {
		t.Errorf("barred 0→1: %v", got)
	}
	if got := Viterbi(nil, start, free); len(got) != 0 {
		t.Errorf("no positions: %v", got)
	}
}

// toy is two sequences over two labels: feature 0 marks label 0,
// feature 1 label 1, and label 1 always follows label 0.
var toy = []Example{
	{Feats: [][]int32{{0}, {1}, {0}, {1}}, Gold: []int{0, 1, 0, 1}},
	{Feats: [][]int32{{0}, {1}}, Gold: []int{0, 1}},
}

func TestTrainChainLearnsTheFeaturesAndTransitions(t *testing.T) {
	c := TrainChain([]string{"a", "b", "never"}, toy, 2, 50, 1e-4)
	if !slices.Equal(c.Features, []string{"a", "b"}) {
		t.Fatalf("features %v: the unused one should be left out", c.Features)
	}
	if c.Weights[0][0] <= c.Weights[0][1] || c.Weights[1][1] <= c.Weights[1][0] {
		t.Errorf("weights %v", c.Weights)
	}
	if c.Start[0] <= c.Start[1] || c.Trans[0][1] <= c.Trans[0][0] {
		t.Errorf("start %v trans %v", c.Start, c.Trans)
	}
	sc := [][]float64{c.Sum([]string{"a"}, 2), c.Sum([]string{"b", "unknown"}, 2)}
	if got := c.Decode(sc); !slices.Equal(got, []int{0, 1}) {
		t.Errorf("decode %v", got)
	}
}

func TestTransitionsAreSmoothedLogProbabilities(t *testing.T) {
	start, trans := Transitions(toy, 2)
	// first labels: 0 twice, 1 never; plus one half each: 2.5/3, 0.5/3
	if start[0] != Round4(math.Log(2.5/3)) || start[1] != Round4(math.Log(0.5/3)) {
		t.Errorf("start %v", start)
	}
	// after 0: 1 three times, 0 never
	if trans[0][1] != Round4(math.Log(3.5/4)) || trans[1][0] != Round4(math.Log(1.5/2)) {
		t.Errorf("trans %v", trans)
	}
}

type toyModel struct {
	Version int      `json:"version"`
	Labels  []string `json:"labels"`
	Chain
}

func TestMarshalIsOneFeatureALineAndReadsBack(t *testing.T) {
	m := toyModel{Version: 1, Labels: []string{"x", "y"}, Chain: TrainChain([]string{"a", "b"}, toy, 2, 20, 1e-4)}
	head := m
	head.Chain = m.Head()
	b, err := Marshal(head, &m.Chain)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b, []byte(`{"version":1,"labels":["x","y"],"start":`)) ||
		!bytes.Contains(b, []byte("\"features\": [\n \"a\",\n \"b\"\n],")) {
		t.Errorf("layout:\n%s", b)
	}
	b2, _ := Marshal(head, &m.Chain)
	if !bytes.Equal(b, b2) {
		t.Error("two writes differ")
	}
	var back toyModel
	check := func() error { return back.Check("toy", "labels", 2) }
	if err := Unmarshal(b, 1<<20, "toy", &back, check); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Sum([]string{"b"}, 2), m.Sum([]string{"b"}, 2)) {
		t.Error("weights did not read back")
	}
	if err := Unmarshal(b, 10, "toy", &back, check); err == nil || !strings.HasPrefix(err.Error(), "toy: model over") {
		t.Errorf("size bound: %v", err)
	}
	if err := Unmarshal([]byte(`{"other":1}`), 100, "toy", &back, check); err == nil {
		t.Error("unknown field accepted")
	}
}

func TestCheckRefusesMisshapenChains(t *testing.T) {
	good := Chain{Start: []float64{0, 0}, Trans: [][]float64{{0, 0}, {0, 0}},
		Features: []string{"a", "b"}, Weights: [][]float64{{1, 0}, {0, 1}}}
	if err := good.Check("toy", "labels", 2); err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]Chain{
		"start":    {Start: []float64{0}, Trans: good.Trans},
		"trans":    {Start: good.Start, Trans: [][]float64{{0, 0}, {0}}},
		"rows":     {Start: good.Start, Trans: good.Trans, Features: []string{"a"}},
		"unsorted": {Start: good.Start, Trans: good.Trans, Features: []string{"b", "a"}, Weights: good.Weights},
		"width":    {Start: good.Start, Trans: good.Trans, Features: []string{"a"}, Weights: [][]float64{{1}}},
	} {
		if err := c.Check("toy", "labels", 2); err == nil || !strings.HasPrefix(err.Error(), "toy: ") {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestFoldsKeepAGroupTogetherAndFollowTheSeed(t *testing.T) {
	groups := []string{"g1", "g2", "g1", "g3", "g4", "g2"}
	f := Folds(groups, 2, 1, 7)
	if len(f) != 4 {
		t.Fatalf("folds %v", f)
	}
	if !slices.Equal(groups, []string{"g1", "g2", "g1", "g3", "g4", "g2"}) {
		t.Error("Folds reordered its argument")
	}
	if g := Folds(groups, 2, 1, 7); fmt.Sprint(g) != fmt.Sprint(f) {
		t.Error("same seed, other folds")
	}
}

func TestRound4AndRatio(t *testing.T) {
	if Round4(0.123456) != 0.1235 || math.Signbit(Round4(-0.00001)) {
		t.Error("Round4")
	}
	if Ratio(1, 4) != 0.25 || Ratio(3, 0) != 0 {
		t.Error("Ratio")
	}
}

func TestMonthsReadsItsList(t *testing.T) {
	if !Months["sept"] || !Months["december"] || Months["#"] || len(Months) != 24 {
		t.Errorf("months: %d", len(Months))
	}
}

func TestCurrentTellsAStaleFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "model.json")
	if err := os.WriteFile(path, []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	same := func() ([]byte, error) { return []byte("{}\n"), nil }
	other := func() ([]byte, error) { return []byte("{ }\n"), nil }
	if err := Current(path, same); err != nil {
		t.Error(err)
	}
	if err := Current(path, other); err == nil || !strings.Contains(err.Error(), "stale") {
		t.Errorf("other bytes: %v", err)
	}
	if err := Current(path+".none", same); err == nil {
		t.Error("missing file: no error")
	}
}
