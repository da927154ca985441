package html

import (
	"html"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/analytics/analyticstest"
	"github.com/vitae-cv/vitae/reports"
)

var (
	reRow  = regexp.MustCompile(`(?s)<tr>(.*?)</tr>`)
	reCell = regexp.MustCompile(`(?s)<t[hd][^>]*>(.*?)</t[hd]>`)
	reTag  = regexp.MustCompile(`<[^>]*>`)
)

// tableCells are the text of the rows of the table with the given id
// written in page, the header first.
func tableCells(t *testing.T, page, id string) [][]string {
	t.Helper()
	_, tbl, ok := strings.Cut(page, `<table id="`+id+`"`)
	if !ok {
		t.Fatalf("no table %s in the page", id)
	}
	tbl, _, _ = strings.Cut(tbl, "</table>")
	var out [][]string
	for _, row := range reRow.FindAllStringSubmatch(tbl, -1) {
		var cells []string
		for _, c := range reCell.FindAllStringSubmatch(row[1], -1) {
			cells = append(cells, html.UnescapeString(strings.TrimSpace(reTag.ReplaceAllString(c[1], ""))))
		}
		out = append(out, cells)
	}
	return out
}

// The page has the candidates × top venues matrix as a sortable table
// with the right numbers, in the side navigation, and the candidates
// table's "Group by stage" toggle, ticked; the matrix script is in.
func TestMatrixHTML(t *testing.T) {
	page := string(render(t, analyticstest.Matrix(), reports.Options{}))
	want := [][]string{
		{"Candidate", "NeurIPS", "OSDI", "ICML", "SOSP", analytics.MatrixTotal, analytics.MatrixOther, analytics.MatrixCounted},
		{"Iris Vantor", "0", "2", "0", "1", "3", "1", "4"},
		{"Milo Brandt", "3", "0", "1", "0", "4", "0", "4"},
		{"Tessa Orwin", "1", "1", "0", "0", "2", "1", "3"},
	}
	if got := tableCells(t, page, "t-"+MatrixID); !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("matrix = %q, want %q", got, want)
	}
	for _, s := range []string{
		`<table id="t-venue-matrix" class="sortable">`,
		`<a href="#venue-matrix">Venue matrix</a>`,
		`<input type="checkbox" id="group-stage" checked> Group by stage`,
		`window.vitaeMatrix = function`,
		`if (window.vitaeMatrix) window.vitaeMatrix(window.vitae);`,
	} {
		if !strings.Contains(page, s) {
			t.Errorf("page lacks %q", s)
		}
	}
}

// A cohort larger than InlineRows gets the matrix in the data block,
// drawn paged and sortable by the page script.
func TestMatrixLazy(t *testing.T) {
	r := analyticstest.Matrix()
	for len(r.Candidates) <= InlineRows {
		r.Candidates = append(r.Candidates, r.Candidates...)
	}
	p, err := build(r, reports.Options{})
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(p.lazy, func(v tableView) bool { return v.ID == "t-"+MatrixID })
	if i < 0 {
		t.Fatalf("the matrix of %d candidates is not in the data block", len(r.Candidates))
	}
	if v := p.lazy[i]; !v.Sortable || v.NRows != len(r.Candidates) {
		t.Errorf("matrix of %d: sortable %v, %d rows", len(r.Candidates), v.Sortable, v.NRows)
	}
}
