package parse

import (
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// reAdvisorClause is the pattern advisorClauseIndex scans for, kept as
// its oracle: an advisor named between a title and its organisation.
var reAdvisorClause = regexp.MustCompile(`(?i),\s*(?:advised|supervised|mentored|hosted|managed)\s+by\s+[^,]+,\s*`)

// advisorPieces are the pieces TestAdvisorClauseIndex joins at random.
var advisorPieces = []string{
	", advised by ", ",Supervised  by ", ", managed by", ", hosted\tby ", ", mentored by  ", " by ", "by,",
	",", ", ", " ", "  ", "\t", "\n", "advised", "Advised", "ADVIſED", "supervised", "mentored", "hosted", "managed", "manage",
	"by", "By", "bye", "Prof. Bo Reyes", "Dr. Cy Lund", "x", "é", "Kite Lab", "Research Assistant", "Example University", "\xff",
}

// checkAdvisorClause holds advisorClauseIndex to the regexp on s.
func checkAdvisorClause(t *testing.T, s string) bool {
	t.Helper()
	want := reAdvisorClause.FindStringIndex(s)
	start, end, ok := advisorClauseIndex(s)
	var got []int
	if ok {
		got = []int{start, end}
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("advisorClauseIndex(%q) = %v, reAdvisorClause gives %v", s, got, want)
	}
	return ok
}

// TestAdvisorClauseIndex: the scan finds what the regexp finds, on
// fictional titles, every sample line and random joins.
func TestAdvisorClauseIndex(t *testing.T) {
	in := []string{
		"Research Assistant, Advised by Prof. Bo Reyes, Vision Lab, Example University",
		"Research Assistant, advised by Dr. Cy Lund", "Intern, Supervised  by\tAnn Quill,Kite Lab", "x, hosted by ,y",
		"x, hosted by  ,y", "x, hosted by a,", "x,hosted by a,", "x , hosted by a, b", "x, hostedby a, b", "x, hosted bya, b",
		"a, b, managed by c, d, mentored by e, f", ", mentored by e,", "x, ADVIſED by y, z", "x, advised\nby\ny,\n z", "",
	}
	for _, data := range sampleCVs(t) {
		in = append(in, strings.Split(string(data), "\n")...)
	}
	for _, s := range in {
		checkAdvisorClause(t, s)
	}
	hits := 0
	for s := range cvtext.Joins(5, 9, advisorPieces, 60000, 10) {
		if checkAdvisorClause(t, s) {
			hits++
		}
	}
	if hits < 100 {
		t.Fatalf("random texts matched %d times: too few to hold the scan", hits)
	}
	t.Logf("random texts matched: %d", hits)
}

// FuzzAdvisorClauseIndex: the scan finds what the regexp finds.
func FuzzAdvisorClauseIndex(f *testing.F) {
	f.Add("Research Assistant, Advised by Prof. Bo Reyes, Vision Lab, Example University")
	f.Add("x, hosted by  ,y")
	f.Fuzz(func(t *testing.T, s string) {
		checkAdvisorClause(t, s)
	})
}
