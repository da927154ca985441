package analytics

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/termsafe"
)

// SnapshotFormat is the version of the snapshot's JSON; ReadSnapshot
// refuses any other.
const SnapshotFormat = 1

// Snapshot is what a run keeps of its report to tell the next run what
// changed: each candidate's identity, papers, awards and key figures.
// The same report always gives the same snapshot, byte for byte, as
// JSON.
type Snapshot struct {
	Format     int             `json:"format"`
	Candidates []SnapCandidate `json:"candidates"` // sorted by ID
}

// SnapCandidate is one candidate of a Snapshot.
type SnapCandidate struct {
	// ID is the candidate's cv.StableID, made unique within the
	// snapshot (see Report.Snapshot).
	ID     string `json:"id"`
	Name   string `json:"name"`
	Source string `json:"source"`
	// Papers are "2024 · Title (Venue)", one per paper, sorted; Awards
	// "2023 · Name (status)". Diff compares them folded (case and
	// spacing ignored).
	Papers []string `json:"papers"`
	Awards []string `json:"awards"`
	// Figures are the candidate's numbers by their column name in the
	// candidates table (SummaryTable); an unknown figure (blank in the
	// table) is left out.
	Figures map[string]float64 `json:"figures"`
}

// SnapshotFigures are the SummaryTable columns a snapshot keeps: the
// figures committees read.
var SnapshotFigures = []string{
	"Papers", "Credit", "First-author", "Papers per year since PhD start",
	"Rank in stage", "Rank in cohort", "Papers with awards",
	"Fellowships", "Awards won", "Talks", "Service", "Teaching",
}

// Snapshot is the report's snapshot. Two candidates with the same
// StableID (the same person read twice) keep it for the first by source;
// the others get "|file:SOURCE" added, so every ID is unique.
func (r *Report) Snapshot() *Snapshot {
	s := &Snapshot{Format: SnapshotFormat, Candidates: []SnapCandidate{}}
	t := r.SummaryTable()
	idx := map[string]int{}
	for i, c := range t.Columns {
		idx[c.Name] = i
	}
	for i, c := range r.Candidates {
		s.Candidates = append(s.Candidates, snapCandidate(c, t.Rows[i], idx))
	}
	slices.SortFunc(s.Candidates, func(a, b SnapCandidate) int {
		return cmp.Or(cmp.Compare(a.ID, b.ID), cmp.Compare(a.Source, b.Source), cmp.Compare(a.Name, b.Name))
	})
	uniqueIDs(s.Candidates)
	return s
}

// uniqueIDs makes the IDs of cs, sorted by ID, unique: a repeated ID
// gets "|file:SOURCE" added (and a number, should that repeat too).
func uniqueIDs(cs []SnapCandidate) {
	seen := map[string]bool{}
	for i := range cs {
		id := cs[i].ID
		if seen[id] {
			id += "|file:" + cs[i].Source
			for n := 2; seen[id]; n++ {
				id = fmt.Sprintf("%s|file:%s#%d", cs[i].ID, cs[i].Source, n)
			}
		}
		seen[id] = true
		cs[i].ID = id
	}
	slices.SortFunc(cs, func(a, b SnapCandidate) int { return cmp.Compare(a.ID, b.ID) })
}

// snapCandidate is c in a snapshot; row is its SummaryTable row.
func snapCandidate(c *Candidate, row []any, idx map[string]int) SnapCandidate {
	sc := SnapCandidate{
		ID:      cv.StableID(c.Name, c.Emails, c.Source),
		Name:    c.Name,
		Source:  c.Source,
		Papers:  []string{},
		Awards:  []string{},
		Figures: map[string]float64{},
	}
	for _, p := range c.Papers {
		v, _ := VenueLabel(p)
		sc.Papers = append(sc.Papers, entryText(p.Year, p.Title, v))
	}
	for _, a := range c.Awards {
		sc.Awards = append(sc.Awards, entryText(a.Year, a.Name, string(a.Status)))
	}
	sc.Papers, sc.Awards = sortedTexts(sc.Papers), sortedTexts(sc.Awards)
	for _, name := range SnapshotFigures {
		i, ok := idx[name]
		if !ok || i >= len(row) {
			continue
		}
		if v, ok := number(row[i]); ok {
			sc.Figures[name] = v
		}
	}
	return sc
}

