package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/job"
)

// edgeJob makes a folder with two sample CVs in applications/ and the job
// file text job there; it returns the folder and the job's path.
func edgeJob(t *testing.T, job string) (dir, jobPath string) {
	t.Helper()
	dir = t.TempDir()
	for _, n := range []string{"minimal.txt", "mixed_postdoc.md"} {
		writeFile(t, filepath.Join(dir, "applications", n), sampleCV(t, n))
	}
	return dir, writeFile(t, filepath.Join(dir, "job.toml"), job)
}

func edgeEnv(t *testing.T) *jobEnv {
	return &jobEnv{t: t, now: time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)}
}

// TestRunOutputLinkIntoInputs: an output folder that is a symbolic link
// into an input folder is refused like one named inside it; otherwise the
// second run reads the first one's reports as CVs.
func TestRunOutputLinkIntoInputs(t *testing.T) {
	dir, jobPath := edgeJob(t, "[inputs]\npaths = [\"applications\"]\n[output]\ndir = \"reports\"\nformats = [\"html\"]\n")
	if err := os.MkdirAll(filepath.Join(dir, "applications", "published"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join("applications", "published"), filepath.Join(dir, "reports")); err != nil {
		t.Fatal(err)
	}
	env := edgeEnv(t)
	r := env.run("run", jobPath)
	if r.code != cli.Usage || !strings.Contains(r.stderr, "job.toml:4: output.dir") {
		t.Fatalf("output folder linked into the inputs: exit %d, want %d at output.dir\n%s", r.code, cli.Usage, r.stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "applications", "published", "runs")); !os.IsNotExist(err) {
		t.Errorf("something was published into the input folder (%v)", err)
	}
	if r := env.run("run", "--check", jobPath); r.code != cli.Usage {
		t.Errorf("--check: exit %d, want %d\n%s", r.code, cli.Usage, r.stderr)
	}
}

// TestRunFileCorrectionFromAnyFolder: a correction naming its candidate
// by file (file:applications/x.md, as the docs show) applies whatever
// the folder vitae runs from: job paths are relative to the job file, and
// so are the corrections' files. Here the job is named by its absolute
// path.
func TestRunFileCorrectionFromAnyFolder(t *testing.T) {
	dir, jobPath := edgeJob(t, "[inputs]\npaths = [\"applications\"]\n[output]\ndir = \"out\"\nformats = [\"text\"]\n[corrections]\nfile = \"corrections.toml\"\n[policy]\nfail_on = [\"stale_corrections\"]\n")
	writeFile(t, filepath.Join(dir, "corrections.toml"), `[[correction]]
candidate = "file:applications/minimal.txt"
section = "awards"
add = { name = "Example Travel Fellowship", year = 2022, category = "fellowship" }
`)
	r := edgeEnv(t).run("run", jobPath)
	if r.code != cli.OK || strings.Contains(r.stderr, "not applied") {
		t.Fatalf("exit %d, want 0 with the correction applied\n%s", r.code, r.stderr)
	}
	text, err := os.ReadFile(filepath.Join(dir, "out", "latest", "report.txt"))
	if err != nil || !strings.Contains(string(text), "Example Travel Fellowship") {
		t.Errorf("the added award is not in the report (%v)", err)
	}
}

// TestRunGlobsMatchNothing: a job whose only inputs are globs that match
// no file tonight publishes nothing (exit 4, like an empty folder) and
// says so naming inputs.globs, not the command line's "no input".
func TestRunGlobsMatchNothing(t *testing.T) {
	_, jobPath := edgeJob(t, "[inputs]\nglobs = [\"incoming/*.md\"]\n[output]\ndir = \"out\"\n")
	env := edgeEnv(t)
	r := env.run("run", jobPath)
	if r.code != job.ExitNothing || !strings.Contains(r.stderr, "inputs.globs") || strings.Contains(r.stderr, "standard input") {
		t.Errorf("run: exit %d, want %d naming inputs.globs\n%s", r.code, job.ExitNothing, r.stderr)
	}
	r = env.run("run", "--check", jobPath)
	if r.code != cli.Usage || !strings.Contains(r.stderr, "job.toml:2: inputs.globs") {
		t.Errorf("--check: exit %d, want %d at job.toml:2\n%s", r.code, cli.Usage, r.stderr)
	}
}

// TestRunJobBadNames: an empty input path or pattern and an output name
// with control characters are job errors at their line (exit 2), found
// by --check, not after reading every CV.
func TestRunJobBadNames(t *testing.T) {
	for _, tc := range []struct{ job, want string }{
		{"[inputs]\npaths = [\"applications\", \"\"]\n[output]\ndir = \"out\"\n", "job.toml:2: inputs.paths"},
		{"[inputs]\nglobs = [\" \"]\n[output]\ndir = \"out\"\n", "job.toml:2: inputs.globs"},
		{"[inputs]\npaths = [\"applications\"]\n[output]\ndir = \"out\"\nname = \"a\\u0000b\"\n", "job.toml:5: output.name"},
		{"[inputs]\npaths = [\"applications\"]\n[output]\ndir = \"out\"\nname = \"a\\nb\"\n", "job.toml:5: output.name"},
	} {
		_, jobPath := edgeJob(t, tc.job)
		r := edgeEnv(t).run("run", "--check", jobPath)
		if r.code != cli.Usage || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("%q: exit %d, want %d at %s\n%s", tc.job, r.code, cli.Usage, tc.want, r.stderr)
		}
	}
}

