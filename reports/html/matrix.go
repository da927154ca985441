package html

import (
	_ "embed"

	"github.com/vitae-cv/vitae/analytics"
)

// matrixJS is the script of the candidates × top venues view and of the
// whole-cohort sort (assets/matrix.js); page.js calls it when its tables
// are drawn.
//
//go:embed assets/matrix.js
var matrixJS string

// MatrixID is the id of the candidates × top venues card (and of the
// section's entry in the side navigation); the table is "t-"+MatrixID.
const MatrixID = "venue-matrix"

// matrixView is the candidates × top venues matrix (analytics.VenueMatrix)
// as a sortable table: written in the page up to InlineRows candidates,
// drawn paged by the page script beyond.
func matrixView(r *analytics.Report) tableView {
	return chunkedOf("t-"+MatrixID, chunkedTable(r, "venue_matrix"), true)
}

// matrixHTML holds the matrix card and the stage-grouping toggle of the
// candidates table.
const matrixHTML = `{{define "matrix"}}
  <div class="card" id="` + MatrixID + `">
    {{- if .NRows}}{{template "table" .}}
    <p class="hint">Counted papers (credit) of each candidate at the cohort's top venues, or at the committee's own list when one was given; “Total at these venues” adds the venue columns, “Other venues” holds every other counted paper (other venues, venues outside the catalogue, papers without a venue), so each row adds up to the candidate's counted papers. Click a column heading to sort.</p>
    {{- else}}<h3>{{.Caption}}</h3><p class="empty">None: no candidates.</p>{{end}}
  </div>
{{- end}}
{{define "grouping"}}
      <label class="grouping"><input type="checkbox" id="group-stage" checked> Group by stage</label>
{{- end}}`

// matrixCSS styles the grouping toggle.
const matrixCSS = `
.stage-filter label.grouping{margin-left:auto;color:var(--fg);display:flex;align-items:center;gap:4px;cursor:pointer}
#t-venue-matrix td:first-child{min-width:9em}
`