// number is a table cell as a finite number.
func number(v any) (float64, bool) {
	var f float64
	switch x := v.(type) {
	case int:
		f = float64(x)
	case float64:
		f = x
	default:
		return 0, false
	}
	return f, !math.IsNaN(f) && !math.IsInf(f, 0)
}

// entryText is a paper or award as a snapshot lists it: "2024 · Title
// (Venue)", without the year or the part in brackets when unknown.
func entryText(year int, title, detail string) string {
	s := strings.Join(strings.Fields(title), " ")
	if year > 0 {
		s = fmt.Sprintf("%d · %s", year, s)
	}
	if d := strings.Join(strings.Fields(detail), " "); d != "" {
		s += " (" + d + ")"
	}
	return s
}

// foldEntry is how entries are compared: lower case, spacing collapsed,
// so a title re-typed with other capitals or spaces is the same.
func foldEntry(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }

// sortedTexts sorts entries by their folded text (then as they are) and
// keeps one of each folded text: a paper listed twice is one paper.
func sortedTexts(xs []string) []string {
	slices.SortFunc(xs, func(a, b string) int { return cmp.Or(cmp.Compare(foldEntry(a), foldEntry(b)), cmp.Compare(a, b)) })
	return slices.CompactFunc(xs, func(a, b string) bool { return foldEntry(a) == foldEntry(b) })
}

// ReadSnapshot reads a snapshot written with json.Marshal.
func ReadSnapshot(r io.Reader) (*Snapshot, error) {
	var s Snapshot
	dec := json.NewDecoder(r)
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("snapshot: %w", err)
	}
	if s.Format != SnapshotFormat {
		return nil, fmt.Errorf("snapshot: format %d, this vitae reads format %d", s.Format, SnapshotFormat)
	}
	seen := map[string]bool{}
	for _, c := range s.Candidates {
		if seen[c.ID] {
			return nil, fmt.Errorf("snapshot: candidate %q listed twice", c.ID)
		}
		seen[c.ID] = true
	}
	return &s, nil
}

// Changes is what changed from one run to the next (see Diff).
type Changes struct {
	// Since is the previous run's ID (its run folder's name).
	Since string `json:"since"`
	// First is true on a first run: there is nothing to compare with and
	// no change is listed.
	First      bool              `json:"first,omitempty"`
	Added      []CandidateRef    `json:"added"`
	Removed    []CandidateRef    `json:"removed"`
	Candidates []CandidateChange `json:"candidates"`
	Counts     ChangeCounts      `json:"counts"`
}

// CandidateRef names a candidate added or removed.
type CandidateRef struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// CandidateChange is what changed for a candidate in both runs.
type CandidateChange struct {
	ID            string         `json:"id"`
	Name          string         `json:"name"`
	PapersAdded   []string       `json:"papers_added"`
	PapersRemoved []string       `json:"papers_removed"`
	AwardsAdded   []string       `json:"awards_added"`
	AwardsRemoved []string       `json:"awards_removed"`
	Figures       []FigureChange `json:"figures"`
}

// FigureChange is one figure that changed. A figure unknown in one run
// (blank in its candidates table) has Old or New 0 and OldBlank or
// NewBlank set.
type FigureChange struct {
	Name     string  `json:"name"`
	Old      float64 `json:"old"`
	New      float64 `json:"new"`
	OldBlank bool    `json:"old_blank,omitempty"`
	NewBlank bool    `json:"new_blank,omitempty"`
}

