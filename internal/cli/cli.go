// Package cli is the frame of a command with subcommands, as vitae is:
// a table of commands, "help" (with help topics), "version" and
// "completion" (bash, zsh and fish scripts made from the commands' flags),
// --help on every command, flag errors reported the same way everywhere
// with a "did you mean" for a mistyped command or flag, and exit codes.
// A command's summary, usage and help are text (Define, ParseCommand).
// Program.Process and Main run the program as a process: SIGINT and
// SIGTERM end it as interrupted, a panic is an internal error, and both
// remove the temporary files of the writes under way and run the
// cleanups registered with AtInterrupt. The commands themselves (flags
// and wiring) live in cmd/vitae.
package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/vitae-cv/vitae/internal/termsafe"
)

// Exit codes.
const (
	OK      = 0 // success
	Failure = 1 // an input failed or a runtime error
	Usage   = 2 // bad command line
	// Internal is a crash: a bug in the program, never the user's doing
	// (EX_SOFTWARE of sysexits.h).
	Internal = 70
)

// Env is what a command runs with.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	Getenv         func(string) string // the environment (SOURCE_DATE_EPOCH)
	Now            func() time.Time    // the clock ("today")
	prog           string
	program        *Program   // the program running, for "did you mean"
	probe          *flagProbe // set by Program.Flags: Parse hands the flags over
}

// Command is one subcommand.
type Command struct {
	Name    string
	Summary string // one line for "PROG help"
	Usage   string // arguments after "PROG NAME", e.g. "[flags] PATH..."
	Help    string // longer description for "PROG help NAME"; may be empty
	// Run runs the command with the arguments after its name and returns
	// the exit code. It builds its flags with e.FlagSet and parses them
	// with e.Parse, which handles --help and flag errors, before it does
	// anything else: Program.Flags reads a command's flags by running it
	// up to e.Parse.
	Run func(e *Env, c *Command, args []string) int
	// args lists the words a built-in command's arguments are, for
	// completion; nil for file names.
	args func() []string
}

// Program is a command with subcommands.
type Program struct {
	Name    string        // "vitae"
	About   string        // what it does, atop the list of commands
	Version func() string // the version "PROG version" prints
	// Topics are the help topics, "PROG help NAME" for NAME.txt: a text
	// file whose first line is its one-line summary. Nil for none.
	Topics fs.FS
	// Texts are the texts of the commands Define registers: NAME.txt,
	// read by ParseCommand, after each "{{KEY}}" in it is replaced by
	// Parts[KEY] (a help a library gives).
	Texts fs.FS
	Parts map[string]string
	cmds  map[string]*Command
}

// init registers the built-in commands: help, version and completion.
func (p *Program) init() {
	if p.cmds != nil {
		return
	}
	p.cmds = map[string]*Command{
		"help": {Name: "help", Summary: "show help for " + p.Name + ", one command or a help topic",
			Usage: "[COMMAND | TOPIC | topics]", Run: p.runHelp, args: p.helpWords},
		"version": {Name: "version", Summary: "print " + p.Name + "'s version", Run: p.runVersion,
			args: func() []string { return []string{} }},
		"completion": p.completionCommand(),
	}
}

// Register adds c to p's commands.
func (p *Program) Register(c *Command) {
	p.init()
	if _, dup := p.cmds[c.Name]; dup {
		panic(p.Name + ": command registered twice: " + c.Name)
	}
	p.cmds[c.Name] = c
}

// Define registers command name, run by run, with the summary, usage and
// help of NAME.txt in p.Texts (see Texts). A text that is missing, not of
// the form or about another command is a bug in the program: Define
// panics, as Register does for a name registered twice.
func (p *Program) Define(name string, run func(e *Env, c *Command, args []string) int) {
	c, err := p.commandText(name)
	if err != nil {
		panic(fmt.Sprintf("%s: %s.txt: %v", p.Name, name, err))
	}
	c.Run = run
	p.Register(c)
}

