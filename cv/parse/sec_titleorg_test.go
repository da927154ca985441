package parse

import (
	"strings"
	"testing"
)

var titleOrgCases = []string{
	"", "a", "Research Intern, Meta", "Research Intern at Microsoft Research", "Engineer in Team X", "Dev with Y",
	"Intern @ Acme", "Intern - Acme", "Intern – Acme", "Intern — Acme", "Intern | Acme", "A ,B", "A , ", "A ,  ", "A,",
	" , x", "A  at  B", "A at", "A at ", "A at  ", "A atB", "Aat B", "A\tat\tB", "A @B", "A @ ", "A @  ", "A - ",
	"A -  ", "A -B", "A\u00a0at B", "é, ü", "\xff, \xfe", "\xe2\x80, x", "A, B, C", "A at B at C", "a,\nb", "a\n, b",
	"with with with", "at at", ", , ,", "A  ,  B", "A -- B", "A –B", "Lab—Head", "x\x85, y", "Dean with\vX",
}

// TestTitleOrgSplitMatchesRegexp holds titleOrgSplit equal to reTitleOrg
// on crafted text, its windows and every sample and corpus line.
func TestTitleOrgSplitMatchesRegexp(t *testing.T) {
	in := withCVLines(t, titleOrgCases)
	for _, c := range titleOrgCases {
		in = append(in, windows(c, 8)...)
	}
	matched := 0
	for _, s := range in {
		if checkTitleOrg(t, s) {
			matched++
		}
	}
	if matched == 0 {
		t.Fatal("nothing matched")
	}
}

func checkTitleOrg(t *testing.T, s string) bool {
	t.Helper()
	title, org, ok := titleOrgSplit(s)
	m := reTitleOrg.FindStringSubmatch(s)
	if ok != (m != nil) || ok && (title != m[1] || org != m[2]) {
		t.Fatalf("titleOrgSplit(%q) = %q %q %v, regexp %q", s, title, org, ok, m)
	}
	return ok
}

func FuzzTitleOrgSplit(f *testing.F) {
	for _, c := range titleOrgCases {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, s string) { checkTitleOrg(t, s) })
}

// TestTitleOrgSplitLinear runs titleOrgSplit over long runs built to
// make a scan per position costly (a hang shows as the test timing out).
func TestTitleOrgSplitLinear(t *testing.T) {
	for _, s := range []string{
		strings.Repeat(" ", 1<<20), "x" + strings.Repeat(" ", 1<<20) + "at" + strings.Repeat(" ", 1<<20),
		strings.Repeat("a ", 1<<19) + ",", strings.Repeat(" ,", 1<<19),
	} {
		titleOrgSplit(s)
	}
}
