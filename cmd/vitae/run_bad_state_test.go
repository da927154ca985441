package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/job"
	"github.com/vitae-cv/vitae/internal/store"
)

// TestBadCorrectionsOneExitCode: a corrections file that does not read
// is the same error (exit 2, a usage or input error naming the file's
// line) for every command that takes one: stats, report and run.
func TestBadCorrectionsOneExitCode(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, filepath.Join(dir, "apps", "jane.md"), goodCV)
	bad := writeFile(t, filepath.Join(dir, "bad.toml"), "[[correction]]\ncandidate = 3\n")
	missing := filepath.Join(dir, "missing.toml")
	for _, corr := range []string{bad, missing} {
		name := filepath.Base(corr)
		if r := runWith(t, "", "stats", "--corrections", corr, in); r.code != cli.Usage || !strings.Contains(r.stderr, name) {
			t.Errorf("stats, %s: exit %d, want %d\n%s", name, r.code, cli.Usage, r.stderr)
		}
		if r := runWith(t, "", "report", "--out", filepath.Join(dir, "rep"), "--text", "--corrections", corr, in); r.code != cli.Usage || !strings.Contains(r.stderr, name) {
			t.Errorf("report, %s: exit %d, want %d\n%s", name, r.code, cli.Usage, r.stderr)
		}
		job := writeFile(t, filepath.Join(dir, "job.toml"), "[inputs]\npaths = [\"apps\"]\n[output]\ndir = \"out\"\nformats = [\"text\"]\n[corrections]\nfile = \""+name+"\"\n")
		env := &jobEnv{t: t, now: time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)}
		if r := env.run("run", job); r.code != cli.Usage || !strings.Contains(r.stderr, name) {
			t.Errorf("run, %s: exit %d, want %d\n%s", name, r.code, cli.Usage, r.stderr)
		}
	}
}

// TestRunPreviousSnapshotUnreadable: when the last run's snapshot.json
// cannot be read (damaged JSON, empty, a folder, no permission), the next
// run says which file and why, and that the changes cannot be listed; it
// does not call itself a first run, in the log or in the report. A true
// first run says it is one.
func TestRunPreviousSnapshotUnreadable(t *testing.T) {
	for _, tc := range []struct {
		name   string
		damage func(t *testing.T, snap string)
		why    string
	}{
		{"damaged JSON", func(t *testing.T, snap string) { writeFile(t, snap, `{"format": 1, "candidates": [`) }, "unexpected EOF"},
		{"empty", func(t *testing.T, snap string) { writeFile(t, snap, "") }, "EOF"},
		{"a folder", func(t *testing.T, snap string) {
			if err := os.Remove(snap); err != nil {
				t.Fatal(err)
			}
			if err := os.Mkdir(snap, 0o755); err != nil {
				t.Fatal(err)
			}
		}, "not a regular file"},
		{"no permission", func(t *testing.T, snap string) {
			if os.Geteuid() == 0 {
				t.Skip("root reads any file")
			}
			if err := os.Chmod(snap, 0); err != nil {
				t.Fatal(err)
			}
		}, "permission denied"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir, jobPath := edgeJob(t, "[inputs]\npaths = [\"applications\"]\n[output]\ndir = \"out\"\nformats = [\"text\"]\n")
			env := edgeEnv(t)
			r := env.run("run", jobPath)
			if r.code != cli.OK || !strings.Contains(r.stderr, "First run") {
				t.Fatalf("run 1: exit %d, want a first run\n%s", r.code, r.stderr)
			}
			first := latestID(t, filepath.Join(dir, "out"))
			snap := filepath.Join(dir, "out", "runs", first, "snapshot.json")
			tc.damage(t, snap)
			r = env.run("run", jobPath)
			if r.code != cli.OK {
				t.Fatalf("run 2: exit %d\n%s", r.code, r.stderr)
			}
			for _, want := range []string{snap, tc.why, "cannot list the changes since run " + first} {
				if !strings.Contains(r.stderr, want) {
					t.Errorf("run 2 does not say %q\n%s", want, r.stderr)
				}
			}
			if strings.Contains(r.stderr, "First run") {
				t.Errorf("run 2 calls itself a first run\n%s", r.stderr)
			}
			report, err := os.ReadFile(filepath.Join(dir, "out", "latest", "report.txt"))
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(string(report), "First run") {
				t.Errorf("run 2's report calls it a first run")
			}
		})
	}
}

// TestRunPruneFutureRun: a run folder dated in the future (a clock that
// ran ahead) does not make pruning remove the run published just before
// each new one: with keep = 2, the two runs published last remain, and
// the future-dated one goes. Also with the cache (and its history) off:
// the runs' manifests record the publication order.
func TestRunPruneFutureRun(t *testing.T) {
	for _, cache := range []string{"", "[cache]\nenabled = false\n"} {
		dir, jobPath := edgeJob(t, "[inputs]\npaths = [\"applications\"]\n[output]\ndir = \"out\"\nformats = [\"text\"]\n[policy]\nkeep = 2\n"+cache)
		out := filepath.Join(dir, "out")
		future := filepath.Join(out, "runs", "2030-01-01T0000Z")
		writeFile(t, filepath.Join(future, "report.txt"), "a run of a clock that ran ahead\n")
		env := edgeEnv(t)
		var published []string
		for i := range 3 {
			if r := env.run("run", jobPath); r.code != cli.OK {
				t.Fatalf("run %d: exit %d\n%s", i+1, r.code, r.stderr)
			}
			published = append(published, latestID(t, out))
			if i == 0 {
				continue
			}
			entries, err := os.ReadDir(filepath.Join(out, "runs"))
			if err != nil {
				t.Fatal(err)
			}
			var left []string
			for _, e := range entries {
				left = append(left, e.Name())
			}
			want := published[len(published)-2:]
			if strings.Join(left, " ") != strings.Join(want, " ") {
				t.Errorf("cache %q, after run %d: runs/ holds %q, want the last two published %q", cache, i+1, left, want)
			}
		}
	}
}

