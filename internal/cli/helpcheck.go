package cli

import (
	"bytes"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/pflag"
)

// HelpProblem is one way a command's help falls short.
type HelpProblem struct {
	Command string // the command
	Flag    string // the flag, without dashes; "" for the command itself
	What    string // what is wrong
}

func (h HelpProblem) String() string {
	if h.Flag == "" {
		return h.Command + ": " + h.What
	}
	return h.Command + " --" + h.Flag + ": " + h.What
}

// BarePlaceholderProblem is HelpProblem.What for a flag whose value shows
// as its Go type.
const BarePlaceholderProblem = "shows its Go type as its value's name; back-quote the name users write in its usage (`FILE`, `YEAR`)"

// GoDefaultProblem is HelpProblem.What for a flag whose default shows as
// a Go value no user writes.
const GoDefaultProblem = "shows a Go value as its default (\"-1ns\"); give a default users write, or none"

// goDefault reports whether f's help shows a default no user would write:
// a negative duration ("(default -1ns)"), a sentinel for "not given".
func goDefault(f *pflag.Flag) bool {
	return f.Value.Type() == "duration" && strings.HasPrefix(f.DefValue, "-")
}

// CheckHelp checks the help of every command of p: "PROG help NAME"
// prints its usage and nothing on standard error, with exit status 0; its
// summary is one line; every flag has a usage, and its value shows as
// what users write rather than as a Go type (see BarePlaceholder), with
// no default that is a Go sentinel (see GoDefaultProblem). It
// returns the problems, in command and flag order.
func (p *Program) CheckHelp() []HelpProblem {
	var out []HelpProblem
	for _, c := range p.Commands() {
		out = append(out, p.checkCommand(c)...)
	}
	return out
}

// checkCommand checks the summary and help of c, then its flags.
func (p *Program) checkCommand(c *Command) []HelpProblem {
	var out []HelpProblem
	bad := func(format string, args ...any) {
		out = append(out, HelpProblem{Command: c.Name, What: fmt.Sprintf(format, args...)})
	}
	switch s := strings.TrimSpace(c.Summary); {
	case s == "":
		bad("no one-line summary")
	case strings.Contains(s, "\n"):
		bad("summary of more than one line")
	}
	if why := p.helpFails(c); why != "" {
		bad("%s", why)
	}
	if fs := p.Flags(c); fs != nil {
		out = append(out, checkFlags(c.Name, fs)...)
	}
	return out
}

// helpFails runs "PROG help NAME" for c and says what went wrong: a
// panic, an exit status other than 0, output on standard error, or a
// standard output that does not start with c's usage line; "" when none.
func (p *Program) helpFails(c *Command) (why string) {
	defer func() {
		if r := recover(); r != nil {
			why = fmt.Sprintf("%s help %s panics: %v", p.Name, c.Name, r)
		}
	}()
	var stdout, stderr bytes.Buffer
	e := &Env{Stdout: &stdout, Stderr: &stderr, Stdin: strings.NewReader(""),
		Getenv: func(string) string { return "" }, Now: func() time.Time { return time.Unix(0, 0) }}
	code := p.Run(e, []string{"help", c.Name})
	want := "usage: " + p.Name + " " + c.Name
	if code != OK || stderr.Len() > 0 || !strings.HasPrefix(stdout.String(), want) {
		return fmt.Sprintf("%s help %s: want exit 0 and a usage starting %q; got exit %d, stdout %q, stderr %q",
			p.Name, c.Name, want, code, firstLine(stdout.String()), stderr.String())
	}
	return ""
}

// checkFlags checks the usages of the flags of the command called name.
func checkFlags(name string, fs *pflag.FlagSet) []HelpProblem {
	var out []HelpProblem
	fs.VisitAll(func(f *pflag.Flag) {
		switch {
		case f.Hidden:
		case strings.TrimSpace(f.Usage) == "":
			out = append(out, HelpProblem{Command: name, Flag: f.Name, What: "no usage"})
		case BarePlaceholder(f):
			out = append(out, HelpProblem{Command: name, Flag: f.Name, What: BarePlaceholderProblem})
		}
		if goDefault(f) {
			out = append(out, HelpProblem{Command: name, Flag: f.Name, What: GoDefaultProblem})
		}
	})
	return out
}
