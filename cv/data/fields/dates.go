package fields

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

var (
	reISODate   = regexp.MustCompile(`^(\d{4})(?:[-/.](\d{1,2}))?(?:[-/.]\d{1,2})?(?:[T ].*)?$`)
	reMonthYear = regexp.MustCompile(`^(\d{1,2})[/.](\d{4})$`)
	reYear      = regexp.MustCompile(`\b(1[89]\d\d|20\d\d)\b`)
	reRangeSep  = regexp.MustCompile(`\s*(?:--|–|—|~|&ndash;|&mdash;|\bto\b|\s-\s)\s*`)
)

var months = map[string]int{
	"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6,
	"jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}

// Date reads one date as data files write it: "2016", "2016-08",
// "2016-08-15", "2025-3-15", "08/2016", "Aug 2016", "present"/"now"
// (any case). Anything else with a year in it gives that year; the rest
// is the zero Date.
func Date(s string) cv.Date {
	s = strings.TrimSpace(s)
	switch strings.ToLower(s) {
	case "":
		return cv.Date{}
	case "present", "now", "current", "ongoing", "today":
		return cv.Present
	}
	if m := reISODate.FindStringSubmatch(s); m != nil {
		return ym(m[1], m[2])
	}
	if m := reMonthYear.FindStringSubmatch(s); m != nil {
		return ym(m[2], m[1])
	}
	y := reYear.FindString(s)
	if y == "" {
		return cv.Date{}
	}
	d := ym(y, "")
	low := strings.ToLower(s)
	for name, n := range months {
		if strings.HasPrefix(low, name) || strings.Contains(low, " "+name) {
			d.Month = n
		}
	}
	return d
}

func ym(y, m string) cv.Date {
	year, _ := strconv.Atoi(y)
	month, _ := strconv.Atoi(m)
	if month < 1 || month > 12 {
		month = 0
	}
	return cv.Date{Year: year, Month: month}
}

// Span reads a date or a range ("2016 ~ 2020", "2009&ndash;2015",
// "09/2020 -- 07/2028", "2022–"): start and end; a single date is the
// start and the end both.
func Span(s string) (start, end cv.Date) {
	parts := reRangeSep.Split(strings.TrimSpace(s), 2)
	if len(parts) == 1 {
		d := Date(parts[0])
		return d, d
	}
	start, end = Date(parts[0]), Date(parts[1])
	if strings.TrimSpace(parts[1]) == "" {
		end = cv.Present
	}
	return start, end
}

// Year is the year of a date as Date reads it; 0 when unknown.
func Year(s string) int { return Date(s).Year }
