package cli

import (
	"bytes"
	"errors"
	"fmt"
	"testing"
)

// planError is an error of a library that says whether it is a wrong
// command line and which exit code it calls for.
type planError struct {
	msg   string
	usage bool
	code  int
}

func (e *planError) Error() string    { return e.msg }
func (e *planError) UsageError() bool { return e.usage }
func (e *planError) ExitCode() int    { return e.code }

// TestFailSaysAnErrorAsItAsks: a usage error is said with the command's
// usage (exit Usage), an error with an exit code exits with it, any
// other with Failure; a wrapped error is said as the error that asks.
func TestFailSaysAnErrorAsItAsks(t *testing.T) {
	c := &Command{Name: "greet", Usage: "NAME"}
	for _, tc := range []struct {
		err    error
		code   int
		stderr string
	}{
		{&planError{msg: "bad --since", usage: true, code: Usage}, Usage, "demo greet: bad --since\nusage: demo greet NAME\nRun 'demo greet --help' for details.\n"},
		{fmt.Errorf("context: %w", &planError{msg: "bad --since", usage: true}), Usage, "demo greet: bad --since\nusage: demo greet NAME\nRun 'demo greet --help' for details.\n"},
		{&planError{msg: "--font x.ttf: no such file", code: Failure}, Failure, "demo: --font x.ttf: no such file\n"},
		{&planError{msg: "--corrections c.toml:3: bad key", code: Usage}, Usage, "demo: --corrections c.toml:3: bad key\n"},
		{errors.New("disk full"), Failure, "demo: disk full\n"},
	} {
		var stderr bytes.Buffer
		e := &Env{Stderr: &stderr, prog: "demo"}
		if code := e.Fail(c, tc.err); code != tc.code || stderr.String() != tc.stderr {
			t.Errorf("%v: exit %d, stderr %q; want %d, %q", tc.err, code, stderr.String(), tc.code, tc.stderr)
		}
	}
}
