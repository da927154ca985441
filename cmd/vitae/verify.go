package main

import (
	"fmt"
	"io"

	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/publish"
	"github.com/vitae-cv/vitae/internal/termsafe"
)

func init() {
	vitae.Define("verify", runVerify)
	vitae.Define("diff", runDiff)
}

func runVerify(e *cli.Env, c *cli.Command, args []string) int {
	fs := e.FlagSet(c)
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return e.UsageError(c, "want one run folder, got %d arguments", fs.NArg())
	}
	dir := publish.RunFolder(fs.Arg(0))
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
	h := &publish.History{}
	fs.StringVar(&h.Out, "out", "", "the job's output `DIR`: runs may then be run IDs, read from its history\n(DIR/.vitae/state.db), also runs whose folders were pruned")
	fs.StringVar(&h.Path, "store", "", "the run history's `FILE`, when the job sets cache.path")
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	if fs.NArg() != 2 {
		return e.UsageError(c, "want two runs, got %d arguments", fs.NArg())
	}
	defer h.Close()
	ch, err := h.Diff(fs.Arg(0), fs.Arg(1))
	if err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	write := ch.WriteText
	if *asJSON {
		write = func(w io.Writer) error { return publish.WriteJSON(w, ch) }
	}
	if err := write(e.Stdout); err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	return cli.OK
}
