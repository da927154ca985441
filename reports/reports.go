// Package reports holds what the report renderers share: their options and
// the atomic file write. The renderers are the last stage of vitae's
// pipeline and live in reports/html, reports/xlsx and reports/pdf; each has
// the same shape,
//
//	func Write(w io.Writer, r *analytics.Report, opt reports.Options) error
//
// and draws only what the analytics.Report holds: renderers never parse
// and never recount. Personal details a CV may give (birth date, gender,
// nationality) are not part of the Report, so no report shows them.
package reports

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"time"
)

// Options are the choices every renderer reads. The zero value is valid:
// a default title and no date.
type Options struct {
	// Title heads every report; "" means DefaultTitle.
	Title string
	// Date is shown on the reports and stored in file metadata, as
	// YYYY-MM-DD. "" shows no date and stores FixedTime, so the same
	// inputs give byte-identical files.
	Date string
	// FontPath is a TrueType font for the PDF (e.g. a Noto CJK TTF for CJK
	// names); "" uses the embedded Go fonts (Latin, Greek, Cyrillic).
	FontPath string
}

// DefaultTitle is the title of a report made without one.
const DefaultTitle = "Candidate report"

// FixedTime is the timestamp written into file metadata when no Date is
// given: reports must not change from one run to the next.
var FixedTime = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

var reDate = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// Validate checks the options.
func (o Options) Validate() error {
	if o.Date != "" {
		if !reDate.MatchString(o.Date) {
			return fmt.Errorf("reports: date %q is not YYYY-MM-DD", o.Date)
		}
		if _, err := time.Parse("2006-01-02", o.Date); err != nil {
			return fmt.Errorf("reports: date %q: %v", o.Date, err)
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

// Time is the time to store in file metadata: the Date at noon UTC, or
// FixedTime.
func (o Options) Time() time.Time {
	if t, err := time.Parse("2006-01-02", o.Date); err == nil {
		return t.Add(12 * time.Hour)
	}
	return FixedTime
}

// WriteFile writes a report to path through write, via a temporary file
// in the same folder that is renamed over path only when write succeeded:
// a failed or interrupted run never leaves a half-written report in place
// of a good one.
func WriteFile(path string, write func(io.Writer) error) (err error) {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("cannot write in %s: %w", dir, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if err = write(f); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err = f.Chmod(0o644); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err = os.Rename(tmp, path); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}
