package text

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics/analyticstest"
	"github.com/vitae-cv/vitae/reports"
)

// The text report holds the candidates × top venues matrix: venues by
// papers, then total, other and counted, a row per candidate.
func TestMatrixText(t *testing.T) {
	var b bytes.Buffer
	if err := Write(&b, analyticstest.Matrix(), reports.Options{}); err != nil {
		t.Fatal(err)
	}
	_, sec, ok := strings.Cut(b.String(), "Candidates × top venues")
	if !ok {
		t.Fatalf("no matrix in the text report:\n%s", b.String())
	}
	sec, _, _ = strings.Cut(sec, "\n\n")
	lines := strings.Split(sec, "\n")
	if len(lines) < 6 {
		t.Fatalf("matrix:\n%s", sec)
	}
	if got, want := strings.Fields(lines[2]), []string{"Candidate", "NeurIPS", "OSDI", "ICML", "SOSP", "Total", "Other", "Counted"}; !slices.Equal(got, want) {
		t.Errorf("header %q, want %q", got, want)
	}
	for _, want := range [][]string{
		{"Iris", "Vantor", "0", "2", "0", "1", "3", "1", "4"},
		{"Milo", "Brandt", "3", "0", "1", "0", "4", "0", "4"},
		{"Tessa", "Orwin", "1", "1", "0", "0", "2", "1", "3"},
	} {
		if !slices.ContainsFunc(lines, func(l string) bool { return slices.Equal(strings.Fields(l), want) }) {
			t.Errorf("no row %q in:\n%s", want, sec)
		}
	}
}
