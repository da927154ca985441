package pdf

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics/analyticstest"
	"github.com/vitae-cv/vitae/cv/corrections/correctionstest"
	"github.com/vitae-cv/vitae/reports"
)

// squashAll is the PDF's text with runs of white space as one space, so
// that wrapped lines read as one.
func squashAll(t *testing.T, data []byte) string {
	return strings.Join(strings.Fields(pdfText(t, data)), " ")
}

// TestCorrectionMarks: the corrected paper has a line saying what was
// corrected and why, the added award a mark, the publications a
// footnote-style key, and the data-quality table the stale correction;
// with nothing corrected none of it is there.
func TestCorrectionMarks(t *testing.T) {
	data, _ := renderBytes(t, analyticstest.Corrected(t), reports.Options{})
	got := squashAll(t, data)
	for _, want := range []string{
		"Corrected: venue, year — <b>per the programme</b> & =HYPERLINK(\"x\")",
		correctionstest.AddedAward + " [Added by hand — confirmed by the issuer]",
		"Corrected / Added by hand: an entry the committee's corrections file changed or added",
		"stale correction",
		`no candidate matches "Cy Gone"`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the PDF lacks %q:\n%s", want, got)
		}
	}
	plain, _ := renderBytes(t, analyticstest.Plain(), reports.Options{})
	text := squashAll(t, plain)
	for _, not := range []string{"Corrected:", "Added by hand", "stale correction"} {
		if strings.Contains(text, not) {
			t.Errorf("nothing corrected, yet the PDF shows %q", not)
		}
	}
}
