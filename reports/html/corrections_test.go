package html

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics/analyticstest"
	"github.com/vitae-cv/vitae/cv/corrections/correctionstest"
	"github.com/vitae-cv/vitae/reports"
)

// candAwards is the index of a candidate's awards in the data block.
const candAwards = candPapers - 1

// titleCells lists the title cells ("text|sort|note|badge") of the
// papers and awards of every candidate in the page's data block.
func titleCells(t *testing.T, page string) []string {
	t.Helper()
	d := chartData(t, page)
	var cells []string
	for _, c := range d.Cands {
		for _, at := range []int{candAwards, candPapers} {
			var rows [][]json.RawMessage
			if err := json.Unmarshal(c[at], &rows); err != nil {
				t.Fatal(err)
			}
			for _, row := range rows {
				cells = append(cells, d.cellText(t, row[1]))
			}
		}
	}
	return cells
}

// TestCorrectionMarks: a corrected paper's title and an added award's
// name are cells with a badge and the note, kept as text (the note's
// markup never reaches the page as markup); the data-quality table lists
// the stale correction. With nothing corrected, every title is a plain
// string.
func TestCorrectionMarks(t *testing.T) {
	page := string(render(t, analyticstest.Corrected(t), reports.Options{}))
	cells := strings.Join(titleCells(t, page), "\n")
	for _, want := range []string{
		correctionstest.PaperTitle + "||" + correctionstest.Mark + "|corrected",
		correctionstest.AddedAward + "||added by hand — confirmed by the issuer|added",
		"Dense Gadgets|||",
		"Travel Grant|||",
	} {
		if !strings.Contains(cells, want) {
			t.Errorf("no cell %q in\n%s", want, cells)
		}
	}
	if !strings.Contains(page, "</style>\n<style>"+correctedCSS+"</style>\n</head>") {
		t.Error("the page lacks the badge style of corrections")
	}
	if strings.Contains(page, "<b>per") {
		t.Error("the note's markup reached the page as markup")
	}
	if !strings.Contains(page, "<td>stale correction</td>") || !strings.Contains(page, "no candidate matches &#34;Cy Gone&#34;") {
		t.Error("the data-quality table lacks the stale correction")
	}

	plain := string(render(t, analyticstest.Plain(), reports.Options{}))
	for _, c := range titleCells(t, plain) {
		if !strings.HasSuffix(c, "|||") {
			t.Errorf("nothing corrected, yet a title cell is %q", c)
		}
	}
	if strings.Contains(plain, correctedCSS) {
		t.Error("nothing corrected, yet the page has the badge style of corrections")
	}
	if strings.Contains(plain, "stale correction") {
		t.Error("nothing corrected, yet the page lists a stale correction")
	}
}
