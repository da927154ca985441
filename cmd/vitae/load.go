package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/reports"
)

// strictUsage is the help text of --strict, the same in every command.
const strictUsage = "fail when a file in a folder is skipped because vitae does not read its format (.doc, .rtf, images)"

// loaded is what a command read, and whether skips count as failures.
type loaded struct {
	*inputs.Collected
	strict bool
}

// load reads the inputs of files, naming on stderr each input that failed
// ("vitae: NAME: why", one line per problem) or was skipped.
func (e *env) load(files *inputs.Files, strict bool) loaded {
	c := files.Collect(func(r inputs.Result) {
		for _, line := range strings.Split(fmt.Sprint(r), "\n") {
			e.errorf("%s", line)
		}
	})
	return loaded{c, strict}
}

func (l loaded) problems() string { return l.Problems(l.strict) }
func (l loaded) failed() int      { return l.Failures(l.strict) }

// issues lists the failed and skipped inputs for the data-quality section.
func (l loaded) issues() (failed, skipped []analytics.InputIssue) {
	for _, f := range l.Failed {
		failed = append(failed, analytics.InputIssue{Path: f.Path, Why: f.Why()})
	}
	for _, s := range l.Skipped {
		skipped = append(skipped, analytics.InputIssue{Path: s.Path, Why: s.Why})
	}
	return failed, skipped
}

// emit writes a command's output, to FILE atomically or to stdout, and
// returns the exit code: a failure when the write or any input failed.
// Files skipped for their format are named in the closing line; they make
// the run fail only under --strict.
func (e *env) emit(output string, write func(io.Writer) error, ld loaded, done string) int {
	var err error
	if output == "" || output == "-" {
		err = write(e.stdout)
	} else {
		err = reports.WriteFile(output, write)
	}
	if err != nil {
		e.errorf("%v", err)
		return exitFailure
	}
	if p := ld.problems(); p != "" {
		e.errorf("%s; %s", p, done)
	}
	if ld.failed() > 0 {
		return exitFailure
	}
	return exitOK
}

// venueCatalog returns the default venue catalogue extended with the
// catalogue in file, or the default catalogue when file is empty.
func venueCatalog(file string) (*venue.Catalog, error) {
	base := venue.Default()
	if file == "" {
		return base, nil
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, inputs.PathError(file, err)
	}
	defer f.Close()
	extra, err := venue.Load(f, file)
	if err != nil {
		if !strings.Contains(err.Error(), file) {
			err = fmt.Errorf("%s: %w", file, err)
		}
		return nil, err
	}
	return base.Extend(extra), nil
}
