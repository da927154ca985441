package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/filekind"
	"github.com/vitae-cv/vitae/internal/publish"
	"github.com/vitae-cv/vitae/internal/store"
	"github.com/vitae-cv/vitae/internal/termsafe"
)

func init() {
	vitae.Register(&cli.Command{
		Name:    "verify",
		Summary: "check a published run's files against its manifest",
		Usage:   "RUN",
		Help: `Verify reads RUN/manifest.json (RUN is a run folder, OUT/latest, or OUT
for its latest run) and checks that every file it lists is there with its
size and SHA-256, and that no other file is. It prints each problem;
exit status 0 when there is none, 1 when there is, 2 for a usage error.`,
		Run: runVerify,
	})
	vitae.Register(&cli.Command{
		Name:    "diff",
		Summary: "what changed between two published runs",
		Usage:   "[--json] [--out OUT] RUN_A RUN_B",
		Help: `Diff compares two runs of a job: candidates added and removed, and per
candidate the papers and awards added and removed and the figures that
changed. A run is a run folder (its snapshot.json), OUT/latest, OUT (its
latest run), or with --out OUT a run ID: its folder in OUT/runs, or, when
that was pruned, the run history in OUT/.vitae/state.db (--store FILE
when the job sets cache.path), which keeps the last 100 runs. It prints
the changes for a terminal, or with --json as changes.json holds them.`,
		Run: runDiff,
	})
}

// runFolder is the run a path names: a run folder, or an output folder
// (its latest run).
func runFolder(path string) string {
	if _, err := os.Stat(filepath.Join(path, manifestFile)); err != nil {
		if _, err := os.Stat(filepath.Join(path, "latest", manifestFile)); err == nil {
			return filepath.Join(path, "latest")
		}
	}
	return path
}

func runVerify(e *cli.Env, c *cli.Command, args []string) int {
	fs := e.FlagSet(c)
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return e.UsageError(c, "want one run folder, got %d arguments", fs.NArg())
	}
	dir := runFolder(fs.Arg(0))
	problems, err := publish.Verify(dir)
	if err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	for _, p := range problems {
		fmt.Fprintln(e.Stdout, termsafe.String(p.String()))
	}
	if len(problems) > 0 {
		e.Errorf("%s: %d problem(s): the files are not the ones the run published", dir, len(problems))
		return cli.Failure
	}
	fmt.Fprintf(e.Stdout, "%s: every file matches its manifest\n", dir)
	return cli.OK
}

func runDiff(e *cli.Env, c *cli.Command, args []string) int {
	fs := e.FlagSet(c)
	asJSON := fs.Bool("json", false, "print the changes as JSON (as changes.json)")
	out := fs.String("out", "", "the job's output `DIR`: runs may then be run IDs, read from its history\n(DIR/.vitae/state.db), also runs whose folders were pruned")
	storePath := fs.String("store", "", "the run history's `FILE`, when the job sets cache.path")
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	if fs.NArg() != 2 {
		return e.UsageError(c, "want two runs, got %d arguments", fs.NArg())
	}
	h := &history{out: *out, path: *storePath}
	defer h.close()
	var snaps [2]*analytics.Snapshot
	var names [2]string
	for i := range snaps {
		s, name, err := h.snapshot(fs.Arg(i))
		if err != nil {
			e.Errorf("%v", err)
			return cli.Failure
		}
		snaps[i], names[i] = s, name
	}
	ch := analytics.Diff(snaps[0], snaps[1], names[0])
	var err error
	if *asJSON {
		err = writeJSON(e.Stdout, ch)
	} else {
		err = ch.WriteText(e.Stdout)
	}
	if err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	return cli.OK
}

// history finds runs for vitae diff: run folders, or run IDs in the
// output folder's runs/ or in the store's history.
type history struct {
	out, path string
	st        *store.Store
}

// snapshot is the snapshot of the run arg names, and the run's ID.
func (h *history) snapshot(arg string) (*analytics.Snapshot, string, error) {
	dir := runFolder(arg)
	if h.out != "" && !exists(filepath.Join(dir, snapshotFile)) && publish.IsID(arg) {
		dir = filepath.Join(h.out, publish.RunsDir, arg)
	}
	if exists(filepath.Join(dir, snapshotFile)) || !publish.IsID(arg) {
		s, err := readSnapshot(dir)
		return s, runName(dir), err
	}
	st, err := h.open()
	if err != nil {
		return nil, "", err
	}
	rec, err := st.Run(arg)
	if err != nil {
		return nil, "", err
	}
	if want := filepath.Join(h.out, publish.RunsDir, arg); h.out != "" && !sameFolder(rec.Dir, want) {
		return nil, "", fmt.Errorf("%s: run %s in the history is %s, not %s: the store is shared with another job's output folder (give each job its own cache.path)", st.Path(), arg, rec.Dir, want)
	}
	s, err := analytics.ReadSnapshot(bytes.NewReader(rec.Snapshot))
	if err != nil {
		return nil, "", fmt.Errorf("%s: run %s: %v", st.Path(), arg, err)
	}
	return s, arg, nil
}

// open opens the store the history is in (never creating one).
func (h *history) open() (*store.Store, error) {
	if h.st != nil {
		return h.st, nil
	}
	path := h.path
	if path == "" && h.out != "" {
		path = filepath.Join(h.out, ".vitae", "state.db")
	}
	if path == "" {
		return nil, errors.New("a run ID needs --out DIR (or --store FILE) to find the run history")
	}
	if !exists(path) {
		return nil, fmt.Errorf("%s: no run history there", path)
	}
	st, err := store.Open(path)
	if err != nil {
		return nil, err
	}
	h.st = st
	return st, nil
}

func (h *history) close() {
	if h.st != nil {
		h.st.Close()
	}
}

// sameFolder says whether a and b name one folder, which may no longer
// exist (a pruned run's).
func sameFolder(a, b string) bool {
	ra, errA := realPath(a)
	rb, errB := realPath(b)
	return errA == nil && errB == nil && ra == rb
}

// openRegular opens the regular file at path; anything else (a named
// pipe, whose opening blocks; a device) is an error.
func openRegular(path string) (*os.File, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file (%s)", path, filekind.Of(info.Mode()))
	}
	return os.Open(path)
}

// exists says whether path exists.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// runName is a run folder's ID: its name, or where latest points.
func runName(dir string) string {
	if t, err := filepath.EvalSymlinks(dir); err == nil {
		dir = t
	}
	return filepath.Base(dir)
}

// readSnapshot reads a run's snapshot.json.
func readSnapshot(dir string) (*analytics.Snapshot, error) {
	f, err := openRegular(filepath.Join(dir, snapshotFile))
	if err != nil {
		return nil, fmt.Errorf("%s: not a run of vitae run (%v)", dir, err)
	}
	defer f.Close()
	s, err := analytics.ReadSnapshot(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Join(dir, snapshotFile), err)
	}
	return s, nil
}

// writeJSON writes v indented, HTML characters as they are.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
