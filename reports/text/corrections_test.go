package text

import (
	"bytes"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/analytics/analyticstest"
	"github.com/vitae-cv/vitae/cv/corrections/correctionstest"
	"github.com/vitae-cv/vitae/reports"
)

func writeText(t *testing.T, r *analytics.Report) string {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, r, reports.Options{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestCorrectionMarks: the text report marks the corrected paper and the
// added award, lists the stale correction, and shows none of it when
// nothing is corrected.
func TestCorrectionMarks(t *testing.T) {
	got := writeText(t, analyticstest.Corrected(t))
	for _, want := range []string{
		"  Corrected by hand (1)\n    * paper “" + correctionstest.PaperTitle + "”: " + correctionstest.Mark + "\n",
		"[corrected] " + correctionstest.AddedAward,
		"    * award “" + correctionstest.AddedAward + "”: added by hand — confirmed by the issuer\n",
		"  Stale corrections (1): nothing to correct any more; update the corrections file\n    * " + correctionstest.Stale + "\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the report lacks %q:\n%s", want, got)
		}
	}
	plain := writeText(t, analyticstest.Plain())
	for _, not := range []string{"[corrected]", "Corrected by hand (", "stale correction", "Stale corrections"} {
		if strings.Contains(plain, not) {
			t.Errorf("nothing corrected, yet the report shows %q", not)
		}
	}
}
