package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/cli"
)

// TestCachedRunIsFreshRun: a scheduled run's reports (HTML, workbook,
// PDF, CSV, text) are byte for byte the same with the parse cache off,
// with it on and empty (every CV parsed and kept), and with it on and
// full (every CV, the PDF too, read back from the cache), over a
// fictional cohort in every format.
func TestCachedRunIsFreshRun(t *testing.T) {
	files := shardCohort(t, 24)
	dir := t.TempDir()
	apps := filepath.Join(dir, "apps")
	if err := os.Rename(filepath.Dir(files[0]), apps); err != nil {
		t.Fatal(err)
	}
	job := func(name, cache string) string {
		return writeFile(t, filepath.Join(dir, name+".toml"), "[inputs]\npaths = [\"apps\"]\n[output]\ndir = \"out-"+name+
			"\"\nformats = [\"html\", \"xlsx\", \"pdf\", \"csv\", \"text\"]\n[selection]\ndate = \"2026-11-22\"\n"+cache)
	}
	off, on := job("off", "[cache]\nenabled = false\n"), job("on", "")
	// one clock for each job, so that their runs have the same IDs
	start := time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)
	envs := map[string]*jobEnv{off: {t: t, now: start}, on: {t: t, now: start}}
	reports := map[string]map[string][]byte{}
	for _, run := range []struct{ name, job, out, cached string }{
		{"off", off, "out-off", "(0 from the parse cache)"},
		{"cold", on, "out-on", "(0 from the parse cache)"},
		{"off again", off, "out-off", "(0 from the parse cache)"},
		{"warm", on, "out-on", "(25 from the parse cache)"},
	} {
		r := envs[run.job].run("run", run.job)
		if r.code != cli.OK {
			t.Fatalf("%s run: exit %d\n%s", run.name, r.code, r.stderr)
		}
		if !strings.Contains(r.stderr, run.cached) {
			t.Errorf("%s run: the log does not say %q\n%s", run.name, run.cached, r.stderr[:min(len(r.stderr), 600)])
		}
		out := filepath.Join(dir, run.out)
		reports[run.name] = reportFiles(t, filepath.Join(out, "runs", latestID(t, out)))
	}
	// a second run lists the changes since the first: warm is held to
	// the second run without the cache
	for name, want := range map[string]string{"cold": "off", "warm": "off again"} {
		if len(reports[name]) != len(reports[want]) || len(reports[want]) < 5 {
			t.Fatalf("%s run: %d reports, %s: %d", name, len(reports[name]), want, len(reports[want]))
		}
		for file, data := range reports[want] {
			if !bytes.Equal(reports[name][file], data) {

				t.Errorf("%s run: %s differs from the %s run's (%d bytes, %d)", name, file, want, len(reports[name][file]), len(data))
			}
		}
	}
}

// reportFiles are the reports in a run folder (report.*), by name.
func reportFiles(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "report*"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, n := range names {
		data, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(n)] = data
	}
	return out
}
