package pipeline

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/reports"
)

// MaxYear bounds the years a selection takes.
const MaxYear = reports.MaxDateYear

// Clock is what a plan's dates are read with: the environment
// ($SOURCE_DATE_EPOCH) and the time now ("today").
type Clock struct {
	Getenv func(string) string
	Now    func() time.Time
}

// Options checks the selection and turns it into the analytics options;
// the venue catalogue (with Venues) is read here. Its error is an
// *Error.
func (s Selection) Options(clk Clock) (analytics.Options, error) {
	opt := analytics.Options{Since: s.Since, Until: s.Until, AsOf: s.AsOf}
	err := steps(&opt, s.counting(clk)...)
	if err == nil {
		err = steps(&opt, s.venueSteps()...)
	}
	return opt, err
}

// counting are the checks of what counts, in the order they are said.
func (s Selection) counting(clk Clock) []func(*analytics.Options) error {
	return []func(*analytics.Options) error{s.years, s.trust(clk), s.types, s.area, s.credit}
}

// venueSteps read the venue files, after the checks of the plan itself.
func (s Selection) venueSteps() []func(*analytics.Options) error {
	return []func(*analytics.Options) error{s.catalog, s.venuesOnly}
}

// steps runs fs on opt until one fails.
func steps(opt *analytics.Options, fs ...func(*analytics.Options) error) error {
	for _, f := range fs {
		if err := f(opt); err != nil {
			return err
		}
	}
	return nil
}

func (s Selection) years(*analytics.Options) error {
	for _, y := range []struct {
		name string
		v    int
	}{{"since", s.Since}, {"until", s.Until}, {"as-of", s.AsOf}} {
		if y.v < 0 || y.v > MaxYear {
			return usage(y.name, "bad --%s %d (want a year, or 0 for none)", y.name, y.v)
		}
	}
	if s.Since != 0 && s.Until != 0 && s.Since > s.Until {
		return usage("since", "--since %d is after --until %d", s.Since, s.Until)
	}
	return nil
}

// trust reads the run date, the age past which a CV is stale and the
// stage. The run date, which stale CVs are measured against, is the
// reports' date: Date, else the day of SOURCE_DATE_EPOCH, else today.
func (s Selection) trust(clk Clock) func(*analytics.Options) error {
	return func(opt *analytics.Options) error {
		day, err := RunDay(s.Date, clk)
		if err != nil {
			return err
		}
		if opt.RunDate, err = runDate(day); err != nil {
			return usage("date", "%v", err)
		}
		if opt.StaleAfter, err = cli.ParseMonths("--stale-after", s.StaleAfter); err != nil {
			return usage("stale-after", "%v", err)
		}
		if s.Stage != "" {
			st, ok := ParseStage(s.Stage)
			if !ok {
				return usage("stage", "unknown --stage %q (want one of %s)", s.Stage, cli.Join(analytics.Stages, ", "))
			}
			opt.Stage = st
		}
		return nil
	}
}

// RunDay is the run's day, YYYY-MM-DD: date (YYYY-MM-DD or "today"),
// else the day of $SOURCE_DATE_EPOCH, else today. A bad date is an
// *Error about the field "date".
func RunDay(date string, clk Clock) (string, error) {
	if date != "" && !strings.EqualFold(date, "today") {
		if _, err := runDate(date); err != nil {
			return "", usage("date", "%v", err)
		}
	}
	day, err := reports.DateOf(date, clk.Getenv, clk.Now)
	if err != nil {
		return "", usage("", "%v", err)
	}
	return day, nil
}

// runDate reads a day, YYYY-MM-DD, as the month it falls in.
func runDate(s string) (cv.Date, error) {
	t, err := time.Parse("2006-01-02", s)
	if err != nil || t.Year() < 1900 || t.Year() > MaxYear {
		return cv.Date{}, fmt.Errorf("bad --date %q (want YYYY-MM-DD between 1900 and %d, or today)", s, MaxYear)
	}
	return cv.Date{Year: t.Year(), Month: int(t.Month())}, nil
}

// ParseStage reads a stage by code or label ("phd-student", "PhD student").
func ParseStage(s string) (analytics.Stage, bool) {
	k := strings.ToLower(strings.NewReplacer("-", "_", " ", "_").Replace(strings.TrimSpace(s)))
	for _, st := range analytics.Stages {
		if k == string(st) || k == strings.ReplaceAll(strings.ToLower(analytics.Label(st)), " ", "_") {
			return st, true
		}
	}
	return "", false
}

func (s Selection) types(opt *analytics.Options) error {
	for _, name := range s.Types {
		t := cv.PubType(strings.ToLower(name))
		if !slices.Contains(cv.PubTypes, t) {
			return usage("types", "unknown publication type %q in --types (want %s)", name, cli.Join(cv.PubTypes, ","))
		}
		if !slices.Contains(opt.Types, t) {
			opt.Types = append(opt.Types, t)
		}
	}
	if s.IncludePreprints && !slices.Contains(opt.Types, cv.TypePreprint) {
		opt.Types = append(opt.Types, cv.TypePreprint)
	}
	if len(opt.Types) == 0 {
		return usage("types", "--types is empty (want a comma list of %s)", cli.Join(cv.PubTypes, ","))
	}
	return nil
}

func (s Selection) area(opt *analytics.Options) error {
	if ar := strings.ToLower(strings.TrimSpace(s.Area)); ar != "" {
		if !venue.ValidArea(ar) {
			return usage("area", "unknown --area %q (want one of %s)", s.Area, strings.Join(venue.Areas(), ", "))
		}
		opt.Area = ar
	}
	return nil
}

func (s Selection) credit(opt *analytics.Options) error {
	switch s.Credit {
	case "full":
	case "fractional":
		opt.Fractional = true
	default:
		return usage("credit", "unknown --credit %q (want full or fractional)", s.Credit)
	}
	return nil
}

// catalog reads the venue catalogue and the top venues, both files: an
// error there is the file's (exit status 1).
func (s Selection) catalog(opt *analytics.Options) error {
	cat, err := inputs.Venues(s.Venues)
	if err != nil {
		return fileErr("venues", "", err, cli.Failure)
	}
	opt.Catalog = cat
	if s.TopVenues != "" {
		top, err := inputs.VenueList(s.TopVenues, cat)
		if err != nil {
			return fileErr("top-venues", "--top-venues ", err, cli.Failure)
		}
		opt.TopVenues = top
	}
	return nil
}

func (s Selection) venuesOnly(opt *analytics.Options) error {
	if s.VenuesOnly == nil {
		return nil
	}
	if len(s.VenuesOnly) == 0 {
		return usage("venues-only", "--venues-only is empty (want a comma list of venue acronyms)")
	}
	for _, name := range s.VenuesOnly {
		v, ok := opt.Catalog.Lookup(name)
		if !ok {
			return usage("venues-only", "unknown venue %q in --venues-only (not in the venue catalogue; see --venues)", name)
		}
		if !slices.Contains(opt.Venues, v.Acronym) {
			opt.Venues = append(opt.Venues, v.Acronym)
		}
	}
	return nil
}
