package cli

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

	"github.com/vitae-cv/vitae/internal/atomicfile"
	"github.com/vitae-cv/vitae/internal/termsafe"
)

// Interrupted is the exit code of a process stopped by SIGINT or SIGTERM,
// as the shell expects: 128+2.
const Interrupted = 130

// Process is p as a process: the command line, the standard streams, the
// environment and the clock of the process; SIGINT and SIGTERM end it as
// interrupted (see Main). It returns the exit code.
func (p *Program) Process() int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		p.interrupted(stop)
	}()
	return p.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
}

// interrupted ends a run stopped by SIGINT or SIGTERM: the temporary files
// of the writes under way are removed (the files they would replace are
// untouched), the cleanups registered with AtInterrupt run, and the
// process exits with Interrupted.
func (p *Program) interrupted(stop func()) {
	stop()
	atomicfile.RemoveTemps()
	runCleanups()
	fmt.Fprintf(os.Stderr, "%s: interrupted; no file was left half-written\n", p.Name)
	os.Exit(Interrupted)
}

// Main runs p with args and the streams given, in the environment and on
// the clock of the process, and returns the exit code. A panic is an
// internal error: reported with a request to report it, the temporary
// files of the writes under way removed and the AtInterrupt cleanups run,
// and exit code Internal (never Usage).
func (p *Program) Main(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			atomicfile.RemoveTemps()
			runCleanups()
			fmt.Fprintf(stderr, "%s: internal error: %s (please report it)\n", p.Name, termsafe.String(fmt.Sprint(r)))
			code = Internal
		}
	}()
	e := &Env{Stdin: stdin, Stdout: stdout, Stderr: stderr, Getenv: os.Getenv, Now: time.Now}
	return p.Run(e, args)
}

// cleanups are what an interrupted command must undo (a run's unfinished
// folder), registered by AtInterrupt.
var cleanups struct {
	sync.Mutex
	next int
	fns  map[int]func()
}

// AtInterrupt registers f to run if the process is interrupted (SIGINT,
// SIGTERM) or a command panics, and returns the function that
// unregisters it.
func AtInterrupt(f func()) (remove func()) {
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

// BuildVersion is a program's version: set, when not empty (a version
// set at build time with -ldflags "-X main.version=v1.2.3"), else the
// module version from the build info (set by "go install ...@version"),
// else "dev".
func BuildVersion(set string) string {
	if set != "" {
		return set
	}
	if bi, ok := debug.ReadBuildInfo(); ok {
		if v := bi.Main.Version; v != "" && v != "(devel)" {
			return v
		}
	}
	return "dev"
}
