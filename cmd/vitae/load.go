package main

import (
	"io"

	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/pipeline"
)

// observer says on stderr, one "vitae: ..." line each, the inputs that
// failed or were skipped and the corrections that no longer match.
func observer(e *cli.Env) pipeline.Observer {
	return pipeline.Saying(func(line string) { e.Errorf("%s", line) })
}

// load reads the inputs of files, saying each problem on stderr.
func load(e *cli.Env, files *inputs.Files, strict bool) *pipeline.Loaded {
	return &pipeline.Loaded{Collected: files.Collect(observer(e).Result), Strict: strict}
}

// emit writes a command's output, to FILE atomically or to stdout
// (pipeline.Loaded.WriteOutput), and returns the exit code: a failure
// when the write or any input failed. Files skipped for their format are
// named in the closing line; they make the run fail only under --strict.
func emit(e *cli.Env, output string, write func(io.Writer) error, ld *pipeline.Loaded, done string) int {
	if err := ld.WriteOutput(e.Stdout, output, write); err != nil {
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
