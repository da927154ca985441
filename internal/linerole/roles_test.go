package linerole

import (
	"math"
	"testing"
)

// TestLabelGivesPathAndProbabilities: each line's probabilities sum to
// one, the blank line is surely blank, and the path's role is the one
// Predict names.
func TestLabelGivesPathAndProbabilities(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	got := m.Label(fictional, "pdf")
	want := m.Predict(fictional, "pdf")
	if len(got) != len(fictional) {
		t.Fatalf("%d roles for %d lines", len(got), len(fictional))
	}
	for i, r := range got {
		sum := 0.0
		for _, p := range r.P {
			if p < 0 || p > 1+1e-9 || math.IsNaN(p) {
				t.Errorf("line %d: probability %v", i+1, p)
			}
			sum += p
		}
		if math.Abs(sum-1) > 1e-6 {
			t.Errorf("line %d: probabilities sum to %v", i+1, sum)
		}
		if r.Name != want[i] {
			t.Errorf("line %d: Label says %q, Predict %q", i+1, r.Name, want[i])
		}
	}
	if p := got[2].Prob("blank"); p < 0.999 {
		t.Errorf("the blank line is blank with probability %v", p)
	}
	if p := got[3].Prob("heading"); p < 0.5 {
		t.Errorf("the styled heading is a heading with probability %v", p)
	}
	if got[0].Prob("no-such-role") != 0 {
		t.Error("an unknown role has a probability")
	}
	if len(m.Label(nil, "md")) != 0 {
		t.Error("no lines gave roles")
	}
}

// TestMarginalsOfAChain: two labels, uniform scores, a chain that
// forbids staying: the probabilities follow the transitions.
func TestMarginalsOfAChain(t *testing.T) {
	no := math.Log(1e-12)
	start := []float64{0, no}
	trans := [][]float64{{no, 0}, {0, no}}
	sc := [][]float64{{0, 0}, {0, 0}, {0, 0}}
	got := marginals(sc, start, trans)
	for i, want := range []int{0, 1, 0} {
		if got[i][want] < 0.999 {
			t.Errorf("position %d: %v, want label %d", i, got[i], want)
		}
	}
}

// TestReaderAgreesWithLabel: a file no longer than the window reads the
// same line by line as whole; a longer one gives a role for every line
// and none past its end.
func TestReaderAgreesWithLabel(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	whole := m.Label(fictional, "pdf")
	rd := m.Reader(fictional, "pdf")
	for i := len(fictional) - 1; i >= 0; i-- { // backwards: features made out of order
		got, ok := rd.RoleAt(i)
		if !ok || got.Name != whole[i].Name {
			t.Fatalf("line %d: %v %q, Label %q", i+1, ok, got.Name, whole[i].Name)
		}
		for r := range got.P {
			if math.Abs(got.P[r]-whole[i].P[r]) > 1e-12 {
				t.Errorf("line %d: P[%s] %v, Label %v", i+1, Roles[r], got.P[r], whole[i].P[r])
			}
		}
	}
	var long []Line
	for range 5 {
		long = append(long, fictional...)
	}
	rd = m.Reader(long, "txt")
	all := m.Label(long, "txt")
	same := 0
	for i := range long {
		got, ok := rd.RoleAt(i)
		if !ok {
			t.Fatalf("line %d: no role", i+1)
		}
		if got.Name == all[i].Name {
			same++
		}
	}
	if same < len(long)*9/10 {
		t.Errorf("windowed roles agree with the whole file's on %d of %d lines", same, len(long))
	}
	if _, ok := rd.RoleAt(len(long)); ok {
		t.Error("a role past the end")
	}
}
