package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/job"
	"github.com/vitae-cv/vitae/internal/publish"
)

// jobEnv runs vitae with a fixed clock: each call one minute after the
// last, so run IDs are known.
type jobEnv struct {
	t   *testing.T
	now time.Time
}

func (j *jobEnv) run(args ...string) result {
	j.t.Helper()
	j.now = j.now.Add(time.Minute)
	var out, errb bytes.Buffer
	now := j.now
	e := &cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb, Getenv: func(k string) string {
		if k == "SOURCE_DATE_EPOCH" {
			return "1750000000"
		}
		return ""
	}, Now: func() time.Time { return now }}
	code := vitae.Run(e, args)
	return result{code, out.String(), errb.String()}
}

// sampleCV is a file of testdata/cvs.
func sampleCV(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "cvs", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// manifestOf reads a run's manifest.json.
type manifestJSON struct {
	Candidates int `json:"candidates"`
	Exit       int `json:"exit"`
	Inputs     []struct {
		Path, Status, Why, SHA256 string
		Size                      int64
	} `json:"inputs"`
	Outputs []struct {
		Path   string `json:"path"`
		SHA256 string `json:"sha256"`
	} `json:"outputs"`
	Policy struct {
		Breaches []string `json:"breaches"`
	} `json:"policy"`
}

func readManifest(t *testing.T, dir string) manifestJSON {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m manifestJSON
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("manifest.json: %v\n%s", err, b)
	}
	return m
}

func latestID(t *testing.T, out string) string {
	t.Helper()
	target, err := os.Readlink(filepath.Join(out, "latest"))
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Base(target)
}

type changesJSON struct {
	Since      string `json:"since"`
	First      bool   `json:"first"`
	Added      []struct{ Name string }
	Removed    []struct{ Name string }
	Candidates []struct {
		Name        string
		PapersAdded []string `json:"papers_added"`
	}
}

func readChanges(t *testing.T, dir string) changesJSON {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "changes.json"))
	if err != nil {
		t.Fatal(err)
	}
	var c changesJSON
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatalf("changes.json: %v\n%s", err, b)
	}
	return c
}

// changesSheet is the workbook's Changes sheet, as rows of text.
func changesSheet(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Changes")
	if err != nil {
		t.Fatalf("%s: no Changes sheet: %v", path, err)
	}
	return rows
}

