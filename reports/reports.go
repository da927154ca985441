// Package reports holds what the report renderers share: their options,
// the report date, plain-text helpers and the atomic file write. The
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
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
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

// WriteFile writes the file at path through write, atomically: into a
// temporary file in the same folder that is synced to disk and renamed
// over path only when write succeeded, so a failed or interrupted run never
// leaves a half-written file in place of a good one. The temporary file is
// removed on every failure. A file replaced keeps its permission bits; a
// new one gets 0644. A symbolic link is followed: the file it names is
// replaced, the link stays. A device, pipe or socket (/dev/null,
// /dev/stdout) is written to as it is, never replaced. Every file vitae
// writes (reports, "vitae parse -o", "vitae stats -o") goes through here.
func WriteFile(path string, write func(io.Writer) error) (err error) {
	mode := os.FileMode(0o644)
	target := path
	if info, err := os.Stat(path); err == nil {
		switch {
		case info.IsDir():
			return fmt.Errorf("%s: is a directory", path)
		case !info.Mode().IsRegular():
			return writeInPlace(path, write)
		}
		mode = info.Mode().Perm()
		if target, err = filepath.EvalSymlinks(path); err != nil {
			return fmt.Errorf("%s: %w", path, pathErr(err))
		}
	}
	dir := filepath.Dir(target)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("%s: cannot write in %s: %w", path, dir, pathErr(err))
	}
	lockTemp(f) // until closed: SweepTemps leaves it alone
	temps.Store(f.Name(), struct{}{})
	renamed := false
	defer func() { // on an error or a panic in write
		if !renamed {
			f.Close()
			os.Remove(f.Name())
		}
		temps.Delete(f.Name())
	}()
	if err = writeBuffered(f, write); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	for _, step := range []func() error{func() error { return f.Chmod(mode) }, f.Sync, f.Close, func() error { return os.Rename(f.Name(), target) }} {
		if err = step(); err != nil {
			return fmt.Errorf("%s: %w", path, pathErr(err))
		}
	}
	renamed = true
	syncDir(dir)
	return nil
}

// writeBuffered runs write through a buffer onto f: renderers write as
// they go, in small pieces, and the file gets them in large ones.
func writeBuffered(f io.Writer, write func(io.Writer) error) error {
	bw := bufio.NewWriterSize(f, 256<<10)
	if err := write(bw); err != nil {
		return err
	}
	return bw.Flush()
}

// temps holds the temporary files WriteFile is writing, for RemoveTemps.
var temps sync.Map

// RemoveTemps removes the temporary files of the writes under way, so that
// a run stopped by a signal or an internal error leaves none behind. The
// files being replaced are untouched.
func RemoveTemps() {
	temps.Range(func(name, _ any) bool {
		os.Remove(name.(string))
		temps.Delete(name)
		return true
	})
}

// writeInPlace writes to a file that is not a regular one (a device, a
// pipe), which can be neither replaced nor written atomically.
func writeInPlace(path string, write func(io.Writer) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("%s: %w", path, pathErr(err))
	}
	if err := write(f); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("%s: %w", path, pathErr(err))
	}
	return nil
}

// syncDir makes a rename in dir durable where the system allows it.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// pathErr drops the temporary file's name from an error: the message
// names the file being written instead.
func pathErr(err error) error {
	var pe *os.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		return pe.Err
	case errors.As(err, &le):
		return le.Err
	}
	return err
}
