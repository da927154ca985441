package analytics_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

// snapOf is the snapshot of cvs with default options, as JSON.
func snapOf(t *testing.T, cvs []*cv.CV) (*analytics.Snapshot, []byte) {
	t.Helper()
	s := analytics.Compute(cvs, analytics.Options{}).Finish().Snapshot()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return s, b
}

// TestSnapshotDeterministic: the same CVs in another order give the same
// bytes, and the JSON reads back to the same snapshot.
func TestSnapshotDeterministic(t *testing.T) {
	s, a := snapOf(t, cohort())
	_, b := snapOf(t, []*cv.CV{dana(), chen(), bruno(), ada()})
	if !bytes.Equal(a, b) {
		t.Fatalf("snapshot depends on input order:\n%s\n%s", a, b)
	}
	back, err := analytics.ReadSnapshot(bytes.NewReader(a))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, s) {
		t.Fatalf("round trip differs:\n%+v\n%+v", back, s)
	}
	if len(s.Candidates) != 4 {
		t.Fatalf("%d candidates, want 4", len(s.Candidates))
	}
	for i := 1; i < len(s.Candidates); i++ {
		if s.Candidates[i-1].ID >= s.Candidates[i].ID {
			t.Fatalf("not sorted by ID: %q, %q", s.Candidates[i-1].ID, s.Candidates[i].ID)
		}
	}
	var ada analytics.SnapCandidate
	for _, c := range s.Candidates {
		if c.Name == "Ada Quill" {
			ada = c
		}
	}
	if ada.ID != "name:ada quill|ada@example.org" {
		t.Errorf("ID %q", ada.ID)
	}
	if !contains(ada.Papers, "2019 · Fast Consensus for Geo-Distributed Stores (OSDI)") {
		t.Errorf("papers %q", ada.Papers)
	}
	if !contains(ada.Awards, "2019 · Nimbus PhD Fellowship (awarded)") {
		t.Errorf("awards %q", ada.Awards)
	}
	// the figures are the candidates table's, by column name
	row := findRow(t, analytics.Compute(cohort(), analytics.Options{}).Finish().SummaryTable(), "Ada Quill")
	if ada.Figures["Papers"] != float64(row["Papers"].(int)) || ada.Figures["Papers per year since PhD start"] != row["Papers per year since PhD start"].(float64) {
		t.Errorf("figures %v, table %v", ada.Figures, row)
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// findRow is the candidate's row of t by column name.
func findRow(t *testing.T, tb analytics.Table, name string) map[string]any {
	t.Helper()
	for _, r := range tb.Rows {
		if r[0] == name {
			m := map[string]any{}
			for i, c := range tb.Columns {
				m[c.Name] = r[i]
			}
			return m
		}
	}
	t.Fatalf("no row for %s", name)
	return nil
}

// TestSnapshotSamePersonTwice: two CVs of one person keep apart, with
// unique IDs.
func TestSnapshotSamePersonTwice(t *testing.T) {
	a2 := ada()
	a2.Source = "cand/ada-old.txt"
	s, _ := snapOf(t, []*cv.CV{ada(), a2})
	if len(s.Candidates) != 2 || s.Candidates[0].ID == s.Candidates[1].ID {
		t.Fatalf("IDs not unique: %+v", s.Candidates)
	}
}

func TestReadSnapshotErrors(t *testing.T) {
	for _, in := range []string{`{"format":2,"candidates":[]}`, `{"format":1,"candidates":[{"id":"a"},{"id":"a"}]}`, `{`} {
		if _, err := analytics.ReadSnapshot(strings.NewReader(in)); err == nil {
			t.Errorf("%s: no error", in)
		}
	}
}

// crafted snapshots: Ann stays (one paper added, one retitled in other
// case, an award's status changed, a figure changed), Bo is removed, Cy
// added, Di unchanged.
func craftedPrev() *analytics.Snapshot {
	return &analytics.Snapshot{Format: 1, Candidates: []analytics.SnapCandidate{
		{ID: "name:ann|ann@example.org", Name: "Ann Lark",
			Papers:  []string{"2021 · Quiet Queues (OSDI)", "2022 · Loud Logs (NSDI)"},
			Awards:  []string{"2022 · Blue Fellowship (finalist)"},
			Figures: map[string]float64{"Papers": 2, "Papers per year since PhD start": 1, "Talks": 3}},
		{ID: "name:bo", Name: "Bo Finch", Papers: []string{"2020 · Gone (HotOS)"}, Figures: map[string]float64{"Papers": 1}},
		{ID: "name:di", Name: "Di Wren", Papers: []string{"2019 · Still Here (ICML)"}, Figures: map[string]float64{"Papers": 1}},
	}}
}

func craftedCur() *analytics.Snapshot {
	return &analytics.Snapshot{Format: 1, Candidates: []analytics.SnapCandidate{
		{ID: "name:ann|ann@example.org", Name: "Ann Lark",
			Papers:  []string{"2021 · quiet  QUEUES (OSDI)", "2022 · Loud Logs (NSDI)", "2023 · New Nets (SOSP)"},
			Awards:  []string{"2022 · Blue Fellowship (awarded)"},
			Figures: map[string]float64{"Papers": 3, "Papers per year since PhD start": 1, "Talks": 3, "Rank in cohort": 1}},
		{ID: "name:cy", Name: "Cy Moss", Figures: map[string]float64{"Papers": 0}},
		{ID: "name:di", Name: "Di Wren", Papers: []string{"2019 · Still Here (ICML)"}, Figures: map[string]float64{"Papers": 1}},
	}}
}

func TestDiff(t *testing.T) {
	ch := analytics.Diff(craftedPrev(), craftedCur(), "2026-11-15T0300Z")
	if ch.First || ch.Empty() {
		t.Fatalf("first %v, empty %v", ch.First, ch.Empty())
	}
	if want := []analytics.CandidateRef{{ID: "name:cy", Name: "Cy Moss"}}; !reflect.DeepEqual(ch.Added, want) {
		t.Errorf("added %+v", ch.Added)
	}
	if want := []analytics.CandidateRef{{ID: "name:bo", Name: "Bo Finch"}}; !reflect.DeepEqual(ch.Removed, want) {
		t.Errorf("removed %+v", ch.Removed)
	}
	want := []analytics.CandidateChange{{
		ID: "name:ann|ann@example.org", Name: "Ann Lark",
		PapersAdded:   []string{"2023 · New Nets (SOSP)"},
		PapersRemoved: []string{},
		AwardsAdded:   []string{"2022 · Blue Fellowship (awarded)"},
		AwardsRemoved: []string{"2022 · Blue Fellowship (finalist)"},
		Figures: []analytics.FigureChange{
			{Name: "Papers", Old: 2, New: 3},
			{Name: "Rank in cohort", New: 1, OldBlank: true},
		},
	}}
	if !reflect.DeepEqual(ch.Candidates, want) {
		t.Errorf("candidates\n got %+v\nwant %+v", ch.Candidates, want)
	}
	wantCounts := analytics.ChangeCounts{Added: 1, Removed: 1, Changed: 1, PapersAdded: 1, AwardsAdded: 1, AwardsRemoved: 1, Figures: 2}
	if ch.Counts != wantCounts {
		t.Errorf("counts %+v", ch.Counts)
	}
	if s := ch.Summary(); s != "Since 2026-11-15T0300Z: 1 candidate added, 1 removed; 1 paper added; 1 award added, 1 removed; 2 figures changed (1 candidate changed)." {
		t.Errorf("summary %q", s)
	}
}

// TestDiffSortedByName: candidates come by name, then ID, whatever the
// IDs' order.
func TestDiffSortedByName(t *testing.T) {
	cur := &analytics.Snapshot{Format: 1, Candidates: []analytics.SnapCandidate{
		{ID: "a", Name: "Zoe"}, {ID: "b", Name: "Al"}, {ID: "c", Name: "Al"},
	}}
	ch := analytics.Diff(&analytics.Snapshot{Format: 1}, cur, "r1")
	var got []string
	for _, r := range ch.Added {
		got = append(got, r.Name+"/"+r.ID)
	}
	if strings.Join(got, " ") != "Al/b Al/c Zoe/a" {
		t.Errorf("order %v", got)
	}
}

func TestDiffNothingChanged(t *testing.T) {
	s, _ := snapOf(t, cohort())
	s2, _ := snapOf(t, []*cv.CV{dana(), chen(), bruno(), ada()})
	ch := analytics.Diff(s, s2, "r1")
	if !ch.Empty() || ch.First {
		t.Fatalf("changes on the same CVs: %+v", ch)
	}
	if ch.Summary() != "No changes since r1." {
		t.Errorf("summary %q", ch.Summary())
	}
	if n := len(ch.Table().Rows); n != 0 {
		t.Errorf("%d rows", n)
	}
}

func TestDiffFirstRun(t *testing.T) {
	s, _ := snapOf(t, cohort())
	ch := analytics.Diff(nil, s, "")
	if !ch.First || !ch.Empty() || len(ch.Added) != 0 {
		t.Fatalf("first run: %+v", ch)
	}
	if !strings.HasPrefix(ch.Summary(), "First run") {
		t.Errorf("summary %q", ch.Summary())
	}
}

// TestDiffFromReports: a paper added to a CV and a CV dropped show up
// from real reports, and figures that move with them (ranks) too.
func TestDiffFromReports(t *testing.T) {
	prev, _ := snapOf(t, cohort())
	b := bruno()
	b.Publications = append(b.Publications, cv.Publication{Title: "A Brand New Result", Venue: "SOSP", Year: 2023, Type: cv.TypeConference, Authors: []string{"Bruno Vale"}, SelfIndex: 1})
	cur, _ := snapOf(t, []*cv.CV{ada(), b, chen()})
	ch := analytics.Diff(prev, cur, "r1")
	if len(ch.Removed) != 1 || ch.Removed[0].Name != "Dana Eze" || len(ch.Added) != 0 {
		t.Fatalf("added %+v removed %+v", ch.Added, ch.Removed)
	}
	var bc *analytics.CandidateChange
	for i := range ch.Candidates {
		if ch.Candidates[i].Name == "Bruno Vale" {
			bc = &ch.Candidates[i]
		}
	}
	if bc == nil || !reflect.DeepEqual(bc.PapersAdded, []string{"2023 · A Brand New Result (SOSP)"}) {
		t.Fatalf("Bruno: %+v", bc)
	}
	papers := false
	for _, f := range bc.Figures {
		if f.Name == "Papers" && f.New == f.Old+1 {
			papers = true
		}
	}
	if !papers {
		t.Errorf("papers figure not changed: %+v", bc.Figures)
	}
}

func TestChangesTable(t *testing.T) {
	ch := analytics.Diff(craftedPrev(), craftedCur(), "r1")
	tb := ch.Table()
	var kinds []string
	for _, r := range tb.Rows {
		kinds = append(kinds, r[1].(string))
	}
	want := "added candidate,removed candidate,paper added,award added,award removed,figure,figure"
	if strings.Join(kinds, ",") != want {
		t.Errorf("kinds %v", kinds)
	}
	last := tb.Rows[len(tb.Rows)-1]
	if last[2] != "Rank in cohort" || last[3] != nil || last[4] != 1.0 {
		t.Errorf("figure row %v", last)
	}
	if tb.Title != "Changes since r1" {
		t.Errorf("title %q", tb.Title)
	}
}

func TestChangesWriteText(t *testing.T) {
	cur := craftedCur()
	cur.Candidates[1].Name = "Cy \x1b[2JMoss"
	var b bytes.Buffer
	if err := analytics.Diff(craftedPrev(), cur, "r1").WriteText(&b); err != nil {
		t.Fatal(err)
	}
	got := b.String()
	for _, want := range []string{
		"Candidates added (1)\n  + Cy \\x1b[2JMoss  [name:cy]\n",
		"Candidates removed (1)\n  - Bo Finch  [name:bo]\n",
		"    + paper  2023 · New Nets (SOSP)\n",
		"    - award  2022 · Blue Fellowship (finalist)\n",
		"    ~ Papers          2 -> 3\n",
		"    ~ Rank in cohort  blank -> 1\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	if strings.ContainsRune(got, 0x1b) {
		t.Errorf("escape character written:\n%q", got)
	}
}

// TestDiffBlankFigure: a figure that becomes unknown (blank) changed,
// even from 0.
func TestDiffBlankFigure(t *testing.T) {
	prev := &analytics.Snapshot{Format: 1, Candidates: []analytics.SnapCandidate{{ID: "a", Name: "A", Figures: map[string]float64{"Papers per year since PhD start": 0}}}}
	cur := &analytics.Snapshot{Format: 1, Candidates: []analytics.SnapCandidate{{ID: "a", Name: "A", Figures: map[string]float64{}}}}
	ch := analytics.Diff(prev, cur, "r1")
	want := []analytics.FigureChange{{Name: "Papers per year since PhD start", NewBlank: true}}
	if len(ch.Candidates) != 1 || !reflect.DeepEqual(ch.Candidates[0].Figures, want) {
		t.Fatalf("%+v", ch.Candidates)
	}
}

// TestChangesJSONDeterministic: the changes of the same snapshots are
// the same bytes every time (Diff walks maps).
func TestChangesJSONDeterministic(t *testing.T) {
	first, err := json.Marshal(analytics.Diff(craftedPrev(), craftedCur(), "r1"))
	if err != nil {
		t.Fatal(err)
	}
	for range 20 {
		b, _ := json.Marshal(analytics.Diff(craftedPrev(), craftedCur(), "r1"))
		if !bytes.Equal(b, first) {
			t.Fatalf("changes differ:\n%s\n%s", first, b)
		}
	}
}

// A scheduled run keeps its report's snapshot, reads the previous run's
// and attaches the changes to the report before writing it.
func ExampleDiff() {
	prevCV := &cv.CV{Source: "a.txt", Name: "Ann Lark", Contact: cv.Contact{Emails: []string{"ann@example.org"}},
		Publications: []cv.Publication{{Title: "Quiet Queues", Venue: "OSDI", Year: 2021, Type: cv.TypeConference}}}
	curCV := &cv.CV{Source: "a.txt", Name: "Ann Lark", Contact: cv.Contact{Emails: []string{"ann@example.org"}},
		Publications: []cv.Publication{{Title: "quiet queues", Venue: "OSDI", Year: 2021, Type: cv.TypeConference},
			{Title: "Loud Logs", Venue: "NSDI", Year: 2023, Type: cv.TypeConference}}}
	newCV := &cv.CV{Source: "b.txt", Name: "Bo Finch"}

	// last week's run wrote its snapshot
	var stored bytes.Buffer
	json.NewEncoder(&stored).Encode(analytics.Compute([]*cv.CV{prevCV}, analytics.Options{}).Finish().Snapshot())

	// this week's run
	rep := analytics.Compute([]*cv.CV{curCV, newCV}, analytics.Options{}).Finish()
	prev, err := analytics.ReadSnapshot(&stored)
	if err != nil {
		fmt.Println(err)
		return
	}
	ch := analytics.Diff(prev, rep.Snapshot(), "2026-11-15T0300Z")
	rep.SetChanges(ch) // the HTML, workbook and text reports now show them
	ch.WriteText(os.Stdout)
	// Output:
	// Since 2026-11-15T0300Z: 1 candidate added; 1 paper added; 3 figures changed (1 candidate changed).
	//
	// Candidates added (1)
	//   + Bo Finch  [name:bo finch]
	//
	// Candidates changed (1)
	//
	//   Ann Lark  [name:ann lark|ann@example.org]
	//     + paper  2023 · Loud Logs (NSDI)
	//     ~ Papers                           1 -> 2
	//     ~ Credit                           1 -> 2
	//     ~ Papers per year since PhD start  1 -> 0.67
}
