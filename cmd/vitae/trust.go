package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/reports"
)

// trustOptions reads --date, --stale-after and --stage into opt; it
// returns a usage message, or "". The run date, which stale CVs are
// measured against, is the reports' date: --date, else the day of
// SOURCE_DATE_EPOCH, else today.
func (a *analysisFlags) trustOptions(e *cli.Env, opt *analytics.Options) string {
	day, err := reports.DateOf(*a.date, e.Getenv, e.Now)
	if err != nil {
		return err.Error()
	}
	d, err := runDate(day, e.Now)
	if err != nil {
		return err.Error()
	}
	opt.RunDate = d
	months, err := cli.ParseMonths("--stale-after", *a.staleAfter)
	if err != nil {
		return err.Error()
	}
	opt.StaleAfter = months
	if *a.stage != "" {
		st, ok := parseStage(*a.stage)
		if !ok {
			return fmt.Sprintf("unknown --stage %q (want one of %s)", *a.stage, cli.Join(analytics.Stages, ", "))
		}
		opt.Stage = st
	}
	return ""
}

// runDate reads a run date: YYYY-MM-DD, or "today" (UTC).
func runDate(s string, now func() time.Time) (cv.Date, error) {
	if strings.EqualFold(s, "today") {
		s = now().UTC().Format("2006-01-02")
	}
	t, err := time.Parse("2006-01-02", s)
	if err != nil || t.Year() < 1900 || t.Year() > maxYear {
		return cv.Date{}, fmt.Errorf("bad --date %q (want YYYY-MM-DD between 1900 and %d, or today)", s, maxYear)
	}
	return cv.Date{Year: t.Year(), Month: int(t.Month())}, nil
}

// parseStage reads a stage by code or label ("phd-student", "PhD student").
func parseStage(s string) (analytics.Stage, bool) {
	k := strings.ToLower(strings.NewReplacer("-", "_", " ", "_").Replace(strings.TrimSpace(s)))
	for _, st := range analytics.Stages {
		if k == string(st) || k == strings.ReplaceAll(strings.ToLower(analytics.Label(st)), " ", "_") {
			return st, true
		}
	}
	return "", false
}