// ChangeCounts sums the changes.
type ChangeCounts struct {
	Added         int `json:"candidates_added"`
	Removed       int `json:"candidates_removed"`
	Changed       int `json:"candidates_changed"`
	PapersAdded   int `json:"papers_added"`
	PapersRemoved int `json:"papers_removed"`
	AwardsAdded   int `json:"awards_added"`
	AwardsRemoved int `json:"awards_removed"`
	Figures       int `json:"figures_changed"`
}

// Diff is what changed from prev to cur; since names prev's run. A nil
// prev is a first run (Changes.First, nothing listed); a nil cur is a run
// without candidates. Added, Removed and Candidates are sorted by name,
// then ID; only candidates with a change are listed.
func Diff(prev, cur *Snapshot, since string) *Changes {
	ch := &Changes{Since: since, Added: []CandidateRef{}, Removed: []CandidateRef{}, Candidates: []CandidateChange{}}
	if prev == nil {
		ch.First = true
		return ch
	}
	before, after := byID(prev), byID(cur)
	for id, c := range after {
		p, ok := before[id]
		if !ok {
			ch.Added = append(ch.Added, CandidateRef{ID: id, Name: c.Name})
			continue
		}
		if cc, changed := diffCandidate(p, c); changed {
			ch.Candidates = append(ch.Candidates, cc)
		}
	}
	for id, p := range before {
		if _, ok := after[id]; !ok {
			ch.Removed = append(ch.Removed, CandidateRef{ID: id, Name: p.Name})
		}
	}
	byName := func(a, b CandidateRef) int { return cmp.Or(cmp.Compare(a.Name, b.Name), cmp.Compare(a.ID, b.ID)) }
	slices.SortFunc(ch.Added, byName)
	slices.SortFunc(ch.Removed, byName)
	slices.SortFunc(ch.Candidates, func(a, b CandidateChange) int {
		return cmp.Or(cmp.Compare(a.Name, b.Name), cmp.Compare(a.ID, b.ID))
	})
	ch.count()
	return ch
}

// byID indexes a snapshot's candidates by ID (nil: none).
func byID(s *Snapshot) map[string]*SnapCandidate {
	m := map[string]*SnapCandidate{}
	if s == nil {
		return m
	}
	for i := range s.Candidates {
		m[s.Candidates[i].ID] = &s.Candidates[i]
	}
	return m
}

// diffCandidate is what changed for one candidate, named as now.
func diffCandidate(p, c *SnapCandidate) (CandidateChange, bool) {
	cc := CandidateChange{ID: c.ID, Name: c.Name}
	cc.PapersAdded, cc.PapersRemoved = diffTexts(p.Papers, c.Papers)
	cc.AwardsAdded, cc.AwardsRemoved = diffTexts(p.Awards, c.Awards)
	cc.Figures = diffFigures(p.Figures, c.Figures)
	changed := len(cc.PapersAdded)+len(cc.PapersRemoved)+len(cc.AwardsAdded)+len(cc.AwardsRemoved)+len(cc.Figures) > 0
	return cc, changed
}

// diffTexts lists the entries of cur not in prev (added) and of prev not
// in cur (removed), compared folded; each sorted.
func diffTexts(prev, cur []string) (added, removed []string) {
	in := func(xs []string) map[string]bool {
		m := map[string]bool{}
		for _, x := range xs {
			m[foldEntry(x)] = true
		}
		return m
	}
	was, is := in(prev), in(cur)
	added, removed = []string{}, []string{}
	for _, x := range cur {
		if !was[foldEntry(x)] {
			added = append(added, x)
		}
	}
	for _, x := range prev {
		if !is[foldEntry(x)] {
			removed = append(removed, x)
		}
	}
	return sortedTexts(added), sortedTexts(removed)
}