// TestRunLatestNotALink: a latest that a person replaced by a folder of
// their own stops the run before it reads anything (exit 4, the folder
// named), and is left as it was.
func TestRunLatestNotALink(t *testing.T) {
	dir, jobPath := edgeJob(t, "[inputs]\npaths = [\"applications\"]\n[output]\ndir = \"out\"\nformats = [\"text\"]\n")
	writeFile(t, filepath.Join(dir, "out", "latest", "mine.txt"), "a user's file")
	r := edgeEnv(t).run("run", jobPath)
	if r.code != job.ExitNothing || !strings.Contains(r.stderr, filepath.Join("out", "latest")) {
		t.Fatalf("exit %d, want %d naming latest\n%s", r.code, job.ExitNothing, r.stderr)
	}
	if strings.Contains(r.stderr, "read 2 CV") || strings.Contains(r.stderr, "First run") {
		t.Errorf("the run read and counted the CVs before finding it cannot publish:\n%s", r.stderr)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "out", "latest", "mine.txt")); err != nil || string(b) != "a user's file" {
		t.Errorf("the user's latest folder was touched (%v)", err)
	}
}

// TestRunFromAnyFolder: the same job over the same CVs, run once from its
// own folder (job.toml) and once from elsewhere (its absolute path), finds
// no change and reads every CV from the parse cache the second time; a
// record without a name (keyed by its file) was listed as removed and
// added again.
func TestRunFromAnyFolder(t *testing.T) {
	dir, jobPath := edgeJob(t, "[inputs]\npaths = [\"applications\"]\n[output]\ndir = \"out\"\nformats = [\"text\"]\n")
	writeFile(t, filepath.Join(dir, "applications", "noname.txt"), "Education\nPhD in Widgets, Example University, 2020\n\nPublications\n1. A Study of Examples. In NSDI 2021.\n")
	env := edgeEnv(t)
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	if r := env.run("run", "job.toml"); r.code != cli.OK {
		t.Fatalf("run from the job's folder: exit %d\n%s", r.code, r.stderr)
	}
	t.Chdir(wd)
	r := env.run("run", jobPath)
	if r.code != cli.OK || !strings.Contains(r.stderr, "(3 from the parse cache)") {
		t.Errorf("run from elsewhere: exit %d, want every CV from the cache\n%s", r.code, r.stderr)
	}
	if c := readChanges(t, filepath.Join(dir, "out", "latest")); len(c.Added)+len(c.Removed) != 0 {
		t.Errorf("the same CVs from another folder: added %+v, removed %+v", c.Added, c.Removed)
	}
}

