package html

import (
	"github.com/vitae-cv/vitae/analytics"
)

// changesView is the "Changes since RUN" section of a scheduled run's
// report (analytics.Report.Changes): a summary line, then a table per
// kind of change.
type changesView struct {
	Title   string
	Summary string
	Groups  []changeGroup
}

// changeGroup is the table of one kind of change; Collapsed when longer
// than CollapseChanges rows (shown in a <details>).
type changeGroup struct {
	Table     tableView
	Collapsed bool
}

// CollapseChanges is the most rows a table of the Changes section shows
// open; longer ones are folded in a <details>.
const CollapseChanges = 10

// changeKinds are the Changes section's tables, in page order: their
// title, their id and the change kinds they hold.
var changeKinds = []struct {
	title, id string
	kinds     []string
}{
	{"Candidates added", "t-changes-added", []string{analytics.ChangeAdded}},
	{"Candidates removed", "t-changes-removed", []string{analytics.ChangeRemoved}},
	{"Papers added and removed", "t-changes-papers", []string{analytics.ChangePaperAdded, analytics.ChangePaperRemoved}},
	{"Awards added and removed", "t-changes-awards", []string{analytics.ChangeAwardAdded, analytics.ChangeAwardRemoved}},
	{"Figures changed", "t-changes-figures", []string{analytics.ChangeFigure}},
}

// changesOf is the Changes section of r; nil when r has no changes set.
func changesOf(r *analytics.Report) *changesView {
	ch := r.Changes
	if ch == nil {
		return nil
	}
	all := ch.Table()
	v := &changesView{Title: all.Title, Summary: ch.Summary()}
	for _, k := range changeKinds {
		t := changeTable(all, k.title, k.kinds)
		if len(t.Rows) == 0 {
			continue
		}
		v.Groups = append(v.Groups, changeGroup{Table: tableOf(k.id, t, true), Collapsed: len(t.Rows) > CollapseChanges})
	}
	return v
}

// changeTable is the rows of all of the given kinds, under title, with
// the columns that kind uses: the kind column only when there are two
// kinds, old and new only for figures.
func changeTable(all analytics.Table, title string, kinds []string) analytics.Table {
	keep := []int{0, 2} // Candidate, What
	switch {
	case len(kinds) > 1:
		keep = []int{0, 1, 2}
	case kinds[0] == analytics.ChangeFigure:
		keep = []int{0, 2, 3, 4}
	}
	t := analytics.Table{Name: all.Name, Title: title}
	for _, i := range keep {
		t.Columns = append(t.Columns, all.Columns[i])
	}
	// the What column of a kind
	switch kinds[0] {
	case analytics.ChangeAdded, analytics.ChangeRemoved:
		t.Columns[1].Name = "Candidate ID"
	case analytics.ChangePaperAdded:
		t.Columns[1].Name, t.Columns[2].Name = "Change", "Paper"
	case analytics.ChangeAwardAdded:
		t.Columns[1].Name, t.Columns[2].Name = "Change", "Award"
	case analytics.ChangeFigure:
		t.Columns[1].Name = "Figure"
	}
	for _, row := range all.Rows {
		if !containsString(kinds, row[1].(string)) {
			continue
		}
		out := make([]any, len(keep))
		for j, i := range keep {
			out[j] = row[i]
		}
		t.Rows = append(t.Rows, out)
	}
	return t
}

func containsString(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// lazyChanges adds the Changes tables drawn by the page script (longer
// than InlineRows) to p.lazy.
func (p *page) lazyChanges() {
	if p.Changes == nil {
		return
	}
	for _, g := range p.Changes.Groups {
		if g.Table.Lazy {
			p.lazy = append(p.lazy, g.Table)
		}
	}
}

// changesHTML is the Changes section.
const changesHTML = `{{define "changes"}}<section id="changes" class="section">
  <h2>{{.Title}}</h2>
  <div class="card">
    <p class="quality-summary">{{.Summary}}</p>
  </div>
  {{- range .Groups}}
  <div class="card">
    {{- if .Collapsed}}
    <details><summary>{{.Table.Caption}} ({{.Table.NRows}})</summary>{{template "table" .Table}}</details>
    {{- else}}{{template "table" .Table}}{{end}}
  </div>
  {{- end}}
</section>
{{end}}`