// diffFigures lists the figures that differ, in SnapshotFigures order,
// then any other names sorted.
func diffFigures(prev, cur map[string]float64) []FigureChange {
	names := map[string]bool{}
	for n := range prev {
		names[n] = true
	}
	for n := range cur {
		names[n] = true
	}
	order := func(n string) int {
		if i := slices.Index(SnapshotFigures, n); i >= 0 {
			return i
		}
		return len(SnapshotFigures)
	}
	keys := make([]string, 0, len(names))
	for n := range names {
		keys = append(keys, n)
	}
	slices.SortFunc(keys, func(a, b string) int { return cmp.Or(cmp.Compare(order(a), order(b)), cmp.Compare(a, b)) })
	out := []FigureChange{}
	for _, n := range keys {
		o, hadOld := prev[n]
		v, hasNew := cur[n]
		if hadOld && hasNew && o == v {
			continue
		}
		out = append(out, FigureChange{Name: n, Old: o, New: v, OldBlank: !hadOld, NewBlank: !hasNew})
	}
	return out
}

// count sums the changes into ch.Counts.
func (ch *Changes) count() {
	n := ChangeCounts{Added: len(ch.Added), Removed: len(ch.Removed), Changed: len(ch.Candidates)}
	for _, c := range ch.Candidates {
		n.PapersAdded += len(c.PapersAdded)
		n.PapersRemoved += len(c.PapersRemoved)
		n.AwardsAdded += len(c.AwardsAdded)
		n.AwardsRemoved += len(c.AwardsRemoved)
		n.Figures += len(c.Figures)
	}
	ch.Counts = n
}

// Empty reports whether no change is listed: a first run, or nothing
// changed.
func (ch *Changes) Empty() bool {
	return ch == nil || len(ch.Added)+len(ch.Removed)+len(ch.Candidates) == 0
}

// SetChanges attaches the changes since the previous run: the HTML report
// then has a Changes section, the workbook a Changes sheet and the text
// report a short block. nil takes them away.
func (r *Report) SetChanges(c *Changes) { r.Changes = c }

// Summary says in a line what changed: "Since RUN: 2 candidates added,
// 1 removed; 3 papers added; 1 figure changed (1 candidate)."
func (ch *Changes) Summary() string {
	switch {
	case ch == nil || ch.First:
		return "First run: there is no previous run to compare with."
	case ch.Empty():
		return "No changes since " + cleanLine(ch.Since) + "."
	}
	n := ch.Counts
	var parts []string
	add := func(what string, added, removed int) {
		var p []string
		if added > 0 {
			p = append(p, plural(added, what+" added", what+"s added"))
		}
		if removed > 0 {
			if len(p) == 0 {
				p = append(p, plural(removed, what+" removed", what+"s removed"))
			} else {
				p = append(p, fmt.Sprintf("%d removed", removed))
			}
		}
		if len(p) > 0 {
			parts = append(parts, strings.Join(p, ", "))
		}
	}
	add("candidate", n.Added, n.Removed)
	add("paper", n.PapersAdded, n.PapersRemoved)
	add("award", n.AwardsAdded, n.AwardsRemoved)
	if n.Figures > 0 {
		parts = append(parts, plural(n.Figures, "figure changed", "figures changed"))
	}
	if n.Changed > 0 {
		return fmt.Sprintf("Since %s: %s (%s).", cleanLine(ch.Since), strings.Join(parts, "; "),
			plural(n.Changed, "candidate changed", "candidates changed"))
	}
	return fmt.Sprintf("Since %s: %s.", cleanLine(ch.Since), strings.Join(parts, "; "))
}

// Change kinds, as the Changes table names them.
const (
	ChangeAdded        = "added candidate"
	ChangeRemoved      = "removed candidate"
	ChangePaperAdded   = "paper added"
	ChangePaperRemoved = "paper removed"
	ChangeAwardAdded   = "award added"
	ChangeAwardRemoved = "award removed"
	ChangeFigure       = "figure"
	changesTableName   = "changes"
)