// commandText reads the command NAME.txt of p.Texts describes.
func (p *Program) commandText(name string) (*Command, error) {
	if p.Texts == nil {
		return nil, errors.New("the program has no command texts")
	}
	b, err := fs.ReadFile(p.Texts, name+".txt")
	if err != nil {
		return nil, err
	}
	text := string(b)
	for k, v := range p.Parts {
		text = strings.ReplaceAll(text, "{{"+k+"}}", v)
	}
	c, err := ParseCommand(p.Name, text)
	if err == nil && c.Name != name {
		err = fmt.Errorf("it describes command %q", c.Name)
	}
	return c, err
}

// Commands lists the commands by name.
func (p *Program) Commands() []*Command {
	p.init()
	list := make([]*Command, 0, len(p.cmds))
	for _, c := range p.cmds {
		list = append(list, c)
	}
	sort.Slice(list, func(i, j int) bool { return list[i].Name < list[j].Name })
	return list
}

// Run runs the command args name and returns the exit code.
func (p *Program) Run(e *Env, args []string) int {
	p.init()
	e.prog, e.program = p.Name, p
	root := pflag.NewFlagSet(p.Name, pflag.ContinueOnError)
	root.SetInterspersed(false)
	root.SetOutput(io.Discard)
	root.Usage = func() {}
	showVersion := root.Bool("version", false, "print "+p.Name+"'s version and exit")
	err := root.Parse(args)
	switch {
	case errors.Is(err, pflag.ErrHelp):
		p.printUsage(e.Stdout)
		return OK
	case err != nil:
		hint := flagHint(err, root, nil)
		fmt.Fprintf(e.Stderr, "%s: %s\nRun '%s help' for usage.\n", p.Name, termsafe.String(flagError(err)+hint), p.Name)
		return Usage
	case *showVersion:
		return p.runVersion(e, p.cmds["version"], nil)
	}
	rest := root.Args()
	if len(rest) == 0 {
		p.printUsage(e.Stderr)
		return Usage
	}
	c, ok := p.cmds[rest[0]]
	if !ok {
		hint := didYouMean(Suggest(rest[0], p.commandNames()), quoted)
		fmt.Fprintf(e.Stderr, "%s: unknown command %s\nRun '%s help' for the list of commands.\n",
			p.Name, termsafe.String(quoted(rest[0])+hint), p.Name)
		return Usage
	}
	return c.Run(e, c, rest[1:])
}

