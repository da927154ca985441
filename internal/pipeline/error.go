package pipeline

import (
	"errors"
	"fmt"

	"github.com/vitae-cv/vitae/internal/cli"
)

// Error is a plan that does not check: the field it is about, named as
// its flag ("since", "max-size"; "" for none), and what is wrong. A job
// file says it at the line of the key that stands for the field.
type Error struct {
	Field string
	Msg   string
	// Err is the underlying error when a file the plan names could not be
	// used; nil when a value of the plan is wrong.
	Err error
	// Code is the exit status: cli.Usage for a wrong value (and a
	// corrections file that does not read), cli.Failure for another file.
	Code int
}

func (e *Error) Error() string { return e.Msg }

// Unwrap is the underlying error.
func (e *Error) Unwrap() error { return e.Err }

// UsageError reports whether e is a wrong value, said with the usage of
// the command (cli.Env.Fail), rather than a file that could not be used.
func (e *Error) UsageError() bool { return e.Err == nil }

// ExitCode is e's exit status, Code.
func (e *Error) ExitCode() int { return e.Code }

// usage is a usage *Error about field.
func usage(field, format string, args ...any) *Error {
	return &Error{Field: field, Code: cli.Usage, Msg: fmt.Sprintf(format, args...)}
}

// fileErr is an *Error about the file field names: msg is err, after
// prefix; code is the exit status.
func fileErr(field, prefix string, err error, code int) *Error {
	return &Error{Field: field, Code: code, Msg: prefix + err.Error(), Err: err}
}

// ErrNoCV is Run's error when no CV could be read.
var ErrNoCV = errors.New("no CV could be read")
