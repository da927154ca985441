package main

import (
	"io"

	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/pipeline"
	"github.com/vitae-cv/vitae/reports"
)

// sayResult says each input that failed or was skipped on stderr
// ("vitae: NAME: why", one line per problem).
func sayResult(e *cli.Env) func(inputs.Result) {
	return func(r inputs.Result) {
		for _, line := range pipeline.ResultLines(r) {
			e.Errorf("%s", line)
		}
	}
}

// load reads the inputs of files, saying each problem on stderr.
func load(e *cli.Env, files *inputs.Files, strict bool) *pipeline.Loaded {
	return &pipeline.Loaded{Collected: files.Collect(sayResult(e)), Strict: strict}
}

// emit writes a command's output, to FILE atomically or to stdout, and
// returns the exit code: a failure when the write or any input failed.
// When no input could be read, FILE is left as it was (stdout still gets
// the empty output). Files skipped for their format are named in the
// closing line; they make the run fail only under --strict.
func emit(e *cli.Env, output string, write func(io.Writer) error, ld *pipeline.Loaded, done string) int {
	toStdout := output == "" || output == "-"
	if len(ld.CVs) == 0 && !toStdout {
		// Keep an earlier output (hand-corrected records) rather than
		// replace it with an empty list.
		e.Errorf("no CV could be read (%s); nothing written", ld.Problems())
		return cli.Failure
	}
	var err error
	if toStdout {
		err = write(e.Stdout)
	} else {
		err = reports.WriteFile(output, write)
	}
	if err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	if p := ld.Problems(); p != "" {
		e.Errorf("%s; %s", p, done)
	}
	if ld.Failed() > 0 {
		return cli.Failure
	}
	return cli.OK
}
