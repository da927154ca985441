package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// advisorLinePieces are fictional pieces of advisor lines: every advisor
// word and parts of them in both cases, "co" with and without "-",
// leading words, colons (ASCII and full-width), every \s byte and \v,
// line breaks, letters beyond ASCII (the long s and Kelvin sign fold to
// ASCII letters) and names.
var advisorLinePieces = []string{"Advisor", "advisors", "ADVISER", "advis", "er", "or", "s", "S", "Supervisor", "supervised by", "Supervised", " by", "Promoters",
	"promot", "under the supervision of", "Under the guidance of", "under the", "Mentor", "mentors", "Co-", "co", "CO", "-", "Thesis", "Dr.", ".", ":", "：",
	" ", "  ", "\t", "\n", "\v", "\f", "\r", "Ida Quill", "Bo", ",", "é", "ſ", "\u212a", "x"}

func advisorRef(t string) (int, int, bool) {
	m := reAdvisor.FindStringSubmatchIndex(t)
	if m == nil {
		return 0, 0, false
	}
	return m[2], m[3], true
}

func checkAdvisorScan(t *testing.T, s string) bool {
	t.Helper()
	gs, ge, ok := advisorSpan(s)
	ws, we, wok := advisorRef(s)
	if gs != ws || ge != we || ok != wok {
		t.Fatalf("advisorSpan(%q) = %d %d %v, reAdvisor gives %d %d %v", s, gs, ge, ok, ws, we, wok)
	}
	return ok
}

// TestAdvisorScan holds advisorSpan (advisorScan on ASCII lines) to
// reAdvisor's group on fictional lines and 300,000 random joins.
func TestAdvisorScan(t *testing.T) {
	for _, s := range []string{"", "Advisor: Ida Quill", "Co-advisors: Ida Quill, Bo Reyes", "PhD advisor Ida Quill", "Supervised by Bo", "advisor",
		"advisors", "Advisor:", "Advisor: ", "advisor s", "Thesis under the guidance of Prof. Quill", "Dr. mentor  :  x", "co-supervisor\tIda",
		"Supervisor：Ida", "Advisor\nIda", "Mentor\v:x", "Promoters ", "Co Advisor: Bo"} {
		checkAdvisorScan(t, s)
	}
	hits := 0
	for s := range cvtext.Joins(22, 24, advisorLinePieces, 300000, 7) {
		if checkAdvisorScan(t, s) {
			hits++
		}
	}
	if hits < 10000 {
		t.Fatalf("%d joins matched: the test reads too few", hits)
	}
}

// FuzzAdvisorScan holds advisorSpan to reAdvisor on any line:
//
//	go test -run '^$' -fuzz FuzzAdvisorScan ./cv/parse
func FuzzAdvisorScan(f *testing.F) {
	f.Add("Co-advisors: Ida Quill")
	f.Add("PhD advisor s")
	f.Fuzz(func(t *testing.T, s string) { checkAdvisorScan(t, s) })
}