// TestRunJobValueLine: a bad value whose message names no flag (a date
// out of range, a venue file that does not read) is still said at its
// line.
func TestRunJobValueLine(t *testing.T) {
	for _, tc := range []struct{ sel, want string }{
		{"date = \"2026-13-45\"", "job.toml:7: selection.date"},
		{"venues = \"applications\"", "job.toml:7: selection.venues"},
	} {
		_, jobPath := edgeJob(t, "[inputs]\npaths = [\"applications\"]\n[output]\ndir = \"out\"\nformats = [\"text\"]\n[selection]\n"+tc.sel+"\n")
		r := edgeEnv(t).run("run", "--check", jobPath)
		if r.code != cli.Usage || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("%s: exit %d, want %d at %s\n%s", tc.sel, r.code, cli.Usage, tc.want, r.stderr)
		}
	}
}

// TestDiffSharedStore: two jobs share one store (cache.path, as a system
// cache) and run at the same minute, so their runs have one ID. The
// history holds the first job's run under it; "vitae diff --out" of the
// second job's folder must not show the first job's run as its own.
func TestDiffSharedStore(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a", "minimal.txt"), sampleCV(t, "minimal.txt"))
	writeFile(t, filepath.Join(dir, "b", "mixed_postdoc.md"), sampleCV(t, "mixed_postdoc.md"))
	for _, k := range []string{"a", "b"} {
		writeFile(t, filepath.Join(dir, k+".toml"), "[inputs]\npaths = [\""+k+"\"]\n[output]\ndir = \"out-"+k+"\"\nformats = [\"text\"]\n[cache]\npath = \"shared.db\"\n")
	}
	at := time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)
	for _, k := range []string{"a", "b"} {
		r := (&jobEnv{t: t, now: at}).run("run", filepath.Join(dir, k+".toml"))
		if r.code != cli.OK {
			t.Fatalf("job %s: exit %d\n%s", k, r.code, r.stderr)
		}
		if k == "b" && !strings.Contains(r.stderr, "own cache.path") {
			t.Errorf("job b's run is not in the shared history and the log does not say why:\n%s", r.stderr)
		}
	}
	if r := (&jobEnv{t: t, now: at.Add(time.Minute)}).run("run", filepath.Join(dir, "b.toml")); r.code != cli.OK {
		t.Fatalf("job b again: exit %d\n%s", r.code, r.stderr)
	}
	outB := filepath.Join(dir, "out-b")
	if err := os.RemoveAll(filepath.Join(outB, "runs", "2026-11-22T0301Z")); err != nil { // as if pruned
		t.Fatal(err)
	}
	d := edgeEnv(t).run("diff", "--out", outB, "--store", filepath.Join(dir, "shared.db"), "2026-11-22T0301Z", "2026-11-22T0302Z")
	if d.code == cli.OK || strings.Contains(d.stdout, "Greta") || !strings.Contains(d.stderr, "out-a") {
		t.Errorf("diff of job b's runs: exit %d, want an error naming job a's folder\n%s%s", d.code, d.stdout, d.stderr)
	}
}

// TestCheckOutput: --check finds an output folder that is a file, and a
// latest that is not vitae's link, which a run could not publish to.
func TestCheckOutput(t *testing.T) {
	dir, jobPath := edgeJob(t, "[inputs]\npaths = [\"applications\"]\n[output]\ndir = \"out\"\n")
	writeFile(t, filepath.Join(dir, "out"), "a file")
	if r := edgeEnv(t).run("run", "--check", jobPath); r.code != cli.Usage || !strings.Contains(r.stderr, "job.toml:4: output.dir") {
		t.Errorf("output folder a file: exit %d\n%s", r.code, r.stderr)
	}
	dir, jobPath = edgeJob(t, "[inputs]\npaths = [\"applications\"]\n[output]\ndir = \"out\"\n")
	writeFile(t, filepath.Join(dir, "out", "latest", "mine.txt"), "a user's file")
	if r := edgeEnv(t).run("run", "--check", jobPath); r.code != cli.Usage || !strings.Contains(r.stderr, filepath.Join("out", "latest")) {
		t.Errorf("latest a folder: exit %d\n%s", r.code, r.stderr)
	}
}
