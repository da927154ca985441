// Package reports holds what the report renderers share: their options,
// the report date and plain-text helpers; the atomic file write is
// internal/atomicfile's (WriteFile here is a thin wrapper for callers). The
// renderers are the last stage of vitae's pipeline and live in
// reports/html, reports/xlsx, reports/pdf, reports/text and reports/csv;
// each has the same shape,
//
//	func Write(w io.Writer, r *analytics.Report, opt reports.Options) error
//
// and draws only what the analytics.Report holds: renderers never parse
// and never recount. Personal details a CV may give (birth date, gender,
// nationality) are not part of the Report, so no report shows them.
//
// reports/records writes CV records (not a Report) as text for people.
package reports

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/vitae-cv/vitae/internal/atomicfile"
)

// Options are the choices every renderer reads. The zero value is valid:
// a default title and no date.
type Options struct {
	// Title heads every report; "" means DefaultTitle.
	Title string
	// Date is shown on the reports and stored in file metadata, as
	// YYYY-MM-DD (see DateOf). "" shows no date and stores FixedTime.
	Date string
	// FontPath is a TrueType font for the PDF (e.g. a Noto CJK TTF for CJK
	// names); "" uses the embedded Go fonts (Latin, Greek, Cyrillic).
	FontPath string
	// ByStage splits the candidate tables by career stage (text and CSV).
	ByStage bool
}

// DefaultTitle is the title of a report made without one.
const DefaultTitle = "Candidate report"

// FixedTime is the timestamp written into file metadata when no Date is
// given: reports must not change from one run to the next.
var FixedTime = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// The years a report date may have: spreadsheet programs refuse dates
// before 1900 and file formats four-digit years.
const (
	MinDateYear = 1900
	MaxDateYear = 9999
)

var reDate = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// Validate checks the options.
func (o Options) Validate() error {
	if o.Date != "" {
		if !reDate.MatchString(o.Date) {
			return fmt.Errorf("reports: date %q is not YYYY-MM-DD", o.Date)
		}
		t, err := time.Parse("2006-01-02", o.Date)
		if err != nil {
			return fmt.Errorf("reports: date %q: %v", o.Date, err)
		}
		if y := t.Year(); y < MinDateYear || y > MaxDateYear {
			return fmt.Errorf("reports: date %q: the year must be between %d and %d", o.Date, MinDateYear, MaxDateYear)
		}
	}
	return nil
}

// TitleOrDefault returns the title to show.
func (o Options) TitleOrDefault() string {
	if o.Title == "" {
		return DefaultTitle
	}
	return o.Title
}

// SourceDateEpoch is the environment variable of reproducible builds
// (reproducible-builds.org/specs/source-date-epoch): seconds since 1970.
const SourceDateEpoch = "SOURCE_DATE_EPOCH"

// DateOf picks a report's date, as YYYY-MM-DD: flag (the --date flag,
// YYYY-MM-DD or "today") when set, else the day of SOURCE_DATE_EPOCH read
// through getenv, else the day of now, in UTC. Commands pass the result as
// Options.Date, so reports carry the day they speak for and the same
// inputs and date give the same bytes.
func DateOf(flag string, getenv func(string) string, now func() time.Time) (string, error) {
	switch {
	case strings.EqualFold(flag, "today"):
		return now().UTC().Format(time.DateOnly), nil
	case flag != "":
		return flag, Options{Date: flag}.Validate()
	}
	if v := strings.TrimSpace(getenv(SourceDateEpoch)); v != "" {
		secs, err := strconv.ParseInt(v, 10, 64)
		if err != nil || secs < 0 {
			return "", fmt.Errorf("reports: %s=%q is not a number of seconds since 1970", SourceDateEpoch, v)
		}
		d := time.Unix(secs, 0).UTC().Format(time.DateOnly)
		if err := (Options{Date: d}).Validate(); err != nil {
			return "", fmt.Errorf("reports: %s=%q is past the year %d", SourceDateEpoch, v, MaxDateYear)
		}
		return d, nil
	}
	return now().UTC().Format(time.DateOnly), nil
}

// Time is the time to store in file metadata: the Date at noon UTC, or
// FixedTime.
func (o Options) Time() time.Time {
	if t, err := time.Parse("2006-01-02", o.Date); err == nil {
		return t.Add(12 * time.Hour)
	}
	return FixedTime
}

// WriteFile writes the file at path through write, atomically
// (atomicfile.WriteFile: a temporary file synced and renamed over path).
// Every report goes through here.
func WriteFile(path string, write func(io.Writer) error) error {
	return atomicfile.WriteFile(path, write)
}

// RemoveTemps removes the temporary files of the writes under way
// (atomicfile.RemoveTemps).
func RemoveTemps() { atomicfile.RemoveTemps() }

// SweepTemps removes from dir the temporary files a killed run left
// (atomicfile.SweepTemps).
func SweepTemps(dir string, want func(name string) bool, now time.Time) ([]string, error) {
	return atomicfile.SweepTemps(dir, want, now)
}