// TestRunJobThreeTimes runs a job three times over a changing folder:
// the first run publishes; the second, with a CV added, lists it as
// added; the third, with one CV changed and one broken, lists the new
// paper and the removed candidate, fails its fewer_candidates policy
// (exit 3) and leaves latest on the second run. Every run folder's
// manifest matches its files.
func TestRunJobThreeTimes(t *testing.T) {
	dir := t.TempDir()
	apps := filepath.Join(dir, "applications")
	for _, n := range []string{"markdown_headings.md", "caps_headings.md", "numbered_plain.txt"} {
		writeFile(t, filepath.Join(apps, n), sampleCV(t, n))
	}
	jobPath := writeFile(t, filepath.Join(dir, "job.toml"), `[inputs]
paths = ["applications"]
[output]
dir = "out"
formats = ["html", "xlsx"]
[policy]
keep = 2
fail_on = ["fewer_candidates"]
`)
	out := filepath.Join(dir, "out")
	env := &jobEnv{t: t, now: time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)}

	// run 1: published, first run
	r := env.run("run", jobPath)
	if r.code != cli.OK || r.stdout != "" {
		t.Fatalf("run 1: exit %d, stdout %q\n%s", r.code, r.stdout, r.stderr)
	}
	id1 := latestID(t, out)
	if id1 != "2026-11-22T0301Z" {
		t.Errorf("run 1 ID %q", id1)
	}
	run1 := filepath.Join(out, "runs", id1)
	if m := readManifest(t, run1); m.Candidates != 3 || len(m.Inputs) != 3 || m.Exit != 0 {
		t.Errorf("run 1 manifest: %+v", m)
	}
	if c := readChanges(t, run1); !c.First {
		t.Errorf("run 1 changes: %+v, want a first run", c)
	}
	if v := env.run("verify", filepath.Join(out, "latest")); v.code != cli.OK {
		t.Errorf("verify run 1: exit %d\n%s%s", v.code, v.stdout, v.stderr)
	}

	// run 2: a CV added
	writeFile(t, filepath.Join(apps, "mixed_postdoc.md"), sampleCV(t, "mixed_postdoc.md"))
	r = env.run("run", "--quiet", jobPath)
	if r.code != cli.OK || r.stderr != "" {
		t.Fatalf("run 2: exit %d, stderr with --quiet %q", r.code, r.stderr)
	}
	id2 := latestID(t, out)
	run2 := filepath.Join(out, "runs", id2)
	c2 := readChanges(t, run2)
	if c2.Since != id1 || len(c2.Added) != 1 || len(c2.Removed) != 0 {
		t.Errorf("run 2 changes: %+v", c2)
	}
	if rows := changesSheet(t, filepath.Join(run2, "report.xlsx")); !sheetHas(rows, "added") {
		t.Errorf("run 2 Changes sheet: %q", rows)
	}
	if html, _ := os.ReadFile(filepath.Join(run2, "report.html")); !bytes.Contains(html, []byte("Changes since "+id1)) {
		t.Error("run 2 HTML has no changes section")
	}

	// run 3: one CV changed (a paper added), one broken (a damaged PDF
	// under its name)
	changed := sampleCV(t, "caps_headings.md") + "\n\n## Additional Publications\n\n1. A Brand New Paper on Scheduled Runs. In NSDI 2026.\n"
	writeFile(t, filepath.Join(apps, "caps_headings.md"), changed)
	writeFile(t, filepath.Join(apps, "numbered_plain.txt"), "%PDF-1.7\nthis is not a PDF\n")
	r = env.run("run", "--log-format", "json", jobPath)
	if r.code != job.ExitPolicy {
		t.Fatalf("run 3: exit %d, want %d (fewer candidates)\n%s", r.code, job.ExitPolicy, r.stderr)
	}
	for _, line := range strings.Split(strings.TrimSpace(r.stderr), "\n") {
		if !json.Valid([]byte(line)) {
			t.Errorf("run 3 --log-format json: %q is not JSON", line)
		}
	}
	if got := latestID(t, out); got != id2 {
		t.Errorf("after a breach latest is %s, want the last good run %s", got, id2)
	}
	id3 := "2026-11-22T0304Z" // each env.run is a minute later: run 1, verify, run 2, run 3
	run3 := filepath.Join(out, "runs", id3)
	m3 := readManifest(t, run3)
	failed := 0
	for _, in := range m3.Inputs {
		if in.Status == "failed" {
			failed++
			if !strings.Contains(in.Path, "numbered_plain.txt") || in.Why == "" {
				t.Errorf("run 3 failed input %+v", in)
			}
		}
	}
	if failed != 1 || m3.Exit != job.ExitPolicy || len(m3.Policy.Breaches) != 1 {
		t.Errorf("run 3 manifest: %d failed, exit %d, breaches %q", failed, m3.Exit, m3.Policy.Breaches)
	}
	c3 := readChanges(t, run3)
	if c3.Since != id2 || len(c3.Removed) != 1 {
		t.Errorf("run 3 changes: %+v", c3)
	}
	newPaper := false
	for _, c := range c3.Candidates {
		for _, p := range c.PapersAdded {
			newPaper = newPaper || strings.Contains(p, "Brand New Paper")
		}
	}
	if !newPaper {
		t.Errorf("run 3 changes do not list the new paper: %+v", c3.Candidates)
	}
	// keep = 2: the first run is gone; latest's run is kept
	if _, err := os.Stat(run1); !os.IsNotExist(err) {
		t.Errorf("run 1 kept beyond keep = 2 (%v)", err)
	}
	if v := env.run("verify", run3); v.code != cli.OK {
		t.Errorf("verify run 3: exit %d\n%s%s", v.code, v.stdout, v.stderr)
	}
	// a tampered file is found
	if err := os.WriteFile(filepath.Join(run3, "report.html"), []byte("changed"), 0o644); err != nil {
		t.Fatal(err)
	}
	if v := env.run("verify", run3); v.code != cli.Failure || !strings.Contains(v.stdout, "report.html") {
		t.Errorf("verify after tampering: exit %d\n%s", v.code, v.stdout)
	}
	if d := env.run("diff", run2, run3); d.code != cli.OK || !strings.Contains(d.stdout, "Brand New Paper") {
		t.Errorf("diff: exit %d\n%s%s", d.code, d.stdout, d.stderr)
	}
	// run 1's folder is pruned; the history still has it
	if d := env.run("diff", "--out", out, id1, id3); d.code != cli.OK || !strings.Contains(d.stdout, "Since "+id1) || !strings.Contains(d.stdout, "Brand New Paper") {
		t.Errorf("diff from the history: exit %d\n%s%s", d.code, d.stdout, d.stderr)
	}
	if d := env.run("diff", id1, id3); d.code != cli.Failure || !strings.Contains(d.stderr, "--out") {
		t.Errorf("diff of IDs without --out: exit %d\n%s", d.code, d.stderr)
	}
	noTemps(t, out)
}