// FlagSet returns an empty flag set for c that prints nothing by itself;
// Parse reports help requests and errors.
func (e *Env) FlagSet(c *Command) *pflag.FlagSet {
	fs := pflag.NewFlagSet(c.Name, pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	fs.SortFlags = false
	return fs
}

// Parse parses args into fs. When it returns ok == false the command must
// return code at once: OK after --help (usage printed to stdout), Usage
// after a flag error (reported on stderr).
func (e *Env) Parse(c *Command, fs *pflag.FlagSet, args []string) (ok bool, code int) {
	if e.probe != nil {
		e.probe.fs = fs
		return false, OK
	}
	err := fs.Parse(args)
	if errors.Is(err, pflag.ErrHelp) {
		e.printCommandUsage(c, fs)
		return false, OK
	}
	if err != nil {
		return false, e.UsageError(c, "%s%s", flagError(err), flagHint(err, fs, e.elsewhere(c)))
	}
	return true, OK
}

// UsageError reports a bad command line for c and returns Usage.
func (e *Env) UsageError(c *Command, format string, args ...any) int {
	fmt.Fprintf(e.Stderr, "%s %s: %s\n", e.prog, c.Name, termsafe.String(fmt.Sprintf(format, args...)))
	fmt.Fprintf(e.Stderr, "usage: %s %s %s\n", e.prog, c.Name, c.Usage)
	fmt.Fprintf(e.Stderr, "Run '%s %s --help' for details.\n", e.prog, c.Name)
	return Usage
}

// Errorf prints "PROG: message" on stderr, as one line: the control
// characters a message may quote (a file name, CV text) are escaped
// (internal/termsafe).
func (e *Env) Errorf(format string, args ...any) {
	fmt.Fprintf(e.Stderr, "%s: %s\n", e.prog, termsafe.String(fmt.Sprintf(format, args...)))
}

func (p *Program) printUsage(w io.Writer) {
	fmt.Fprintf(w, "%s\n\nUsage:\n\n  %s <command> [flags] [arguments]\n\nCommands:\n\n", strings.TrimRight(p.About, "\n"), p.Name)
	for _, c := range p.Commands() {
		fmt.Fprintf(w, "  %-10s %s\n", c.Name, c.Summary)
	}
	fmt.Fprintf(w, "\nRun '%s help <command>' or '%s <command> --help' for a command's flags.\n", p.Name, p.Name)
	if len(p.topics()) > 0 {
		fmt.Fprintf(w, "Run '%s help topics' for the help topics (%s).\n", p.Name, strings.Join(topicNames(p.topics()), ", "))
	}
}

func (e *Env) printCommandUsage(c *Command, fs *pflag.FlagSet) {
	fmt.Fprintf(e.Stdout, "usage: %s\n\n", strings.TrimSpace(e.prog+" "+c.Name+" "+c.Usage))
	if c.Help != "" {
		fmt.Fprintf(e.Stdout, "%s\n", strings.TrimRight(c.Help, "\n"))
	} else if c.Summary != "" {
		fmt.Fprintf(e.Stdout, "%s%s.\n", strings.ToUpper(c.Summary[:1]), c.Summary[1:])
	}
	if fs != nil && fs.HasAvailableFlags() {
		fmt.Fprintf(e.Stdout, "\nFlags:\n%s", fs.FlagUsages())
	}
}

func (p *Program) runHelp(e *Env, c *Command, args []string) int {
	fs := e.FlagSet(c)
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	switch fs.NArg() {
	case 0:
		p.printUsage(e.Stdout)
		return OK
	case 1:
		return p.helpOn(e, fs.Arg(0))
	default:
		return e.UsageError(c, "too many arguments")
	}
}

// helpOn prints the help of the command or topic called name.
func (p *Program) helpOn(e *Env, name string) int {
	if target, ok := p.cmds[name]; ok {
		// Every command prints its own usage and flags on --help.
		return target.Run(e, target, []string{"--help"})
	}
	if name == topicsName {
		p.printTopics(e.Stdout)
		return OK
	}
	if t, ok := findTopic(p.topics(), name); ok {
		fmt.Fprintf(e.Stdout, "%s\n", strings.TrimRight(t.text, "\n"))
		return OK
	}
	hint := didYouMean(Suggest(name, p.helpWords()), quoted)
	fmt.Fprintf(e.Stderr, "%s help: unknown command or topic %s\nRun '%s help' for the list of commands.\n",
		p.Name, termsafe.String(quoted(name)+hint), p.Name)
	return Usage
}

// helpWords are what "help" takes: commands, topics and "topics".
func (p *Program) helpWords() []string {
	words := append(p.commandNames(), topicNames(p.topics())...)
	if len(p.topics()) > 0 {
		words = append(words, topicsName)
	}
	return words
}

// commandNames lists the names of p's commands, in name order.
func (p *Program) commandNames() []string {
	var names []string
	for _, c := range p.Commands() {
		names = append(names, c.Name)
	}
	return names
}

func (p *Program) runVersion(e *Env, c *Command, args []string) int {
	fs := e.FlagSet(c)
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return e.UsageError(c, "unexpected arguments: %s", strings.Join(fs.Args(), " "))
	}
	fmt.Fprintf(e.Stdout, "%s %s\n", p.Name, p.Version())
	return OK
}

// Fail says err, an error of command c, and returns the exit code it
// calls for. An error that is (or wraps) one with a UsageError() bool
// method reporting true is a wrong command line: that error is said as
// UsageError says it (exit Usage). One with an ExitCode() int method is
// said on one line (Errorf) and exits with its code; any other is said
// so and exits with Failure.
func (e *Env) Fail(c *Command, err error) int {
	var usage interface{ UsageError() bool }
	if errors.As(err, &usage) && usage.UsageError() {
		return e.UsageError(c, "%s", usage)
	}
	var coded interface{ ExitCode() int }
	if errors.As(err, &coded) {
		e.Errorf("%s", coded)
		return coded.ExitCode()
	}
	e.Errorf("%v", err)
	return Failure
}
