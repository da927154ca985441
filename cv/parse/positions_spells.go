package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// A position held in several spells may list their dates ("Summer 2019,
// 2020, 2021"), and a printed CV's date column wraps such a list: the
// first line ends with a comma after its date ("Software Intern, Acme
// Summer 2019,") and the rest of the list stands as the last cell of the
// line under it, beside the first detail ("• Built fictional tools.
// 2020, 2021"). The list is one span: the position ends with its last
// date, and the line under it is a detail, not a position.

// listLeftOpen reports whether the text t, whose dates are ds, ends with
// a comma right after its last date: a list of dates wrapped onto the
// next line.
func listLeftOpen(t string, ds []dateSpan) bool {
	if len(ds) == 0 {
		return false
	}
	return strings.TrimSpace(t[ds[len(ds)-1].end:]) == ","
}

// dateListEnd reads a cell that is only a list of two or more dates
// ("2020, 2021", "2019 and 2021") and returns the last one.
func dateListEnd(c string) (cv.Date, bool) {
	parts := strings.FieldsFunc(strings.ReplaceAll(c, " and ", ","), func(r rune) bool { return r == ',' || r == ';' || r == '&' })
	if len(parts) < 2 {
		return cv.Date{}, false
	}
	var end cv.Date
	for _, p := range parts {
		d, left, ok := dateLine(p)
		if !ok || left != "" || d.isRange || len(findDates(p)) != 1 {
			return cv.Date{}, false
		}
		end = d.to
	}
	return end, true
}