func sheetHas(rows [][]string, word string) bool {
	for _, r := range rows {
		for _, c := range r {
			if strings.Contains(strings.ToLower(c), word) {
				return true
			}
		}
	}
	return false
}

// TestRunCheck: --check validates and runs nothing; a bad value in the
// selection is reported at its line, as the flag check says it.
func TestRunCheck(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "apps", "a.md"), goodCV)
	good := writeFile(t, filepath.Join(dir, "good.toml"), "[inputs]\npaths = [\"apps\"]\n[output]\ndir = \"out\"\n")
	env := &jobEnv{t: t, now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	if r := env.run("run", "--check", good); r.code != cli.OK || !strings.Contains(r.stderr, "ok: 1 input") {
		t.Errorf("check: exit %d\n%s", r.code, r.stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "out")); !os.IsNotExist(err) {
		t.Error("--check wrote the output folder")
	}
	bad := writeFile(t, filepath.Join(dir, "bad.toml"), "[inputs]\npaths = [\"apps\"]\n[selection]\ncredit = \"half\"\n[output]\ndir = \"out\"\n")
	if r := env.run("run", "--check", bad); r.code != cli.Usage || !strings.Contains(r.stderr, "bad.toml:4: selection.credit:") || !strings.Contains(r.stderr, `"half"`) {
		t.Errorf("bad credit: exit %d\n%s", r.code, r.stderr)
	}
	inside := writeFile(t, filepath.Join(dir, "inside.toml"), "[inputs]\npaths = [\".\"]\n[output]\ndir = \"reports\"\n")
	if r := env.run("run", "--check", inside); r.code != cli.Usage || !strings.Contains(r.stderr, "inside.toml:4: output.dir:") {
		t.Errorf("output inside the input: exit %d\n%s", r.code, r.stderr)
	}
	missing := writeFile(t, filepath.Join(dir, "missing.toml"), "[inputs]\npaths = [\"apps\", \"nowhere\"]\n[output]\ndir = \"out\"\n")
	if r := env.run("run", "--check", missing); r.code != cli.Usage || !strings.Contains(r.stderr, "missing.toml:2: inputs.paths:") || !strings.Contains(r.stderr, "nowhere") {
		t.Errorf("missing input: exit %d\n%s", r.code, r.stderr)
	}
	unknown := writeFile(t, filepath.Join(dir, "unknown.toml"), "[inputs]\npaths = [\"apps\"]\n[output]\ndir = \"out\"\nformat = \"pdf\"\n")
	if r := env.run("run", unknown); r.code != cli.Usage || !strings.Contains(r.stderr, "unknown.toml:5: output.format: unknown key") {
		t.Errorf("unknown key: exit %d\n%s", r.code, r.stderr)
	}
}

// TestRunNothingRead: no CV could be read: exit 4, nothing published.
func TestRunNothingRead(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "apps", "a.pdf"), "%PDF-1.7 broken")
	jobPath := writeFile(t, filepath.Join(dir, "job.toml"), "[inputs]\npaths = [\"apps\"]\n[output]\ndir = \"out\"\n")
	env := &jobEnv{t: t, now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	if r := env.run("run", jobPath); r.code != job.ExitNothing {
		t.Errorf("exit %d, want %d\n%s", r.code, job.ExitNothing, r.stderr)
	}
	if _, err := os.Lstat(filepath.Join(dir, "out", "latest")); !os.IsNotExist(err) {
		t.Errorf("latest exists after a run that read nothing (%v)", err)
	}
}

// TestRunKilled kills a run (SIGKILL, in a child process) while it writes
// its set: latest still points at the previous complete run, and the next
// run removes what the killed one left and publishes.
func TestRunKilled(t *testing.T) {
	c := newChildJob(t)
	first := c.first()
	c.signalMidway(syscall.SIGKILL, io.Discard)
	if got := latestID(t, c.out); got != first {
		t.Errorf("after the kill latest is %s, want %s", got, first)
	}
	if m := readManifest(t, filepath.Join(c.out, "latest")); m.Candidates != 150 {
		t.Errorf("latest's manifest: %d candidates", m.Candidates)
	}
	if left, _ := filepath.Glob(filepath.Join(c.out, "runs", ".*")); len(left) == 0 {
		t.Error("the killed run left nothing: it was killed too early or too late to test")
	}
	// the next run sweeps and publishes
	if got := c.first(); got == first {
		t.Error("the run after the kill did not publish")
	}
	noTemps(t, c.out)
	if left, _ := filepath.Glob(filepath.Join(c.out, "runs", ".*")); len(left) > 0 {
		t.Errorf("left after the next run: %q", left)
	}
}

