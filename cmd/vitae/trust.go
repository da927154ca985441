package main

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/cv/venue"
)

// stageNames lists the stages a --stage flag takes.
func stageNames() string {
	names := make([]string, len(analytics.Stages))
	for i, s := range analytics.Stages {
		names[i] = string(s)
	}
	return strings.Join(names, ", ")
}

// trustOptions reads --date, --stale-after and --stage into opt; it
// returns a usage message, or "".
func (a *analysisFlags) trustOptions(opt *analytics.Options) string {
	if *a.date != "" {
		d, err := runDate(*a.date, time.Now)
		if err != nil {
			return err.Error()
		}
		opt.RunDate = d
	}
	months, err := parseAge(*a.staleAfter)
	if err != nil {
		return err.Error()
	}
	opt.StaleAfter = months
	if *a.stage != "" {
		st, ok := parseStage(*a.stage)
		if !ok {
			return fmt.Sprintf("unknown --stage %q (want one of %s)", *a.stage, stageNames())
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

// parseAge reads an age: "12mo", "18m", "2y", or a number of months.
func parseAge(s string) (int, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	mult := 1
	switch {
	case strings.HasSuffix(t, "mo"):
		t = strings.TrimSuffix(t, "mo")
	case strings.HasSuffix(t, "m"):
		t = strings.TrimSuffix(t, "m")
	case strings.HasSuffix(t, "y"):
		t, mult = strings.TrimSuffix(t, "y"), 12
	}
	n, err := strconv.Atoi(strings.TrimSpace(t))
	if err != nil || n < 1 || n > 1200/mult {
		return 0, fmt.Errorf("bad --stale-after %q (want months like 12mo or years like 2y, at most 100 years)", s)
	}
	return n * mult, nil
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

// readTopVenues reads the committee's top venues: one catalogue acronym
// or alias a line, # comments. A venue not in the catalogue is an error
// naming its line.
func readTopVenues(path string, cat *venue.Catalog) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("--top-venues %v", inputs.PathError(path, err))
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 4096), 4096)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if i := strings.Index(line, "#"); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		if line == "" {
			continue
		}
		v, ok := cat.Lookup(line)
		if !ok {
			return nil, fmt.Errorf("--top-venues %s:%d: %q is not in the venue catalogue (see --venues)", path, n, line)
		}
		if !slices.Contains(out, v.Acronym) {
			out = append(out, v.Acronym)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("--top-venues %s: %v (a line over 4 KiB?)", path, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("--top-venues %s: no venues in the file", path)
	}
	return out, nil
}
