package pipeline

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/internal/cli"
)

// A fictional CV.
const fictionalCV = `# Orla Bramwick

orla@example.org

## Education

- Ph.D. in Computer Science, Example University, 2014–2019

## Publications

1. **Orla Bramwick**, Tam Ferris. Quiet Queues for Loud Networks. In NSDI 2021.
2. **Orla Bramwick**. Widgets at Scale. In ASPLOS 2022.
`

var clock = Clock{
	Getenv: func(string) string { return "" },
	Now:    func() time.Time { return time.Date(2026, 11, 23, 1, 0, 0, 0, time.UTC) },
}

func write(t *testing.T, path, data string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func plan(paths ...string) *Plan {
	p := &Plan{Inputs: DefaultInputs(), Selection: DefaultSelection()}
	p.Inputs.Paths = paths
	return p
}

// TestRunDay: "today", a date, and bad dates (named as --date with the
// form it takes, never a Go parse error).
func TestRunDay(t *testing.T) {
	if d, err := RunDay("today", clock); err != nil || d != "2026-11-23" {
		t.Errorf("today: %q %v", d, err)
	}
	if d, err := RunDay("2024-06-30", clock); err != nil || d != "2024-06-30" {
		t.Errorf("2024-06-30: %q %v", d, err)
	}
	for _, bad := range []string{"0000-01-01", "22/11/2026", "2024-13-01", "tomorrow"} {
		_, err := RunDay(bad, clock)
		var pe *Error
		if !errors.As(err, &pe) || pe.Field != "date" || pe.Code != cli.Usage ||
			!strings.Contains(pe.Msg, "bad --date") || !strings.Contains(pe.Msg, "want YYYY-MM-DD") || strings.Contains(pe.Msg, "parsing time") {
			t.Errorf("RunDay(%q): %v", bad, err)
		}
	}
}

func TestParseStage(t *testing.T) {
	for in, want := range map[string]analytics.Stage{"phd_student": analytics.StagePhDStudent, "PhD student": analytics.StagePhDStudent, "phd-student": analytics.StagePhDStudent, "Faculty": analytics.StageFaculty} {
		if got, ok := ParseStage(in); !ok || got != want {
			t.Errorf("ParseStage(%q) = %q, %v", in, got, ok)
		}
	}
	if _, ok := ParseStage("dean"); ok {
		t.Error("ParseStage(dean) accepted")
	}
}

// TestSelectionOptions: the selection becomes the analytics options.
func TestSelectionOptions(t *testing.T) {
	s := DefaultSelection()
	s.Since, s.Until, s.AsOf = 2018, 2024, 2025
	s.Types = []string{"Journal", "conference", "journal"}
	s.IncludePreprints = true
	s.Area, s.Credit, s.Stage, s.StaleAfter, s.Date = " Systems ", "fractional", "faculty", "2y", "2026-03-04"
	s.VenuesOnly = []string{"nsdi", "NSDI"}
	opt, err := s.Options(clock)
	if err != nil {
		t.Fatal(err)
	}
	want := analytics.Options{Since: 2018, Until: 2024, AsOf: 2025, Area: "systems", Fractional: true, Stage: analytics.StageFaculty,
		StaleAfter: 24, RunDate: cv.Date{Year: 2026, Month: 3},
		Types: []cv.PubType{cv.TypeJournal, cv.TypeConference, cv.TypePreprint}, Venues: []string{"NSDI"}}
	opt.Catalog = nil
	if !equalOptions(opt, want) {
		t.Errorf("options:\n%+v\nwant\n%+v", opt, want)
	}
}

func equalOptions(a, b analytics.Options) bool {
	ta, tb, va, vb := a.Types, b.Types, a.Venues, b.Venues
	a.Types, b.Types, a.Venues, b.Venues = nil, nil, nil, nil
	return slices.Equal(ta, tb) && slices.Equal(va, vb) && a.Since == b.Since && a.Until == b.Until && a.AsOf == b.AsOf &&
		a.Area == b.Area && a.Fractional == b.Fractional && a.Stage == b.Stage && a.StaleAfter == b.StaleAfter && a.RunDate == b.RunDate
}

// TestCheckNamesTheField: each bad value is an *Error naming the field
// it is about (what a job maps to its key's line) and the exit status;
// the message names the flag.
func TestCheckNamesTheField(t *testing.T) {
	dir := t.TempDir()
	in := write(t, filepath.Join(dir, "cvs", "orla.md"), fictionalCV)
	for _, tc := range []struct {
		field, msg string
		code       int
		set        func(p *Plan)
	}{
		{"since", "bad --since -1", cli.Usage, func(p *Plan) { p.Selection.Since = -1 }},
		{"until", "bad --until 12345", cli.Usage, func(p *Plan) { p.Selection.Until = 12345 }},
		{"since", "--since 2020 is after --until 2010", cli.Usage, func(p *Plan) { p.Selection.Since, p.Selection.Until = 2020, 2010 }},
		{"as-of", "bad --as-of", cli.Usage, func(p *Plan) { p.Selection.AsOf = -3 }},
		{"types", `unknown publication type "poem"`, cli.Usage, func(p *Plan) { p.Selection.Types = []string{"poem"} }},
		{"types", "--types is empty", cli.Usage, func(p *Plan) { p.Selection.Types = nil }},
		{"area", `unknown --area "nowhere"`, cli.Usage, func(p *Plan) { p.Selection.Area = "nowhere" }},
		{"credit", `unknown --credit "half"`, cli.Usage, func(p *Plan) { p.Selection.Credit = "half" }},
		{"date", `bad --date "2026-13-45"`, cli.Usage, func(p *Plan) { p.Selection.Date = "2026-13-45" }},
		{"stale-after", "bad --stale-after", cli.Usage, func(p *Plan) { p.Selection.StaleAfter = "soon" }},
		{"stage", `unknown --stage "dean"`, cli.Usage, func(p *Plan) { p.Selection.Stage = "dean" }},
		{"jobs", "--jobs must be at least 1", cli.Usage, func(p *Plan) { p.Inputs.Jobs = 0 }},
		{"max-size", "--max-size must be at least 1 byte", cli.Usage, func(p *Plan) { p.Inputs.MaxSize = 0 }},
		{"", "no input", cli.Usage, func(p *Plan) { p.Inputs.Paths = nil }},
		{"venues", "missing.toml", cli.Failure, func(p *Plan) { p.Selection.Venues = filepath.Join(dir, "missing.toml") }},
		{"top-venues", "--top-venues ", cli.Failure, func(p *Plan) { p.Selection.TopVenues = filepath.Join(dir, "missing.txt") }},
		{"venues-only", "--venues-only is empty", cli.Usage, func(p *Plan) { p.Selection.VenuesOnly = []string{} }},
		{"venues-only", `unknown venue "NOPE"`, cli.Usage, func(p *Plan) { p.Selection.VenuesOnly = []string{"NOPE"} }},
		{"corrections", "--corrections ", cli.Usage, func(p *Plan) { p.Corrections.File = filepath.Join(dir, "missing.toml") }},
		{"out", "--out DIR is required", cli.Usage, func(p *Plan) { p.Output = &Output{Name: "r"} }},
		{"name", `bad --name "a/b"`, cli.Usage, func(p *Plan) { p.Output = &Output{Dir: dir, Name: "a/b"} }},
		{"font", "--font ", cli.Failure, func(p *Plan) { p.Output = &Output{Dir: dir, Name: "r", Font: in} }},
		{"", "the output " + in + " is the input", cli.Usage, func(p *Plan) { p.File = in }},
	} {
		p := plan(in)
		tc.set(p)
		_, err := p.Check(clock)
		var pe *Error
		if !errors.As(err, &pe) || pe.Field != tc.field || pe.Code != tc.code || !strings.Contains(pe.Msg, tc.msg) {
			t.Errorf("%s %q: got %#v", tc.field, tc.msg, err)
		}
	}
}

// TestCheckFormats: the formats asked for, the defaults when none is,
// and --pdf-split adding the PDF to those asked for.
func TestCheckFormats(t *testing.T) {
	in := write(t, filepath.Join(t.TempDir(), "orla.md"), fictionalCV)
	for _, tc := range []struct {
		asked []string
		split bool
		want  string
	}{
		{nil, false, "html xlsx pdf"},
		{[]string{"text", "csv"}, false, "csv text"},
		{nil, true, "html xlsx pdf"},
		{[]string{"html"}, true, "html pdf"},
	} {
		p := plan(in)
		p.Output = &Output{Dir: t.TempDir(), Name: "r", Formats: tc.asked, Split: tc.split}
		c, err := p.Check(clock)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, f := range c.Set.Formats {
			got = append(got, f.Name)
		}
		if strings.Join(got, " ") != tc.want || c.Set.Split != tc.split || c.Set.Options.Date != "2026-11-23" {
			t.Errorf("%v split %v: %v, date %q; want %s", tc.asked, tc.split, got, c.Set.Options.Date, tc.want)
		}
		if len(tc.asked) > 0 && len(p.Output.Formats) != len(tc.asked) {
			t.Errorf("Check changed the plan's formats: %v", p.Output.Formats)
		}
	}
}

// TestRunReadsCorrectsComputes: Run reads every input (the observer sees
// each result), applies the corrections (a stale one is listed in the
// report) and computes the report from the corrected records.
func TestRunReadsCorrectsComputes(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "cvs", "orla.md"), fictionalCV)
	broken := write(t, filepath.Join(dir, "broken.json"), "{not json")
	corr := write(t, filepath.Join(dir, "corrections.toml"), `[[correction]]
candidate = "Orla Bramwick"
section = "publications"
entry = "Widgets at Scale"
remove = true

[[correction]]
candidate = "Orla Bramwick"
section = "publications"
entry = "A Paper Never Listed"
remove = true
`)
	p := plan(broken, filepath.Join(dir, "cvs"))
	p.Corrections.File = corr
	c, err := p.Check(clock)
	if err != nil {
		t.Fatal(err)
	}
	var seen []string
	applied := -1
	o, err := c.Run(Observer{
		Result:    func(r inputs.Result) { seen = append(seen, strings.TrimPrefix(fmt.Sprintf("%T", r), "*inputs.")) },
		Read:      func(l *Loaded) { seen = append(seen, "read") },
		Corrected: func(r corrections.Result) { applied = len(r.Applied) },
	})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(seen, " ") != "Failure Record read" {
		t.Errorf("observed %v", seen)
	}
	if applied != 1 || len(o.Corrections.Stale) != 1 || len(o.Report.Quality.StaleCorrections) != 1 {
		t.Errorf("applied %d, stale %d, in the report %v", applied, len(o.Corrections.Stale), o.Report.Quality.StaleCorrections)
	}
	if len(o.Report.Candidates) != 1 || len(o.Report.Candidates[0].Papers) != 1 {
		t.Errorf("the corrected record should count one paper: %+v", o.Report.Candidates)
	}
	if o.Loaded.Failed() != 1 || len(o.Report.Quality.Failed) != 1 {
		t.Errorf("the broken input: %d failed, report lists %v", o.Loaded.Failed(), o.Report.Quality.Failed)
	}
}

// TestRunNoCV: with no CV read, Run stops with ErrNoCV and says what was
// read.
func TestRunNoCV(t *testing.T) {
	p := plan(write(t, filepath.Join(t.TempDir(), "broken.json"), "[}"))
	c, err := p.Check(clock)
	if err != nil {
		t.Fatal(err)
	}
	o, err := c.Run(Observer{})
	if !errors.Is(err, ErrNoCV) || o.Report != nil || o.Loaded.Problems() != "1 input(s) failed" {
		t.Errorf("Run: %v, report %v, problems %q", err, o.Report != nil, o.Loaded.Problems())
	}
}
