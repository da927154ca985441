package analytics

import "github.com/vitae-cv/vitae/cv"

// The as-of date and the time axis, decided once here and read by every
// renderer (through the chart model, package charts): the date each CV is
// measured to, the report's run date, where a date falls on a time axis,
// and where a candidate's ongoing spans end. (Reading a CV's own "last
// updated" line or file date is the parser's: cv/parse/asof.go.)
//
// asOfOf is the date a CV is measured to: its record's as_of, else its
// latest dated entry (records written before as_of existed).
func asOfOf(c *cv.CV) (cv.Date, string) {
	if c.AsOf != nil && c.AsOf.Date.Year > 0 && !c.AsOf.Date.Present {
		return c.AsOf.Date, c.AsOf.Source
	}
	if d := c.LatestDate(); d.Year > 0 {
		return d, cv.AsOfLatestItem
	}
	return cv.Date{}, ""
}

// measuredTo is the date a candidate is measured to once options apply:
// the report's --as-of year for every CV when set (cv.AsOfOverride), else
// the CV's own (asOfOf).
func measuredTo(c *Candidate, opt Options) (cv.Date, string) {
	if opt.AsOf != 0 {
		return cv.Date{Year: opt.AsOf}, cv.AsOfOverride
	}
	return c.AsOf, c.AsOfSource
}

// newestAsOf is the newest CV date of the cohort: the run date when none
// is given, so the same CVs always give the same report.
func newestAsOf(cs []*Candidate) cv.Date {
	var d cv.Date
	for _, c := range cs {
		if d.Before(c.AsOf) {
			d = c.AsOf
		}
	}
	return d
}

// A date is placed in fractional years: 2019.75 is the end of September
// 2019. A start falls at the start of its month, or in January for a
// bare year; an end at the end of its month, or in December for a bare
// year.

// Years placed on a time axis are kept to MinAxisYear..MaxAxisYear, the
// four digits a date is written with: a record's year of 2e9 or 2^63-1
// (a typo, a hostile file) would otherwise overflow (year+1) or lose a
// float's precision. The year's text is shown as written.
const MinAxisYear, MaxAxisYear = 1, 9999

// AxisYear clamps a year to MinAxisYear..MaxAxisYear for placing on an axis.
func AxisYear(y int) int { return min(max(y, MinAxisYear), MaxAxisYear) }

// AxisStart places the start of a date on the axis: January for a bare year.
func AxisStart(d cv.Date) float64 {
	y := float64(AxisYear(d.Year))
	if d.Month < 1 || d.Month > 12 {
		return y
	}
	return y + float64(d.Month-1)/12
}

// AxisEnd places the end of a date on the axis: December for a bare year.
func AxisEnd(d cv.Date) float64 {
	y := float64(AxisYear(d.Year))
	if d.Month < 1 || d.Month > 12 {
		return y + 1
	}
	return y + float64(d.Month)/12
}

// OngoingEnd is the date a candidate's ongoing spans run to: the CV's own
// as-of date (Candidate.AsOf), else, for a CV without one, the report's
// as-of year (Report.AsOf). Own says which of the two it is.
func (r *Report) OngoingEnd(c *Candidate) (d cv.Date, own bool) {
	if c.AsOf.Year > 0 {
		return c.AsOf, true
	}
	return cv.Date{Year: r.AsOf}, false
}
