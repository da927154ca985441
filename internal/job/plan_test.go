package job

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/pipeline"
)

var clock = pipeline.Clock{
	Getenv: func(string) string { return "" },
	Now:    func() time.Time { return time.Date(2026, 11, 23, 3, 0, 0, 0, time.UTC) },
}

// checkJob loads the job text (a CV folder beside it), builds its plan
// and checks it; it returns the job's error, as "vitae run" says it.
func checkJob(t *testing.T, text string) string {
	t.Helper()
	p := write(t, text)
	if err := os.MkdirAll(filepath.Join(filepath.Dir(p), "apps"), 0o755); err != nil {
		t.Fatal(err)
	}
	j, err := Load(p)
	if err != nil {
		return strings.TrimPrefix(err.Error(), filepath.Dir(p)+string(filepath.Separator))
	}
	plan, err := j.Plan()
	if err == nil {
		_, err = plan.Check(clock)
	}
	if err == nil {
		return ""
	}
	return strings.TrimPrefix(j.PlanError(err).Error(), filepath.Dir(p)+string(filepath.Separator))
}

// TestPlanErrorAtKeyLine: a bad value of each key the plan checks is said
// at the key's line (from the TOML parser's positions) with the key's
// name, and the check's message, whatever flags the message names.
func TestPlanErrorAtKeyLine(t *testing.T) {
	for _, tc := range []struct{ section, line, want string }{
		{"selection", "since = -1", "job.toml:6: selection.since: bad --since -1"},
		{"selection", "until = 20000", "job.toml:6: selection.until: bad --until 20000"},
		{"selection", "as_of = -2", "job.toml:6: selection.as_of: bad --as-of -2"},
		{"selection", "since = 2020\nuntil = 2010", "job.toml:6: selection.since: --since 2020 is after --until 2010"},
		{"selection", `types = ["poem"]`, `job.toml:6: selection.types: unknown publication type "poem"`},
		{"selection", `types = []`, "job.toml:6: selection.types: --types is empty"},
		{"selection", `area = "nowhere"`, `job.toml:6: selection.area: unknown --area "nowhere"`},
		{"selection", `venues_only = []`, "job.toml:6: selection.venues_only: --venues-only is empty"},
		{"selection", `venues_only = ["NOPE"]`, `job.toml:6: selection.venues_only: unknown venue "NOPE"`},
		{"selection", `credit = "half"`, `job.toml:6: selection.credit: unknown --credit "half" (want full or fractional)`},
		{"selection", `date = "2026-13-45"`, `job.toml:6: selection.date: bad --date "2026-13-45" (want YYYY-MM-DD`},
		{"selection", `stale_after = "soon"`, `job.toml:6: selection.stale_after: bad --stale-after "soon"`},
		{"selection", `stage = "dean"`, `job.toml:6: selection.stage: unknown --stage "dean"`},
		{"selection", `top_venues = "missing.txt"`, "job.toml:6: selection.top_venues: --top-venues "},
		{"selection", `venues = "missing.toml"`, "job.toml:6: selection.venues: "},
		{"inputs", `max_size = "2XB"`, `job.toml:6: inputs.max_size: bad size "2XB" (want a number of bytes`},
		{"output", `font = "apps"`, "job.toml:6: output.font: --font "},
	} {
		if got := checkJob(t, placeIn(tc.section, tc.line)); !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s: got\n  %s\nwant\n  %s...", tc.line, got, tc.want)
		}
	}
}

// placeIn is a job whose line 6 sets line in section.
func placeIn(section, line string) string {
	switch section {
	case "selection":
		return "[inputs]\npaths = [\"apps\"]\n[output]\ndir = \"out\"\n[selection]\n" + line + "\n"
	case "inputs":
		return "[output]\ndir = \"out\"\n\n[inputs]\npaths = [\"apps\"]\n" + line + "\n"
	}
	return "[inputs]\npaths = [\"apps\"]\n\n[output]\ndir = \"out\"\n" + line + "\n"
}

// TestPlanOfJob: the job's keys set the typed plan; unset keys keep the
// command line's defaults; paths are the job folder's.
func TestPlanOfJob(t *testing.T) {
	p := write(t, `[inputs]
paths = ["apps"]
max_size = "1MiB"
strict = true
[selection]
since = 2019
types = ["journal"]
include_preprints = true
venues = "extra.txt"
[output]
dir = "out"
formats = ["text", "csv"]
pdf_split = true
[corrections]
file = "corr.toml"
`)
	j, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := j.Plan()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Dir(p)
	want := pipeline.DefaultSelection()
	want.Since, want.Types, want.IncludePreprints, want.Venues = 2019, []string{"journal"}, true, filepath.Join(dir, "extra.txt")
	if !reflect.DeepEqual(plan.Selection, want) {
		t.Errorf("selection:\n%+v\nwant\n%+v", plan.Selection, want)
	}
	in := plan.Inputs
	if in.MaxSize != 1<<20 || !in.Strict || in.Jobs != pipeline.DefaultInputs().Jobs || !reflect.DeepEqual(in.Paths, []string{filepath.Join(dir, "apps")}) {
		t.Errorf("inputs: %+v", in)
	}
	o := plan.Output
	if o.Dir != filepath.Join(dir, "out") || o.Name != pipeline.DefaultName || !o.Split || !reflect.DeepEqual(o.Formats, []string{"text", "csv"}) {
		t.Errorf("output: %+v", o)
	}
	if plan.Corrections != (pipeline.Corrections{File: filepath.Join(dir, "corr.toml"), Base: dir}) {
		t.Errorf("corrections: %+v", plan.Corrections)
	}
}

// TestEveryFieldHasAKey: every field a plan's check can name is a job
// key, so no job error loses its line.
func TestEveryFieldHasAKey(t *testing.T) {
	for _, f := range []string{"since", "until", "as-of", "types", "area", "venues-only", "credit", "date", "stale-after",
		"stage", "top-venues", "venues", "max-size", "jobs", "strict", "name", "title", "font", "pdf-split", "out", "corrections"} {
		if keyOf(f) == "" {
			t.Errorf("field %q has no job key", f)
		}
	}
}

// TestCompareKey: output.compare is the plan's shortlist, and a bad one
// is said at its line, as the flag's error.
func TestCompareKey(t *testing.T) {
	if got := checkJob(t, placeIn("output", `compare = ["Ada"]`)); !strings.HasPrefix(got, "job.toml:6: output.compare: --compare takes 2 to 4 candidates, not 1") {
		t.Errorf("one name: %s", got)
	}
	if got := checkJob(t, placeIn("output", `compare = ["Ada", "Bo", "Cy", "Di", "Ed"]`)); !strings.Contains(got, "output.compare: --compare takes 2 to 4 candidates, not 5") {
		t.Errorf("five names: %s", got)
	}
	j, err := Load(write(t, placeIn("output", `compare = ["Ada", "bo.md"]`)))
	if err != nil {
		t.Fatal(err)
	}
	p, err := j.Plan()
	if err != nil || !reflect.DeepEqual(p.Output.Compare, []string{"Ada", "bo.md"}) {
		t.Errorf("plan %v, %+v", err, p.Output)
	}
	found := false
	for _, a := range j.Args() {
		found = found || a.Flag == "--compare=Ada,bo.md" && a.Key == "output.compare"
	}
	if !found {
		t.Errorf("args %v lack --compare", j.Args())
	}
}
