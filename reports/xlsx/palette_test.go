package xlsx

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// chartSeries is one series of a chart read back from xl/charts/chartN.xml:
// the shown name of the series and the colours of its fills and lines.
type chartSeries struct {
	name   string
	colors []string
}

// seriesOf reads every series of every chart of the workbook b, with the
// name its reference points at.
func seriesOf(t *testing.T, b []byte) []chartSeries {
	t.Helper()
	f := open(t, b)
	var out []chartSeries
	for name, x := range parts(t, b) {
		if !strings.HasPrefix(name, "xl/charts/chart") {
			continue
		}
		for _, ser := range reSeries.FindAllString(x, -1) {
			m := reName.FindStringSubmatch(ser)
			if m == nil {
				t.Fatalf("%s: a series without a name reference:\n%s", name, ser)
			}
			ref := strings.ReplaceAll(strings.ReplaceAll(m[1], "&#39;", "'"), "$", "")
			sheet, cell, _ := strings.Cut(ref, "!")
			v, err := f.GetCellValue(strings.ReplaceAll(strings.Trim(sheet, "'"), "''", "'"), cell)
			if err != nil {
				t.Fatal(err)
			}
			s := chartSeries{name: v}
			for _, c := range reColor.FindAllStringSubmatch(ser, -1) {
				s.colors = append(s.colors, "#"+strings.ToUpper(c[1]))
			}
			out = append(out, s)
		}
	}
	return out
}

// meaning is the palette group and key of a series by its name: a type's
// label, a type "(not counted)", or a fellowship status column.
func meaning(name string) (group, key string, ok bool) {
	if strings.HasSuffix(name, " (not counted)") {
		return charts.GroupMark, "not_counted", true
	}
	for _, ty := range analytics.PubTypes {
		if analytics.Label(ty) == name {
			return charts.GroupType, string(ty), true
		}
	}
	for _, st := range []cv.AwardStatus{cv.StatusAwarded, cv.StatusFinalist, cv.StatusNominee} {
		if strings.EqualFold(analytics.Label(st), name) {
			return charts.GroupStatus, string(st), true
		}
	}
	return "", "", false
}

// TestPalette reads the colours of every chart series back from the
// workbook and compares them with charts.Color for the series' meaning:
// the "journal" series is #009E73 here as in the HTML and the PDF.
func TestPalette(t *testing.T) {
	if got := charts.Color(charts.GroupType, "journal"); got != "#009E73" {
		t.Fatalf("palette changed: journal is %s", got)
	}
	seen := map[string]bool{}
	for _, r := range []*analytics.Report{fixtureReport(), testReport(t)} {
		for _, s := range seriesOf(t, render(t, r, reports.Options{})) {
			group, key, ok := meaning(s.name)
			if !ok {
				t.Errorf("series %q has no palette meaning", s.name)
				continue
			}
			want := charts.Color(group, key)
			if len(s.colors) == 0 {
				t.Errorf("series %q has no colour, want %s", s.name, want)
			}
			for _, c := range s.colors {
				if c != want {
					t.Errorf("series %q (%s %s) is %s, want %s", s.name, group, key, c, want)
				}
			}
			seen[group+"|"+key] = true
		}
	}
	// the cohorts draw these meanings; each must have been checked
	for _, k := range []string{"type|conference", "type|journal", "mark|not_counted", "status|awarded", "status|finalist", "status|nominee"} {
		if !seen[k] {
			t.Errorf("no series of %s was drawn", k)
		}
	}
	if want := "#009E73"; !seen["type|journal"] || charts.Color(charts.GroupType, "journal") != want {
		t.Errorf("journal series not checked against %s", want)
	}
}