// Table is the changes as a table, one row per change: Candidate, Kind
// (a Change* constant), What (the paper, award or figure), Old and New
// (a figure's values; blank otherwise). Rows follow the candidates in
// Diff order: added, removed, then changed.
func (ch *Changes) Table() Table {
	t := Table{Name: changesTableName, Title: "Changes", Columns: cols(
		"Candidate", Text, "Kind", Text, "What", Text, "Old", Number, "New", Number)}
	if ch == nil {
		return t
	}
	if !ch.First {
		t.Title = "Changes since " + cleanLine(ch.Since)
	}
	for _, c := range ch.Added {
		t.Rows = append(t.Rows, []any{c.Name, ChangeAdded, c.ID, nil, nil})
	}
	for _, c := range ch.Removed {
		t.Rows = append(t.Rows, []any{c.Name, ChangeRemoved, c.ID, nil, nil})
	}
	for _, c := range ch.Candidates {
		for _, k := range []struct {
			kind string
			xs   []string
		}{{ChangePaperAdded, c.PapersAdded}, {ChangePaperRemoved, c.PapersRemoved}, {ChangeAwardAdded, c.AwardsAdded}, {ChangeAwardRemoved, c.AwardsRemoved}} {
			for _, x := range k.xs {
				t.Rows = append(t.Rows, []any{c.Name, k.kind, x, nil, nil})
			}
		}
		for _, f := range c.Figures {
			t.Rows = append(t.Rows, []any{c.Name, ChangeFigure, f.Name, blankOr(f.Old, f.OldBlank), blankOr(f.New, f.NewBlank)})
		}
	}
	return t
}

// blankOr is v, or nil (a blank cell) when blank.
func blankOr(v float64, blank bool) any {
	if blank {
		return nil
	}
	return v
}

// WriteText writes the changes for a terminal ("vitae diff"): the
// summary line, then the candidates added ("+") and removed ("-"), then
// each changed candidate with its papers and awards added ("+") and
// removed ("-") and its figures ("~ Name  old -> new"), names aligned.
// Control characters in CV text are dropped.
func (ch *Changes) WriteText(w io.Writer) error {
	var b strings.Builder
	b.WriteString(ch.Summary() + "\n")
	if ch.Empty() {
		_, err := io.WriteString(w, b.String())
		return err
	}
	refs := func(title, sign string, rs []CandidateRef) {
		if len(rs) == 0 {
			return
		}
		fmt.Fprintf(&b, "\n%s (%d)\n", title, len(rs))
		for _, r := range rs {
			fmt.Fprintf(&b, "  %s %s  [%s]\n", sign, cleanLine(r.Name), cleanLine(r.ID))
		}
	}
	refs("Candidates added", "+", ch.Added)
	refs("Candidates removed", "-", ch.Removed)
	if len(ch.Candidates) > 0 {
		fmt.Fprintf(&b, "\nCandidates changed (%d)\n", len(ch.Candidates))
	}
	for _, c := range ch.Candidates {
		fmt.Fprintf(&b, "\n  %s  [%s]\n", cleanLine(c.Name), cleanLine(c.ID))
		lines := func(sign, what string, xs []string) {
			for _, x := range xs {
				fmt.Fprintf(&b, "    %s %-6s %s\n", sign, what, cleanLine(x))
			}
		}
		lines("+", "paper", c.PapersAdded)
		lines("-", "paper", c.PapersRemoved)
		lines("+", "award", c.AwardsAdded)
		lines("-", "award", c.AwardsRemoved)
		width := 0
		for _, f := range c.Figures {
			width = max(width, utf8.RuneCountInString(f.Name))
		}
		for _, f := range c.Figures {
			fmt.Fprintf(&b, "    ~ %s%s  %s -> %s\n", f.Name, strings.Repeat(" ", width-utf8.RuneCountInString(f.Name)),
				figureText(f.Old, f.OldBlank), figureText(f.New, f.NewBlank))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// figureText is a figure as the tables show it; "blank" when unknown.
func figureText(v float64, blank bool) string {
	if blank {
		return "blank"
	}
	return FormatNumber(v)
}

// cleanLine escapes control characters (a CV's text could move a
// terminal's cursor or clear its screen) and keeps the text on one line
// (internal/termsafe).
func cleanLine(s string) string { return termsafe.String(s) }
