package text

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/reports"
)

// textChanges: Ann changed, Bo removed, Cy (a name with an escape
// sequence) and n others added.
func textChanges(n int) *analytics.Changes {
	prev := &analytics.Snapshot{Format: 1, Candidates: []analytics.SnapCandidate{
		{ID: "ann", Name: "Ann Lark", Figures: map[string]float64{"Papers": 2, "Talks": 1}},
		{ID: "bo", Name: "Bo Finch"},
	}}
	cur := &analytics.Snapshot{Format: 1, Candidates: []analytics.SnapCandidate{
		{ID: "ann", Name: "Ann Lark", Papers: []string{"2023 · New (SOSP)"}, Figures: map[string]float64{"Papers": 3, "Talks": 2}},
		{ID: "cy", Name: "Cy \x1b[31mMoss"},
	}}
	for i := range n {
		cur.Candidates = append(cur.Candidates, analytics.SnapCandidate{ID: fmt.Sprint("z", i), Name: fmt.Sprintf("Zed %02d", i)})
	}
	return analytics.Diff(prev, cur, "2026-11-15T0300Z")
}

func TestChangesBlock(t *testing.T) {
	r, _ := sampleReport(t)
	var plain bytes.Buffer
	if err := Write(&plain, r, reports.Options{}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(plain.String(), "Changes") {
		t.Fatal("a changes block without changes")
	}
	r.SetChanges(textChanges(0))
	var b bytes.Buffer
	if err := Write(&b, r, reports.Options{}); err != nil {
		t.Fatal(err)
	}
	want := "\nChanges since 2026-11-15T0300Z\n------------------------------\n" +
		"Since 2026-11-15T0300Z: 1 candidate added, 1 removed; 1 paper added; 2 figures changed (1 candidate changed).\n" +
		"  + Cy \\x1b[31mMoss (added)\n" +
		"  - Bo Finch (removed)\n" +
		"  ~ Ann Lark: 1 paper added, 2 figures changed\n" +
		"\nCandidates summary\n"
	if !strings.Contains(b.String(), want) {
		t.Errorf("no block %q in\n%s", want, b.String()[:min(b.Len(), 1200)])
	}
	// the rest is the report as before
	if strings.Replace(b.String(), want, "\nCandidates summary\n", 1) != plain.String() {
		t.Error("the changes block changed the rest of the report")
	}
}

// TestChangesBlockLong: at most MaxChangeLines candidates, then a count.
func TestChangesBlockLong(t *testing.T) {
	var b bytes.Buffer
	changesBlock(&b, textChanges(20))
	if n := strings.Count(b.String(), "\n  "); n != MaxChangeLines+1 {
		t.Errorf("%d lines listed:\n%s", n, b.String())
	}
	if !strings.Contains(b.String(), "  ... and 13 more (vitae diff lists them all)\n") {
		t.Errorf("no count of the rest:\n%s", b.String())
	}
	b.Reset()
	changesBlock(&b, analytics.Diff(nil, &analytics.Snapshot{Format: 1}, ""))
	if b.String() != "\nChanges\n-------\nFirst run: there is no previous run to compare with.\n" {
		t.Errorf("first run: %q", b.String())
	}
}
