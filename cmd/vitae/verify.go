package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/publish"
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
		Usage:   "[--json] RUN_A RUN_B",
		Help: `Diff compares two runs of a job (run folders, OUT/latest, or OUT for its
latest run): candidates added and removed, and per candidate the papers
and awards added and removed and the figures that changed, from each
run's snapshot.json. It prints them for a terminal, or with --json as
changes.json holds them.`,
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
		fmt.Fprintln(e.Stdout, p.String())
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
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	if fs.NArg() != 2 {
		return e.UsageError(c, "want two runs, got %d arguments", fs.NArg())
	}
	a, b := runFolder(fs.Arg(0)), runFolder(fs.Arg(1))
	sa, err := readSnapshot(a)
	if err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	sb, err := readSnapshot(b)
	if err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	ch := analytics.Diff(sa, sb, runName(a))
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

// runName is a run folder's ID: its name, or where latest points.
func runName(dir string) string {
	if t, err := filepath.EvalSymlinks(dir); err == nil {
		dir = t
	}
	return filepath.Base(dir)
}

// readSnapshot reads a run's snapshot.json.
func readSnapshot(dir string) (*analytics.Snapshot, error) {
	f, err := os.Open(filepath.Join(dir, snapshotFile))
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