// cacheEntries counts the parse cache entries of the store at path, and
// its size in bytes (the database and its log).
func cacheEntries(t *testing.T, path string) (int64, int64) {
	t.Helper()
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	n, err := st.CacheEntries()
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	var size int64
	for _, p := range []string{path, path + "-wal"} {
		if info, err := os.Stat(p); err == nil {
			size += info.Size()
		}
	}
	return n, size
}

// TestRunFailedLeavesCache: a run that fails after reading (nothing
// published: here OUT/runs is not a folder) leaves the parse cache as it
// was, not grown by the CVs it parsed; the next run publishes.
func TestRunFailedLeavesCache(t *testing.T) {
	dir, jobPath := edgeJob(t, "[inputs]\npaths = [\"applications\"]\n[output]\ndir = \"out\"\nformats = [\"text\"]\n")
	out := filepath.Join(dir, "out")
	db := filepath.Join(out, ".vitae", "state.db")
	env := edgeEnv(t)
	if r := env.run("run", jobPath); r.code != cli.OK {
		t.Fatalf("run 1: exit %d\n%s", r.code, r.stderr)
	}
	n1, size1 := cacheEntries(t, db)
	writeFile(t, filepath.Join(dir, "applications", "numbered_plain.txt"), sampleCV(t, "numbered_plain.txt"))
	runs := filepath.Join(out, "runs")
	if err := os.Rename(runs, runs+".away"); err != nil {
		t.Fatal(err)
	}
	writeFile(t, runs, "not a folder\n")
	if r := env.run("run", jobPath); r.code != job.ExitNothing {
		t.Fatalf("run 2: exit %d, want %d\n%s", r.code, job.ExitNothing, r.stderr)
	}
	if n2, size2 := cacheEntries(t, db); n2 != n1 || size2 != size1 {
		t.Errorf("after a failed run the cache holds %d entries in %d bytes, before %d in %d", n2, size2, n1, size1)
	}
	if err := os.Remove(runs); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(runs+".away", runs); err != nil {
		t.Fatal(err)
	}
	if r := env.run("run", jobPath); r.code != cli.OK || !strings.Contains(r.stderr, "(2 from the parse cache)") {
		t.Fatalf("run 3: exit %d\n%s", r.code, r.stderr)
	}
	if n3, _ := cacheEntries(t, db); n3 != n1+1 {
		t.Errorf("after the next run the cache holds %d entries, want %d", n3, n1+1)
	}
}

// TestRunFullCache: a run whose parse cache cannot be written (the store
// full, as on a full disk) is published all the same, says so once, and
// leaves the store as it was; the next run, with room, fills it.
func TestRunFullCache(t *testing.T) {
	dir, jobPath := edgeJob(t, "[inputs]\npaths = [\"applications\"]\n[output]\ndir = \"out\"\nformats = [\"text\"]\n")
	db := filepath.Join(dir, "out", ".vitae", "state.db")
	env := edgeEnv(t)
	if r := env.run("run", jobPath); r.code != cli.OK {
		t.Fatalf("run 1: exit %d\n%s", r.code, r.stderr)
	}
	n1, size1 := cacheEntries(t, db)
	for _, n := range []string{"numbered_plain.txt", "markdown_headings.md", "caps_headings.md"} {
		writeFile(t, filepath.Join(dir, "applications", n), sampleCV(t, n))
	}
	saved := job.OpenStore
	job.OpenStore = func(path string) (*store.Store, error) { return store.Open(path, store.MaxPages(size1/4096)) }
	r := env.run("run", jobPath)
	job.OpenStore = saved
	if r.code != cli.OK {
		t.Fatalf("run 2, the cache full: exit %d, want %d\n%s", r.code, cli.OK, r.stderr)
	}
	if c := strings.Count(r.stderr, "full"); c != 1 {
		t.Errorf("run 2 says the store is full %d times, want once\n%s", c, r.stderr)
	}
	if n2, size2 := cacheEntries(t, db); n2 != n1 || size2 != size1 {
		t.Errorf("after run 2 the cache holds %d entries in %d bytes, before %d in %d", n2, size2, n1, size1)
	}
	if r := env.run("run", jobPath); r.code != cli.OK || strings.Contains(r.stderr, "warning:") {
		t.Fatalf("run 3: exit %d\n%s", r.code, r.stderr)
	}
	if n3, _ := cacheEntries(t, db); n3 != n1+3 {
		t.Errorf("after run 3 the cache holds %d entries, want %d", n3, n1+3)
	}
}