// TestRunLocked: a second run on an output folder another run holds
// fails at once, naming the holder, and publishes nothing (exit 4).
func TestRunLocked(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "apps", "a.md"), goodCV)
	jobPath := writeFile(t, filepath.Join(dir, "job.toml"), "[inputs]\npaths = [\"apps\"]\n[output]\ndir = \"out\"\nformats = [\"text\"]\n")
	l, err := publish.Acquire(filepath.Join(dir, "out"), 0)
	if err != nil {
		t.Fatal(err)
	}
	env := &jobEnv{t: t, now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	r := env.run("run", jobPath)
	if r.code != job.ExitNothing || !strings.Contains(r.stderr, fmt.Sprintf("pid %d", os.Getpid())) {
		t.Errorf("locked: exit %d\n%s", r.code, r.stderr)
	}
	l.Unlock()
	if r := env.run("run", jobPath); r.code != cli.OK {
		t.Errorf("after unlock: exit %d\n%s", r.code, r.stderr)
	}
}

// TestRunTerminated: SIGTERM during a run removes its unfinished folder
// at once and exits 130; latest stays on the previous run.
func TestRunTerminated(t *testing.T) {
	c := newChildJob(t)
	first := c.first()
	var stderr bytes.Buffer
	err := c.signalMidway(syscall.SIGTERM, &stderr)
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 130 {
		t.Errorf("exit %v, want 130\n%s", err, stderr.String())
	}
	if left, _ := filepath.Glob(filepath.Join(c.out, "runs", ".*")); len(left) > 0 {
		t.Errorf("left after SIGTERM: %q", left)
	}
	if got := latestID(t, c.out); got != first {
		t.Errorf("latest is %s, want %s", got, first)
	}
}

// childJob is a job over 150 CVs, in a folder of its own, run by the test
// binary as vitae in a child process: start makes the command, first
// runs it once and returns the run latest then names.
type childJob struct {
	t        *testing.T
	job, out string
}

func newChildJob(t *testing.T) *childJob {
	t.Helper()
	if testing.Short() {
		t.Skip("runs vitae in a child process")
	}
	dir := t.TempDir()
	for i := range 150 {
		writeFile(t, filepath.Join(dir, "applications", fmt.Sprintf("cv%03d.md", i)), strings.Replace(sampleCV(t, "markdown_headings.md"), "\n", fmt.Sprintf(" %d\n", i), 1))
	}
	job := writeFile(t, filepath.Join(dir, "job.toml"), "[inputs]\npaths = [\"applications\"]\n[output]\ndir = \"out\"\nformats = [\"html\", \"xlsx\", \"pdf\"]\n[cache]\nenabled = false\n")
	return &childJob{t: t, job: job, out: filepath.Join(dir, "out")}
}

func (c *childJob) start() *exec.Cmd {
	cmd := exec.Command(os.Args[0], "run", c.job)
	cmd.Env = append(os.Environ(), "VITAE_TEST_AS_VITAE=1")
	return cmd
}

func (c *childJob) first() string {
	c.t.Helper()
	if b, err := c.start().CombinedOutput(); err != nil {
		c.t.Fatalf("first run: %v\n%s", err, b)
	}
	return latestID(c.t, c.out)
}

// signalMidway starts a run and sends sig once its unfinished folder has
// files; it returns the command's error.
func (c *childJob) signalMidway(sig os.Signal, stderr io.Writer) error {
	c.t.Helper()
	cmd := c.start()
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		c.t.Fatal(err)
	}
	sent := false
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline) && !sent; time.Sleep(5 * time.Millisecond) {
		if partial, _ := filepath.Glob(filepath.Join(c.out, "runs", ".*.partial", "*")); len(partial) > 0 {
			cmd.Process.Signal(sig)
			sent = true
		}
	}
	err := cmd.Wait()
	if !sent {
		c.t.Fatal("the run finished before the signal could be sent")
	}
	return err
}
