// Command vitae turns academic CVs (Markdown or plain text) into structured
// records and, from those, analytics reports.
//
// Usage:
//
//	vitae <command> [flags] [arguments]
//
// Run "vitae help" for the list of commands and "vitae help <command>" for
// one command's flags.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sort"
	"strings"
	"time"

	"github.com/spf13/pflag"
)

// Exit codes.
const (
	exitOK      = 0 // success
	exitFailure = 1 // an input failed or a runtime error
	exitUsage   = 2 // bad command line
)

// version is set at build time with
//
//	go build -ldflags "-X main.version=v1.2.3" ./cmd/vitae
//
// When empty, the module version from the build info is used, else "dev".
var version = ""

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// env is what a command runs with.
type env struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	getenv func(string) string // the environment (SOURCE_DATE_EPOCH)
	now    func() time.Time    // the clock ("today")
}

// command is one vitae subcommand. Each lives in its own file and adds
// itself to the table with register in an init function.
type command struct {
	name    string
	summary string // one line for "vitae help"
	usage   string // arguments after "vitae NAME", e.g. "[flags] PATH..."
	help    string // longer description printed by "vitae help NAME"; may be empty
	// run runs the command with the arguments after its name and returns
	// the exit code. It builds its flags with e.flagSet and parses them
	// with e.parseFlags, which handles --help and flag errors.
	run func(e *env, c *command, args []string) int
}

var commands = map[string]*command{}

func register(c *command) {
	if _, dup := commands[c.name]; dup {
		panic("vitae: command registered twice: " + c.name)
	}
	commands[c.name] = c
}

func sortedCommands() []*command {
	list := make([]*command, 0, len(commands))
	for _, c := range commands {
		list = append(list, c)
	}
	sort.Slice(list, func(i, j int) bool { return list[i].name < list[j].name })
	return list
}

func init() {
	register(&command{
		name:    "help",
		summary: "show help for vitae or one command",
		usage:   "[COMMAND]",
		run:     runHelp,
	})
	register(&command{
		name:    "version",
		summary: "print vitae's version",
		usage:   "",
		run:     runVersion,
	})
}

// run is vitae's main, minus the process: it returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr, getenv: os.Getenv, now: time.Now}

	root := pflag.NewFlagSet("vitae", pflag.ContinueOnError)
	root.SetInterspersed(false)
	root.SetOutput(io.Discard)
	root.Usage = func() {}
	showVersion := root.Bool("version", false, "print vitae's version and exit")
	err := root.Parse(args)
	switch {
	case errors.Is(err, pflag.ErrHelp):
		printRootUsage(stdout)
		return exitOK
	case err != nil:
		fmt.Fprintf(stderr, "vitae: %v\n", err)
		fmt.Fprintf(stderr, "Run 'vitae help' for usage.\n")
		return exitUsage
	case *showVersion:
		return runVersion(e, commands["version"], nil)
	}

	rest := root.Args()
	if len(rest) == 0 {
		printRootUsage(stderr)
		return exitUsage
	}
	c, ok := commands[rest[0]]
	if !ok {
		fmt.Fprintf(stderr, "vitae: unknown command %q\n", rest[0])
		fmt.Fprintf(stderr, "Run 'vitae help' for the list of commands.\n")
		return exitUsage
	}
	return c.run(e, c, rest[1:])
}

// flagSet returns an empty flag set for c that prints nothing by itself;
// parseFlags reports help requests and errors.
func (e *env) flagSet(c *command) *pflag.FlagSet {
	fs := pflag.NewFlagSet(c.name, pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	fs.SortFlags = false
	return fs
}

// parseFlags parses args into fs. When it returns ok == false the command
// must return code at once: 0 after --help (usage printed to stdout), 2 after
// a flag error (reported on stderr).
func (e *env) parseFlags(c *command, fs *pflag.FlagSet, args []string) (ok bool, code int) {
	err := fs.Parse(args)
	if errors.Is(err, pflag.ErrHelp) {
		printCommandUsage(e.stdout, c, fs)
		return false, exitOK
	}
	if err != nil {
		return false, e.usageError(c, "%v", err)
	}
	return true, exitOK
}

// usageError reports a bad command line for c and returns exitUsage.
func (e *env) usageError(c *command, format string, args ...any) int {
	fmt.Fprintf(e.stderr, "vitae %s: %s\n", c.name, fmt.Sprintf(format, args...))
	fmt.Fprintf(e.stderr, "usage: vitae %s %s\n", c.name, c.usage)
	fmt.Fprintf(e.stderr, "Run 'vitae %s --help' for details.\n", c.name)
	return exitUsage
}

// errorf prints "vitae: message" on stderr.
func (e *env) errorf(format string, args ...any) {
	fmt.Fprintf(e.stderr, "vitae: %s\n", fmt.Sprintf(format, args...))
}

func printRootUsage(w io.Writer) {
	fmt.Fprintf(w, "vitae reads academic CVs (Markdown or plain text) into structured records,\ncounts what committees compare candidates on, and writes HTML, Excel and PDF\nreports.\n\n")
	fmt.Fprintf(w, "Usage:\n\n  vitae <command> [flags] [arguments]\n\nCommands:\n\n")
	for _, c := range sortedCommands() {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, "\nRun 'vitae help <command>' or 'vitae <command> --help' for a command's flags.\n")
}

func printCommandUsage(w io.Writer, c *command, fs *pflag.FlagSet) {
	fmt.Fprintf(w, "usage: %s\n\n", strings.TrimSpace("vitae "+c.name+" "+c.usage))
	if c.help != "" {
		fmt.Fprintf(w, "%s\n", strings.TrimRight(c.help, "\n"))
	} else {
		fmt.Fprintf(w, "%s%s.\n", strings.ToUpper(c.summary[:1]), c.summary[1:])
	}
	if fs != nil && fs.HasAvailableFlags() {
		fmt.Fprintf(w, "\nFlags:\n%s", fs.FlagUsages())
	}
}

func runHelp(e *env, c *command, args []string) int {
	fs := e.flagSet(c)
	if ok, code := e.parseFlags(c, fs, args); !ok {
		return code
	}
	switch fs.NArg() {
	case 0:
		printRootUsage(e.stdout)
		return exitOK
	case 1:
		target, ok := commands[fs.Arg(0)]
		if !ok {
			fmt.Fprintf(e.stderr, "vitae help: unknown command %q\n", fs.Arg(0))
			fmt.Fprintf(e.stderr, "Run 'vitae help' for the list of commands.\n")
			return exitUsage
		}
		// Every command prints its own usage and flags on --help.
		return target.run(e, target, []string{"--help"})
	default:
		return e.usageError(c, "too many arguments")
	}
}

func runVersion(e *env, c *command, args []string) int {
	fs := e.flagSet(c)
	if ok, code := e.parseFlags(c, fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return e.usageError(c, "unexpected arguments: %s", strings.Join(fs.Args(), " "))
	}
	fmt.Fprintf(e.stdout, "vitae %s\n", versionString())
	return exitOK
}

// versionString is the -ldflags version, else the module version from the
// build info (set by "go install ...@version"), else "dev".
func versionString() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok {
		if v := bi.Main.Version; v != "" && v != "(devel)" {
			return v
		}
	}
	return "dev"
}
