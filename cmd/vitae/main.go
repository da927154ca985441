// Command vitae turns academic CVs (Markdown, plain text, HTML, Word or
// PDF) into structured records and, from those, analytics reports.
//
// Usage:
//
//	vitae <command> [flags] [arguments]
//
// Run "vitae help" for the list of commands and "vitae help <command>" for
// one command's flags. Each command is a file here: its flags and the
// wiring of the libraries (cv/inputs, analytics, reports/...).
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"sync"
	"syscall"
	"time"

	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/cli/topics"
	"github.com/vitae-cv/vitae/internal/termsafe"
	"github.com/vitae-cv/vitae/reports"
)

// version is set at build time with
//
//	go build -ldflags "-X main.version=v1.2.3" ./cmd/vitae
//
// When empty, the module version from the build info is used, else "dev".
var version = ""

// vitae is the program; each command file registers its command in init.
var vitae = &cli.Program{
	Name: "vitae",
	About: `vitae reads academic CVs (PDF, Word .docx, HTML, Markdown and plain text,
and the JSON records 'vitae parse' writes) into structured records, counts
what committees compare candidates on, and writes HTML, Excel, PDF, CSV and
text reports.`,
	Version: versionString,
	Topics:  topics.FS,
}

func main() { os.Exit(process()) }

// process is vitae as a process: the command line, the standard streams,
// SIGINT and SIGTERM (interrupted) and VITAE_CPUPROFILE; it returns the
// exit code. The tests that run vitae in a child process call it too.
func process() int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		interrupted(stop)
	}()
	stopProfile := startProfile(os.Stderr)
	code := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stopProfile()
	return code
}

// interrupted ends a run stopped by SIGINT or SIGTERM: the temporary files
// of the writes under way are removed (the files they would replace are
// untouched) and the process exits as the shell expects, 128+2.
func interrupted(stop func()) {
	stop()
	reports.RemoveTemps()
	runCleanups()
	fmt.Fprintln(os.Stderr, "vitae: interrupted; no file was left half-written")
	os.Exit(130)
}

// cleanups are what an interrupted command must undo (a run's unfinished
// folder), registered by atInterrupt.
var cleanups struct {
	sync.Mutex
	next int
	fns  map[int]func()
}

// atInterrupt registers f to run if the process is interrupted (SIGINT,
// SIGTERM) and returns the function that unregisters it.
func atInterrupt(f func()) (remove func()) {
	cleanups.Lock()
	defer cleanups.Unlock()
	if cleanups.fns == nil {
		cleanups.fns = map[int]func(){}
	}
	k := cleanups.next
	cleanups.next++
	cleanups.fns[k] = f
	return func() {
		cleanups.Lock()
		defer cleanups.Unlock()
		delete(cleanups.fns, k)
	}
}

// runCleanups runs the registered cleanups, once.
func runCleanups() {
	cleanups.Lock()
	fns := cleanups.fns
	cleanups.fns = nil
	cleanups.Unlock()
	for _, f := range fns {
		f()
	}
}

// run is vitae's main, minus the process: it returns the exit code. A
// panic is an internal error: reported with a request to report it, its
// temporary files removed, and exit code cli.Internal (never cli.Usage).
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			reports.RemoveTemps()
			runCleanups()
			fmt.Fprintf(stderr, "vitae: internal error: %s (please report it)\n", termsafe.String(fmt.Sprint(r)))
			code = cli.Internal
		}
	}()
	e := &cli.Env{Stdin: stdin, Stdout: stdout, Stderr: stderr, Getenv: os.Getenv, Now: time.Now}
	return vitae.Run(e, args)
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
