package parse

import (
	"testing"
)

// TestFindDegreeMatchesRegexp holds findDegree equal to reDegree on
// crafted text and on every line (and tails of lines) of the sample CVs
// and, when present, the corpus text.
func TestFindDegreeMatchesRegexp(t *testing.T) {
	for _, f := range degreeOrder {
		if !isASCII(f) {
			t.Fatalf("degree form %q is not ASCII: findDegree compares bytes", f)
		}
	}
	texts := []string{
		"Ph.D. in Computer Science", "PhD, 2020", "Ph. D. Physics", "ph.d", "xphd", "BS/MS in EE",
		"M.S.E. 2019", "MSc.", "Master’s", "master's degree", "B.\u017fc.", "M.\u017f.", "\u212aTH", "M.Sc Biology",
		"Dr. rer. nat.", "dr.rer.", "Habilitation", "  MBA", "éMBA", "MBAé", "(PhD)", "D.Phil", "", "b", "\xffPhD\xff",
		"Bachelor of Science", "the B.A. and M.A.", "Ph.\td.", "Ph.\nD.",
	}
	texts = withCVLines(t, texts)
	n := 0
	for _, s := range texts {
		for _, i := range []int{0, len(s) / 3, len(s) * 2 / 3} { // tails too: a degree is often sought in a part
			sub := s[i:]
			m := reDegree.FindStringSubmatchIndex(sub)
			start, end, ok := findDegree(sub)
			if ok != (m != nil) || ok && (start != m[2] || end != m[3]) {
				t.Fatalf("findDegree(%q) = %d, %d, %v; reDegree gives %v", sub, start, end, ok, m)
			}
			n++
		}
	}
	if n < 100 {
		t.Fatalf("only %d texts compared", n)
	}
}
